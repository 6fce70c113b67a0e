import { act, screen, waitFor, within } from '@testing-library/react';
import type { ResultEvent } from '@backlay/shared/api';
import { ok } from '@backlay/shared/testing';
import { CASINO_TEST_IDS } from '../../testIds.js';
import { cardBet, snapshotOf, tableState } from '../../test/builders.js';
import { TEEN20 } from '../../test/tables.js';
import { openTable } from '../../test/tablePage.js';

const MID = '102260110140000';
const NEXT = '102260110140100';
const BALANCE = { currentBalance: 9_900, exposure: 100, profitLoss: 0, totalBalance: 10_000, creditReference: 10_000 };
const MINUS = '\u2212';

const myBets = () => screen.getByTestId(CASINO_TEST_IDS.myBets);

function settled(mid: string, profitLoss: number): ResultEvent {
  return {
    matchId: 'teen20',
    betId: `card:teen20:${mid}`,
    marketType: 'card',
    result: { type: 'card', gameType: 'teen20', mid, win: '1', dealt: [] },
    profitLoss,
  };
}

describe('my bets on the round', () => {
  it("lists the player's open bets on this round only, with selection, side, odds and stake", async () => {
    openTable(TEEN20, {
      bets: [
        cardBet({ id: 'a', teamName: 'Player A', odds: 1.98, stake: 100 }),
        cardBet({ id: 'b', selectionId: 3, teamName: 'Player B', betType: 'LAY', odds: 2.02, stake: 250 }),
        cardBet({ id: 'old', betId: 'card:teen20:102260110135900' }),
      ],
    });
    expect(await within(await screen.findByTestId(CASINO_TEST_IDS.myBets)).findByTestId('my-bet-a')).toHaveTextContent(
      'Player ABack1.98100',
    );
    expect(within(myBets()).getByTestId('my-bet-b')).toHaveTextContent('Player BLay2.02250');
    expect(within(myBets()).queryByTestId('my-bet-old')).not.toBeInTheDocument();
  });

  it("shows each row's position for the round from those bets", async () => {
    openTable(TEEN20, {
      bets: [
        cardBet({ id: 'a', selectionId: 1, odds: 1.98, stake: 100 }),
        cardBet({ id: 'pp', selectionId: 2, teamName: 'Pair plus A', odds: 2, stake: 100 }),
      ],
    });
    expect(await screen.findByTestId('position-1')).toHaveTextContent('+98.00');
    // Winner is exclusive: Player B winning loses the stake on Player A.
    expect(screen.getByTestId('position-3')).toHaveTextContent(`${MINUS}100.00`);
    expect(screen.getByTestId('position-2')).toHaveTextContent('+100.00');
    expect(screen.queryByTestId('position-4')).not.toBeInTheDocument();
  });

  it('says when there are none', async () => {
    openTable(TEEN20);
    expect(
      await within(await screen.findByTestId(CASINO_TEST_IDS.myBets)).findByText('No bets on this round yet.'),
    ).toBeInTheDocument();
  });

  it('refetches when the main socket reports a bet on this table, not on another', async () => {
    const { server, user$ } = openTable(TEEN20);
    await waitFor(() => expect(server.calls('GET', '/bet/placed')).toHaveLength(1));
    server.on('GET', '/bet/placed', ok({ count: 1, rows: [cardBet({ id: 'elsewhere' })] }));
    act(() =>
      user$.next({ type: 'userCardBetPlaced', payload: { bet: cardBet({ matchId: 'dt20' }), balance: BALANCE } }),
    );
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(server.calls('GET', '/bet/placed')).toHaveLength(1);
    act(() =>
      user$.next({ type: 'userCardBetPlaced', payload: { bet: cardBet({ id: 'elsewhere' }), balance: BALANCE } }),
    );
    expect(await within(myBets()).findByTestId('my-bet-elsewhere')).toBeInTheDocument();
    expect(server.calls('GET', '/bet/placed')).toHaveLength(2);
  });

  it("shows the round's P/L once settled, and resets it when a new round (mid 0) arrives", async () => {
    const { tables, user$ } = openTable(TEEN20, { bets: [cardBet()] });
    await within(await screen.findByTestId(CASINO_TEST_IDS.myBets)).findByTestId('my-bet-cb1');
    act(() => user$.next({ type: 'cardResult', payload: settled(MID, 98) }));
    expect(within(myBets()).getByTestId('round-pnl')).toHaveTextContent('Round P/L +98.00');
    // A repeat of the same event does not add up.
    act(() => user$.next({ type: 'cardResult', payload: settled(MID, 98) }));
    expect(within(myBets()).getByTestId('round-pnl')).toHaveTextContent('Round P/L +98.00');

    act(() =>
      tables.table('teen20').next(tableState(snapshotOf(TEEN20, { mid: '0', phase: 'idle', closesAt: null }, 5))),
    );
    expect(within(myBets()).queryByTestId('round-pnl')).not.toBeInTheDocument();
    act(() => tables.table('teen20').next(tableState(snapshotOf(TEEN20, { mid: NEXT }, 6))));
    expect(within(myBets()).queryByTestId('round-pnl')).not.toBeInTheDocument();
  });

  it('resets the P/L when the next mid arrives directly, and ignores a settlement of a round no longer shown', async () => {
    const { tables, user$ } = openTable(TEEN20);
    await within(await screen.findByTestId(CASINO_TEST_IDS.myBets)).findByText('No bets on this round yet.');
    act(() => user$.next({ type: 'cardResult', payload: settled(MID, -100) }));
    expect(within(myBets()).getByTestId('round-pnl')).toHaveTextContent(`Round P/L ${MINUS}100.00`);
    act(() => tables.table('teen20').next(tableState(snapshotOf(TEEN20, { mid: NEXT }, 5))));
    expect(within(myBets()).queryByTestId('round-pnl')).not.toBeInTheDocument();
    act(() => user$.next({ type: 'cardResult', payload: settled(MID, -100) }));
    expect(within(myBets()).queryByTestId('round-pnl')).not.toBeInTheDocument();
  });
});
