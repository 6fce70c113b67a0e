/**
 * Bet slip helpers: price steppers, validators (that explain instead of throwing) and the price
 * acceptance rule used after an in-play delay (exchange-research c1, c7, c8).
 */

import { isOnLadder, tickDown, tickUp } from '../sports/ladder.js';
import type { PriceKind } from '../sports/types.js';
import { backProfitCents, priceToHundredths, rateProfitCents } from './money.js';
import type { DecimalFancyBet, KhadoBet, MeterBet, OddsBet, RateBet, SessionBet, SessionSide, Side } from './types.js';

export type BetValidationCode =
  | 'INVALID_STAKE'
  | 'STAKE_BELOW_MIN'
  | 'STAKE_ABOVE_MAX'
  | 'INVALID_ODDS'
  | 'INVALID_RATE'
  | 'INVALID_LINE'
  | 'INVALID_RANGE'
  | 'INVALID_SIDE'
  | 'INVALID_SELECTION';

export type Validation = { ok: true } | { ok: false; code: BetValidationCode; message: string };

/** Optional stake limits of a market, in cents (inclusive). */
export interface StakeLimits {
  minCents?: number;
  maxCents?: number;
}

const OK: Validation = { ok: true };

function fail(code: BetValidationCode, message: string): Validation {
  return { ok: false, code, message };
}

function isInt(v: unknown, min: number): v is number {
  return typeof v === 'number' && Number.isSafeInteger(v) && v >= min;
}

/** One price step. Decimal: the exchange ladder (off-ladder prices snap to the next tick); rate and line: ±1. */
export function stepPrice(price: number, direction: 'up' | 'down', kind: PriceKind = 'decimal'): number {
  if (!Number.isFinite(price)) throw new RangeError(`price must be finite, got ${price}`);
  if (kind === 'decimal') return direction === 'up' ? tickUp(price) : tickDown(price);
  const min = kind === 'rate' ? 1 : 0;
  const next = direction === 'up' ? Math.floor(price) + 1 : Math.ceil(price) - 1;
  return Math.max(min, next);
}

/** Decimal prices must be on the ladder (1.01…1000); rates integers ≥ 1; run lines integers ≥ 0. */
export function validatePrice(price: number, kind: PriceKind): Validation {
  switch (kind) {
    case 'decimal':
      return typeof price === 'number' && isOnLadder(price)
        ? OK
        : fail('INVALID_ODDS', `${price} is not a valid exchange price`);
    case 'rate':
      return isInt(price, 1) ? OK : fail('INVALID_RATE', `rate must be a whole number ≥ 1, got ${String(price)}`);
    case 'line':
      return isInt(price, 0) ? OK : fail('INVALID_LINE', `run line must be a whole number ≥ 0, got ${String(price)}`);
  }
}

/** A stake must be a whole number of cents > 0, and within the market's limits when given. */
export function validateStake(stakeCents: number, limits: StakeLimits = {}): Validation {
  if (!isInt(stakeCents, 1))
    return fail('INVALID_STAKE', `stake must be a whole number of cents above 0, got ${String(stakeCents)}`);
  if (limits.minCents !== undefined && stakeCents < limits.minCents) {
    return fail('STAKE_BELOW_MIN', `stake ${stakeCents} is below the minimum ${limits.minCents}`);
  }
  if (limits.maxCents !== undefined && stakeCents > limits.maxCents) {
    return fail('STAKE_ABOVE_MAX', `stake ${stakeCents} is above the maximum ${limits.maxCents}`);
  }
  return OK;
}

function validateSide(side: Side): Validation {
  return side === 'BACK' || side === 'LAY' ? OK : fail('INVALID_SIDE', `side must be BACK or LAY, got ${String(side)}`);
}

function validateSessionSide(side: SessionSide): Validation {
  return side === 'YES' || side === 'NO' ? OK : fail('INVALID_SIDE', `side must be YES or NO, got ${String(side)}`);
}

function validateSelection(selectionId: number): Validation {
  return isInt(selectionId, 0)
    ? OK
    : fail('INVALID_SELECTION', `selectionId must be a whole number, got ${String(selectionId)}`);
}

/** The first failure of a list of checks, run lazily in order. */
function firstFailure(...checks: (() => Validation)[]): Validation {
  for (const check of checks) {
    const v = check();
    if (!v.ok) return v;
  }
  return OK;
}

/** The bet's amounts must stay exact integers (a huge stake at a long price can overflow). */
function amountsFit(compute: () => number): Validation {
  try {
    compute();
    return OK;
  } catch (e) {
    if (e instanceof RangeError) return fail('INVALID_STAKE', 'stake is too large for this price');
    throw e;
  }
}

export function validateOddsBet(bet: OddsBet, limits: StakeLimits = {}): Validation {
  return firstFailure(
    () => validateSide(bet.side),
    () => validateSelection(bet.selectionId),
    () => validatePrice(bet.price, 'decimal'),
    () => validateStake(bet.stakeCents, limits),
    () => amountsFit(() => backProfitCents(bet.stakeCents, bet.price)),
  );
}

export function validateBookmakerBet(bet: RateBet, limits: StakeLimits = {}): Validation {
  return firstFailure(
    () => validateSide(bet.side),
    () => validateSelection(bet.selectionId),
    () => validatePrice(bet.rate, 'rate'),
    () => validateStake(bet.stakeCents, limits),
    () => amountsFit(() => rateProfitCents(bet.stakeCents, bet.rate)),
  );
}

export function validateSessionBet(bet: SessionBet, limits: StakeLimits = {}): Validation {
  return firstFailure(
    () => validateSessionSide(bet.side),
    () => validatePrice(bet.line, 'line'),
    () => validatePrice(bet.rate, 'rate'),
    () => validateStake(bet.stakeCents, limits),
    () => amountsFit(() => rateProfitCents(bet.stakeCents, bet.rate)),
  );
}

export function validateKhadoBet(bet: KhadoBet, limits: StakeLimits = {}): Validation {
  return firstFailure(
    () => validatePrice(bet.line, 'line'),
    () =>
      isInt(bet.range, 1)
        ? OK
        : fail('INVALID_RANGE', `khado range must be a whole number ≥ 1, got ${String(bet.range)}`),
    () => validatePrice(bet.rate, 'rate'),
    () => validateStake(bet.stakeCents, limits),
    () => amountsFit(() => rateProfitCents(bet.stakeCents, bet.rate)),
  );
}

export function validateMeterBet(bet: MeterBet, limits: StakeLimits = {}): Validation {
  return firstFailure(
    () => validateSessionSide(bet.side),
    () => validatePrice(bet.line, 'line'),
    () => validatePrice(bet.rate, 'rate'),
    () => validateStake(bet.stakeCents, limits),
  );
}

/** Decimal fancy prices are set by the provider, so every price above 1 with at most two decimals. */
export function validateDecimalFancyBet(bet: DecimalFancyBet, limits: StakeLimits = {}): Validation {
  return firstFailure(
    () => validateSide(bet.side),
    () =>
      amountsFit(() => priceToHundredths(bet.price)).ok
        ? OK
        : fail('INVALID_ODDS', `${bet.price} is not a valid decimal price`),
    () => validateStake(bet.stakeCents, limits),
    () => amountsFit(() => backProfitCents(bet.stakeCents, bet.price)),
  );
}

const EPS = 1e-9;

/**
 * Whether an order at `requested` may be filled at `available` (decimal price or bookmaker rate):
 * a back takes any price ≥ requested (better or equal), a lay any price ≤ requested.
 * For session run lines use `acceptsSessionPrice` (a lower line is better for YES).
 */
export function acceptsPrice(side: Side, requested: number, available: number): boolean {
  if (!Number.isFinite(requested) || !Number.isFinite(available)) return false;
  return side === 'BACK' ? available >= requested - EPS : available <= requested + EPS;
}

/**
 * The price an order at `requested` is filled at: the best acceptable available price (the
 * highest for a back, the lowest for a lay), or null when none is acceptable. `available` is one
 * price or the levels on offer.
 */
export function fillPrice(side: Side, requested: number, available: number | readonly number[]): number | null {
  const levels: readonly number[] = typeof available === 'number' ? [available] : available;
  let best: number | null = null;
  for (const p of levels) {
    if (!acceptsPrice(side, requested, p)) continue;
    if (best === null || (side === 'BACK' ? p > best : p < best)) best = p;
  }
  return best;
}

/** A session price: run line and rate. */
export interface LineRate {
  line: number;
  rate: number;
}

/**
 * Session acceptance: YES is better with a lower (or equal) line and a higher (or equal) rate;
 * NO with a higher (or equal) line and a lower (or equal) rate.
 */
export function acceptsSessionPrice(side: SessionSide, requested: LineRate, available: LineRate): boolean {
  return side === 'YES'
    ? available.line <= requested.line && available.rate >= requested.rate
    : available.line >= requested.line && available.rate <= requested.rate;
}
