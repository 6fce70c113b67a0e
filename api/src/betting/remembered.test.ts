/**
 * The fast placement path and what it must not weaken: placements price from a copy of the
 * player's open bets kept in memory and take the login from memory, so these tests change the
 * truth behind the copy — from a second API process on the same database, from the operator, or
 * straight in the database — and check that no bet is priced from a stale copy, that no ended login
 * places or reads a bet, and that a retry is told apart from a different bet by every field that
 * changes the outcome. The ledger invariants (each reservation equal to the worst case of its open
 * bets included) are checked after every test.
 */
import { after, afterEach, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { count, eq, sql } from 'drizzle-orm';
import type { PlaceBetResponse } from '@backlay/shared/api';
import type { Market, MatchSnapshot } from '@backlay/shared/sports';
import { betMarkets, bets } from '../db/schema.js';
import { body, harness, type Harness, type TestPlayer } from '../test/harness.js';

const a: Harness = await harness();
// A second API process on the same database, as a scaled-out deployment runs them.
const b: Harness = await harness({}, { database: a.database });
after(async () => {
  await b.close();
  await a.close();
});
afterEach(() => a.assertLedger());

let keys = 0;
const key = () => `remembered-${++keys}-${Date.now().toString(36)}`;

/** Open pre-play match odds markets with prices on both sides, each handed out once. */
const used = new Set<string>();
function freshMarket(): { match: MatchSnapshot; market: Market } {
  for (const match of a.ctx.feed.views()) {
    if (match.fixture.inPlay) continue;
    for (const market of match.tournament) {
      if (
        market.type === 'matchOdds' &&
        market.status === 'OPEN' &&
        !used.has(market.id) &&
        market.runners.every((r) => r.ex.availableToBack.length > 0 && r.ex.availableToLay.length > 0)
      ) {
        used.add(market.id);
        return { match, market };
      }
    }
  }
  throw new Error('no fresh market');
}

function backBet(f: { match: MatchSnapshot; market: Market }, runner: number, extra: number) {
  const r = f.market.runners[runner % f.market.runners.length]!;
  return {
    idempotencyKey: key(),
    matchId: f.match.id,
    betId: f.market.id,
    selectionId: r.selectionId,
    betType: 'BACK',
    odds: r.ex.availableToBack[0]!.price,
    // Above the market's minimum by `extra`.
    stake: f.market.minBet + extra,
  };
}

function layBet(f: { match: MatchSnapshot; market: Market }, runner: number, extra: number) {
  const r = f.market.runners[runner % f.market.runners.length]!;
  return { ...backBet(f, runner, extra), betType: 'LAY', odds: r.ex.availableToLay[0]!.price };
}

async function placeOn(h: Harness, p: TestPlayer, payload: object) {
  const res = await h.inject('POST', '/bet/matchBetting', { token: p.token, body: payload });
  assert.equal(res.statusCode, 201, res.body);
  return body<PlaceBetResponse>(res).data;
}

async function betCount(userId: string): Promise<number> {
  const [row] = await a.db.select({ n: count() }).from(bets).where(eq(bets.userId, userId));
  return Number(row?.n ?? 0);
}

describe('open bets remembered between placements', () => {
  let p: TestPlayer;
  before(async () => {
    p = await a.player({ credit: 50_000 });
  });

  test('bets placed through another process are counted: each placement reserves the whole book', async () => {
    const f = freshMarket();
    await placeOn(a, p, backBet(f, 0, 100)); // process A remembers the book
    await placeOn(b, p, layBet(f, 1, 200)); // process B changes it
    await placeOn(b, p, backBet(f, 2, 50));
    // A's copy is two bets behind: the transaction notices, A reads again and prices all four.
    await placeOn(a, p, backBet(f, 1, 75));
    // The reservation equals the worst case of all four bets (checked with the ledger).
    await a.assertLedger();
  });

  test('a bet deleted by the operator in another process leaves the book: the next bet is priced without it', async () => {
    const f = freshMarket();
    const first = await placeOn(a, p, backBet(f, 0, 300));
    await placeOn(a, p, backBet(f, 1, 100));
    const res = await b.operator('POST', '/operator/bets/delete', { betIds: [first.bet.id], reason: 'void bet' });
    assert.equal(res.statusCode, 200, res.body);
    await placeOn(a, p, backBet(f, 2, 100));
    await a.assertLedger();
  });

  test('declared, undeclared and bet on again: the reopened bets are in the book', async () => {
    const f = freshMarket();
    await placeOn(a, p, backBet(f, 0, 100));
    const winner = f.market.runners[1]!.selectionId;
    assert.equal(
      (await b.operator('POST', '/operator/results/declare', { marketId: f.market.id, winner })).statusCode,
      200,
    );
    assert.equal((await b.operator('POST', '/operator/results/undeclare', { marketId: f.market.id })).statusCode, 200);
    await placeOn(a, p, layBet(f, 0, 100));
    await a.assertLedger();
  });

  test('open bets that risk nothing hold no reservation row; a new bet still counts them', async () => {
    const f = freshMarket();
    const [r1, r2] = f.market.runners;
    // Back at 3.00 and lay at 2.00 on the same runner, 100 each: +100 if it wins, 0 otherwise —
    // a book with nothing at risk, as an undeclare can leave one, and so no reservation row.
    await a.db.insert(betMarkets).values({
      id: f.market.id,
      matchId: f.match.id,
      type: f.market.type,
      priceKind: f.market.priceKind,
      name: f.market.name,
      selectionIds: f.market.runners.map((r) => r.selectionId),
      range: null,
    });
    for (const [side, odds, win, loss] of [
      ['BACK', '3.00', '200.00', '100.00'],
      ['LAY', '2.00', '100.00', '100.00'],
    ] as const) {
      await a.db.insert(bets).values({
        userId: p.id,
        idempotencyKey: key(),
        requestHash: 'fixture',
        kind: 'matchBetting',
        matchId: f.match.id,
        marketId: f.market.id,
        marketType: f.market.type,
        marketName: f.market.name,
        eventName: f.match.fixture.title,
        eventType: f.match.fixture.sport,
        selectionId: r1!.selectionId,
        teamName: r1!.nat,
        side,
        odds,
        requestedOdds: odds,
        stake: '100.00',
        winAmount: win,
        lossAmount: loss,
      });
    }
    await a.assertLedger();
    // Backing the second runner loses 100 more where runner 1 loses: the book decides, not the bet alone.
    await placeOn(a, p, backBet({ match: f.match, market: { ...f.market, runners: [r2!] } }, 0, 100));
    await a.assertLedger();
  });

  test('twenty bets at once on one market through two processes: all placed, none priced from a stale copy', async () => {
    const f = freshMarket();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? a : b).inject('POST', '/bet/matchBetting', {
          token: p.token,
          body: i % 3 ? backBet(f, i % 3, 10 + i) : layBet(f, 0, 10 + i),
        }),
      ),
    );
    assert.deepEqual(
      results.map((r) => r.statusCode),
      results.map(() => 201),
    );
    await a.assertLedger();
  });
});

describe('logins remembered by the placement routes', () => {
  test('a login ended in another process places nothing, reads nothing, and is told to log in', async () => {
    const p = await a.player({ credit: 5_000 });
    const f = freshMarket();
    const first = backBet(f, 0, 10);
    await placeOn(a, p, first); // process A now remembers the login
    const out = await b.inject('POST', '/auth/logout', { token: p.token });
    assert.equal(out.statusCode, 200, out.body);
    const before = await betCount(p.id);

    const fresh = await a.inject('POST', '/bet/matchBetting', { token: p.token, body: backBet(f, 0, 10) });
    assert.equal(fresh.statusCode, 401, fresh.body);
    // A refusal and a retry would answer without reaching the transaction: they ask the database first.
    const refused = await a.inject('POST', '/bet/matchBetting', {
      token: p.token,
      body: { ...backBet(f, 0, 10), odds: 1000 },
    });
    assert.equal(refused.statusCode, 401, refused.body);
    const retry = await a.inject('POST', '/bet/matchBetting', { token: p.token, body: first });
    assert.equal(retry.statusCode, 401, retry.body);
    assert.equal(await betCount(p.id), before);
  });

  test('a login ended straight in the database cannot place from memory either', async () => {
    const p = await a.player({ credit: 5_000 });
    const f = freshMarket();
    await placeOn(a, p, backBet(f, 0, 10));
    // Whatever ends it — an operator tool, another service — the transaction sees it.
    await a.db.execute(sql`update sessions set revoked_at = now() where user_id = ${p.id}`);
    const res = await a.inject('POST', '/bet/matchBetting', { token: p.token, body: backBet(f, 0, 10) });
    assert.equal(res.statusCode, 401, res.body);
    assert.equal(await betCount(p.id), 1);
  });
});

describe('retries', () => {
  test('a retry that changes acceptBetterOdds is a different bet: 409, nothing placed', async () => {
    const p = await a.player({ credit: 5_000 });
    const f = freshMarket();
    const r = f.market.runners[0]!;
    const best = r.ex.availableToBack[0]!.price;
    // Asking 1.01 on a back takes the better price on offer when better odds are accepted.
    const payload = { ...backBet(f, 0, 10), odds: 1.01 };
    const first = await placeOn(a, p, payload);
    assert.equal(first.bet.odds, best);
    const strict = await a.inject('POST', '/bet/matchBetting', {
      token: p.token,
      body: { ...payload, acceptBetterOdds: false },
    });
    assert.equal(strict.statusCode, 409, strict.body);
    assert.equal(await betCount(p.id), 1);
    const same = await a.inject('POST', '/bet/matchBetting', { token: p.token, body: payload });
    assert.equal(same.statusCode, 200, same.body);
    assert.equal(body<PlaceBetResponse>(same).data.bet.id, first.bet.id);
  });
});
