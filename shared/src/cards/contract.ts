/**
 * What the API sends about live tables: `GET /match/card/{type}`, `GET /match/initial/card/{type}`,
 * `GET /card/result/{type}`, `GET /card/result/detail/{mid}` and the card socket.
 */
import type { CardCode, CardRoundResult, CardScoreboard, CardTableCode, DealtCard } from './types.js';

/** Where a round is: betting open, cards being dealt (betting may reopen in a window), result shown, or no round. */
export type CardPhase = 'betting' | 'dealing' | 'result' | 'idle';

export type CardRowStatus = 'ACTIVE' | 'SUSPENDED';

/** The video/info row (the feed's `t1`). */
export interface CardRoundInfo {
  code: CardTableCode;
  gtype: string;
  /** Round id; "0" between rounds (profit/loss shown for a round resets on it). */
  mid: string;
  phase: CardPhase;
  /** Whole seconds left in the open betting window; 0 when betting is closed. */
  autotime: number;
  /** When the open betting window closes (epoch ms), or null. */
  closesAt: number | null;
  /** Cards revealed so far, in order. */
  dealt: DealtCard[];
  /** SHA-256 (hex) of the round's salt and shoe, published before betting opens. */
  commit: string | null;
  result: CardRoundResult | null;
  scoreboard: CardScoreboard | null;
  min: number;
  max: number;
}

/** An odds row (the feed's `t2`) as it stands now. */
export interface CardOddsRow {
  sid: number;
  nat: string;
  group: string;
  b1: number;
  l1: number | null;
  gstatus: CardRowStatus;
  min: number;
  max: number;
}

export interface CardSnapshot {
  t1: CardRoundInfo;
  t2: CardOddsRow[];
  /** Increases with every change of the table (a client keeps the highest it saw). */
  seq: number;
  /** Server clock (epoch ms) when the snapshot was taken, for the countdown. */
  serverTime: number;
}

/** One entry of the last-results strip. */
export interface CardLastResult {
  mid: string;
  result: string;
}

/** `GET /match/initial/card/{type}`: the table now and its last 10 results. */
export interface CardInitial {
  snapshot: CardSnapshot;
  lastResults: CardLastResult[];
}

/** A settled round as the result list and the `cardResult` event carry it. */
export interface CardResultRecord extends CardRoundResult {
  mid: string;
  gameType: CardTableCode;
  createdAt: string;
}

/** `GET /card/result/detail/{mid}`: a round with what a player needs to verify it. */
export interface CardRoundDetail extends CardResultRecord {
  /** Every card dealt, to which hand, in order. */
  dealt: DealtCard[];
  commit: string;
  /** Hex salt; SHA-256 of `${salt}:${shoe.join(',')}` equals `commit`. */
  salt: string;
  /** The shuffled shoe the round was dealt from. */
  shoe: CardCode[];
  /** True when the round was voided (no result): every bet got its stake back. */
  voided: boolean;
}

/** `GET /card/result/{type}`: paged rounds, newest first. */
export interface CardResultPage {
  count: number;
  rows: CardResultRecord[];
}

/** The card socket's namespace. */
export const CARD_NAMESPACE = '/cards';

/** Card namespace: what a client sends (`cardRoom {type}` joins a table, `leaveCardRoom {type}` leaves). */
export interface CardClientEvents {
  cardRoom: (payload: { type: string }, ack?: (reply: CardAck) => void) => void;
  leaveCardRoom: (payload: { type: string }) => void;
}

export type CardAck = { ok: true; seq: number } | { ok: false; message: string };

/** Card namespace: what the server sends to a table's room. */
export interface CardServerEvents {
  cardData: (snapshot: CardSnapshot) => void;
  cardResult: (payload: { gameType: CardTableCode; result: CardResultRecord }) => void;
}

/** The verification text a round's commit hashes. */
export function commitText(salt: string, shoe: readonly CardCode[]): string {
  return `${salt}:${shoe.join(',')}`;
}
