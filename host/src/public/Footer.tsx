import { Link as RouterLink } from '@backlay/shared/router';
import { useHost } from '@backlay/shared/contract';
import { HELP_ORGANISATIONS } from './content/responsibleGaming.js';

/** The public footer (spec section 1): policies, support, safety badges, help links, copyright. */
export function Footer() {
  const { brand } = useHost();
  return (
    <footer className="bl-pub__foot">
      <nav aria-label="Policies" className="bl-pub__foot-nav">
        <RouterLink className="bl-pub__link" to="/terms-and-conditions" target="_blank" rel="noopener">
          Terms and Conditions
        </RouterLink>
        <RouterLink className="bl-pub__link" to="/responsible-gaming" target="_blank" rel="noopener">
          Responsible Gaming
        </RouterLink>
      </nav>
      <h2 className="bl-pub__support" data-testid="support-heading">
        24X7 Support
      </h2>
      <div className="bl-pub__badges">
        <div className="bl-pub__safe">
          <strong>100% SAFE</strong>
          <span className="bl-pub__small">Protected connection and encrypted data.</span>
        </div>
        <img src="/brand/18plus.svg" width={48} height={48} alt="18+ only" />
        {HELP_ORGANISATIONS.slice(0, 2).map((org) => (
          <a
            key={org.url}
            className="bl-pub__link bl-pub__small"
            href={org.url}
            target="_blank"
            rel="noopener noreferrer"
          >
            {org.name}
          </a>
        ))}
      </div>
      <p className="bl-pub__copy">© Copyright 2024. All Rights Reserved. Powered by {brand.name}</p>
    </footer>
  );
}
