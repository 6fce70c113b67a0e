/**
 * Scale-out: two API instances on one database, their hubs joined through the Redis adapter. A
 * player connected to instance A hears what the operator does through instance B.
 *
 * Needs TEST_REDIS_URL (e.g. redis://127.0.0.1:6390). Without it the file checks the other half of
 * the contract: no Redis configured means the in-memory adapter, and the hub still works.
 */
import { after, afterEach, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { RedisAdapter } from '@socket.io/redis-adapter';
import type { UserBalance } from '@backlay/shared/api';
import { body, harness, type Harness } from '../test/harness.js';
import { listen, names, socketClients, WAIT_MS, type Client } from '../test/sockets.js';
import { userRoom } from './hub.js';

const REDIS_URL = process.env.TEST_REDIS_URL;

const clients = socketClients();
/** Connects to one instance; resolves once connected, rejects with the server's refusal. */
const connect = (url: string, token: string): Promise<Client> => clients.connect(url, { token });
const closeClients = () => clients.closeAll();

const only = (client: Client, name: string) => client.events.filter((e) => e.name === name);
const balanceOf = (amount: number): UserBalance => ({
  currentBalance: amount,
  exposure: 0,
  profitLoss: 0,
  totalBalance: amount,
  creditReference: 0,
});

if (!REDIS_URL) {
  test('without TEST_REDIS_URL: no Redis configured means the in-memory adapter, and the hub still delivers', async () => {
    const h = await harness();
    try {
      assert.equal(h.config.redisUrl, undefined);
      const realtime = h.ctx.realtime.io;
      assert.ok(realtime);
      const adapter = realtime.of('/').adapter;
      assert.ok(!(adapter instanceof RedisAdapter), 'the Redis adapter is off');
      assert.equal(adapter.constructor.name, 'Adapter', 'socket.io’s own in-memory adapter');

      const url = await listen(h);
      const p = await h.player({ credit: 10 });
      const client = await connect(url, p.token);
      const res = await h.operator('POST', '/operator/wallet', { userName: p.userName, type: 'add', amount: 250 });
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(await client.waitFor('updateUserBalance'), [balanceOf(260)]);
    } finally {
      closeClients();
      await h.close();
    }
  });
} else {
  const redisUrl = REDIS_URL;
  describe('two instances behind the Redis adapter', () => {
    let a: Harness;
    let b: Harness;
    let urlA = '';
    let urlB = '';

    before(async () => {
      a = await harness({ redisUrl });
      b = await harness({ redisUrl }, { database: a.database });
      urlA = await listen(a);
      urlB = await listen(b);
    });
    after(async () => {
      closeClients();
      await b?.close();
      await a?.close();
    });
    afterEach(async () => {
      closeClients();
      await a.assertLedger();
    });

    const hub = (h: Harness) => {
      const server = h.ctx.realtime.io;
      assert.ok(server, 'the hub has a socket.io server');
      return server;
    };

    /**
     * Redis subscriptions are made asynchronously: wait until instance `from` can see `count`
     * sockets of this user across the cluster, which also proves the two instances talk.
     */
    async function seenFrom(from: Harness, userId: string, count: number): Promise<void> {
      const deadline = Date.now() + WAIT_MS;
      let seen = -1;
      while (Date.now() < deadline) {
        seen = (await hub(from).in(userRoom(userId)).fetchSockets()).length;
        if (seen === count) return;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      assert.fail(`expected ${count} socket(s) of ${userId} across the cluster, saw ${seen}`);
    }

    test('both instances run the Redis adapter on the same database', async () => {
      assert.ok(hub(a).of('/').adapter instanceof RedisAdapter);
      assert.ok(hub(b).of('/').adapter instanceof RedisAdapter);
      assert.equal(a.database, b.database);
      const p = await a.player();
      // A token issued by A works on B: sessions live in the shared database.
      const onB = await connect(urlB, p.token);
      assert.equal(onB.socket.connected, true);
    });

    test('a credit through instance B reaches the client on instance A, and only its player', async () => {
      const p = await a.player({ credit: 100 });
      const q = await a.player({ credit: 40 });
      const mine = await connect(urlA, p.token);
      const theirs = await connect(urlA, q.token);
      await seenFrom(b, p.id, 1);
      await seenFrom(b, q.id, 1);
      assert.equal(
        (await hub(b).local.fetchSockets()).length,
        0,
        'B has no sockets of its own: delivery must cross Redis',
      );

      const res = await b.operator('POST', '/operator/wallet', { userName: p.userName, type: 'add', amount: 250 });
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(body<{ balance: UserBalance }>(res).data.balance, balanceOf(350));
      assert.deepEqual(await mine.waitFor('updateUserBalance'), [balanceOf(350)]);

      // B's messages reach A in order: q's own update arriving first and alone means p's never came.
      const res2 = await b.operator('POST', '/operator/wallet', { userName: q.userName, type: 'add', amount: 1.5 });
      assert.equal(res2.statusCode, 200, res2.body);
      assert.deepEqual(await theirs.waitFor('updateUserBalance'), [balanceOf(41.5)]);
      assert.deepEqual(only(theirs, 'updateUserBalance').length, 1);
      assert.deepEqual(only(mine, 'updateUserBalance').length, 1);
    });

    test('POST /operator/logout on B logs the player out of sockets on both instances', async () => {
      const p = await a.player();
      const onA = await connect(urlA, p.token);
      const onB = await connect(urlB, await a.login(p.userName));
      await seenFrom(b, p.id, 2);
      const gone = [onA.disconnected(), onB.disconnected()];

      const res = await b.operator('POST', '/operator/logout', { userName: p.userName });
      assert.equal(res.statusCode, 200, res.body);
      for (const client of [onA, onB]) {
        assert.deepEqual(await client.waitFor('logoutUserForce'), [
          { reason: 'You have been logged out by the operator.' },
        ]);
      }
      assert.deepEqual(await Promise.all(gone), ['io server disconnect', 'io server disconnect']);
      assert.deepEqual(only(onA, 'logoutUserForce').length, 1);
      await seenFrom(b, p.id, 0);
    });

    test('POST /auth/logout on B ends that session’s socket on A, not the player’s other session', async () => {
      const p = await a.player();
      const otherTab = await a.login(p.userName);
      const mine = await connect(urlA, p.token);
      const other = await connect(urlA, otherTab);
      await seenFrom(b, p.id, 2);
      const gone = mine.disconnected();

      const res = await b.inject('POST', '/auth/logout', { token: p.token });
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(await gone, 'io server disconnect');
      await seenFrom(b, p.id, 1);
      assert.equal(other.socket.connected, true);
      assert.equal(only(other, 'logoutUserForce').length, 0);
    });

    test('POST /operator/hard-refresh on B reaches clients on both instances', async () => {
      const [p, q] = await Promise.all([a.player(), a.player()]);
      const onA = await connect(urlA, p.token);
      const onB = await connect(urlB, q.token);
      await seenFrom(b, p.id, 1);
      await seenFrom(a, q.id, 1);
      const res = await b.operator('POST', '/operator/hard-refresh');
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(await onA.waitFor('hardRefreshAll'), []);
      assert.deepEqual(await onB.waitFor('hardRefreshAll'), []);
      // Other test runs may share this Redis and broadcast too; ours carried nothing else.
      assert.ok(names(onA).every((n) => n === 'hardRefreshAll'));
    });

    test('shutting one instance down leaves the clients of the other connected', async () => {
      const third = await harness({ redisUrl }, { database: a.database });
      let closed = false;
      try {
        const urlC = await listen(third);
        const p = await a.player({ credit: 5 });
        const onA = await connect(urlA, p.token);
        const onC = await connect(urlC, await a.login(p.userName));
        await seenFrom(third, p.id, 2);
        const goneC = onC.disconnected();
        await third.close();
        closed = true;
        assert.equal(await goneC, 'io server disconnect');
        assert.equal(onA.socket.connected, true, 'closing C disconnects only C’s own sockets');
        await seenFrom(b, p.id, 1);
        const res = await b.operator('POST', '/operator/wallet', { userName: p.userName, type: 'add', amount: 1 });
        assert.equal(res.statusCode, 200, res.body);
        assert.deepEqual(await onA.waitFor('updateUserBalance'), [balanceOf(6)]);
      } finally {
        if (!closed) await third.close();
      }
    });
  });
}
