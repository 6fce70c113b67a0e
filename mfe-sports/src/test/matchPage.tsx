/**
 * A match page with the betting API answered: the match, its media and other markets, the
 * player's open bets, unmatched orders and positions. A test changes an answer through `server.on`.
 */
import type { BetOrder, MarketPosition, PlacedBet } from '@backlay/shared/api';
import type { MatchSnapshot } from '@backlay/shared/sports';
import { ok } from '@backlay/shared/testing';
import { MatchDetailPage } from '../features/match-detail/MatchDetailPage.js';
import { cricketSnapshot, matchDetailFrom } from './builders.js';
import {
  createTestHost,
  renderWithHost,
  type RenderWithHostResult,
  type TestHost,
} from '@backlay/shared/testing/render';

export interface MatchPageOptions {
  snapshot?: MatchSnapshot;
  bets?: PlacedBet[];
  /** The player's waiting orders on the match (GET /bet/orders). */
  orders?: BetOrder[];
  positions?: MarketPosition[];
  /** Lets a test answer requests (or fill profile$) before the first render. */
  before?: (testHost: TestHost) => void;
}

export function openMatchPage({
  snapshot = cricketSnapshot(),
  bets = [],
  orders = [],
  positions = [],
  before,
}: MatchPageOptions = {}): RenderWithHostResult {
  const testHost = createTestHost();
  const { server } = testHost;
  server.on('GET', `/match/${snapshot.id}`, ok(matchDetailFrom(snapshot, 3)));
  server.on('GET', `/getIframeUrl/${snapshot.id}`, ok({ tvData: { iframeUrl: null }, scoreData: { iframeUrl: null } }));
  server.on('GET', `/match/other/${snapshot.id}`, ok({ matchId: snapshot.id, beventId: null, markets: [] }));
  server.on('GET', '/bet/placed', ok({ count: bets.length, rows: bets }));
  server.on('GET', '/bet/orders', ok(orders));
  server.on('POST', '/bet/profitLoss', ok(positions));
  server.on('GET', '/bet/commission', ok([{ marketType: 'matchOdds', percent: 1 }]));
  server.on('GET', '/user/betSettings', ok({ oneClick: false, oneClickStake: null, confirmBets: false }));
  before?.(testHost);
  return renderWithHost(<MatchDetailPage />, {
    testHost,
    path: `/game-detail/cricket/${snapshot.id}`,
    route: '/game-detail/:type/:id',
  });
}
