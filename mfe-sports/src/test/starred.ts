/**
 * The starred-markets calls answered as the API does: one list kept across calls, a star adds a
 * market of the given names, a removal takes one away, and every answer is the list as it is now.
 */
import type { StarMarketRequest, StarredMarket, UnstarMarketRequest } from '@backlay/shared/api';
import { ok } from '@backlay/shared/testing';
import type { TestHost } from '@backlay/shared/testing/render';

export function starredMarket(overrides: Partial<StarredMarket> = {}): StarredMarket {
  return {
    matchId: '1001',
    marketId: 'mo',
    matchTitle: 'Team A v Team B',
    sport: 'cricket',
    marketName: 'Match Odds',
    marketType: 'matchOdds',
    listed: true,
    createdAt: '2026-01-10T14:00:00.000Z',
    ...overrides,
  };
}

/** Names of the test snapshot's markets, for the stars the fake adds. */
const NAMES: Record<string, Pick<StarredMarket, 'marketName' | 'marketType'>> = {
  mo: { marketName: 'Match Odds', marketType: 'matchOdds' },
  bm: { marketName: 'Bookmaker', marketType: 'bookmaker' },
  tied: { marketName: 'Tied Match', marketType: 'tiedMatch' },
};

export function answerStars(server: TestHost['server'], initial: StarredMarket[] = []) {
  let list = [...initial];
  const calls: { star: StarMarketRequest[]; remove: UnstarMarketRequest[] } = { star: [], remove: [] };
  server.on('GET', '/user/starredMarkets', () => ok(list));
  server.on('POST', '/user/starredMarkets', (req) => {
    const body = req.body as StarMarketRequest;
    calls.star.push(body);
    if (!list.some((m) => m.marketId === body.marketId)) {
      list = [...list, starredMarket({ ...body, ...(NAMES[body.marketId] ?? {}) })];
    }
    return ok(list, 'Market starred.');
  });
  server.on('POST', '/user/starredMarkets/remove', (req) => {
    const body = req.body as UnstarMarketRequest;
    calls.remove.push(body);
    list = list.filter((m) => m.marketId !== body.marketId);
    return ok(list, 'Star removed.');
  });
  return calls;
}
