import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from '@backlay/shared/testing';
import { placedBet } from '../../test/betting.js';
import { openMatchPage } from '../../test/matchPage.js';
import { betPrice } from './MyBets.js';

const BALANCE = { currentBalance: 9_900, exposure: 100, profitLoss: 0, totalBalance: 10_000, creditReference: 10_000 };

const older = placedBet({ id: 'b1', createdAt: '2026-01-10T14:05:00.000Z' });
const newer = placedBet({
  id: 'b2',
  kind: 'session',
  betId: 's6',
  marketType: 'session',
  marketName: '6 over run TA',
  teamName: '6 over run TA',
  betType: 'NO',
  odds: 50,
  rate: 110,
  stake: 250,
  createdAt: '2026-01-10T14:09:00.000Z',
});

const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((td) => td.textContent);

describe('My Bets', () => {
  it('lists the open bets of the match newest first: runner, side, price, stake, market', async () => {
    const { server } = openMatchPage({ bets: [older, newer] });
    const section = await screen.findByRole('region', { name: 'My Bets (2)' });
    const rows = within(section).getAllByRole('row').slice(1);
    expect(rows.map(cells)).toEqual([
      ['6 over run TA', 'No', '50/110', '250', '6 over run TA'],
      ['Team A', 'Back', '2.5', '100', 'Match Odds'],
    ]);
    const query = server.calls('GET', '/bet/placed')[0]?.query;
    expect(query?.get('betPlaced.matchId')).toBe('eq1001');
    expect(query?.get('sort')).toBe('betPlaced.createdAt:DESC');
  });

  it('says when there are none, and folds away', async () => {
    const user = userEvent.setup();
    openMatchPage();
    const section = await screen.findByRole('region', { name: 'My Bets (0)' });
    expect(within(section).getByText('You have no open bets here.')).toBeVisible();
    const toggle = within(section).getByRole('button', { name: 'My Bets (0)' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(section).getByText('You have no open bets here.')).not.toBeVisible();
  });

  it('adds a bet when the socket says one was placed on this match', async () => {
    const { server, user$ } = openMatchPage({ bets: [older] });
    await screen.findByRole('region', { name: 'My Bets (1)' });
    server.on('GET', '/bet/placed', ok({ count: 2, rows: [newer, older] }));
    act(() => user$.next({ type: 'userSessionBetPlaced', payload: { bet: newer, balance: BALANCE } }));
    const section = await screen.findByRole('region', { name: 'My Bets (2)' });
    expect(within(section).getByTestId('my-bet-b2')).toHaveTextContent('6 over run TA');
  });

  it('shows a delete reason and offers a retry when the list fails', async () => {
    const user = userEvent.setup();
    const { server } = openMatchPage({
      before: ({ server: s }) =>
        s.on('GET', '/bet/placed', { status: 500, body: { statusCode: 500, message: 'Down' } }),
    });
    expect(await screen.findByText('Your bets could not be loaded.', { exact: false })).toBeInTheDocument();
    server.on(
      'GET',
      '/bet/placed',
      ok({ count: 1, rows: [placedBet({ deleteReason: 'Bet placed after the result' })] }),
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByTestId('my-bet-b1')).toHaveTextContent('Deleted: Bet placed after the result'),
    );
  });

  it('prints each market’s price its own way', () => {
    expect(betPrice({ marketType: 'matchOdds', odds: 2.52, rate: null })).toBe('2.52');
    expect(betPrice({ marketType: 'bookmaker', odds: 48, rate: null })).toBe('48');
    expect(betPrice({ marketType: 'khado', odds: 82, rate: 98 })).toBe('82/98');
  });
});
