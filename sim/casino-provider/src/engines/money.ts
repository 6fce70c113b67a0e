/**
 * Provider money: integer cents inside, numbers with at most two decimals at the edges (the
 * page's input, the wallet calls). Payouts are floored to the cent, never rounded up.
 */
import { GameError } from './types.js';

export const toAmount = (cents: number): number => cents / 100;

/** stake × multiplier (in hundredths), floored to the cent. */
export function payoutAt(stakeCents: number, multiplierHundredths: number): number {
  return Math.floor((stakeCents * multiplierHundredths) / 100);
}

/** A stake from the page: a number of currency units with at most two decimals, within the limits. */
export function stakeCents(value: unknown, min: number, max: number, what = 'Stake'): number {
  const cents = typeof value === 'number' && Number.isFinite(value) ? Math.round(value * 100) : NaN;
  if (!Number.isSafeInteger(cents) || cents / 100 !== value)
    throw new GameError('INVALID_STAKE', `${what} must be an amount with at most two decimals.`);
  if (cents < min * 100 || cents > max * 100)
    throw new GameError('INVALID_STAKE', `${what} must be between ${min} and ${max}.`);
  return cents;
}

/** A plain object from unknown JSON, or a GameError. */
export function record(value: unknown, what: string): Record<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new GameError('INVALID_REQUEST', `${what} is missing.`);
  return value as Record<string, unknown>;
}

/** A list of bets `[{ …, stake }]` from unknown JSON: 1..max entries. */
export function betList(value: unknown, max: number): Record<string, unknown>[] {
  const bets = record(value, 'The bet').bets;
  if (!Array.isArray(bets) || bets.length === 0) throw new GameError('INVALID_REQUEST', 'Place at least one bet.');
  if (bets.length > max) throw new GameError('INVALID_REQUEST', `At most ${max} bets a round.`);
  return bets.map((b) => record(b, 'A bet'));
}
