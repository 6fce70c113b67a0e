import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlaceOrderRequest } from '@backlay/shared/api';
import { ok } from '@backlay/shared/testing';
import { filledOrder, placedBet, position } from '../../test/betting.js';
import { createTestHost, renderWithHost } from '@backlay/shared/testing/render';
import { matchState, raceDetailFrom, raceSnapshot, withBestBack, withMarket } from '../../test/builders.js';
import { RacePage, raceStatus } from './RacePage.js';
import { cellName, findCell } from '../../test/cellName.js';

function open() {
  const testHost = createTestHost();
  const snapshot = raceSnapshot();
  testHost.server.on('GET', '/match/racing/2001', ok(raceDetailFrom(snapshot)));
  testHost.server.on('GET', '/bet/placed', ok({ count: 0, rows: [] }));
  testHost.server.on('GET', '/bet/orders', ok([]));
  testHost.server.on('POST', '/bet/profitLoss', ok([]));
  const result = renderWithHost(<RacePage />, { testHost, path: '/race/2001', route: '/race/:id' });
  return { ...result, snapshot };
}

describe('RacePage', () => {
  it('shows the race header and every runner with its best back and lay', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Oldcastle Park · Race 4' })).toBeInTheDocument();
    expect(screen.getByText('Horse Racing · IE')).toBeInTheDocument();
    expect(screen.getByTestId('race-status')).toHaveTextContent('Status: Open');
    expect(screen.getByText(/^Off/)).toBeInTheDocument();
    const runner = screen.getByTestId('runner-31');
    expect([...runner.querySelectorAll('.bl-cell')].map((c) => cellName(c))).toEqual([
      'Back Northern Harbour 3.5 400',
      'Lay Northern Harbour 3.6 300',
    ]);
    expect(screen.getByTestId('runner-33')).toHaveTextContent('Velvet Echo');
  });

  it('moves prices live from the race room', async () => {
    const { bus, snapshot } = open();
    await findCell('Back Wild Banner 5 250');
    act(() => bus.match('2001').next(withBestBack(matchState(snapshot, { seq: 2 }), 'win', 32, 4.8)));
    expect(await findCell('Back Wild Banner 4.8 100')).toBeInTheDocument();
  });

  it('shows the winner and the placed runners when the result arrives', async () => {
    const { bus, snapshot } = open();
    await findCell('Back Wild Banner 5 250');
    const settled = withMarket(matchState(snapshot, { seq: 2 }), 'win', (m) => ({
      ...m,
      status: 'CLOSED',
      result: { type: 'winner', selectionId: 32, name: 'Wild Banner', placed: [31, 33] },
      runners: m.runners.map((r) => ({ ...r, status: r.selectionId === 32 ? 'WINNER' : 'PLACED' })),
    }));
    act(() =>
      bus.match('2001').next({
        ...settled,
        snapshot: { ...settled.snapshot, fixture: { ...settled.snapshot.fixture, finished: true } },
      }),
    );
    expect(await screen.findByTestId('race-result')).toHaveTextContent(
      'Winner: Wild Banner · Placed: Northern Harbour, Velvet Echo',
    );
    expect(screen.getByTestId('race-status')).toHaveTextContent('Status: Result');
    expect(within(screen.getByTestId('runner-32')).getByText('WINNER')).toBeInTheDocument();
    expect(within(screen.getByTestId('runner-31')).getByText('PLACED')).toBeInTheDocument();
  });

  it('calls a removed runner a non-runner', async () => {
    const { bus, snapshot } = open();
    await findCell('Back Wild Banner 5 250');
    const state = withMarket(matchState(snapshot, { seq: 2 }), 'win', (m) => ({
      ...m,
      runners: m.runners.map((r) => (r.selectionId === 33 ? { ...r, status: 'REMOVED' } : r)),
    }));
    act(() => bus.match('2001').next(state));
    expect(await within(screen.getByTestId('runner-33')).findByText('NON-RUNNER')).toBeInTheDocument();
  });

  // A race's win market is a ladder market: the slip sends an exchange order.
  it('places a race bet from the slip and lists it under My Bets with the position beside the runner', async () => {
    const user = userEvent.setup();
    const { server, toast } = open();
    const bet = placedBet({
      id: 'r1',
      kind: 'raceBetting',
      matchId: '2001',
      betId: 'win',
      marketType: 'raceWin',
      marketName: '1m2f Stks',
      eventType: 'horseRacing',
      selectionId: 31,
      teamName: 'Northern Harbour',
      odds: 3.5,
      stake: 200,
    });
    server.on(
      'POST',
      '/bet/order',
      ok(
        filledOrder(bet, {
          currentBalance: 800,
          exposure: 200,
          profitLoss: 0,
          totalBalance: 1000,
          creditReference: 1000,
        }),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Back Northern Harbour 3.5 400' }));
    const slip = screen.getByRole('form', { name: 'Bet slip: Back Northern Harbour' });
    await user.type(within(slip).getByLabelText('Stake'), '200');
    expect(within(slip).getByTestId('outcome-31')).toHaveTextContent('+500.00');
    expect(within(slip).getByTestId('outcome-32')).toHaveTextContent('\u2212200.00');

    server.on('GET', '/bet/placed', ok({ count: 1, rows: [bet] }));
    server.on(
      'POST',
      '/bet/profitLoss',
      ok([
        position({
          matchId: '2001',
          betId: 'win',
          marketType: 'raceWin',
          runners: { '31': 500, '32': -200, '33': -200 },
          exposure: 200,
        }),
      ]),
    );
    await user.click(within(slip).getByRole('button', { name: 'Place bet' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith('Bet placed: Back Northern Harbour, stake 200, matched at 3.5', 'success'),
    );
    expect(server.calls('POST', '/bet/order')[0]?.body as PlaceOrderRequest).toMatchObject({
      matchId: '2001',
      betId: 'win',
      selectionId: 31,
      betType: 'BACK',
      odds: 3.5,
      stake: 200,
    });

    const myBets = await screen.findByRole('region', { name: 'My Bets (1)' });
    expect(within(myBets).getByTestId('my-bet-r1')).toHaveTextContent('Northern Harbour');
    expect(await within(screen.getByTestId('runner-31')).findByTestId('position-now')).toHaveTextContent('+500.00');
  });

  it('withdraws a race bet before the off', async () => {
    const user = userEvent.setup();
    const testHost = createTestHost();
    const snapshot = raceSnapshot();
    const bet = placedBet({
      id: 'r2',
      kind: 'raceBetting',
      matchId: '2001',
      betId: 'win',
      marketType: 'raceWin',
      marketName: '1m2f Stks',
      eventType: 'horseRacing',
      selectionId: 31,
      teamName: 'Northern Harbour',
      odds: 3.5,
      stake: 200,
    });
    testHost.server.on('GET', '/match/racing/2001', ok(raceDetailFrom(snapshot)));
    testHost.server.on('GET', '/bet/placed', ok({ count: 1, rows: [bet] }));
    testHost.server.on('GET', '/bet/orders', ok([]));
    testHost.server.on('POST', '/bet/profitLoss', ok([]));
    testHost.server.on('POST', '/bet/deleteMultipleBetForRace', ok({ deleted: 1 }));
    renderWithHost(<RacePage />, { testHost, path: '/race/2001', route: '/race/:id' });
    const withdraw = await screen.findByRole('button', { name: 'Withdraw Back Northern Harbour 200' });
    testHost.server.on('GET', '/bet/placed', ok({ count: 0, rows: [] }));
    await user.click(withdraw);
    await waitFor(() => expect(testHost.server.calls('POST', '/bet/deleteMultipleBetForRace')).toHaveLength(1));
    expect(testHost.server.calls('POST', '/bet/deleteMultipleBetForRace')[0]?.body).toEqual({
      requestData: { matchId: '2001', betIds: ['r2'] },
    });
    expect(await screen.findByText('You have no open bets here.')).toBeInTheDocument();
  });

  it('names the race state', () => {
    expect(raceStatus({ inPlay: false, finished: false, marketStatus: 'OPEN' })).toBe('Open');
    expect(raceStatus({ inPlay: true, finished: false, marketStatus: 'OPEN' })).toBe('Running');
    expect(raceStatus({ inPlay: true, finished: false, marketStatus: 'SUSPENDED' })).toBe('Suspended');
    expect(raceStatus({ inPlay: false, finished: true, marketStatus: 'SUSPENDED' })).toBe('Finished');
    expect(raceStatus({ inPlay: false, finished: true, marketStatus: 'CLOSED' })).toBe('Result');
  });
});
