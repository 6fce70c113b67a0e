import type { Socket } from 'socket.io-client';
import { BehaviorSubject, Observable, ReplaySubject, Subject } from 'rxjs';
import { applyMatchChanges } from '../sports/mirror.js';
import {
  liveDataEvent,
  MATCH_NAMESPACE,
  type ListMessage,
  type ListRow,
  type LiveDataMessage,
  type MatchClientEvents,
  type MatchServerEvents,
} from '../sports/protocol.js';
import type { Fixture } from '../sports/types.js';
import {
  CARD_NAMESPACE,
  type CardClientEvents,
  type CardResultRecord,
  type CardServerEvents,
  type CardSnapshot,
} from '../cards/contract.js';
import {
  SOCKET_OPTIONS,
  SOCKET_PATH,
  type BusStatus,
  type CardTableState,
  type ClientToServerEvents,
  type ConnectionState,
  type ListState,
  type MatchState,
  type RealtimeBus,
  type ServerToClientEvents,
  type UserEvent,
} from './events.js';

export interface HostBus extends RealtimeBus {
  /** Opens the main socket with the session token (again, if the token changed). */
  connect(token: string): void;
  disconnect(): void;
}

export type MainSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type MatchSocket = Socket<MatchServerEvents, MatchClientEvents>;
export type CardSocket = Socket<CardServerEvents, CardClientEvents>;

/** The socket type of each namespace the bus opens. */
export interface NamespaceSockets {
  '/': MainSocket;
  '/match': MatchSocket;
  '/cards': CardSocket;
}

export type SocketNamespace = keyof NamespaceSockets;

/** Opens one socket: `url` is the socket base URL, `namespace` '/' (main) or MATCH_NAMESPACE. */
export type SocketFactory = <N extends SocketNamespace>(
  url: string,
  namespace: N,
  token: string,
) => Promise<NamespaceSockets[N]>;

/** socket.io-client is fetched when the first socket opens, not with the login page. */
const defaultFactory: SocketFactory = async <N extends SocketNamespace>(url: string, namespace: N, token: string) => {
  const { io } = await import('socket.io-client');
  const socket = io(namespace === '/' ? url : `${url.replace(/\/+$/, '')}${namespace}`, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    auth: { token },
    ...SOCKET_OPTIONS,
  });
  // io() is untyped; the namespace decides which events flow over it.
  return socket;
};

const STATE_RANK: Record<ConnectionState, number> = { connected: 0, connecting: 1, reconnecting: 2, offline: 3 };

function worse(a: ConnectionState, b: ConnectionState | null): ConnectionState {
  return b !== null && STATE_RANK[b] > STATE_RANK[a] ? b : a;
}

/** State of one joined room (a match, or the list). */
interface Room<S> {
  refs: number;
  /** Replays the last state to late subscribers. */
  states: ReplaySubject<S>;
  last: S | null;
  /**
   * True from a join, a gap or a reconnect until the next snapshot (or a match's resume ack):
   * deltas are ignored meanwhile, except in a match room the one right after the last (resumed).
   */
  awaiting: boolean;
}

interface CardRoom {
  code: string;
  refs: number;
  states: ReplaySubject<CardTableState>;
  last: CardTableState | null;
}

interface MatchRoom extends Room<MatchState> {
  id: string;
  /** Counts the joins sent, so that the ack of an older one is ignored. */
  joins: number;
  onMessage: (message: LiveDataMessage) => void;
}

function byStart(a: ListRow, b: ListRow): number {
  if (a.startAt !== b.startAt) return a.startAt < b.startAt ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

function listState(byId: ReadonlyMap<string, ListRow>, seq: number, updatedAt: number): ListState {
  return { rows: [...byId.values()].sort(byStart), byId, seq, updatedAt };
}

/**
 * The one implementation that opens sockets (design section 4): the host creates the bus, and a
 * remote running standalone gets one from the dev host. Everything pushed about the player goes to
 * user$; match(id) and list() carry market data from the match socket, which opens (with the same
 * token) when first needed and then stays open until disconnect() or a new token; status$ says
 * whether the data on screen is live.
 *
 * The room rules (match and list alike): the first subscriber joins, the last one leaves; every
 * (re)connect of the match socket joins again, and the server answers a join with a snapshot; a
 * delta must carry the last seq + 1: an older one is dropped, a later one (a gap) asks for the
 * room again and ignores deltas until the new snapshot.
 *
 * A match room that holds a state rejoins by resuming instead: it sends its last seq, the server
 * sends the deltas after it (applied as they come) and acks `resumed` with its own seq, which must
 * then be the last one applied; otherwise, or when the server sends a snapshot, the room resyncs
 * from a snapshot as above.
 */
export function createBus(
  socketUrl: string,
  factory: SocketFactory = defaultFactory,
  now: () => number = Date.now,
): HostBus {
  const user = new Subject<UserEvent>();
  const newMatches = new Subject<Fixture>();
  const status = new BehaviorSubject<BusStatus>({
    state: 'offline',
    lastMessageAt: null,
    sockets: { main: 'offline', match: null },
  });
  let socket: MainSocket | null = null;
  let currentToken: string | null = null;
  let connects = 0;
  let mainState: ConnectionState = 'offline';

  let matchSocket: MatchSocket | null = null;
  let matchOpening = false;
  let matchConnects = 0;
  let matchState: ConnectionState | null = null;
  const matches = new Map<string, MatchRoom>();
  let listRoom: Room<ListState> | null = null;
  let newMatchSubscribers = 0;

  let cardSocket: CardSocket | null = null;
  let cardOpening = false;
  let cardConnects = 0;
  let cardState: ConnectionState | null = null;
  const cardRooms = new Map<string, CardRoom>();

  const publishStatus = (lastMessageAt: number | null = status.value.lastMessageAt) =>
    status.next({
      state: worse(worse(mainState, matchState), cardState),
      lastMessageAt,
      sockets: { main: mainState, match: matchState, ...(cardState !== null ? { cards: cardState } : {}) },
    });
  const setState = (state: ConnectionState) => {
    mainState = state;
    publishStatus();
  };
  const setMatchState = (state: ConnectionState | null) => {
    matchState = state;
    publishStatus();
  };
  const setCardState = (state: ConnectionState | null) => {
    cardState = state;
    publishStatus();
  };
  const touch = () => publishStatus(now());

  const bus: HostBus = {
    user$: user.asObservable(),
    status$: status.asObservable(),
    newMatches$: new Observable<Fixture>((subscriber) => {
      const sub = newMatches.subscribe(subscriber);
      newMatchSubscribers += 1;
      openMatchSocket();
      return () => {
        sub.unsubscribe();
        newMatchSubscribers -= 1;
      };
    }),
    match(id) {
      return new Observable<MatchState>((subscriber) => {
        const room = acquireMatch(id);
        const sub = room.states.subscribe(subscriber);
        return () => {
          sub.unsubscribe();
          releaseMatch(room);
        };
      });
    },
    cards(code) {
      return new Observable<CardTableState>((subscriber) => {
        const room = acquireCards(code);
        const sub = room.states.subscribe(subscriber);
        return () => {
          sub.unsubscribe();
          releaseCards(room);
        };
      });
    },
    list() {
      return new Observable<ListState>((subscriber) => {
        const room = acquireList();
        const sub = room.states.subscribe(subscriber);
        return () => {
          sub.unsubscribe();
          releaseList(room);
        };
      });
    },
    connect(token) {
      if (currentToken === token) return;
      const old = socket;
      socket = null;
      old?.disconnect();
      currentToken = token;
      setState('connecting');
      const generation = ++connects;
      void factory(socketUrl, '/', token).then((s) => {
        // A newer connect() or a disconnect() happened while the client was loading.
        if (generation !== connects) {
          s.disconnect();
          return;
        }
        socket = s;
        wire(s);
      });
      // The match and card sockets authenticate with the same token.
      closeMatchSocket();
      openMatchSocket();
      closeCardSocket();
      openCardSocket();
    },
    disconnect() {
      connects++;
      const old = socket;
      socket = null;
      old?.disconnect();
      currentToken = null;
      closeMatchSocket();
      closeCardSocket();
      setState('offline');
    },
  };
  return bus;

  function wire(s: MainSocket) {
    s.on('connect', () => {
      if (socket !== s) return;
      setState('connected');
      touch();
    });
    s.on('disconnect', (reason) => {
      if (socket !== s) return;
      setState(reason === 'io client disconnect' ? 'offline' : 'reconnecting');
    });
    s.on('connect_error', () => {
      if (socket !== s) return;
      setState(s.active ? 'reconnecting' : 'offline');
    });
    s.on('updateUserBalance', (payload) => {
      touch();
      user.next({ type: 'updateUserBalance', payload });
    });
    s.on('logoutUserForce', (payload) => {
      touch();
      user.next({ type: 'logoutUserForce', payload });
    });
    s.on('hardRefreshAll', () => {
      touch();
      user.next({ type: 'hardRefreshAll', payload: null });
    });
    for (const type of ['userMatchBetPlaced', 'userSessionBetPlaced', 'userCardBetPlaced'] as const) {
      s.on(type, (payload) => {
        touch();
        user.next({ type, payload });
      });
    }
    for (const type of [
      'sessionResult',
      'sessionNoResult',
      'matchResultDeclared',
      'declaredMatchResultAllUser',
      'cardResult',
    ] as const) {
      s.on(type, (payload) => {
        touch();
        user.next({ type, payload });
      });
    }
    for (const type of ['sessionResultUnDeclare', 'matchResultUnDeclared', 'unDeclaredMatchResultAllUser'] as const) {
      s.on(type, (payload) => {
        touch();
        user.next({ type, payload });
      });
    }
    for (const type of ['matchDeleteBet', 'sessionDeleteBet', 'updateDeleteReason'] as const) {
      s.on(type, (payload) => {
        touch();
        user.next({ type, payload });
      });
    }
  }

  // ---- the match socket ------------------------------------------------------------------------

  function needsMatchSocket(): boolean {
    return matches.size > 0 || listRoom !== null || newMatchSubscribers > 0;
  }

  /** Opens the match socket when something needs it and a token is known; otherwise waits. */
  function openMatchSocket() {
    if (matchSocket || matchOpening || currentToken === null || !needsMatchSocket()) return;
    matchOpening = true;
    setMatchState('connecting');
    const generation = ++matchConnects;
    void factory(socketUrl, MATCH_NAMESPACE, currentToken).then((s) => {
      if (generation !== matchConnects) {
        s.disconnect();
        return;
      }
      matchOpening = false;
      matchSocket = s;
      wireMatch(s);
    });
  }

  function closeMatchSocket() {
    matchConnects++;
    matchOpening = false;
    const old = matchSocket;
    matchSocket = null;
    if (old) {
      for (const room of matches.values()) old.off(liveDataEvent(room.id), room.onMessage);
      old.disconnect();
    }
    markAllAwaiting();
    if (matchState !== null) setMatchState(needsMatchSocket() ? 'offline' : null);
  }

  function markAllAwaiting() {
    for (const room of matches.values()) room.awaiting = true;
    if (listRoom) listRoom.awaiting = true;
  }

  function wireMatch(s: MatchSocket) {
    const onConnect = () => {
      if (matchSocket !== s) return;
      setMatchState('connected');
      touch();
      // A (re)connect starts with no rooms on the server: join everything again.
      for (const room of matches.values()) joinMatch(s, room);
      if (listRoom) joinList(s, listRoom);
    };
    s.on('connect', onConnect);
    s.on('disconnect', (reason) => {
      if (matchSocket !== s) return;
      markAllAwaiting();
      setMatchState(reason === 'io client disconnect' ? 'offline' : 'reconnecting');
    });
    s.on('connect_error', () => {
      if (matchSocket !== s) return;
      setMatchState(s.active ? 'reconnecting' : 'offline');
    });
    s.on('listData', (message) => {
      if (matchSocket !== s) return;
      touch();
      onListMessage(s, message);
    });
    s.on('newMatchAdded', (fixture) => {
      if (matchSocket !== s) return;
      touch();
      newMatches.next(fixture);
    });
    for (const room of matches.values()) s.on(liveDataEvent(room.id), room.onMessage);
    if (s.connected) onConnect();
  }

  // ---- match rooms -----------------------------------------------------------------------------

  /** Joins the room: resumes after the last seq when it has a state, unless `snapshot` is asked. */
  function joinMatch(s: MatchSocket, room: MatchRoom, snapshot = false) {
    room.awaiting = true;
    const join = ++room.joins;
    if (snapshot || room.last === null) {
      s.emit('matchRoom', { id: room.id });
      return;
    }
    s.emit('matchRoom', { id: room.id, seq: room.last.seq }, (ack) => {
      // A newer join, another socket, a leave or a snapshot already settled this one.
      if (matchSocket !== s || matches.get(room.id) !== room || room.joins !== join || !room.awaiting) return;
      // The missed deltas came before the ack: in sync once they reach the server's seq.
      if (ack.ok && ack.resumed === true && ack.seq === room.last?.seq) room.awaiting = false;
      else joinMatch(s, room, true);
    });
  }

  function acquireMatch(id: string): MatchRoom {
    const existing = matches.get(id);
    if (existing) {
      existing.refs += 1;
      return existing;
    }
    const room: MatchRoom = {
      id,
      refs: 1,
      states: new ReplaySubject<MatchState>(1),
      last: null,
      awaiting: true,
      joins: 0,
      onMessage: (message) => onMatchMessage(room, message),
    };
    matches.set(id, room);
    const s = matchSocket;
    if (s) {
      s.on(liveDataEvent(id), room.onMessage);
      if (s.connected) joinMatch(s, room);
    } else {
      openMatchSocket();
    }
    return room;
  }

  function releaseMatch(room: MatchRoom) {
    room.refs -= 1;
    if (room.refs > 0 || matches.get(room.id) !== room) return;
    matches.delete(room.id);
    const s = matchSocket;
    if (s) {
      s.off(liveDataEvent(room.id), room.onMessage);
      if (s.connected) s.emit('disconnectCricketData', { matchId: room.id });
    }
  }

  function onMatchMessage(room: MatchRoom, message: LiveDataMessage) {
    const s = matchSocket;
    if (!s || matches.get(room.id) !== room || message.matchId !== room.id) return;
    touch();
    if (message.type === 'snapshot') {
      room.awaiting = false;
      publish(room, { snapshot: message.data, seq: message.seq, updatedAt: now(), removed: false });
      return;
    }
    const last = room.last;
    if (last === null || message.seq <= last.seq) return;
    // While awaiting, only the delta right after the last is trusted: that is how a resume arrives.
    if (message.seq !== last.seq + 1) {
      if (!room.awaiting) joinMatch(s, room);
      return;
    }
    const next = applyMatchChanges(last.snapshot, message.changes);
    publish(room, { snapshot: next ?? last.snapshot, seq: message.seq, updatedAt: now(), removed: next === null });
  }

  // ---- the card socket and its table rooms -----------------------------------------------------

  function openCardSocket() {
    if (cardSocket || cardOpening || currentToken === null || cardRooms.size === 0) return;
    cardOpening = true;
    setCardState('connecting');
    const generation = ++cardConnects;
    void factory(socketUrl, CARD_NAMESPACE, currentToken).then((s) => {
      if (generation !== cardConnects) {
        s.disconnect();
        return;
      }
      cardOpening = false;
      cardSocket = s;
      wireCards(s);
    });
  }

  function closeCardSocket() {
    cardConnects++;
    cardOpening = false;
    const old = cardSocket;
    cardSocket = null;
    old?.disconnect();
    if (cardState !== null) setCardState(cardRooms.size > 0 ? 'offline' : null);
  }

  function wireCards(s: CardSocket) {
    const onConnect = () => {
      if (cardSocket !== s) return;
      setCardState('connected');
      touch();
      // The server answers every join with a snapshot, so a reconnect resyncs by joining again.
      for (const room of cardRooms.values()) s.emit('cardRoom', { type: room.code });
    };
    s.on('connect', onConnect);
    s.on('disconnect', (reason) => {
      if (cardSocket !== s) return;
      setCardState(reason === 'io client disconnect' ? 'offline' : 'reconnecting');
    });
    s.on('connect_error', () => {
      if (cardSocket !== s) return;
      setCardState(s.active ? 'reconnecting' : 'offline');
    });
    s.on('cardData', (snapshot: CardSnapshot) => {
      if (cardSocket !== s) return;
      touch();
      const room = cardRooms.get(snapshot.t1.code);
      if (room) publishCards(room, { snapshot, lastResult: room.last?.lastResult ?? null, updatedAt: now() });
    });
    s.on('cardResult', ({ gameType, result }: { gameType: string; result: CardResultRecord }) => {
      if (cardSocket !== s) return;
      touch();
      const room = cardRooms.get(gameType);
      if (room?.last) publishCards(room, { ...room.last, lastResult: result, updatedAt: now() });
    });
    if (s.connected) onConnect();
  }

  function acquireCards(code: string): CardRoom {
    const existing = cardRooms.get(code);
    if (existing) {
      existing.refs += 1;
      return existing;
    }
    const room: CardRoom = { code, refs: 1, states: new ReplaySubject<CardTableState>(1), last: null };
    cardRooms.set(code, room);
    const s = cardSocket;
    if (s) {
      if (s.connected) s.emit('cardRoom', { type: code });
    } else {
      openCardSocket();
    }
    return room;
  }

  function releaseCards(room: CardRoom) {
    room.refs -= 1;
    if (room.refs > 0 || cardRooms.get(room.code) !== room) return;
    cardRooms.delete(room.code);
    if (cardSocket?.connected) cardSocket.emit('leaveCardRoom', { type: room.code });
  }

  function publishCards(room: CardRoom, state: CardTableState) {
    room.last = state;
    room.states.next(state);
  }

  // ---- the list room ---------------------------------------------------------------------------

  function joinList(s: MatchSocket, room: Room<ListState>) {
    room.awaiting = true;
    s.emit('listRoom');
  }

  function acquireList(): Room<ListState> {
    if (listRoom) {
      listRoom.refs += 1;
      return listRoom;
    }
    const room: Room<ListState> = { refs: 1, states: new ReplaySubject<ListState>(1), last: null, awaiting: true };
    listRoom = room;
    const s = matchSocket;
    if (s) {
      if (s.connected) joinList(s, room);
    } else {
      openMatchSocket();
    }
    return room;
  }

  function releaseList(room: Room<ListState>) {
    room.refs -= 1;
    if (room.refs > 0 || listRoom !== room) return;
    listRoom = null;
    if (matchSocket?.connected) matchSocket.emit('leaveList');
  }

  function onListMessage(s: MatchSocket, message: ListMessage) {
    const room = listRoom;
    if (!room) return;
    if (message.type === 'snapshot') {
      room.awaiting = false;
      publish(room, listState(new Map(message.rows.map((r) => [r.id, r])), message.seq, now()));
      return;
    }
    const last = room.last;
    if (room.awaiting || last === null || message.seq <= last.seq) return;
    if (message.seq !== last.seq + 1) {
      joinList(s, room);
      return;
    }
    const byId = new Map(last.byId);
    for (const row of message.upserts) byId.set(row.id, row);
    for (const id of message.removed) byId.delete(id);
    publish(room, listState(byId, message.seq, now()));
  }

  function publish<S>(room: Room<S>, state: S) {
    room.last = state;
    room.states.next(state);
  }
}
