/**
 * The provider's server against a fake operator: the signed launch, the game page and its CSP,
 * full crash and mines rounds (debit, then credit with the same round id), lost rounds crediting
 * 0, a refused debit leaving nothing open, thumbnails, and every catalogue game launching and
 * playing one round.
 */
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq, sql } from 'drizzle-orm';
import { PROVIDER_GAMES } from '@backlay/shared/casino';
import { LAUNCH_PATH, signedHeaders, WALLET_PATHS } from './protocol/index.js';
import { providerRounds, providerWalletCalls } from './db/schema.js';
import { openTestDatabase, testClock } from './testing.test-support.js';
import type { PageError, PageState, PlayResult } from './contract.js';
import type { CrashView, GameInfo, MinesView } from './engines/views.js';
import { FRAME_ANCESTORS, SECRET, testProvider, type TestProvider } from './providerTests.test-support.js';
import { buildProvider, SESSION_TTL_MS } from './provider.js';

const database = await openTestDatabase();
const clock = testClock();
const t: TestProvider = await testProvider({ db: database.db, now: clock.now, balanceCents: 10_000_000 });
after(async () => {
  await t.close();
  await database.close();
});

const EXPECTED_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; " +
  `frame-ancestors ${FRAME_ANCESTORS.join(' ')}`;

const played = (res: { statusCode: number; body: string; json(): unknown }): PlayResult => {
  assert.equal(res.statusCode, 200, res.body);
  return res.json() as PlayResult;
};

/** Headers of a launch call signed with `secret` at `at`. */
const launchHeaders = (secret: string, body: string, at: number) =>
  signedHeaders(secret, { method: 'POST', path: LAUNCH_PATH, body }, at);

async function state(launchId: string): Promise<PageState> {
  const res = await t.get(`/game/${launchId}/api/state`);
  assert.equal(res.statusCode, 200, res.body);
  return res.json<PageState>();
}

/** The fake operator's money calls of one round, as [kind, amount] pairs. */
function money(roundId: string): [string, number | string][] {
  return t.operator.calls
    .filter((c) => c.body.roundId === roundId)
    .map((c) => [c.kind, c.kind === 'rollback' ? String(c.body.rollbackTransactionId) : Number(c.body.amount)]);
}

/** A crash round that is flying (a 1.00× instant crash is possible: bet again then). */
async function flyingCrash(launchId: string, stake: number): Promise<PlayResult> {
  for (let i = 0; i < 30; i++) {
    const bet = played(await t.bet(launchId, { stake }));
    if (bet.round.status === 'open') return bet;
  }
  throw new Error('every round crashed at once');
}

/** Fixes the drawn crash point of a round (tests only: the engine draws it from crypto). */
async function setCrashPoint(roundId: string, hundredths: number): Promise<void> {
  await database.db
    .update(providerRounds)
    .set({ state: sql`jsonb_set(${providerRounds.state}, '{engine,crashH}', ${String(hundredths)}::jsonb)` })
    .where(eq(providerRounds.roundId, roundId));
}

async function minePositions(roundId: string): Promise<number[]> {
  const [row] = await database.db.select().from(providerRounds).where(eq(providerRounds.roundId, roundId));
  return (row!.state as { engine: { minePositions: number[] } }).engine.minePositions;
}

describe('launch', () => {
  const body = JSON.stringify({
    token: 'tok_launch_checks_0001',
    userId: 'user-1',
    userName: 'Asha',
    gameCode: 'MAC88-AVIATOR',
    currency: 'INR',
    platform: 'mobile',
  });

  test('refuses unsigned, stale and badly signed requests', async () => {
    const unsigned = await t.provider.app.inject({
      method: 'POST',
      url: LAUNCH_PATH,
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    assert.equal(unsigned.statusCode, 401);
    assert.deepEqual(unsigned.json<PageError>().code, 'INVALID_SIGNATURE');
    const stale = await t.provider.app.inject({
      method: 'POST',
      url: LAUNCH_PATH,
      headers: launchHeaders(SECRET, body, clock.now() - 31_000),
      payload: body,
    });
    assert.equal(stale.statusCode, 401);
    assert.equal(stale.json<PageError>().code, 'STALE_REQUEST');
    const forged = await t.provider.app.inject({
      method: 'POST',
      url: LAUNCH_PATH,
      headers: launchHeaders('another-secret', body, clock.now()),
      payload: body,
    });
    assert.equal(forged.statusCode, 401);
    assert.equal(forged.json<PageError>().code, 'INVALID_SIGNATURE');
    // The signature covers the method and path: one made for another call does not pass here.
    for (const other of [
      { method: 'POST', path: WALLET_PATHS.balance },
      { method: 'GET', path: LAUNCH_PATH },
      { method: 'POST', path: `${LAUNCH_PATH}/` },
    ]) {
      const elsewhere = await t.provider.app.inject({
        method: 'POST',
        url: LAUNCH_PATH,
        headers: signedHeaders(SECRET, { ...other, body }, clock.now()),
        payload: body,
      });
      assert.equal(elsewhere.statusCode, 401, JSON.stringify(other));
      assert.equal(elsewhere.json<PageError>().code, 'INVALID_SIGNATURE');
    }
    // The signature covers the exact bytes: a changed body does not pass.
    const tampered = await t.provider.app.inject({
      method: 'POST',
      url: LAUNCH_PATH,
      headers: launchHeaders(SECRET, body, clock.now()),
      payload: body.replace('Asha', 'Mala'),
    });
    assert.equal(tampered.statusCode, 401);
  });

  test('refuses an unknown game and a malformed request', async () => {
    const unknown = JSON.stringify({ ...JSON.parse(body), gameCode: 'MAC88-NOPE' });
    const res = await t.provider.app.inject({
      method: 'POST',
      url: LAUNCH_PATH,
      headers: launchHeaders(SECRET, unknown, clock.now()),
      payload: unknown,
    });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), { status: 'ERROR', code: 'INVALID_REQUEST', message: 'Unknown game MAC88-NOPE.' });
    const bad = JSON.stringify({ ...JSON.parse(body), platform: 'tv' });
    const res2 = await t.provider.app.inject({
      method: 'POST',
      url: LAUNCH_PATH,
      headers: launchHeaders(SECRET, bad, clock.now()),
      payload: bad,
    });
    assert.equal(res2.statusCode, 400);
    assert.equal(res2.json<PageError>().code, 'INVALID_REQUEST');
  });

  test('answers the game address; a repeat launch of the token gets the same one', async () => {
    const first = await t.launch('MAC88-AVIATOR', { token: 'tok_repeat_launch_0001' });
    const again = await t.launch('MAC88-AVIATOR', { token: 'tok_repeat_launch_0001' });
    assert.equal(again, first);
    assert.match(first, /^[A-Za-z0-9_-]{24}$/);
    const other = JSON.stringify({
      token: 'tok_repeat_launch_0001',
      userId: '5b0c3a57-9a51-4a49-9d7e-3f3e3e3e3e3e',
      userName: 'x',
      gameCode: 'MAC88-MINES',
      currency: 'INR',
      platform: 'desktop',
    });
    const res = await t.provider.app.inject({
      method: 'POST',
      url: LAUNCH_PATH,
      headers: launchHeaders(SECRET, other, clock.now()),
      payload: other,
    });
    assert.equal(res.statusCode, 400, 'the token belongs to another game');
  });
});

describe('a replayed launch', () => {
  test('a captured launch call sent again is refused, by this provider and by one started afresh', async () => {
    const launch = JSON.stringify({
      token: 'tok_replayed_launch_0001',
      userId: '5b0c3a57-9a51-4a49-9d7e-3f3e3e3e3e3e',
      userName: 'Asha',
      gameCode: 'MAC88-MINES',
      currency: 'INR',
      platform: 'desktop',
    });
    const captured = {
      method: 'POST' as const,
      url: LAUNCH_PATH,
      headers: launchHeaders(SECRET, launch, clock.now()),
      payload: launch,
    };
    const first = await t.provider.app.inject(captured);
    assert.equal(first.statusCode, 200, first.body);
    // The answer's address is the game's only credential: a replay must not get it.
    const replay = await t.provider.app.inject(captured);
    assert.equal(replay.statusCode, 401, replay.body);
    assert.equal(replay.json<PageError>().code, 'REPLAYED');
    assert.ok(!replay.body.includes('/game/'));
    clock.advance(20_000);
    const restarted = await testProvider({ db: database.db, now: clock.now });
    try {
      const later = await restarted.provider.app.inject(captured);
      assert.equal(later.statusCode, 401, later.body);
      assert.equal(later.json<PageError>().code, 'REPLAYED');
    } finally {
      clock.advance(-20_000);
      await restarted.close();
    }
  });
});

describe('the secret', () => {
  test('the provider refuses to start with a placeholder or short secret', async () => {
    for (const secret of ['change-me-casino-secret', 'change-me-0123456789abcdefghijklmnop', 'short-secret-0123']) {
      await assert.rejects(
        buildProvider({
          db: database.db,
          secret,
          operatorUrl: 'http://operator.test',
          publicUrl: 'http://127.0.0.1:3100',
          frameAncestors: FRAME_ANCESTORS,
          now: clock.now,
        }),
        /CASINO_SECRET\) is (a placeholder|too short)/,
        secret,
      );
    }
  });
});

describe('the game page', () => {
  test('is served with the CSP, framed by the client origins only, and its hashed assets', async () => {
    const launchId = await t.launch('MAC88-CRASH');
    const page = await t.get(`/game/${launchId}`);
    assert.equal(page.statusCode, 200);
    assert.equal(page.headers['content-security-policy'], EXPECTED_CSP);
    assert.equal(page.headers['cross-origin-opener-policy'], 'same-origin');
    assert.match(String(page.headers['permissions-policy']), /camera=\(\)/);
    assert.match(String(page.headers['permissions-policy']), /fullscreen=\(self\)/);
    assert.equal(page.headers['x-frame-options'], undefined);
    assert.equal(page.headers['referrer-policy'], 'no-referrer');
    assert.match(String(page.headers['content-type']), /^text\/html/);
    assert.ok(page.body.includes(`data-launch="${launchId}"`));
    assert.ok(!/<script>|style=/.test(page.body), 'no inline script or style');
    const assets = [...page.body.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
    assert.equal(assets.length, 2);
    for (const url of assets) {
      const asset = await t.get(url);
      assert.equal(asset.statusCode, 200, url);
      assert.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.match(url, /game\.[0-9a-f]{16}\.(js|css)$/);
    }
    assert.equal((await t.get('/assets/game.0000000000000000.js')).statusCode, 404);
  });

  test('an unknown or ended session shows a clear message', async () => {
    const unknown = await t.get('/game/AAAAAAAAAAAAAAAAAAAAAAAA');
    assert.equal(unknown.statusCode, 404);
    assert.ok(unknown.body.includes('This game session has ended. Go back to the casino and open the game again.'));
    assert.equal(unknown.headers['content-security-policy'], EXPECTED_CSP);
    assert.equal((await t.get('/game/<script>')).statusCode, 404);
    const launchId = await t.launch('MAC88-MINES');
    clock.advance(SESSION_TTL_MS + 1);
    const ended = await t.get(`/game/${launchId}`);
    assert.equal(ended.statusCode, 410);
    assert.ok(ended.body.includes('This game session has ended.'));
    const api = await t.get(`/game/${launchId}/api/state`);
    assert.equal(api.statusCode, 410);
    assert.equal(api.json<PageError>().code, 'SESSION_ENDED');
  });

  test('the page API takes JSON only', async () => {
    const launchId = await t.launch('MAC88-MINES');
    const form = await t.provider.app.inject({
      method: 'POST',
      url: `/game/${launchId}/api/bet`,
      headers: { 'content-type': 'text/plain' },
      payload: '{"stake":10,"mines":3}',
    });
    assert.equal(form.statusCode, 415);
    const broken = await t.provider.app.inject({
      method: 'POST',
      url: `/game/${launchId}/api/bet`,
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    assert.equal(broken.statusCode, 400);
  });

  test('shows the balance from the wallet', async () => {
    const launchId = await t.launch('MAC88-MINES');
    const res = await t.get(`/game/${launchId}/api/balance`);
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), { status: 'OK', balance: t.operator.balanceCents() / 100, currency: 'INR' });
    assert.equal((await state(launchId)).balance, t.operator.balanceCents() / 100);
  });
});

describe('crash rounds', () => {
  test('bet, fly, cash out: the debit and then the credit of stake × multiplier, both with the round id', async () => {
    const launchId = await t.launch('MAC88-CRASH');
    const bet = await flyingCrash(launchId, 100);
    const roundId = bet.round.roundId;
    assert.match(roundId, /^rnd_/);
    assert.equal(bet.balance, t.operator.balanceCents() / 100, 'the balance of the debit');
    assert.equal((bet.round.detail as CrashView).crashPoint, null, 'secret while flying');
    await setCrashPoint(roundId, 500);
    clock.advance(10_000);
    const live = await state(launchId);
    assert.equal(live.round?.roundId, roundId);
    assert.equal((live.round.detail as CrashView).multiplier, 1.82);
    const cashed = played(await t.act(launchId, roundId, { type: 'cashout' }));
    assert.equal(cashed.round.status, 'settled');
    assert.equal(cashed.round.payout, 182);
    assert.deepEqual(
      [(cashed.round.detail as CrashView).phase, (cashed.round.detail as CrashView).crashPoint],
      ['cashed', 5],
    );
    assert.deepEqual(money(roundId), [
      ['debit', 100],
      ['credit', 182],
    ]);
    assert.equal(t.operator.of('credit').at(-1)!.body.roundClosed, true);
    assert.equal(cashed.balance, t.operator.balanceCents() / 100);
    assert.equal(Math.round(cashed.balance * 100), Math.round(bet.balance * 100) + 18_200);
  });

  test('a lost round: the server ends it at the crash point by itself and credits 0', async () => {
    const launchId = await t.launch('MAC88-AVIATOR');
    const bet = await flyingCrash(launchId, 50);
    const roundId = bet.round.roundId;
    await setCrashPoint(roundId, 150);
    clock.advance(60_000); // far beyond 1.50×: nobody asks, the background work ends it
    await t.provider.sweep();
    assert.deepEqual(money(roundId), [
      ['debit', 50],
      ['credit', 0],
    ]);
    const after = await state(launchId);
    assert.equal(after.round, null);
    const last = after.history.find((r) => r.roundId === roundId)!;
    assert.equal(last.status, 'settled');
    assert.deepEqual(
      [(last.detail as CrashView).phase, (last.detail as CrashView).crashPoint, last.payout],
      ['crashed', 1.5, 0],
    );
    // A cash-out too late finds the round over.
    const late = played(await t.act(launchId, roundId, { type: 'cashout' }));
    assert.equal(late.round.status, 'settled');
    assert.equal(t.operator.of('credit').filter((c) => c.body.roundId === roundId).length, 1);
  });

  test('an automatic cash-out happens on the server timer', async () => {
    // The same database, a provider on the real clock.
    const real = await testProvider({ db: database.db, now: Date.now });
    try {
      const launchId = await real.launch('MACX-XCRASH');
      let roundId = '';
      for (let i = 0; i < 30 && !roundId; i++) {
        const bet = played(await real.bet(launchId, { stake: 10, autoCashOut: 1.01 }));
        if (bet.round.status === 'open') roundId = bet.round.roundId;
      }
      assert.ok(roundId);
      // 1.01× is reached after 166 ms.
      for (let i = 0; i < 100 && !real.operator.of('credit').some((c) => c.body.roundId === roundId); i++)
        await new Promise((r) => setTimeout(r, 20));
      await real.provider.idle();
      const credit = real.operator.of('credit').find((c) => c.body.roundId === roundId);
      assert.equal(credit?.body.amount, 10.1);
    } finally {
      await real.close();
    }
  });
});

describe('mines rounds', () => {
  test('bet, two safe tiles, cash out: debit then credit of stake × 1.25 with the round id', async () => {
    const launchId = await t.launch('MAC88-MINES');
    const bet = played(await t.bet(launchId, { stake: 50, mines: 3 }));
    const roundId = bet.round.roundId;
    assert.equal(bet.round.status, 'open');
    assert.equal((bet.round.detail as MinesView).minePositions, null, 'secret while playing');
    const mines = await minePositions(roundId);
    const safe = [...Array(25).keys()].filter((i) => !mines.includes(i));
    const first = played(await t.act(launchId, roundId, { type: 'reveal', tile: safe[0] }));
    assert.equal((first.round.detail as MinesView).multiplier, 1.1);
    const again = await t.act(launchId, roundId, { type: 'reveal', tile: safe[0] });
    assert.equal(again.statusCode, 400);
    assert.equal(again.json<PageError>().message, 'That tile is already open.');
    const second = played(await t.act(launchId, roundId, { type: 'reveal', tile: safe[1] }));
    assert.equal((second.round.detail as MinesView).multiplier, 1.25);
    assert.equal((await state(launchId)).round?.roundId, roundId, 'the round in play is on the page after a reload');
    const cashed = played(await t.act(launchId, roundId, { type: 'cashout' }));
    assert.equal(cashed.round.payout, 62.5);
    assert.deepEqual((cashed.round.detail as MinesView).minePositions, mines);
    assert.deepEqual(money(roundId), [
      ['debit', 50],
      ['credit', 62.5],
    ]);
  });

  test('a mine: credit 0; one round at a time', async () => {
    const launchId = await t.launch('MACX-XMINES');
    const bet = played(await t.bet(launchId, { stake: 20, mines: 5 }));
    const busy = await t.bet(launchId, { stake: 20, mines: 5 });
    assert.equal(busy.statusCode, 409);
    assert.equal(busy.json<PageError>().code, 'ROUND_OPEN');
    const [mine] = await minePositions(bet.round.roundId);
    const bust = played(await t.act(launchId, bet.round.roundId, { type: 'reveal', tile: mine }));
    assert.deepEqual(
      [bust.round.status, bust.round.payout, (bust.round.detail as MinesView).hit],
      ['settled', 0, mine],
    );
    assert.deepEqual(money(bet.round.roundId), [
      ['debit', 20],
      ['credit', 0],
    ]);
    const bad = await t.act(launchId, 'rnd_nope', { type: 'cashout' });
    assert.equal(bad.statusCode, 404);
  });
});

describe('refusals', () => {
  test('INSUFFICIENT_FUNDS: the player sees why, and no round is left open', async () => {
    const launchId = await t.launch('MAC88-MINES');
    const balance = t.operator.balanceCents();
    t.operator.setBalance(500);
    try {
      const res = await t.bet(launchId, { stake: 100, mines: 3 });
      assert.equal(res.statusCode, 402);
      const error = res.json<PageError>();
      assert.equal(error.code, 'INSUFFICIENT_FUNDS');
      assert.match(error.message, /Insufficient balance: 5\.00/);
      const open = await database.db
        .select()
        .from(providerRounds)
        .where(and(eq(providerRounds.launchId, launchId), eq(providerRounds.status, 'open')));
      assert.deepEqual(open, []);
      const [round] = await database.db.select().from(providerRounds).where(eq(providerRounds.launchId, launchId));
      assert.equal(round?.status, 'void');
      const [debit] = await database.db
        .select()
        .from(providerWalletCalls)
        .where(eq(providerWalletCalls.roundId, round.roundId));
      assert.equal(debit?.status, 'failed');
      assert.equal((await state(launchId)).round, null);
      assert.equal(t.operator.of('credit').filter((c) => c.body.roundId === round.roundId).length, 0);
    } finally {
      t.operator.setBalance(balance);
    }
  });

  test('bad bets never reach the wallet', async () => {
    const launchId = await t.launch('MAC88-RL');
    const calls = t.operator.calls.length;
    const res = await t.bet(launchId, { bets: [{ key: 'purple', stake: 10 }] });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json<PageError>().message, 'There is no bet purple on this table.');
    assert.equal(t.operator.calls.length, calls);
  });
});

describe('static', () => {
  test('health and thumbnails', async () => {
    assert.deepEqual((await t.get('/health')).json(), { status: 'ok' });
    const thumb = await t.get('/thumbs/MAC88-AVIATOR.svg');
    assert.equal(thumb.statusCode, 200);
    assert.match(String(thumb.headers['content-type']), /^image\/svg\+xml/);
    assert.match(String(thumb.headers['cache-control']), /max-age=604800/);
    assert.ok(thumb.body.startsWith('<svg') && thumb.body.includes('>Aviator</text>'));
    assert.ok(!/<script|href=/.test(thumb.body));
    assert.equal((await t.get('/thumbs/NOPE.svg')).statusCode, 404);
  });
});

/** The smallest bet each engine takes. */
function smallestBet(info: GameInfo): unknown {
  switch (info.engine) {
    case 'crash':
      return { stake: info.minStake };
    case 'mines':
      return { stake: info.minStake, mines: info.defaultMines };
    case 'roulette':
    case 'colour':
    case 'sicbo':
      return { bets: [{ key: info.spots[0]!.key, stake: info.minStake }] };
    case 'cards': {
      const row = info.rows[0]!;
      return { bets: [{ sid: row.sid, stake: row.min, ...(info.ranks ? { ranks: info.ranks.slice(0, 3) } : {}) }] };
    }
  }
}

describe('the catalogue', () => {
  test('every game launches, its page and thumbnail answer, its state is playable and a round plays to its credit', async () => {
    assert.equal(PROVIDER_GAMES.length, 70);
    for (const game of PROVIDER_GAMES) {
      const launchId = await t.launch(game.game_code);
      const page = await t.get(`/game/${launchId}`);
      assert.equal(page.statusCode, 200, game.game_code);
      assert.equal((await t.get(`/thumbs/${game.game_code}.svg`)).statusCode, 200, game.game_code);
      const s = await state(launchId);
      assert.equal(s.game.code, game.game_code);
      assert.equal(s.game.name, game.game_name);
      assert.equal(s.round, null);
      assert.equal(s.player.currency, 'INR');
      const info = s.info;
      if (info.engine === 'cards') {
        assert.equal(info.table, game.table);
        assert.ok(info.rows.length > 0 && info.rules.length > 0, game.game_code);
      } else if (info.engine === 'roulette' || info.engine === 'colour' || info.engine === 'sicbo') {
        assert.ok(info.spots.length > 0, game.game_code);
      }
      const bet = played(await t.bet(launchId, smallestBet(info)));
      let round = bet.round;
      if (round.status === 'open' && info.engine === 'mines')
        round = played(await t.act(launchId, round.roundId, { type: 'reveal', tile: 0 })).round;
      if (round.status === 'open') round = played(await t.act(launchId, round.roundId, { type: 'cashout' })).round;
      assert.equal(round.status, 'settled', game.game_code);
      const calls = money(round.roundId);
      assert.deepEqual(
        calls.map(([kind]) => kind),
        ['debit', 'credit'],
        game.game_code,
      );
      assert.equal(calls[1]![1], round.payout, game.game_code);
    }
  });
});
