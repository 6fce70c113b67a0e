import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from '@backlay/shared/testing';
import type { BetOrder, OrderResponse } from '@backlay/shared/api';
import { fail } from '@backlay/shared/testing';
import { betOrder, placedBet } from '../../test/betting.js';
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

describe('My Bets: unmatched orders', () => {
  const waiting = betOrder({ id: 'o1', odds: 2.6, stake: 500, unmatched: 500 });
  const partLay = betOrder({
    id: 'o2',
    selectionId: 2,
    teamName: 'Team B',
    betType: 'LAY',
    odds: 1.7,
    stake: 400,
    matched: 150,
    unmatched: 250,
  });
  const answer = (order: BetOrder, bets: OrderResponse['bets'] = []): OrderResponse => ({
    order,
    bets,
    balance: BALANCE,
  });
  const rowOf = (name: string) =>
    screen.getAllByTestId('unmatched-order').find((row) => row.textContent?.startsWith(name)) ?? null;

  it('lists the open orders of the match above the matched bets, with what still waits', async () => {
    const { server } = openMatchPage({ bets: [older], orders: [waiting, partLay] });
    const section = await screen.findByRole('region', { name: 'Unmatched (2)' });
    expect(section).toHaveAttribute('data-testid', 'unmatched-orders');
    const myBets = screen.getByRole('region', { name: 'My Bets (1)' });
    expect(myBets).toContainElement(section);
    // Above the matched bets' table.
    expect(section.compareDocumentPosition(within(myBets).getByRole('table'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    const rows = within(section).getAllByTestId('unmatched-order');
    expect(rows.map((r) => within(r).getByTestId('order-unmatched').textContent)).toEqual([
      '500 unmatched · Match Odds',
      '250 unmatched of 400 (150 matched) · Match Odds',
    ]);
    expect(rows[0]).toHaveTextContent('Team A · Back at 2.6');
    expect(rows[1]).toHaveTextContent('Team B · Lay at 1.7');
    // Names tell the rows apart and begin with the words on the button (WCAG 2.5.3).
    expect(within(section).getByRole('button', { name: 'Cancel unmatched back on Team A at 2.6' })).toHaveTextContent(
      'Cancel',
    );
    expect(
      within(section).getByRole('button', { name: 'Edit price of unmatched lay on Team B at 1.7' }),
    ).toHaveTextContent('Edit price');
    expect(server.calls('GET', '/bet/orders')[0]?.query?.get('matchId')).toBe('1001');
  });

  it('shows no unmatched section without orders', async () => {
    openMatchPage({ bets: [older] });
    await screen.findByRole('region', { name: 'My Bets (1)' });
    expect(screen.queryByTestId('unmatched-orders')).not.toBeInTheDocument();
  });

  it('cancels an order: the row goes and the list says so; a refusal shows in its row', async () => {
    const user = userEvent.setup();
    const { server } = openMatchPage({ orders: [waiting, partLay] });
    await screen.findByRole('region', { name: 'Unmatched (2)' });
    server.on('POST', '/bet/order/cancel', {
      status: 400,
      body: { statusCode: 400, code: 'MARKET_SUSPENDED', message: 'The market is suspended.' },
    });
    await user.click(screen.getByRole('button', { name: 'Cancel unmatched lay on Team B at 1.7' }));
    const lay = rowOf('Team B');
    if (!lay) throw new Error('no row for Team B');
    expect(await within(lay).findByRole('alert')).toHaveTextContent('The market is suspended.');

    server.on(
      'POST',
      '/bet/order/cancel',
      ok(answer({ ...waiting, unmatched: 0, cancelled: 500, status: 'CANCELLED' })),
    );
    server.on('GET', '/bet/orders', ok([partLay]));
    await user.click(screen.getByRole('button', { name: 'Cancel unmatched back on Team A at 2.6' }));
    const section = await screen.findByRole('region', { name: 'Unmatched (1)' });
    expect(server.calls('POST', '/bet/order/cancel').map((c) => c.body)).toEqual([
      { orderId: 'o2' },
      { orderId: 'o1' },
    ]);
    expect(rowOf('Team A')).toBeNull();
    expect(within(section).getByRole('status')).toHaveTextContent('Cancelled: unmatched Back Team A 500 at 2.6.');
    // The row that had the focus went: the list's heading takes it.
    expect(within(section).getByRole('heading', { name: 'Unmatched (1)' })).toHaveFocus();
    await waitFor(() => expect(server.calls('GET', '/bet/orders').length).toBeGreaterThan(1));
  });

  it('edits the price: a bad price is refused before sending, a good one is sent', async () => {
    const user = userEvent.setup();
    const { server } = openMatchPage({ orders: [waiting] });
    await screen.findByRole('region', { name: 'Unmatched (1)' });
    const edit = screen.getByRole('button', { name: 'Edit price of unmatched back on Team A at 2.6' });
    await user.click(edit);
    expect(edit).toHaveAttribute('aria-expanded', 'true');
    const input = screen.getByRole('textbox', { name: 'New price for back on Team A at 2.6' });
    expect(input).toHaveFocus();
    expect(input).toHaveValue('2.6');
    const save = screen.getByRole('button', { name: 'Save new price for back on Team A at 2.6' });

    for (const [typed, said] of [
      ['abc', 'Enter a price, for example 2.5.'],
      ['1', 'Prices run from 1.01 to 1000.'],
      ['1001', 'Prices run from 1.01 to 1000.'],
      ['2.61', '2.61 is not on the price ladder: try 2.6.'],
      ['2.6', 'It waits at 2.6 already: enter a new price.'],
    ] as const) {
      await user.clear(input);
      await user.type(input, typed);
      await user.click(save);
      expect(screen.getByText(said)).toBeInTheDocument();
      expect(input).toHaveAttribute('aria-invalid', 'true');
    }
    expect(server.calls('POST', '/bet/order/price')).toHaveLength(0);

    server.on('POST', '/bet/order/price', fail(400, 'The market is closed.'));
    await user.clear(input);
    await user.type(input, '2.8{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('The market is closed.');

    const moved = { ...waiting, odds: 2.7 };
    server.on('POST', '/bet/order/price', ok(answer(moved)));
    server.on('GET', '/bet/orders', ok([moved]));
    await user.clear(input);
    await user.type(input, '2.7');
    await user.click(save);
    await screen.findByRole('button', { name: 'Edit price of unmatched back on Team A at 2.7' });
    expect(server.calls('POST', '/bet/order/price').map((c) => c.body)).toEqual([
      { orderId: 'o1', odds: 2.8 },
      { orderId: 'o1', odds: 2.7 },
    ]);
    expect(screen.queryByTestId('order-price-input')).not.toBeInTheDocument();
    expect(screen.getByTestId('unmatched-note')).toHaveTextContent('Back Team A: 500 waits unmatched at 2.7.');
    expect(screen.getByTestId('order-edit')).toHaveFocus();
  });

  it('follows the order pushes: refetches, and tells of a later match or a lapse', async () => {
    const { server, user$, toast } = openMatchPage({ orders: [waiting] });
    await screen.findByRole('region', { name: 'Unmatched (1)' });
    const part = { ...waiting, matched: 200, unmatched: 300 };
    server.on('GET', '/bet/orders', ok([part]));
    const bet = placedBet({ id: 'b7', odds: 2.6, stake: 200 });
    act(() => user$.next({ type: 'userOrderUpdated', payload: { order: part, bet, balance: BALANCE } }));
    await waitFor(() =>
      expect(screen.getByTestId('order-unmatched')).toHaveTextContent('300 unmatched of 500 (200 matched)'),
    );
    expect(toast).toHaveBeenCalledWith('Matched: Back Team A 200 at 2.6 (300 still waits at 2.6)', 'success');

    server.on('GET', '/bet/orders', ok([]));
    const lapsed = { ...part, unmatched: 0, cancelled: 300, status: 'LAPSED' as const };
    act(() => user$.next({ type: 'userOrderUpdated', payload: { order: lapsed, bet: null, balance: BALANCE } }));
    await waitFor(() => expect(screen.queryByTestId('unmatched-orders')).not.toBeInTheDocument());
    expect(toast).toHaveBeenCalledWith(
      'Lapsed: Back Team A, unmatched 300 at 2.6 cancelled as the market turned in-play or closed',
      'info',
    );
    // The player's own changes are answered by their calls: their pushes say nothing more.
    toast.mockClear();
    act(() =>
      user$.next({
        type: 'userOrderUpdated',
        payload: {
          order: { ...waiting, status: 'CANCELLED', unmatched: 0, cancelled: 500 },
          bet: null,
          balance: BALANCE,
        },
      }),
    );
    expect(toast).not.toHaveBeenCalled();
  });
});
