/**
 * Exchange orders over HTTP: what the prices on offer take matches at once (at their prices, up
 * to the size not yet used), the rest waits at the order's price and reserves its loss; the
 * matching step fills it at its own price when the market reaches it (each level's size once);
 * cancel returns the reservation at once; a new price matches what it can; the in-play turn and a
 * declaration lapse what still waits, and only matched parts settle. The ledger invariants (with
 * the orders' own) are checked after every test. With TEST_DATABASE_URL the last test races fills
 * against cancels on PostgreSQL connections.
 */
import { after, afterEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import type { BetOrder, MyMarketRow, OrderResponse, PlacedBet, UserBalance } from '@backlay/shared/api';
import type { Market, MatchSnapshot, PriceSize } from '@backlay/shared/sports';
import { body, harness, type Harness, type TestPlayer } from '../test/harness.js';
import { betOrders, bets } from '../db/schema.js';

const h: Harness = await harness();
after(() => h.close());

const undo: (() => void)[] = [];
afterEach(async () => {
  for (const restore of undo.splice(0).reverse()) restore();
  await h.assertLedger();
});

let counter = 0;
const key = () => `order-${++counter}-${Date.now().toString(36)}`;
const used = new Set<string>();

/** A two-runner match odds market no test here has used yet, open before the off. */
function market(pred: (m: Market) => boolean = (m) => m.type === 'matchOdds'): {
  match: MatchSnapshot;
  market: Market;
} {
  for (const match of h.ctx.feed.views()) {
    for (const m of match.tournament) {
      if (
        !used.has(m.id) &&
        m.status === 'OPEN' &&
        m.result === null &&
        !m.inPlay &&
        m.runners.length === 2 &&
        m.runners.every((r) => r.status === 'ACTIVE') &&
        pred(m)
      ) {
        used.add(m.id);
        return { match, market: m };
      }
    }
  }
  throw new Error('no market fits');
}

/** The ladder on offer per runner: back levels (best first) and lay levels, sizes in units. */
type Ladder = Record<number, { back: PriceSize[]; lay: PriceSize[] }>;

/** Serves the market to the engine with this ladder (and whatever `extra` sets), until the test ends. */
function serve(marketId: string, ladder: () => Ladder, extra: () => Partial<Market> = () => ({}), on: Harness = h) {
  const feed = on.ctx.feed;
  const original = feed.market.bind(feed);
  feed.market = (id: string) => {
    const found = original(id);
    if (!found || id !== marketId) return found;
    const now = ladder();
    const runners = found.market.runners.map((r) => ({
      ...r,
      ex: { ...r.ex, availableToBack: now[r.selectionId]?.back ?? [], availableToLay: now[r.selectionId]?.lay ?? [] },
    }));
    return { matchId: found.matchId, market: { ...found.market, runners, ...extra() } };
  };
  undo.push(() => {
    feed.market = original;
  });
}

let tick = 1_000_000;
/** Runs the matching step on a market as a new feed update would. */
async function step(marketId: string): Promise<void> {
  await h.ctx.betting.orders.check(marketId, ++tick);
}

const order = (p: TestPlayer, b: Record<string, unknown>) =>
  h.inject('POST', '/bet/order', { token: p.token, body: { idempotencyKey: key(), ...b } });

async function placed(p: TestPlayer, b: Record<string, unknown>, status = 201): Promise<OrderResponse> {
  const res = await order(p, b);
  assert.equal(res.statusCode, status, res.body);
  return body<OrderResponse>(res).data;
}

async function wallet(p: TestPlayer): Promise<UserBalance> {
  return body<{ userBal: UserBalance }>(await h.inject('GET', '/user/profile', { token: p.token })).data.userBal;
}

async function orders(p: TestPlayer, query = ''): Promise<BetOrder[]> {
  const res = await h.inject('GET', `/bet/orders${query}`, { token: p.token });
  assert.equal(res.statusCode, 200, res.body);
  return body<BetOrder[]>(res).data;
}

async function fills(orderId: string): Promise<{ odds: string; stake: string }[]> {
  return h.db
    .select({ odds: bets.odds, stake: bets.stake })
    .from(bets)
    .where(eq(bets.orderId, orderId))
    .orderBy(bets.seq);
}

/** A two-runner market with A's ladder from `a` and B's back 1.60 / lay 1.62 deep. */
function twoRunners(a: () => { back: PriceSize[]; lay: PriceSize[] }, extra?: () => Partial<Market>) {
  const { match, market: m } = market();
  const [A, B] = m.runners.map((r) => r.selectionId) as [number, number];
  serve(
    m.id,
    () => ({ [A]: a(), [B]: { back: [{ price: 1.6, size: 100_000 }], lay: [{ price: 1.62, size: 100_000 }] } }),
    extra,
  );
  return { matchId: match.id, m, A, B, base: { matchId: match.id, betId: m.id, selectionId: A } };
}

const ps = (price: number, size: number): PriceSize => ({ price, size });

describe('an order against the prices on offer', () => {
  test('matched in full at once at the best price when the size is there: one bet, nothing waits', async () => {
    const p = await h.player({ credit: 10_000 });
    const { base } = twoRunners(() => ({ back: [ps(2.5, 1_000)], lay: [ps(2.52, 1_000)] }));
    const r = await placed(p, { ...base, betType: 'BACK', odds: 2.4, stake: 500 });
    assert.equal(r.order.status, 'FILLED');
    assert.deepEqual([r.order.matched, r.order.unmatched, r.order.cancelled], [500, 0, 0]);
    assert.deepEqual(
      r.bets.map((b: PlacedBet) => [b.odds, b.stake, b.requestedOdds]),
      [[2.5, 500, 2.4]],
    );
    // The back of 500 at 2.50 loses 500 on B: that is all the wallet reserves.
    assert.equal((await wallet(p)).exposure, 500);
    assert.deepEqual(await orders(p), []);
  });

  test('a stake larger than the size on offer takes each level, best first, and the rest waits at its price', async () => {
    const p = await h.player({ credit: 10_000 });
    // Back 500 at 2.40; on offer to back: 100 at 2.50, 150 at 2.44, 1,000 at 2.30 (below the ask).
    const { base } = twoRunners(() => ({
      back: [ps(2.5, 100), ps(2.44, 150), ps(2.3, 1_000)],
      lay: [ps(2.52, 1_000)],
    }));
    const r = await placed(p, { ...base, betType: 'BACK', odds: 2.4, stake: 500 });
    assert.deepEqual(
      r.bets.map((b: PlacedBet) => [b.odds, b.stake]),
      [
        [2.5, 100],
        [2.44, 150],
      ],
    );
    assert.equal(r.order.status, 'OPEN');
    assert.deepEqual([r.order.matched, r.order.unmatched], [250, 250]);
    // Matched: A +150 +66 = +216, B −250 → the market reserves 250; the 250 waiting reserves 250.
    const w = await wallet(p);
    assert.equal(w.exposure, 500);
    assert.equal(w.currentBalance, 9_500);
    const listed = await orders(p, `?matchId=${base.matchId}`);
    assert.deepEqual(
      listed.map((o) => [o.id, o.unmatched, o.odds]),
      [[r.order.id, 250, 2.4]],
    );
  });

  test('a lay waiting reserves its liability; the size a step used is not used again; a level that grows fills by the growth', async () => {
    const p = await h.player({ credit: 10_000 });
    let lay = [ps(3.1, 1_000)];
    const { m, base } = twoRunners(() => ({ back: [ps(3, 1_000)], lay }));
    // Lay 300 at 3.00 below the best lay of 3.10: nothing matches, the liability 600 is reserved.
    const r = await placed(p, { ...base, betType: 'LAY', odds: 3, stake: 300 });
    assert.deepEqual([r.bets.length, r.order.unmatched], [0, 300]);
    assert.equal((await wallet(p)).exposure, 600);

    // The market comes to 3.00 with 100 on offer: 100 is filled at 3.00.
    lay = [ps(3, 100)];
    await step(m.id);
    assert.deepEqual(await fills(r.order.id), [{ odds: '3.00', stake: '100.00' }]);
    // The same 100 on the next update is the size already taken: nothing more.
    await step(m.id);
    assert.equal((await fills(r.order.id)).length, 1);
    // The level grows to 250: the growth of 150 is filled.
    lay = [ps(3, 250)];
    await step(m.id);
    const [o] = await orders(p, '?status=ALL');
    assert.deepEqual([o!.matched, o!.unmatched, o!.status], [250, 50, 'OPEN']);
    // Matched lay 250 at 3.00: −500 on A; waiting 50 at 3.00: −100 more.
    assert.equal((await wallet(p)).exposure, 600);
    // Through its price: a lay offered at 2.90 fills the rest, at the order's own 3.00.
    lay = [ps(2.9, 1_000)];
    await step(m.id);
    const [done] = await orders(p, '?status=ALL');
    assert.deepEqual([done!.matched, done!.unmatched, done!.status], [300, 0, 'FILLED']);
    assert.deepEqual(
      (await fills(r.order.id)).map((f) => f.odds),
      ['3.00', '3.00', '3.00'],
    );
  });

  test('size an order used stays used after every order on the market has ended', async () => {
    const p = await h.player({ credit: 10_000 });
    const { m, base } = twoRunners(() => ({ back: [ps(2.5, 100)], lay: [ps(2.52, 1_000)] }));
    const first = await placed(p, { ...base, betType: 'BACK', odds: 2.5, stake: 100 });
    assert.equal(first.order.status, 'FILLED');
    // A step finds nothing waiting on the market; the level is unchanged on the next update.
    await step(m.id);
    await step(m.id);
    const second = await placed(p, { ...base, betType: 'BACK', odds: 2.5, stake: 100 });
    assert.deepEqual([second.bets.length, second.order.unmatched], [0, 100]);
  });

  test('waiting orders at one price are served oldest first', async () => {
    const p = await h.player({ credit: 10_000 });
    const q = await h.player({ credit: 10_000 });
    let back = [ps(2, 1_000)];
    const { m, base } = twoRunners(() => ({ back, lay: [ps(2.02, 1_000)] }));
    const first = await placed(p, { ...base, betType: 'BACK', odds: 2.2, stake: 100 });
    const second = await placed(q, { ...base, betType: 'BACK', odds: 2.2, stake: 100 });
    back = [ps(2.2, 150)];
    await step(m.id);
    assert.equal((await fills(first.order.id)).length, 1);
    assert.deepEqual(await fills(second.order.id), [{ odds: '2.20', stake: '50.00' }]);
  });
});

describe('My Market', () => {
  test('lists a market where only an order waits, and adds what waiting orders reserve to a market with bets', async () => {
    const p = await h.player({ credit: 10_000 });
    const first = twoRunners(() => ({ back: [ps(2, 100)], lay: [ps(2.02, 1_000)] }));
    const second = twoRunners(() => ({ back: [ps(1.5, 1_000)], lay: [ps(1.52, 1_000)] }));
    // On the first: 100 matched at 2.00, 200 waits (reserving 200). On the second only an order waits.
    await placed(p, { ...first.base, betType: 'BACK', odds: 2, stake: 300 });
    await placed(p, { ...second.base, betType: 'LAY', odds: 1.4, stake: 100 });
    const rows = body<MyMarketRow[]>(await h.inject('GET', '/bet/myMarket', { token: p.token })).data;
    const of = (id: string) => rows.find((r) => r.betId === id);
    assert.deepEqual([of(first.m.id)?.trade, of(first.m.id)?.unmatched, of(first.m.id)?.exposure], [1, 1, 100 + 200]);
    assert.deepEqual(
      [of(second.m.id)?.trade, of(second.m.id)?.unmatched, of(second.m.id)?.exposure, of(second.m.id)?.kind],
      [0, 1, 40, 'matchBetting'],
    );
    assert.equal(
      rows.reduce((sum, r) => sum + r.exposure, 0),
      (await wallet(p)).exposure,
    );
  });
});

describe('cancel and a new price', () => {
  test("cancel returns the reservation at once; a second cancel or another player's cancel changes nothing", async () => {
    const p = await h.player({ credit: 1_000 });
    const other = await h.player({ credit: 1_000 });
    const { base } = twoRunners(() => ({ back: [ps(1.9, 1_000)], lay: [ps(1.92, 1_000)] }));
    const r = await placed(p, { ...base, betType: 'LAY', odds: 1.5, stake: 800 });
    assert.equal((await wallet(p)).exposure, 400);

    const stranger = await h.inject('POST', '/bet/order/cancel', { token: other.token, body: { orderId: r.order.id } });
    assert.equal(stranger.statusCode, 404, stranger.body);

    const res = await h.inject('POST', '/bet/order/cancel', { token: p.token, body: { orderId: r.order.id } });
    assert.equal(res.statusCode, 200, res.body);
    const cancelled = body<OrderResponse>(res).data;
    assert.deepEqual(
      [cancelled.order.status, cancelled.order.cancelled, cancelled.order.unmatched],
      ['CANCELLED', 800, 0],
    );
    assert.equal(cancelled.balance.exposure, 0);
    assert.equal((await wallet(p)).currentBalance, 1_000);

    const again = await h.inject('POST', '/bet/order/cancel', { token: p.token, body: { orderId: r.order.id } });
    assert.equal(again.statusCode, 409, again.body);
    assert.match(again.json<{ message: string }>().message, /nothing unmatched left to cancel/);
  });

  test('a new price that crosses matches at once; one that does not moves the reservation with it', async () => {
    const p = await h.player({ credit: 1_000 });
    const { base } = twoRunners(() => ({ back: [ps(1.9, 200)], lay: [ps(1.92, 1_000)] }));
    const r = await placed(p, { ...base, betType: 'LAY', odds: 1.5, stake: 300 });
    assert.equal((await wallet(p)).exposure, 150);
    // Lay at 1.80 instead: still below 1.92, the liability is now 240.
    const moved = await h.inject('POST', '/bet/order/price', {
      token: p.token,
      body: { orderId: r.order.id, odds: 1.8 },
    });
    assert.equal(moved.statusCode, 200, moved.body);
    assert.equal(body<OrderResponse>(moved).data.balance.exposure, 240);
    // Lay at 1.95: the lay on offer at 1.92 takes all 300, at 1.92.
    const crossed = await h.inject('POST', '/bet/order/price', {
      token: p.token,
      body: { orderId: r.order.id, odds: 1.95 },
    });
    const data = body<OrderResponse>(crossed).data;
    assert.equal(data.order.status, 'FILLED');
    assert.deepEqual(
      data.bets.map((b) => [b.odds, b.stake]),
      [[1.92, 300]],
    );
    assert.equal(data.balance.exposure, 276);
    // Not a price on the ladder: refused, nothing changed.
    const bad = await h.inject('POST', '/bet/order/price', {
      token: p.token,
      body: { orderId: r.order.id, odds: 2.03 },
    });
    assert.equal(bad.statusCode, 409, bad.body);
  });

  test('a price off the ladder and a wallet too small are refused and change nothing', async () => {
    const p = await h.player({ credit: 100 });
    const { base } = twoRunners(() => ({ back: [ps(1.9, 1_000)], lay: [ps(1.92, 1_000)] }));
    const off = await order(p, { ...base, betType: 'BACK', odds: 2.03, stake: 10 });
    assert.equal(off.statusCode, 400, off.body);
    assert.equal(off.json<{ code: string }>().code, 'INVALID_ODDS');
    // A lay of 300 at 1.50 waiting reserves 150: more than the 100 available.
    const short = await order(p, { ...base, betType: 'LAY', odds: 1.5, stake: 300 });
    assert.equal(short.statusCode, 400, short.body);
    assert.equal(short.json<{ code: string }>().code, 'INSUFFICIENT_BALANCE');
    assert.deepEqual(await orders(p, '?status=ALL'), []);
    assert.equal((await wallet(p)).exposure, 0);
  });
});

describe('retries, markets that take no orders, lapses and settlement', () => {
  test('the same key and body answer with the order as it is; another body under the key is 409', async () => {
    const p = await h.player({ credit: 1_000 });
    const { base } = twoRunners(() => ({ back: [ps(1.9, 1_000)], lay: [ps(1.92, 1_000)] }));
    const idempotencyKey = key();
    const first = await h.inject('POST', '/bet/order', {
      token: p.token,
      body: { ...base, idempotencyKey, betType: 'BACK', odds: 2.5, stake: 100 },
    });
    assert.equal(first.statusCode, 201, first.body);
    const again = await h.inject('POST', '/bet/order', {
      token: p.token,
      body: { ...base, idempotencyKey, betType: 'BACK', odds: 2.5, stake: 100 },
    });
    assert.equal(again.statusCode, 200, again.body);
    assert.equal(body<OrderResponse>(again).data.order.id, body<OrderResponse>(first).data.order.id);
    const other = await h.inject('POST', '/bet/order', {
      token: p.token,
      body: { ...base, idempotencyKey, betType: 'BACK', odds: 2.6, stake: 100 },
    });
    assert.equal(other.statusCode, 409, other.body);
    assert.equal((await orders(p)).length, 1);
    assert.equal((await wallet(p)).exposure, 100);
  });

  test('a bookmaker market takes bets at its price, not orders', async () => {
    const p = await h.player({ credit: 1_000 });
    const { match, market: m } = market((x) => x.priceKind === 'rate');
    const res = await order(p, {
      matchId: match.id,
      betId: m.id,
      selectionId: m.runners[0]!.selectionId,
      betType: 'BACK',
      odds: 2,
      stake: 10,
    });
    assert.equal(res.statusCode, 400, res.body);
    assert.equal(res.json<{ code: string }>().code, 'WRONG_KIND');
  });

  test('at the in-play turn an order lapses unless the player chose to keep it', async () => {
    const p = await h.player({ credit: 10_000 });
    let inPlay = false;
    const { m, base } = twoRunners(
      () => ({ back: [ps(1.9, 1_000)], lay: [ps(1.92, 1_000)] }),
      () => ({ inPlay, betDelay: 0 }),
    );
    const lapsing = await placed(p, { ...base, betType: 'BACK', odds: 2.5, stake: 100 });
    const kept = await placed(p, { ...base, betType: 'BACK', odds: 2.6, stake: 100, inPlay: 'KEEP' });
    assert.equal((await wallet(p)).exposure, 200);
    inPlay = true;
    await step(m.id);
    const all = await orders(p, '?status=ALL');
    const byId = new Map(all.map((o) => [o.id, o]));
    assert.deepEqual([byId.get(lapsing.order.id)?.status, byId.get(lapsing.order.id)?.cancelled], ['LAPSED', 100]);
    assert.equal(byId.get(kept.order.id)?.status, 'OPEN');
    assert.equal((await wallet(p)).exposure, 100);
    // Placed in-play, it is past the turn: it waits until the result.
    const late = await placed(p, { ...base, betType: 'BACK', odds: 2.7, stake: 100 });
    await step(m.id);
    assert.equal((await orders(p)).find((o) => o.id === late.order.id)?.status, 'OPEN');
  });

  test('in-play, an order is held for the delay; a suspension meanwhile refuses it and reserves nothing', async () => {
    const p = await h.player({ credit: 1_000 });
    let version = 1;
    const { base } = twoRunners(
      () => ({ back: [ps(1.9, 1_000)], lay: [ps(1.92, 1_000)] }),
      () => ({ inPlay: true, betDelay: 3, version }),
    );
    const placement = h.ctx.betting.placement;
    const hold = placement.hold;
    const held: number[] = [];
    undo.push(() => {
      placement.hold = hold;
    });
    placement.hold = (ms) => {
      held.push(ms);
      return Promise.resolve();
    };
    const r = await placed(p, { ...base, betType: 'BACK', odds: 2.5, stake: 100 });
    assert.deepEqual(held, [3_000]);
    assert.equal(r.order.status, 'OPEN');
    placement.hold = (ms) => {
      held.push(ms);
      version += 1;
      return Promise.resolve();
    };
    const refused = await order(p, { ...base, betType: 'BACK', odds: 2.5, stake: 100 });
    assert.equal(refused.statusCode, 400, refused.body);
    assert.equal(refused.json<{ code: string }>().code, 'MARKET_SUSPENDED');
    assert.equal((await orders(p)).length, 1);
    assert.equal((await wallet(p)).exposure, 100);
  });

  test('a declaration lapses what waits and settles only the matched part', async () => {
    const p = await h.player({ credit: 10_000 });
    const { m, base, A } = twoRunners(() => ({ back: [ps(2, 200)], lay: [ps(2.02, 1_000)] }));
    // Back 500 at 2.00: 200 matched, 300 waits.
    const r = await placed(p, { ...base, betType: 'BACK', odds: 2, stake: 500 });
    assert.deepEqual([r.order.matched, r.order.unmatched], [200, 300]);
    const declared = await h.operator('POST', '/operator/results/declare', { marketId: m.id, winner: A });
    assert.equal(declared.statusCode, 200, declared.body);
    const [o] = await orders(p, '?status=ALL');
    assert.deepEqual([o!.status, o!.matched, o!.cancelled], ['LAPSED', 200, 300]);
    const w = await wallet(p);
    // 200 at 2.00 won 200 (less 1 % commission on match odds: 2): the 300 was never at stake.
    assert.deepEqual([w.exposure, w.totalBalance], [0, 10_198]);
    // A step after it finds nothing left to do.
    await step(m.id);
    assert.equal((await h.db.select().from(betOrders).where(eq(betOrders.id, r.order.id)))[0]!.status, 'LAPSED');
  });
});

describe('two API processes on one database', () => {
  test('each runs the matching step on the same feed update; a waiting order is filled once', async () => {
    const second = await harness({}, { database: h.database });
    try {
      const p = await h.player({ credit: 10_000 });
      let back = [ps(2, 1_000)];
      const { m, A, B, base } = twoRunners(() => ({ back, lay: [ps(2.02, 1_000)] }));
      assert.ok(second.ctx.feed.market(m.id), 'the second process reads the same feed');
      const ladder = () => ({ [A]: { back, lay: [ps(2.02, 1_000)] }, [B]: { back: [ps(1.6, 1_000)], lay: [] } });
      serve(m.id, ladder, () => ({}), second);
      const r = await placed(p, { ...base, betType: 'BACK', odds: 2.2, stake: 300 });
      // 100 on offer at 2.20: each process sees it; only one may take it for this update.
      back = [ps(2.2, 100)];
      const update = ++tick;
      await Promise.all([h.ctx.betting.orders.check(m.id, update), second.ctx.betting.orders.check(m.id, update)]);
      assert.deepEqual(await fills(r.order.id), [{ odds: '2.20', stake: '100.00' }]);
    } finally {
      await second.close();
    }
  });
});

describe('fills racing cancels', () => {
  test('each part is filled or cancelled, never both', async () => {
    const players = await Promise.all(Array.from({ length: 10 }, () => h.player({ credit: 10_000 })));
    let back = [ps(2, 100_000)];
    const { m, base } = twoRunners(() => ({ back, lay: [ps(2.02, 100_000)] }));
    const placedOrders = [];
    for (const p of players)
      placedOrders.push({ p, r: await placed(p, { ...base, betType: 'BACK', odds: 2.2, stake: 100 }) });
    back = [ps(2.2, 100_000)];
    const results = await Promise.all([
      step(m.id),
      ...placedOrders.map(({ p, r }) =>
        h.inject('POST', '/bet/order/cancel', { token: p.token, body: { orderId: r.order.id } }),
      ),
    ]);
    await h.ctx.betting.orders.idle();
    let filled = 0;
    let cancelled = 0;
    for (const [i, { p, r }] of placedOrders.entries()) {
      const [o] = (await orders(p, '?status=ALL')).filter((x) => x.id === r.order.id);
      const parts = await fills(r.order.id);
      const res = results[i + 1] as { statusCode: number };
      if (o!.status === 'FILLED') {
        filled++;
        assert.equal(parts.length, 1);
        assert.equal(res.statusCode, 409);
      } else {
        cancelled++;
        assert.equal(o!.status, 'CANCELLED');
        assert.equal(parts.length, 0);
        assert.equal(res.statusCode, 200);
      }
      assert.equal(o!.matched + o!.cancelled, 100);
    }
    assert.equal(filled + cancelled, 10);
  });
});
