/**
 * Exact integer-cent arithmetic.
 *
 * Rounding rule (the only one in `betting`): an amount that is not a whole number of cents — a
 * back profit s·(p − 1), a rate profit s·r/100, a meter win s·r·d/100 — is rounded **once per bet, half away from zero**,
 * computed exactly from integers (never from a float product): 105¢ at 1.15 → 105·15/100 = 15.75 →
 * 16¢; 1¢ at 1.50 → 0.5 → 1¢. Every position, ladder row and settlement is a sum of these per-bet
 * amounts, so sums are exact and a settlement always equals the position it settles.
 *
 * Inputs outside the rules (fractional cents, negative stakes, prices with more than two decimals,
 * results beyond Number.MAX_SAFE_INTEGER) throw a RangeError: money math never guesses. The
 * validators in `slip.ts` are the friendly front door that returns reasons instead.
 */

import type { BetAmounts } from './types.js';

/** Throws unless `v` is a safe integer ≥ 0 (a stake, a rate, a line, a run count). */
export function assertNonNegativeInt(v: number, what: string): void {
  if (!Number.isSafeInteger(v) || v < 0) throw new RangeError(`${what} must be a non-negative safe integer, got ${v}`);
}

function assertSafeInt(v: number, what: string): void {
  if (!Number.isSafeInteger(v)) throw new RangeError(`${what} must be a safe integer, got ${v}`);
}

/** a + b for cents, throwing instead of losing precision beyond Number.MAX_SAFE_INTEGER. */
export function addCents(a: number, b: number): number {
  const r = a + b;
  if (!Number.isSafeInteger(r)) throw new RangeError(`cent sum out of the safe integer range: ${a} + ${b}`);
  return r;
}

/** −x without producing −0 (a loss of 0 is 0). */
export function negCents(x: number): number {
  return x === 0 ? 0 : -x;
}

/** Sum of cent amounts (exact; throws on overflow). */
export function sumCents(values: Iterable<number>): number {
  let total = 0;
  for (const v of values) total = addCents(total, v);
  return total;
}

/**
 * round(a·b / d), half away from zero, computed exactly for safe integers a, b and d > 0.
 * Uses float arithmetic only while a·b is a safe integer, BigInt beyond.
 */
export function mulDivRound(a: number, b: number, d: number): number {
  assertSafeInt(a, 'a');
  assertSafeInt(b, 'b');
  assertSafeInt(d, 'd');
  if (d <= 0) throw new RangeError(`divisor must be positive, got ${d}`);
  const p = a * b;
  if (Number.isSafeInteger(p)) {
    const r = p % d; // exact: remainder of integers, same sign as p
    let q = (p - r) / d; // exact: p − r is a multiple of d
    if (2 * Math.abs(r) >= d) q += p < 0 ? -1 : 1;
    return q + 0; // normalise −0
  }
  const P = BigInt(a) * BigInt(b);
  const D = BigInt(d);
  let q = P / D;
  const r = P % D;
  const absR = r < 0n ? -r : r;
  if (2n * absR >= D) q += P < 0n ? -1n : 1n;
  const out = Number(q);
  if (!Number.isSafeInteger(out)) throw new RangeError(`amount out of the safe integer range: ${a}·${b}/${d}`);
  return out;
}

/**
 * A decimal price as integer hundredths (2.5 → 250). Accepts at most two decimals (a float within
 * 1e-6 of a hundredth, such as 1 + 0.15, counts as that hundredth); the price must be > 1.
 */
export function priceToHundredths(price: number): number {
  if (!Number.isFinite(price)) throw new RangeError(`price must be finite, got ${price}`);
  const h = Math.round(price * 100);
  if (Math.abs(price * 100 - h) > 1e-6) throw new RangeError(`price must have at most two decimals, got ${price}`);
  if (h <= 100) throw new RangeError(`decimal price must be above 1, got ${price}`);
  if (!Number.isSafeInteger(h)) throw new RangeError(`price out of range: ${price}`);
  return h;
}

/** Profit of a winning back bet at a decimal price: round(stake × (price − 1)) cents. Also a lay's liability. */
export function backProfitCents(stakeCents: number, price: number): number {
  assertNonNegativeInt(stakeCents, 'stakeCents');
  return mulDivRound(stakeCents, priceToHundredths(price) - 100, 100);
}

/** Profit of a winning bet at a rate in paise: round(stake × rate / 100) cents. */
export function rateProfitCents(stakeCents: number, rate: number): number {
  assertNonNegativeInt(stakeCents, 'stakeCents');
  assertNonNegativeInt(rate, 'rate');
  return mulDivRound(stakeCents, rate, 100);
}

/** Bookmaker rate → decimal odds: 1 + rate/100 (50 → 1.5). */
export function rateToDecimal(rate: number): number {
  assertNonNegativeInt(rate, 'rate');
  return (100 + rate) / 100;
}

/** Decimal odds → bookmaker rate: (price − 1)·100 (1.5 → 50), as the server converts `gtype "match"` rates. */
export function decimalToRate(price: number): number {
  return priceToHundredths(price) - 100;
}

/** Worst case of a set of outcomes as a reservation: max(0, −min). Empty → 0. */
export function worstCaseExposure(pnls: Iterable<number>): number {
  let min = 0;
  for (const v of pnls) {
    assertSafeInt(v, 'P/L');
    if (v < min) min = v;
  }
  return min === 0 ? 0 : -min;
}

/** The win and loss of a back-style bet (back, YES) and of a lay-style bet (lay, NO). */
export function amounts(isBackStyle: boolean, stakeCents: number, profitCents: number): BetAmounts {
  return isBackStyle
    ? { winCents: profitCents, lossCents: stakeCents }
    : { winCents: stakeCents, lossCents: profitCents };
}
