import type { Socket } from 'socket.io-client';
import { BehaviorSubject, Observable, Subject } from 'rxjs';
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
import { CARD_NAMESPACE, type CardClientEvents, type CardServerEvents } from '../cards/contract.js';
import {
  applyExpertMessage,
  EXPERT_NAMESPACE,
  SOCKET_OPTIONS,
  SOCKET_PATH,
  type ExpertClientEvents,
  type ExpertServerEvents,
  type ExpertState,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type UserEvent,
} from './protocol.js';
import type { BusStatus, CardTableState, ConnectionState, ListState, MatchState, RealtimeBus } from './state.js';
import { createNamespace, type NamespaceOptions } from './namespace.js';
import { ownTask } from '../tasks/ownTask.js';

export interface HostBus extends RealtimeBus {
  /** Opens the main socket with the session token (again, if the token changed). */
  connect(token: string): void;
  disconnect(): void;
}

export type MainSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type MatchSocket = Socket<MatchServerEvents, MatchClientEvents>;
export type CardSocket = Socket<CardServerEvents, CardClientEvents>;
export type ExpertSocket = Socket<ExpertServerEvents, ExpertClientEvents>;

/** The socket type of each namespace the bus opens. */
export interface NamespaceSockets {
  '/': MainSocket;
  '/match': MatchSocket;
  '/cards': CardSocket;
  '/expert': ExpertSocket;
}

export type SocketNamespace = keyof NamespaceSockets;

/** Opens one socket: `url` is the socket base URL, `namespace` '/' (main) or MATCH_NAMESPACE. */
export type SocketFactory = <N extends SocketNamespace>(
  url: string,
  namespace: N,
  token: string,
) => Promise<NamespaceSockets[N]>;

/**
 * socket.io-client is fetched when the first socket opens, not with the login page. The socket is
 * made in a task of its own, apart from the one that evaluated the library (two long tasks of a
 * phone's start otherwise joined in one).
 */
const defaultFactory: SocketFactory = async <N extends SocketNamespace>(url: string, namespace: N, token: string) => {
  const { io } = await import('socket.io-client');
  await ownTask();
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

function byStart(a: ListRow, b: ListRow): number {
  if (a.startAt !== b.startAt) return a.startAt < b.startAt ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

function listState(byId: ReadonlyMap<string, ListRow>, seq: number, updatedAt: number): ListState {
  return { rows: [...byId.values()].sort(byStart), byId, seq, updatedAt };
}

/** The list is one room; this is its key. */
const LIST = 'list';
/** The expert data is one room too. */
const EXPERT = 'expert';

/**
 * The one implementation that opens sockets (design section 4): the host creates the bus, and a
 * remote running standalone gets one from the dev host. Everything pushed about the player goes to
 * user$; match(id) and list() carry market data from the match socket, cards(code) card tables
 * from the card socket; each of those opens (with the same token) when first needed and then stays
 * open until disconnect() or a new token; status$ says whether the data on screen is live.
 *
 * The sockets and their rooms are namespaces of ./namespace.ts (the room, seq and resume rules are
 * written there once): match and list rooms are sequenced, and a match room resumes from its last
 * seq on a reconnect or a gap; a card table's messages are whole snapshots.
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
    sockets: { main: 'offline', match: null },
  });
  let token: string | null = null;
  let newMatchSubscribers = 0;
  /** Each socket's state; null: closed, and nothing needs it (the main socket is 'offline' then). */
  const states: Record<SocketNamespace, ConnectionState | null> = {
    '/': 'offline',
    '/match': null,
    '/cards': null,
    '/expert': null,
  };

  /**
   * Emits only when a socket's state changed: status$ is read by screens, and a new object per
   * message (a busy match page gets a hundred a second) would re-render them for nothing.
   */
  const publishStatus = () => {
    const main = states['/'] ?? 'offline';
    const { '/match': match, '/cards': cards } = states;
    const previous = status.value;
    const same =
      previous.sockets?.main === main &&
      previous.sockets.match === match &&
      previous.sockets.cards === (cards ?? undefined);
    if (same) return;
    status.next({
      state: worse(worse(main, match), cards),
      sockets: { main, match, ...(cards !== null ? { cards } : {}) },
    });
  };

  /** One namespace socket, opened with the session token. */
  const namespace = <N extends SocketNamespace>(
    name: N,
    own: Pick<NamespaceOptions<NamespaceSockets[N]>, 'needed' | 'wire'>,
  ) =>
    createNamespace<NamespaceSockets[N]>({
      ...own,
      open: (t) => factory(socketUrl, name, t),
      token: () => token,
      onState(state) {
        states[name] = state;
        publishStatus();
      },
    });

  // ---- the main socket: everything pushed about the player -------------------------------------

  const main = namespace('/', {
    needed: () => true,
    wire(s, live) {
      s.on(
        'updateUserBalance',
        live((payload) => user.next({ type: 'updateUserBalance', payload })),
      );
      s.on(
        'logoutUserForce',
        live((payload) => user.next({ type: 'logoutUserForce', payload })),
      );
      s.on(
        'hardRefreshAll',
        live(() => user.next({ type: 'hardRefreshAll', payload: null })),
      );
      s.on(
        'userOrderUpdated',
        live((payload) => user.next({ type: 'userOrderUpdated', payload })),
      );
      for (const type of ['userMatchBetPlaced', 'userSessionBetPlaced', 'userCardBetPlaced'] as const) {
        s.on(
          type,
          live((payload) => user.next({ type, payload })),
        );
      }
      for (const type of [
        'sessionResult',
        'sessionNoResult',
        'matchResultDeclared',
        'declaredMatchResultAllUser',
        'cardResult',
      ] as const) {
        s.on(
          type,
          live((payload) => user.next({ type, payload })),
        );
      }
      for (const type of ['sessionResultUnDeclare', 'matchResultUnDeclared', 'unDeclaredMatchResultAllUser'] as const) {
        s.on(
          type,
          live((payload) => user.next({ type, payload })),
        );
      }
      for (const type of ['matchDeleteBet', 'sessionDeleteBet', 'updateDeleteReason'] as const) {
        s.on(
          type,
          live((payload) => user.next({ type, payload })),
        );
      }
    },
  });

  // ---- the match socket: match rooms, the list room, new fixtures ------------------------------

  const match = namespace(MATCH_NAMESPACE, {
    needed: () => newMatchSubscribers > 0,
    wire(s, live) {
      s.on('listData', live(onListMessage));
      s.on(
        'newMatchAdded',
        live((fixture) => newMatches.next(fixture)),
      );
    },
  });
  const matches = match.rooms<MatchState>({
    join: (s, id) => s.emit('matchRoom', { id }),
    resume: (s, id, seq, done) =>
      s.emit('matchRoom', { id, seq }, (ack) => done(ack.ok && ack.resumed === true ? ack.seq : null)),
    leave: (s, id) => s.emit('disconnectCricketData', { matchId: id }),
    listen(s, id, live) {
      const event = liveDataEvent(id);
      const listener = live((message: LiveDataMessage) => onMatchMessage(id, message));
      s.on(event, listener);
      return () => s.off(event, listener);
    },
  });
  const lists = match.rooms<ListState>({
    join: (s) => s.emit('listRoom'),
    leave: (s) => s.emit('leaveList'),
  });

  function onMatchMessage(id: string, message: LiveDataMessage) {
    if (message.matchId !== id) return;
    if (message.type === 'snapshot') {
      matches.snapshot(id, message.seq, { snapshot: message.data, seq: message.seq, updatedAt: now(), removed: false });
      return;
    }
    if (message.type === 'sessionBettings') {
      // Outside the feed's sequence: the list replaces the last one, whatever the seq.
      matches.update(
        id,
        (last) =>
          last && {
            ...last,
            snapshot: { ...last.snapshot, sessionBettings: message.sessions },
            updatedAt: now(),
          },
      );
      return;
    }
    matches.delta(id, message.seq, (last) => {
      const next = applyMatchChanges(last.snapshot, message.changes);
      return { snapshot: next ?? last.snapshot, seq: message.seq, updatedAt: now(), removed: next === null };
    });
  }

  function onListMessage(message: ListMessage) {
    if (message.type === 'snapshot') {
      lists.snapshot(LIST, message.seq, listState(new Map(message.rows.map((r) => [r.id, r])), message.seq, now()));
      return;
    }
    lists.delta(LIST, message.seq, (last) => {
      const byId = new Map(last.byId);
      for (const row of message.upserts) byId.set(row.id, row);
      for (const id of message.removed) byId.delete(id);
      return listState(byId, message.seq, now());
    });
  }

  // ---- the card socket: one room per table -----------------------------------------------------

  const cardSocket = namespace(CARD_NAMESPACE, {
    needed: () => false,
    wire(s, live) {
      s.on(
        'cardData',
        live((snapshot) =>
          tables.update(snapshot.t1.code, (last) => ({
            snapshot,
            lastResult: last?.lastResult ?? null,
            updatedAt: now(),
          })),
        ),
      );
      s.on(
        'cardResult',
        live(({ gameType, result }) =>
          tables.update(gameType, (last) => last && { ...last, lastResult: result, updatedAt: now() }),
        ),
      );
    },
  });
  // The server answers every join with a snapshot, so a reconnect resyncs by joining again.
  const tables = cardSocket.rooms<CardTableState>({
    join: (s, code) => s.emit('cardRoom', { type: code }),
    leave: (s, code) => s.emit('leaveCardRoom', { type: code }),
  });

  // ---- the expert socket: the operator's marquee, banners and blinking tabs --------------------

  const expertSocket = namespace(EXPERT_NAMESPACE, {
    needed: () => false,
    wire(s, live) {
      s.on(
        'expertData',
        live((message) => experts.update(EXPERT, (last) => applyExpertMessage(last, message, now()))),
      );
    },
  });
  // The server sends a snapshot to every socket that connects: there is nothing to ask for.
  const experts = expertSocket.rooms<ExpertState>({ join: () => undefined, leave: () => undefined });

  return {
    user$: user.asObservable(),
    status$: status.asObservable(),
    newMatches$: new Observable<Fixture>((subscriber) => {
      const sub = newMatches.subscribe(subscriber);
      newMatchSubscribers += 1;
      match.open();
      return () => {
        sub.unsubscribe();
        newMatchSubscribers -= 1;
      };
    }),
    match: (id) => matches.watch(id),
    list: () => lists.watch(LIST),
    cards: (code) => tables.watch(code),
    expert: () => experts.watch(EXPERT),
    connect(next) {
      if (token === next) return;
      token = next;
      main.reopen();
      // The match and card sockets authenticate with the same token.
      match.close();
      match.open();
      cardSocket.close();
      cardSocket.open();
      expertSocket.close();
      expertSocket.open();
    },
    disconnect() {
      token = null;
      match.close();
      cardSocket.close();
      expertSocket.close();
      main.close();
    },
  };
}
