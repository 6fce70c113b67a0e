import { createNamespace, type Live, type Namespace, type RoomKind } from './namespace.js';
import type { ConnectionState } from './state.js';

type Listener = (...args: never[]) => void;

/** Plays one socket.io socket: records listeners and emits, connects when the test says so. */
class FakeSocket {
  readonly listeners = new Map<string, Listener[]>();
  readonly emitted: { event: string; args: unknown[] }[] = [];
  connected = false;
  active = true;

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

  fire(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? []) (listener as (...a: unknown[]) => void)(...args);
  }

  serverConnect(): void {
    this.connected = true;
    this.fire('connect');
  }

  serverDrop(): void {
    this.connected = false;
    this.fire('disconnect', 'transport close');
  }

  sent(event: string): unknown[] {
    return this.emitted.filter((e) => e.event === event).map((e) => e.args[0]);
  }
}

interface State {
  seq: number;
  text: string;
}

/** A namespace with one room kind; `resumes` adds a resume that the test answers through `acks`. */
function setup({ resumes = false, needed = false } = {}) {
  const sockets: FakeSocket[] = [];
  const states: (ConnectionState | null)[] = [];
  const acks: ((serverSeq: number | null) => void)[] = [];
  let token: string | null = 'tok';
  const ns: Namespace<FakeSocket> = createNamespace<FakeSocket>({
    open: () => {
      const s = new FakeSocket();
      sockets.push(s);
      return Promise.resolve(s);
    },
    token: () => token,
    needed: () => needed,
    onState: (state) => states.push(state),
    wire: (s: FakeSocket, live: Live) => {
      s.on(
        'data',
        live((key: string, text: string) => rooms.update(key, () => ({ seq: 0, text }))),
      );
    },
  });
  const kind: RoomKind<FakeSocket> = {
    join: (s, key) => s.emit('join', key),
    leave: (s, key) => s.emit('leave', key),
    ...(resumes
      ? {
          resume: (s: FakeSocket, key: string, seq: number, done: (serverSeq: number | null) => void) => {
            s.emit('resume', { key, seq });
            acks.push(done);
          },
        }
      : {}),
  };
  const rooms = ns.rooms<State>(kind);
  return {
    ns,
    rooms,
    sockets,
    states,
    acks,
    signOut: () => (token = null),
    socket: (index = 0) => {
      const s = sockets[index];
      if (!s) throw new Error(`no socket #${index}`);
      return s;
    },
  };
}

const flush = async () => {
  for (let i = 0; i < 3; i++) await Promise.resolve();
};

describe('createNamespace: the socket', () => {
  it('opens when the first room is watched and a token is known, and reports its state', async () => {
    const h = setup();
    h.ns.open();
    expect(h.sockets).toEqual([]);
    expect(h.states).toEqual([]);

    const sub = h.rooms.watch('a').subscribe();
    expect(h.states).toEqual(['connecting']);
    await flush();
    h.socket().serverConnect();
    expect(h.socket().sent('join')).toEqual(['a']);
    h.socket().serverDrop();
    h.socket().fire('connect_error', new Error('refused'));
    expect(h.states).toEqual(['connecting', 'connected', 'reconnecting', 'reconnecting']);
    sub.unsubscribe();
  });

  it('waits for a token', async () => {
    const h = setup();
    h.signOut();
    const sub = h.rooms.watch('a').subscribe();
    await flush();
    expect(h.sockets).toEqual([]);
    sub.unsubscribe();
  });

  it('close() reports offline while rooms still need the socket, and nothing once none does', async () => {
    const h = setup();
    const sub = h.rooms.watch('a').subscribe();
    await flush();
    h.socket().serverConnect();
    h.ns.close();
    expect(h.socket().active).toBe(false);
    expect(h.states.at(-1)).toBe('offline');
    sub.unsubscribe();
    h.ns.close();
    expect(h.states.at(-1)).toBeNull();
  });

  it('reopen() goes straight to connecting, and a socket that loads after it is closed at once', async () => {
    const h = setup({ needed: true });
    h.ns.open();
    h.ns.reopen();
    await flush();
    expect(h.sockets.map((s) => s.active)).toEqual([false, true]);
    expect(h.states).toEqual(['connecting', 'connecting']);
  });

  it('listeners run only for the current socket', async () => {
    const h = setup();
    const values: State[] = [];
    const sub = h.rooms.watch('a').subscribe((v) => values.push(v));
    await flush();
    const old = h.socket();
    old.serverConnect();
    old.fire('data', 'a', 'one');
    h.ns.close();
    h.ns.open();
    old.fire('data', 'a', 'stale');
    expect(values.map((v) => v.text)).toEqual(['one']);
    sub.unsubscribe();
  });
});

describe('createNamespace: rooms', () => {
  it.each([
    ['with the socket connected', true],
    ['while the socket is down', false],
  ])('the first subscriber joins, the last leaves (%s)', async (_, up) => {
    const h = setup({ needed: true });
    h.ns.open();
    await flush();
    const s = h.socket();
    if (up) s.serverConnect();
    const a = h.rooms.watch('a').subscribe();
    const b = h.rooms.watch('a').subscribe();
    expect(s.sent('join')).toEqual(up ? ['a'] : []);
    a.unsubscribe();
    b.unsubscribe();
    expect(s.sent('leave')).toEqual(up ? ['a'] : []);
    if (!up) s.serverConnect();
    expect(s.sent('join')).toEqual(up ? ['a'] : []);
  });

  it('update() replays the last state to late subscribers, and skips rooms not joined and null results', () => {
    const h = setup();
    const first: State[] = [];
    const sub = h.rooms.watch('a').subscribe((v) => first.push(v));
    h.rooms.update('a', (last) => last && { ...last, text: 'skipped' });
    h.rooms.update('a', () => ({ seq: 0, text: 'one' }));
    h.rooms.update('b', () => ({ seq: 0, text: 'nobody' }));
    const late: State[] = [];
    h.rooms
      .watch('a')
      .subscribe((v) => late.push(v))
      .unsubscribe();
    expect(first.map((v) => v.text)).toEqual(['one']);
    expect(late).toEqual(first);
    sub.unsubscribe();
  });

  it.each([
    ['a room that cannot resume asks for a snapshot', false, { join: ['a', 'a'], resume: [] }],
    ['a room that resumes sends its last seq', true, { join: ['a'], resume: [{ key: 'a', seq: 5 }] }],
  ])('on a reconnect, %s', async (_, resumes, sent) => {
    const h = setup({ resumes });
    const values: State[] = [];
    const sub = h.rooms.watch('a').subscribe((v) => values.push(v));
    await flush();
    const s = h.socket();
    s.serverConnect();
    h.rooms.snapshot('a', 5, { seq: 5, text: 'snap' });
    s.serverDrop();
    s.serverConnect();
    expect({ join: s.sent('join'), resume: s.sent('resume') }).toEqual(sent);
    // Awaiting: only a room that resumes takes the delta right after its last state.
    h.rooms.delta('a', 6, (last) => ({ seq: 6, text: `${last.text}+6` }));
    expect(values.map((v) => v.seq)).toEqual(resumes ? [5, 6] : [5]);
    sub.unsubscribe();
  });

  it('a resume acked at the last seq applied is in sync; any other answer asks for a snapshot', async () => {
    const h = setup({ resumes: true });
    const sub = h.rooms.watch('a').subscribe();
    await flush();
    const s = h.socket();
    s.serverConnect();
    h.rooms.snapshot('a', 5, { seq: 5, text: 'snap' });
    s.serverDrop();
    s.serverConnect();
    h.acks[0]?.(7);
    expect(s.sent('join')).toEqual(['a', 'a']);
    h.rooms.snapshot('a', 7, { seq: 7, text: 'snap' });
    s.serverDrop();
    s.serverConnect();
    h.acks[1]?.(7);
    // In sync: a gap resumes again.
    h.rooms.delta('a', 9, (last) => last);
    expect(s.sent('resume')).toEqual([
      { key: 'a', seq: 5 },
      { key: 'a', seq: 7 },
      { key: 'a', seq: 7 },
    ]);
    expect(s.sent('join')).toHaveLength(2);
    sub.unsubscribe();
  });
});
