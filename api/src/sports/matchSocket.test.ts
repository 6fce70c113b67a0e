/**
 * The match socket end to end: a listening app, socket.io clients over websocket on the /match
 * namespace, and the feed driven by the test clock. Also measures what the socket sends (delta vs
 * snapshot bytes, updates per second per in-play match) and prints it.
 */
import { after, afterEach, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { RedisAdapter } from '@socket.io/redis-adapter';
import {
  applyMatchChange,
  emptySnapshot,
  liveDataEvent,
  MATCH_NAMESPACE,
  type Fixture,
  type ListMessage,
  type ListRow,
  type LiveDataMessage,
  type MatchSnapshot,
} from '@backlay/shared/sports';
import { harness, type Harness, type TestPlayer } from '../test/harness.js';
import { MAX_MATCH_ROOMS, SNAPSHOT_BURST, SNAPSHOT_RATE, type MatchAck } from './matchSocket.js';

const WAIT_MS = 3000;
const REDIS_URL = process.env.TEST_REDIS_URL;

interface ServerEvents {
  [event: string]: (...args: unknown[]) => void;
}
interface ClientEvents {
  matchRoom: (payload: unknown, ack: (r: MatchAck) => void) => void;
  disconnectCricketData: (payload: unknown, ack: (r: MatchAck) => void) => void;
  leaveAll: (ack: (r: MatchAck) => void) => void;
  listRoom: (ack: (r: MatchAck) => void) => void;
  leaveList: (ack: (r: MatchAck) => void) => void;
}
type ClientSocket = Socket<ServerEvents, ClientEvents>;
/** The feed's messages; manual sessions (`sessionBettings`) travel beside them, unsequenced. */
type SequencedMessage = Exclude<LiveDataMessage, { type: 'sessionBettings' }>;

interface Client {
  socket: ClientSocket;
  events: { name: string; args: unknown[] }[];
  /** The sequenced messages on `liveData<id>` (snapshots and deltas), in order. */
  live(id: string): SequencedMessage[];
  lists(): ListMessage[];
  /** A round trip: everything the server sent before its answer has arrived. */
  barrier(): Promise<void>;
  join(id: string): Promise<MatchAck>;
}

const open = new Set<ClientSocket>();

function connect(url: string, auth: { token?: string }): Promise<Client> {
  const socket: ClientSocket = io(`${url}${MATCH_NAMESPACE}`, {
    transports: ['websocket'],
    auth,
    reconnection: false,
    forceNew: true,
    // Every ack has this deadline. Set here rather than with timeout() on each emit, which would
    // type the answer of emitWithAck as `any` instead of the ack's MatchAck.
    ackTimeout: WAIT_MS,
  });
  open.add(socket);
  const events: Client['events'] = [];
  socket.onAny((name: string, ...args: unknown[]) => events.push({ name, args }));
  const client: Client = {
    socket,
    events,
    live: (id) =>
      events
        .filter((e) => e.name === liveDataEvent(id))
        .map((e) => e.args[0] as LiveDataMessage)
        .filter((m): m is SequencedMessage => m.type !== 'sessionBettings'),
    lists: () => events.filter((e) => e.name === 'listData').map((e) => e.args[0] as ListMessage),
    async barrier() {
      // Leaving a room the socket is not in changes nothing; its ack comes after everything sent before.
      await socket.emitWithAck('disconnectCricketData', { matchId: '0' });
    },
    join: (id) => socket.emitWithAck('matchRoom', { id }),
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`neither connected nor refused within ${WAIT_MS} ms`)), WAIT_MS);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve(client);
    });
    socket.once('connect_error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
  });
}

async function listen(h: Harness): Promise<string> {
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  const address = h.app.server.address() as AddressInfo | null;
  assert.ok(address && typeof address === 'object');
  return `http://127.0.0.1:${address.port}`;
}

/** Moves the test clock and the feed by `ms` in 250 ms ticks. */
function play(h: Harness, ms: number, each?: () => void): void {
  for (let t = 0; t < ms; t += 250) {
    h.clock.advance(250);
    h.ctx.feed.advanceTo(h.clock.now());
    each?.();
  }
}

const json = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

function quantile(xs: readonly number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
}

/** Applies a message stream the way a client does; checks the seq rule on the way. */
function replay(messages: readonly SequencedMessage[]): { state: MatchSnapshot | null; seq: number; deltas: number } {
  let state: MatchSnapshot | null = null;
  let seq = -1;
  let deltas = 0;
  for (const m of messages) {
    if (m.type === 'snapshot') {
      state = m.data;
      seq = m.seq;
      continue;
    }
    assert.ok(state, 'a delta before any snapshot');
    assert.equal(m.seq, seq + 1, 'each delta is the previous seq + 1');
    seq = m.seq;
    deltas += 1;
    for (const c of m.changes) {
      state = c.kind === 'added' ? emptySnapshot(c.fixture, c.at) : state ? applyMatchChange(state, c) : null;
    }
  }
  return { state, seq, deltas };
}

const inPlay = (h: Harness, sport?: string) =>
  h.ctx.feed
    .views()
    .filter(
      (v) => v.fixture.inPlay && v.fixture.kind !== 'outright' && (sport === undefined || v.fixture.sport === sport),
    );

describe('the match socket', () => {
  let h: Harness;
  let url = '';
  let p: TestPlayer;

  before(async () => {
    h = await harness();
    url = await listen(h);
    p = await h.player();
  });
  after(async () => {
    for (const s of open) s.disconnect();
    await h.close();
  });
  afterEach(() => {
    for (const s of open) s.disconnect();
    open.clear();
  });

  test('a missing or invalid token is refused on the namespace', async () => {
    await assert.rejects(connect(url, {}), /Authentication required/);
    await assert.rejects(connect(url, { token: 'nope' }), /Invalid or expired session/);
    const ok = await connect(url, { token: p.token });
    assert.equal(ok.socket.connected, true);
  });

  test('matchRoom answers a snapshot; the deltas after it have seq +1 each and rebuild the feed’s own snapshot exactly', async () => {
    const client = await connect(url, { token: p.token });
    const match = inPlay(h, 'cricket')[0];
    assert.ok(match, 'a cricket match in play');
    const ack = await client.join(match.id);
    assert.deepEqual(ack, { ok: true, seq: h.ctx.feed.seq(match.id) });
    const [first] = client.live(match.id);
    assert.ok(first && first.type === 'snapshot');
    assert.equal(first.matchId, match.id);
    assert.deepEqual(first.data, json(h.ctx.feed.snapshot(match.id)));

    play(h, 20_000);
    await client.barrier();
    const messages = client.live(match.id);
    const { state, seq, deltas } = replay(messages);
    assert.ok(deltas >= 20, `deltas in 20 s: ${deltas}`);
    assert.equal(seq, h.ctx.feed.seq(match.id));
    assert.deepEqual(state, json(h.ctx.feed.snapshot(match.id)));
    for (const m of messages.slice(1)) {
      assert.equal(m.type, 'delta');
      if (m.type === 'delta') {
        assert.equal(m.matchId, match.id);
        assert.ok(m.changes.length > 0);
        for (const c of m.changes)
          assert.equal(c.kind === 'added' ? c.fixture.id : c.matchId, match.id, 'only this match’s changes');
      }
    }
    assert.equal(
      client.events.filter((e) => e.name.startsWith('liveData') && e.name !== liveDataEvent(match.id)).length,
      0,
      'no other match',
    );
  });

  test('matchRoom with the last seq resumes: only the missed deltas (none if none), a snapshot when they are gone', async () => {
    const match = inPlay(h, 'cricket')[0];
    assert.ok(match, 'a cricket match in play');
    play(h, 10_000);
    const seq = h.ctx.feed.seq(match.id) ?? 0;
    assert.ok(seq > 3);
    const client = await connect(url, { token: p.token });
    const ack = await client.socket.emitWithAck('matchRoom', { id: match.id, seq: seq - 3 });
    assert.deepEqual(ack, { ok: true, seq, resumed: true });
    assert.deepEqual(
      client.live(match.id).map((m) => [m.type, m.seq]),
      [
        ['delta', seq - 2],
        ['delta', seq - 1],
        ['delta', seq],
      ],
    );
    const none = await connect(url, { token: p.token });
    assert.deepEqual(await none.socket.emitWithAck('matchRoom', { id: match.id, seq }), {
      ok: true,
      seq,
      resumed: true,
    });
    assert.deepEqual(none.live(match.id), [], 'nothing missed, nothing sent');
    play(h, 2_000);
    await none.barrier();
    assert.ok(
      none.live(match.id).length > 0 && none.live(match.id).every((m) => m.type === 'delta'),
      'then the live deltas',
    );
    const old = await connect(url, { token: p.token });
    const stale = await old.socket.emitWithAck('matchRoom', { id: match.id, seq: 0 });
    assert.equal(stale.ok && 'resumed' in stale, false, 'too old to resume');
    assert.equal(old.live(match.id)[0]?.type, 'snapshot');
    const ahead = await old.socket.emitWithAck('matchRoom', { id: match.id, seq: 10_000_000 });
    assert.ok(ahead.ok);
    assert.equal(old.live(match.id)[1]?.type, 'snapshot', 'a seq the feed never had gets a snapshot');
  });

  test('disconnectCricketData stops a match’s deltas; leaveAll stops them all', async () => {
    const client = await connect(url, { token: p.token });
    const [a, b, c] = inPlay(h);
    assert.ok(a && b && c);
    for (const m of [a, b, c]) assert.equal((await client.join(m.id)).ok, true);
    play(h, 5_000);
    await client.barrier();
    assert.ok(client.live(a.id).length > 1 && client.live(b.id).length > 1);

    assert.deepEqual(await client.socket.emitWithAck('disconnectCricketData', { matchId: a.id }), {
      ok: true,
      seq: h.ctx.feed.seq(a.id),
    });
    const [beforeA, beforeB] = [client.live(a.id).length, client.live(b.id).length];
    play(h, 5_000);
    await client.barrier();
    assert.equal(client.live(a.id).length, beforeA, 'no more deltas for the match left');
    assert.ok(client.live(b.id).length > beforeB, 'the other match goes on');

    assert.equal((await client.socket.emitWithAck('leaveAll')).ok, true);
    const counts = [b, c].map((m) => client.live(m.id).length);
    play(h, 5_000);
    await client.barrier();
    assert.deepEqual(
      [b, c].map((m) => client.live(m.id).length),
      counts,
      'leaveAll leaves every match room',
    );
  });

  test('a client that saw a gap re-sends matchRoom and gets a fresh snapshot with a higher seq, then deltas from there', async () => {
    const client = await connect(url, { token: p.token });
    const match = inPlay(h, 'football')[0] ?? inPlay(h)[0];
    assert.ok(match);
    await client.join(match.id);
    const first = client.live(match.id)[0];
    assert.ok(first?.type === 'snapshot');
    play(h, 10_000);
    await client.barrier();
    // Pretend some deltas were lost: resync.
    const ack = await client.join(match.id);
    assert.equal(ack.ok, true);
    const messages = client.live(match.id);
    const resyncAt = messages.findIndex((m, i) => i > 0 && m.type === 'snapshot');
    const resync = messages[resyncAt];
    assert.ok(resync && resync.type === 'snapshot', 'a second snapshot');
    assert.ok(resync.seq > first.seq, `seq ${resync.seq} > ${first.seq}`);
    assert.equal(resync.seq, h.ctx.feed.seq(match.id));
    play(h, 5_000);
    await client.barrier();
    const after = client.live(match.id).slice(resyncAt);
    const { state, seq } = replay(after);
    assert.equal(seq, h.ctx.feed.seq(match.id));
    assert.deepEqual(state, json(h.ctx.feed.snapshot(match.id)));
  });

  test('listRoom: a listData snapshot, then deltas (upserts, removed) that rebuild the list; leaveList stops them', async () => {
    const client = await connect(url, { token: p.token });
    assert.equal((await client.socket.emitWithAck('listRoom')).ok, true);
    const [snap] = client.lists();
    assert.ok(snap && snap.type === 'snapshot');
    assert.deepEqual(snap, json(h.ctx.feed.listSnapshot()));
    play(h, 15_000);
    await client.barrier();
    const rows = new Map<string, ListRow>(snap.rows.map((r) => [r.id, r]));
    let seq = snap.seq;
    const deltas = client.lists().slice(1);
    assert.ok(
      deltas.length > 10 && deltas.length <= 60,
      `at most one list delta per tick: ${deltas.length} in 60 ticks`,
    );
    for (const m of deltas) {
      assert.equal(m.type, 'delta');
      if (m.type !== 'delta') continue;
      assert.equal(m.seq, seq + 1);
      seq = m.seq;
      for (const r of m.upserts) rows.set(r.id, r);
      for (const id of m.removed) rows.delete(id);
    }
    const sortRows = (list: ListRow[]) => [...list].sort((x, y) => x.id.localeCompare(y.id));
    assert.deepEqual(sortRows([...rows.values()]), sortRows(json(h.ctx.feed.listSnapshot().rows)));

    assert.equal((await client.socket.emitWithAck('leaveList')).ok, true);
    const count = client.lists().length;
    play(h, 5_000);
    await client.barrier();
    assert.equal(client.lists().length, count);
  });

  test('newMatchAdded reaches every socket of the namespace when a fixture is listed', async () => {
    const client = await connect(url, { token: p.token });
    const added: Fixture[] = [];
    const stop = h.ctx.feed.onTick((t) => added.push(...t.added));
    for (let i = 0; i < 60 && added.length === 0; i++) play(h, 30_000);
    stop();
    assert.ok(added.length > 0, 'a fixture was listed within 30 minutes');
    await client.barrier();
    const heard = client.events.filter((e) => e.name === 'newMatchAdded').map((e) => e.args[0] as Fixture);
    assert.deepEqual(
      heard.map((f) => f.id),
      added.map((f) => f.id),
    );
    assert.deepEqual(heard[0], json(added[0]));
  });

  test('bad payloads are ignored or refused through the ack, and the socket keeps working', async () => {
    const client = await connect(url, { token: p.token });
    const s = client.socket;
    for (const payload of [
      null,
      'abc',
      42,
      [],
      {},
      { id: 'abc' },
      { id: '' },
      { id: '1'.repeat(21) },
      { id: { $gt: '' } },
      { id: -1 },
    ]) {
      const ack = await s.emitWithAck('matchRoom', payload);
      assert.equal(ack.ok, false, JSON.stringify(payload));
      if (!ack.ok) assert.match(ack.message, /matchRoom needs \{ id/);
    }
    assert.deepEqual(await s.emitWithAck('matchRoom', { id: '99999999999' }), {
      ok: false,
      message: 'Match not found.',
    });
    assert.deepEqual(await s.emitWithAck('disconnectCricketData', { id: '1' }), {
      ok: false,
      message: 'disconnectCricketData needs { matchId: "<match id>" }.',
    });
    // Without an ack, and with junk arguments: nothing breaks.
    const raw = client.socket as unknown as { emit(event: string, ...args: unknown[]): void };
    raw.emit('matchRoom');
    raw.emit('matchRoom', { id: 'x' }, 'extra', 3);
    raw.emit('listRoom', { bogus: true });
    raw.emit('leaveAll', 'x');
    raw.emit('noSuchEvent', { id: '1' });
    const match = inPlay(h)[0];
    assert.ok(match);
    const ack = await client.join(match.id);
    assert.equal(ack.ok, true, 'still serving');
    assert.equal(client.socket.connected, true);
    // A number id is read as its digits.
    assert.equal((await s.emitWithAck('matchRoom', { id: Number(match.id) })).ok, true);
  });

  test(`at most ${MAX_MATCH_ROOMS} match rooms per socket`, async () => {
    const client = await connect(url, { token: p.token });
    const ids = h.ctx.feed.views().map((v) => v.id);
    assert.ok(ids.length > MAX_MATCH_ROOMS);
    for (const id of ids.slice(0, MAX_MATCH_ROOMS)) assert.equal((await client.join(id)).ok, true);
    const refused = await client.join(ids[MAX_MATCH_ROOMS]!);
    assert.equal(refused.ok, false);
    if (!refused.ok) assert.match(refused.message, /at most 50 matches/);
    assert.equal((await client.join(ids[0]!)).ok, true, 'a room already held can be resynced');
  });

  test(`snapshots are rate limited per socket: a burst of ${SNAPSHOT_BURST}, then the ack says to wait`, async () => {
    const client = await connect(url, { token: p.token });
    const id = inPlay(h)[0]?.id;
    assert.ok(id);
    const started = Date.now();
    const acks = await Promise.all(Array.from({ length: SNAPSHOT_BURST + 20 }, () => client.join(id)));
    const refilled = Math.ceil(((Date.now() - started) / 1000) * SNAPSHOT_RATE);
    const refused = acks.filter((a) => !a.ok);
    // 20 over the burst, less what refilled while they were sent (a slow machine refills more).
    assert.ok(
      refused.length <= 20 && refused.length >= 20 - refilled,
      `refused ${refused.length}, refilled ≤ ${refilled}`,
    );
    for (const r of refused)
      assert.deepEqual(r, { ok: false, message: 'Too many requests. Please try again in a moment.' });
    await client.barrier();
    assert.equal(client.live(id).length, acks.length - refused.length, 'a snapshot per accepted request only');
    assert.equal(client.socket.connected, true);
  });

  test('a forced logout drops the match socket too', async () => {
    const q = await h.player();
    const client = await connect(url, { token: q.token });
    const gone = new Promise<string>((resolve) => client.socket.once('disconnect', (reason) => resolve(reason)));
    h.ctx.realtime.forceLogout(q.id, 'test');
    assert.match(await gone, /disconnect/);
  });

  test('measured: delta bytes vs the full snapshot of a busy in-play cricket match, and socket updates per second per in-play match', async () => {
    const busy = inPlay(h, 'cricket').sort((x, y) => JSON.stringify(y).length - JSON.stringify(x).length)[0];
    assert.ok(busy, 'a cricket match in play');
    const one = await connect(url, { token: p.token });
    await one.join(busy.id);
    const live = inPlay(h).slice(0, MAX_MATCH_ROOMS);
    const many = await connect(url, { token: p.token });
    for (const v of live) await many.join(v.id);

    const snapshotBytes: number[] = [];
    play(h, 60_000, () => {
      const m = h.ctx.feed.snapshotMessage(busy.id);
      if (m) snapshotBytes.push(JSON.stringify(m).length);
    });
    await one.barrier();
    await many.barrier();

    const deltas = one.live(busy.id).filter((m) => m.type === 'delta');
    const deltaBytes = deltas.map((m) => JSON.stringify(m).length);
    const snap = quantile(snapshotBytes, 0.5);
    const median = quantile(deltaBytes, 0.5);
    const markets = Object.values(busy.apiSession).flat().length + busy.tournament.length;
    console.log(
      `busy in-play cricket match (${markets} markets): snapshot message median ${snap} B; delta message median ${median} B, ` +
        `p95 ${quantile(deltaBytes, 0.95)} B, max ${Math.max(...deltaBytes)} B = ${((100 * median) / snap).toFixed(1)}% of the snapshot; ` +
        `${deltas.length} deltas in 60 s`,
    );
    assert.ok(median <= 0.2 * snap, 'a delta carries ≤ 20% of a full snapshot (P5)');

    const rates = live
      .filter((v) => h.ctx.feed.view(v.id)?.fixture.inPlay)
      .map((v) => many.live(v.id).filter((m) => m.type === 'delta').length / 60);
    const mean = rates.reduce((s, x) => s + x, 0) / rates.length;
    console.log(
      `socket updates per in-play match (${rates.length} matches, 60 s): mean ${mean.toFixed(2)}/s, median ${quantile(rates, 0.5).toFixed(2)}/s, ` +
        `min ${Math.min(...rates).toFixed(2)}/s, max ${Math.max(...rates).toFixed(2)}/s (ticks of 250 ms: at most 4/s)`,
    );
    assert.ok(Math.max(...rates) <= 4, 'at most one message per match per tick');
    assert.ok(mean >= 1, 'in-play matches update every second or more');
  });
});

if (REDIS_URL) {
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
      for (const s of open) s.disconnect();
      open.clear();
      await b?.close();
      await a?.close();
    });

    test('each instance serves its own feed: snapshot and deltas of one feed, no cross-talk', async () => {
      const nsp = a.ctx.realtime.io?.of(MATCH_NAMESPACE);
      assert.ok(nsp && nsp.adapter instanceof RedisAdapter, 'the match namespace runs on the Redis adapter');
      const p = await a.player();
      const onA = await connect(urlA, { token: p.token });
      const onB = await connect(urlB, { token: p.token });
      const match = inPlay(a)[0];
      assert.ok(match && b.ctx.feed.view(match.id), 'the same seed lists the same match ids');
      await onA.join(match.id);
      await onB.join(match.id);
      play(a, 10_000);
      play(b, 3_000);
      await onA.barrier();
      await onB.barrier();
      const ra = replay(onA.live(match.id));
      const rb = replay(onB.live(match.id));
      assert.equal(ra.seq, a.ctx.feed.seq(match.id));
      assert.equal(rb.seq, b.ctx.feed.seq(match.id));
      assert.deepEqual(ra.state, json(a.ctx.feed.snapshot(match.id)));
      assert.deepEqual(rb.state, json(b.ctx.feed.snapshot(match.id)));
    });
  });
}
