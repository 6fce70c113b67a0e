import type { Server as HttpServer } from 'node:http';
import { Server, type Namespace } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { UserBalance } from '@backlay/shared/api';
import { SOCKET_PATH, type ClientToServerEvents, type ServerToClientEvents } from '@backlay/shared/realtime-protocol';

export interface SocketUser {
  userId: string;
  sessionId: string;
  /** When the login ends (ms since the epoch, by the app's clock): its sockets are disconnected then. */
  expiresAt: number;
}

export type SocketAuthenticator = (token: string) => Promise<SocketUser | null>;

/**
 * Of the given logins, those still live, each with when it ends (ms since the epoch). The hub asks
 * once per sweep, for the logins of all its local sockets, and disconnects the sockets of the rest.
 */
export type SessionCheck = (sessionIds: string[]) => Promise<Map<string, number>>;

/** Told to the main socket of a login that reached its expiry (the client signs out on it). */
export const SESSION_EXPIRED_REASON = 'Your session has expired. Please log in again.';
/** Told to the main socket of a login the sweep found ended (revoked, cut short) in the database. */
export const SESSION_ENDED_REASON = 'Your session has ended. Please log in again.';
/** How often the sweep re-checks the logins of this process's sockets, unless told otherwise. */
export const DEFAULT_SWEEP_MS = 30_000;
/** The longest delay of setTimeout and setInterval; a later expiry is waited for in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Rooms: `user:<id>` for everything about one player, `session:<id>` for one login. */
export interface RealtimeHub {
  balance(userId: string, balance: UserBalance): void;
  forceLogout(userId: string, reason: string): void;
  /** Disconnects one login's sockets; with a reason, its screens are told why first (they sign out). */
  endSession(sessionId: string, reason?: string): void;
  hardRefreshAll(): void;
  /** One of the player's events (bets, results, deletions) to every socket of that player. */
  toUser<E extends keyof ServerToClientEvents>(
    userId: string,
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): void;
  /** An event for every signed-in player (a match result everyone's page should reflect). */
  toAll<E extends keyof ServerToClientEvents>(event: E, ...args: Parameters<ServerToClientEvents[E]>): void;
  /**
   * Another namespace on the same server, behind the same session-token check; its sockets join
   * their user and session rooms too, so a forced logout or an ended session drops them as well,
   * and like the main socket's they are dropped at their login's expiry or by the sweep.
   */
  namespace(name: string): Namespace<Record<string, never>, Record<string, never>, Record<string, never>, SocketUser>;
  readonly io: Server<ClientToServerEvents, ServerToClientEvents> | null;
  close(): Promise<void>;
}

export const userRoom = (userId: string) => `user:${userId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/** The socket.io middleware of every namespace: a session token in the handshake's auth. */
export function socketAuth(authenticate: SocketAuthenticator) {
  return (socket: { handshake: { auth: object }; data: SocketUser }, next: (err?: Error) => void): void => {
    const auth = socket.handshake.auth as { token?: unknown } | undefined;
    const token = typeof auth?.token === 'string' ? auth.token : undefined;
    if (!token) return next(new Error('Authentication required'));
    authenticate(token)
      .then((user) => {
        if (!user) return next(new Error('Invalid or expired session'));
        socket.data = user;
        next();
      })
      .catch(() => next(new Error('Authentication failed')));
  };
}

export interface HubOptions {
  corsOrigins: string[];
  redisUrl?: string | undefined;
  authenticate: SocketAuthenticator;
  /** Which of this process's sockets' logins still live (revoked or ended by anyone, anywhere). */
  checkSessions: SessionCheck;
  /** How often to run that check (ms); DEFAULT_SWEEP_MS when unset. */
  sweepMs?: number | undefined;
  /** The app's clock (ms since the epoch); expiries are by it. Date.now when unset. */
  now?: () => number;
  /** A sweep that failed: its sockets are kept (the next sweep checks them again). */
  onError?: (error: unknown) => void;
}

/**
 * A connected socket (of any namespace) and the login it lives on: disconnected by its timer at the
 * login's expiry, or by the sweep when the database says the login ended.
 */
interface Watched {
  user: SocketUser;
  /** Tells the player why where the client listens (the main socket), then disconnects. */
  end(reason: string): void;
  timer: NodeJS.Timeout | undefined;
}

export function createHub(server: HttpServer, options: HubOptions): RealtimeHub {
  const io = new Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketUser>(server, {
    path: SOCKET_PATH,
    cors: { origin: options.corsOrigins, credentials: false },
    // Prices and balances are small and frequent: websocket first, polling only as a fallback.
    transports: ['websocket', 'polling'],
    serveClient: false,
  });
  const redisClients: Redis[] = [];
  if (options.redisUrl) {
    const pub = new Redis(options.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 });
    const sub = pub.duplicate();
    redisClients.push(pub, sub);
    io.adapter(createAdapter(pub, sub));
  }

  const auth = socketAuth(options.authenticate);
  io.use(auth);
  const now = options.now ?? Date.now;

  // The token is checked at the handshake only; these keep a socket from outliving its login.
  const watched = new Set<Watched>();
  const drop = (entry: Watched, reason: string) => {
    clearTimeout(entry.timer);
    if (!watched.delete(entry)) return;
    entry.end(reason);
  };
  /** Arms the socket's timer for its login's expiry, by the app's clock (re-armed if it fires early). */
  const schedule = (entry: Watched) => {
    clearTimeout(entry.timer);
    const left = entry.user.expiresAt - now();
    if (left <= 0) return drop(entry, SESSION_EXPIRED_REASON);
    entry.timer = setTimeout(() => schedule(entry), Math.min(left, MAX_TIMER_MS));
    entry.timer.unref();
  };
  /** Watches a socket that just connected; the returned function forgets it (on its disconnect). */
  const watch = (user: SocketUser, end: (reason: string) => void): (() => void) => {
    const entry: Watched = { user, end, timer: undefined };
    watched.add(entry);
    schedule(entry);
    return () => {
      clearTimeout(entry.timer);
      watched.delete(entry);
    };
  };

  // Logins also end where this process does not see it: another API process without a shared
  // adapter, the operator command line, a demo lease handed on, a row changed by hand. Every
  // sweepMs one query checks the logins of every local socket; no sockets, no query.
  let sweeping: Promise<void> | null = null;
  const sweep = async () => {
    const entries = [...watched];
    if (entries.length === 0) return;
    try {
      const live = await options.checkSessions([...new Set(entries.map((e) => e.user.sessionId))]);
      for (const entry of entries) {
        // A socket that left meanwhile is gone already.
        if (!watched.has(entry)) continue;
        const until = live.get(entry.user.sessionId);
        if (until === undefined) drop(entry, SESSION_ENDED_REASON);
        else if (until !== entry.user.expiresAt) {
          // The row's expiry moved (an operator cut it short): the timer follows it.
          entry.user.expiresAt = until;
          schedule(entry);
        }
      }
    } catch (error) {
      // Fail open: a database hiccup must not log every player out. The next sweep tries again.
      options.onError?.(error);
    }
  };
  const sweeper = setInterval(
    () => {
      if (sweeping) return;
      sweeping = sweep().finally(() => (sweeping = null));
    },
    // Past setInterval's range it would overflow to 1 ms.
    Math.min(MAX_TIMER_MS, Math.max(10, options.sweepMs ?? DEFAULT_SWEEP_MS)),
  );
  sweeper.unref();
  const extra = new Map<
    string,
    Namespace<Record<string, never>, Record<string, never>, Record<string, never>, SocketUser>
  >();

  // A listening HTTP server's close() waits for every connection to end, and an upgraded websocket
  // never ends by itself: shutting down with a client connected would hang. Disconnect this
  // instance's sockets (local only: the other instances behind Redis keep theirs) as it closes.
  const closeHttp = server.close.bind(server);
  server.close = function (this: HttpServer, callback?: (err?: Error) => void) {
    io.local.disconnectSockets(true);
    return closeHttp(callback);
  };

  io.on('connection', (socket) => {
    void socket.join([userRoom(socket.data.userId), sessionRoom(socket.data.sessionId)]);
    const forget = watch(socket.data, (reason) => {
      socket.emit('logoutUserForce', { reason });
      socket.disconnect(true);
    });
    socket.once('disconnect', forget);
    socket.on('ping', (ack) => {
      if (typeof ack === 'function') ack(Date.now());
    });
  });

  return {
    io,
    balance(userId, balance) {
      io.to(userRoom(userId)).emit('updateUserBalance', balance);
    },
    forceLogout(userId, reason) {
      io.to(userRoom(userId)).emit('logoutUserForce', { reason });
      io.in(userRoom(userId)).disconnectSockets(true);
      for (const nsp of extra.values()) nsp.in(userRoom(userId)).disconnectSockets(true);
    },
    endSession(sessionId, reason) {
      if (reason) io.to(sessionRoom(sessionId)).emit('logoutUserForce', { reason });
      io.in(sessionRoom(sessionId)).disconnectSockets(true);
      for (const nsp of extra.values()) nsp.in(sessionRoom(sessionId)).disconnectSockets(true);
    },
    namespace(name) {
      const known = extra.get(name);
      if (known) return known;
      const nsp = io.of(name) as unknown as Namespace<
        Record<string, never>,
        Record<string, never>,
        Record<string, never>,
        SocketUser
      >;
      nsp.use(auth);
      nsp.on('connection', (socket) => {
        void socket.join([userRoom(socket.data.userId), sessionRoom(socket.data.sessionId)]);
        // The reason goes to the main socket; the client hears nothing else on these namespaces.
        const forget = watch(socket.data, () => socket.disconnect(true));
        socket.once('disconnect', forget);
      });
      extra.set(name, nsp);
      return nsp;
    },
    hardRefreshAll() {
      io.emit('hardRefreshAll');
    },
    toUser(userId, event, ...args) {
      io.to(userRoom(userId)).emit(event, ...args);
    },
    toAll(event, ...args) {
      io.emit(event, ...args);
    },
    async close() {
      clearInterval(sweeper);
      // A sweep in flight finishes first: its query must not outlive the database behind it.
      await sweeping;
      for (const entry of watched) clearTimeout(entry.timer);
      watched.clear();
      await io.close();
      await Promise.all(redisClients.map((c) => c.quit().catch(() => undefined)));
    },
  };
}
