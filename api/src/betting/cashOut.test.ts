/**
 * Cash out over HTTP: the quoted opposite bet is placed as a bet and levels the position (full and
 * partial, two and three runners, bookmaker), a stale quote or a changed position refuses it, two
 * cash outs racing never both go through, a retry answers with the first, and it settles as the
 * bets it is. The ledger invariants are checked after every test.
 */
import { after, afterEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { MarketPosition, PlaceBetResponse, PlacedBet, UserBalance } from '@backlay/shared/api';
import { commissionCents } from '@backlay/shared/betting';
import type { Market, MatchSnapshot } from '@backlay/shared/sports';
import { body, harness, type Harness, type TestPlayer } from '../test/harness.js';
import { snapshotTables } from '../test/snapshots.js';

const h: Harness = await harness();
after(() => h.close());

/** What each test changed in the engine (the feed's prices, the in-play hold), put back after it. */
const undo: (() => void)[] = [];
afterEach(async () => {
  for (const restore of undo.splice(0).reverse()) restore();
  await h.assertLedger();
});

let counter = 0;
const key = () => `cash-out-${++counter}-${Date.now().toString(36)}`;

const used = new Set<string>();

/** A market no test here has used yet, open with prices on every runner. */
function market(pred: (m: Market, s: MatchSnapshot) => boolean): { match: MatchSnapshot; market: Market } {
  for (const match of h.ctx.feed.views()) {
    for (const m of [...match.tournament]) {
      if (
        !used.has(m.id) &&
        m.status === 'OPEN' &&
        m.result === null &&
        m.runners.every((r) => r.status === 'ACTIVE') &&
        pred(m, match)
      ) {
        used.add(m.id);
        return { match, market: m };
      }
    }
  }
  throw new Error('no market fits');
}

type Prices = Record<number, [back: number | null, lay: number | null]>;

/** Serves the market to the betting engine with these best prices (and whatever else `extra` sets). */
function price(marketId: string, prices: () => Prices, extra: (m: Market) => Partial<Market> = () => ({})) {
  const feed = h.ctx.feed;
  const original = feed.market.bind(feed);
  feed.market = (id: string) => {
    const found = original(id);
    if (!found || id !== marketId) return found;
    const now = prices();
    const runners = found.market.runners.map((r) => {
      const [back, lay] = now[r.selectionId] ?? [null, null];
      return {
        ...r,
        ex: {
          ...r.ex,
          availableToBack: back === null ? [] : [{ price: back, size: 1_000_000 }],
          availableToLay: lay === null ? [] : [{ price: lay, size: 1_000_000 }],
        },
      };
    });
    return { matchId: found.matchId, market: { ...found.market, runners, ...extra(found.market) } };
  };
  undo.push(() => {
    feed.market = original;
  });
}

async function bet(
  p: TestPlayer,
  matchId: string,
  m: Market,
  selectionId: number,
  side: 'BACK' | 'LAY',
  odds: number,
  stake: number,
) {
  const res = await h.inject('POST', '/bet/matchBetting', {
    token: p.token,
    body: { idempotencyKey: key(), matchId, betId: m.id, selectionId, betType: side, odds, stake },
  });
  assert.equal(res.statusCode, 201, res.body);
  return body<PlaceBetResponse>(res).data.bet;
}

interface Quote {
  selectionId: number;
  betType: 'BACK' | 'LAY';
  odds: number;
  stake: number;
  percent: number;
}

const cashOut = (p: TestPlayer, matchId: string, marketId: string, quote: Quote, idempotencyKey = key()) =>
  h.inject('POST', '/bet/cashOut', { token: p.token, body: { idempotencyKey, matchId, marketId, ...quote } });

async function positions(p: TestPlayer, matchId: string, marketId: string): Promise<Record<string, number>> {
  const res = await h.inject('POST', '/bet/profitLoss', { token: p.token, body: { matchId } });
  const found = body<MarketPosition[]>(res).data.find((x) => x.betId === marketId);
  return found?.runners ?? {};
}

async function wallet(p: TestPlayer): Promise<UserBalance> {
  return body<{ userBal: UserBalance }>(await h.inject('GET', '/user/profile', { token: p.token })).data.userBal;
}

const code = (res: { json: <T>() => T }) => res.json<{ code: string }>().code;

/**
 * A player's back of 1,000 at 2.50 on A of a two-runner match before the off (A 2.50 / 2.52, B
 * 1.66 / 1.68 then): A +1,500, B −1,000. `move` changes the prices on offer.
 */
async function twoRunners(
  first: (x: { p: TestPlayer; match: MatchSnapshot; m: Market; a: number }) => Promise<void> = async ({
    p,
    match,
    m,
    a,
  }) => {
    await bet(p, match.id, m, a, 'BACK', 2.5, 1000);
  },
) {
  const p = await h.player({ credit: 10_000 });
  const { match, market: m } = market((x, s) => x.type === 'matchOdds' && x.runners.length === 2 && !s.fixture.inPlay);
  const [a, b] = m.runners.map((r) => r.selectionId) as [number, number];
  let prices: Prices = { [a]: [2.5, 2.52], [b]: [1.66, 1.68] };
  let extra: Partial<Market> = {};
  price(
    m.id,
    () => prices,
    () => extra,
  );
  await first({ p, match, m, a });
  return {
    p,
    match,
    m,
    a,
    b,
    move: (next: Prices, more: Partial<Market> = extra) => {
      prices = next;
      extra = more;
    },
    /** A shortened: 1.98 / 2.00, B 1.98 / 2.02. Laying A 1,250 at 2.00 levels the back to +250 on both. */
    shorten: () => {
      prices = { [a]: [1.98, 2], [b]: [1.98, 2.02] };
    },
    all: { selectionId: a, betType: 'LAY' as const, odds: 2, stake: 1250, percent: 100 },
  };
}

describe('cash out', () => {
  test('two runners, full: lay A 1,250 at 2.00 levels a back of 1,000 at 2.50 to +250 on both, and settles so', async () => {
    const { p, match, m, a, b, shorten, all } = await twoRunners();
    assert.deepEqual(await positions(p, match.id, m.id), { [a]: 1500, [b]: -1000 });
    shorten();
    const res = await cashOut(p, match.id, m.id, all);
    assert.equal(res.statusCode, 201, res.body);
    const placed: PlacedBet = body<PlaceBetResponse>(res).data.bet;
    assert.deepEqual([placed.betType, placed.selectionId, placed.odds, placed.stake], ['LAY', a, 2, 1250]);
    assert.deepEqual(await positions(p, match.id, m.id), { [a]: 250, [b]: 250 });
    // Nothing can be lost now: no exposure, everything available.
    const now = await wallet(p);
    assert.equal(now.exposure, 0);
    assert.equal(now.currentBalance, 10_000);

    // It settles as the two bets it is: +250 net on the market, less 1 % commission.
    const declared = await h.operator('POST', '/operator/results/declare', { marketId: m.id, winner: b });
    assert.equal(declared.statusCode, 200, declared.body);
    const net = 25_000 - commissionCents(25_000, 100);
    assert.equal((await wallet(p)).currentBalance, (1_000_000 + net) / 100);
  });

  test('partial: half of it lays 625, leaving A +875 and B −375; the rest can be cashed out later', async () => {
    const { p, match, m, a, b, shorten, all } = await twoRunners();
    shorten();
    const half = await cashOut(p, match.id, m.id, { ...all, stake: 625, percent: 50 });
    assert.equal(half.statusCode, 201, half.body);
    assert.deepEqual(await positions(p, match.id, m.id), { [a]: 875, [b]: -375 });
    assert.equal((await wallet(p)).exposure, 375);
    // The rest: D = 1,250, 1,250 / 2.00 = 625 again → +250 on both.
    const rest = await cashOut(p, match.id, m.id, { ...all, stake: 625 });
    assert.equal(rest.statusCode, 201, rest.body);
    assert.deepEqual(await positions(p, match.id, m.id), { [a]: 250, [b]: 250 });
  });

  test('three runners: a back of 1,000 at 4.00 is cashed out by laying 952.38 at 4.20 (−47.62 on each)', async () => {
    const p = await h.player({ credit: 10_000 });
    const { match, market: m } = market(
      (x, s) => x.type === 'matchOdds' && x.runners.length === 3 && !s.fixture.inPlay,
    );
    const [a, b, c] = m.runners.map((r) => r.selectionId) as [number, number, number];
    let prices: Prices = { [a]: [4, 4.1], [b]: [2.5, 2.56], [c]: [3.4, 3.5] };
    price(m.id, () => prices);
    await bet(p, match.id, m, a, 'BACK', 4, 1000);
    prices = { [a]: [4.1, 4.2], [b]: [2.5, 2.56], [c]: [3.4, 3.5] };
    const all = { selectionId: a, betType: 'LAY' as const, odds: 4.2, stake: 952.38, percent: 100 };
    const res = await cashOut(p, match.id, m.id, all);
    assert.equal(res.statusCode, 201, res.body);
    assert.deepEqual(await positions(p, match.id, m.id), { [a]: -47.62, [b]: -47.62, [c]: -47.62 });
    assert.equal((await wallet(p)).exposure, 47.62);

    // Bets on the other two runners: three different figures, no single bet levels them.
    await bet(p, match.id, m, b, 'BACK', 2.5, 1000);
    await bet(p, match.id, m, c, 'BACK', 3.4, 1000);
    const before = await snapshotTables(h.db);
    const refused = await cashOut(p, match.id, m.id, { ...all, stake: 1000 });
    assert.equal(refused.statusCode, 400, refused.body);
    assert.equal(code(refused), 'CASH_OUT_UNAVAILABLE');
    assert.match(body(refused).message, /several runners/);
    assert.equal(await snapshotTables(h.db), before);
  });

  test('a stale quote is refused with the price on offer now and changes nothing', async () => {
    const { p, match, m, b, shorten, all } = await twoRunners();
    shorten();
    const before = await snapshotTables(h.db);
    for (const stale of [
      { ...all, odds: 2.02, stake: 1237.62 },
      { ...all, stake: 1200 },
      { ...all, betType: 'BACK' as const },
      { ...all, selectionId: b },
      { ...all, percent: 50 },
    ]) {
      const res = await cashOut(p, match.id, m.id, stale);
      assert.equal(res.statusCode, 400, res.body);
      assert.equal(code(res), 'QUOTE_CHANGED');
      assert.equal(
        body(res).message,
        'The cash-out quote has changed: lay ' + (stale.percent === 50 ? '625.00' : '1250.00') + ' at 2.',
      );
      assert.deepEqual(res.json<{ current: unknown }>().current, { odds: 2 });
    }
    assert.equal(await snapshotTables(h.db), before);
  });

  test('two cash outs racing: one is placed, the other refused; the position is level, not reversed', async () => {
    const { p, match, m, a, b, shorten, all } = await twoRunners();
    shorten();
    const answers = await Promise.all([1, 2, 3].map(() => cashOut(p, match.id, m.id, all)));
    const codes = answers.map((r) => r.statusCode).sort();
    assert.deepEqual(codes, [201, 400, 400], answers.map((r) => r.body).join('\n'));
    for (const r of answers.filter((x) => x.statusCode === 400))
      assert.ok(['POSITION_CHANGED', 'CASH_OUT_UNAVAILABLE'].includes(code(r)), r.body);
    assert.deepEqual(await positions(p, match.id, m.id), { [a]: 250, [b]: 250 });
  });

  test('a retry with the same key answers with the first bet and places nothing more', async () => {
    const { p, match, m, a, b, shorten, all } = await twoRunners();
    shorten();
    const same = key();
    const first = await cashOut(p, match.id, m.id, all, same);
    assert.equal(first.statusCode, 201, first.body);
    const again = await cashOut(p, match.id, m.id, all, same);
    assert.equal(again.statusCode, 200, again.body);
    assert.equal(body<PlaceBetResponse>(again).data.bet.id, body<PlaceBetResponse>(first).data.bet.id);
    assert.deepEqual(await positions(p, match.id, m.id), { [a]: 250, [b]: 250 });
  });

  test('after the operator deletes one of two bets, the quote and the bet placed level what is left', async () => {
    const { p, match, m, a, b, shorten, all } = await twoRunners(async ({ p, match, m, a }) => {
      const first = await bet(p, match.id, m, a, 'BACK', 2.5, 400);
      await bet(p, match.id, m, a, 'BACK', 2.5, 1000);
      const deleted = await h.operator('POST', '/operator/bets/delete', {
        betIds: [first.id],
        reason: 'Palpable error',
      });
      assert.equal(deleted.statusCode, 200, deleted.body);
    });
    assert.deepEqual(await positions(p, match.id, m.id), { [a]: 1500, [b]: -1000 });
    shorten();
    // What is left is the back of 1,000: laying 1,250 at 2.00 levels it, not 1,750 (both bets).
    const res = await cashOut(p, match.id, m.id, all);
    assert.equal(res.statusCode, 201, res.body);
    assert.deepEqual(await positions(p, match.id, m.id), { [a]: 250, [b]: 250 });
  });

  test('in play it is held for the delay and the price checked again: a worse price by then refuses it', async () => {
    const { p, match, m, a, b, move, all } = await twoRunners();
    const inPlay = { inPlay: true, betDelay: 4 };
    move({ [a]: [1.98, 2], [b]: [1.98, 2.02] }, inPlay);
    const placement = h.ctx.betting.placement;
    const hold = placement.hold;
    undo.push(() => {
      placement.hold = hold;
    });
    const held: number[] = [];
    placement.hold = (ms) => {
      held.push(ms);
      move({ [a]: [2.04, 2.06], [b]: [1.95, 1.97] }, inPlay);
      return Promise.resolve();
    };
    const before = await snapshotTables(h.db);
    const res = await cashOut(p, match.id, m.id, all);
    assert.deepEqual(held, [4000]);
    assert.equal(res.statusCode, 400, res.body);
    assert.equal(code(res), 'PRICE_CHANGED');
    assert.equal(await snapshotTables(h.db), before);

    // Held and still there: placed.
    placement.hold = (ms) => {
      held.push(ms);
      return Promise.resolve();
    };
    // Now backing B levels it best: 2,500 / 1.95 = 1,282.05 → A 1,500 − 1,282.05, B −1,000 + 1,217.95.
    const quote = { selectionId: b, betType: 'BACK' as const, odds: 1.95, stake: 1282.05, percent: 100 };
    const ok = await cashOut(p, match.id, m.id, quote);
    assert.equal(ok.statusCode, 201, ok.body);
    assert.deepEqual(held, [4000, 4000]);
    assert.deepEqual(await positions(p, match.id, m.id), { [a]: 217.95, [b]: 217.95 });
  });

  test('bookmaker: a back of 1,000 at rate 50 is cashed out by laying 986.84 at 52 (−13.16 on each)', async () => {
    const p = await h.player({ credit: 10_000 });
    const { match, market: m } = market((x, s) => x.type === 'bookmaker' && x.runners.length >= 2 && !s.fixture.inPlay);
    const ids = m.runners.map((r) => r.selectionId);
    const [a] = ids as [number];
    let prices: Prices = Object.fromEntries(ids.map((id) => [id, id === a ? [50, 52] : [60, 62]]));
    price(m.id, () => prices);
    await bet(p, match.id, m, a, 'BACK', 50, 1000);
    prices = Object.fromEntries(ids.map((id) => [id, id === a ? [48, 52] : [null, null]]));
    const res = await cashOut(p, match.id, m.id, {
      selectionId: a,
      betType: 'LAY',
      odds: 52,
      stake: 986.84,
      percent: 100,
    });
    assert.equal(res.statusCode, 201, res.body);
    const after = await positions(p, match.id, m.id);
    assert.equal(after[a], -13.16);
    for (const id of ids.slice(1)) assert.equal(after[id], -13.16);
  });

  test('not offered: nothing to cash out, a suspended market, a session market; bad bodies and no login', async () => {
    const { p, match, m, a, b, move, all } = await twoRunners(() => Promise.resolve());
    const shortened: Prices = { [a]: [1.98, 2], [b]: [1.98, 2.02] };
    move(shortened);
    const before = await snapshotTables(h.db);
    const none = await cashOut(p, match.id, m.id, all);
    assert.equal(code(none), 'CASH_OUT_UNAVAILABLE');
    assert.equal(body(none).message, 'You have no bets on this market to cash out.');

    move(shortened, { status: 'SUSPENDED' });
    const paused = await cashOut(p, match.id, m.id, all);
    assert.equal(code(paused), 'MARKET_SUSPENDED');

    const session = Object.values(match.apiSession).flat()[0];
    if (session) {
      const res = await cashOut(p, match.id, session.id, all);
      assert.equal(code(res), 'CASH_OUT_UNAVAILABLE');
    }
    assert.equal(code(await cashOut(p, match.id, 'no-such-market', all)), 'MARKET_NOT_FOUND');
    for (const bad of [
      { ...all, percent: 0 },
      { ...all, percent: 101 },
      { ...all, percent: 50.5 },
      { ...all, betType: 'YES' },
      { ...all, stake: -1 },
      { ...all, extra: 1 },
    ]) {
      const res = await cashOut(p, match.id, m.id, bad as Quote);
      assert.equal(res.statusCode, 400, res.body);
    }
    const anonymous = await h.inject('POST', '/bet/cashOut', {
      body: { idempotencyKey: key(), matchId: match.id, marketId: m.id, ...all },
    });
    assert.equal(anonymous.statusCode, 401);
    assert.equal(await snapshotTables(h.db), before);
  });
});
