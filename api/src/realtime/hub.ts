import type { Server as HttpServer } from 'node:http';
import { Server, type Namespace } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { UserBalance } from '@backlay/shared/api';
import { SOCKET_PATH, type ClientToServerEvents, type ServerToClientEvents } from '@backlay/shared/realtime';

export interface SocketUser {
  userId: string;
  sessionId: string;
}

export type SocketAuthenticator = (token: string) => Promise<SocketUser | null>;

/** Rooms: `user:<id>` for everything about one player, `session:<id>` for one login. */
export interface RealtimeHub {
  balance(userId: string, balance: UserBalance): void;
  forceLogout(userId: string, reason: string): void;
  endSession(sessionId: string): void;
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
   * their user and session rooms too, so a forced logout or an ended session drops them as well.
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

export function createHub(
  server: HttpServer,
  options: { corsOrigins: string[]; redisUrl?: string | undefined; authenticate: SocketAuthenticator },
): RealtimeHub {
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
    endSession(sessionId) {
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
      await io.close();
      await Promise.all(redisClients.map((c) => c.quit().catch(() => undefined)));
    },
  };
}
