import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListRow, MatchListItem } from '@backlay/shared/sports';
import { prefetchPage } from '@backlay/shared/query';
import { ok } from '@backlay/shared/testing';
import { createTestHost, renderWithHost } from '@backlay/shared/testing/render';
import { fixture, listItem, listRow, listState } from '../../test/builders.js';
import { FLASH_MS } from '../../ui/PriceStyles.js';
import { HomePage } from './HomePage.js';
import { HOME_VIEWS } from './views.js';
import { cellName, findCell, getCell } from '../../test/cellName.js';

const view = (path: string) => {
  const v = HOME_VIEWS.find((x) => x.path === path);
  if (!v) throw new Error(`no view ${path}`);
  return v;
};

const cricket = listItem({
  id: '11',
  title: 'Team A v Team B',
  startAt: '2026-01-10T12:00:00.000Z',
  inPlay: true,
  isTv: true,
  isBookmaker: true,
  isFancy: true,
  competitionName: 'Island Series T20',
});
const football = listItem({
  id: '21',
  matchType: 'football',
  title: 'Harbour FC v Northside United',
  startAt: '2026-01-10T13:00:00.000Z',
  beventId: '555',
  competitionName: 'Backlay Premier League',
  section: [
    { selectionId: 1, nat: 'Harbour FC', back: { price: 2.1, size: 500 }, lay: { price: 2.12, size: 400 } },
    { selectionId: 2, nat: 'Northside United', back: { price: 3.5, size: 300 }, lay: { price: 3.55, size: 250 } },
    { selectionId: 3, nat: 'The Draw', back: { price: 3.4, size: 200 }, lay: { price: 3.45, size: 150 } },
  ],
});
const race = listItem({
  id: '31',
  matchType: 'horseRacing',
  title: '14:52 Oldcastle Park',
  startAt: '2026-01-10T14:52:00.000Z',
  competitionName: 'Oldcastle Park (IE)',
  section: [
    { selectionId: 1, nat: 'Northern Harbour', back: null, lay: null },
    { selectionId: 2, nat: 'Wild Banner', back: null, lay: null },
    { selectionId: 3, nat: 'Velvet Echo', back: null, lay: null },
    { selectionId: 4, nat: 'Misty Prince', back: null, lay: null },
  ],
});
const virtual = listItem({
  id: '41',
  matchType: 'virtualSports',
  title: 'Virtual Derby',
  startAt: '2026-01-10T15:00:00.000Z',
  competitionName: 'Virtual League',
});

/** The list-room row of a listed item. */
function rowOf(item: MatchListItem, overrides: Partial<ListRow> = {}): ListRow {
  return listRow({
    id: item.id,
    sport: item.matchType,
    title: item.title,
    competitionName: item.competitionName,
    startAt: item.startAt,
    inPlay: item.inPlay,
    isTv: item.isTv,
    isBookmaker: item.isBookmaker,
    isFancy: item.isFancy,
    runners: item.section,
    ...overrides,
  });
}

function setup(path: string, items: MatchListItem[] = [cricket, football, race, virtual]) {
  const testHost = createTestHost();
  testHost.server.on('GET', '/match/list', ok({ matches: items, count: items.length }));
  const [pathname] = path.split('?');
  return renderWithHost(<HomePage view={view(pathname ?? path)} />, { testHost, path });
}

describe('HomePage', () => {
  it('opens on the cricket tab with every tab and its count', async () => {
    setup('/home');
    expect(await screen.findByRole('link', { name: 'Team A v Team B' })).toHaveAttribute(
      'href',
      '/game-detail/cricket/11',
    );
    const tabs = screen.getByRole('navigation', { name: 'Sports' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      'Cricket (1)',
      'Football (1)',
      'Tennis (0)',
      'Horse Racing (1)',
      'Greyhound (0)',
      'Politics (0)',
      'All (4)',
    ]);
    expect(within(tabs).getByRole('link', { name: 'Cricket (1)' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: 'Harbour FC v Northside United' })).not.toBeInTheDocument();
  });

  it('shows a row: in-play mark, competition, badges and the 1-X-2 best back and lay', async () => {
    setup('/home');
    const row = await screen.findByTestId('match-row-11');
    expect(within(row).getByText('In-Play')).toBeInTheDocument();
    expect(within(row).getByText('Island Series T20')).toBeInTheDocument();
    expect(within(row).getByTitle('Live TV')).toBeInTheDocument();
    expect(within(row).getByTitle('Bookmaker')).toBeInTheDocument();
    expect(within(row).getByTitle('Fancy')).toBeInTheDocument();
    const cells = [...row.querySelectorAll('.bl-cell')];
    expect(cells.map((c) => cellName(c))).toEqual([
      'Back Team A 2.5',
      'Lay Team A 2.52',
      '', // the draw's column of a two-way market: hidden, it has no runner
      '',
      'Back Team B 1.66',
      'Lay Team B 1.67',
    ]);
    expect(cells[0]).toHaveClass('bl-back');
    expect(cells[1]).toHaveClass('bl-lay');
  });

  it('lists every sport by sport on the All tab, with links for matches with a bid and for races', async () => {
    setup('/home?tab=all');
    const football1 = await screen.findByRole('link', { name: 'Harbour FC v Northside United' });
    expect(football1).toHaveAttribute('href', '/game-detail/football/21?bid=555');
    expect(screen.getByRole('link', { name: '14:52 Oldcastle Park' })).toHaveAttribute('href', '/race/31');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Cricket',
      'Football',
      'Horse Racing',
      'Virtual Sports',
    ]);
    // The draw goes in the middle column.
    const row = screen.getByTestId('match-row-21');
    expect([...row.querySelectorAll('.bl-cell')].map((c) => cellName(c))).toEqual([
      'Back Harbour FC 2.1',
      'Lay Harbour FC 2.12',
      'Back The Draw 3.4',
      'Lay The Draw 3.45',
      'Back Northside United 3.5',
      'Lay Northside United 3.55',
    ]);
    expect(within(screen.getByTestId('match-row-31')).getByText('Race card')).toBeInTheDocument();
  });

  it('lists races by country and meeting on a racing tab', async () => {
    const testHost = createTestHost();
    testHost.server.on('GET', '/match/list', ok({ matches: [cricket, race], count: 2 }));
    testHost.server.on('GET', '/match/countryWiseList', ok([{ countryCode: 'IE', count: 1 }]));
    testHost.server.on(
      'GET',
      '/match/racing/list',
      ok([
        {
          id: '31',
          title: race.title,
          venue: 'Oldcastle Park',
          raceNumber: 1,
          startAt: race.startAt,
          countryCode: 'IE',
          status: 'OPEN',
        },
      ]),
    );
    renderWithHost(<HomePage view={view('/home')} />, { testHost, path: '/home?tab=horseRacing' });
    const meeting = await screen.findByRole('region', { name: 'Oldcastle Park' });
    expect(within(meeting).getByRole('link')).toHaveAttribute('href', '/race/31');
    expect(screen.getByRole('link', { name: 'Ireland (1)' })).toHaveAttribute(
      'href',
      '/home?tab=horseRacing&country=IE',
    );
    expect(screen.getByRole('link', { name: 'Horse Racing (1)' })).toHaveAttribute('aria-current', 'page');
    // No rows of prices on this tab.
    expect(screen.queryByTestId('match-row-31')).not.toBeInTheDocument();
  });

  it('switches tabs', async () => {
    const user = userEvent.setup();
    setup('/home');
    await screen.findByRole('link', { name: 'Team A v Team B' });
    await user.click(screen.getByRole('link', { name: 'Football (1)' }));
    expect(await screen.findByRole('link', { name: 'Harbour FC v Northside United' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Team A v Team B' })).not.toBeInTheDocument();
  });

  it('updates prices live from the list room and flashes the ones that changed', async () => {
    const { bus } = setup('/home');
    await findCell('Back Team A 2.5');
    const moved = rowOf(cricket, {
      runners: [
        { selectionId: 1, nat: 'Team A', back: { price: 2.6, size: 900 }, lay: { price: 2.52, size: 800 } },
        { selectionId: 2, nat: 'Team B', back: { price: 1.66, size: 5000 }, lay: { price: 1.67, size: 4000 } },
      ],
    });
    act(() => bus.list$.next(listState([moved, rowOf(football), rowOf(race), rowOf(virtual)])));
    const cell = await findCell('Back Team A 2.6');
    expect(cell).toHaveClass('bl-flash');
    expect(getCell('Lay Team A 2.52')).not.toHaveClass('bl-flash');
    await waitFor(() => expect(cell).not.toHaveClass('bl-flash'), { timeout: FLASH_MS + 500 });
  });

  it('covers a suspended row with SUSPENDED', async () => {
    const { bus } = setup('/home');
    await findCell('Back Team A 2.5');
    act(() => bus.list$.next(listState([rowOf(cricket, { status: 'SUSPENDED' })])));
    const row = await screen.findByTestId('match-row-11');
    await waitFor(() => expect(within(row).getByText('SUSPENDED')).toHaveClass('bl-overlay'));
  });

  it('keeps rows sorted by start time as the list room adds and removes them', async () => {
    const { bus } = setup('/home?tab=all');
    await screen.findByRole('link', { name: 'Team A v Team B' });
    const early = rowOf(listItem({ id: '12', title: 'Early XI v Late XI', startAt: '2026-01-10T11:00:00.000Z' }));
    act(() => bus.list$.next(listState([rowOf(cricket), early, rowOf(race)])));
    await screen.findByRole('link', { name: 'Early XI v Late XI' });
    const cricketPanel = screen.getByRole('region', { name: 'Cricket' });
    expect(
      within(cricketPanel)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Early XI v Late XI', 'Team A v Team B']);
    expect(screen.queryByRole('link', { name: 'Harbour FC v Northside United' })).not.toBeInTheDocument();
  });

  it('adds a newly listed match', async () => {
    const { bus } = setup('/home');
    await screen.findByRole('link', { name: 'Team A v Team B' });
    act(() =>
      bus.newMatches$.next(fixture({ id: '13', title: 'New XI v Old XI', startAt: '2026-01-10T16:00:00.000Z' })),
    );
    expect(await screen.findByRole('link', { name: 'New XI v Old XI' })).toHaveAttribute(
      'href',
      '/game-detail/cricket/13',
    );
  });

  it('lists only matches in play on /inPlay', async () => {
    setup('/inPlay');
    expect(await screen.findByRole('link', { name: 'Team A v Team B' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Harbour FC v Northside United' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All (1)' })).toHaveAttribute('aria-current', 'page');
  });

  it('lists virtual sports on /virtual, without tabs', async () => {
    setup('/virtual');
    expect(await screen.findByRole('link', { name: 'Virtual Derby' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Sports' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Team A v Team B' })).not.toBeInTheDocument();
  });

  it('points the casino category paths to the casino', async () => {
    setup('/live-casinom');
    expect(await screen.findByRole('link', { name: 'Open the live casino' })).toHaveAttribute('href', '/live-casino');
  });

  it('shows the not-live banner while the bus reconnects', async () => {
    const { bus } = setup('/home');
    await findCell('Back Team A 2.5');
    act(() => bus.status$.next({ state: 'reconnecting' }));
    expect(screen.getByTestId('stale-banner')).toHaveTextContent('Prices are not live — reconnecting…');
    expect(getCell('Back Team A 2.5').closest('.bl-stale')).not.toBeNull();
  });

  it('leaves the list room when it goes away', async () => {
    const result = setup('/home');
    await findCell('Back Team A 2.5');
    expect(result.bus.listSubscribers()).toBe(1);
    result.unmount();
    expect(result.bus.listSubscribers()).toBe(0);
  });

  it("opens with the list the host started beside the remote's code: the page sends no second call", async () => {
    const testHost = createTestHost();
    testHost.server.on('GET', '/match/list', { hold: true });
    prefetchPage(testHost.queryClient, testHost.host.http, '/home', {});
    renderWithHost(<HomePage view={view('/home')} />, { testHost, path: '/home' });
    await act(async () => {
      testHost.server
        .held('GET', '/match/list')
        .release(200, { statusCode: 200, data: { matches: [cricket], count: 1 } });
      await Promise.resolve();
    });
    expect(await screen.findByRole('link', { name: 'Team A v Team B' })).toBeInTheDocument();
    expect(testHost.server.calls('GET', '/match/list')).toHaveLength(1);
  });
});
