import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StarredMarket } from '@backlay/shared/api';
import { fail, ok } from '@backlay/shared/testing';
import { createTestHost, renderWithHost, type TestHost } from '@backlay/shared/testing/render';
import { cricketSnapshot, matchDetailFrom, matchState, withBestBack } from '../../test/builders.js';
import { position } from '../../test/betting.js';
import { findCell, queryCell } from '../../test/cellName.js';
import { answerStars, starredMarket } from '../../test/starred.js';
import { groupByMatch, matchPath, StarredMarketsPage } from './StarredMarketsPage.js';

function open(list: StarredMarket[] | null, before?: (host: TestHost) => void) {
  const testHost = createTestHost();
  const { server } = testHost;
  const snapshot = cricketSnapshot();
  if (list) answerStars(server, list);
  else server.on('GET', '/user/starredMarkets', fail(500, 'Something went wrong.'));
  server.on('GET', `/match/${snapshot.id}`, ok(matchDetailFrom(snapshot, 3)));
  server.on('GET', '/bet/placed', ok({ count: 0, rows: [] }));
  server.on('GET', '/bet/orders', ok([]));
  server.on('POST', '/bet/profitLoss', ok([]));
  server.on('GET', '/bet/commission', ok([{ marketType: 'matchOdds', percent: 1 }]));
  server.on('GET', '/user/betSettings', ok({ oneClick: false, oneClickStake: null, confirmBets: false }));
  before?.(testHost);
  return renderWithHost(<StarredMarketsPage />, { testHost, path: '/starred-markets', route: '/starred-markets' });
}

describe('Starred Markets page', () => {
  it('says how to star a market when none is starred', async () => {
    open([]);
    expect(await screen.findByText(/You have not starred any markets yet/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Starred Markets' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a match' })).toHaveAttribute('href', '/home');
  });

  it('says when the list could not be loaded, with a way to try again', async () => {
    open(null);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your starred markets could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the starred markets under their match, live: a price change on the bus shows in place', async () => {
    const { bus } = open([
      starredMarket(),
      starredMarket({ marketId: 'bm', marketName: 'Bookmaker', marketType: 'bookmaker' }),
    ]);
    const match = await screen.findByRole('region', { name: 'Team A v Team B' });
    expect(within(match).getByRole('link', { name: 'Team A v Team B' })).toHaveAttribute(
      'href',
      '/game-detail/cricket/1001',
    );
    expect(await within(match).findByRole('region', { name: 'Match Odds' })).toBeInTheDocument();
    expect(within(match).getByRole('region', { name: 'Bookmaker' })).toBeInTheDocument();
    // Only the starred markets of the match.
    expect(within(match).queryByRole('region', { name: 'Tied Match' })).not.toBeInTheDocument();
    await findCell('Back Team A 2.5 1.2k');
    act(() => bus.match('1001').next(withBestBack(matchState(cricketSnapshot(), { seq: 4 }), 'mo', 1, 2.6, 500)));
    expect(await findCell('Back Team A 2.6 500')).toBeInTheDocument();
    expect(queryCell('Back Team A 2.5 1.2k')).not.toBeInTheDocument();
  });

  it('shows the player’s position on a starred market', async () => {
    open([starredMarket()], ({ server }) =>
      server.on('POST', '/bet/profitLoss', ok([position({ runners: { '1': 150, '2': -100 } })])),
    );
    const odds = await screen.findByRole('region', { name: 'Match Odds' });
    await waitFor(() => expect(within(within(odds).getByTestId('runner-1')).getByTestId('position')).toBeVisible());
  });

  it('removes a market with its star: it leaves the page, and the page says how to star when none is left', async () => {
    const user = userEvent.setup();
    let calls: ReturnType<typeof answerStars> | undefined;
    open(null, ({ server }) => (calls = answerStars(server, [starredMarket()])));
    const odds = await screen.findByRole('region', { name: 'Match Odds' });
    const button = within(odds).getByRole('button', { name: 'Star Match Odds' });
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    await user.click(button);
    expect(calls?.remove).toEqual([{ marketId: 'mo' }]);
    expect(await screen.findByText(/You have not starred any markets yet/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Match Odds' })).not.toBeInTheDocument();
  });

  it('names a star whose match has left the feed and offers to remove it', async () => {
    const user = userEvent.setup();
    open([starredMarket({ matchId: '77', matchTitle: 'Old v Gone', listed: false })]);
    const match = await screen.findByRole('region', { name: 'Old v Gone' });
    expect(within(match).getByText('This match is no longer listed.')).toBeInTheDocument();
    await user.click(within(match).getByRole('button', { name: 'Remove star: Match Odds' }));
    expect(await screen.findByText(/You have not starred any markets yet/)).toBeInTheDocument();
  });

  it('groups by match in starring order and links races to their race page', () => {
    const groups = groupByMatch([
      starredMarket(),
      starredMarket({ matchId: '2', matchTitle: 'B', marketId: 'x' }),
      starredMarket({ marketId: 'bm' }),
    ]);
    expect(groups.map((g) => [g.matchId, g.markets.map((m) => m.marketId)])).toEqual([
      ['1001', ['mo', 'bm']],
      ['2', ['x']],
    ]);
    expect(matchPath('horseRacing', '9')).toBe('/race/9');
    expect(matchPath('tennis', '9')).toBe('/game-detail/tennis/9');
  });
});
