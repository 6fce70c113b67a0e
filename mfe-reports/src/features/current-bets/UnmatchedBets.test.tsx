import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BetOrder } from '@backlay/shared/api';
import { fail, ok, type FakeReply, type FakeRequest } from '@backlay/shared/testing';
import { createTestHost, renderWithHost } from '@backlay/shared/testing/render';
import { REPORT_TEST_IDS, reportRowTestId } from '../../testIds.js';
import { betOrder, paged, placedBet } from '../../test/builders.js';
import { LocationProbe } from '../../test/LocationProbe.js';
import { CurrentBetsPage } from './CurrentBetsPage.js';

const BALANCE = { currentBalance: 1000, exposure: 0, profitLoss: 0, totalBalance: 1000, creditReference: 0 };

const ORDERS = [
  betOrder({ id: 'u1' }),
  // Part matched: 10.50 waits of 20.00; a lay's liability 10.50 × 0.05 = 0.525 → 0.53.
  betOrder({
    id: 'u2',
    betType: 'LAY',
    teamName: 'Australia',
    odds: 1.05,
    stake: 20,
    matched: 9.5,
    unmatched: 10.5,
    inPlay: 'KEEP',
    createdAt: '2026-10-09T18:45:10.000Z',
  }),
  betOrder({
    id: 'u3',
    eventType: 'football',
    eventName: 'Arsenal v Chelsea',
    teamName: 'Arsenal',
    odds: 4,
    stake: 25,
    unmatched: 25,
  }),
];

interface Setup {
  path?: string;
  orders?: BetOrder[];
  cancel?: (req: FakeRequest) => FakeReply;
}

/** A server holding `orders`: a cancel that succeeds takes the order off the list. */
function setup({ path = '/unsettled-bet?status=UNMATCHED', orders = ORDERS, cancel }: Setup = {}) {
  const testHost = createTestHost();
  let open = [...orders];
  testHost.server.on('GET', '/bet', ok(paged([placedBet({ id: 'm1' })])));
  testHost.server.on('GET', '/bet/orders', () => ok(open));
  testHost.server.on('POST', '/bet/order/cancel', (req) => {
    const { orderId } = req.body as { orderId: string };
    const reply = cancel?.(req);
    if (reply) return reply;
    const order = open.find((o) => o.id === orderId);
    if (!order) return fail(409, 'Nothing of this bet waits any more.');
    open = open.filter((o) => o.id !== orderId);
    const cancelled = { ...order, unmatched: 0, cancelled: order.unmatched, status: 'CANCELLED' as const };
    return ok({ order: cancelled, bets: [], balance: BALANCE });
  });
  const view = renderWithHost(
    <>
      <CurrentBetsPage />
      <LocationProbe />
    </>,
    { testHost, path },
  );
  return {
    ...view,
    user: userEvent.setup({ delay: null }),
    drop: (id: string) => {
      open = open.filter((o) => o.id !== id);
    },
  };
}

const cells = (id: string) =>
  within(screen.getByTestId(reportRowTestId(id)))
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('Current Bet: Unmatched', () => {
  it('offers Matched, Unmatched and Deleted (void), and keeps Unmatched in the URL', async () => {
    const view = setup({ path: '/unsettled-bet' });
    await screen.findByTestId(reportRowTestId('m1'));
    const status = screen.getByLabelText('Status');
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Matched', 'Unmatched', 'Deleted (void)']);

    await view.user.selectOptions(status, 'Unmatched');
    expect(await screen.findByTestId(reportRowTestId('u1'))).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/unsettled-bet?status=UNMATCHED');
    expect(screen.getByLabelText('Status')).toHaveValue('UNMATCHED');
    expect(Object.fromEntries(view.server.calls('GET', '/bet/orders').at(-1)?.query ?? [])).toEqual({
      status: 'OPEN',
    });

    await view.user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(await screen.findByTestId(reportRowTestId('m1'))).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('MATCHED');
  });

  it('lists the waiting orders with their columns and totals, without an export', async () => {
    const view = setup();
    await screen.findByTestId(reportRowTestId('u1'));
    expect(view.server.calls('GET', '/bet')).toHaveLength(0);
    expect(screen.getByLabelText('Status')).toHaveValue('UNMATCHED');
    const table = screen.getByRole('table', { name: 'Unmatched bets' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Event', 'Market', 'Selection', 'Type', 'Price', 'Unmatched', 'Placed', 'In-play', '']);
    expect(cells('u1')).toEqual([
      'India v Australia',
      'Match Odds',
      'India',
      'Back',
      '2.5',
      '100.00',
      '10/10/2026 13:30:00',
      'Cancel at in-play',
      'Cancel',
    ]);
    expect(cells('u2')).toEqual([
      'India v Australia',
      'Match Odds',
      'Australia',
      'Lay',
      '1.05',
      '10.50 of 20.00',
      '10/10/2026 00:15:10',
      'Keep',
      'Cancel',
    ]);
    expect(screen.getByRole('button', { name: 'Cancel unmatched lay on Australia at 1.05' })).toBeEnabled();

    const totals = screen.getByTestId(REPORT_TEST_IDS.totals);
    expect(totals).toHaveTextContent('Bets3');
    expect(totals).toHaveTextContent('Unmatched stake135.50');
    // 100.00 + 0.53 + 25.00
    expect(totals).toHaveTextContent('Liability125.53');
    expect(screen.queryByTestId(REPORT_TEST_IDS.export)).not.toBeInTheDocument();
    expect(screen.queryByTestId(REPORT_TEST_IDS.pager)).not.toBeInTheDocument();
  });

  it('narrows the orders to the chosen sport, in the URL too', async () => {
    const view = setup();
    await screen.findByTestId(reportRowTestId('u1'));
    await view.user.selectOptions(screen.getByLabelText('Type'), 'Football');

    await waitFor(() => expect(screen.queryByTestId(reportRowTestId('u1'))).not.toBeInTheDocument());
    expect(screen.getByTestId(reportRowTestId('u3'))).toBeInTheDocument();
    expect(screen.queryByTestId(reportRowTestId('u2'))).not.toBeInTheDocument();
    expect(screen.getByTestId(REPORT_TEST_IDS.totals)).toHaveTextContent('Bets1Unmatched stake25.00Liability25.00');
    expect(screen.getByTestId('location')).toHaveTextContent('/unsettled-bet?status=UNMATCHED&sport=football');
    expect(view.server.calls('GET', '/bet/orders').every((r) => !r.query.has('eventType'))).toBe(true);

    await view.user.selectOptions(screen.getByLabelText('Type'), 'Tennis');
    expect(await screen.findByTestId(REPORT_TEST_IDS.empty)).toHaveTextContent('You have no unmatched bets.');
  });

  it('opens on the sport and status of the URL', async () => {
    setup({ path: '/unsettled-bet?sport=cricket&status=UNMATCHED' });
    await screen.findByTestId(reportRowTestId('u2'));
    expect(screen.getByLabelText('Type')).toHaveValue('cricket');
    expect(screen.queryByTestId(reportRowTestId('u3'))).not.toBeInTheDocument();
  });

  it('cancels an order: the API is called, the row goes and the list is asked again', async () => {
    const view = setup();
    await screen.findByTestId(reportRowTestId('u1'));
    const before = view.server.calls('GET', '/bet/orders').length;

    await view.user.click(screen.getByRole('button', { name: 'Cancel unmatched back on India at 2.5' }));

    await waitFor(() => expect(screen.queryByTestId(reportRowTestId('u1'))).not.toBeInTheDocument());
    expect(view.server.calls('POST', '/bet/order/cancel').map((r) => r.body)).toEqual([{ orderId: 'u1' }]);
    const note = screen.getByTestId(REPORT_TEST_IDS.unmatchedNote);
    expect(note).toHaveTextContent('Cancelled: unmatched back on India at 2.5, 100.00.');
    // The row took the focus with it: the note has it now.
    expect(note).toHaveFocus();
    await waitFor(() => expect(view.server.calls('GET', '/bet/orders').length).toBeGreaterThan(before));
    expect(screen.getByTestId(REPORT_TEST_IDS.totals)).toHaveTextContent('Bets2');
    expect(screen.getByTestId(reportRowTestId('u2'))).toBeInTheDocument();
    expect(view.httpToast).not.toHaveBeenCalled();
  });

  it('says so when the last order is cancelled', async () => {
    const view = setup({ orders: [ORDERS[0] as BetOrder] });
    await view.user.click(await screen.findByRole('button', { name: /^Cancel unmatched back on India/ }));
    expect(await screen.findByTestId(REPORT_TEST_IDS.empty)).toHaveTextContent('You have no unmatched bets.');
  });

  it("shows a refused cancel's message in the row", async () => {
    const view = setup({ cancel: () => fail(409, 'This bet has been matched meanwhile.') });
    await screen.findByTestId(reportRowTestId('u1'));

    await view.user.click(screen.getByRole('button', { name: 'Cancel unmatched lay on Australia at 1.05' }));

    const alert = await within(screen.getByTestId(reportRowTestId('u2'))).findByRole('alert');
    expect(alert).toHaveTextContent('This bet has been matched meanwhile.');
    expect(screen.getByTestId(reportRowTestId('u2'))).toBeInTheDocument();
    expect(view.httpToast).not.toHaveBeenCalled();
    // Asked again: the order moved on.
    await waitFor(() => expect(view.server.calls('GET', '/bet/orders')).toHaveLength(2));
  });

  it('keeps the refusal in view when the order has gone from the list meanwhile', async () => {
    const view = setup({ cancel: () => fail(409, 'Nothing of this bet waits any more.') });
    await screen.findByTestId(reportRowTestId('u1'));
    view.drop('u1');

    await view.user.click(screen.getByRole('button', { name: 'Cancel unmatched back on India at 2.5' }));

    await waitFor(() => expect(screen.queryByTestId(reportRowTestId('u1'))).not.toBeInTheDocument());
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Not cancelled: unmatched back on India at 2.5');
    expect(alert).toHaveTextContent('Nothing of this bet waits any more.');
  });

  it('is refetched by a push about an order', async () => {
    const view = setup();
    await screen.findByTestId(reportRowTestId('u3'));
    view.drop('u3');
    const u3 = ORDERS[2] as BetOrder;
    act(() => {
      view.user$.next({
        type: 'userOrderUpdated',
        payload: {
          order: { ...u3, matched: 25, unmatched: 0, status: 'FILLED' },
          bet: placedBet({ id: 'm2', eventType: 'football', stake: 25, odds: 4 }),
          balance: BALANCE,
        },
      });
    });
    await waitFor(() => expect(screen.queryByTestId(reportRowTestId('u3'))).not.toBeInTheDocument());
  });

  it('says when nothing waits, and shows a failed load with Retry', async () => {
    const view = setup({ orders: [] });
    expect(await screen.findByTestId(REPORT_TEST_IDS.empty)).toHaveTextContent('You have no unmatched bets.');

    view.server.on('GET', '/bet/orders', fail(500, 'Database unavailable'));
    await view.user.selectOptions(screen.getByLabelText('Status'), 'Matched');
    await screen.findByTestId(reportRowTestId('m1'));
    await view.user.selectOptions(screen.getByLabelText('Status'), 'Unmatched');
    const error = await screen.findByTestId(REPORT_TEST_IDS.error);
    expect(error).toHaveTextContent('Your unmatched bets could not be loaded.');
    expect(error).toHaveTextContent('Database unavailable');

    view.server.on('GET', '/bet/orders', ok(ORDERS));
    await view.user.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId(reportRowTestId('u1'))).toBeInTheDocument();
  });
});
