import type { Socket } from 'socket.io-client';
import { BehaviorSubject, Subject, type Observable } from 'rxjs';
import {
  SOCKET_OPTIONS,
  SOCKET_PATH,
  type BusStatus,
  type ClientToServerEvents,
  type RealtimeBus,
  type ServerToClientEvents,
  type UserEvent,
} from './events.js';

export interface HostBus extends RealtimeBus {
  /** Opens the main socket with the session token (again, if the token changed). */
  connect(token: string): void;
  disconnect(): void;
}

type SocketFactory = (url: string, token: string) => Promise<Socket<ServerToClientEvents, ClientToServerEvents>>;

/** socket.io-client is fetched when the first socket opens, not with the login page. */
const defaultFactory: SocketFactory = async (url, token) => {
  const { io } = await import('socket.io-client');
  return io(url, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    auth: { token },
    ...SOCKET_OPTIONS,
  });
};

/**
 * The one implementation that opens sockets (design section 4): the host creates the bus, and a
 * remote running standalone gets one from the dev host. Everything pushed about the player goes to
 * user$; status$ says whether the data on screen is live.
 */
export function createBus(socketUrl: string, factory: SocketFactory = defaultFactory, now: () => number = Date.now): HostBus {
  const user = new Subject<UserEvent>();
  const status = new BehaviorSubject<BusStatus>({ state: 'offline', lastMessageAt: null });
  let socket: Socket<ServerToClientEvents, ClientToServerEvents> | null = null;
  let currentToken: string | null = null;
  let connects = 0;

  const setState = (state: BusStatus['state']) => status.next({ ...status.value, state });
  const touch = () => status.next({ ...status.value, lastMessageAt: now() });

  const bus: HostBus = {
    user$: user.asObservable() as Observable<UserEvent>,
    status$: status.asObservable(),
    connect(token) {
      if (currentToken === token) return;
      socket?.disconnect();
      currentToken = token;
      setState('connecting');
      const generation = ++connects;
      void factory(socketUrl, token).then((s) => {
        // A newer connect() or a disconnect() happened while the client was loading.
        if (generation !== connects) {
          s.disconnect();
          return;
        }
        socket = s;
        wire(s);
      });
    },
    disconnect() {
      connects++;
      socket?.disconnect();
      socket = null;
      currentToken = null;
      setState('offline');
    },
  };
  return bus;

  function wire(s: Socket<ServerToClientEvents, ClientToServerEvents>) {
    s.on('connect', () => {
      setState('connected');
      touch();
    });
    s.on('disconnect', (reason) => setState(reason === 'io client disconnect' ? 'offline' : 'reconnecting'));
    s.on('connect_error', () => setState(s.active ? 'reconnecting' : 'offline'));
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
  }
}
