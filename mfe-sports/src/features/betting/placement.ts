/**
 * What the slip and one-click betting share about placing a bet: the request, the words of the
 * confirmation, and what a refusal says.
 */
import type { PlaceBetRequest, PlacedBet } from '@backlay/shared/api';
import { HttpError } from '@backlay/shared/http';
import type { PriceKind } from '@backlay/shared/sports';
import { formatPrice } from '../../lib/format.js';
import type { MarketInfo } from '../live/selectors.js';
import { formatAmount, toUnits } from './money.js';
import { asRejection, messageOf } from './outcomes.js';

export const SIDE_WORDS: Record<string, string> = { BACK: 'Back', LAY: 'Lay', YES: 'Yes', NO: 'No' };

export const COULD_NOT_REACH =
  'The server could not be reached. Placing again is safe: this bet can only be placed once.';
export const NOT_PLACED = 'The bet could not be placed. Please try again.';

export interface Refusal {
  message: string;
  /** The price on offer now, when the refusal was a price change. */
  current: { odds: number; ratePercent?: number } | null;
}

/** What a failed placement tells the player. */
export function refusalOf(error: unknown): Refusal {
  if (error instanceof HttpError) {
    const rejection = asRejection(error.body);
    if (rejection) {
      const current = rejection.code === 'PRICE_CHANGED' ? (rejection.current ?? null) : null;
      return { message: rejection.message, current };
    }
    if (error.status === 0) return { message: COULD_NOT_REACH, current: null };
    return { message: messageOf(error.body) ?? NOT_PLACED, current: null };
  }
  return { message: NOT_PLACED, current: null };
}

/** "52 at 100" for a run line and its rate, otherwise the price as the market prints it. */
export function priceWords(odds: number, rate: number | null, kind: PriceKind): string {
  return kind === 'line' && rate !== null ? `${formatPrice(odds, kind)} at ${rate}` : formatPrice(odds, kind);
}

export function confirmation(bet: PlacedBet, kind: PriceKind): string {
  return `Bet placed: ${SIDE_WORDS[bet.betType] ?? bet.betType} ${bet.teamName}, stake ${formatAmount(bet.stake)}, matched at ${priceWords(bet.odds, bet.rate, kind)}`;
}

export interface BetChoice {
  matchId: string;
  info: MarketInfo;
  selectionId: number;
  betType: PlaceBetRequest['betType'];
  odds: number;
  /** Run-line sessions: the rate of the box. */
  rate: number | null;
  stakeCents: number;
  acceptBetterOdds: boolean;
  idempotencyKey: string;
}

/** The body of POST /bet/… for a bet chosen on a market. */
export function placeRequest(choice: BetChoice): PlaceBetRequest {
  return {
    idempotencyKey: choice.idempotencyKey,
    matchId: choice.matchId,
    betId: choice.info.id,
    selectionId: choice.selectionId,
    betType: choice.betType,
    odds: choice.odds,
    ...(choice.info.priceKind === 'line' && choice.rate !== null ? { ratePercent: choice.rate } : {}),
    stake: toUnits(choice.stakeCents),
    acceptBetterOdds: choice.acceptBetterOdds,
  };
}
