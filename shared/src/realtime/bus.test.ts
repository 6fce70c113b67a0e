import type { Subscription } from 'rxjs';
import { makeFixture, makeListRow, makeMarket, makeSnapshot } from '../testing/sports.js';
import type { ListMessage, LiveDataMessage, MatchAck } from '../sports/protocol.js';
import type { FeedChange, Fixture, MatchSnapshot } from '../sports/types.js';
import { createBus, type HostBus, type NamespaceSockets, type SocketFactory, type SocketNamespace } from './bus.js';
import type { UserEvent } from './protocol.js';
import type { BusStatus, ListState, MatchState } from './state.js';

type Listener = (...args: never[]) => void;

/** Plays the server side of one socket.io socket: records listeners and emits, connects on demand. */
class FakeSocket {
  readonly listeners = new Map<string, Listener[]>();
  readonly emitted: { event: string; args: unknown[] }[] = [];
  connected = false;
  active = true;

  constructor(
    readonly url: string,
    readonly namespace: SocketNamespace,
    readonly token: string,
  ) {}

  on(event: string, listener: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }

  off(event: string, listener: Listener): this {
    this.listeners.set(
      event,
      (this.listeners.get(event) ?? []).filter((l) => l !== listener),
    );
    return this;
  }

  emit(event: string, ...args: unknown[]): this {
    this.emitted.push({ event, args });
    return this;
  }

  disconnect(): this {
    this.active = false;
    if (this.connected) {
      this.connected = false;
      this.fire('disconnect', 'io client disconnect');
    }
    return this;
  }

  /** Delivers a server event (or a lifecycle event) to the listeners. */
  fire(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? []) (listener as (...a: unknown[]) => void)(...args);
  }

  serverConnect(): void {
    this.connected = true;
    this.fire('connect');
  }

  /** The connection dropped; socket.io-client will reconnect by itself. */
  serverDrop(): void {
    this.connected = false;
    this.fire('disconnect', 'transport close');
  }

  listenerCount(event: string): number {
    return this.listeners.get(event)?.length ?? 0;
  }

  /** Client emits of one event, their first argument. */
  sent(event: string): unknown[] {
    return this.emitted.filter((e) => e.event === event).map((e) => e.args[0]);
  }

  /** Whether the `index`-th client emit of one event asked for an acknowledgement. */
  wantsAck(event: string, index: number): boolean {
    return typeof this.emitted.filter((e) => e.event === event)[index]?.args[1] === 'function';
  }

  /** Answers the acknowledgement of the `index`-th client emit of one event. */
  ack(event: string, index: number, response: MatchAck): void {
    const callback = this.emitted.filter((e) => e.event === event)[index]?.args[1];
    if (typeof callback !== 'function') throw new Error(`${event} #${index} asked for no ack`);
    (callback as (response: MatchAck) => void)(response);
  }
}

interface Harness {
  bus: HostBus;
  sockets: FakeSocket[];
  socket(namespace: SocketNamespace, index?: number): FakeSocket;
  clock: { now: number };
}

function setup(): Harness {
  const sockets: FakeSocket[] = [];
  const factory: SocketFactory = <N extends SocketNamespace>(url: string, namespace: N, token: string) => {
    const socket = new FakeSocket(url, namespace, token);
    sockets.push(socket);
    return Promise.resolve(socket as unknown as NamespaceSockets[N]);
  };
  const clock = { now: 1_000 };
  const bus = createBus('https://rt.example.test', factory, () => clock.now);
  return {
    bus,
    sockets,
    clock,
    socket(namespace, index = 0) {
      const found = sockets.filter((s) => s.namespace === namespace)[index];
      if (!found) throw new Error(`no socket #${index} for ${namespace}`);
      return found;
    },
  };
}

/** Lets the factory's promise settle. */
const flush = async () => {
  for (let i = 0; i < 3; i++) await Promise.resolve();
};

/** Connects the bus with token tok-1 and connects its main socket. */
async function connected(h: Harness): Promise<void> {
  h.bus.connect('tok-1');
  await flush();
  h.socket('/').serverConnect();
}

function collect<T>(source: { subscribe(next: (value: T) => void): Subscription }): { values: T[]; sub: Subscription } {
  const values: T[] = [];
  const sub = source.subscribe((v) => values.push(v));
  return { values, sub };
}

const ID = '1001';
const snapshotMsg = (seq: number, data: MatchSnapshot = makeSnapshot({ id: ID })): LiveDataMessage => ({
  type: 'snapshot',
  matchId: ID,
  seq,
  data,
});
const deltaMsg = (seq: number, changes: FeedChange[]): LiveDataMessage => ({
  type: 'delta',
  matchId: ID,
  seq,
  changes,
});
const priceChange = (feedSeq: number, price: number): FeedChange => ({
  kind: 'market',
  seq: feedSeq,
  at: 5_000 + feedSeq,
  matchId: ID,
  marketId: `1.${ID}`,
  patch: { runners: [{ selectionId: 1, back: [{ level: 0, price, size: 500 }] }] },
});
const bestBack = (state: MatchState | undefined) =>
  state?.snapshot.tournament[0]?.runners[0]?.ex.availableToBack[0]?.price;
const last = <T>(values: T[]): T | undefined => values[values.length - 1];

describe('match(id): room membership', () => {
  it('opens the match socket lazily, with the same token, on the /match namespace', async () => {
    const h = setup();
    await connected(h);
    expect(h.sockets.map((s) => s.namespace)).toEqual(['/']);

    const { sub } = collect(h.bus.match(ID));
    await flush();
    const match = h.socket('/match');
    expect(match.url).toBe('https://rt.example.test');
    expect(match.token).toBe('tok-1');
    expect(match.sent('matchRoom')).toEqual([]);

    match.serverConnect();
    expect(match.sent('matchRoom')).toEqual([{ id: ID }]);
    sub.unsubscribe();
  });

  it('waits for a token: a match() before connect() opens the match socket once connect() is called', async () => {
    const h = setup();
    const { sub } = collect(h.bus.match(ID));
    await flush();
    expect(h.sockets).toEqual([]);

    h.bus.connect('tok-9');
    await flush();
    expect(h.sockets.map((s) => [s.namespace, s.token])).toEqual([
      ['/', 'tok-9'],
      ['/match', 'tok-9'],
    ]);
    h.socket('/match').serverConnect();
    expect(h.socket('/match').sent('matchRoom')).toEqual([{ id: ID }]);
    sub.unsubscribe();
  });

  it('two subscribers share one join; the room is left when the last one goes', async () => {
    const h = setup();
    await connected(h);
    const a = collect(h.bus.match(ID));
    await flush();
    const match = h.socket('/match');
    match.serverConnect();
    const b = collect(h.bus.match(ID));

    expect(match.sent('matchRoom')).toEqual([{ id: ID }]);
    expect(match.listenerCount(`liveData${ID}`)).toBe(1);

    match.fire(`liveData${ID}`, snapshotMsg(4));
    expect(a.values).toHaveLength(1);
    expect(b.values).toHaveLength(1);
    expect(a.values[0]).toBe(b.values[0]);

    a.sub.unsubscribe();
    expect(match.sent('disconnectCricketData')).toEqual([]);
    b.sub.unsubscribe();
    expect(match.sent('disconnectCricketData')).toEqual([{ matchId: ID }]);
    expect(match.listenerCount(`liveData${ID}`)).toBe(0);
  });

  it('a late subscriber gets the current state at once, without another join', async () => {
    const h = setup();
    await connected(h);
    const a = collect(h.bus.match(ID));
    await flush();
    const match = h.socket('/match');
    match.serverConnect();
    match.fire(`liveData${ID}`, snapshotMsg(4));
    match.fire(`liveData${ID}`, deltaMsg(5, [priceChange(1, 2.2)]));

    const late = collect(h.bus.match(ID));
    expect(late.values).toHaveLength(1);
    expect(late.values[0]).toBe(last(a.values));
    expect(match.sent('matchRoom')).toHaveLength(1);
    a.sub.unsubscribe();
    late.sub.unsubscribe();
  });

  it('a sessionBettings message replaces the manual sessions, outside the sequence', async () => {
    const h = setup();
    await connected(h);
    const a = collect(h.bus.match(ID));
    await flush();
    const match = h.socket('/match');
    match.serverConnect();
    const manual = { ...makeSnapshot({ id: ID }).tournament[0]!, id: 'manual:7', name: '6 over runs' };
    // Before the first snapshot there is nothing to put them on.
    match.fire(`liveData${ID}`, { type: 'sessionBettings', matchId: ID, sessions: [manual] });
    expect(a.values).toHaveLength(0);
    match.fire(`liveData${ID}`, snapshotMsg(4));
    match.fire(`liveData${ID}`, { type: 'sessionBettings', matchId: ID, sessions: [manual] });
    expect(last(a.values)?.seq).toBe(4);
    expect(last(a.values)?.snapshot.sessionBettings?.map((m) => m.id)).toEqual(['manual:7']);
    // The next delta still follows seq 4, and keeps the manual sessions.
    match.fire(`liveData${ID}`, deltaMsg(5, [priceChange(1, 2.2)]));
    expect(last(a.values)?.seq).toBe(5);
    expect(bestBack(last(a.values))).toBe(2.2);
    expect(last(a.values)?.snapshot.sessionBettings?.map((m) => m.id)).toEqual(['manual:7']);
    match.fire(`liveData${ID}`, { type: 'sessionBettings', matchId: ID, sessions: [] });
    expect(last(a.values)?.snapshot.sessionBettings).toEqual([]);
    expect(match.sent('matchRoom')).toHaveLength(1);
    a.sub.unsubscribe();
  });

  it('joining again after leaving starts a fresh room', async () => {
    const h = setup();
    await connected(h);
    const first = collect(h.bus.match(ID));
    await flush();
    const match = h.socket('/match');
    match.serverConnect();
    match.fire(`liveData${ID}`, snapshotMsg(4));
    first.sub.unsubscribe();

    const again = collect(h.bus.match(ID));
    expect(again.values).toEqual([]);
    expect(match.sent('matchRoom')).toEqual([{ id: ID }, { id: ID }]);
    again.sub.unsubscribe();
  });

  it('keeps rooms of different matches apart', async () => {
    const h = setup();
    await connected(h);
    const a = collect(h.bus.match(ID));
    const b = collect(h.bus.match('2002'));
    await flush();
    const match = h.socket('/match');
    match.serverConnect();
    expect(match.sent('matchRoom')).toEqual([{ id: ID }, { id: '2002' }]);

    match.fire(`liveData${ID}`, snapshotMsg(1));
    expect(a.values).toHaveLength(1);
    expect(b.values).toHaveLength(0);
    a.sub.unsubscribe();
    b.sub.unsubscribe();
  });
});

describe('match(id): snapshot, deltas, gaps', () => {
  async function joined() {
    const h = setup();
    await connected(h);
    const out = collect(h.bus.match(ID));
    await flush();
    const match = h.socket('/match');
    match.serverConnect();
    return { h, match, ...out };
  }

  it('emits the snapshot, then each delta applied on top, as new objects', async () => {
    const { h, match, values, sub } = await joined();
    h.clock.now = 2_000;
    const data = makeSnapshot({
      id: ID,
      tournament: [
        makeMarket({ id: `1.${ID}`, matchId: ID }),
        makeMarket({ id: `bm-${ID}`, matchId: ID, type: 'bookmaker', sno: 2 }),
      ],
    });
    match.fire(`liveData${ID}`, snapshotMsg(10, data));
    expect(values).toHaveLength(1);
    expect(values[0]).toEqual({ snapshot: data, seq: 10, updatedAt: 2_000, removed: false });

    h.clock.now = 2_500;
    match.fire(`liveData${ID}`, deltaMsg(11, [priceChange(100, 2.2)]));
    match.fire(`liveData${ID}`, deltaMsg(12, [priceChange(101, 2.24)]));
    expect(values.map((v) => v.seq)).toEqual([10, 11, 12]);
    expect(values.map(bestBack)).toEqual([2.1, 2.2, 2.24]);
    expect(last(values)?.updatedAt).toBe(2_500);

    const [first, second] = values;
    expect(second).not.toBe(first);
    expect(second?.snapshot).not.toBe(first?.snapshot);
    // The market the delta changed is new; the bookmaker it did not touch is the same object.
    expect(second?.snapshot.tournament[0]).not.toBe(first?.snapshot.tournament[0]);
    expect(second?.snapshot.tournament[1]).toBe(first?.snapshot.tournament[1]);
    expect(second?.snapshot.tournament[0]?.runners[1]).toBe(first?.snapshot.tournament[0]?.runners[1]);
    // The snapshot that arrived is not modified.
    expect(data.tournament[0]?.runners[0]?.ex.availableToBack[0]?.price).toBe(2.1);
    sub.unsubscribe();
  });

  it('ignores deltas before the first snapshot', async () => {
    const { match, values, sub } = await joined();
    match.fire(`liveData${ID}`, deltaMsg(3, [priceChange(1, 2.2)]));
    expect(values).toEqual([]);
    match.fire(`liveData${ID}`, snapshotMsg(3));
    match.fire(`liveData${ID}`, deltaMsg(4, [priceChange(2, 2.3)]));
    expect(values.map((v) => v.seq)).toEqual([3, 4]);
    sub.unsubscribe();
  });

  it('drops a delta it has already applied (seq not above the last)', async () => {
    const { match, values, sub } = await joined();
    match.fire(`liveData${ID}`, snapshotMsg(10));
    match.fire(`liveData${ID}`, deltaMsg(11, [priceChange(1, 2.2)]));
    match.fire(`liveData${ID}`, deltaMsg(11, [priceChange(1, 2.2)]));
    match.fire(`liveData${ID}`, deltaMsg(9, [priceChange(0, 2.0)]));
    expect(values.map((v) => v.seq)).toEqual([10, 11]);
    expect(match.sent('matchRoom')).toHaveLength(1);
    sub.unsubscribe();
  });

  it('a gap asks for the room again and ignores deltas until the new snapshot', async () => {
    const { match, values, sub } = await joined();
    match.fire(`liveData${ID}`, snapshotMsg(10));
    match.fire(`liveData${ID}`, deltaMsg(11, [priceChange(1, 2.2)]));

    // 12 went missing: the room resumes after 11.
    match.fire(`liveData${ID}`, deltaMsg(13, [priceChange(3, 2.3)]));
    expect(match.sent('matchRoom')).toEqual([{ id: ID }, { id: ID, seq: 11 }]);
    // Deltas still in flight from before the resync are not applied, and don't ask again.
    match.fire(`liveData${ID}`, deltaMsg(14, [priceChange(4, 2.32)]));
    match.fire(`liveData${ID}`, deltaMsg(15, [priceChange(5, 2.34)]));
    expect(match.sent('matchRoom')).toHaveLength(2);
    expect(values.map((v) => v.seq)).toEqual([10, 11]);

    // The server no longer has 12: it answers with a snapshot.
    const fresh = makeSnapshot({ id: ID, tournament: [makeMarket({ id: `1.${ID}`, matchId: ID, runners: [] })] });
    match.fire(`liveData${ID}`, snapshotMsg(15, fresh));
    match.ack('matchRoom', 1, { ok: true, seq: 15 });
    // A stale delta the snapshot already includes, then the next one.
    match.fire(`liveData${ID}`, deltaMsg(15, [priceChange(5, 9.9)]));
    match.fire(
      `liveData${ID}`,
      deltaMsg(16, [
        { kind: 'market', seq: 6, at: 9, matchId: ID, marketId: `1.${ID}`, patch: { status: 'SUSPENDED' } },
      ]),
    );
    expect(values.map((v) => v.seq)).toEqual([10, 11, 15, 16]);
    expect(values[2]?.snapshot).toBe(fresh);
    expect(last(values)?.snapshot.tournament[0]?.status).toBe('SUSPENDED');
    expect(match.sent('matchRoom')).toHaveLength(2);
    sub.unsubscribe();
  });

  it('a gap resumes: the missed deltas, then the ack, and the room goes on without a snapshot', async () => {
    const { match, values, sub } = await joined();
    match.fire(`liveData${ID}`, snapshotMsg(10));
    match.fire(`liveData${ID}`, deltaMsg(11, [priceChange(1, 2.2)]));
    match.fire(`liveData${ID}`, deltaMsg(13, [priceChange(3, 2.3)]));
    match.fire(`liveData${ID}`, deltaMsg(14, [priceChange(4, 2.32)]));
    expect(match.sent('matchRoom')).toEqual([{ id: ID }, { id: ID, seq: 11 }]);

    // The server sends what followed 11, then acks with its seq.
    match.fire(`liveData${ID}`, deltaMsg(12, [priceChange(2, 2.26)]));
    match.fire(`liveData${ID}`, deltaMsg(13, [priceChange(3, 2.3)]));
    match.fire(`liveData${ID}`, deltaMsg(14, [priceChange(4, 2.32)]));
    match.ack('matchRoom', 1, { ok: true, seq: 14, resumed: true });
    match.fire(`liveData${ID}`, deltaMsg(15, [priceChange(5, 2.34)]));
    expect(values.map((v) => v.seq)).toEqual([10, 11, 12, 13, 14, 15]);
    expect(last(values)?.snapshot).not.toBe(values[0]?.snapshot);
    expect(bestBack(last(values))).toBe(2.34);
    expect(match.sent('matchRoom')).toHaveLength(2);
    sub.unsubscribe();
  });

  it('a removed fixture keeps its last snapshot and says removed', async () => {
    const { match, values, sub } = await joined();
    match.fire(`liveData${ID}`, snapshotMsg(1));
    match.fire(`liveData${ID}`, deltaMsg(2, [{ kind: 'removed', seq: 7, at: 8, matchId: ID }]));
    expect(last(values)).toMatchObject({ seq: 2, removed: true });
    expect(last(values)?.snapshot).toBe(values[0]?.snapshot);
    sub.unsubscribe();
  });
});

describe('match(id): reconnects', () => {
  it('rejoins after a reconnect by resuming; a resume answered with a snapshot still works', async () => {
    const h = setup();
    await connected(h);
    const { values, sub } = collect(h.bus.match(ID));
    await flush();
    const match = h.socket('/match');
    match.serverConnect();
    match.fire(`liveData${ID}`, snapshotMsg(10));

    match.serverDrop();
    let status: BusStatus | undefined;
    const s = h.bus.status$.subscribe((v) => (status = v));
    expect(status?.state).toBe('reconnecting');
    expect(status?.sockets).toEqual({ main: 'connected', match: 'reconnecting' });
    // The last state stays available meanwhile.
    expect(values).toHaveLength(1);

    match.serverConnect();
    expect(match.sent('matchRoom')).toEqual([{ id: ID }, { id: ID, seq: 10 }]);
    expect(status?.state).toBe('connected');
    // A delta that does not follow seq 10 is not trusted before the answer.
    match.fire(`liveData${ID}`, deltaMsg(12, [priceChange(1, 2.2)]));
    expect(values).toHaveLength(1);
    // The server had lost the deltas after 10: a snapshot, then its ack.
    match.fire(`liveData${ID}`, snapshotMsg(20));
    match.ack('matchRoom', 1, { ok: true, seq: 20 });
    match.fire(`liveData${ID}`, deltaMsg(21, [priceChange(2, 2.22)]));
    expect(values.map((v) => v.seq)).toEqual([10, 20, 21]);
    expect(match.sent('matchRoom')).toHaveLength(2);
    // One match socket all along: socket.io-client reconnected it.
    expect(h.sockets.filter((x) => x.namespace === '/match')).toHaveLength(1);
    s.unsubscribe();
    sub.unsubscribe();
  });

  it('does not join a room while disconnected, and leaves without emitting when the socket is down', async () => {
    const h = setup();
    await connected(h);
    const a = collect(h.bus.match(ID));
    await flush();
    const match = h.socket('/match');
    match.serverConnect();
    match.serverDrop();

    const b = collect(h.bus.match('2002'));
    expect(match.sent('matchRoom')).toEqual([{ id: ID }]);
    a.sub.unsubscribe();
    expect(match.sent('disconnectCricketData')).toEqual([]);

    match.serverConnect();
    expect(match.sent('matchRoom')).toEqual([{ id: ID }, { id: '2002' }]);
    b.sub.unsubscribe();
  });

  it('a new token reopens the match socket with it and rejoins', async () => {
    const h = setup();
    await connected(h);
    const { values, sub } = collect(h.bus.match(ID));
    await flush();
    h.socket('/match').serverConnect();
    h.socket('/match').fire(`liveData${ID}`, snapshotMsg(1));

    h.bus.connect('tok-2');
    await flush();
    expect(h.socket('/match', 0).active).toBe(false);
    const second = h.socket('/match', 1);
    expect(second.token).toBe('tok-2');
    second.serverConnect();
    expect(second.sent('matchRoom')).toEqual([{ id: ID, seq: 1 }]);
    second.fire(`liveData${ID}`, snapshotMsg(50));
    expect(values.map((v) => v.seq)).toEqual([1, 50]);
    sub.unsubscribe();
  });

  it('disconnect() closes both sockets; the next connect() reopens the match socket for its rooms', async () => {
    const h = setup();
    await connected(h);
    const { sub } = collect(h.bus.match(ID));
    await flush();
    h.socket('/match').serverConnect();

    h.bus.disconnect();
    expect(h.socket('/').active).toBe(false);
    expect(h.socket('/match').active).toBe(false);
    let status: BusStatus | undefined;
    const s = h.bus.status$.subscribe((v) => (status = v));
    expect(status?.state).toBe('offline');

    h.bus.connect('tok-3');
    await flush();
    const again = h.socket('/match', 1);
    expect(again.token).toBe('tok-3');
    again.serverConnect();
    expect(again.sent('matchRoom')).toEqual([{ id: ID }]);
    s.unsubscribe();
    sub.unsubscribe();
  });
});

describe('match(id): resuming by seq', () => {
  /** A room that applied the snapshot at seq 10, then lost and regained the match socket. */
  async function reconnected() {
    const h = setup();
    await connected(h);
    const out = collect(h.bus.match(ID));
    await flush();
    const match = h.socket('/match');
    match.serverConnect();
    match.fire(`liveData${ID}`, snapshotMsg(10));
    match.serverDrop();
    match.serverConnect();
    return { h, match, ...out };
  }

  it('a first join sends { id } only and asks for no ack, a fresh room after a leave too', async () => {
    const h = setup();
    await connected(h);
    const first = collect(h.bus.match(ID));
    await flush();
    const match = h.socket('/match');
    match.serverConnect();
    match.fire(`liveData${ID}`, snapshotMsg(10));
    first.sub.unsubscribe();
    const again = collect(h.bus.match(ID));
    expect(match.sent('matchRoom')).toEqual([{ id: ID }, { id: ID }]);
    expect(match.wantsAck('matchRoom', 0)).toBe(false);
    expect(match.wantsAck('matchRoom', 1)).toBe(false);
    again.sub.unsubscribe();
  });

  it('a reconnect with a state sends { id, seq } with an ack', async () => {
    const { match, values, sub } = await reconnected();
    expect(match.sent('matchRoom')).toEqual([{ id: ID }, { id: ID, seq: 10 }]);
    expect(match.wantsAck('matchRoom', 1)).toBe(true);
    expect(values.map((v) => v.seq)).toEqual([10]);
    sub.unsubscribe();
  });

  it('resumed deltas, then the ack, bring the room back in sync with no snapshot', async () => {
    const { match, values, sub } = await reconnected();
    match.fire(`liveData${ID}`, deltaMsg(11, [priceChange(1, 2.2)]));
    // Only the delta right after the last is applied while awaiting; this one does not ask again.
    match.fire(`liveData${ID}`, deltaMsg(13, [priceChange(3, 2.3)]));
    match.fire(`liveData${ID}`, deltaMsg(12, [priceChange(2, 2.26)]));
    match.ack('matchRoom', 1, { ok: true, seq: 12, resumed: true });
    expect(values.map((v) => v.seq)).toEqual([10, 11, 12]);
    expect(bestBack(last(values))).toBe(2.26);

    // In sync: live deltas apply, and a gap asks again (by resuming after 13).
    match.fire(`liveData${ID}`, deltaMsg(13, [priceChange(3, 2.3)]));
    match.fire(`liveData${ID}`, deltaMsg(15, [priceChange(5, 2.34)]));
    expect(values.map((v) => v.seq)).toEqual([10, 11, 12, 13]);
    expect(match.sent('matchRoom')).toEqual([{ id: ID }, { id: ID, seq: 10 }, { id: ID, seq: 13 }]);
    sub.unsubscribe();
  });

  it('a resume that missed nothing is in sync at the ack', async () => {
    const { match, values, sub } = await reconnected();
    match.ack('matchRoom', 1, { ok: true, seq: 10, resumed: true });
    match.fire(`liveData${ID}`, deltaMsg(11, [priceChange(1, 2.2)]));
    match.fire(`liveData${ID}`, deltaMsg(13, [priceChange(3, 2.3)]));
    expect(values.map((v) => v.seq)).toEqual([10, 11]);
    expect(match.sent('matchRoom')).toEqual([{ id: ID }, { id: ID, seq: 10 }, { id: ID, seq: 11 }]);
    sub.unsubscribe();
  });

  it('an ack ahead of the applied seq asks for a snapshot', async () => {
    const { match, values, sub } = await reconnected();
    match.fire(`liveData${ID}`, deltaMsg(11, [priceChange(1, 2.2)]));
    match.ack('matchRoom', 1, { ok: true, seq: 13, resumed: true });
    expect(match.sent('matchRoom')).toEqual([{ id: ID }, { id: ID, seq: 10 }, { id: ID }]);
    expect(match.wantsAck('matchRoom', 2)).toBe(false);

    match.fire(`liveData${ID}`, snapshotMsg(13));
    match.fire(`liveData${ID}`, deltaMsg(14, [priceChange(4, 2.32)]));
    expect(values.map((v) => v.seq)).toEqual([10, 11, 13, 14]);
    expect(match.sent('matchRoom')).toHaveLength(3);
    sub.unsubscribe();
  });

  it('a failed resume asks for a snapshot', async () => {
    const { match, values, sub } = await reconnected();
    match.ack('matchRoom', 1, { ok: false, message: 'Too many requests. Please try again in a moment.' });
    expect(match.sent('matchRoom')).toEqual([{ id: ID }, { id: ID, seq: 10 }, { id: ID }]);
    match.fire(`liveData${ID}`, snapshotMsg(30));
    expect(values.map((v) => v.seq)).toEqual([10, 30]);
    sub.unsubscribe();
  });

  it('ignores the ack of a join a newer one replaced, or of a room already left', async () => {
    const { match, values, sub } = await reconnected();
    match.serverDrop();
    match.serverConnect();
    expect(match.sent('matchRoom')).toEqual([{ id: ID }, { id: ID, seq: 10 }, { id: ID, seq: 10 }]);
    // The first resume's ack comes late: it neither settles the room nor asks for a snapshot.
    match.ack('matchRoom', 1, { ok: true, seq: 10, resumed: true });
    match.fire(`liveData${ID}`, deltaMsg(12, [priceChange(2, 2.26)]));
    expect(match.sent('matchRoom')).toHaveLength(3);
    match.ack('matchRoom', 2, { ok: true, seq: 10, resumed: true });
    match.fire(`liveData${ID}`, deltaMsg(12, [priceChange(2, 2.26)]));
    expect(match.sent('matchRoom')).toHaveLength(4);

    sub.unsubscribe();
    match.ack('matchRoom', 3, { ok: false, message: 'Match not found.' });
    expect(match.sent('matchRoom')).toHaveLength(4);
    expect(values.map((v) => v.seq)).toEqual([10]);
  });
});

describe('list()', () => {
  async function joinedList() {
    const h = setup();
    await connected(h);
    const out = collect(h.bus.list());
    await flush();
    const match = h.socket('/match');
    match.serverConnect();
    return { h, match, ...out };
  }
  const listMsg = (message: ListMessage): ListMessage => message;
  const ids = (state: ListState | undefined) => state?.rows.map((r) => r.id);

  it('joins the list room once and leaves with the last subscriber', async () => {
    const { h, match, sub } = await joinedList();
    const other = collect(h.bus.list());
    expect(match.sent('listRoom')).toHaveLength(1);
    sub.unsubscribe();
    expect(match.sent('leaveList')).toHaveLength(0);
    other.sub.unsubscribe();
    expect(match.sent('leaveList')).toHaveLength(1);
  });

  it('keeps rows sorted by start time and applies upserts and removals', async () => {
    const { h, match, values, sub } = await joinedList();
    const a = makeListRow({ id: 'a', startAt: '2026-01-10T18:00:00.000Z' });
    const b = makeListRow({ id: 'b', startAt: '2026-01-10T12:00:00.000Z' });
    const c = makeListRow({ id: 'c', startAt: '2026-01-10T15:00:00.000Z' });
    h.clock.now = 3_000;
    match.fire('listData', listMsg({ type: 'snapshot', seq: 5, rows: [a, b, c] }));
    expect(ids(values[0])).toEqual(['b', 'c', 'a']);
    expect(values[0]?.byId.get('a')).toBe(a);
    expect(values[0]).toMatchObject({ seq: 5, updatedAt: 3_000 });

    const c2 = { ...c, inPlay: true };
    const d = makeListRow({ id: 'd', startAt: '2026-01-10T13:00:00.000Z' });
    match.fire('listData', listMsg({ type: 'delta', seq: 6, upserts: [c2, d], removed: ['b'] }));
    const next = last(values);
    expect(ids(next)).toEqual(['d', 'c', 'a']);
    expect(next?.byId.get('c')).toBe(c2);
    // Untouched rows keep their identity; the array is new.
    expect(next?.byId.get('a')).toBe(a);
    expect(next?.rows).not.toBe(values[0]?.rows);
    sub.unsubscribe();
  });

  it('a gap asks for the list again and ignores deltas until the new snapshot', async () => {
    const { match, values, sub } = await joinedList();
    match.fire('listData', listMsg({ type: 'snapshot', seq: 5, rows: [makeListRow({ id: 'a' })] }));
    match.fire('listData', listMsg({ type: 'delta', seq: 7, upserts: [makeListRow({ id: 'x' })], removed: [] }));
    expect(match.sent('listRoom')).toHaveLength(2);
    match.fire('listData', listMsg({ type: 'delta', seq: 8, upserts: [makeListRow({ id: 'y' })], removed: [] }));
    expect(values).toHaveLength(1);

    match.fire(
      'listData',
      listMsg({ type: 'snapshot', seq: 8, rows: [makeListRow({ id: 'a' }), makeListRow({ id: 'y' })] }),
    );
    match.fire('listData', listMsg({ type: 'delta', seq: 8, upserts: [makeListRow({ id: 'stale' })], removed: [] }));
    match.fire('listData', listMsg({ type: 'delta', seq: 9, upserts: [], removed: ['a'] }));
    expect(values.map((v) => v.seq)).toEqual([5, 8, 9]);
    expect(ids(last(values))).toEqual(['y']);
    sub.unsubscribe();
  });

  it('rejoins the list after a reconnect', async () => {
    const { match, sub } = await joinedList();
    match.serverDrop();
    match.serverConnect();
    expect(match.sent('listRoom')).toHaveLength(2);
    sub.unsubscribe();
  });
});

describe('newMatches$', () => {
  it('forwards newMatchAdded from the match socket, which it opens', async () => {
    const h = setup();
    await connected(h);
    const got: Fixture[] = [];
    const sub = h.bus.newMatches$.subscribe((f) => got.push(f));
    await flush();
    const match = h.socket('/match');
    match.serverConnect();
    const fixture = makeFixture({ id: '4242' });
    match.fire('newMatchAdded', fixture);
    expect(got).toEqual([fixture]);
    // No room is joined for it.
    expect(match.emitted).toEqual([]);
    sub.unsubscribe();
  });
});

describe('status$ and user$', () => {
  it('reports the main socket alone until the match socket is needed, then the worse of the two', async () => {
    const h = setup();
    const statuses: BusStatus[] = [];
    const sub = h.bus.status$.subscribe((s) => statuses.push(s));
    expect(last(statuses)).toEqual({
      state: 'offline',
      sockets: { main: 'offline', match: null },
    });

    h.bus.connect('tok-1');
    expect(last(statuses)?.state).toBe('connecting');
    await flush();
    h.socket('/').serverConnect();
    expect(last(statuses)).toEqual({
      state: 'connected',
      sockets: { main: 'connected', match: null },
    });

    const m = h.bus.match(ID).subscribe();
    expect(last(statuses)?.state).toBe('connecting');
    await flush();
    h.socket('/match').serverConnect();
    expect(last(statuses)).toEqual({
      state: 'connected',
      sockets: { main: 'connected', match: 'connected' },
    });

    // Messages change no socket's state: nothing is emitted for them.
    const before = statuses.length;
    h.socket('/match').fire(`liveData${ID}`, snapshotMsg(1));
    h.socket('/match').fire(`liveData${ID}`, deltaMsg(2, []));
    expect(statuses).toHaveLength(before);

    h.socket('/').serverDrop();
    expect(last(statuses)?.state).toBe('reconnecting');
    m.unsubscribe();
    sub.unsubscribe();
  });

  it('still delivers player events from the main socket', async () => {
    const h = setup();
    await connected(h);
    const events: UserEvent[] = [];
    const sub = h.bus.user$.subscribe((e) => events.push(e));
    h.socket('/').fire('hardRefreshAll');
    h.socket('/').fire('logoutUserForce', { reason: 'revoked' });
    expect(events).toEqual([
      { type: 'hardRefreshAll', payload: null },
      { type: 'logoutUserForce', payload: { reason: 'revoked' } },
    ]);
    sub.unsubscribe();
  });

  it('a socket that finishes loading after a newer connect() is closed at once', async () => {
    const h = setup();
    h.bus.connect('tok-1');
    h.bus.connect('tok-2');
    await flush();
    expect(h.sockets.map((s) => [s.token, s.active])).toEqual([
      ['tok-1', false],
      ['tok-2', true],
    ]);
  });
});

describe('cards(code): the card socket', () => {
  const cardSnap = (code: string, mid: string, seq: number) =>
    ({
      t1: {
        code,
        gtype: code,
        mid,
        phase: 'betting',
        autotime: 10,
        closesAt: 20_000,
        dealt: [],
        commit: 'c',
        result: null,
        scoreboard: null,
        min: 100,
        max: 1000,
      },
      t2: [],
      seq,
      serverTime: 10_000,
    }) as const;

  it('opens the card socket on the first subscriber, joins the table and emits its snapshots and results', async () => {
    const h = setup();
    await connected(h);
    const { values, sub } = collect(h.bus.cards('teen20'));
    await flush();
    const s = h.socket('/cards');
    expect(s.token).toBe('tok-1');
    s.serverConnect();
    expect(s.sent('cardRoom')).toEqual([{ type: 'teen20' }]);
    s.fire('cardData', cardSnap('teen20', '101', 1));
    s.fire('cardData', cardSnap('dt20', '102', 1));
    expect(values.map((v) => v.snapshot.t1.mid)).toEqual(['101']);
    const record = { mid: '101', gameType: 'teen20', win: '1', desc: '', sid: '', cards: [], createdAt: 'x' };
    s.fire('cardResult', { gameType: 'teen20', result: record });
    expect(last(values)?.lastResult).toEqual(record);
    s.fire('cardData', cardSnap('teen20', '0', 2));
    expect(last(values)?.snapshot.t1.mid).toBe('0');
    expect(last(values)?.lastResult).toEqual(record);

    // A late subscriber gets the current state at once; the room is left after the last one goes.
    const late = collect(h.bus.cards('teen20'));
    expect(late.values).toHaveLength(1);
    late.sub.unsubscribe();
    expect(s.sent('leaveCardRoom')).toEqual([]);
    sub.unsubscribe();
    expect(s.sent('leaveCardRoom')).toEqual([{ type: 'teen20' }]);
  });

  it('rejoins its tables after a reconnect', async () => {
    const h = setup();
    await connected(h);
    const { sub } = collect(h.bus.cards('aaa'));
    await flush();
    const s = h.socket('/cards');
    s.serverConnect();
    s.serverDrop();
    s.serverConnect();
    expect(s.sent('cardRoom')).toEqual([{ type: 'aaa' }, { type: 'aaa' }]);
    sub.unsubscribe();
  });

  it('forwards the player card events of the main socket on user$', async () => {
    const h = setup();
    await connected(h);
    const { values } = collect(h.bus.user$);
    h.socket('/').fire('userCardBetPlaced', { bet: { id: 'b' }, balance: {} });
    h.socket('/').fire('cardResult', { matchId: 'teen20', betId: 'card:teen20:1', profitLoss: 5 });
    expect(values.map((v: UserEvent) => v.type)).toEqual(['userCardBetPlaced', 'cardResult']);
  });
});

describe('expert(): the expert socket', () => {
  const tab = (id: string) => ({
    id,
    matchName: `M ${id}`,
    matchId: id,
    matchType: 'cricket' as const,
    order: 0,
    name: `M ${id}`,
    type: 'cricket' as const,
    link: `/game-detail/cricket/${id}`,
    blink: true as const,
  });

  it('opens on the first subscriber, takes the snapshot it is sent, then each change', async () => {
    const h = setup();
    await connected(h);
    expect(h.sockets.map((s) => s.namespace)).toEqual(['/']);
    const { values, sub } = collect(h.bus.expert());
    await flush();
    const s = h.socket('/expert');
    expect(s.token).toBe('tok-1');
    s.serverConnect();
    // Nothing to ask for: the server sends a snapshot to every socket that connects.
    expect(s.emitted).toEqual([]);
    s.fire('expertData', { type: 'text', text: { type: 'marquee', value: 'early' } });
    expect(values).toEqual([]);
    s.fire('expertData', { type: 'snapshot', texts: [{ type: 'marquee', value: 'Hi' }], blinkingTabs: [tab('1')] });
    s.fire('expertData', { type: 'text', text: { type: 'banner1', value: 'Cup final' } });
    s.fire('expertData', { type: 'blinkingTabs', blinkingTabs: [tab('2')] });
    expect(values.map((v) => [v.texts, v.blinkingTabs.map((t) => t.id)])).toEqual([
      [{ marquee: 'Hi' }, ['1']],
      [{ marquee: 'Hi', banner1: 'Cup final' }, ['1']],
      [{ marquee: 'Hi', banner1: 'Cup final' }, ['2']],
    ]);
    // A late subscriber gets the state at once.
    const late = collect(h.bus.expert());
    expect(late.values.map((v) => v.blinkingTabs.map((t) => t.id))).toEqual([['2']]);
    late.sub.unsubscribe();
    sub.unsubscribe();
  });

  it('a reconnect’s snapshot replaces what was missed', async () => {
    const h = setup();
    await connected(h);
    const { values, sub } = collect(h.bus.expert());
    await flush();
    const s = h.socket('/expert');
    s.serverConnect();
    s.fire('expertData', { type: 'snapshot', texts: [{ type: 'banner2', value: 'Old' }], blinkingTabs: [] });
    s.serverDrop();
    s.serverConnect();
    s.fire('expertData', { type: 'snapshot', texts: [{ type: 'marquee', value: 'New' }], blinkingTabs: [tab('9')] });
    expect(last(values)?.texts).toEqual({ marquee: 'New' });
    expect(last(values)?.blinkingTabs.map((t) => t.id)).toEqual(['9']);
    sub.unsubscribe();
  });
});
