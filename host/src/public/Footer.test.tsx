import { screen, within } from '@testing-library/react';
import { renderWithHost } from '../test/renderWithHost.js';
import { HELP_ORGANISATIONS } from './content/responsibleGaming.js';
import { Footer } from './Footer.js';

describe('Footer (spec section 1)', () => {
  it('shows the support heading, the safety badge and the copyright with the brand', () => {
    renderWithHost(<Footer />, { path: '/login', brand: { name: 'Acme Exchange', logo: '/logo.svg' } });
    expect(screen.getByRole('heading', { name: '24X7 Support' })).toBeInTheDocument();
    expect(screen.getByText('100% SAFE')).toBeInTheDocument();
    expect(screen.getByText('Protected connection and encrypted data.')).toBeInTheDocument();
    expect(screen.getByText('© Copyright 2024. All Rights Reserved. Powered by Acme Exchange')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '18+ only' })).toBeInTheDocument();
  });

  it('opens Terms and Conditions and Responsible Gaming in a new tab', () => {
    renderWithHost(<Footer />, { path: '/login' });
    const policies = screen.getByRole('navigation', { name: 'Policies' });
    const terms = within(policies).getByRole('link', { name: 'Terms and Conditions' });
    const rg = within(policies).getByRole('link', { name: 'Responsible Gaming' });
    expect(terms).toHaveAttribute('href', '/terms-and-conditions');
    expect(rg).toHaveAttribute('href', '/responsible-gaming');
    for (const link of [terms, rg]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('links two external gambling-help organisations in a new tab', () => {
    renderWithHost(<Footer />, { path: '/login' });
    const shown = HELP_ORGANISATIONS.slice(0, 2);
    expect(shown).toHaveLength(2);
    for (const org of shown) {
      const link = screen.getByRole('link', { name: org.name });
      expect(link).toHaveAttribute('href', org.url);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    const third = HELP_ORGANISATIONS[2];
    if (third) expect(screen.queryByRole('link', { name: third.name })).not.toBeInTheDocument();
  });
});
