/**
 * Account attacks, written as the attacker would run them (quality bar R9): guessing second-factor
 * codes and passwords past the limits whatever the header spelling or client address, a stolen
 * session switching on two-factor, provider game sessions outliving the login, draining the demo
 * pool. Each test failed before the fix it guards.
 */
import { after, afterEach, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq, isNull } from 'drizzle-orm';
import { PROVIDER_GAMES } from '@backlay/shared/casino';
import { body, harness, TEST_PASSWORD, type Harness, type TestPlayer } from '../test/harness.js';
import { listen, names, socketClients } from '../test/sockets.js';
import { sessions, users } from '../db/schema.js';
import { base32Decode, totp } from '../auth/totp.js';
import { seedDemo } from '../seed/demo.js';
import { CasinoWallet } from '../casino/wallet.js';
import type { LaunchRequest } from '@backlay/casino-provider/protocol';

const launches: LaunchRequest[] = [];
const h: Harness = await harness(
  {},
  {
    casinoLauncher: (request) => {
      launches.push(request);
      return Promise.resolve(`http://127.0.0.1:3100/game/launch-${launches.length}`);
    },
  },
);
after(() => h.close());
beforeEach(() => h.reset());
afterEach(() => h.assertLedger());

const codeNow = (secret: string) => totp(base32Decode(secret), Math.floor(h.clock.now() / 1000));
const wrongCode = (secret: string) => (codeNow(secret) === '000000' ? '111111' : '000000');
/** The same token, spelled every way an Authorization header may be. */
const SPELLINGS = ['Bearer %s', 'bearer %s', 'BEARER %s', 'Bearer  %s', 'Bearer\t%s', 'bEaReR %s'];
const spelled = (token: string, i: number) => ({
  authorization: SPELLINGS[i % SPELLINGS.length]!.replace('%s', token),
});

const login = (userName: string, password: string, remoteAddress = '127.0.0.1') =>
  h.inject('POST', '/auth/login', { body: { userName, password }, remoteAddress });

async function playerWithTotp(): Promise<TestPlayer & { secret: string }> {
  const p = await h.player({ credit: 100 });
  const gen = await h.inject('POST', '/auth/generateAuthToken', {
    token: p.token,
    body: { type: 2, password: TEST_PASSWORD },
  });
  assert.equal(gen.statusCode, 200, gen.body);
  const { secret } = body<{ secret: string }>(gen).data;
  const ok = await h.inject('POST', '/auth/verifyAuthToken', { token: p.token, body: { authToken: codeNow(secret) } });
  assert.equal(ok.statusCode, 200, ok.body);
  h.clock.advance(30_000);
  return { ...p, secret };
}

async function verifyToken(userName: string): Promise<string> {
  const res = await login(userName, TEST_PASSWORD);
  assert.equal(res.statusCode, 200, res.body);
  return body<{ token: string }>(res).data.token;
}

describe('finding 1: second-factor codes cannot be guessed', () => {
  test('25 wrong codes in every header spelling, then the right one: no session', async () => {
    const p = await playerWithTotp();
    const token = await verifyToken(p.userName);
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const res = await h.inject('POST', '/auth/verifyAuthToken', {
        headers: spelled(token, i),
        body: { authToken: wrongCode(p.secret) },
      });
      statuses.push(res.statusCode);
    }
    // Four refusals, then the fifth wrong code kills the token; it is dead from then on (or, past ten
    // calls a minute, refused before it is looked at).
    assert.deepEqual(statuses.slice(0, 5), [400, 400, 400, 400, 401]);
    assert.ok(
      statuses.slice(5).every((s) => s === 401 || s === 429),
      statuses.join(),
    );
    const right = await h.inject('POST', '/auth/verifyAuthToken', { token, body: { authToken: codeNow(p.secret) } });
    assert.ok(right.statusCode === 401 || right.statusCode === 429);
    const live = await h.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, p.id), isNull(sessions.revokedAt)));
    assert.deepEqual(
      live.map((s) => s.scope),
      ['full'],
      'only the session that set two-factor up is alive',
    );
  });

  test('the fifth wrong code ends the verify token with a clear message', async () => {
    const p = await playerWithTotp();
    const token = await verifyToken(p.userName);
    let last = '';
    for (let i = 0; i < 5; i++) {
      last = body(
        await h.inject('POST', '/auth/verifyAuthToken', { token, body: { authToken: wrongCode(p.secret) } }),
      ).message;
    }
    assert.equal(last, 'Too many wrong codes. Please log in again.');
  });

  test('fresh verify tokens give no fresh allowance: the account locks, with back-off', async () => {
    const p = await playerWithTotp();
    // Five wrong codes spread over several logins lock the account's codes for a minute.
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const token = await verifyToken(p.userName);
      const res = await h.inject('POST', '/auth/verifyAuthToken', { token, body: { authToken: wrongCode(p.secret) } });
      statuses.push(res.statusCode);
    }
    assert.deepEqual(statuses, [400, 400, 400, 400, 429]);
    const token = await verifyToken(p.userName);
    const locked = await h.inject('POST', '/auth/verifyAuthToken', { token, body: { authToken: codeNow(p.secret) } });
    assert.equal(locked.statusCode, 429, 'the right code is not even checked while locked');
    assert.equal(body(locked).message, 'Too many wrong security codes. Try again in 1 minute.');
    assert.equal(locked.headers['retry-after'], '60');
    // Five more after the minute: the next lock is twice as long.
    h.clock.advance(61_000);
    let again = locked;
    for (let i = 0; i < 5; i++) {
      const t = await verifyToken(p.userName);
      again = await h.inject('POST', '/auth/verifyAuthToken', { token: t, body: { authToken: wrongCode(p.secret) } });
    }
    assert.equal(again.statusCode, 429);
    assert.equal(again.headers['retry-after'], '120');
    h.clock.advance(121_000);
    const fresh = await verifyToken(p.userName);
    const ok = await h.inject('POST', '/auth/verifyAuthToken', {
      token: fresh,
      body: { authToken: codeNow(p.secret) },
    });
    assert.equal(ok.statusCode, 200, ok.body);
  });

  test('old-password checks lock per account whatever the header spelling', async () => {
    const p = await h.player();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await h.inject('POST', '/user/check/oldPassword', {
        headers: spelled(p.token, i),
        body: { oldPassword: `Guess#${i}` },
      });
      statuses.push(res.statusCode);
    }
    assert.deepEqual(statuses, [200, 200, 200, 200, 429, 429, 429, 429]);
    const right = await h.inject('POST', '/user/check/oldPassword', {
      token: p.token,
      body: { oldPassword: TEST_PASSWORD },
    });
    assert.equal(right.statusCode, 429, 'the answer to the right password is not given while locked');
    assert.match(body(right).message, /^Too many wrong passwords\. Try again in 1 minute\.$/);
    // A second session of the same account shares the count.
    const other = await h.login(p.userName);
    const res = await h.inject('POST', '/user/changePassword', {
      token: other,
      body: { oldPassword: TEST_PASSWORD, newPassword: 'NewPass#456', confirmPassword: 'NewPass#456' },
    });
    assert.equal(res.statusCode, 429);
    h.clock.advance(61_000);
    const after = await h.inject('POST', '/user/check/oldPassword', {
      token: p.token,
      body: { oldPassword: TEST_PASSWORD },
    });
    assert.deepEqual(body(after).data, { isPasswordMatch: true });
  });

  test('password changes and authenticator removal share the password count', async () => {
    const p = await playerWithTotp();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await h.inject('POST', '/user/changePassword', {
        headers: spelled(p.token, i),
        body: { oldPassword: `Guess#${i}`, newPassword: 'NewPass#456', confirmPassword: 'NewPass#456' },
      });
      statuses.push(res.statusCode);
    }
    for (let i = 0; i < 3; i++) {
      const res = await h.inject('POST', '/auth/removeAuthenticator', {
        headers: spelled(p.token, i),
        body: { authToken: codeNow(p.secret), password: `Guess#${i}` },
      });
      statuses.push(res.statusCode);
    }
    assert.deepEqual(statuses, [400, 400, 400, 400, 429, 429]);
    const [u] = await h.db.select().from(users).where(eq(users.id, p.id));
    assert.equal(u?.authenticatorType, 2, 'two-factor still on');
  });
});

describe('finding 2: password guessing is limited per account, across addresses and processes', () => {
  test('25 wrong passwords from 5 addresses, then the right one from a sixth: locked out', async () => {
    const p = await h.player();
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await login(p.userName, `Guess#${i}`, `10.1.0.${i % 5}`)).statusCode);
    assert.deepEqual(statuses.slice(0, 5), [400, 400, 400, 400, 429]);
    assert.ok(statuses.slice(5).every((s) => s === 429));
    const right = await login(p.userName, TEST_PASSWORD, '10.1.0.99');
    assert.equal(right.statusCode, 429);
    assert.equal(body(right).message, 'Too many failed logins for this account. Try again in 1 minute.');
    h.clock.advance(61_000);
    assert.equal((await login(p.userName, TEST_PASSWORD, '10.1.0.99')).statusCode, 200);
  });

  test('a lock-out never reveals whether a user name exists', async () => {
    const p = await h.player();
    const answers = async (userName: string) => {
      const out: string[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await login(userName, `Guess#${i}`, `10.2.0.${i}`);
        out.push(`${res.statusCode} ${body(res).message} ${String(res.headers['retry-after'])}`);
      }
      return out;
    };
    assert.deepEqual(await answers(p.userName), await answers('nobody-by-this-name'));
  });

  test('case and spaces in the user name do not give a fresh allowance', async () => {
    const p = await h.player();
    const spellings = [p.userName, p.userName.toUpperCase(), ` ${p.userName}`, `${p.userName} `, p.userName];
    const statuses = [];
    for (const name of spellings) statuses.push((await login(name, 'Wrong#123')).statusCode);
    assert.deepEqual(statuses, [400, 400, 400, 400, 429]);
  });

  test('one address guessing many accounts is locked out after 20 failures', async () => {
    const players = await Promise.all(Array.from({ length: 5 }, () => h.player()));
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++)
      statuses.push((await login(players[i % 5]!.userName, 'Wrong#1', '10.3.0.1')).statusCode);
    assert.deepEqual(statuses.slice(0, 19), Array<number>(19).fill(400));
    assert.equal(statuses[19], 429);
    const fromThere = await login(players[0]!.userName, TEST_PASSWORD, '10.3.0.1');
    assert.equal(fromThere.statusCode, 429);
    assert.match(body(fromThere).message, /from this address/);
    assert.equal((await login(players[0]!.userName, TEST_PASSWORD, '10.3.0.2')).statusCode, 200);
  });

  test('two API processes on one database share the count', async () => {
    const second = await harness({}, { database: h.database });
    try {
      second.clock.set(h.clock.now());
      const p = await h.player();
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const app = i % 2 === 0 ? h : second;
        const res = await app.inject('POST', '/auth/login', { body: { userName: p.userName, password: `G#${i}` } });
        statuses.push(res.statusCode);
      }
      assert.deepEqual(statuses, [400, 400, 400, 400, 429, 429]);
    } finally {
      await second.app.close();
    }
  });

  test('without TRUST_PROXY a forged X-Forwarded-For gives no fresh address', async () => {
    const players = await Promise.all(Array.from({ length: 4 }, () => h.player()));
    let last = 0;
    for (let i = 0; i < 20; i++) {
      const res = await h.inject('POST', '/auth/login', {
        body: { userName: players[i % 4]!.userName, password: 'Wrong#1' },
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      last = res.statusCode;
    }
    assert.equal(last, 429);
  });

  test('with TRUST_PROXY the client address behind the load balancer is the one counted', async () => {
    const proxied = await harness({ trustProxy: ['127.0.0.1'] }, { database: h.database });
    try {
      proxied.clock.set(h.clock.now());
      const players = await Promise.all(Array.from({ length: 4 }, () => proxied.player()));
      const from = (address: string, userName: string, password: string) =>
        proxied.inject('POST', '/auth/login', {
          body: { userName, password },
          headers: { 'x-forwarded-for': address },
        });
      for (let i = 0; i < 20; i++) await from('198.51.100.7', players[i % 4]!.userName, 'Wrong#1');
      assert.equal((await from('198.51.100.7', players[0]!.userName, TEST_PASSWORD)).statusCode, 429);
      // Another player behind the same proxy is not locked out with them.
      const other = await proxied.player();
      assert.equal((await from('198.51.100.8', other.userName, TEST_PASSWORD)).statusCode, 200);
    } finally {
      await proxied.app.close();
    }
  });
});

describe('finding 3: provider game sessions end with the login', () => {
  const AVIATOR = PROVIDER_GAMES.find((g) => g.game_code === 'MAC88-AVIATOR')!;
  let round = 0;

  async function launch(token: string): Promise<string> {
    const res = await h.inject('POST', '/mac88/casino/login', {
      token,
      body: { gameId: AVIATOR.game_id, platform: 'mobile' },
    });
    assert.equal(res.statusCode, 200, res.body);
    return launches.at(-1)!.token;
  }

  const debit = (gameToken: string, userId: string) => {
    round += 1;
    return new CasinoWallet(h.ctx).debit({
      token: gameToken,
      userId,
      transactionId: `sec-debit-${round}`,
      roundId: `sec-round-${round}`,
      gameCode: AVIATOR.game_code,
      amount: 10,
    });
  };

  /** The wallet's refusal code, or OK. */
  const refusal = (answer: Awaited<ReturnType<typeof debit>>) =>
    answer.body.status === 'OK' ? 'OK' : (answer.body as { code?: string }).code;

  test('after logout the game can no longer debit the wallet', async () => {
    const p = await h.player({ credit: 1000 });
    const game = await launch(p.token);
    assert.equal((await debit(game, p.id)).httpStatus, 200, 'the game debits while the player is logged in');
    assert.equal((await h.inject('POST', '/auth/logout', { token: p.token })).statusCode, 200);
    const after = await debit(game, p.id);
    assert.notEqual(after.httpStatus, 200);
    assert.equal(refusal(after), 'INVALID_TOKEN');
  });

  test('logging out one device ends only the games launched from it', async () => {
    const p = await h.player({ credit: 1000 });
    const phone = await h.login(p.userName);
    const fromLaptop = await launch(p.token);
    const fromPhone = await launch(phone);
    await h.inject('POST', '/auth/logout', { token: p.token });
    assert.equal(refusal(await debit(fromLaptop, p.id)), 'INVALID_TOKEN');
    assert.equal((await debit(fromPhone, p.id)).httpStatus, 200);
  });

  test('after a password change every game of the player is refused', async () => {
    const p = await h.player({ credit: 1000 });
    const other = await h.login(p.userName);
    const games = [await launch(p.token), await launch(other)];
    const res = await h.inject('POST', '/user/changePassword', {
      token: p.token,
      body: { oldPassword: TEST_PASSWORD, newPassword: 'NewPass#456', confirmPassword: 'NewPass#456' },
    });
    assert.equal(res.statusCode, 200);
    for (const game of games) assert.equal(refusal(await debit(game, p.id)), 'INVALID_TOKEN');
  });

  test("after the operator's forced logout every game of the player is refused", async () => {
    const p = await h.player({ credit: 1000 });
    const game = await launch(p.token);
    const res = await h.operator('POST', '/operator/logout', { userName: p.userName });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(refusal(await debit(game, p.id)), 'INVALID_TOKEN');
    assert.equal((await h.inject('GET', '/user/profile', { token: p.token })).statusCode, 401);
  });
});

describe('finding 4: two-factor changes need the password and end the other sessions', () => {
  test('a stolen session cannot switch two-factor on', async () => {
    const owner = await h.player();
    const stolen = await h.login(owner.userName);
    const without = await h.inject('POST', '/auth/generateAuthToken', { token: stolen, body: { type: 2 } });
    assert.equal(without.statusCode, 400);
    assert.match(body(without).message, /password is required/);
    const wrong = await h.inject('POST', '/auth/generateAuthToken', {
      token: stolen,
      body: { type: 2, password: 'Guess#123' },
    });
    assert.equal(wrong.statusCode, 400);
    assert.equal(body(wrong).message, 'The password is not correct.');
    const [u] = await h.db.select().from(users).where(eq(users.id, owner.id));
    assert.equal(u?.pendingTotpSecret, null, 'no secret was handed out');
    assert.equal((await h.inject('GET', '/user/profile', { token: owner.token })).statusCode, 200);
  });

  test('switching two-factor on ends every other session, not this one', async () => {
    const p = await h.player();
    const other = await h.login(p.userName);
    const gen = await h.inject('POST', '/auth/generateAuthToken', {
      token: p.token,
      body: { type: 2, password: TEST_PASSWORD },
    });
    const { secret } = body<{ secret: string }>(gen).data;
    const ok = await h.inject('POST', '/auth/verifyAuthToken', {
      token: p.token,
      body: { authToken: codeNow(secret) },
    });
    assert.equal(ok.statusCode, 200);
    assert.equal((await h.inject('GET', '/user/profile', { token: other })).statusCode, 401);
    assert.equal((await h.inject('GET', '/user/profile', { token: p.token })).statusCode, 200);
  });

  test("the other sessions' screens are told and disconnected; this one stays connected", async () => {
    const url = await listen(h);
    const clients = socketClients();
    try {
      const p = await h.player();
      const other = await h.login(p.userName);
      const mine = await clients.connect(url, { token: p.token });
      const theirs = await clients.connect(url, { token: other });
      const gen = await h.inject('POST', '/auth/generateAuthToken', {
        token: p.token,
        body: { type: 2, password: TEST_PASSWORD },
      });
      const { secret } = body<{ secret: string }>(gen).data;
      await h.inject('POST', '/auth/verifyAuthToken', { token: p.token, body: { authToken: codeNow(secret) } });
      assert.deepEqual(await theirs.waitFor('logoutUserForce'), [
        { reason: 'Security verification was turned on for your account. Please log in again.' },
      ]);
      await theirs.disconnected();
      assert.equal(mine.socket.connected, true);
      assert.ok(!names(mine).includes('logoutUserForce'));
    } finally {
      clients.closeAll();
    }
  });

  test('removing two-factor needs the password and ends every other session', async () => {
    const p = await playerWithTotp();
    const second = await verifyToken(p.userName);
    const verified = await h.inject('POST', '/auth/verifyAuthToken', {
      token: second,
      body: { authToken: codeNow(p.secret) },
    });
    const otherFull = body<string>(verified).data;
    h.clock.advance(30_000);
    const without = await h.inject('POST', '/auth/removeAuthenticator', {
      token: p.token,
      body: { authToken: codeNow(p.secret) },
    });
    assert.equal(without.statusCode, 400);
    const removed = await h.inject('POST', '/auth/removeAuthenticator', {
      token: p.token,
      body: { authToken: codeNow(p.secret), password: TEST_PASSWORD },
    });
    assert.equal(removed.statusCode, 200, removed.body);
    assert.equal((await h.inject('GET', '/user/profile', { token: otherFull })).statusCode, 401);
    assert.equal((await h.inject('GET', '/user/profile', { token: p.token })).statusCode, 200);
  });
});

describe('finding 5: the demo pool cannot be drained', () => {
  const visit = (address: string) => h.inject('POST', '/user/loginWithDemo', { remoteAddress: address });

  test('25 visitors: two addresses logging in 20 times leave accounts for everyone else', async () => {
    await seedDemo(h.db, 'Backlay');
    const attacker: string[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await visit(i % 2 === 0 ? '192.0.2.1' : '192.0.2.2');
      assert.equal(res.statusCode, 200);
      attacker.push(body<{ userId: string }>(res).data.userId);
    }
    assert.equal(new Set(attacker).size, 2 * h.config.demoLeasesPerAddress, 'each address holds only a few');
    // 14 more visitors from their own addresses all get an account: the pool is now genuinely full.
    for (let i = 0; i < 14; i++) assert.equal((await visit(`198.51.100.${i + 1}`)).statusCode, 200, `visitor ${i}`);
    assert.equal((await visit('198.51.100.200')).statusCode, 429);
  });

  test('a recycled lease logs its previous holder out', async () => {
    await seedDemo(h.db, 'Backlay');
    const tokens: string[] = [];
    for (let i = 0; i <= h.config.demoLeasesPerAddress; i++)
      tokens.push(body<{ token: string }>(await visit('192.0.2.9')).data.token);
    assert.equal((await h.inject('GET', '/user/profile', { token: tokens[0] })).statusCode, 401);
    assert.equal((await h.inject('GET', '/user/profile', { token: tokens.at(-1) })).statusCode, 200);
  });

  test('a lease ends after minutes idle, and requests keep it alive', async () => {
    await seedDemo(h.db, 'Backlay');
    const all = await h.db.select().from(users).where(eq(users.isDemo, true));
    const tokens: string[] = [];
    for (let i = 0; i < all.length; i++)
      tokens.push(body<{ token: string }>(await visit(`198.51.100.${i + 1}`)).data.token);
    assert.equal((await visit('198.51.100.250')).statusCode, 429);
    // The first visitor keeps playing; everyone else leaves without logging out.
    for (let minute = 0; minute < 16; minute++) {
      h.clock.advance(60_000);
      assert.equal((await h.inject('GET', '/user/profile', { token: tokens[0] })).statusCode, 200);
    }
    assert.equal((await h.inject('GET', '/user/profile', { token: tokens[1] })).statusCode, 401);
    const newcomer = await visit('198.51.100.250');
    assert.equal(newcomer.statusCode, 200);
    assert.equal((await h.inject('GET', '/user/profile', { token: tokens[0] })).statusCode, 200);
  });

  test('logout returns the account to the pool at once', async () => {
    await seedDemo(h.db, 'Backlay');
    const all = await h.db.select().from(users).where(eq(users.isDemo, true));
    const tokens: string[] = [];
    for (let i = 0; i < all.length; i++)
      tokens.push(body<{ token: string }>(await visit(`198.51.100.${i + 1}`)).data.token);
    assert.equal((await visit('203.0.113.1')).statusCode, 429);
    await h.inject('POST', '/auth/logout', { token: tokens[3] });
    assert.equal((await visit('203.0.113.1')).statusCode, 200);
  });
});

describe('request limits with Redis', { skip: !process.env.TEST_REDIS_URL && 'needs TEST_REDIS_URL' }, () => {
  test('two API processes count one address against one allowance', async () => {
    const redisUrl = process.env.TEST_REDIS_URL;
    const a = await harness({ redisUrl, loginRateLimitPerMinute: 3 }, { database: h.database });
    const b = await harness({ redisUrl, loginRateLimitPerMinute: 3 }, { database: h.database });
    try {
      // An address of its own, so other runs against the same Redis do not count.
      const address = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.9`;
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const app = i % 2 === 0 ? a : b;
        const res = await app.inject('POST', '/auth/login', {
          body: { userName: `nobody-${i}`, password: 'Wrong#1' },
          remoteAddress: address,
        });
        statuses.push(res.statusCode);
        if (i === 4) assert.match(body(res).message, /^Too many attempts/);
      }
      assert.deepEqual(statuses, [400, 400, 400, 429, 429]);
    } finally {
      await a.app.close();
      await b.app.close();
    }
  });
});
