/** Events of the main socket (spec section 4), their payloads, and the bus remotes subscribe to. */
import type { Observable } from 'rxjs';
import type { UserBalance } from '../api/index.js';

export const SOCKET_PATH = '/socket.io';

/** socket.io defaults of spec section 9. */
export const SOCKET_OPTIONS = {
  timeout: 20_000,
  reconnectionDelay: 1_000,
  reconnectionDelayMax: 5_000,
  randomizationFactor: 0.5,
} as const;

export interface ForcedLogout {
  reason: string;
}

export interface ServerToClientEvents {
  updateUserBalance: (balance: UserBalance) => void;
  /** The user's sessions were revoked: sign out everywhere. */
  logoutUserForce: (payload: ForcedLogout) => void;
  hardRefreshAll: () => void;
}

export interface ClientToServerEvents {
  /** Answers with the server time, so clients can measure latency. */
  ping: (ack: (serverTime: number) => void) => void;
}

export const USER_EVENTS = ['updateUserBalance', 'logoutUserForce', 'hardRefreshAll'] as const;

/** Everything pushed about the signed-in player. */
export type UserEvent =
  | { type: 'updateUserBalance'; payload: UserBalance }
  | { type: 'logoutUserForce'; payload: ForcedLogout }
  | { type: 'hardRefreshAll'; payload: null };

export type ConnectionState = 'connected' | 'connecting' | 'reconnecting' | 'offline';

export interface BusStatus {
  state: ConnectionState;
  /** When the last message of any kind arrived (ms since epoch), or null. */
  lastMessageAt: number | null;
}

/** The host-owned real-time bus (design section 4). Remotes subscribe; only the host opens sockets. */
export interface RealtimeBus {
  user$: Observable<UserEvent>;
  status$: Observable<BusStatus>;
}
