/** Events of the main socket (spec section 4) and their payloads, shared by server and client. */
import type { UserBalance } from '../api/index.js';

export const SOCKET_PATH = '/socket.io';

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
