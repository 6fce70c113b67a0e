/**
 * Control characters in what a request carries (plugins/input.ts): written as the attacks, each
 * answered with the API's 400 before anything reaches the database. routes/hostile.test.ts fuzzes
 * every route with them.
 */
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { count } from 'drizzle-orm';
import { auditLog, authThrottles, sessions } from '../db/schema.js';
import { body, harness, TEST_CASINO_SECRET, TEST_PASSWORD, type Harness } from '../test/harness.js';
import { signedHeaders, WALLET_PATHS } from '@backlay/casino-provider/protocol';
import { CONTROL_CHARACTER_MESSAGE, holdsControlText } from './input.js';

const h: Harness = await harness();
after(() => h.close());

const refused = (res: { statusCode: number; body: string }, what: string) => {
  assert.equal(res.statusCode, 400, `${what}: ${res.body}`);
  assert.deepEqual(
    JSON.parse(res.body),
    { statusCode: 400, message: CONTROL_CHARACTER_MESSAGE, code: 'INVALID_REQUEST' },
    what,
  );
};

describe('control characters', () => {
  test('attack: a NUL in the login user name is a 400, not a 500, and nothing is written', async () => {
    await h.player({ name: 'player1' });
    const rows = async () => [
      (await h.db.select({ n: count() }).from(sessions))[0]?.n,
      (await h.db.select({ n: count() }).from(auditLog))[0]?.n,
      (await h.db.select({ n: count() }).from(authThrottles))[0]?.n,
    ];
    const before = await rows();
    const res = await h.inject('POST', '/auth/login', { body: { userName: 'player1\u0000', password: TEST_PASSWORD } });
    refused(res, 'login');
    assert.deepEqual(await rows(), before);
    // The same name without the NUL still logs in.
    assert.equal(
      (await h.inject('POST', '/auth/login', { body: { userName: 'player1', password: TEST_PASSWORD } })).statusCode,
      200,
    );
  });

  test('every C0 control and DEL is refused in a body; other text, emoji and U+0080 up are not', async () => {
    for (let code = 0; code < 0x20; code++) {
      const c = String.fromCharCode(code);
      refused(await h.inject('POST', '/auth/login', { body: { userName: `a${c}b`, password: 'x' } }), `U+${code}`);
    }
    refused(await h.inject('POST', '/auth/login', { body: { userName: 'a\u007fb', password: 'x' } }), 'DEL');
    for (const name of ['ghost', 'gh\u0080ost', 'ghöst', 'gh😀st', 'gh\u2028st']) {
      const res = await h.inject('POST', '/auth/login', { body: { userName: name, password: 'Wrong#Password1' } });
      assert.equal(res.statusCode, 400, name);
      assert.equal(body(res).message, 'Invalid user name or password.', name);
    }
  });

  test('in object keys and at any depth of a body, before the route reads or validates it', async () => {
    const p = await h.player();
    const bodies = [
      { userName: 'x', password: 'y', 'extra\u001b': 1 },
      { userName: 'x', password: 'y', nested: { list: [1, { deeper: ['ok', 'no\u0001'] }] } },
      [['\u007f']],
    ];
    for (const payload of bodies) {
      refused(await h.inject('POST', '/auth/login', { body: payload }), JSON.stringify(payload));
      refused(await h.inject('POST', '/bet/profitLoss', { token: p.token, body: payload }), JSON.stringify(payload));
    }
    // A body that is one string, as JSON or as plain text.
    for (const [type, payload] of [
      ['application/json', '"plain\\u0000"'],
      ['text/plain', 'plain\u0000'],
    ]) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/auth/login',
        headers: { 'content-type': type! },
        payload,
      });
      refused(res, type!);
    }
    // Nesting deep enough to overflow a recursive walk is still a 400.
    const deep = `${'['.repeat(30_000)}"x\\u0000"${']'.repeat(30_000)}`;
    const res = await h.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: deep,
    });
    refused(res, 'deep');
    assert.equal(holdsControlText(JSON.parse(`${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`)), true);
  });

  test('URL-encoded %00 and friends in a path param, a query value or a query key are a 400, signed in or not', async () => {
    const p = await h.player();
    for (const url of [
      `/transaction/get/${p.id}%00`,
      '/match/%00',
      '/match/1%1B',
      '/expert/match/competition/getMatch/1%00/2026-11-21',
      '/bet?result=eqWIN%00',
      '/bet?keyword=%7F&searchBy=x',
      '/bet?x%00=1',
      '/report/profitLoss?from=2026-11-01%0A&to=2026-11-21',
      '/embed/state/1?view=%09live',
    ]) {
      refused(await h.inject('GET', url, { token: p.token }), url);
      refused(await h.inject('GET', url), `${url} without a session`);
    }
    // A bad percent-encoding is a 400 of the router's, never a 500.
    const bad = await h.inject('GET', '/match/%E0%A4%A', { token: p.token });
    assert.equal(bad.statusCode, 400);
  });

  test('the provider wallet answers in its own protocol: unsigned first, then its own INVALID_REQUEST', async () => {
    const payload = JSON.stringify({ token: 'a'.repeat(20), userId: 'x\u0000' });
    const unsigned = await h.app.inject({
      method: 'POST',
      url: WALLET_PATHS.balance,
      headers: { 'content-type': 'application/json' },
      payload,
    });
    assert.equal(unsigned.statusCode, 401, unsigned.body);
    assert.equal(unsigned.json<{ status: string; code: string }>().code, 'INVALID_SIGNATURE');
    const signed = await h.app.inject({
      method: 'POST',
      url: WALLET_PATHS.balance,
      headers: signedHeaders(
        TEST_CASINO_SECRET,
        { method: 'POST', path: WALLET_PATHS.balance, body: payload },
        h.clock.now(),
      ),
      payload,
    });
    assert.equal(signed.statusCode, 400, signed.body);
    assert.deepEqual(
      { status: signed.json<{ status: string }>().status, code: signed.json<{ code: string }>().code },
      { status: 'ERROR', code: 'INVALID_REQUEST' },
    );
  });
});
