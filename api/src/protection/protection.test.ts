/**
 * Player protection over HTTP, on the test clock: limits (a decrease at once, an increase or
 * removal exactly 7 days later, the rolling 24-hour, 7-day and month windows to the millisecond),
 * every money path refused at a limit with nothing written (sports bets, exchange orders, card
 * bets, provider casino debits) and cash out never refused, account states, cool-off and
 * self-exclusion ending logins and sockets at once, the reality check, and the history. The ledger
 * invariants are checked after every test. With TEST_DATABASE_URL (CI) the same tests run on
 * PostgreSQL, where the last one races 50 bets against a loss limit on 50 connections.
 */
import { after, afterEach, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import type { PlaceBetResponse, PlacedBet, Protection, ProtectionEvent, UserBalance } from '@backlay/shared/api';
import { cardTable, type CardInitial } from '@backlay/shared/cards';
import { PROVIDER_GAMES } from '@backlay/shared/casino';
import type { Market, MatchSnapshot, Runner } from '@backlay/shared/sports';
import type { WalletResponse } from '@backlay/casino-provider/protocol';
import { signatureClock, signedHeaders, WALLET_PATHS } from '@backlay/casino-provider/protocol';
import { bets } from '../db/schema.js';
import { body, harness, TEST_CASINO_SECRET, TEST_PASSWORD, type Harness, type TestPlayer } from '../test/harness.js';
import { listen, socketClients, type SocketClients } from '../test/sockets.js';
import { readBalance } from '../wallet/ledger.js';
import { BETWEEN_ROUNDS_MS } from '../cards/timeline.js';
import { addMonths, markInactivity } from './service.js';
import { formatWhen } from './refusals.js';

const launches: { token: string }[] = [];
// Logins outlive the months this file's clock runs through.
const h: Harness = await harness(
  { sessionTtlSeconds: 3 * 365 * 86_400 },
  {
    casinoLauncher: (request) => {
      launches.push(request);
      return Promise.resolve(`http://127.0.0.1:3100/game/launch-${launches.length}`);
    },
  },
);
after(() => h.close());
afterEach(() => h.assertLedger());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let counter = 0;
const key = () => `protect-${++counter}-${Date.now().toString(36)}`;

// ---- markets -------------------------------------------------------------------------------

const used = new Set<string>();
function market(pred: (m: Market, s: MatchSnapshot) => boolean = () => true): { match: MatchSnapshot; market: Market } {
  for (const match of h.ctx.feed.views()) {
    if (match.fixture.inPlay) continue;
    for (const m of match.tournament) {
      if (
        !used.has(m.id) &&
        m.type === 'matchOdds' &&
        m.status === 'OPEN' &&
        m.result === null &&
        m.runners.length >= 2 &&
        m.runners.every(
          (r) => r.status === 'ACTIVE' && r.ex.availableToBack.length > 0 && r.ex.availableToLay.length > 0,
        ) &&
        pred(m, match)
      ) {
        used.add(m.id);
        return { match, market: m };
      }
    }
  }
  throw new Error('no market fits');
}

const best = (r: Runner) => r.ex.availableToBack[0]!.price;

/** A back bet on the first runner of a fresh market at its best price (loses `stake` at worst). */
async function back(p: TestPlayer, stake: number, found = market(), idempotencyKey = key()) {
  const a = found.market.runners[0]!;
  const res = await h.inject('POST', '/bet/matchBetting', {
    token: p.token,
    body: {
      idempotencyKey,
      matchId: found.match.id,
      betId: found.market.id,
      selectionId: a.selectionId,
      betType: 'BACK',
      odds: best(a),
      stake,
    },
  });
  return { res, found };
}

async function backOk(
  p: TestPlayer,
  stake: number,
  found = market(),
): Promise<{ bet: PlacedBet; found: ReturnType<typeof market> }> {
  const { res } = await back(p, stake, found);
  assert.equal(res.statusCode, 201, res.body);
  return { bet: body<PlaceBetResponse>(res).data.bet, found };
}

/** Settles a market with its first runner losing. */
async function lose(found: ReturnType<typeof market>) {
  const winner = found.market.runners[1]!.selectionId;
  const res = await h.operator('POST', '/operator/results/declare', { marketId: found.market.id, winner });
  assert.equal(res.statusCode, 200, res.body);
}

async function wallet(p: TestPlayer): Promise<UserBalance> {
  return readBalance(h.db, p.id);
}

async function betCount(p: TestPlayer): Promise<number> {
  return (await h.db.select({ id: bets.id }).from(bets).where(eq(bets.userId, p.id))).length;
}

// ---- protection calls ----------------------------------------------------------------------

async function protection(p: TestPlayer): Promise<Protection> {
  const res = await h.inject('GET', '/user/protection', { token: p.token });
  assert.equal(res.statusCode, 200, res.body);
  return body<Protection>(res).data;
}

async function setLimit(p: TestPlayer, limitKey: string, amount: number | null) {
  const res = await h.inject('POST', '/user/protection/limits', { token: p.token, body: { key: limitKey, amount } });
  assert.equal(res.statusCode, 200, res.body);
  return body<Protection>(res);
}

const limitOf = (state: Protection, limitKey: string) => state.limits.find((l) => l.key === limitKey)!;

async function history(p: TestPlayer): Promise<ProtectionEvent[]> {
  const res = await h.inject('GET', '/user/protection/history', { token: p.token });
  assert.equal(res.statusCode, 200, res.body);
  return body<ProtectionEvent[]>(res).data;
}

function refusedBy(res: { statusCode: number; body: string }, code: string, message: RegExp) {
  assert.equal(res.statusCode, 403, res.body);
  const b = JSON.parse(res.body) as { code: string; message: string };
  assert.equal(b.code, code);
  assert.match(b.message, message);
}

describe('limits: set, pending, in force', () => {
  test('a first limit and a decrease are in force at once; an increase waits exactly 7 days; asking the current amount cancels it', async () => {
    const p = await h.player({ credit: 1000 });
    const start = h.clock.now();
    const fresh = await protection(p);
    assert.equal(fresh.status, 'active');
    assert.deepEqual(
      fresh.limits.map((l) => [l.key, l.amount, l.pending]),
      ['lossDay', 'lossWeek', 'lossMonth', 'stakeDay', 'stakeWeek', 'stakeMonth', 'maxStake'].map((k) => [
        k,
        null,
        null,
      ]),
    );

    const first = await setLimit(p, 'lossDay', 500);
    assert.equal(first.message, 'Loss limit per 24 hours: 500.00, in force now.');
    assert.equal(limitOf(first.data, 'lossDay').amount, 500);

    const raised = await setLimit(p, 'lossDay', 800);
    assert.equal(
      raised.message,
      `Loss limit per 24 hours: rises to 800.00 on ${formatWhen(new Date(start + 7 * DAY))}; until then 500.00 stays in force.`,
    );
    assert.deepEqual(limitOf(raised.data, 'lossDay').pending, {
      amount: 800,
      from: new Date(start + 7 * DAY).toISOString(),
    });
    assert.equal(limitOf(raised.data, 'lossDay').amount, 500);

    h.clock.set(start + 7 * DAY - 1);
    assert.equal(limitOf(await protection(p), 'lossDay').amount, 500, 'a millisecond before: still 500');
    h.clock.set(start + 7 * DAY);
    const after7 = limitOf(await protection(p), 'lossDay');
    assert.deepEqual([after7.amount, after7.pending], [800, null], 'exactly 7 days later: 800');
    const active = (await history(p)).find((e) => e.action === 'limit.active')!;
    assert.equal(active.at, new Date(start + 7 * DAY).toISOString(), 'recorded at its own date');
    assert.match(active.message, /800\.00 in force \(was 500\.00\)/);

    // A pending increase cancelled by asking for the amount in force; then a decrease drops another.
    await setLimit(p, 'lossDay', 900);
    const cancelled = await setLimit(p, 'lossDay', 800);
    assert.match(cancelled.message, /pending change is cancelled; 800\.00 stays in force/);
    assert.equal(limitOf(cancelled.data, 'lossDay').pending, null);
    await setLimit(p, 'lossDay', 1000);
    const lowered = await setLimit(p, 'lossDay', 300);
    assert.equal(lowered.message, 'Loss limit per 24 hours: 300.00, in force now. The pending increase is cancelled.');
    assert.deepEqual([limitOf(lowered.data, 'lossDay').amount, limitOf(lowered.data, 'lossDay').pending], [300, null]);
  });

  test('a removal waits 7 days too; bad input is refused and changes nothing', async () => {
    const p = await h.player({ credit: 1000 });
    const start = h.clock.now();
    await setLimit(p, 'maxStake', 50);
    const removing = await setLimit(p, 'maxStake', null);
    assert.match(removing.message, /Maximum stake per bet: removed from .*; until then 50\.00 stays in force/);
    assert.deepEqual(limitOf(removing.data, 'maxStake').pending, {
      amount: null,
      from: new Date(start + 7 * DAY).toISOString(),
    });

    for (const bad of [
      { key: 'maxStake', amount: -1 },
      { key: 'maxStake', amount: 10.005 },
      { key: 'lossYear', amount: 10 },
      { key: 'maxStake' },
      { key: 'maxStake', amount: 10, extra: true },
    ]) {
      const res = await h.inject('POST', '/user/protection/limits', { token: p.token, body: bad });
      assert.equal(res.statusCode, 400, `${JSON.stringify(bad)}: ${res.body}`);
    }
    // Two decimals that binary floating point cannot hold exactly are amounts like any other.
    assert.equal(limitOf((await setLimit(p, 'stakeWeek', 10.1)).data, 'stakeWeek').amount, 10.1);
    assert.equal(limitOf((await setLimit(p, 'stakeMonth', 1234.29)).data, 'stakeMonth').amount, 1234.29);
    const unchanged = limitOf(await protection(p), 'maxStake');
    assert.equal(unchanged.amount, 50);
    assert.equal(unchanged.pending?.amount, null);

    h.clock.set(start + 7 * DAY);
    assert.deepEqual(limitOf(await protection(p), 'maxStake'), {
      key: 'maxStake',
      amount: null,
      pending: null,
      used: null,
    });
    assert.equal((await h.inject('GET', '/user/protection')).statusCode, 401);
  });
});

describe('limits enforced on every money path', () => {
  test('maximum stake: a sports bet over it is refused, named, recorded, and writes nothing; at it is placed', async () => {
    const p = await h.player({ credit: 1000 });
    await setLimit(p, 'maxStake', 100);
    const { res } = await back(p, 150);
    refusedBy(res, 'PLAYER_LIMIT', /^Your maximum stake per bet is 100\.00: this bet stakes 150\.00\.$/);
    assert.equal(await betCount(p), 0);
    assert.deepEqual(await wallet(p), { ...(await wallet(p)), exposure: 0, currentBalance: 1000 });
    const refusal = (await history(p)).find((e) => e.action === 'limit.refused')!;
    assert.match(refusal.message, /^Refused \(bet on Match Odds\): Your maximum stake per bet is 100\.00/);
    await backOk(p, 100);
  });

  test('loss per 24 hours: open bets count at their worst case, settled losses until they are exactly 24 hours old', async () => {
    const p = await h.player({ credit: 5000 });
    await setLimit(p, 'lossDay', 300);
    const first = await backOk(p, 200);
    const over = await back(p, 150);
    refusedBy(
      over.res,
      'PLAYER_LIMIT',
      /^Loss limit per 24 hours is 300\.00: 200\.00 is lost or at risk in the last 24 hours and this bet could lose 150\.00 more\. It frees up as your open bets settle\.$/,
    );
    assert.equal(await betCount(p), 1);

    const lostAt = h.clock.now();
    await lose(first.found);
    assert.equal(limitOf(await protection(p), 'lossDay').used, 200);
    const stillOver = await back(p, 150);
    refusedBy(
      stillOver.res,
      'PLAYER_LIMIT',
      new RegExp(
        `200\\.00 is lost or at risk .* It frees up from ${formatWhen(new Date(lostAt + DAY))} as older results`,
      ),
    );
    const exactly = await backOk(p, 100);
    assert.equal((await wallet(p)).exposure, 100, 'up to the limit exactly is allowed');
    await lose(exactly.found);

    h.clock.set(lostAt + DAY - 1);
    refusedBy((await back(p, 100)).res, 'PLAYER_LIMIT', /Loss limit per 24 hours/);
    h.clock.set(lostAt + DAY);
    // The first loss (200) has left the window; the second (100, settled at the same instant) too.
    assert.equal(limitOf(await protection(p), 'lossDay').used, 0);
    await backOk(p, 300);
  });

  test('wins count against losses in the window (the limit is on net loss)', async () => {
    const p = await h.player({ credit: 5000 });
    await setLimit(p, 'lossDay', 100);
    const won = await backOk(p, 100);
    const winner = won.found.market.runners[0]!.selectionId;
    const res = await h.operator('POST', '/operator/results/declare', { marketId: won.found.market.id, winner });
    assert.equal(res.statusCode, 200, res.body);
    const used = limitOf(await protection(p), 'lossDay').used!;
    assert.ok(used < -100, `the win (net of commission) counts as a negative loss: ${used}`);
    // The limit of 100 plus what was won can be at risk now, and not a cent more.
    refusedBy((await back(p, 100 - used + 0.01)).res, 'PLAYER_LIMIT', /Loss limit per 24 hours is 100\.00/);
    await backOk(p, 100 - used);
  });

  test('stake per 7 days and per month: the stakes of the window, to the millisecond', async () => {
    // The 10th of next month at noon: a month later is the same day and time, whatever the month.
    const now = new Date(h.clock.now());
    h.clock.set(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 10, 12));
    const p = await h.player({ credit: 5000 });
    const start = h.clock.now();
    await setLimit(p, 'stakeWeek', 250);
    await setLimit(p, 'stakeMonth', 350);
    await backOk(p, 100);
    h.clock.advance(HOUR);
    await backOk(p, 100);
    refusedBy(
      (await back(p, 100)).res,
      'PLAYER_LIMIT',
      new RegExp(
        `^Stake limit per 7 days is 250\\.00: 200\\.00 is staked in the last 7 days and this bet stakes 100\\.00\\. It frees up from ${formatWhen(new Date(start + 7 * DAY))} as older stakes leave the window\\.$`,
      ),
    );
    assert.equal(limitOf(await protection(p), 'stakeWeek').used, 200);

    h.clock.set(start + 7 * DAY - 1);
    refusedBy((await back(p, 100)).res, 'PLAYER_LIMIT', /Stake limit per 7 days/);
    h.clock.set(start + 7 * DAY);
    await backOk(p, 100);
    // An hour on, the week holds 100 and the month all three stakes: 300 of 350.
    h.clock.set(start + 7 * DAY + HOUR);
    refusedBy(
      (await back(p, 100)).res,
      'PLAYER_LIMIT',
      /^Stake limit per month is 350\.00: 300\.00 is staked in the last month/,
    );
    // A calendar month after the first stake (the same day and time next month) it leaves, not before.
    const monthLater = addMonths(new Date(start), 1).getTime();
    h.clock.set(monthLater - 1);
    refusedBy((await back(p, 100)).res, 'PLAYER_LIMIT', /Stake limit per month/);
    h.clock.set(monthLater);
    await backOk(p, 100);
  });

  test('exchange orders: refused over the maximum stake and the stake limit, counted once', async () => {
    const p = await h.player({ credit: 5000 });
    await setLimit(p, 'maxStake', 200);
    await setLimit(p, 'stakeDay', 300);
    const found = market((m) => m.runners.length === 2);
    const a = found.market.runners[0]!;
    const order = (stake: number) =>
      h.inject('POST', '/bet/order', {
        token: p.token,
        body: {
          idempotencyKey: key(),
          matchId: found.match.id,
          betId: found.market.id,
          selectionId: a.selectionId,
          betType: 'BACK',
          odds: 1000,
          stake,
        },
      });
    refusedBy(await order(250), 'PLAYER_LIMIT', /maximum stake per bet is 200\.00: this bet stakes 250\.00/);
    const waiting = await order(200);
    assert.equal(waiting.statusCode, 201, waiting.body);
    refusedBy(await order(150), 'PLAYER_LIMIT', /Stake limit per 24 hours is 300\.00: 200\.00 is staked/);
    assert.equal((await wallet(p)).exposure, 200);
  });

  test('card bets: refused at the limit, nothing reserved', async () => {
    const p = await h.player({ credit: 1000 });
    await setLimit(p, 'maxStake', 150);
    const def = cardTable('lucky7eu')!;
    const low = def.rows.find((r) => r.nat === 'LOW Card')!;
    let data: CardInitial | undefined;
    for (let i = 0; i < 3; i++) {
      const res = await h.inject('GET', `/match/initial/card/${def.code}`, { token: p.token });
      data = body<CardInitial>(res).data;
      if (data.snapshot.t1.phase === 'betting' && data.snapshot.t1.dealt.length === 0) break;
      const round = h.ctx.cards.table(def.code)!.round;
      h.clock.set(Math.max(h.clock.now(), (round?.line.endAt ?? h.clock.now()) + BETWEEN_ROUNDS_MS));
      await h.ctx.cards.advanceTo(h.clock.now());
    }
    const card = (stake: number) =>
      h.inject('POST', '/bet/cardBetting', {
        token: p.token,
        body: {
          idempotencyKey: key(),
          matchId: def.code,
          betId: data!.snapshot.t1.mid,
          selectionId: low.sid,
          betType: 'BACK',
          odds: low.back,
          stake,
        },
      });
    refusedBy(await card(200), 'PLAYER_LIMIT', /maximum stake per bet is 150\.00: this bet stakes 200\.00/);
    assert.equal((await wallet(p)).exposure, 0);
    assert.equal((await card(150)).statusCode, 201);
  });

  test('provider casino debits: refused with LIMIT_EXCEEDED, recorded in the history, the round not opened', async () => {
    const p = await h.player({ credit: 1000 });
    await setLimit(p, 'lossDay', 40);
    const game = PROVIDER_GAMES.find((g) => g.game_code === 'MAC88-AVIATOR')!;
    const launched = await h.inject('POST', '/mac88/casino/login', {
      token: p.token,
      body: { gameId: game.game_id, platform: 'mobile' },
    });
    assert.equal(launched.statusCode, 200, launched.body);
    const stamp = signatureClock(h.clock.now);
    const debit = async (amount: number, roundId: string) => {
      const raw = JSON.stringify({
        token: launches.at(-1)!.token,
        userId: p.id,
        transactionId: key(),
        roundId,
        gameCode: game.game_code,
        amount,
      });
      const res = await h.app.inject({
        method: 'POST',
        url: WALLET_PATHS.debit,
        headers: signedHeaders(TEST_CASINO_SECRET, { method: 'POST', path: WALLET_PATHS.debit, body: raw }, stamp()),
        payload: raw,
      });
      return { status: res.statusCode, body: res.json<WalletResponse>() };
    };
    const ok = await debit(30, key());
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    const refused = await debit(20, key());
    assert.equal(refused.status, 409);
    assert.equal(refused.body.status === 'ERROR' && refused.body.code, 'LIMIT_EXCEEDED');
    assert.match(
      refused.body.status === 'ERROR' ? refused.body.message : '',
      /Loss limit per 24 hours is 40\.00: 30\.00 is lost or at risk .* this stake could lose 20\.00 more/,
    );
    assert.equal((await wallet(p)).exposure, 30);
    assert.match((await history(p))[0]!.message, /^Refused \(Aviator stake\): Loss limit per 24 hours is 40\.00/);
  });

  test('cash out is never refused by a limit (it lowers the worst case), and its stake still counts', async () => {
    const p = await h.player({ credit: 5000 });
    const found = market((m) => m.runners.length === 2);
    const [a, b] = found.market.runners.map((r) => r.selectionId) as [number, number];
    // Back A 1,000 at 2.50; then A shortens to 1.98 / 2.00: laying A 1,250 at 2.00 levels both to +250.
    let prices: Record<number, [number, number]> = { [a]: [2.5, 2.52], [b]: [1.66, 1.68] };
    const feed = h.ctx.feed;
    const original = feed.market.bind(feed);
    feed.market = (id: string) => {
      const got = original(id);
      if (!got || id !== found.market.id) return got;
      const runners = got.market.runners.map((r) => {
        const [backAt, layAt] = prices[r.selectionId]!;
        return {
          ...r,
          ex: {
            ...r.ex,
            availableToBack: [{ price: backAt, size: 1e6 }],
            availableToLay: [{ price: layAt, size: 1e6 }],
          },
        };
      });
      return { matchId: got.matchId, market: { ...got.market, runners } };
    };
    try {
      const placed = await h.inject('POST', '/bet/matchBetting', {
        token: p.token,
        body: {
          idempotencyKey: key(),
          matchId: found.match.id,
          betId: found.market.id,
          selectionId: a,
          betType: 'BACK',
          odds: 2.5,
          stake: 1000,
        },
      });
      assert.equal(placed.statusCode, 201, placed.body);
      await setLimit(p, 'maxStake', 100);
      await setLimit(p, 'lossDay', 100);
      await setLimit(p, 'stakeDay', 1000);
      prices = { [a]: [1.98, 2], [b]: [1.98, 2.02] };
      const res = await h.inject('POST', '/bet/cashOut', {
        token: p.token,
        body: {
          idempotencyKey: key(),
          matchId: found.match.id,
          marketId: found.market.id,
          selectionId: a,
          betType: 'LAY',
          odds: 2,
          stake: 1250,
          percent: 100,
        },
      });
      assert.equal(res.statusCode, 201, res.body);
      assert.equal((await wallet(p)).exposure, 0, 'nothing can be lost now');
      assert.equal(limitOf(await protection(p), 'stakeDay').used, 2250, 'the cash-out stake counts toward turnover');
      // A new bet is refused by the same limits the cash out was not.
      refusedBy((await back(p, 150)).res, 'PLAYER_LIMIT', /maximum stake per bet is 100\.00/);
    } finally {
      feed.market = original;
    }
    await lose({
      match: found.match,
      market: { ...found.market, runners: [found.market.runners[0]!, found.market.runners[1]!] },
    });
  });
});

describe('account states', () => {
  test('frozen: log-in and history allowed, bets and games refused; blocked: logins end and log-in is refused', async () => {
    const p = await h.player({ credit: 1000 });
    const frozen = await h.operator('POST', '/operator/players/status', {
      userName: p.userName,
      status: 'frozen',
      reason: 'age not verified',
    });
    assert.equal(frozen.statusCode, 200, frozen.body);
    refusedBy(
      (await back(p, 100)).res,
      'ACCOUNT_RESTRICTED',
      /^Your account is frozen: it cannot place bets or play games now\./,
    );
    assert.equal(await betCount(p), 0);
    assert.equal((await h.inject('GET', '/user/protection', { token: p.token })).statusCode, 200);
    const token = await h.login(p.userName);
    assert.equal((await h.inject('GET', '/user/profile', { token })).statusCode, 200);
    const launch = await h.inject('POST', '/mac88/casino/login', {
      token,
      body: { gameId: PROVIDER_GAMES[0]!.game_id, platform: 'mobile' },
    });
    assert.equal(launch.statusCode, 403, launch.body);

    const blocked = await h.operator('POST', '/operator/players/status', { userName: p.userName, status: 'blocked' });
    assert.equal(blocked.statusCode, 200, blocked.body);
    assert.equal((await h.inject('GET', '/user/profile', { token })).statusCode, 401);
    const login = await h.inject('POST', '/auth/login', { body: { userName: p.userName, password: TEST_PASSWORD } });
    refusedBy(login, 'ACCOUNT_RESTRICTED', /This account is blocked/);
    const events = (await history({ ...p, token: await activeToken(p) })).map((e) => e.message);
    assert.ok(events.some((m) => /set frozen by the operator \(age not verified\)/.test(m)));
  });

  test('inactive after 12 months without a log-in, dormant after 30; a log-in makes an inactive account active, a dormant one cannot bet', async () => {
    const a = await h.player({ credit: 1000 });
    const b = await h.player({ credit: 1000 });
    const start = h.clock.now();
    const statusOf = async (who: TestPlayer) =>
      body<{ status: string }>(await h.operator('GET', `/operator/players/protection?userName=${who.userName}`)).data
        .status;
    h.clock.set(addMonths(new Date(start), 12).getTime() - 1);
    await markInactivity(h.db, new Date(h.clock.now()));
    assert.equal(await statusOf(a), 'active', 'a millisecond short of 12 months: still active');
    // b logs in meanwhile: its 12 months start again.
    await h.login(b.userName);
    h.clock.set(addMonths(new Date(start), 12).getTime());
    const marked = await h.operator('POST', '/operator/players/inactivity');
    assert.match(body(marked).message, /^Marked \d+ inactive and 0 dormant\.$/);
    assert.equal(await statusOf(a), 'inactive');
    assert.equal(await statusOf(b), 'active');

    // A log-in wakes an inactive account.
    const aToken = await h.login(a.userName);
    assert.equal((await protection({ ...a, token: aToken })).status, 'active');

    // 30 months after b's last log-in: dormant; it may log in and read its history, not bet.
    h.clock.set(addMonths(new Date(start), 12 + 30).getTime());
    await markInactivity(h.db, new Date(h.clock.now()));
    const token = await h.login(b.userName);
    const bNow = { ...b, token };
    assert.equal((await protection(bNow)).status, 'dormant');
    refusedBy((await back(bNow, 100)).res, 'ACCOUNT_RESTRICTED', /^Your account is dormant/);
    const events = (await history(bNow)).map((e) => e.message);
    assert.match(events[0]!, /^Refused \(bet on Match Odds\): Your account is dormant/);
    assert.ok(events.includes('No log-in for 30 months: the account is dormant.'), events.join('\n'));
  });
});

/** A fresh login for a player whose logins were ended (the operator opens the account again first). */
async function activeToken(p: TestPlayer): Promise<string> {
  const res = await h.operator('POST', '/operator/players/status', { userName: p.userName, status: 'active' });
  assert.equal(res.statusCode, 200, res.body);
  return h.login(p.userName);
}

describe('cool-off and self-exclusion', () => {
  let clients: SocketClients;
  let url: string;
  before(async () => {
    url = await listen(h);
    clients = socketClients();
  });
  after(() => clients.closeAll());

  test('a cool-off needs the password, ends every login and socket at once, refuses log-in with its end date, and ends by itself', async () => {
    const p = await h.player({ credit: 1000 });
    const other = await h.login(p.userName);
    const socket = await clients.connect(url, { token: other });
    const wrong = await h.inject('POST', '/user/protection/coolOff', {
      token: p.token,
      body: { period: '1w', password: 'not-it' },
    });
    assert.equal(wrong.statusCode, 400, wrong.body);
    assert.equal((await protection(p)).status, 'active', 'a wrong password changes nothing');

    const start = h.clock.now();
    const gone = socket.disconnected();
    const res = await h.inject('POST', '/user/protection/coolOff', {
      token: p.token,
      body: { period: '1w', password: TEST_PASSWORD },
    });
    assert.equal(res.statusCode, 200, res.body);
    const until = new Date(start + 7 * DAY);
    assert.deepEqual(body<{ until: string }>(res).data, { until: until.toISOString() });
    const [reason] = (await socket.waitFor('logoutUserForce')) as [{ reason: string }];
    assert.equal(reason.reason, `Your break has started. You can log in again on ${formatWhen(until)}.`);
    assert.equal(await gone, 'io server disconnect');
    for (const token of [p.token, other])
      assert.equal((await h.inject('GET', '/user/profile', { token })).statusCode, 401);

    // The old login cannot undo it: it is gone; a new log-in is refused with the date and the help.
    assert.equal(
      (await h.inject('POST', '/user/protection/limits', { token: p.token, body: { key: 'maxStake', amount: null } }))
        .statusCode,
      401,
    );
    h.clock.set(until.getTime() - 1);
    const refused = await h.inject('POST', '/auth/login', { body: { userName: p.userName, password: TEST_PASSWORD } });
    refusedBy(refused, 'ACCOUNT_RESTRICTED', new RegExp(`^You are taking a break until ${formatWhen(until)}\\.`));
    const account = (
      JSON.parse(refused.body) as { account: { status: string; until: string; help: { url: string }[] } }
    ).account;
    assert.equal(account.status, 'coolingOff');
    assert.equal(account.until, until.toISOString());
    assert.deepEqual(
      account.help.map((l) => l.url),
      ['https://www.gamcare.org.uk/', 'https://www.gamblingtherapy.org/', 'https://www.gamblersanonymous.org/'],
    );

    h.clock.set(until.getTime());
    const token = await h.login(p.userName);
    const events = (await history({ ...p, token })).map((e) => e.action + ': ' + e.message);
    assert.match(events[0]!, /^status: Break over: the account is active again\.$/);
    assert.match(events[1]!, /^coolOff: Break taken for 1 week: no log-in until /);
    await backOk({ ...p, token }, 100);
  });

  test('self-exclusion: at once, open bets stay and settle, revocable only after the period and then 7 days later; permanent never', async () => {
    const p = await h.player({ credit: 1000 });
    const open = await backOk(p, 100);
    const start = h.clock.now();
    const res = await h.inject('POST', '/user/protection/selfExclude', {
      token: p.token,
      body: { period: '6m', password: TEST_PASSWORD },
    });
    assert.equal(res.statusCode, 200, res.body);
    const until = addMonths(new Date(start), 6);
    assert.equal(body<{ until: string }>(res).data.until, until.toISOString());
    assert.equal((await h.inject('GET', '/user/profile', { token: p.token })).statusCode, 401);

    // The open bet settles as usual.
    await lose(open.found);
    assert.deepEqual([(await wallet(p)).exposure, (await wallet(p)).totalBalance], [0, 900]);

    const revoke = () =>
      h.inject('POST', '/auth/selfExclusion/revoke', { body: { userName: p.userName, password: TEST_PASSWORD } });
    h.clock.set(until.getTime() - 1);
    refusedBy(
      await revoke(),
      'ACCOUNT_RESTRICTED',
      new RegExp(`^You have excluded yourself until ${formatWhen(until)}\\.`),
    );
    const wrong = await h.inject('POST', '/auth/selfExclusion/revoke', {
      body: { userName: p.userName, password: 'nope' },
    });
    assert.equal(wrong.statusCode, 400);

    h.clock.set(until.getTime());
    const stillOut = await h.inject('POST', '/auth/login', { body: { userName: p.userName, password: TEST_PASSWORD } });
    refusedBy(stillOut, 'ACCOUNT_RESTRICTED', /period ended on .* It ends 7 days after you ask/);
    assert.equal((JSON.parse(stillOut.body) as { account: { revocable: boolean } }).account.revocable, true);
    const asked = await revoke();
    assert.equal(asked.statusCode, 200, asked.body);
    const revokesAt = new Date(until.getTime() + 7 * DAY);
    assert.equal(body<{ revokesAt: string }>(asked).data.revokesAt, revokesAt.toISOString());
    h.clock.set(revokesAt.getTime() - 1);
    refusedBy(
      await h.inject('POST', '/auth/login', { body: { userName: p.userName, password: TEST_PASSWORD } }),
      'ACCOUNT_RESTRICTED',
      new RegExp(`ends on ${formatWhen(revokesAt)}`),
    );
    h.clock.set(revokesAt.getTime());
    const token = await h.login(p.userName);
    assert.equal((await protection({ ...p, token })).status, 'active');

    // Permanent: never revocable.
    const res2 = await h.inject('POST', '/user/protection/selfExclude', {
      token,
      body: { period: 'permanent', password: TEST_PASSWORD },
    });
    assert.equal(res2.statusCode, 200, res2.body);
    assert.equal(body<{ until: null }>(res2).data.until, null);
    h.clock.advance(20 * 365 * DAY);
    refusedBy(await revoke(), 'ACCOUNT_RESTRICTED', /permanently/);
  });
});

describe('reality check', () => {
  test('due an interval after the log-in, then after each Continue, shared by every tab of the login; the session profit or loss', async () => {
    const p = await h.player({ credit: 1000 });
    const loggedIn = h.clock.now();
    const first = await protection(p);
    assert.deepEqual(first.realityCheck, {
      intervalMinutes: 60,
      sessionStartedAt: new Date(loggedIn).toISOString(),
      dueAt: new Date(loggedIn + HOUR).toISOString(),
      sessionProfitLoss: 0,
    });
    const lost = await backOk(p, 100);
    await lose(lost.found);
    h.clock.advance(HOUR + 5 * 60_000);
    const cont = await h.inject('POST', '/user/protection/realityCheck/continue', { token: p.token });
    assert.equal(cont.statusCode, 200, cont.body);
    const after = body<Protection>(cont).data.realityCheck;
    assert.equal(after.dueAt, new Date(h.clock.now() + HOUR).toISOString());
    assert.equal(after.sessionProfitLoss, -100);

    const interval = await h.inject('POST', '/user/protection/realityCheck', {
      token: p.token,
      body: { intervalMinutes: 15 },
    });
    assert.equal(interval.statusCode, 200, interval.body);
    assert.equal(
      body<Protection>(interval).data.realityCheck.dueAt,
      new Date(h.clock.now() + 15 * 60_000).toISOString(),
    );
    const bad = await h.inject('POST', '/user/protection/realityCheck', {
      token: p.token,
      body: { intervalMinutes: 45 },
    });
    assert.equal(bad.statusCode, 400);

    // Another login of the same player has its own clock, from its own log-in.
    const other = await h.login(p.userName);
    const theirs = await protection({ ...p, token: other });
    assert.equal(theirs.realityCheck.sessionStartedAt, new Date(h.clock.now()).toISOString());
    assert.equal(theirs.realityCheck.sessionProfitLoss, 0);
  });
});

describe(`concurrent bets against a loss limit (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  test('50 bets at once never take the player over the limit: exactly as many as fit are placed', async () => {
    const p = await h.player({ credit: 100_000 });
    await setLimit(p, 'lossDay', 1000);
    // As many markets as the feed has left (one player's bets on one market also queue in the
    // process; on different markets only the database's wallet lock orders them).
    const markets: ReturnType<typeof market>[] = [];
    while (markets.length < 50) {
      try {
        markets.push(market());
      } catch {
        break;
      }
    }
    assert.ok(markets.length >= 10, `${markets.length} markets`);
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => back(p, 100, markets[i % markets.length])));
    const placed = results.filter((r) => r.res.statusCode === 201).length;
    const refused = results.filter((r) => r.res.statusCode === 403);
    assert.equal(placed, 10, results.map((r) => r.res.body.slice(0, 120)).join('\n'));
    assert.equal(refused.length, 40);
    assert.equal((await wallet(p)).exposure, 1000);
    assert.equal(await betCount(p), 10);
  });
});
