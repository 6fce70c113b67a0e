/**
 * The game page's JSON API (`/game/{launchId}/api/…`), as the server answers and the browser code
 * reads it. Types only: the browser bundle imports them too.
 */
import type { EngineView, GameInfo } from './engines/views.js';

export type * from './engines/views.js';

/**
 * open: in play; settled: over and credited (the credit may still be on its way); refunded: the
 * stake is being given back (rollback); void: the operator refused the debit, no money moved.
 */
export type RoundStatus = 'open' | 'settled' | 'refunded' | 'void';

export interface RoundView {
  roundId: string;
  status: RoundStatus;
  stake: number;
  /** What the round paid back (settled rounds). */
  payout: number | null;
  createdAt: number;
  /** Why a round was refunded or refused. */
  note: string | null;
  detail: EngineView;
}

/** GET …/api/state */
export interface PageState {
  status: 'OK';
  game: { code: string; name: string; provider: string; type: string };
  info: GameInfo;
  player: { name: string; currency: string };
  /** Where "back to the casino" leads (http or https), if the operator gave one. */
  lobbyUrl: string | null;
  /** The last balance the operator reported to this session, if any yet. */
  balance: number | null;
  /** The round in play, if any. */
  round: RoundView | null;
  /** The session's latest finished rounds, newest first. */
  history: RoundView[];
  serverTime: number;
}

/** POST …/api/bet and …/api/action */
export interface PlayResult {
  status: 'OK';
  round: RoundView;
  /** The balance from the wallet's answer to this step's money call, when there was one. */
  balance: number | null;
}

/** GET …/api/balance */
export interface BalanceResult {
  status: 'OK';
  balance: number;
  currency: string;
}

export interface PageError {
  status: 'ERROR';
  code: string;
  message: string;
}
