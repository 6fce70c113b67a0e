import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MatchSnapshot } from '@backlay/shared/sports';
import { prefetchPage } from '@backlay/shared/query';
import { fail, ok } from '@backlay/shared/testing';
import { createTestHost, renderWithHost, type TestHost } from '@backlay/shared/testing/render';
import {
  cricketSnapshot,
  fixture,
  market,
  matchDetailFrom,
  matchState,
  runner,
  withBestBack,
  withStatus,
} from '../../test/builders.js';
import { MatchDetailPage } from './MatchDetailPage.js';
import { cellName, findCell, getCell, queryCell } from '../../test/cellName.js';

const ROUTE = '/game-detail/:type/:id';

function setup(
  snapshot: MatchSnapshot = cricketSnapshot(),
  path = `/game-detail/cricket/${snapshot.id}?bid=77`,
): TestHost & ReturnType<typeof renderWithHost> {
  const testHost = createTestHost();
  testHost.server.on('GET', `/match/${snapshot.id}`, ok(matchDetailFrom(snapshot, 3)));
  testHost.server.on(
    'GET',
    `/getIframeUrl/${snapshot.id}`,
    ok({
      tvData: { iframeUrl: 'https://tv.example.test/1001' },
      scoreData: { iframeUrl: 'https://score.example.test/1001' },
    }),
  );
  testHost.server.on('GET', `/match/other/${snapshot.id}`, ok({ matchId: snapshot.id, beventId: null, markets: [] }));
  return renderWithHost(<MatchDetailPage />, { testHost, path, route: ROUTE });
}

const labels = (container: HTMLElement) => [...container.querySelectorAll('.bl-cell')].map((c) => cellName(c));

describe('MatchDetailPage', () => {
  it('renders every market family of the match from the first HTTP answer', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Team A v Team B' })).toBeInTheDocument();
    expect(screen.getByText('In-Play')).toBeInTheDocument();
    // The first markets come with the page, the rest in the steps after it: the last family ends them.
    expect(await screen.findByRole('heading', { name: 'Cricket Casino' })).toBeInTheDocument();

    for (const name of ['Match Odds', 'Bookmaker', 'Tied Match']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    for (const family of [
      'Session',
      'Over by Over',
      'Ball by Ball',
      'Odd/Even',
      'Fancy 1',
      'Khado',
      'Meter',
      'Cricket Casino',
    ]) {
      expect(screen.getByRole('heading', { name: family })).toBeInTheDocument();
    }
    for (const name of [
      '6 over run TA',
      '10 over run TA',
      'Only 7 over run TA',
      '6.1 ball run TA',
      '10 over run TA -5',
      'TA inning run meter',
    ]) {
      expect(screen.getByText(name)).toBeInTheDocument();
    }
    expect(screen.getByRole('region', { name: '10 over run odd/even TA' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Six in 7 over TA' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '10 over run TA (last digit)' })).toBeInTheDocument();
    expect(screen.getAllByText(/^Min: 100 Max: /).length).toBeGreaterThan(10);
  });

  it("opens with the detail the host started beside the remote's code: the page sends no second call", async () => {
    const snapshot = cricketSnapshot();
    const testHost = createTestHost();
    testHost.server.on('GET', `/match/${snapshot.id}`, { hold: true });
    testHost.server.on('GET', `/match/other/${snapshot.id}`, ok({ matchId: snapshot.id, beventId: null, markets: [] }));
    prefetchPage(testHost.queryClient, testHost.host.http, ROUTE, { type: 'cricket', id: snapshot.id });
    renderWithHost(<MatchDetailPage />, { testHost, path: `/game-detail/cricket/${snapshot.id}`, route: ROUTE });
    await act(async () => {
      testHost.server
        .held('GET', `/match/${snapshot.id}`)
        .release(200, { statusCode: 200, data: matchDetailFrom(snapshot, 3) });
      await Promise.resolve();
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Team A v Team B' })).toBeInTheDocument();
    expect(testHost.server.calls('GET', `/match/${snapshot.id}`)).toHaveLength(1);
  });

  it('lays out match odds as a 3×3 ladder: best back on the right, best lay on the left', async () => {
    setup();
    const odds = await screen.findByRole('region', { name: 'Match Odds' });
    const teamA = within(odds).getByTestId('runner-1');
    expect(labels(teamA)).toEqual([
      'Back Team A 2.46 9k',
      'Back Team A 2.48 3.4k',
      'Back Team A 2.5 1.2k',
      'Lay Team A 2.52 800',
      'Lay Team A 2.54 2.1k',
      'Lay Team A 2.56 7.6k',
    ]);
    expect(getCell('Back Team A 2.5 1.2k', teamA)).toHaveTextContent('2.5 1.2k');
    expect(within(odds).getByText('Min: 100 Max: 5L')).toBeInTheDocument();
  });

  it('shows bookmaker rates in the same ladder', async () => {
    setup();
    const bookmaker = await screen.findByRole('region', { name: 'Bookmaker' });
    expect(labels(within(bookmaker).getByTestId('runner-2'))).toEqual([
      'Back Team B 93 100k',
      'Back Team B 94 150k',
      'Back Team B 95 200k',
      'Lay Team B 98 200k',
      'Lay Team B 99 150k',
      'Lay Team B 100 100k',
    ]);
  });

  it('puts NO (lay, pink) before YES (back, blue) on every session, line big and rate small', async () => {
    setup();
    const row = await screen.findByTestId('fancy-s10');
    const cells = [...row.querySelectorAll('.bl-cell')];
    expect(cells.map((c) => cellName(c))).toEqual(['No 10 over run TA 82 110', 'Yes 10 over run TA 84 90']);
    expect(cells[0]).toHaveClass('bl-lay');
    expect(cells[1]).toHaveClass('bl-back');
    expect(cells[0]?.querySelector('.bl-cell__price')).toHaveTextContent('82');
    expect(cells[0]?.querySelector('.bl-cell__size')).toHaveTextContent('110');
    // Khado is back only: its NO box stays empty.
    expect(labels(await screen.findByTestId('fancy-k10'))).toEqual([
      'No 10 over run TA -5 no price',
      'Yes 10 over run TA -5 82 98',
    ]);
  });

  it('shows a last-digit market as a grid of the ten digits', async () => {
    setup();
    const digits = await screen.findByRole('region', { name: '10 over run TA (last digit)' });
    const cells = labels(digits);
    expect(cells).toHaveLength(10);
    expect(cells[0]).toBe('Back last digit 0 9.6 20k');
    expect(cells[9]).toBe('Back last digit 9 9.6 20k');
  });

  it('follows the bus: prices change in place after the first HTTP paint', async () => {
    const { bus } = setup();
    await findCell('Back Team A 2.5 1.2k');
    const live = withBestBack(matchState(cricketSnapshot(), { seq: 4 }), 'mo', 1, 2.6, 500);
    act(() => bus.match('1001').next(live));
    expect(await findCell('Back Team A 2.6 500')).toHaveTextContent('2.6 500');
    expect(queryCell('Back Team A 2.5 1.2k')).not.toBeInTheDocument();
  });

  it('covers a suspended market and a ball-running session with their status', async () => {
    const { bus } = setup();
    await findCell('Back Team A 2.5 1.2k');
    let state = withStatus(matchState(cricketSnapshot(), { seq: 4 }), 'mo', 'SUSPENDED');
    state = withStatus(state, 's6', 'BALL RUNNING');
    act(() => bus.match('1001').next(state));

    const odds = screen.getByRole('region', { name: 'Match Odds' });
    await waitFor(() =>
      expect(within(within(odds).getByTestId('runner-1')).getByText('SUSPENDED')).toBeInTheDocument(),
    );
    expect(within(within(odds).getByTestId('runner-2')).getByText('SUSPENDED')).toBeInTheDocument();
    const session = screen.getByTestId('fancy-s6');
    const overlay = within(session).getByText('BALL RUNNING');
    expect(overlay).toHaveClass('bl-overlay');
    // The overlay lies across the runner's cells (inside their container).
    expect(overlay.parentElement).toHaveClass('bl-cells');
    expect(within(screen.getByTestId('fancy-s10')).queryByText('BALL RUNNING')).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Bookmaker' })).queryByText('SUSPENDED')).not.toBeInTheDocument();
  });

  it('covers one suspended runner only', async () => {
    const snapshot = cricketSnapshot({
      tournament: [
        market({
          id: 'bm',
          type: 'bookmaker',
          name: 'Bookmaker',
          priceKind: 'rate',
          runners: [
            runner(1, 'Team A', [[48, 100]], [[50, 100]]),
            runner(2, 'Team B', [[95, 100]], [[98, 100]], { status: 'SUSPENDED' }),
          ],
        }),
      ],
    });
    setup(snapshot);
    const bookmaker = await screen.findByRole('region', { name: 'Bookmaker' });
    expect(within(within(bookmaker).getByTestId('runner-2')).getByText('SUSPENDED')).toBeInTheDocument();
    expect(within(within(bookmaker).getByTestId('runner-1')).queryByText('SUSPENDED')).not.toBeInTheDocument();
  });

  it('ignores an HTTP answer older than what the bus already delivered', async () => {
    const testHost = createTestHost();
    testHost.server.on('GET', '/match/1001', { hold: true });
    testHost.server.on(
      'GET',
      '/getIframeUrl/1001',
      ok({ tvData: { iframeUrl: null }, scoreData: { iframeUrl: null } }),
    );
    testHost.server.on('GET', '/match/other/1001', ok({ matchId: '1001', beventId: null, markets: [] }));
    renderWithHost(<MatchDetailPage />, { testHost, path: '/game-detail/cricket/1001', route: ROUTE });
    act(() => testHost.bus.match('1001').next(withBestBack(matchState(cricketSnapshot(), { seq: 9 }), 'mo', 1, 3)));
    expect(await findCell('Back Team A 3 100')).toBeInTheDocument();
    await act(async () => {
      testHost.server
        .held('GET', '/match/1001')
        .release(200, { statusCode: 200, data: matchDetailFrom(cricketSnapshot(), 2) });
      // Lets the answer travel through the HTTP client's promise chain.
      await Promise.resolve();
    });
    expect(getCell('Back Team A 3 100')).toBeInTheDocument();
  });

  it('shows our score line and the scoreboard embed, asking with the bid of the URL', async () => {
    const { server } = setup();
    expect(await screen.findByTitle('Scoreboard')).toHaveAttribute('src', 'https://score.example.test/1001');
    expect(screen.getByTestId('score-line')).toHaveTextContent('Team A 45/1 (6.0)');
    expect(screen.getByTestId('score-line')).toHaveTextContent('CRR 7.50');
    const call = server.calls('GET', '/getIframeUrl/1001')[0];
    expect(call?.query.get('bEventId')).toBe('77');
    expect(call?.query.get('sportType')).toBe('cricket');
  });

  it('holds the scoreboard its place while the address is on the way, then shows the frame there', async () => {
    const testHost = createTestHost();
    testHost.server.on('GET', '/getIframeUrl/1001', { hold: true });
    testHost.server.on('GET', '/match/1001', ok(matchDetailFrom(cricketSnapshot(), 2)));
    testHost.server.on('GET', '/match/other/1001', ok({ matchId: '1001', beventId: null, markets: [] }));
    renderWithHost(<MatchDetailPage />, { testHost, path: '/game-detail/cricket/1001', route: ROUTE });
    const held = await screen.findByTestId('score-pane-pending');
    expect(held).toHaveAttribute('aria-hidden', 'true');
    await act(async () => {
      testHost.server.held('GET', '/getIframeUrl/1001').release(200, {
        statusCode: 200,
        data: { tvData: { iframeUrl: null }, scoreData: { iframeUrl: 'https://score.example.test/1001' } },
      });
      await Promise.resolve();
    });
    expect(await screen.findByTitle('Scoreboard')).toHaveAttribute('src', 'https://score.example.test/1001');
    expect(screen.queryByTestId('score-pane-pending')).not.toBeInTheDocument();
  });

  it('opens the live stream with the Live TV button and says it runs 5 seconds behind', async () => {
    const user = userEvent.setup();
    setup();
    const button = await screen.findByRole('button', { name: 'Live TV' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByTitle('Live TV')).not.toBeInTheDocument();
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByTitle('Live TV')).toHaveAttribute('src', 'https://tv.example.test/1001');
    expect(screen.getByText(/about 5 seconds behind/)).toBeInTheDocument();
  });

  it('has no Live TV button for a match without a stream', async () => {
    setup(cricketSnapshot({ fixture: fixture({ isTv: false, inPlay: true }) }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Live TV' })).not.toBeInTheDocument();
  });

  it('shows each market its rule behind a Rules button', async () => {
    const user = userEvent.setup();
    setup();
    const rules = await screen.findByRole('button', { name: 'Rules: 6 over run TA' });
    expect(rules).toHaveAttribute('aria-expanded', 'false');
    await user.click(rules);
    expect(rules).toHaveAttribute('aria-expanded', 'true');
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('YES wins if the runs reach the line or more');
    expect(note).toHaveTextContent("Counts Team A's runs from the start of the innings to over 6 (innings 1).");
    await user.click(screen.getByRole('button', { name: 'Rules: Bookmaker' }));
    expect(screen.getAllByRole('note')[0]).toHaveTextContent('profit per 100 staked');
  });

  it('says when a match is not there', async () => {
    const testHost = createTestHost();
    testHost.server.on('GET', '/match/999', fail(404, 'Match not found.'));
    renderWithHost(<MatchDetailPage />, { testHost, path: '/game-detail/cricket/999', route: ROUTE });
    expect(await screen.findByText(/no longer available/)).toBeInTheDocument();
  });

  it('says when the match could not be loaded, and tries again', async () => {
    const user = userEvent.setup();
    const testHost = createTestHost();
    const snapshot = cricketSnapshot();
    testHost.server.on('GET', '/match/1001', fail(500, 'Feed unavailable.'));
    testHost.server.on(
      'GET',
      '/getIframeUrl/1001',
      ok({ tvData: { iframeUrl: null }, scoreData: { iframeUrl: null } }),
    );
    testHost.server.on('GET', '/match/other/1001', ok({ matchId: '1001', beventId: null, markets: [] }));
    renderWithHost(<MatchDetailPage />, { testHost, path: '/game-detail/cricket/1001', route: ROUTE });
    expect(await screen.findByText(/The match could not be loaded/)).toBeInTheDocument();
    testHost.server.on('GET', '/match/1001', ok(matchDetailFrom(snapshot, 3)));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await findCell('Back Team A 2.5 1.2k')).toBeInTheDocument();
    expect(screen.queryByText(/The match could not be loaded/)).not.toBeInTheDocument();
  });

  it('says when the match has left the feed, keeping its last prices', async () => {
    const { bus } = setup();
    await findCell('Back Team A 2.5 1.2k');
    act(() => bus.match('1001').next(matchState(cricketSnapshot(), { seq: 9, removed: true })));
    expect(
      await screen.findByText('This match is no longer listed; the prices shown are its last.'),
    ).toBeInTheDocument();
    expect(getCell('Back Team A 2.5 1.2k')).toBeInTheDocument();
  });

  it('leaves the match room when the page goes away', async () => {
    const result = setup();
    await findCell('Back Team A 2.5 1.2k');
    expect(result.bus.matchSubscribers('1001')).toBe(1);
    result.unmount();
    expect(result.bus.matchSubscribers('1001')).toBe(0);
  });

  it('follows the competition winner market of another event live', async () => {
    const winner = market({
      id: 'tw',
      matchId: '3001',
      type: 'tournamentWinner',
      name: 'Island Series Winner',
      runners: [runner(51, 'Team A', [[3.2, 100]], [[3.3, 100]]), runner(52, 'Team C', [[4.1, 100]], [[4.2, 100]])],
    });
    const outright = cricketSnapshot({
      fixture: fixture({ id: '3001', kind: 'outright', teamA: null, teamB: null }),
      tournament: [winner],
    });
    const testHost = createTestHost();
    const snapshot = cricketSnapshot();
    testHost.server.on('GET', '/match/1001', ok(matchDetailFrom(snapshot)));
    testHost.server.on('GET', '/match/3001', ok(matchDetailFrom(outright)));
    testHost.server.on(
      'GET',
      '/getIframeUrl/1001',
      ok({ tvData: { iframeUrl: null }, scoreData: { iframeUrl: null } }),
    );
    testHost.server.on('GET', '/match/other/1001', ok({ matchId: '1001', beventId: null, markets: [winner] }));
    renderWithHost(<MatchDetailPage />, { testHost, path: '/game-detail/cricket/1001', route: ROUTE });
    const region = await screen.findByRole('region', { name: 'Island Series Winner' });
    expect(getCell('Back Team C 4.1 100', region)).toBeInTheDocument();
    expect(testHost.bus.matchSubscribers('3001')).toBe(1);
  });
});
