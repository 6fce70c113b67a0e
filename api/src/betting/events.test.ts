/**
 * The betting events of spec section 4 on a real main socket: the player's bet-placed events and
 * balance, results and undeclares (to the player and to everyone), bet deletions and reason
 * changes — and nothing about one player reaches another.
 */
import { after, afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import type { BetPlacedEvent, DeleteBetEvent, PlaceBetResponse, ResultEvent, UserBalance } from '@backlay/shared/api';
import type { Market, MatchSnapshot } from '@backlay/shared/sports';
import { body, harness, type Harness } from '../test/harness.js';
import { listen, socketClients } from '../test/sockets.js';

const h: Harness = await harness();
const url = await listen(h);
const clients = socketClients();
after(async () => {
  clients.closeAll();
  await h.close();
});
afterEach(() => h.assertLedger());

function openMarket(type: Market['type']): { match: MatchSnapshot; market: Market } {
  for (const match of h.ctx.feed.views()) {
    if (match.fixture.inPlay) continue;
    const market = match.tournament.find(
      (m) => m.type === type && m.status === 'OPEN' && m.runners.every((r) => r.ex.availableToBack.length > 0),
    );
    if (market) return { match, market };
  }
  throw new Error(`no open ${type} market`);
}

test('placing, settling, undeclaring and deleting each reach the player, and only the player', async () => {
  const p = await h.player({ credit: 1000 });
  const other = await h.player({ credit: 1000 });
  const mine = await clients.connect(url, { token: p.token });
  const theirs = await clients.connect(url, { token: other.token });
  const { match, market } = openMarket('matchOdds');
  const [a, b] = market.runners;

  const placed = await h.inject('POST', '/bet/matchBetting', {
    token: p.token,
    body: {
      idempotencyKey: 'events-test-key-1',
      matchId: match.id,
      betId: market.id,
      selectionId: a!.selectionId,
      betType: 'BACK',
      odds: 1.01,
      stake: 100,
    },
  });
  assert.equal(placed.statusCode, 201, placed.body);
  const [event] = (await mine.waitFor('userMatchBetPlaced')) as [BetPlacedEvent];
  assert.equal(event.bet.id, body<PlaceBetResponse>(placed).data.bet.id);
  assert.equal(event.balance.exposure, 100);
  const [pushed] = (await mine.waitFor('updateUserBalance')) as [UserBalance];
  assert.equal(pushed.exposure, 100);

  const declared = await h.operator('POST', '/operator/results/declare', {
    marketId: market.id,
    winner: b!.selectionId,
  });
  assert.equal(declared.statusCode, 200, declared.body);
  const [result] = (await mine.waitFor('matchResultDeclared')) as [ResultEvent];
  assert.deepEqual(
    { betId: result.betId, matchId: result.matchId, profitLoss: result.profitLoss },
    { betId: market.id, matchId: match.id, profitLoss: -100 },
  );
  const [everyone] = (await theirs.waitFor('declaredMatchResultAllUser')) as [ResultEvent];
  assert.equal(everyone.betId, market.id);
  assert.equal(everyone.profitLoss, 0);

  await h.operator('POST', '/operator/results/undeclare', { marketId: market.id });
  await mine.waitFor('matchResultUnDeclared');
  await theirs.waitFor('unDeclaredMatchResultAllUser');

  const betId = event.bet.id;
  await h.operator('POST', '/operator/bets/delete', { betIds: [betId], reason: 'Duplicate' });
  const [deleted] = (await mine.waitFor('matchDeleteBet')) as [DeleteBetEvent];
  assert.deepEqual(deleted, {
    matchId: match.id,
    betId: market.id,
    betIds: [betId],
    deleteReason: 'Duplicate',
    permanent: false,
  });
  await h.operator('POST', '/operator/bets/reason', { betIds: [betId], reason: 'Placed twice' });
  const [reason] = (await mine.waitFor('updateDeleteReason')) as [DeleteBetEvent];
  assert.equal(reason.deleteReason, 'Placed twice');

  const privateEvents = [
    'userMatchBetPlaced',
    'matchResultDeclared',
    'matchResultUnDeclared',
    'matchDeleteBet',
    'updateDeleteReason',
    'updateUserBalance',
  ];
  assert.deepEqual(
    theirs.events.filter((e) => privateEvents.includes(e.name)),
    [],
  );
});

test('a session result and a void reach the player as sessionResult and sessionNoResult', async () => {
  const p = await h.player({ credit: 1000 });
  const mine = await clients.connect(url, { token: p.token });
  const sessions: { match: MatchSnapshot; market: Market }[] = [];
  for (const match of h.ctx.feed.views()) {
    for (const market of match.apiSession.session) {
      if (market.status === 'OPEN' && market.runners[0]!.ex.availableToBack.length > 0)
        sessions.push({ match, market });
    }
  }
  assert.ok(sessions.length >= 2, 'two open sessions');
  for (const [i, s] of sessions.slice(0, 2).entries()) {
    const yes = s.market.runners[0]!.ex.availableToBack[0]!;
    const res = await h.inject('POST', '/bet/session', {
      token: p.token,
      body: {
        idempotencyKey: `events-session-${i}`,
        matchId: s.match.id,
        betId: s.market.id,
        selectionId: s.market.runners[0]!.selectionId,
        betType: 'YES',
        odds: yes.price,
        ratePercent: yes.size,
        stake: 100,
      },
    });
    assert.equal(res.statusCode, 201, res.body);
  }
  await mine.waitFor('userSessionBetPlaced');
  const [first, second] = sessions;
  await h.operator('POST', '/operator/results/declare', { marketId: first!.market.id, runs: 999 });
  const [won] = (await mine.waitFor('sessionResult')) as [ResultEvent];
  assert.equal(won.betId, first!.market.id);
  assert.ok(won.profitLoss > 0);
  await h.operator('POST', '/operator/results/declare', { marketId: second!.market.id, void: 'abandoned' });
  const [voided] = (await mine.waitFor('sessionNoResult')) as [ResultEvent];
  assert.deepEqual({ betId: voided.betId, profitLoss: voided.profitLoss }, { betId: second!.market.id, profitLoss: 0 });
});
