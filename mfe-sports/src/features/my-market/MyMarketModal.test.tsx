import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Subject } from 'rxjs';
import type { MyMarketRow, UserBalance } from '@backlay/shared/api';
import type { UserEvent } from '@backlay/shared/realtime';
import { fail, ok } from '@backlay/shared/testing';
import { createTestHost, renderWithHost, type TestHost } from '@backlay/shared/testing/render';
import { MyMarketModal } from './MyMarketModal.js';
import { eventPath, marketTypeName, matchName, toMyMarketRows } from './myMarketRows.js';

function row(overrides: Partial<MyMarketRow>): MyMarketRow {
  return {
    eventType: 'cricket',
    eventName: 'India v Australia',
    matchId: 'm-1',
    beventId: null,
    betId: 'mk-1',
    groupedmarkettype: null,
    marketType: 'matchOdds',
    trade: 1,
    unmatched: 0,
    exposure: 100,
    kind: 'matchBetting',
    ...overrides,
  };
}

const ROWS: MyMarketRow[] = [
  row({
    eventType: 'horseRacing',
    eventName: 'Ascot 14:30',
    matchId: 'race-7',
    beventId: '1.2345',
    betId: 'mk-r',
    marketType: 'raceWin',
    trade: 2,
    kind: 'raceBetting',
  }),
  row({
    eventType: 'cricket',
    eventName: 'India v Australia',
    matchId: 'cr-1',
    beventId: '33001',
    betId: 'mk-s',
    marketType: 'session',
    trade: 3,
    kind: 'session',
  }),
  row({
    eventType: 'football',
    eventName: 'Arsenal v Chelsea',
    matchId: 'fb-9',
    beventId: '77',
    betId: 'mk-f',
    groupedmarkettype: 'Match Odds & Bookmaker',
    trade: 4,
    unmatched: 2,
  }),
];

interface Setup extends TestHost {
  user$: Subject<UserEvent>;
  onClose: jest.Mock<void, []>;
}

function createSetup(): Setup {
  // The test host's user$ is the bus the host's query invalidation follows.
  return { ...createTestHost(), onClose: jest.fn<void, []>() };
}

function renderModal(setup: Setup, open = true) {
  const view = renderWithHost(<MyMarketModal open={open} onClose={setup.onClose} />, { testHost: setup });
  return { ...view, user: userEvent.setup({ delay: null }) };
}

const balance: UserBalance = {
  currentBalance: 900,
  exposure: 100,
  profitLoss: 0,
  totalBalance: 1000,
  creditReference: 0,
};

describe('My Market rows', () => {
  it('links racing to /race, cricket without bid, other sports with bid when the row has one', () => {
    expect(eventPath({ eventType: 'horseRacing', matchId: 'r1', beventId: '9' })).toBe('/race/r1');
    expect(eventPath({ eventType: 'greyHound', matchId: 'g1', beventId: null })).toBe('/race/g1');
    expect(eventPath({ eventType: 'card', matchId: '32cards-A', beventId: null })).toBe('/32cards-A');
    expect(eventPath({ eventType: 'casino', matchId: 'MAC88-AVIATOR', beventId: null })).toBe('/live-casino');
    expect(eventPath({ eventType: 'cricket', matchId: 'c1', beventId: '9' })).toBe('/game-detail/cricket/c1');
    expect(eventPath({ eventType: 'football', matchId: 'f1', beventId: '9' })).toBe('/game-detail/football/f1?bid=9');
    expect(eventPath({ eventType: 'tennis', matchId: 't1', beventId: null })).toBe('/game-detail/tennis/t1');
    expect(eventPath({ eventType: 'politics', matchId: 'p1', beventId: '5' })).toBe('/game-detail/politics/p1?bid=5');
    expect(eventPath({ eventType: 'basketball', matchId: 'b1', beventId: null })).toBe('/game-detail/basketball/b1');
  });

  it('names the market by its grouped type, or by its market type in words', () => {
    expect(matchName({ groupedmarkettype: 'Goals Lines', marketType: 'overUnder' })).toBe('Goals Lines');
    expect(matchName({ groupedmarkettype: null, marketType: 'matchOdds' })).toBe('Match Odds');
    expect(matchName({ groupedmarkettype: '  ', marketType: 'session' })).toBe('Session');
    expect(marketTypeName('bookmaker')).toBe('Bookmaker');
    expect(marketTypeName('overByover')).toBe('Over by Over');
    expect(marketTypeName('lineMarket')).toBe('Line Market');
  });

  it('keeps only rows from the response body', () => {
    expect(toMyMarketRows([ROWS[0], { eventType: 'cricket' }, 'x', null])).toEqual([ROWS[0]]);
    expect(toMyMarketRows({ rows: ROWS })).toEqual([]);
  });
});

describe('MyMarketModal', () => {
  it('shows the four columns and one row per market, each event linking to its match', async () => {
    const setup = createSetup();
    setup.server.on('GET', '/bet/myMarket', ok(ROWS));
    renderModal(setup);

    const dialog = await screen.findByRole('dialog', { name: 'My Market' });
    expect(
      within(dialog)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['EventType', 'Event Name', 'Match Name', 'Trade']);

    const race = await within(dialog).findByRole('link', { name: 'Ascot 14:30' });
    expect(race).toHaveAttribute('href', '/race/race-7');
    expect(within(dialog).getByRole('link', { name: 'India v Australia' })).toHaveAttribute(
      'href',
      '/game-detail/cricket/cr-1',
    );
    expect(within(dialog).getByRole('link', { name: 'Arsenal v Chelsea' })).toHaveAttribute(
      'href',
      '/game-detail/football/fb-9?bid=77',
    );

    const cells = (name: string) =>
      within(within(dialog).getByRole('link', { name }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells('Ascot 14:30')).toEqual(['Horse Racing', 'Ascot 14:30', 'Race Winner', '2']);
    expect(cells('India v Australia')).toEqual(['Cricket', 'India v Australia', 'Session', '3']);
    expect(cells('Arsenal v Chelsea')).toEqual([
      'Football',
      'Arsenal v Chelsea',
      'Match Odds & Bookmaker',
      '4 + 2 unmatched',
    ]);
    expect(setup.server.calls('GET', '/bet/myMarket')).toHaveLength(1);
  });

  it('closes the popup and navigates when an event is clicked', async () => {
    const setup = createSetup();
    setup.server.on('GET', '/bet/myMarket', ok(ROWS));
    const { user } = renderModal(setup);

    await user.click(await screen.findByRole('link', { name: 'Arsenal v Chelsea' }));
    expect(setup.onClose).toHaveBeenCalledTimes(1);
    expect(setup.navigate).toHaveBeenCalledWith('/game-detail/football/fb-9?bid=77');
  });

  it('reloads the list from the Refresh icon in the title', async () => {
    const setup = createSetup();
    setup.server.on('GET', '/bet/myMarket', ok([ROWS[0]]));
    const { user } = renderModal(setup);
    const dialog = await screen.findByRole('dialog', { name: 'My Market' });
    await within(dialog).findByRole('link', { name: 'Ascot 14:30' });

    setup.server.on('GET', '/bet/myMarket', ok([ROWS[2]]));
    const refresh = within(dialog).getByRole('button', { name: 'Refresh' });
    expect(refresh.parentElement).toContainElement(within(dialog).getByRole('heading', { name: 'My Market' }));
    await user.click(refresh);

    expect(await within(dialog).findByRole('link', { name: 'Arsenal v Chelsea' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Ascot 14:30' })).not.toBeInTheDocument();
    expect(setup.server.calls('GET', '/bet/myMarket')).toHaveLength(2);
  });

  it('says so when there are no open markets', async () => {
    const setup = createSetup();
    setup.server.on('GET', '/bet/myMarket', ok([]));
    renderModal(setup);
    const dialog = await screen.findByRole('dialog', { name: 'My Market' });
    expect(await within(dialog).findByText('No open markets')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows no loading overlay: the table stays with a quiet loading row', async () => {
    const setup = createSetup();
    setup.server.on('GET', '/bet/myMarket', { hold: true });
    renderModal(setup);
    const dialog = await screen.findByRole('dialog', { name: 'My Market' });

    await waitFor(() => expect(setup.server.calls('GET', '/bet/myMarket')).toHaveLength(1));
    expect(within(dialog).getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).getByText('Loading your markets…')).toBeInTheDocument();
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
    expect(dialog.querySelector('.chakra-spinner')).toBeNull();
    expect(within(dialog).queryByText('No open markets')).not.toBeInTheDocument();

    act(() => setup.server.held('GET', '/bet/myMarket').release(200, { statusCode: 200, data: ROWS }));
    expect(await within(dialog).findByRole('link', { name: 'Ascot 14:30' })).toBeInTheDocument();
    expect(within(dialog).queryByText('Loading your markets…')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('table')).toHaveAttribute('aria-busy', 'false');
  });

  it('keeps the last list and tells the player when a load fails', async () => {
    const setup = createSetup();
    setup.server.on('GET', '/bet/myMarket', ok([ROWS[0]]));
    const { user } = renderModal(setup);
    const dialog = await screen.findByRole('dialog', { name: 'My Market' });
    await within(dialog).findByRole('link', { name: 'Ascot 14:30' });

    setup.server.on('GET', '/bet/myMarket', fail(500, 'Server unavailable'));
    await user.click(within(dialog).getByRole('button', { name: 'Refresh' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your markets could not be loaded. Use Refresh to try again.',
    );
    expect(within(dialog).getByRole('link', { name: 'Ascot 14:30' })).toBeInTheDocument();
  });

  it('reloads on bet and balance pushes while open, not on other pushes', async () => {
    const setup = createSetup();
    setup.server.on('GET', '/bet/myMarket', ok([ROWS[0]]));
    renderModal(setup);
    const dialog = await screen.findByRole('dialog', { name: 'My Market' });
    await within(dialog).findByRole('link', { name: 'Ascot 14:30' });
    const calls = () => setup.server.calls('GET', '/bet/myMarket').length;

    setup.server.on('GET', '/bet/myMarket', ok([ROWS[0], ROWS[1]]));
    act(() =>
      setup.user$.next({
        type: 'matchDeleteBet',
        payload: { matchId: 'cr-1', betId: 'mk-s', betIds: ['b1'], deleteReason: 'Void', permanent: true },
      }),
    );
    expect(await within(dialog).findByRole('link', { name: 'India v Australia' })).toBeInTheDocument();
    expect(calls()).toBe(2);

    act(() => setup.user$.next({ type: 'updateUserBalance', payload: balance }));
    await waitFor(() => expect(calls()).toBe(3));

    act(() => setup.user$.next({ type: 'hardRefreshAll', payload: null }));
    act(() => setup.user$.next({ type: 'logoutUserForce', payload: { reason: 'revoked' } }));
    await act(() => Promise.resolve());
    expect(calls()).toBe(3);
  });

  it('neither loads nor listens while closed', async () => {
    const setup = createSetup();
    setup.server.on('GET', '/bet/myMarket', ok(ROWS));
    const { rerender } = renderModal(setup, false);
    act(() => setup.user$.next({ type: 'updateUserBalance', payload: balance }));
    await act(() => Promise.resolve());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(setup.server.calls('GET', '/bet/myMarket')).toHaveLength(0);

    rerender(<MyMarketModal open onClose={setup.onClose} />);
    expect(await screen.findByRole('link', { name: 'Ascot 14:30' })).toBeInTheDocument();
    expect(setup.server.calls('GET', '/bet/myMarket')).toHaveLength(1);
  });

  it('closes from its close button', async () => {
    const setup = createSetup();
    setup.server.on('GET', '/bet/myMarket', ok([]));
    const { user } = renderModal(setup);
    const dialog = await screen.findByRole('dialog', { name: 'My Market' });
    await user.click(within(dialog).getByRole('button', { name: 'Close My Market' }));
    expect(setup.onClose).toHaveBeenCalled();
    expect(setup.navigate).not.toHaveBeenCalled();
  });
});
