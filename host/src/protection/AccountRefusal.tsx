import { useState } from 'react';
import { revokeSelfExclusion } from '@backlay/shared/api';
import { useHost } from '@backlay/shared/contract';
import { HttpError } from '@backlay/shared/http';
import { Notice } from '../public/notices.js';
import { formatUtcDate } from './format.js';
import type { LoginRefusal } from './loginRefusal.js';

/** The panel's own classes; the button is the login form's (publicStyles.tsx). */
const REFUSAL_CSS = `
.bl-refusal__text { margin: 0.75rem 0 0; font-size: 0.875rem; line-height: 1.5; color: #22313b; }
.bl-refusal__help { margin: 0.75rem 0 0; font-size: 0.875rem; }
.bl-refusal__help-title { margin: 0 0 0.25rem; font-weight: 600; color: #22313b; }
.bl-refusal__help ul { margin: 0; padding-left: 1.25rem; }
.bl-refusal__help li { padding: 2px 0; }
.bl-refusal__help a { color: var(--bl-brand); text-decoration: underline; }
.bl-refusal__help a:focus-visible { outline: 2px solid var(--bl-brand); outline-offset: 2px; }
`;

/**
 * Why the log-in was refused (the server's words, with the end of the break or exclusion), where to
 * find help, and, for a self-exclusion whose period is over, the request to end it: made with the
 * user name and password just typed, as there is no session to make it with.
 */
export function AccountRefusalPanel({ refusal }: { refusal: LoginRefusal }) {
  const { http } = useHost();
  const { account, credentials, message } = refusal;
  const [revokesAt, setRevokesAt] = useState(account.revokesAt);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const until = account.until === null ? null : formatUtcDate(account.until);
  const endsOn = revokesAt === null ? null : formatUtcDate(revokesAt);

  async function askToEnd() {
    if (!credentials || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const { data } = await revokeSelfExclusion(http, credentials);
      setRevokesAt(data.revokesAt);
    } catch (error) {
      // The server's reason (e.g. the period is not over yet) stays beside the button.
      setFailure(error instanceof HttpError ? error.message : null);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="bl-refusal">
      <style>{REFUSAL_CSS}</style>
      <Notice id="login-notice">{message}</Notice>
      {/* The server's words name the end; said again only when they do not. */}
      {until !== null && !message.includes(until) ? <p className="bl-refusal__text">Until {until}.</p> : null}
      {endsOn !== null ? (
        // Asked for already (the server's words then name the date) or just now.
        message.includes(endsOn) ? null : (
          <p className="bl-refusal__text" role="status">
            Your self-exclusion ends on {endsOn}.
          </p>
        )
      ) : account.revocable && credentials ? (
        <>
          {failure ? (
            <div className="bl-refusal__text">
              <Notice>{failure}</Notice>
            </div>
          ) : null}
          <button
            type="button"
            className="bl-login__button"
            onClick={() => void askToEnd()}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {busy ? <span className="bl-login__spinner" aria-hidden="true" /> : null}
            <span className="bl-login__text">Ask to end my self-exclusion</span>
          </button>
        </>
      ) : null}
      {account.help.length > 0 ? (
        <nav className="bl-refusal__help" aria-labelledby="refusal-help-title">
          <p id="refusal-help-title" className="bl-refusal__help-title">
            Help and support
          </p>
          <ul>
            {account.help.map((link) => (
              <li key={link.url}>
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
