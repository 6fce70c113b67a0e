/**
 * Commission: the exchange's charge on a player's net winnings on a market, taken once when the
 * market settles (never per bet, never on a loss) and given back exactly if the result is undone.
 *
 * Rates are basis points (hundredths of a percent: 100 = 1 %) per market type; a type without a
 * rate pays none. The charge is rounded once, half away from zero, to the cent, like every other
 * amount in `betting` (money.ts), and is never more than the winnings it is taken from.
 *
 * Worked examples at 1 % (100 bp):
 *   net +150.00 (15000¢)  → commission 1.50 (150¢), the player keeps 148.50
 *   net +0.50 (50¢)       → 0.5¢ rounds half away from zero → 1¢, the player keeps 0.49
 *   net +0.49 (49¢)       → 0.49¢ → 0¢: nothing is charged
 *   net −200.00 or 0      → nothing is charged (no winnings)
 * At 2.5 % (250 bp): net +33.33 → 83.325¢ → 83¢.
 */
import type { MarketType } from '../sports/types.js';
import { assertNonNegativeInt, mulDivRound } from './money.js';

/** Basis points per market type; a missing type is charged nothing. */
export type CommissionRates = Readonly<Partial<Record<MarketType, number>>>;

/** 100 % in basis points: no rate may take more than the winnings. */
export const MAX_COMMISSION_BP = 10_000;

/** The default schedule: 1 % of net winnings on match odds, nothing elsewhere. */
export const DEFAULT_COMMISSION_RATES: CommissionRates = { matchOdds: 100 };

/** The rate (basis points) a market of `type` is charged under `rates`. */
export function commissionRateOf(rates: CommissionRates, type: MarketType): number {
  return rates[type] ?? 0;
}

/** The commission (cents, ≥ 0) on a market's net result `netCents` at `rateBp` basis points. */
export function commissionCents(netCents: number, rateBp: number): number {
  assertNonNegativeInt(rateBp, 'commission rate');
  if (rateBp > MAX_COMMISSION_BP) throw new RangeError(`commission rate above 100 %: ${rateBp} bp`);
  if (!Number.isSafeInteger(netCents)) throw new RangeError(`net must be whole cents, got ${netCents}`);
  if (netCents <= 0 || rateBp === 0) return 0;
  return mulDivRound(netCents, rateBp, MAX_COMMISSION_BP);
}

/** What the player keeps of `netCents` once commission is taken (a loss is kept as it is). */
export function afterCommission(netCents: number, rateBp: number): number {
  return netCents - commissionCents(netCents, rateBp);
}
