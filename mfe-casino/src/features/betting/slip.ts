/**
 * The casino slip's arithmetic and messages: the stake checked against the row's limits, what the
 * bet wins and risks (the card book of `@backlay/shared/cards`), and a refused placement in the
 * player's words. Amounts in cents.
 */
import type { BetRejection } from '@backlay/shared/api';
import { validateStake, type BetAmounts } from '@backlay/shared/betting';
import { cardBetAmounts, type CardTableDefinition } from '@backlay/shared/cards';
import { HttpError } from '@backlay/shared/http';
import { formatAmount, parseStake, toCents } from '../../lib/money.js';
import type { Side } from '../table/Markets.js';

/** Where the slip was opened: the round, the selection (a row, or a row plus the player's choice) and the price shown. */
export interface SlipTarget {
  /** Increments with every opening: a new slip, with its own idempotency key. */
  openId: number;
  mid: string;
  selectionId: number;
  /** The odds row the selection is priced and limited by (the same as selectionId unless the bet carries a choice). */
  rowSid: number;
  /** What the player backs or lays: "Player A", "Yes AKQ". */
  label: string;
  side: Side;
  price: number;
}

export interface StakeCheck {
  stakeCents: number | null;
  /** Null also while nothing is typed: nothing to complain about yet. */
  error: string | null;
}

export function checkStake(text: string, min: number, max: number): StakeCheck {
  if (text.trim() === '') return { stakeCents: null, error: null };
  const cents = parseStake(text);
  if (cents === null) return { stakeCents: null, error: 'Enter the stake as an amount, with at most two decimals.' };
  const result = validateStake(cents, {
    ...(min > 0 ? { minCents: toCents(min) } : {}),
    ...(max > 0 ? { maxCents: toCents(max) } : {}),
  });
  if (result.ok) return { stakeCents: cents, error: null };
  if (result.code === 'STAKE_BELOW_MIN')
    return { stakeCents: null, error: `The minimum stake is ${formatAmount(min)}.` };
  if (result.code === 'STAKE_ABOVE_MAX')
    return { stakeCents: null, error: `The maximum stake is ${formatAmount(max)}.` };
  return { stakeCents: null, error: 'Enter a stake above 0.' };
}

/** What the bet wins and loses on its own, or null when the table cannot price it (an unknown selection). */
export function slipAmounts(
  def: CardTableDefinition,
  target: Pick<SlipTarget, 'side' | 'selectionId'>,
  price: number,
  stakeCents: number,
): BetAmounts | null {
  try {
    return cardBetAmounts(def, {
      side: target.side === 'back' ? 'BACK' : 'LAY',
      selectionId: target.selectionId,
      odds: price,
      stakeCents,
    });
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

export const COULD_NOT_REACH =
  'The server could not be reached. Placing again is safe: this bet can only be placed once.';
export const NOT_PLACED = 'The bet could not be placed. Please try again.';

export interface Refusal {
  message: string;
  /** The price on offer now, when the refusal was a price change. */
  current: number | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The API answers `{statusCode, message, code, current?}`: the player reads its message. */
export function refusalOf(error: unknown): Refusal {
  if (!(error instanceof HttpError)) return { message: NOT_PLACED, current: null };
  if (error.status === 0) return { message: COULD_NOT_REACH, current: null };
  const body = error.body;
  if (!isRecord(body) || typeof body.message !== 'string' || body.message.trim() === '')
    return { message: NOT_PLACED, current: null };
  const code = typeof body.code === 'string' ? (body.code as BetRejection['code']) : null;
  const current =
    code === 'PRICE_CHANGED' && isRecord(body.current) && typeof body.current.odds === 'number'
      ? body.current.odds
      : null;
  return { message: body.message, current };
}
