import { act, screen, waitFor, within } from '@testing-library/react';
import { ok } from '@backlay/shared/testing';
import { placedBet, position } from '../../test/betting.js';
import { openMatchPage } from '../../test/matchPage.js';

const MINUS = '\u2212';
const BALANCE = { currentBalance: 9_900, exposure: 100, profitLoss: 0, totalBalance: 10_000, creditReference: 10_000 };

async function runnerOf(market: string, selectionId: number) {
  return within(within(await screen.findByRole('region', { name: market })).getByTestId(`runner-${selectionId}`));
}

describe('positions beside the runners', () => {
  it('shows the positions answer: green when up, red when down, per runner', async () => {
    const { server } = openMatchPage({
      positions: [
        position({ runners: { '1': 150, '2': -100 }, exposure: 100 }),
        position({ betId: 'bm', marketType: 'bookmaker', runners: { '1': -48.5, '2': 1250 }, exposure: 48.5 }),
      ],
    });
    const teamA = await runnerOf('Match Odds', 1);
    expect(await teamA.findByTestId('position-now')).toHaveTextContent('+150.00');
    expect(teamA.getByTestId('position-now')).toHaveClass('bl-up');
    const teamB = await runnerOf('Match Odds', 2);
    expect(teamB.getByTestId('position-now')).toHaveTextContent(`${MINUS}100.00`);
    expect(teamB.getByTestId('position-now')).toHaveClass('bl-down');
    expect((await runnerOf('Bookmaker', 1)).getByTestId('position-now')).toHaveTextContent(`${MINUS}48.50`);
    expect((await runnerOf('Bookmaker', 2)).getByTestId('position-now')).toHaveTextContent('+1,250.00');
    expect((await runnerOf('Tied Match', 11)).queryByTestId('position')).not.toBeInTheDocument();
    expect(server.calls('POST', '/bet/profitLoss')[0]?.body).toEqual({ matchId: '1001' });
  });

  it('shows a session’s worst case beside its name', async () => {
    openMatchPage({
      positions: [
        position({
          betId: 's6',
          marketType: 'session',
          ladder: [
            { run: 49, profitLoss: -100 },
            { run: 50, profitLoss: 100 },
          ],
          exposure: 100,
        }),
      ],
    });
    const row = await screen.findByTestId('fancy-s6');
    expect(await within(row).findByTestId('position-now')).toHaveTextContent(`Worst case ${MINUS}100.00`);
    expect(within(screen.getByTestId('fancy-s10')).queryByTestId('position')).not.toBeInTheDocument();
  });

  it('refetches positions and bets when a bet event about this match arrives, not for another match', async () => {
    const { server, user$ } = openMatchPage();
    await screen.findByRole('region', { name: 'Match Odds' });
    await waitFor(() => expect(server.calls('GET', '/bet/placed')).toHaveLength(1));
    server.on('POST', '/bet/profitLoss', ok([position({ runners: { '1': 150, '2': -100 }, exposure: 100 })]));

    act(() =>
      user$.next({ type: 'userMatchBetPlaced', payload: { bet: placedBet({ matchId: '2002' }), balance: BALANCE } }),
    );
    act(() =>
      user$.next({
        type: 'sessionResult',
        payload: {
          matchId: '2002',
          betId: 's1',
          marketType: 'session',
          result: { type: 'runs', runs: 50 },
          profitLoss: 0,
        },
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(server.calls('GET', '/bet/placed')).toHaveLength(1);

    act(() => user$.next({ type: 'userMatchBetPlaced', payload: { bet: placedBet(), balance: BALANCE } }));
    expect(await (await runnerOf('Match Odds', 1)).findByTestId('position-now')).toHaveTextContent('+150.00');
    expect(server.calls('GET', '/bet/placed')).toHaveLength(2);

    act(() =>
      user$.next({
        type: 'matchDeleteBet',
        payload: { matchId: '1001', betId: 'mo', betIds: ['b1'], deleteReason: 'Wrong price', permanent: true },
      }),
    );
    await waitFor(() => expect(server.calls('GET', '/bet/placed')).toHaveLength(3));
  });

  it('refetches on a balance push once the player holds something on the match', async () => {
    const { server, user$ } = openMatchPage();
    await screen.findByRole('region', { name: 'Match Odds' });
    await waitFor(() => expect(server.calls('POST', '/bet/profitLoss')).toHaveLength(1));
    act(() => user$.next({ type: 'updateUserBalance', payload: BALANCE }));
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(server.calls('POST', '/bet/profitLoss')).toHaveLength(1);

    server.on('POST', '/bet/profitLoss', ok([position({ runners: { '1': 150, '2': -100 }, exposure: 100 })]));
    act(() => user$.next({ type: 'userMatchBetPlaced', payload: { bet: placedBet(), balance: BALANCE } }));
    await (await runnerOf('Match Odds', 1)).findByTestId('position-now');
    act(() => user$.next({ type: 'updateUserBalance', payload: BALANCE }));
    await waitFor(() => expect(server.calls('POST', '/bet/profitLoss')).toHaveLength(3));
  });
});
