import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { LocationDisplay, renderWithHost } from '../test/renderWithHost.js';
import { ResponsibleGamingPage, TermsPage } from './PolicyPage.js';

function renderAt(page: ReactElement, path: string) {
  return {
    ...renderWithHost(
      <Routes>
        <Route path={path} element={page} />
        <Route path="*" element={<LocationDisplay />} />
      </Routes>,
      { path },
    ),
    user: userEvent.setup(),
  };
}

describe('ResponsibleGamingPage', () => {
  it('links the account places it names to the Player Protection page', async () => {
    renderAt(<ResponsibleGamingPage />, '/responsible-gaming');
    const protection = await screen.findAllByRole('link', { name: 'Profile > Player Protection' });
    // Reality check, cool-off, self-exclusion, blocking and the list of where the tools are.
    expect(protection).toHaveLength(5);
    for (const link of protection) expect(link).toHaveAttribute('href', '/player-protection');
    const limits = screen.getAllByRole('link', { name: 'Settings > Account loss limits' });
    expect(limits).toHaveLength(2);
    for (const link of limits) expect(link).toHaveAttribute('href', '/player-protection#limits');
  });

  it('keeps the words around a link', async () => {
    renderAt(<ResponsibleGamingPage />, '/responsible-gaming');
    await screen.findAllByRole('link', { name: 'Profile > Player Protection' });
    expect(
      screen.getByText(
        (_content, element) =>
          element?.tagName === 'P' &&
          element.textContent ===
            'If you want a short break from gambling, you can cool off under Profile > Player Protection. While cooling off you cannot place bets or play games, and we will not send you marketing.',
      ),
    ).toBeInTheDocument();
    // The help organisations are still there.
    expect(screen.getByRole('link', { name: 'GamCare' })).toHaveAttribute('href', 'https://www.gamcare.org.uk/');
  });

  it('goes to the Player Protection page in the app', async () => {
    const { user } = renderAt(<ResponsibleGamingPage />, '/responsible-gaming');
    const [first] = await screen.findAllByRole('link', { name: 'Profile > Player Protection' });
    if (!first) throw new Error('no link');
    await user.click(first);
    expect(screen.getByTestId('location')).toHaveTextContent('/player-protection');
  });
});

describe('TermsPage', () => {
  it('links the account loss limits to the limits on the Player Protection page', async () => {
    renderAt(<TermsPage />, '/terms-and-conditions');
    expect(await screen.findByRole('link', { name: 'Settings > Account loss limits' })).toHaveAttribute(
      'href',
      '/player-protection#limits',
    );
  });
});
