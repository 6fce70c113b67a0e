/**
 * Betting over HTTP: placement at every kind path with its refusals, idempotency, the in-play
 * delay, exposure reservation, positions and ladders, settlement from the operator and from the
 * feed, undeclare, void, deletion, race withdrawal, and the lists. The ledger invariants are
 * checked after every test.
 */
import { after, afterEach, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type {
  MarketPosition,
  MyMarketRow,
  Paged,
  PlaceBetResponse,
  PlacedBet,
  ProfitLossReport,
  RunAmount,
  TransactionRow,
  UserBalance,
} from '@backlay/shared/api';
import { commissionCents } from '@backlay/shared/betting';
import type { Market, MatchSnapshot, Runner, SessionProfitLoss } from '@backlay/shared/sports';
import { body, harness, type Harness, type TestPlayer } from '../test/harness.js';

const h: Harness = await harness();
after(() => h.close());
afterEach(() => h.assertLedger());

let keyCounter = 0;
const key = () => `test-key-${++keyCounter}-${Date.now().toString(36)}`;

interface Found {
  match: MatchSnapshot;
  market: Market;
}

function allMarkets(s: MatchSnapshot): Market[] {
  return [...s.tournament, ...Object.values(s.apiSession).flat()];
}

/** Markets a test has declared: the others leave them alone. */
const resulted = new Set<string>();

/** Markets some test has bet on. */
const touched = new Set<string>();

/** The first market the feed offers that fits and no test has bet on yet. */
function fresh(pred: (m: Market, s: MatchSnapshot) => boolean): Found {
  return find((m, s) => !touched.has(m.id) && pred(m, s));
}

/** The first market the feed offers that fits. */
function find(pred: (m: Market, s: MatchSnapshot) => boolean): Found {
  for (const match of h.ctx.feed.views()) {
    for (const market of allMarkets(match)) {
      if (
        market.status === 'OPEN' &&
        !resulted.has(market.id) &&
        market.runners.every((r) => r.ex.availableToBack.length > 0 && r.ex.availableToLay.length > 0) &&
        pred(market, match)
      ) {
        return { match, market };
      }
    }
  }
  throw new Error('no market fits');
}

/** Serves a changed copy of one market to the betting engine (the feed itself is never touched). */
function override(marketId: string, change: (m: Market) => Market): () => void {
  const feed = h.ctx.feed;
  const original = feed.market.bind(feed);
  feed.market = (id: string) => {
    const found = original(id);
    return found && id === marketId ? { matchId: found.matchId, market: change(found.market) } : found;
  };
  return () => {
    feed.market = original;
  };
}

const best = (r: Runner, side: 'back' | 'lay') =>
  side === 'back' ? r.ex.availableToBack[0]! : r.ex.availableToLay[0]!;

async function balance(p: TestPlayer): Promise<UserBalance> {
  const res = await h.inject('GET', '/user/profile', { token: p.token });
  return body<{ userBal: UserBalance }>(res).data.userBal;
}

async function place(p: TestPlayer, path: string, payload: Record<string, unknown>) {
  if (typeof payload.betId === 'string') touched.add(payload.betId);
  return h.inject('POST', `/${path}`, { token: p.token, body: { idempotencyKey: key(), ...payload } });
}

async function placeOk(p: TestPlayer, path: string, payload: Record<string, unknown>): Promise<PlacedBet> {
  const res = await place(p, path, payload);
  assert.equal(res.statusCode, 201, res.body);
  return body<PlaceBetResponse>(res).data.bet;
}

async function operator(url: string, payload: { marketId?: string } & Record<string, unknown>) {
  if (url.endsWith('/declare') && payload.marketId) resulted.add(payload.marketId);
  const res = await h.operator('POST', url, payload);
  assert.equal(res.statusCode, 200, res.body);
  return body<{ settled?: number; version?: number }>(res);
}

const preMatchOdds = () => find((m, s) => m.type === 'matchOdds' && !s.fixture.inPlay && m.runners.length === 3);

describe('placing an exchange bet', () => {
  let p: TestPlayer;
  let f: Found;
  before(async () => {
    p = await h.player({ credit: 5000 });
    f = preMatchOdds();
  });

  test('a back bet reserves its stake, answers 201 with the bet, and shows in positions', async () => {
    const [a] = f.market.runners;
    const price = best(a!, 'back').price;
    const res = await place(p, 'bet/matchBetting', {
      matchId: f.match.id,
      betId: f.market.id,
      selectionId: a!.selectionId,
      betType: 'BACK',
      odds: price,
      stake: 100,
    });
    assert.equal(res.statusCode, 201, res.body);
    const b = body<PlaceBetResponse>(res);
    assert.match(b.message, /^Bet placed: BACK /);
    assert.equal(b.data.bet.result, 'PENDING');
    assert.equal(b.data.bet.stake, 100);
    assert.equal(b.data.bet.odds, price);
    assert.equal(b.data.bet.kind, 'matchBetting');
    assert.equal(b.data.balance.exposure, 100);
    assert.equal(b.data.balance.currentBalance, 4900);
    assert.deepEqual(await balance(p), { ...b.data.balance });

    const pos = body<MarketPosition[]>(
      await h.inject('POST', '/bet/profitLoss', { token: p.token, body: { matchId: f.match.id } }),
    ).data;
    assert.equal(pos.length, 1);
    const win = Math.round(100 * (price - 1) * 100) / 100;
    assert.equal(pos[0]!.runners[String(a!.selectionId)], win);
    for (const r of f.market.runners.slice(1)) assert.equal(pos[0]!.runners[String(r.selectionId)], -100);
    assert.equal(pos[0]!.exposure, 100);

    const detail = body<{ teamRates: Record<string, number>; profitLossDataMatch: Record<string, number> }>(
      await h.inject('GET', `/match/${f.match.id}`, { token: p.token }),
    ).data;
    assert.equal(detail.teamRates[`${f.market.id}_${a!.selectionId}`], win);
    assert.equal(detail.profitLossDataMatch[`${f.market.id}_profitLoss_${f.match.id}`], -100);
  });

  test('a lay on another runner hedges: exposure is the worst runner, not the sum of liabilities', async () => {
    const [, b] = f.market.runners;
    const price = best(b!, 'lay').price;
    await placeOk(p, 'bet/matchBetting', {
      matchId: f.match.id,
      betId: f.market.id,
      selectionId: b!.selectionId,
      betType: 'LAY',
      odds: price,
      stake: 100,
    });
    const pos = body<MarketPosition[]>(
      await h.inject('POST', '/bet/profitLoss', { token: p.token, body: { matchId: f.match.id } }),
    ).data[0]!;
    const worst = Math.min(...Object.values(pos.runners));
    assert.equal(pos.exposure, -worst);
    assert.equal((await balance(p)).exposure, -worst);
  });

  test('a repeated idempotency key returns the first bet and changes nothing; a different body is refused', async () => {
    const [a] = f.market.runners;
    const payload = {
      idempotencyKey: key(),
      matchId: f.match.id,
      betId: f.market.id,
      selectionId: a!.selectionId,
      betType: 'BACK',
      odds: best(a!, 'back').price,
      stake: 100,
    };
    const first = await h.inject('POST', '/bet/matchBetting', { token: p.token, body: payload });
    assert.equal(first.statusCode, 201);
    const before = await balance(p);
    const again = await h.inject('POST', '/bet/matchBetting', { token: p.token, body: payload });
    assert.equal(again.statusCode, 200);
    assert.equal(body<PlaceBetResponse>(again).data.bet.id, body<PlaceBetResponse>(first).data.bet.id);
    assert.match(body(again).message, /already placed/);
    assert.deepEqual(await balance(p), before);
    const changed = await h.inject('POST', '/bet/matchBetting', { token: p.token, body: { ...payload, stake: 101 } });
    assert.equal(changed.statusCode, 409);
    assert.deepEqual(await balance(p), before);
  });

  test('the same key sent twice at once makes one bet: both answers carry it', async () => {
    const [a] = f.market.runners;
    const payload = {
      idempotencyKey: key(),
      matchId: f.match.id,
      betId: f.market.id,
      selectionId: a!.selectionId,
      betType: 'BACK',
      odds: 1.01,
      stake: 100,
    };
    const before = await balance(p);
    const answers = await Promise.all(
      [1, 2, 3].map(() => h.inject('POST', '/bet/matchBetting', { token: p.token, body: payload })),
    );
    assert.deepEqual(answers.map((r) => r.statusCode).sort(), [200, 200, 201]);
    assert.equal(new Set(answers.map((r) => body<PlaceBetResponse>(r).data.bet.id)).size, 1);
    assert.equal((await balance(p)).exposure, before.exposure + 100);
  });

  test('a better price is taken and filled at the better price; a worse one is refused with the price now', async () => {
    const [, , c] = f.market.runners;
    const top = best(c!, 'back').price;
    const low = 1.01;
    const bet = await placeOk(p, 'bet/matchBetting', {
      matchId: f.match.id,
      betId: f.market.id,
      selectionId: c!.selectionId,
      betType: 'BACK',
      odds: low,
      stake: 100,
    });
    assert.equal(bet.requestedOdds, low);
    assert.equal(bet.odds, top);
    const tooHigh = await place(p, 'bet/matchBetting', {
      matchId: f.match.id,
      betId: f.market.id,
      selectionId: c!.selectionId,
      betType: 'BACK',
      odds: 1000,
      stake: 100,
    });
    assert.equal(tooHigh.statusCode, 400);
    const rejection = tooHigh.json<{ code: string; current: { odds: number } }>();
    assert.equal(rejection.code, 'PRICE_CHANGED');
    assert.equal(rejection.current.odds, top);
    const exact = await place(p, 'bet/matchBetting', {
      matchId: f.match.id,
      betId: f.market.id,
      selectionId: c!.selectionId,
      betType: 'BACK',
      odds: low,
      stake: 100,
      acceptBetterOdds: false,
    });
    assert.equal(body<PlaceBetResponse>(exact).data.bet.odds, low);
  });
});

describe('refusals change nothing', () => {
  let p: TestPlayer;
  let f: Found;
  before(async () => {
    p = await h.player({ credit: 50 });
    f = preMatchOdds();
  });

  const cases: [string, () => Record<string, unknown>, string | null, number, RegExp][] = [];

  test('each refusal answers with its status, code and message', async () => {
    const [a] = f.market.runners;
    const ok = {
      matchId: f.match.id,
      betId: f.market.id,
      selectionId: a!.selectionId,
      betType: 'BACK',
      odds: 1.01,
      stake: 100,
    };
    const before = await balance(p);
    const expectations: [string, Record<string, unknown>, string, number, string | null, RegExp][] = [
      [
        'stake below the minimum',
        { ...ok, stake: f.market.minBet - 1 },
        'bet/matchBetting',
        400,
        'STAKE_BELOW_MIN',
        /between/,
      ],
      [
        'stake above the maximum',
        { ...ok, stake: f.market.maxBet + 1 },
        'bet/matchBetting',
        400,
        'STAKE_ABOVE_MAX',
        /between/,
      ],
      ['three decimals', { ...ok, stake: 100.005 }, 'bet/matchBetting', 400, 'INVALID_STAKE', /two decimals/],
      [
        'a price off the ladder',
        { ...ok, odds: 2.01 },
        'bet/matchBetting',
        400,
        'INVALID_ODDS',
        /not a valid exchange price/,
      ],
      ['the wrong kind path', ok, 'bet/session', 400, 'WRONG_KIND', /bet\/matchBetting/],
      [
        'an unknown market',
        { ...ok, betId: 'no-such-market' },
        'bet/matchBetting',
        404,
        'MARKET_NOT_FOUND',
        /not open/,
      ],
      ['an unknown runner', { ...ok, selectionId: 999_999 }, 'bet/matchBetting', 400, 'INVALID_SELECTION', /no runner/],
      ['more than the balance', ok, 'bet/matchBetting', 400, 'INSUFFICIENT_BALANCE', /Insufficient balance/],
      ['a missing field', { ...ok, stake: undefined }, 'bet/matchBetting', 400, null, /stake/],
      ['an unknown field', { ...ok, sneaky: 1 }, 'bet/matchBetting', 400, null, /.+/],
    ];
    for (const [what, payload, path, status, code, message] of expectations) {
      const res = await place(p, path, payload);
      assert.equal(res.statusCode, status, `${what}: ${res.body}`);
      const b = res.json<{ message: string; code?: string }>();
      if (code) assert.equal(b.code, code, what);
      assert.match(b.message, message, what);
    }
    assert.deepEqual(await balance(p), before);
    const bets = body<Paged<PlacedBet>>(await h.inject('GET', '/bet', { token: p.token })).data;
    assert.equal(bets.count, 0);
    assert.equal(cases.length, 0);
  });

  test('a suspended market and a closed one are refused', async () => {
    const [a] = f.market.runners;
    const ok = {
      matchId: f.match.id,
      betId: f.market.id,
      selectionId: a!.selectionId,
      betType: 'BACK',
      odds: 1.01,
      stake: 100,
    };
    let restore = override(f.market.id, (m) => ({ ...m, status: 'SUSPENDED' }));
    let res = await place(p, 'bet/matchBetting', ok);
    restore();
    assert.equal(res.statusCode, 400);
    assert.equal(res.json<{ code: string }>().code, 'MARKET_SUSPENDED');
    restore = override(f.market.id, (m) => ({ ...m, status: 'CLOSED' }));
    res = await place(p, 'bet/matchBetting', ok);
    restore();
    assert.equal(res.json<{ code: string }>().code, 'MARKET_CLOSED');
  });

  test('without a session there is no betting', async () => {
    const res = await h.inject('POST', '/bet/matchBetting', { body: { idempotencyKey: key() } });
    assert.equal(res.statusCode, 401);
  });
});

describe('the in-play delay', () => {
  test('an in-play bet is held for the market delay, then the price is checked again', async () => {
    const p = await h.player({ credit: 1000 });
    const f = preMatchOdds();
    const [a] = f.market.runners;
    const price = best(a!, 'back').price;
    const held: number[] = [];
    let moved = false;
    const placement = h.ctx.betting.placement;
    const originalHold = placement.hold;
    let restore = override(f.market.id, (m) => ({
      ...m,
      inPlay: true,
      betDelay: 5,
      runners: m.runners.map((r) =>
        r.selectionId === a!.selectionId && moved
          ? { ...r, ex: { ...r.ex, availableToBack: [{ price: 1.01, size: 100 }] } }
          : r,
      ),
    }));
    placement.hold = (ms) => {
      held.push(ms);
      return Promise.resolve();
    };
    try {
      const ok = await placeOk(p, 'bet/matchBetting', {
        matchId: f.match.id,
        betId: f.market.id,
        selectionId: a!.selectionId,
        betType: 'BACK',
        odds: price,
        stake: 100,
      });
      assert.deepEqual(held, [5000]);
      assert.equal(ok.odds, price);

      placement.hold = () => {
        moved = true;
        return Promise.resolve();
      };
      const res = await place(p, 'bet/matchBetting', {
        matchId: f.match.id,
        betId: f.market.id,
        selectionId: a!.selectionId,
        betType: 'BACK',
        odds: price,
        stake: 100,
      });
      assert.equal(res.statusCode, 400);
      assert.equal(res.json<{ code: string }>().code, 'PRICE_CHANGED');
      restore();

      // A suspension during the hold bumps the version: the bet lapses.
      let version = 0;
      restore = override(f.market.id, (m) => ({ ...m, inPlay: true, betDelay: 3, version: m.version + version }));
      placement.hold = () => {
        version = 1;
        return Promise.resolve();
      };
      const lapsed = await place(p, 'bet/matchBetting', {
        matchId: f.match.id,
        betId: f.market.id,
        selectionId: a!.selectionId,
        betType: 'BACK',
        odds: price,
        stake: 100,
      });
      assert.equal(lapsed.json<{ code: string }>().code, 'MARKET_SUSPENDED');
      assert.match(body(lapsed).message, /suspended while your bet was held/);
    } finally {
      restore();
      placement.hold = originalHold;
    }
    assert.equal((await balance(p)).exposure, 100);
  });
});

describe('settlement by the operator', () => {
  test('declare pays the winner, undeclare reverses exactly, a new result settles version 2', async () => {
    const p = await h.player({ credit: 1000 });
    const q = await h.player({ credit: 1000 });
    const f = fresh((m, s) => m.type === 'matchOdds' && !s.fixture.inPlay && m.runners.length === 3);
    const [a, b] = f.market.runners;
    const backA = await placeOk(p, 'bet/matchBetting', {
      matchId: f.match.id,
      betId: f.market.id,
      selectionId: a!.selectionId,
      betType: 'BACK',
      odds: 1.01,
      stake: 100,
    });
    await placeOk(q, 'bet/matchBetting', {
      matchId: f.match.id,
      betId: f.market.id,
      selectionId: b!.selectionId,
      betType: 'LAY',
      odds: 1000,
      stake: 100,
    });
    const layPrice = body<Paged<PlacedBet>>(await h.inject('GET', '/bet', { token: q.token })).data.rows[0]!.odds;
    const events: { userId: string; event: string }[] = [];
    const realtime = h.ctx.realtime;
    const toUser = realtime.toUser.bind(realtime);
    realtime.toUser = (userId, event, ...args) => {
      events.push({ userId, event });
      toUser(userId, event, ...args);
    };
    try {
      const declared = await operator('/operator/results/declare', { marketId: f.market.id, winner: a!.selectionId });
      assert.equal(declared.data.settled, 2);
      const winA = Math.round(100 * (backA.odds - 1) * 100) / 100;
      // Both won on match odds: each pays 1 % of the winnings (the default schedule).
      const keptA = (Math.round(winA * 100) - commissionCents(Math.round(winA * 100), 100)) / 100;
      const pb = await balance(p);
      assert.equal(pb.exposure, 0);
      assert.equal(pb.currentBalance, 1000 + keptA);
      assert.equal(pb.profitLoss, keptA);
      const qb = await balance(q);
      assert.equal(qb.currentBalance, 1099);
      assert.ok(events.some((e) => e.userId === p.id && e.event === 'matchResultDeclared'));
      assert.ok(events.some((e) => e.userId === q.id && e.event === 'matchResultDeclared'));

      resulted.add(f.market.id);
      const again = await h.operator('POST', '/operator/results/declare', {
        marketId: f.market.id,
        winner: a!.selectionId,
      });
      assert.match(body(again).message, /already had this result/);
      const other = await h.operator('POST', '/operator/results/declare', {
        marketId: f.market.id,
        winner: b!.selectionId,
      });
      assert.equal(other.statusCode, 409);

      await operator('/operator/results/undeclare', { marketId: f.market.id });
      assert.deepEqual(await balance(p), {
        currentBalance: 900,
        exposure: 100,
        profitLoss: 0,
        totalBalance: 1000,
        creditReference: 0,
      });
      const liability = Math.round(100 * (layPrice - 1) * 100) / 100;
      assert.equal((await balance(q)).exposure, liability);
      const reopened = body<Paged<PlacedBet>>(await h.inject('GET', '/bet', { token: p.token })).data.rows[0]!;
      assert.equal(reopened.result, 'UNDECLARE');
      assert.ok(events.some((e) => e.userId === p.id && e.event === 'matchResultUnDeclared'));

      const v2 = await operator('/operator/results/declare', { marketId: f.market.id, winner: b!.selectionId });
      assert.equal(v2.data.version, 2);
      assert.equal((await balance(p)).currentBalance, 900);
      assert.equal((await balance(q)).currentBalance, 1000 - liability);
    } finally {
      realtime.toUser = toUser;
    }
  });

  test('no result returns every stake; bets show TIE', async () => {
    const p = await h.player({ credit: 200 });
    const f = fresh((m, s) => m.type === 'matchOdds' && !s.fixture.inPlay && m.runners.length === 2);
    const [a] = f.market.runners;
    await placeOk(p, 'bet/matchBetting', {
      matchId: f.match.id,
      betId: f.market.id,
      selectionId: a!.selectionId,
      betType: 'BACK',
      odds: 1.01,
      stake: 100,
    });
    await operator('/operator/results/declare', { marketId: f.market.id, void: 'abandoned' });
    assert.deepEqual(await balance(p), {
      currentBalance: 200,
      exposure: 0,
      profitLoss: 0,
      totalBalance: 200,
      creditReference: 0,
    });
    const row = body<Paged<PlacedBet>>(await h.inject('GET', '/bet?result=inArr["TIE"]', { token: p.token })).data
      .rows[0]!;
    assert.equal(row.result, 'TIE');
    assert.equal(row.profitLoss, 0);
    const placed = await place(p, 'bet/matchBetting', {
      matchId: f.match.id,
      betId: f.market.id,
      selectionId: a!.selectionId,
      betType: 'BACK',
      odds: 1.01,
      stake: 100,
    });
    assert.equal(placed.statusCode, 400);
    assert.equal(placed.json<{ code: string }>().code, 'MARKET_CLOSED');
  });

  test('a result of the wrong shape is refused', async () => {
    const f = fresh((m, s) => m.type === 'matchOdds' && !s.fixture.inPlay && m.runners.length === 3);
    const res = await h.operator('POST', '/operator/results/declare', { marketId: f.market.id, runs: 10 });
    assert.equal(res.statusCode, 400);
    assert.match(body(res).message, /does not fit/);
  });

  test('undeclare is refused while a player could not give the winnings back', async () => {
    const p = await h.player({ credit: 100 });
    const f = fresh((m, s) => m.type === 'matchOdds' && !s.fixture.inPlay && m.runners.length >= 2);
    const [a] = f.market.runners;
    await placeOk(p, 'bet/matchBetting', {
      matchId: f.match.id,
      betId: f.market.id,
      selectionId: a!.selectionId,
      betType: 'BACK',
      odds: 1.01,
      stake: 100,
    });
    await operator('/operator/results/declare', { marketId: f.market.id, winner: a!.selectionId });
    const won = await balance(p);
    assert.ok(won.totalBalance > 100);
    // The player takes everything out, winnings included.
    await operator('/operator/wallet', { userName: p.userName, type: 'withDraw', amount: won.totalBalance });
    const res = await h.operator('POST', '/operator/results/undeclare', { marketId: f.market.id });
    assert.equal(res.statusCode, 409, res.body);
    assert.match(body(res).message, /short/);
    assert.equal((await balance(p)).totalBalance, 0);
    const row = body<Paged<PlacedBet>>(await h.inject('GET', '/bet?result=inArr["WIN"]', { token: p.token })).data;
    assert.equal(row.count, 1);
  });
});

describe('commission', () => {
  const statement = async (p: TestPlayer, marketId: string) =>
    body<Paged<TransactionRow>>(await h.inject('GET', `/transaction/get/${p.id}`, { token: p.token }))
      .data.rows.filter((r) => r.reference === `market:${marketId}`)
      .sort((a, b) => a.id - b.id)
      .map((r) => [r.transType, r.amount]);
  const report = async (p: TestPlayer) => {
    const day = new Date(h.clock.now()).toISOString().slice(0, 10);
    return body<ProfitLossReport>(await h.inject('GET', `/report/profitLoss?from=${day}&to=${day}`, { token: p.token }))
      .data;
  };
  const back = (p: TestPlayer, f: Found, runner: Runner, stake: number) =>
    placeOk(p, 'bet/matchBetting', {
      matchId: f.match.id,
      betId: f.market.id,
      selectionId: runner.selectionId,
      betType: 'BACK',
      odds: best(runner, 'back').price,
      stake,
    });

  test('the schedule is published to signed-in players: 1 % on match odds by default', async () => {
    const p = await h.player();
    const res = await h.inject('GET', '/bet/commission', { token: p.token });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(body(res).data, [{ marketType: 'matchOdds', percent: 1 }]);
    assert.equal((await h.inject('GET', '/bet/commission')).statusCode, 401);
    const config = h.ctx.config;
    const rates = config.commissionRates;
    try {
      config.commissionRates = { matchOdds: 200, bookmaker: 250, fancy1: 0 };
      assert.deepEqual(body(await h.inject('GET', '/bet/commission', { token: p.token })).data, [
        { marketType: 'bookmaker', percent: 2.5 },
        { marketType: 'matchOdds', percent: 2 },
      ]);
    } finally {
      config.commissionRates = rates;
    }
  });

  test('1 % of net winnings on match odds, as its own line; an undeclare gives back exactly that', async () => {
    const p = await h.player({ credit: 1000 });
    const f = fresh((m, s) => m.type === 'matchOdds' && !s.fixture.inPlay && m.runners.length >= 2);
    const [a, b] = f.market.runners;
    const bet = await back(p, f, a!, 250);
    await operator('/operator/results/declare', { marketId: f.market.id, winner: a!.selectionId });

    // Worked example: 250 backed at the bet's price wins 250·(price − 1); 1 % of it, to the cent.
    const winCents = Math.round(250 * (bet.odds - 1) * 100);
    const commission = commissionCents(winCents, 100);
    assert.ok(commission > 0);
    assert.deepEqual(await statement(p, f.market.id), [
      ['win', winCents / 100],
      ['commission', -commission / 100],
    ]);
    const settled = await balance(p);
    assert.equal(settled.currentBalance, (100_000 + winCents - commission) / 100);
    assert.equal(settled.profitLoss, (winCents - commission) / 100);
    const pl = await report(p);
    const row = pl.markets.find((m) => m.marketId === f.market.id)!;
    assert.equal(row.profitLoss, winCents / 100);
    assert.equal(row.commission, commission / 100);
    assert.equal(pl.total.commission, commission / 100);

    // Undone: the commission comes back first, then the winnings go; the player is where they were.
    await operator('/operator/results/undeclare', { marketId: f.market.id });
    assert.deepEqual(await statement(p, f.market.id), [
      ['win', winCents / 100],
      ['commission', -commission / 100],
      ['commission', commission / 100],
      ['loss', -winCents / 100],
    ]);
    assert.deepEqual(await balance(p), {
      currentBalance: 750,
      exposure: 250,
      profitLoss: 0,
      totalBalance: 1000,
      creditReference: 0,
    });
    assert.equal((await report(p)).total.commission, 0);

    // Settled again the other way: a loss pays no commission.
    await operator('/operator/results/declare', { marketId: f.market.id, winner: b!.selectionId });
    assert.equal((await statement(p, f.market.id)).filter(([type]) => type === 'commission').length, 2);
    assert.equal((await balance(p)).currentBalance, 750);
  });

  test('is taken on the market net, not per bet: a winning bet inside a losing market pays none', async () => {
    const p = await h.player({ credit: 1000 });
    const f = fresh(
      (m, s) =>
        m.type === 'matchOdds' &&
        !s.fixture.inPlay &&
        m.runners.length >= 2 &&
        m.runners.every((r) => best(r, 'back').price < 3),
    );
    const [a, b] = f.market.runners;
    const onA = await back(p, f, a!, 100);
    const onB = await back(p, f, b!, 300);
    await operator('/operator/results/declare', { marketId: f.market.id, winner: a!.selectionId });
    const net = Math.round(100 * (onA.odds - 1) * 100) - 30_000;
    assert.ok(net < 0, `net ${net}`);
    assert.ok(onB.odds > 1);
    assert.deepEqual(await statement(p, f.market.id), [['loss', net / 100]]);
  });

  test('bookmaker pays none by default; an operator rate applies, and a later rate change never alters a refund', async () => {
    const p = await h.player({ credit: 1000 });
    const f = fresh((m, s) => m.type === 'bookmaker' && !s.fixture.inPlay && m.runners.length >= 2);
    const [a] = f.market.runners;
    const config = h.ctx.config;
    const rates = config.commissionRates;
    try {
      config.commissionRates = { matchOdds: 100, bookmaker: 250 };
      const placed = await back(p, f, a!, 100);
      await operator('/operator/results/declare', { marketId: f.market.id, winner: a!.selectionId });
      // 100 at a rate of r paise wins r; 2.5 % of it, rounded half away from zero.
      const winCents = Math.round(placed.winAmount * 100);
      const commission = commissionCents(winCents, 250);
      assert.deepEqual(await statement(p, f.market.id), [
        ['win', winCents / 100],
        ['commission', -commission / 100],
      ]);
      config.commissionRates = {};
      await operator('/operator/results/undeclare', { marketId: f.market.id });
      assert.equal((await balance(p)).totalBalance, 1000);
      assert.deepEqual((await statement(p, f.market.id)).slice(2, 3), [['commission', commission / 100]]);
      // No rate now: the new settlement is charged nothing.
      await operator('/operator/results/declare', { marketId: f.market.id, winner: a!.selectionId });
      assert.equal((await balance(p)).totalBalance, (100_000 + winCents) / 100);
    } finally {
      config.commissionRates = rates;
    }

    const q = await h.player({ credit: 1000 });
    const g = fresh((m, s) => m.type === 'bookmaker' && !s.fixture.inPlay && m.runners.length >= 2);
    const [c] = g.market.runners;
    const won = await back(q, g, c!, 100);
    await operator('/operator/results/declare', { marketId: g.market.id, winner: c!.selectionId });
    assert.deepEqual(await statement(q, g.market.id), [['win', won.winAmount]]);
  });
});

describe('deleting bets', () => {
  test('a deleted bet leaves the positions; the reason can change; a permanent delete removes it', async () => {
    const p = await h.player({ credit: 500 });
    const f = fresh((m, s) => m.type === 'bookmaker' && !s.fixture.inPlay);
    const [a] = f.market.runners;
    const rate = best(a!, 'back').price;
    const bet = await placeOk(p, 'bet/matchBetting', {
      matchId: f.match.id,
      betId: f.market.id,
      selectionId: a!.selectionId,
      betType: 'BACK',
      odds: rate,
      stake: 100,
    });
    assert.equal(bet.winAmount, rate);
    assert.equal((await balance(p)).exposure, 100);
    const res = await operator('/operator/bets/delete', { betIds: [bet.id], reason: 'Suspected duplicate' });
    assert.match(res.message, /Deleted 1/);
    assert.equal((await balance(p)).exposure, 0);
    const deleted = body<Paged<PlacedBet>>(await h.inject('GET', '/bet?status=DELETED', { token: p.token })).data
      .rows[0]!;
    assert.equal(deleted.deleteReason, 'Suspected duplicate');
    assert.equal(body<Paged<PlacedBet>>(await h.inject('GET', '/bet', { token: p.token })).data.count, 0);
    await operator('/operator/bets/reason', { betIds: [bet.id], reason: 'Placed after the market closed' });
    const updated = body<Paged<PlacedBet>>(await h.inject('GET', '/bet?status=DELETED', { token: p.token })).data
      .rows[0]!;
    assert.equal(updated.deleteReason, 'Placed after the market closed');
    await operator('/operator/bets/delete', { betIds: [bet.id], reason: 'x', permanent: true });
    assert.equal(
      body<Paged<PlacedBet>>(await h.inject('GET', '/bet?status=DELETED', { token: p.token })).data.count,
      0,
    );
  });

  test('a settled bet cannot be deleted', async () => {
    const p = await h.player({ credit: 500 });
    const f = fresh((m, s) => m.type === 'bookmaker' && !s.fixture.inPlay && m.runners.length >= 2);
    const [a] = f.market.runners;
    const bet = await placeOk(p, 'bet/matchBetting', {
      matchId: f.match.id,
      betId: f.market.id,
      selectionId: a!.selectionId,
      betType: 'BACK',
      odds: best(a!, 'back').price,
      stake: 100,
    });
    await operator('/operator/results/declare', { marketId: f.market.id, winner: a!.selectionId });
    const res = await h.operator('POST', '/operator/bets/delete', { betIds: [bet.id], reason: 'late' });
    assert.equal(res.statusCode, 409);
  });
});

describe('sessions', () => {
  test('YES and NO make a middle: the ladder, session P/L and run amounts agree', async () => {
    const p = await h.player({ credit: 1000 });
    const f = find((m) => m.type === 'session' && m.priceKind === 'line');
    const [r] = f.market.runners;
    const yes = best(r!, 'back');
    const no = best(r!, 'lay');
    await placeOk(p, 'bet/session', {
      matchId: f.match.id,
      betId: f.market.id,
      selectionId: r!.selectionId,
      betType: 'YES',
      odds: yes.price,
      ratePercent: yes.size,
      stake: 100,
    });
    await placeOk(p, 'bet/session', {
      matchId: f.match.id,
      betId: f.market.id,
      selectionId: r!.selectionId,
      betType: 'NO',
      odds: no.price,
      ratePercent: no.size,
      stake: 100,
    });
    const ra = body<RunAmount>(
      await h.inject('GET', `/run-amount/${f.market.id}?matchId=${f.match.id}`, { token: p.token }),
    ).data;
    assert.equal(ra.betPlaced.length, 2);
    assert.equal(ra.profitLoss[0]!.run, Math.max(0, Math.min(yes.price, no.price) - 5));
    const worst = Math.min(...ra.profitLoss.map((row) => row.profitLoss));
    assert.equal(ra.maxLoss, Math.max(0, -worst));
    assert.equal((await balance(p)).exposure, ra.maxLoss);
    const spl = body<SessionProfitLoss[]>(
      await h.inject('GET', `/bet/session/profitLoss?matchId=${f.match.id}`, { token: p.token }),
    ).data;
    assert.equal(spl.length, 1);
    assert.equal(spl[0]!.totalBet, 2);
    assert.equal(spl[0]!.maxLoss, ra.maxLoss);
    const meter = await h.inject('GET', `/run-amount/meter/${f.market.id}?matchId=${f.match.id}`, { token: p.token });
    assert.equal(meter.statusCode, 400);
    const wrongMatch = await h.inject('GET', `/run-amount/${f.market.id}?matchId=1`, { token: p.token });
    assert.equal(wrongMatch.statusCode, 400);
  });

  test('a session needs its rate, and YES/NO on the right side of the line', async () => {
    const p = await h.player({ credit: 1000 });
    const f = find((m) => m.type === 'session' && m.priceKind === 'line');
    const [r] = f.market.runners;
    const yes = best(r!, 'back');
    const noRate = await place(p, 'bet/session', {
      matchId: f.match.id,
      betId: f.market.id,
      selectionId: r!.selectionId,
      betType: 'YES',
      odds: yes.price,
      stake: 100,
    });
    assert.equal(noRate.statusCode, 400);
    const worse = await place(p, 'bet/session', {
      matchId: f.match.id,
      betId: f.market.id,
      selectionId: r!.selectionId,
      betType: 'YES',
      odds: yes.price - 3,
      ratePercent: yes.size,
      stake: 100,
    });
    assert.equal(worse.json<{ code: string }>().code, 'PRICE_CHANGED');
    assert.equal((await balance(p)).exposure, 0);
  });

  test('the feed settles a ball-by-ball session by itself and the player is told', async () => {
    const p = await h.player({ credit: 1000 });
    const f = find((m) => m.type === 'ballByBall' && m.priceKind === 'line');
    const [r] = f.market.runners;
    const yes = best(r!, 'back');
    await placeOk(p, 'bet/session', {
      matchId: f.match.id,
      betId: f.market.id,
      selectionId: r!.selectionId,
      betType: 'YES',
      odds: yes.price,
      ratePercent: yes.size,
      stake: 100,
    });
    const events: string[] = [];
    const realtime = h.ctx.realtime;
    const toUser = realtime.toUser.bind(realtime);
    realtime.toUser = (userId, event, ...args) => {
      if (userId === p.id) events.push(event);
      toUser(userId, event, ...args);
    };
    try {
      for (let i = 0; i < 600 && !h.ctx.feed.result(f.market.id); i++) {
        h.clock.advance(5_000);
        h.ctx.feed.advanceTo(h.clock.now());
      }
      const record = h.ctx.feed.result(f.market.id);
      assert.ok(record, 'the session closed');
      let row: PlacedBet | undefined;
      for (let i = 0; i < 100; i++) {
        row = body<Paged<PlacedBet>>(await h.inject('GET', '/bet?result=inArr["WIN","LOSS","TIE"]', { token: p.token }))
          .data.rows[0];
        if (row) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      assert.ok(row, 'the bet settled');
      const b = await balance(p);
      assert.equal(b.exposure, 0);
      assert.equal(b.totalBalance, 1000 + row.profitLoss!);
      assert.ok(events.includes('sessionResult') || events.includes('sessionNoResult'), events.join());
    } finally {
      realtime.toUser = toUser;
    }
  });
});

describe('racing, My Market and the lists', () => {
  test('a race bet can be withdrawn before the off, not someone else’s', async () => {
    const p = await h.player({ credit: 200 });
    const q = await h.player({ credit: 200 });
    const f = find((m, s) => m.type === 'raceWin' && !s.fixture.inPlay);
    const [a] = f.market.runners;
    const bet = await placeOk(p, 'bet/raceBetting', {
      matchId: f.match.id,
      betId: f.market.id,
      selectionId: a!.selectionId,
      betType: 'BACK',
      odds: 1.01,
      stake: 100,
    });
    const wrongPath = await place(p, 'bet/matchBetting', {
      matchId: f.match.id,
      betId: f.market.id,
      selectionId: a!.selectionId,
      betType: 'BACK',
      odds: 1.01,
      stake: 100,
    });
    assert.equal(wrongPath.json<{ code: string }>().code, 'WRONG_KIND');
    const foreign = await h.inject('POST', '/bet/deleteMultipleBetForRace', {
      token: q.token,
      body: { requestData: { matchId: f.match.id, betIds: [bet.id] } },
    });
    assert.equal(foreign.statusCode, 404);
    const mine = await h.inject('POST', '/bet/deleteMultipleBetForRace', {
      token: p.token,
      body: { requestData: { matchId: f.match.id, betIds: [bet.id] } },
    });
    assert.equal(mine.statusCode, 200, mine.body);
    assert.equal((await balance(p)).exposure, 0);
  });

  test('My Market lists each open market once with its bets and exposure', async () => {
    const p = await h.player({ credit: 1000 });
    const f = fresh((m, s) => m.type === 'matchOdds' && !s.fixture.inPlay && m.runners.length === 2);
    const [a] = f.market.runners;
    await placeOk(p, 'bet/matchBetting', {
      matchId: f.match.id,
      betId: f.market.id,
      selectionId: a!.selectionId,
      betType: 'BACK',
      odds: 1.01,
      stake: 100,
    });
    await placeOk(p, 'bet/matchBetting', {
      matchId: f.match.id,
      betId: f.market.id,
      selectionId: a!.selectionId,
      betType: 'BACK',
      odds: 1.01,
      stake: 200,
    });
    const rows = body<MyMarketRow[]>(await h.inject('GET', '/bet/myMarket', { token: p.token })).data;
    assert.equal(rows.length, 1);
    assert.deepEqual(
      {
        eventType: rows[0]!.eventType,
        eventName: rows[0]!.eventName,
        matchId: rows[0]!.matchId,
        trade: rows[0]!.trade,
        exposure: rows[0]!.exposure,
        marketType: rows[0]!.marketType,
      },
      {
        eventType: f.match.fixture.sport,
        eventName: f.match.fixture.title,
        matchId: f.match.id,
        trade: 2,
        exposure: 300,
        marketType: 'matchOdds',
      },
    );
    assert.equal(rows[0]!.beventId, f.match.fixture.beventId ?? null);
  });

  test('a bet on a match the other provider lists too carries its id to My Market (the ?bid= link)', async () => {
    const p = await h.player({ credit: 1000 });
    const f = fresh((m, s) => m.type === 'matchOdds' && !s.fixture.inPlay && typeof s.fixture.beventId === 'string');
    const [a] = f.market.runners;
    await placeOk(p, 'bet/matchBetting', {
      matchId: f.match.id,
      betId: f.market.id,
      selectionId: a!.selectionId,
      betType: 'BACK',
      odds: 1.01,
      stake: 100,
    });
    const rows = body<MyMarketRow[]>(await h.inject('GET', '/bet/myMarket', { token: p.token })).data;
    assert.equal(rows.length, 1);
    assert.ok(f.match.fixture.beventId);
    assert.equal(rows[0]!.beventId, f.match.fixture.beventId);
  });

  test('lists page by 10, filter by the spec strings, and never show another player’s bets', async () => {
    const p = await h.player({ credit: 5000 });
    const q = await h.player({ credit: 1000 });
    const f = preMatchOdds();
    const [a] = f.market.runners;
    for (let i = 0; i < 12; i++) {
      await placeOk(p, 'bet/matchBetting', {
        matchId: f.match.id,
        betId: f.market.id,
        selectionId: a!.selectionId,
        betType: 'BACK',
        odds: 1.01,
        stake: 100 + i,
      });
    }
    await placeOk(q, 'bet/matchBetting', {
      matchId: f.match.id,
      betId: f.market.id,
      selectionId: a!.selectionId,
      betType: 'BACK',
      odds: 1.01,
      stake: 100,
    });
    const page1 = body<Paged<PlacedBet>>(await h.inject('GET', '/bet', { token: p.token })).data;
    assert.equal(page1.count, 12);
    assert.equal(page1.rows.length, 10);
    assert.equal(page1.rows[0]!.stake, 111);
    const page2 = body<Paged<PlacedBet>>(await h.inject('GET', '/bet?page=2', { token: p.token })).data;
    assert.deepEqual(
      page2.rows.map((r) => r.stake),
      [101, 100],
    );
    const open = body<Paged<PlacedBet>>(
      await h.inject(
        'GET',
        `/bet/placed?result=inArr["PENDING","UNDECLARE"]&betPlaced.matchId=eq${f.match.id}&sort=betPlaced.createdAt:DESC`,
        { token: p.token },
      ),
    ).data;
    assert.equal(open.count, 12);
    const spoof = body<Paged<PlacedBet>>(await h.inject('GET', `/bet?createBy=eq${q.id}`, { token: p.token })).data;
    assert.equal(spoof.count, 0);
    const bad = await h.inject('GET', '/bet?result=inArr["DROP TABLE"]', { token: p.token });
    assert.equal(bad.statusCode, 400);
    const badStatus = await h.inject('GET', '/bet?status=WHATEVER', { token: p.token });
    assert.equal(badStatus.statusCode, 400);
    // The query schema refuses a status other than MATCHED or DELETED, and a repeated one.
    assert.deepEqual(body(badStatus), {
      statusCode: 400,
      message: 'query.status must be equal to one of the allowed values.',
      code: 'INVALID_REQUEST',
    });
    const twice = await h.inject('GET', '/bet?status=MATCHED&status=DELETED', { token: p.token });
    assert.equal(twice.statusCode, 400);
    assert.match(twice.body, /"code":"INVALID_REQUEST"/);
    // The filter strings still pass the schema and are checked by the list, with a message naming the key.
    const unknown = await h.inject('GET', '/bet/placed?nope=eq1', { token: p.token });
    assert.deepEqual(body(unknown), {
      statusCode: 400,
      message: 'Unknown filter field "nope".',
      code: 'INVALID_REQUEST',
    });
    const repeated = await h.inject('GET', '/bet?result=eqWIN&result=eqLOSS', { token: p.token });
    assert.equal(repeated.statusCode, 200);
    assert.equal(body<Paged<PlacedBet>>(repeated).data.count, 0);
  });

  test('bet history filters and sorts by settledAt: instants, whole UTC days, and open bets as isNull', async () => {
    const p = await h.player({ credit: 1000 });
    const pick = () => fresh((m, s) => m.type === 'matchOdds' && !s.fixture.inPlay && m.runners.length === 2);
    const markets: Found[] = [];
    const bets: PlacedBet[] = [];
    for (let i = 0; i < 3; i++) {
      // fresh() skips markets once bet on: pick each after the bet on the one before.
      const f = pick();
      markets.push(f);
      bets.push(
        await placeOk(p, 'bet/matchBetting', {
          matchId: f.match.id,
          betId: f.market.id,
          selectionId: f.market.runners[0]!.selectionId,
          betType: 'BACK',
          odds: 1.01,
          stake: 100,
        }),
      );
    }
    const [first, second] = markets as [Found, Found];
    const [won, lost, pending] = bets as [PlacedBet, PlacedBet, PlacedBet];
    const t1 = new Date(h.clock.now()).toISOString();
    await operator('/operator/results/declare', {
      marketId: first.market.id,
      winner: first.market.runners[0]!.selectionId,
    });
    h.clock.advance(3_600_000);
    const t2 = new Date(h.clock.now()).toISOString();
    await operator('/operator/results/declare', {
      marketId: second.market.id,
      winner: second.market.runners[1]!.selectionId,
    });
    const ids = async (query: string, path = '/bet') =>
      body<Paged<PlacedBet>>(await h.inject('GET', `${path}?${query}`, { token: p.token })).data.rows.map((b) => b.id);

    const settled = body<Paged<PlacedBet>>(
      await h.inject('GET', '/bet?result=inArr["WIN","LOSS"]&sort=settledAt:ASC', { token: p.token }),
    ).data.rows;
    assert.deepEqual(
      settled.map((b) => [b.id, b.result, b.settledAt]),
      [
        [won.id, 'WIN', t1],
        [lost.id, 'LOSS', t2],
      ],
    );
    assert.deepEqual(await ids('sort=betPlaced.settledAt:DESC&settledAt=notNull'), [lost.id, won.id]);
    assert.deepEqual(await ids(`settledAt=gte${t2}`), [lost.id]);
    assert.deepEqual(await ids(`betPlaced.settledAt=between${t1}|${t1}`, '/bet/placed'), [won.id]);
    assert.deepEqual(await ids(`settledAt=lt${t2}`, '/bet/placed'), [won.id]);
    const days = [...new Set([t1, t2].map((t) => t.slice(0, 10)))];
    const onDays = await ids(`settledAt=between${days[0]}|${days.at(-1)}&sort=settledAt:ASC`);
    assert.deepEqual(onDays, [won.id, lost.id]);
    assert.deepEqual(await ids(`settledAt=lt${days[0]}`), []);
    assert.deepEqual(await ids('settledAt=isNull'), [pending.id]);
    for (const bad of [
      'settledAt=eq2026-02-30',
      'settledAt=likeyesterday',
      `settledAt=between${t2}|${t1}`,
      'sort=settledAt:SIDEWAYS',
    ]) {
      assert.equal((await h.inject('GET', `/bet?${bad}`, { token: p.token })).statusCode, 400, bad);
    }
  });
});
