import { after, afterEach, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { body, harness, TEST_PASSWORD, type Harness } from '../test/harness.js';
import { users, sessions } from '../db/schema.js';
import { base32Decode, totp } from '../auth/totp.js';
import { seedDemo, DEMO_PLAYERS, DEMO_TOTP_SECRET } from '../seed/demo.js';

const h: Harness = await harness();
after(() => h.close());
beforeEach(() => h.reset());
afterEach(() => h.assertLedger());

const codeNow = (secret: string, offsetSeconds = 0) =>
  totp(base32Decode(secret), Math.floor(h.clock.now() / 1000) + offsetSeconds);
const lastCode = () => /(\d{6})/.exec(h.outbox.at(-1)?.body ?? '')?.[1] ?? '';

describe('POST /auth/login', () => {
  test('logs in with the right password and returns the spec fields', async () => {
    const p = await h.player({ credit: 100 });
    const res = await h.inject('POST', '/auth/login', {
      body: { userName: p.userName.toUpperCase(), password: TEST_PASSWORD },
    });
    assert.equal(res.statusCode, 200);
    const { data } = body<Record<string, unknown>>(res);
    assert.equal(data.userId, p.id);
    assert.equal(data.authenticatorType, 0);
    assert.equal(data.forceChangePassword, false);
    assert.match(String(data.token), /^[A-Za-z0-9_-]{43}$/, 'a 256-bit URL-safe token');
    const profile = await h.inject('GET', '/user/profile', { token: String(data.token) });
    assert.equal(profile.statusCode, 200);
  });

  test('a wrong password or an unknown user gets the same 400 and no session', async () => {
    const p = await h.player();
    const before = (await h.db.select().from(sessions)).length;
    for (const creds of [
      { userName: p.userName, password: 'nope-nope' },
      { userName: 'ghost', password: TEST_PASSWORD },
    ]) {
      const res = await h.inject('POST', '/auth/login', { body: creds });
      assert.equal(res.statusCode, 400);
      assert.equal(body(res).message, 'Invalid user name or password.');
    }
    assert.equal((await h.db.select().from(sessions)).length, before);
  });

  test('bad input is a clear 400', async () => {
    for (const payload of [
      {},
      { userName: 'a' },
      { userName: '', password: 'x' },
      { userName: 'a', password: 'b', extra: 1 },
      { userName: 5, password: [] },
    ]) {
      const res = await h.inject('POST', '/auth/login', { body: payload });
      assert.equal(res.statusCode, 400, JSON.stringify(payload));
      assert.ok(body(res).message.length > 5);
    }
  });

  test('the security headers are on every response', async () => {
    const res = await h.inject('POST', '/auth/login', { body: {} });
    assert.match(String(res.headers['content-security-policy']), /frame-ancestors 'none'/);
    assert.doesNotMatch(String(res.headers['content-security-policy']), /unsafe-inline/);
    assert.match(String(res.headers['strict-transport-security']), /max-age=\d+/);
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
  });

  test('CORS answers only allowlisted origins', async () => {
    const ok = await h.inject('GET', '/health', { headers: { origin: 'http://127.0.0.1:8080' } });
    assert.equal(ok.headers['access-control-allow-origin'], 'http://127.0.0.1:8080');
    const bad = await h.inject('GET', '/health', { headers: { origin: 'http://evil.example' } });
    assert.equal(bad.headers['access-control-allow-origin'], undefined);
  });
});

describe('rate limiting', () => {
  test('login attempts beyond the limit get 429', async () => {
    const limited = await harness({ loginRateLimitPerMinute: 3 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) {
        codes.push(
          (await limited.inject('POST', '/auth/login', { body: { userName: 'x', password: 'y' } })).statusCode,
        );
      }
      assert.deepEqual(codes, [400, 400, 400, 429, 429]);
      const res = await limited.inject('POST', '/auth/login', { body: { userName: 'x', password: 'y' } });
      assert.match(body(res).message, /Too many attempts/);
    } finally {
      await limited.close();
    }
  });
});

describe('tokens', () => {
  test('a missing, malformed, unknown, expired or revoked token is a 401', async () => {
    const p = await h.player();
    assert.equal((await h.inject('GET', '/user/profile')).statusCode, 401);
    assert.equal((await h.inject('GET', '/user/profile', { headers: { authorization: 'Basic abc' } })).statusCode, 401);
    assert.equal((await h.inject('GET', '/user/profile', { token: 'x'.repeat(43) })).statusCode, 401);
    h.clock.advance(h.config.sessionTtlSeconds * 1000 + 1);
    assert.equal((await h.inject('GET', '/user/profile', { token: p.token })).statusCode, 401);
  });

  test('logout revokes the token server-side', async () => {
    const p = await h.player();
    const res = await h.inject('POST', '/auth/logout', { token: p.token });
    assert.equal(res.statusCode, 200);
    assert.equal((await h.inject('GET', '/user/profile', { token: p.token })).statusCode, 401);
    assert.equal((await h.inject('POST', '/auth/logout', { token: p.token })).statusCode, 401);
  });
});

describe('demo login', () => {
  test('leases a demo account with fresh credit and returns it on logout', async () => {
    await seedDemo(h.db, 'Backlay');
    const res = await h.inject('POST', '/user/loginWithDemo');
    assert.equal(res.statusCode, 200);
    const { data } = body<{ token: string; userId: string; isDemo: boolean }>(res);
    assert.equal(data.isDemo, true);
    const profile = body<{ isDemo: boolean; userBal: { currentBalance: number } }>(
      await h.inject('GET', '/user/profile', { token: data.token }),
    ).data;
    assert.equal(profile.isDemo, true);
    assert.equal(profile.userBal.currentBalance, h.config.demoCredit);
    // Demo accounts can't change passwords or set up a second factor.
    const change = await h.inject('POST', '/user/changePassword', {
      token: data.token,
      body: { oldPassword: 'a', newPassword: 'Abcdefg1', confirmPassword: 'Abcdefg1' },
    });
    assert.equal(change.statusCode, 403);
    assert.equal(
      (
        await h.inject('POST', '/auth/generateAuthToken', {
          token: data.token,
          body: { type: 2, password: TEST_PASSWORD },
        })
      ).statusCode,
      403,
    );
    await h.inject('POST', '/auth/logout', { token: data.token });
    const [u] = await h.db.select().from(users).where(eq(users.id, data.userId));
    assert.equal(u?.demoLeasedUntil, null);
  });

  test('refuses with 429 when every demo account is in use', async () => {
    await seedDemo(h.db, 'Backlay');
    const all = await h.db.select().from(users).where(eq(users.isDemo, true));
    const visit = (i: number) => h.inject('POST', '/user/loginWithDemo', { remoteAddress: `10.0.0.${i + 1}` });
    for (let i = 0; i < all.length; i++) assert.equal((await visit(i)).statusCode, 200);
    assert.equal((await visit(all.length)).statusCode, 429);
  });
});

describe('passwords', () => {
  test('check old password answers isPasswordMatch', async () => {
    const p = await h.player();
    const yes = await h.inject('POST', '/user/check/oldPassword', {
      token: p.token,
      body: { oldPassword: TEST_PASSWORD },
    });
    assert.deepEqual(body(yes).data, { isPasswordMatch: true });
    const no = await h.inject('POST', '/user/check/oldPassword', { token: p.token, body: { oldPassword: 'wrong' } });
    assert.deepEqual(body(no).data, { isPasswordMatch: false });
    assert.equal((await h.inject('POST', '/user/check/oldPassword', { body: { oldPassword: 'x' } })).statusCode, 401);
    assert.equal((await h.inject('POST', '/user/check/oldPassword', { token: p.token, body: {} })).statusCode, 400);
  });

  test('change password validates, revokes every session and clears the forced flag', async () => {
    const p = await h.player({ forceChangePassword: true });
    const other = await h.login(p.userName);
    // The forced-change token may only do password calls.
    assert.equal((await h.inject('GET', '/button?type=Match', { token: p.token })).statusCode, 403);
    const bad = [
      [{ oldPassword: TEST_PASSWORD, newPassword: 'short', confirmPassword: 'short' }, /at least 8/],
      [{ oldPassword: TEST_PASSWORD, newPassword: 'Abcdefg1', confirmPassword: 'Abcdefg2' }, /do not match/],
      [{ oldPassword: 'Wrong#123', newPassword: 'Abcdefg1', confirmPassword: 'Abcdefg1' }, /old password/],
      [{ oldPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD, confirmPassword: TEST_PASSWORD }, /differ/],
    ] as const;
    for (const [payload, message] of bad) {
      const res = await h.inject('POST', '/user/changePassword', { token: p.token, body: payload });
      assert.equal(res.statusCode, 400);
      assert.match(body(res).message, message);
    }
    const ok = await h.inject('POST', '/user/changePassword', {
      token: p.token,
      body: { oldPassword: TEST_PASSWORD, newPassword: 'NewPass#456', confirmPassword: 'NewPass#456' },
    });
    assert.equal(ok.statusCode, 200);
    assert.equal((await h.inject('GET', '/user/profile', { token: p.token })).statusCode, 401);
    assert.equal((await h.inject('GET', '/user/profile', { token: other })).statusCode, 401);
    const fresh = await h.login(p.userName, 'NewPass#456');
    const profile = body<{ forceChangePassword: boolean }>(
      await h.inject('GET', '/user/profile', { token: fresh }),
    ).data;
    assert.equal(profile.forceChangePassword, false);
  });
});

describe('authenticator app (type 2)', () => {
  async function enableTotp(token: string): Promise<string> {
    const gen = await h.inject('POST', '/auth/generateAuthToken', {
      token,
      body: { type: 2, password: TEST_PASSWORD },
    });
    assert.equal(gen.statusCode, 200);
    const { secret, otpauthUri } = body<{ secret: string; otpauthUri: string }>(gen).data;
    assert.match(otpauthUri, /^otpauth:\/\/totp\//);
    const state = body<{ isAuthenticator: boolean; pendingType: number }>(
      await h.inject('GET', '/auth/getAuthenticator', { token }),
    ).data;
    assert.deepEqual(state, { isAuthenticator: false, authenticatorType: 0, pendingType: 2 });
    const wrong = await h.inject('POST', '/auth/verifyAuthToken', {
      token,
      body: { authToken: '000000' === codeNow(secret) ? '111111' : '000000' },
    });
    assert.equal(wrong.statusCode, 400);
    const ok = await h.inject('POST', '/auth/verifyAuthToken', { token, body: { authToken: codeNow(secret) } });
    assert.equal(ok.statusCode, 200, ok.body);
    return secret;
  }

  test('enable, log in with a code, refuse the replayed code, then disable', async () => {
    const p = await h.player();
    const secret = await enableTotp(p.token);
    h.clock.advance(30_000);
    const login = body<{ token: string; isAuthenticator: boolean; authenticatorType: number }>(
      await h.inject('POST', '/auth/login', { body: { userName: p.userName, password: TEST_PASSWORD } }),
    ).data;
    assert.equal(login.isAuthenticator, true);
    assert.equal(login.authenticatorType, 2);
    // The verify-only token can do nothing else.
    assert.equal((await h.inject('GET', '/user/profile', { token: login.token })).statusCode, 403);
    assert.equal((await h.inject('GET', '/button?type=Match', { token: login.token })).statusCode, 403);
    const code = codeNow(secret);
    const verified = await h.inject('POST', '/auth/verifyAuthToken', { token: login.token, body: { authToken: code } });
    assert.equal(verified.statusCode, 200);
    const full = body<string>(verified);
    assert.equal(full.statusCode, 200);
    assert.equal((await h.inject('GET', '/user/profile', { token: full.data })).statusCode, 200);
    // The verify token is spent, and the same code is refused on a second login.
    assert.equal(
      (await h.inject('POST', '/auth/verifyAuthToken', { token: login.token, body: { authToken: code } })).statusCode,
      401,
    );
    const second = body<{ token: string }>(
      await h.inject('POST', '/auth/login', { body: { userName: p.userName, password: TEST_PASSWORD } }),
    ).data;
    const replay = await h.inject('POST', '/auth/verifyAuthToken', { token: second.token, body: { authToken: code } });
    assert.equal(replay.statusCode, 400);
    assert.match(body(replay).message, /already been used/);
    // Disabling needs a fresh code.
    h.clock.advance(30_000);
    assert.equal(
      (
        await h.inject('POST', '/auth/removeAuthenticator', {
          token: full.data,
          body: { authToken: 'abc', password: TEST_PASSWORD },
        })
      ).statusCode,
      400,
    );
    const removed = await h.inject('POST', '/auth/removeAuthenticator', {
      token: full.data,
      body: { authToken: codeNow(secret), password: TEST_PASSWORD },
    });
    assert.equal(removed.statusCode, 200);
    const plain = body<{ isAuthenticator: boolean }>(
      await h.inject('POST', '/auth/login', { body: { userName: p.userName, password: TEST_PASSWORD } }),
    ).data;
    assert.equal(plain.isAuthenticator, false);
  });

  test('enabling twice is a conflict; codes outside the ±1 step window fail', async () => {
    const p = await h.player();
    const secret = await enableTotp(p.token);
    assert.equal(
      (
        await h.inject('POST', '/auth/generateAuthToken', {
          token: p.token,
          body: { type: 2, password: TEST_PASSWORD },
        })
      ).statusCode,
      409,
    );
    const login = body<{ token: string }>(
      await h.inject('POST', '/auth/login', { body: { userName: p.userName, password: TEST_PASSWORD } }),
    ).data;
    const stale = codeNow(secret, -90);
    const res = await h.inject('POST', '/auth/verifyAuthToken', { token: login.token, body: { authToken: stale } });
    assert.equal(res.statusCode, 400);
  });

  test('the seeded secure player logs in with the demo authenticator', async () => {
    await seedDemo(h.db, 'Backlay');
    const login = body<{ token: string }>(
      await h.inject('POST', '/auth/login', {
        body: { userName: DEMO_PLAYERS.secure.userName, password: DEMO_PLAYERS.secure.password },
      }),
    ).data;
    const res = await h.inject('POST', '/auth/verifyAuthToken', {
      token: login.token,
      body: { authToken: codeNow(DEMO_TOTP_SECRET) },
    });
    assert.equal(res.statusCode, 200);
  });
});

describe('operator channel (type 1)', () => {
  test('enable with a sent code, log in with a sent code, resend, disable', async () => {
    const p = await h.player();
    const gen = await h.inject('POST', '/auth/generateAuthToken', {
      token: p.token,
      body: { type: 1, password: TEST_PASSWORD },
    });
    assert.equal(gen.statusCode, 200);
    assert.equal(h.outbox.length, 1);
    assert.equal(
      (await h.inject('POST', '/auth/verifyAuthToken', { token: p.token, body: { authToken: lastCode() } })).statusCode,
      200,
    );

    const login = body<{ token: string; authenticatorType: number }>(
      await h.inject('POST', '/auth/login', { body: { userName: p.userName, password: TEST_PASSWORD } }),
    ).data;
    assert.equal(login.authenticatorType, 1);
    const first = lastCode();
    // Resending too soon is refused; after 30 s a new code replaces the old one.
    assert.equal((await h.inject('POST', '/auth/resend/token', { token: login.token })).statusCode, 429);
    h.clock.advance(31_000);
    assert.equal((await h.inject('POST', '/auth/resend/token', { token: login.token })).statusCode, 200);
    const second = lastCode();
    if (first !== second) {
      assert.equal(
        (await h.inject('POST', '/auth/verifyAuthToken', { token: login.token, body: { authToken: first } }))
          .statusCode,
        400,
      );
    }
    const ok = await h.inject('POST', '/auth/verifyAuthToken', { token: login.token, body: { authToken: second } });
    assert.equal(ok.statusCode, 200);
    const full = body<string>(ok).data;
    // A code works once.
    const again = body<{ token: string }>(
      await h.inject('POST', '/auth/login', { body: { userName: p.userName, password: TEST_PASSWORD } }),
    ).data;
    const used = await h.inject('POST', '/auth/verifyAuthToken', { token: again.token, body: { authToken: second } });
    assert.equal(used.statusCode, 400);

    h.clock.advance(31_000);
    assert.equal((await h.inject('POST', '/auth/resend/token', { token: full })).statusCode, 200);
    const removed = await h.inject('POST', '/auth/removeAuthenticator', {
      token: full,
      body: { authToken: lastCode(), password: TEST_PASSWORD },
    });
    assert.equal(removed.statusCode, 200);
    const state = body<{ isAuthenticator: boolean }>(
      await h.inject('GET', '/auth/getAuthenticator', { token: full }),
    ).data;
    assert.equal(state.isAuthenticator, false);
  });

  test('codes expire after five minutes and lock after five wrong tries', async () => {
    const p = await h.player();
    await h.inject('POST', '/auth/generateAuthToken', { token: p.token, body: { type: 1, password: TEST_PASSWORD } });
    h.clock.advance(301_000);
    const expired = await h.inject('POST', '/auth/verifyAuthToken', {
      token: p.token,
      body: { authToken: lastCode() },
    });
    assert.match(body(expired).message, /expired/);
    await h.inject('POST', '/auth/generateAuthToken', { token: p.token, body: { type: 1, password: TEST_PASSWORD } });
    const good = lastCode();
    const wrong = good === '999999' ? '999998' : '999999';
    // The expired try and three wrong ones are refused; the fifth failure locks the account's codes.
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        (await h.inject('POST', '/auth/verifyAuthToken', { token: p.token, body: { authToken: wrong } })).statusCode,
      );
    assert.deepEqual(statuses, [400, 400, 400, 429, 429]);
    const locked = await h.inject('POST', '/auth/verifyAuthToken', { token: p.token, body: { authToken: good } });
    assert.equal(locked.statusCode, 429);
    assert.match(body(locked).message, /Too many wrong security codes\. Try again in 1 minute\./);
    // The code itself dies after five wrong tries of its own.
    h.clock.advance(61_000);
    const spent = await h.inject('POST', '/auth/verifyAuthToken', { token: p.token, body: { authToken: wrong } });
    assert.equal(spent.statusCode, 400);
    const gone = await h.inject('POST', '/auth/verifyAuthToken', { token: p.token, body: { authToken: good } });
    assert.equal(gone.statusCode, 400);
    assert.match(body(gone).message, /no security code waiting/);
  });

  test('every second-factor call needs a token', async () => {
    for (const [method, url] of [
      ['POST', '/auth/generateAuthToken'],
      ['POST', '/auth/verifyAuthToken'],
      ['GET', '/auth/getAuthenticator'],
      ['POST', '/auth/resend/token'],
      ['POST', '/auth/removeAuthenticator'],
      ['POST', '/auth/logout'],
      ['POST', '/user/changePassword'],
    ] as const) {
      assert.equal((await h.inject(method, url, { body: {} })).statusCode, 401, url);
    }
  });
});
