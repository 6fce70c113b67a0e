/**
 * The wire protocol of the main socket (spec section 4): its path and options, the events and their
 * payloads. Server-safe: no RxJS, no socket.io-client, no DOM — the API imports this entry
 * (`@backlay/shared/realtime-protocol`); the browser bus (`@backlay/shared/realtime`) re-exports it.
 */
import type {
  BetPlacedEvent,
  DeleteBetEvent,
  OrderEvent,
  ResultEvent,
  UndeclareEvent,
  UserBalance,
} from '../api/index.js';

export * from './expert.js';

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
  userMatchBetPlaced: (payload: BetPlacedEvent) => void;
  userSessionBetPlaced: (payload: BetPlacedEvent) => void;
  /** An exchange order of the player's matched in part or in full, was cancelled or lapsed. */
  userOrderUpdated: (payload: OrderEvent) => void;
  sessionResult: (payload: ResultEvent) => void;
  sessionResultUnDeclare: (payload: UndeclareEvent) => void;
  sessionNoResult: (payload: ResultEvent) => void;
  matchResultDeclared: (payload: ResultEvent) => void;
  matchResultUnDeclared: (payload: UndeclareEvent) => void;
  /** To every signed-in player: a match-level market was settled. */
  declaredMatchResultAllUser: (payload: ResultEvent) => void;
  unDeclaredMatchResultAllUser: (payload: UndeclareEvent) => void;
  matchDeleteBet: (payload: DeleteBetEvent) => void;
  sessionDeleteBet: (payload: DeleteBetEvent) => void;
  updateDeleteReason: (payload: DeleteBetEvent) => void;
  userCardBetPlaced: (payload: BetPlacedEvent) => void;
  /** The player's bets on a card round were settled (or voided). */
  cardResult: (payload: ResultEvent) => void;
}

export interface ClientToServerEvents {
  /** Answers with the server time, so clients can measure latency. */
  ping: (ack: (serverTime: number) => void) => void;
}

export const USER_EVENTS = [
  'updateUserBalance',
  'logoutUserForce',
  'hardRefreshAll',
  'userMatchBetPlaced',
  'userSessionBetPlaced',
  'userOrderUpdated',
  'sessionResult',
  'sessionResultUnDeclare',
  'sessionNoResult',
  'matchResultDeclared',
  'matchResultUnDeclared',
  'declaredMatchResultAllUser',
  'unDeclaredMatchResultAllUser',
  'matchDeleteBet',
  'sessionDeleteBet',
  'updateDeleteReason',
  'userCardBetPlaced',
  'cardResult',
] as const;

/** Events that change the player's bets or positions (lists and positions refetch on them). */
export const BET_EVENTS = USER_EVENTS.filter(
  (e) => e !== 'updateUserBalance' && e !== 'logoutUserForce' && e !== 'hardRefreshAll',
);

/** Everything pushed about the signed-in player. */
export type UserEvent =
  | { type: 'updateUserBalance'; payload: UserBalance }
  | { type: 'logoutUserForce'; payload: ForcedLogout }
  | { type: 'hardRefreshAll'; payload: null }
  | { type: 'userMatchBetPlaced' | 'userSessionBetPlaced' | 'userCardBetPlaced'; payload: BetPlacedEvent }
  | { type: 'userOrderUpdated'; payload: OrderEvent }
  | {
      type: 'sessionResult' | 'sessionNoResult' | 'matchResultDeclared' | 'declaredMatchResultAllUser' | 'cardResult';
      payload: ResultEvent;
    }
  | {
      type: 'sessionResultUnDeclare' | 'matchResultUnDeclared' | 'unDeclaredMatchResultAllUser';
      payload: UndeclareEvent;
    }
  | { type: 'matchDeleteBet' | 'sessionDeleteBet' | 'updateDeleteReason'; payload: DeleteBetEvent };
