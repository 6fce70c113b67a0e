/**
 * A socket lives no longer than its login. Checking the token at the handshake only would let a
 * socket opened a second before the session ends keep receiving the player's events for as long
 * as it stays open, and a login revoked by another API process or by the operator command line
 * (straight in the database, never through this process's hub) would keep its sockets too.
 *
 * - At the session's expiry (by the app's clock) each of its sockets, on every namespace, is told
 *   why (`logoutUserForce` on the main socket: the client signs out) and disconnected.
 * - A periodic sweep re-checks the logins of this process's sockets in one query and drops those
 *   that ended in the database; no sockets, no query; it stops when the hub closes.
 */
import { after, afterEach, before, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { MATCH_NAMESPACE } from '@backlay/shared/sports';
import { CARD_NAMESPACE } from '@backlay/shared/cards';
import { EXPERT_NAMESPACE } from '@backlay/shared/realtime-protocol';
import { harness, testClock, type Harness } from '../test/harness.js';
import { listen, names, socketClients, WAIT_MS, type Client } from '../test/sockets.js';
import { sessions } from '../db/schema.js';
import { hashToken } from '../auth/tokens.js';
import { seedDemo } from '../seed/demo.js';
import { createHub, type RealtimeHub, type SocketUser } from './hub.js';

/** What the client is told; it signs out on either. */
const EXPIRED = { reason: 'Your session has expired. Please log in again.' };
const ENDED = { reason: 'Your session has ended. Please log in again.' };

const clients = socketClients();
after(() => clients.closeAll());

/**
 * A round trip on the main socket: anything the server emitted to it before the ack is delivered
 * before the ack, so after this a missing event was really never sent.
 */
function roundTrip(client: Client): Promise<number> {
  return new Promise((resolve, reject) => {
    client.socket.timeout(WAIT_MS).emit('ping', (err, serverTime) => (err ? reject(err) : resolve(serverTime)));
  });
}

/** The player's main socket and one socket on each extra namespace. */
async function everySocket(url: string, token: string): Promise<Client[]> {
  return Promise.all([
    clients.connect(url, { token }),
    clients.connect(`${url}${MATCH_NAMESPACE}`, { token }),
    clients.connect(`${url}${CARD_NAMESPACE}`, { token }),
    clients.connect(`${url}${EXPERT_NAMESPACE}`, { token }),
  ]);
}

async function until(what: string, check: () => boolean): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${WAIT_MS} ms`);
    await delay(10);
  }
}

describe('a session that expires', () => {
  // The default sweep (30 s) never runs during these tests: only the expiry timer can act.
  let h: Harness;
  let url = '';
  before(async () => {
    h = await harness();
    url = await listen(h);
  });
  after(async () => {
    clients.closeAll();
    await h.close();
  });
  beforeEach(() => h.reset());
  afterEach(() => clients.closeAll());

  test('its sockets, on every namespace, are told and disconnected at the expiry by the app clock, not before', async () => {
    const p = await h.player();
    h.clock.advance(h.config.sessionTtlSeconds * 1000 - 300);
    // 300 ms of the session left: the handshake lets these in.
    const mine = await everySocket(url, p.token);
    const [main] = mine;
    assert.ok(main);
    // A login made now ends a whole TTL later.
    const q = await h.player();
    const theirs = await clients.connect(url, { token: q.token });

    // Real time runs well past 300 ms while the app clock stands still: the session has not expired.
    await delay(700);
    await roundTrip(main);
    for (const client of mine) assert.equal(client.socket.connected, true);
    assert.deepEqual(names(main), []);

    const gone = mine.map((c) => c.disconnected());
    h.clock.advance(300);
    assert.deepEqual(await main.waitFor('logoutUserForce'), [EXPIRED]);
    assert.deepEqual(await Promise.all(gone), Array(4).fill('io server disconnect'));
    assert.deepEqual(names(main), ['logoutUserForce'], 'the reason arrives before the disconnect');

    assert.equal(theirs.socket.connected, true);
    await roundTrip(theirs);
    assert.deepEqual(names(theirs), [], 'a login with time left keeps its socket and hears nothing');
  });
});

describe('a session ended in the database, not through this process', () => {
  let h: Harness;
  let url = '';
  before(async () => {
    h = await harness({ socketSweepMs: 100 });
    url = await listen(h);
  });
  after(async () => {
    clients.closeAll();
    await h.close();
  });
  beforeEach(() => h.reset());
  afterEach(() => clients.closeAll());

  /** What another API process or the operator command line does: a write to the row, nothing else. */
  const inDatabase = (token: string, set: { revokedAt?: Date; expiresAt?: Date }) =>
    h.db
      .update(sessions)
      .set(set)
      .where(eq(sessions.tokenHash, hashToken(token)));

  for (const [what, set] of [
    ['revoked', () => ({ revokedAt: new Date(h.clock.now()) })],
    ['cut short (its expiry moved to now)', () => ({ expiresAt: new Date(h.clock.now()) })],
  ] as const) {
    test(`a login ${what} drops its sockets on every namespace at the next sweep, and no other`, async () => {
      const p = await h.player();
      const otherTab = await h.login(p.userName);
      const q = await h.player();
      const mine = await everySocket(url, p.token);
      const [main] = mine;
      assert.ok(main);
      const myOtherLogin = await clients.connect(url, { token: otherTab });
      const theirs = await clients.connect(url, { token: q.token });
      const gone = mine.map((c) => c.disconnected());

      await inDatabase(p.token, set());
      assert.deepEqual(await main.waitFor('logoutUserForce'), [ENDED]);
      assert.deepEqual(await Promise.all(gone), Array(4).fill('io server disconnect'));
      await assert.rejects(clients.connect(url, { token: p.token }), { message: 'Invalid or expired session' });

      // Let a few more sweeps run: the live logins stay, and are told nothing.
      await delay(350);
      for (const client of [myOtherLogin, theirs]) {
        assert.equal(client.socket.connected, true);
        await roundTrip(client);
        assert.deepEqual(names(client), []);
      }
    });
  }

  test('a demo login whose lease runs out (idle) drops its sockets at the next sweep, though its token has hours left', async () => {
    await seedDemo(h.db, 'Backlay');
    const res = await h.inject('POST', '/user/loginWithDemo');
    assert.equal(res.statusCode, 200, res.body);
    const { token } = res.json<{ data: { token: string } }>().data;
    const demo = await clients.connect(url, { token });
    const q = await h.player();
    const theirs = await clients.connect(url, { token: q.token });
    await delay(250);
    assert.equal(demo.socket.connected, true, 'a leased demo login is live');

    const gone = demo.disconnected();
    h.clock.advance(h.config.demoIdleSeconds * 1000 + 1000);
    assert.deepEqual(await demo.waitFor('logoutUserForce'), [ENDED]);
    assert.equal(await gone, 'io server disconnect');
    assert.equal(theirs.socket.connected, true);
    await roundTrip(theirs);
    assert.deepEqual(names(theirs), []);
  });
});

describe('the sweep', () => {
  const clock = testClock();
  const calls: string[][] = [];
  /** The answer of the next checks: session → when it ends, or the error the check fails with. */
  let answer: Map<string, number> | Error = new Map();
  const errors: unknown[] = [];
  const later = () => clock.now() + 3600_000;
  const users: Record<string, SocketUser> = {
    'token-one-0123456789abc': { userId: 'u1', sessionId: 's1', expiresAt: 0 },
    'token-two-0123456789abc': { userId: 'u2', sessionId: 's2', expiresAt: 0 },
  };
  let server: HttpServer;
  let hub: RealtimeHub;
  let url = '';
  let closed = false;

  before(async () => {
    server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    hub = createHub(server, {
      corsOrigins: [],
      now: clock.now,
      sweepMs: 50,
      authenticate: (token) => {
        const user = users[token];
        return Promise.resolve(user ? { ...user, expiresAt: later() } : null);
      },
      checkSessions: (ids) => {
        calls.push([...ids].sort());
        return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
      },
      onError: (error) => errors.push(error),
    });
    hub.namespace('/extra');
  });
  after(async () => {
    clients.closeAll();
    if (!closed) await hub.close();
  });

  const serverSockets = () => (hub.io?.of('/').sockets.size ?? 0) + (hub.io?.of('/extra').sockets.size ?? 0);

  test('no sockets, no query; then one query per sweep, naming each local login once; none once they leave', async () => {
    await delay(250);
    assert.deepEqual(calls, [], 'nothing to check, nothing asked');

    answer = new Map([
      ['s1', later()],
      ['s2', later()],
    ]);
    const connected = await Promise.all([
      clients.connect(url, { token: 'token-one-0123456789abc' }),
      clients.connect(`${url}/extra`, { token: 'token-one-0123456789abc' }),
      clients.connect(url, { token: 'token-two-0123456789abc' }),
    ]);
    // Sweeps that ran while the sockets were still arriving saw only some of them: count from the
    // first sweep that started after all three were in.
    await until('the server sees all three', () => serverSockets() === 3);
    const from = calls.length + 1;
    await until('three sweeps', () => calls.length >= from + 3);
    for (const ids of calls.slice(from)) assert.deepEqual(ids, ['s1', 's2']);
    for (const client of connected) assert.equal(client.socket.connected, true);

    clients.closeAll();
    await until('the server sees them go', () => serverSockets() === 0);
    await delay(60);
    const asked = calls.length;
    await delay(250);
    assert.equal(calls.length, asked, 'no sockets, no more queries');
  });

  test('a failed check keeps the sockets (and is reported); an ended login drops; a moved expiry is followed', async () => {
    const one = await clients.connect(url, { token: 'token-one-0123456789abc' });
    const oneExtra = await clients.connect(`${url}/extra`, { token: 'token-one-0123456789abc' });
    const two = await clients.connect(url, { token: 'token-two-0123456789abc' });

    answer = new Error('database unavailable');
    await until('a failed sweep', () => errors.length >= 2);
    for (const client of [one, oneExtra, two]) assert.equal(client.socket.connected, true, 'fails open');

    const twoGone = two.disconnected();
    answer = new Map([['s1', later()]]);
    assert.deepEqual(await two.waitFor('logoutUserForce'), [ENDED]);
    assert.equal(await twoGone, 'io server disconnect');
    await delay(150);
    assert.equal(one.socket.connected, true);
    assert.equal(oneExtra.socket.connected, true);
    assert.deepEqual(names(one), []);

    // The row now says the login ends now (an operator shortened it): the sockets go as expired.
    const oneGone = [one.disconnected(), oneExtra.disconnected()];
    answer = new Map([['s1', clock.now()]]);
    assert.deepEqual(await one.waitFor('logoutUserForce'), [EXPIRED]);
    assert.deepEqual(await Promise.all(oneGone), ['io server disconnect', 'io server disconnect']);
  });

  test('closing the hub stops the sweep', async () => {
    answer = new Map([['s1', later()]]);
    await clients.connect(url, { token: 'token-one-0123456789abc' });
    await until('a sweep', () => calls.at(-1)?.join() === 's1');
    closed = true;
    await hub.close();
    const asked = calls.length;
    await delay(250);
    assert.equal(calls.length, asked);
  });
});
