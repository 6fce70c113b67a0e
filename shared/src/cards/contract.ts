/**
 * What the API sends about live tables: `GET /match/card/{type}`, `GET /match/initial/card/{type}`,
 * `GET /card/result/{type}`, `GET /card/result/detail/{mid}` and the card socket.
 */
import type { Static } from 'typebox';
// Type-only: typebox stays out of the browser's first load.
import type {
  CardInitialSchema,
  CardLastResultSchema,
  CardOddsRowSchema,
  CardPhaseSchema,
  CardResultPageSchema,
  CardResultRecordSchema,
  CardRoundDetailSchema,
  CardRoundInfoSchema,
  CardSnapshotSchema,
} from '../schemas/cards.js';
import type { CardCode, CardTableCode } from './types.js';

/** Where a round is: betting open, cards being dealt (betting may reopen in a window), result shown, or no round. */
export type CardPhase = Static<typeof CardPhaseSchema>;

export type CardRowStatus = 'ACTIVE' | 'SUSPENDED';

/** The video/info row (the feed's `t1`). */
export type CardRoundInfo = Static<typeof CardRoundInfoSchema>;

/** An odds row (the feed's `t2`) as it stands now. */
export type CardOddsRow = Static<typeof CardOddsRowSchema>;

export type CardSnapshot = Static<typeof CardSnapshotSchema>;

/** One entry of the last-results strip. */
export type CardLastResult = Static<typeof CardLastResultSchema>;

/** `GET /match/initial/card/{type}`: the table now and its last 10 results. */
export type CardInitial = Static<typeof CardInitialSchema>;

/** A settled round as the result list and the `cardResult` event carry it. */
export type CardResultRecord = Static<typeof CardResultRecordSchema>;

/** `GET /card/result/detail/{mid}`: a round with what a player needs to verify it. */
export type CardRoundDetail = Static<typeof CardRoundDetailSchema>;

/** `GET /card/result/{type}`: paged rounds, newest first. */
export type CardResultPage = Static<typeof CardResultPageSchema>;

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
