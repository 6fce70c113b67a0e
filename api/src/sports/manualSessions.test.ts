/**
 * Manual sessions end to end: the operator opens and rates one on a cricket match, the match
 * detail and the match socket carry it, players bet YES and NO through the session path, the book
 * reads their run ladder, a suspension refuses bets, and the results (runs, no result, undeclare,
 * declare again) settle exactly as a feed session's would. The ledger invariants are checked after
 * every test.
 */
import { after, afterEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { io } from 'socket.io-client';
import type { PlaceBetResponse, PlacedBet, RunAmount, UserBalance, Paged } from '@backlay/shared/api';
import { sessionExposure } from '@backlay/shared/betting';
import {
  liveDataEvent,
  MATCH_NAMESPACE,
  type LiveDataMessage,
  type Market,
  type MatchDetail,
  type MatchSnapshot,
} from '@backlay/shared/sports';
import { body, harness, type Harness, type TestPlayer } from '../test/harness.js';

const h: Harness = await harness();
after(() => h.close());
afterEach(() => h.assertLedger());

let keyCounter = 0;
const key = () => `manual-key-${++keyCounter}`;

/** A cricket match the feed lists and has not finished. */
function cricketMatch(): MatchSnapshot {
  const match = h.ctx.feed
    .views()
    .find((v) => v.fixture.sport === 'cricket' && v.fixture.kind === 'match' && !v.fixture.finished);
  assert.ok(match, 'the feed lists a cricket match');
  return match;
}

async function operator(path: string, payload: Record<string, unknown>) {
  return h.operator('POST', `/operator/sessions/${path}`, payload);
}

async function operatorOk(path: string, payload: Record<string, unknown>): Promise<Market> {
  const res = await operator(path, payload);
  assert.equal(res.statusCode, 200, res.body);
  return body<{ market: Market; closed: boolean }>(res).data.market;
}

let names = 0;
/** Opens a session and rates it No `no` / Yes `yes`, both at rate 100 unless given. */
async function openRated(
  matchId: string,
  prices: { noLine: number; noRate?: number; yesLine: number; yesRate?: number },
): Promise<Market> {
  const opened = await operatorOk('open', { matchId, name: `Manual ${++names} runs`, minBet: 10, maxBet: 5000 });
  return operatorOk('rate', {
    marketId: opened.id,
    noLine: prices.noLine,
    noRate: prices.noRate ?? 100,
    yesLine: prices.yesLine,
    yesRate: prices.yesRate ?? 100,
  });
}

async function detail(p: TestPlayer, matchId: string): Promise<MatchDetail> {
  const res = await h.inject('GET', `/match/${matchId}`, { token: p.token });
  assert.equal(res.statusCode, 200, res.body);
  return body<MatchDetail>(res).data;
}

async function balance(p: TestPlayer): Promise<UserBalance> {
  return body<{ userBal: UserBalance }>(await h.inject('GET', '/user/profile', { token: p.token })).data.userBal;
}

function bet(market: Market, side: 'YES' | 'NO', stake: number, over: Record<string, unknown> = {}) {
  const runner = market.runners[0]!;
  const level = side === 'YES' ? runner.ex.availableToBack[0]! : runner.ex.availableToLay[0]!;
  return {
    matchId: market.matchId,
    betId: market.id,
    selectionId: runner.selectionId,
    betType: side,
    odds: level.price,
    ratePercent: level.size,
    stake,
    ...over,
  };
}

async function place(p: TestPlayer, payload: Record<string, unknown>) {
  return h.inject('POST', '/bet/session', { token: p.token, body: { idempotencyKey: key(), ...payload } });
}

async function placeOk(p: TestPlayer, payload: Record<string, unknown>): Promise<PlacedBet> {
  const res = await place(p, payload);
  assert.equal(res.statusCode, 201, res.body);
  return body<PlaceBetResponse>(res).data.bet;
}

async function declare(payload: Record<string, unknown>) {
  const res = await h.operator('POST', '/operator/results/declare', payload);
  assert.equal(res.statusCode, 200, res.body);
  return body<{ settled: number; version: number }>(res).data;
}

async function bets(p: TestPlayer): Promise<PlacedBet[]> {
  return body<Paged<PlacedBet>>(await h.inject('GET', '/bet', { token: p.token })).data.rows;
}

describe('the operator runs a manual session', () => {
  test('open, rate, suspend, resume and close show in the match detail; closed ones leave it', async () => {
    const p = await h.player();
    const match = cricketMatch();
    const before = await detail(p, match.id);
    assert.equal(before.manualSessionActive, false);
    assert.deepEqual(before.sessionBettings, []);

    const opened = await operatorOk('open', { matchId: match.id, name: '  6   over runs ' });
    assert.equal(opened.name, '6 over runs');
    assert.equal(opened.type, 'session');
    assert.equal(opened.priceKind, 'line');
    assert.equal(opened.minBet, match.fixture.betFairSessionMinBet ?? 100);
    assert.deepEqual(opened.runners[0]!.ex, { availableToBack: [], availableToLay: [] });
    const duplicate = await operator('open', { matchId: match.id, name: '6 OVER RUNS' });
    assert.equal(duplicate.statusCode, 409);

    const rated = await operatorOk('rate', { marketId: opened.id, noLine: 48, noRate: 110, yesLine: 50, yesRate: 90 });
    assert.deepEqual(rated.runners[0]!.ex, {
      availableToBack: [{ price: 50, size: 90 }],
      availableToLay: [{ price: 48, size: 110 }],
    });
    const shown = await detail(p, match.id);
    assert.equal(shown.manualSessionActive, true);
    assert.deepEqual(shown.sessionBettings, [rated]);

    const suspended = await operatorOk('suspend', { marketId: opened.id });
    assert.equal(suspended.status, 'SUSPENDED');
    assert.equal(suspended.version, rated.version + 1);
    assert.equal((await detail(p, match.id)).sessionBettings[0]!.status, 'SUSPENDED');
    assert.equal((await operatorOk('resume', { marketId: opened.id })).status, 'OPEN');

    const closed = await operatorOk('close', { marketId: opened.id });
    assert.equal(closed.status, 'CLOSED');
    const after = await detail(p, match.id);
    assert.equal(after.manualSessionActive, false);
    assert.deepEqual(after.sessionBettings, []);
    const listed = await h.operator('GET', `/operator/sessions?matchId=${match.id}`);
    assert.deepEqual(
      body<{ market: Market; closed: boolean }[]>(listed).data.map((s) => [s.market.id, s.closed]),
      [[opened.id, true]],
    );
  });

  test('bad input is refused with a clear message and changes nothing', async () => {
    const match = cricketMatch();
    const football = h.ctx.feed.views().find((v) => v.fixture.sport !== 'cricket' && v.fixture.kind === 'match');
    assert.ok(football);
    const cases: [string, Record<string, unknown>, number, RegExp][] = [
      ['open', { matchId: '999999999', name: 'x' }, 404, /no match/],
      ['open', { matchId: football.id, name: 'x' }, 400, /not a cricket match/],
      ['open', { matchId: match.id, name: '   ' }, 400, /name/],
      ['open', { matchId: match.id, name: 'x', minBet: 500, maxBet: 100 }, 400, /minimum bet/],
      [
        'rate',
        { marketId: 'manual:999999', noLine: 1, noRate: 100, yesLine: 2, yesRate: 100 },
        404,
        /no manual session/,
      ],
      ['rate', { marketId: 'manual:1', noLine: 5, noRate: 100, yesLine: 4, yesRate: 100 }, 400, /No line/],
      ['rate', { marketId: 'manual:1', noLine: 5, noRate: 0, yesLine: 6, yesRate: 100 }, 400, /noRate/],
      ['suspend', { marketId: '1.234' }, 400, /marketId/],
    ];
    const listed = async () => (await h.operator('GET', `/operator/sessions?matchId=${match.id}`)).body;
    const before = await listed();
    for (const [path, payload, status, message] of cases) {
      const res = await operator(path, payload);
      assert.equal(res.statusCode, status, `${path} ${JSON.stringify(payload)}: ${res.body}`);
      assert.match(body(res).message, message);
    }
    assert.deepEqual(h.ctx.manualSessions.forMatch(match.id), []);
    assert.equal(await listed(), before);
  });

  test('a rate change reaches the match room live, like a feed session’s', async () => {
    const p = await h.player();
    const match = cricketMatch();
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
    const socket = io(`${url}${MATCH_NAMESPACE}`, {
      transports: ['websocket'],
      auth: { token: p.token },
      reconnection: false,
      forceNew: true,
      ackTimeout: 3000,
    });
    try {
      const messages: LiveDataMessage[] = [];
      socket.on(liveDataEvent(match.id), (m: LiveDataMessage) => messages.push(m));
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      const market = await openRated(match.id, { noLine: 30, yesLine: 31 });
      await socket.emitWithAck('matchRoom', { id: match.id });
      const snapshot = messages.find((m) => m.type === 'snapshot');
      assert.deepEqual(snapshot?.type === 'snapshot' && snapshot.data.sessionBettings?.map((m) => m.id), [market.id]);

      const waitFor = (pred: (m: LiveDataMessage) => boolean) =>
        new Promise<LiveDataMessage>((resolve, reject) => {
          const found = messages.find(pred);
          if (found) return resolve(found);
          const timer = setTimeout(() => reject(new Error('no such message')), 3000);
          socket.on(liveDataEvent(match.id), (m: LiveDataMessage) => {
            if (!pred(m)) return;
            clearTimeout(timer);
            resolve(m);
          });
        });
      await operatorOk('rate', { marketId: market.id, noLine: 33, noRate: 100, yesLine: 35, yesRate: 100 });
      const moved = await waitFor(
        (m) => m.type === 'sessionBettings' && m.sessions[0]?.runners[0]?.ex.availableToBack[0]?.price === 35,
      );
      assert.equal(moved.type === 'sessionBettings' && moved.sessions[0]?.runners[0]?.ex.availableToLay[0]?.price, 33);
      await operatorOk('close', { marketId: market.id });
      await waitFor((m) => m.type === 'sessionBettings' && m.sessions.length === 0);
    } finally {
      socket.disconnect();
    }
  });
});

describe('betting on a manual session', () => {
  test('YES and NO bets, the book, a suspension refusing bets, then runs settle exactly', async () => {
    const match = cricketMatch();
    const market = await openRated(match.id, { noLine: 48, noRate: 100, yesLine: 50, yesRate: 100 });
    const p = await h.player({ credit: 1000 });
    const q = await h.player({ credit: 1000 });

    const yes = await placeOk(p, bet(market, 'YES', 100));
    assert.equal(yes.betType, 'YES');
    const no = await placeOk(p, bet(market, 'NO', 200));
    assert.equal(no.betType, 'NO');
    await placeOk(q, bet(market, 'NO', 300));

    // p: YES 50 ×100 wins 100 at ≥ 50 runs, NO 48 ×200 wins 200 below 48: both lose at 48–49.
    const exposureCents = sessionExposure([
      { side: 'YES', line: 50, rate: 100, stakeCents: 10_000 },
      { side: 'NO', line: 48, rate: 100, stakeCents: 20_000 },
    ]);
    const ra = body<RunAmount>(
      await h.inject('GET', `/run-amount/${market.id}?matchId=${match.id}`, { token: p.token }),
    ).data;
    assert.equal(ra.betPlaced.length, 2);
    assert.equal(ra.maxLoss, 300);
    assert.equal(ra.maxLoss, exposureCents / 100);
    assert.deepEqual(
      ra.profitLoss.filter((r) => r.run >= 47 && r.run <= 50).map((r) => [r.run, r.profitLoss]),
      [
        [47, 100],
        [48, -300],
        [49, -300],
        [50, -100],
      ],
    );
    assert.equal((await balance(p)).exposure, 300);
    assert.equal((await balance(q)).exposure, 300);
    const session = (await detail(p, match.id)).profitLossDataSession.find((s) => s.betId === market.id);
    assert.equal(session?.maxLoss, 300);
    assert.equal(session?.totalBet, 2);

    // Suspended: refused with the session's name, nothing reserved.
    await operatorOk('suspend', { marketId: market.id });
    const refused = await place(q, bet(market, 'YES', 100));
    assert.equal(refused.statusCode, 400);
    assert.equal(refused.json<{ code: string }>().code, 'MARKET_SUSPENDED');
    assert.match(body(refused).message, new RegExp(`${market.name} is suspended`));
    assert.equal((await balance(q)).exposure, 300);
    await operatorOk('resume', { marketId: market.id });

    // A price that moved away is refused with the price now; a closed session takes no bets.
    await operatorOk('rate', { marketId: market.id, noLine: 52, noRate: 100, yesLine: 54, yesRate: 100 });
    const stale = await place(q, bet(market, 'YES', 100));
    assert.equal(stale.json<{ code: string }>().code, 'PRICE_CHANGED');
    await operatorOk('close', { marketId: market.id });
    const gone = await place(q, bet(market, 'NO', 100, { odds: 52 }));
    assert.equal(gone.json<{ code: string }>().code, 'MARKET_NOT_FOUND');
    assert.equal((await detail(p, match.id)).sessionBettings.length, 0);

    // Closed, its bets stay and settle: 49 runs — p's YES loses 100, NO loses 200; q's NO loses 300.
    const settled = await declare({ marketId: market.id, runs: 49 });
    assert.equal(settled.settled, 3);
    assert.deepEqual(await balance(p), {
      currentBalance: 700,
      exposure: 0,
      profitLoss: -300,
      totalBalance: 700,
      creditReference: 0,
    });
    assert.equal((await balance(q)).currentBalance, 700);
    const rows = await bets(p);
    assert.deepEqual(rows.map((b) => [b.betType, b.result, b.profitLoss]).sort(), [
      ['NO', 'LOSS', -200],
      ['YES', 'LOSS', -100],
    ]);

    // Undeclare reverses exactly; declared again at 47 runs: p's NO wins 200, YES loses 100.
    const undone = await h.operator('POST', '/operator/results/undeclare', { marketId: market.id });
    assert.equal(undone.statusCode, 200, undone.body);
    assert.deepEqual(await balance(p), {
      currentBalance: 700,
      exposure: 300,
      profitLoss: 0,
      totalBalance: 1000,
      creditReference: 0,
    });
    assert.equal((await balance(q)).exposure, 300);
    assert.ok((await bets(p)).every((b) => b.result === 'UNDECLARE'));
    const again = await declare({ marketId: market.id, runs: 47 });
    assert.equal(again.version, 2);
    assert.equal((await balance(p)).currentBalance, 1100);
    assert.equal((await balance(q)).currentBalance, 1300);
  });

  test('no result gives every stake back and closes the session; undeclared, a new result settles', async () => {
    const match = cricketMatch();
    const market = await openRated(match.id, { noLine: 20, yesLine: 20, yesRate: 80 });
    const p = await h.player({ credit: 500 });
    await placeOk(p, bet(market, 'YES', 250));
    await placeOk(p, bet(market, 'NO', 100));
    assert.equal((await balance(p)).exposure, 150);
    await declare({ marketId: market.id, void: 'no result' });
    assert.deepEqual(await balance(p), {
      currentBalance: 500,
      exposure: 0,
      profitLoss: 0,
      totalBalance: 500,
      creditReference: 0,
    });
    assert.ok((await bets(p)).every((b) => b.result === 'TIE' && b.profitLoss === 0));
    // A session with a result leaves the match, as a feed session does, and takes no more bets.
    assert.deepEqual(
      (await detail(p, match.id)).sessionBettings.filter((m) => m.id === market.id),
      [],
    );
    const late = await place(p, bet(market, 'YES', 50));
    assert.equal(late.json<{ code: string }>().code, 'MARKET_NOT_FOUND');
    // Undeclared, its bets are open again and a new result settles them.
    const undone = await h.operator('POST', '/operator/results/undeclare', { marketId: market.id });
    assert.equal(undone.statusCode, 200, undone.body);
    assert.equal((await balance(p)).exposure, 150);
    await declare({ marketId: market.id, runs: 20 });
    // YES 20 at 80 ×250 wins 200; NO 20 ×100 loses 100.
    assert.equal((await balance(p)).currentBalance, 600);
  });

  test('stakes outside the session’s limits and an unrated session are refused', async () => {
    const match = cricketMatch();
    const p = await h.player({ credit: 10_000 });
    const unrated = await operatorOk('open', { matchId: match.id, name: 'Unrated runs', minBet: 10, maxBet: 5000 });
    const noPrice = await place(p, {
      matchId: match.id,
      betId: unrated.id,
      selectionId: unrated.runners[0]!.selectionId,
      betType: 'YES',
      odds: 10,
      ratePercent: 100,
      stake: 100,
    });
    assert.equal(noPrice.json<{ code: string }>().code, 'MARKET_SUSPENDED');
    const market = await openRated(match.id, { noLine: 60, yesLine: 61 });
    assert.equal((await place(p, bet(market, 'YES', 5))).json<{ code: string }>().code, 'STAKE_BELOW_MIN');
    assert.equal((await place(p, bet(market, 'YES', 5001))).json<{ code: string }>().code, 'STAKE_ABOVE_MAX');
    const wrongMatch = await place(p, bet(market, 'YES', 100, { matchId: '1' }));
    assert.equal(wrongMatch.json<{ code: string }>().code, 'MARKET_NOT_FOUND');
    assert.equal((await balance(p)).exposure, 0);
  });
});

const REDIS_URL = process.env.TEST_REDIS_URL;
if (REDIS_URL) {
  const redisUrl = REDIS_URL;
  describe('two API instances behind the Redis adapter', () => {
    test('a session opened and moved on one is shown, pushed and bet on through the other', async () => {
      const a = await harness({ redisUrl });
      const b = await harness({ redisUrl }, { database: a.database });
      await b.app.listen({ port: 0, host: '127.0.0.1' });
      const urlB = `http://127.0.0.1:${(b.app.server.address() as AddressInfo).port}`;
      const p = await b.player({ credit: 1000 });
      const socket = io(`${urlB}${MATCH_NAMESPACE}`, {
        transports: ['websocket'],
        auth: { token: p.token },
        reconnection: false,
        forceNew: true,
        ackTimeout: 3000,
      });
      try {
        const match = a.ctx.feed
          .views()
          .find((v) => v.fixture.sport === 'cricket' && v.fixture.kind === 'match' && !v.fixture.finished);
        assert.ok(match && b.ctx.feed.view(match.id), 'the same seed lists the same match on both');
        const messages: LiveDataMessage[] = [];
        socket.on(liveDataEvent(match.id), (m: LiveDataMessage) => messages.push(m));
        await new Promise<void>((resolve, reject) => {
          socket.once('connect', resolve);
          socket.once('connect_error', reject);
        });
        await socket.emitWithAck('matchRoom', { id: match.id });
        const onA = async (path: string, payload: Record<string, unknown>) => {
          const res = await a.operator('POST', `/operator/sessions/${path}`, payload);
          assert.equal(res.statusCode, 200, res.body);
          return body<{ market: Market }>(res).data.market;
        };
        const until = async (pred: () => boolean) => {
          for (let i = 0; i < 100 && !pred(); i++) await new Promise((resolve) => setTimeout(resolve, 30));
          assert.ok(pred(), 'in time');
        };
        const opened = await onA('open', { matchId: match.id, name: 'Across runs', minBet: 10, maxBet: 5000 });
        const market = await onA('rate', {
          marketId: opened.id,
          noLine: 40,
          noRate: 100,
          yesLine: 41,
          yesRate: 100,
        });
        const pushed = () =>
          messages.some(
            (m) => m.type === 'sessionBettings' && m.sessions[0]?.runners[0]?.ex.availableToBack[0]?.price === 41,
          );
        await until(pushed);
        assert.equal(messages.filter((m) => m.type === 'sessionBettings').length >= 1, true);
        await until(() => b.ctx.manualSessions.forMatch(match.id).length === 1);
        const shown = body<MatchDetail>(await b.inject('GET', `/match/${match.id}`, { token: p.token })).data;
        assert.deepEqual(shown.sessionBettings, [market]);

        const placed = await b.inject('POST', '/bet/session', {
          token: p.token,
          body: { idempotencyKey: 'across-1', ...bet(market, 'YES', 100) },
        });
        assert.equal(placed.statusCode, 201, placed.body);
        // Suspended on A, refused on B at once: the bet reads the row as it stands.
        await onA('suspend', { marketId: market.id });
        const refused = await b.inject('POST', '/bet/session', {
          token: p.token,
          body: { idempotencyKey: 'across-2', ...bet(market, 'YES', 100) },
        });
        assert.equal(refused.json<{ code: string }>().code, 'MARKET_SUSPENDED');
        await onA('close', { marketId: market.id });
        await until(() => messages.some((m) => m.type === 'sessionBettings' && m.sessions.length === 0));
        await until(() => b.ctx.manualSessions.forMatch(match.id).length === 0);
        await a.assertLedger();
      } finally {
        socket.disconnect();
        await b.close();
        await a.close();
      }
    });
  });
}
