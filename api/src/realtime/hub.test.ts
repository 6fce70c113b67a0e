/**
 * The real-time hub end to end: a listening app, real socket.io clients over websocket, and the
 * operator levers that push to them.
 */
import { after, afterEach, before, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { io } from 'socket.io-client';
import type { UserBalance } from '@backlay/shared/api';
import { body, harness, type Harness } from '../test/harness.js';
import { listen, names, socketClients, WAIT_MS, type Client, type ClientSocket } from '../test/sockets.js';
import { createSession } from '../auth/sessions.js';

const h: Harness = await harness();
let url = '';
const clients = socketClients();

before(async () => {
  url = await listen(h);
});
after(async () => {
  clients.closeAll();
  await h.close();
});
beforeEach(() => h.reset());
afterEach(async () => {
  clients.closeAll();
  await h.assertLedger();
});

/** Connects to the app under test with the given auth (see socketClients). */
const connect = (auth: { token?: string }): Promise<Client> => clients.connect(url, auth);

/**
 * A round trip on this client's connection. Anything the server emitted to it before the ack is
 * delivered before the ack, so after this a missing event was really never sent.
 */
function roundTrip(client: Client): Promise<number> {
  // The callback form, as emitWithAck on a timed socket is typed as answering `any`.
  return new Promise((resolve, reject) => {
    client.socket.timeout(WAIT_MS).emit('ping', (err, serverTime) => (err ? reject(err) : resolve(serverTime)));
  });
}

describe('connecting', () => {
  test('a valid token connects and ping answers the server time as a number', async () => {
    const p = await h.player();
    const client = await connect({ token: p.token });
    assert.equal(client.socket.connected, true);
    const started = Date.now();
    const serverTime = await roundTrip(client);
    assert.equal(typeof serverTime, 'number');
    assert.ok(Number.isInteger(serverTime), `an integer epoch in ms, got ${serverTime}`);
    assert.ok(
      serverTime >= started - 1000 && serverTime <= Date.now() + 1000,
      'the server wall clock, not some other number',
    );
  });

  test('a missing, invalid, revoked or not-yet-verified token is refused', async () => {
    const p = await h.player();
    await assert.rejects(connect({}), { message: 'Authentication required' });
    await assert.rejects(connect({ token: 'x'.repeat(43) }), { message: 'Invalid or expired session' });
    await assert.rejects(connect({ token: `${p.token.slice(0, -1)}${p.token.endsWith('A') ? 'B' : 'A'}` }), {
      message: 'Invalid or expired session',
    });

    // A session still waiting for its second factor is not a full login.
    const verify = await createSession(h.db, p.id, 'verify', h.clock.now(), 600);
    await assert.rejects(connect({ token: verify.token }), { message: 'Invalid or expired session' });

    // The token works until the player logs out, then never again.
    const ok = await connect({ token: p.token });
    ok.socket.disconnect();
    const out = await h.inject('POST', '/auth/logout', { token: p.token });
    assert.equal(out.statusCode, 200, out.body);
    await assert.rejects(connect({ token: p.token }), { message: 'Invalid or expired session' });
  });

  test('an expired session is refused', async () => {
    const p = await h.player();
    h.clock.advance(h.config.sessionTtlSeconds * 1000 + 1000);
    await assert.rejects(connect({ token: p.token }), { message: 'Invalid or expired session' });
  });

  test('logging out disconnects that session only, not the same player elsewhere', async () => {
    const p = await h.player();
    const otherTab = await h.login(p.userName);
    const mine = await connect({ token: p.token });
    const other = await connect({ token: otherTab });
    const gone = mine.disconnected();
    const out = await h.inject('POST', '/auth/logout', { token: p.token });
    assert.equal(out.statusCode, 200, out.body);
    assert.equal(await gone, 'io server disconnect');
    assert.equal(other.socket.connected, true);
    assert.equal(typeof (await roundTrip(other)), 'number');
    assert.deepEqual(names(other), [], 'the other session is not told to log out');
  });
});

describe('updateUserBalance', () => {
  test('an operator credit reaches every socket of that player with the new numbers, and no one else', async () => {
    const p = await h.player({ credit: 100 });
    const q = await h.player({ credit: 40 });
    const mine = await connect({ token: p.token });
    const myOtherTab = await connect({ token: await h.login(p.userName) });
    const theirs = await connect({ token: q.token });

    const res = await h.operator('POST', '/operator/wallet', { userName: p.userName, type: 'add', amount: 250 });
    assert.equal(res.statusCode, 200, res.body);
    const expected: UserBalance = {
      currentBalance: 350,
      exposure: 0,
      profitLoss: 0,
      totalBalance: 350,
      creditReference: 0,
    };
    assert.deepEqual(body<{ balance: UserBalance }>(res).data.balance, expected);

    assert.deepEqual(await mine.waitFor('updateUserBalance'), [expected]);
    assert.deepEqual(await myOtherTab.waitFor('updateUserBalance'), [expected]);

    await roundTrip(theirs);
    assert.deepEqual(names(theirs), [], 'the other player hears nothing about this wallet');
    assert.deepEqual(mine.events.filter((e) => e.name === 'updateUserBalance').length, 1, 'one credit, one update');
  });

  test('a withdrawal pushes the lowered balance; a refused one pushes nothing', async () => {
    const p = await h.player({ credit: 100 });
    const client = await connect({ token: p.token });

    const refused = await h.operator('POST', '/operator/wallet', {
      userName: p.userName,
      type: 'withDraw',
      amount: 100.01,
    });
    assert.equal(refused.statusCode, 400, refused.body);
    await roundTrip(client);
    assert.deepEqual(names(client), [], 'a refused posting changes nothing and says nothing');

    const ok = await h.operator('POST', '/operator/wallet', { userName: p.userName, type: 'withDraw', amount: 30.5 });
    assert.equal(ok.statusCode, 200, ok.body);
    const [balance] = await client.waitFor('updateUserBalance');
    assert.deepEqual(balance, {
      currentBalance: 69.5,
      exposure: 0,
      profitLoss: 0,
      totalBalance: 69.5,
      creditReference: 0,
    });
  });
});

describe('operator levers', () => {
  test('POST /operator/logout sends logoutUserForce, then disconnects, and the token is dead', async () => {
    const p = await h.player();
    const q = await h.player();
    const mine = await connect({ token: p.token });
    const myOtherTab = await connect({ token: await h.login(p.userName) });
    const theirs = await connect({ token: q.token });
    const gone = [mine.disconnected(), myOtherTab.disconnected()];

    const res = await h.operator('POST', '/operator/logout', { userName: p.userName });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(body(res).data, { revoked: 2 });

    for (const client of [mine, myOtherTab]) {
      const [payload] = await client.waitFor('logoutUserForce');
      assert.deepEqual(payload, { reason: 'You have been logged out by the operator.' });
    }
    assert.deepEqual(await Promise.all(gone), ['io server disconnect', 'io server disconnect']);
    assert.equal(mine.socket.connected, false);
    assert.deepEqual(names(mine), ['logoutUserForce'], 'the reason arrives before the disconnect');

    await assert.rejects(connect({ token: p.token }), { message: 'Invalid or expired session' });
    assert.equal((await h.inject('GET', '/user/profile', { token: p.token })).statusCode, 401);

    assert.equal(theirs.socket.connected, true);
    await roundTrip(theirs);
    assert.deepEqual(names(theirs), [], 'other players stay logged in and hear nothing');
  });

  test('POST /operator/hard-refresh reaches every connected client', async () => {
    const players = await Promise.all([h.player(), h.player(), h.player()]);
    const clients = await Promise.all(players.map((p) => connect({ token: p.token })));
    const res = await h.operator('POST', '/operator/hard-refresh');
    assert.equal(res.statusCode, 200, res.body);
    for (const client of clients) assert.deepEqual(await client.waitFor('hardRefreshAll'), []);
    for (const client of clients) assert.deepEqual(names(client), ['hardRefreshAll']);
  });

  test('operator levers need the operator key', async () => {
    const p = await h.player();
    const client = await connect({ token: p.token });
    const res = await h.inject('POST', '/operator/hard-refresh', { token: p.token });
    assert.equal(res.statusCode, 403);
    await roundTrip(client);
    assert.deepEqual(names(client), []);
  });
});

describe('shutdown', () => {
  test('closing an app with clients still connected finishes promptly and disconnects them', async () => {
    const other = await harness({}, { database: h.database });
    let closing: Promise<void> | undefined;
    try {
      await other.app.listen({ port: 0, host: '127.0.0.1' });
      const address = other.app.server.address() as AddressInfo;
      const p = await other.player();
      const socket: ClientSocket = io(`http://127.0.0.1:${address.port}`, {
        transports: ['websocket'],
        auth: { token: p.token },
        reconnection: false,
        forceNew: true,
      });
      clients.open.add(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      const gone = new Promise<string>((resolve) => socket.once('disconnect', resolve));
      closing = other.close();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        closing,
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`app.close() still waiting after ${WAIT_MS} ms with a client connected`)),
            WAIT_MS,
          );
        }),
      ]).finally(() => clearTimeout(timer));
      assert.equal(await gone, 'io server disconnect');
    } finally {
      // A close that hung would hang again: only close here if the test never got that far.
      if (!closing) await other.close();
    }
  });
});
