/**
 * One namespace socket of the bus and the rooms joined on it — what the main, match and card
 * sockets have in common, written once:
 *
 * - the socket opens when something needs it and a token is known (socket.io-client loads then),
 *   closes on close(), and a socket that finishes loading after a newer open or a close is thrown
 *   away; its connection state is reported on every change;
 * - rooms are refcounted: the first subscriber joins, the last one leaves, late subscribers get the
 *   last state at once; every (re)connect joins every room again;
 * - a room with sequenced messages (snapshot, then deltas carrying the last seq + 1) drops an old
 *   delta, and on a gap asks for the room again, ignoring deltas until it is back in sync. A room
 *   kind that can resume rejoins by sending its last seq instead of asking for a snapshot: the
 *   server sends the missed deltas (the one right after the last state is applied even while
 *   awaiting) and acks with its own seq, which must then be the last one applied; otherwise the
 *   room asks for a snapshot.
 */
import { Observable, ReplaySubject } from 'rxjs';
import type { ConnectionState } from './state.js';

/** What a namespace needs of a socket.io client socket: its lifecycle. */
export interface LifecycleSocket {
  readonly connected: boolean;
  /** Whether socket.io-client will reconnect it by itself. */
  readonly active: boolean;
  on(event: 'connect', listener: () => void): unknown;
  on(event: 'disconnect', listener: (reason: string) => void): unknown;
  on(event: 'connect_error', listener: (error: Error) => void): unknown;
  disconnect(): unknown;
}

/**
 * Wraps a listener of a server event so that it runs only while its socket is the namespace's
 * current one, and marks that a message arrived.
 */
export type Live = <A extends unknown[]>(listener: (...args: A) => void) => (...args: A) => void;

export interface NamespaceOptions<S extends LifecycleSocket> {
  /** Opens a socket on the namespace with the token. */
  open(token: string): Promise<S>;
  /** The session token, or null while signed out (the socket then waits). */
  token(): string | null;
  /** Whether something besides the rooms needs the socket (the main socket: always). */
  needed(): boolean;
  /** The connection state changed; null: closed, and nothing needs the socket. */
  onState(state: ConnectionState | null): void;
  /** Listens for the namespace's own server events on a new socket. */
  wire(s: S, live: Live): void;
}

/** How the rooms of one kind are joined and left on the namespace's socket. */
export interface RoomKind<S> {
  /** Asks for the room; the server answers with a snapshot. */
  join(s: S, key: string): void;
  leave(s: S, key: string): void;
  /**
   * Asks for the room from after `seq` instead (kinds that can resume): `done` gets the server's seq
   * once it sent the deltas after `seq`, or null when it did not resume.
   */
  resume?(s: S, key: string, seq: number, done: (serverSeq: number | null) => void): void;
  /** Listens on the socket for the room's own event (a match's `liveData<id>`); returns the undo. */
  listen?(s: S, key: string, live: Live): () => void;
}

/** The joined rooms of one kind, keyed (a match id, a card table code). */
export interface Rooms<T> {
  /** One room's states: subscribing joins it, the last unsubscribe leaves it. Never completes. */
  watch(key: string): Observable<T>;
  /** A room's state from its last state (null before the first); `next` returning null skips it. */
  update(key: string, next: (last: T | null) => T | null): void;
  /** A snapshot at `seq`: the room is in sync from it. */
  snapshot(key: string, seq: number, state: T): void;
  /** A delta at `seq`, applied when it follows the last state; an older one is dropped, a gap rejoins. */
  delta(key: string, seq: number, apply: (last: T) => T): void;
}

export interface Namespace<S> {
  /** The open socket, or null while closed or loading. */
  readonly socket: S | null;
  /** Opens the socket when something needs it and a token is known; otherwise does nothing. */
  open(): void;
  /** Closes the socket; it reports 'offline' if still needed, or null. */
  close(): void;
  /** Closes the socket and opens a new one (a new token), the state going straight to 'connecting'. */
  reopen(): void;
  /** Rooms of one kind on this namespace; a (re)connect joins them in the order they were added. */
  rooms<T>(kind: RoomKind<S>): Rooms<T>;
}

interface Room<T> {
  readonly key: string;
  refs: number;
  /** Replays the last state to late subscribers. */
  readonly states: ReplaySubject<T>;
  last: T | null;
  /** The seq the last state is current to; null before a snapshot (and in rooms with no seq). */
  seq: number | null;
  /** True from a join, a gap or a drop until the next snapshot or resume ack. */
  awaiting: boolean;
  /** Counts the joins sent, so that the ack of an older one is ignored. */
  joins: number;
  /** Undoes the room's listener on the current socket. */
  detach: (() => void) | null;
}

/** What the namespace does with every kind of room on a (re)connect, drop or close. */
interface RoomGroup<S> {
  readonly size: number;
  joinAll(s: S): void;
  awaitAll(): void;
  attachAll(s: S): void;
  detachAll(): void;
}

export function createNamespace<S extends LifecycleSocket>(options: NamespaceOptions<S>): Namespace<S> {
  const groups: RoomGroup<S>[] = [];
  let socket: S | null = null;
  let opening = false;
  let generation = 0;
  const needed = () => options.needed() || groups.some((g) => g.size > 0);
  let state: ConnectionState | null = needed() ? 'offline' : null;

  const setState = (next: ConnectionState | null) => {
    state = next;
    options.onState(next);
  };

  const ns: Namespace<S> = {
    get socket() {
      return socket;
    },
    open,
    close() {
      shut();
      if (state !== null) setState(needed() ? 'offline' : null);
    },
    reopen() {
      shut();
      open();
    },
    rooms<T>(kind: RoomKind<S>): Rooms<T> {
      const rooms = new Map<string, Room<T>>();
      const resumes = kind.resume !== undefined;

      const join = (s: S, room: Room<T>, snapshot = false) => {
        room.awaiting = true;
        const sent = ++room.joins;
        if (snapshot || room.seq === null || !kind.resume) {
          kind.join(s, room.key);
          return;
        }
        kind.resume(s, room.key, room.seq, (serverSeq) => {
          // A newer join, another socket, a leave or a snapshot already settled this one.
          if (socket !== s || rooms.get(room.key) !== room || room.joins !== sent || !room.awaiting) return;
          // The missed deltas came before the ack: in sync once they reach the server's seq.
          if (serverSeq !== null && serverSeq === room.seq) room.awaiting = false;
          else join(s, room, true);
        });
      };
      const attach = (s: S, room: Room<T>) => {
        room.detach = kind.listen?.(s, room.key, live(s)) ?? null;
      };
      const detach = (room: Room<T>) => {
        room.detach?.();
        room.detach = null;
      };
      const publish = (room: Room<T>, next: T) => {
        room.last = next;
        room.states.next(next);
      };

      const acquire = (key: string): Room<T> => {
        const existing = rooms.get(key);
        if (existing) {
          existing.refs += 1;
          return existing;
        }
        const room: Room<T> = {
          key,
          refs: 1,
          states: new ReplaySubject<T>(1),
          last: null,
          seq: null,
          awaiting: true,
          joins: 0,
          detach: null,
        };
        rooms.set(key, room);
        const s = socket;
        if (s) {
          attach(s, room);
          if (s.connected) join(s, room);
        } else {
          open();
        }
        return room;
      };
      const release = (room: Room<T>) => {
        room.refs -= 1;
        if (room.refs > 0 || rooms.get(room.key) !== room) return;
        rooms.delete(room.key);
        const s = socket;
        if (s) {
          detach(room);
          if (s.connected) kind.leave(s, room.key);
        }
      };

      groups.push({
        get size() {
          return rooms.size;
        },
        joinAll: (s) => rooms.forEach((room) => join(s, room)),
        awaitAll: () => {
          for (const room of rooms.values()) room.awaiting = true;
        },
        attachAll: (s) => rooms.forEach((room) => attach(s, room)),
        detachAll: () => rooms.forEach(detach),
      });

      return {
        watch: (key) =>
          new Observable<T>((subscriber) => {
            const room = acquire(key);
            const sub = room.states.subscribe(subscriber);
            return () => {
              sub.unsubscribe();
              release(room);
            };
          }),
        update(key, next) {
          const room = rooms.get(key);
          const state = room ? next(room.last) : null;
          if (room && state !== null) publish(room, state);
        },
        snapshot(key, seq, next) {
          const room = rooms.get(key);
          if (!room) return;
          room.awaiting = false;
          room.seq = seq;
          publish(room, next);
        },
        delta(key, seq, apply) {
          const room = rooms.get(key);
          if (!room || room.last === null || room.seq === null || seq <= room.seq) return;
          // While awaiting, only a room that resumes trusts the delta right after its last state.
          if (room.awaiting && !resumes) return;
          if (seq !== room.seq + 1) {
            if (!room.awaiting && socket) join(socket, room);
            return;
          }
          room.seq = seq;
          publish(room, apply(room.last));
        },
      };
    },
  };
  return ns;

  function open() {
    const token = options.token();
    if (socket || opening || token === null || !needed()) return;
    opening = true;
    setState('connecting');
    const opened = ++generation;
    void options.open(token).then((s) => {
      // A newer open or a close happened while the client was loading.
      if (opened !== generation) {
        s.disconnect();
        return;
      }
      opening = false;
      socket = s;
      wire(s);
    });
  }

  function shut() {
    generation++;
    opening = false;
    const old = socket;
    socket = null;
    if (old) {
      for (const g of groups) g.detachAll();
      old.disconnect();
    }
    for (const g of groups) g.awaitAll();
  }

  function live(s: S): Live {
    return (listener) =>
      (...args) => {
        if (socket !== s) return;
        listener(...args);
      };
  }

  function wire(s: S) {
    const onConnect = () => {
      if (socket !== s) return;
      setState('connected');
      // A (re)connect starts with no rooms on the server: join everything again.
      for (const g of groups) g.joinAll(s);
    };
    s.on('connect', onConnect);
    s.on('disconnect', (reason) => {
      if (socket !== s) return;
      for (const g of groups) g.awaitAll();
      setState(reason === 'io client disconnect' ? 'offline' : 'reconnecting');
    });
    s.on('connect_error', () => {
      if (socket !== s) return;
      setState(s.active ? 'reconnecting' : 'offline');
    });
    options.wire(s, live(s));
    for (const g of groups) g.attachAll(s);
    if (s.connected) onConnect();
  }
}
