/**
 * User exposure (exchange-research c2): the sum over the user's open markets of each market's worst
 * case, and the wallet reservation a new bet needs — the change in that market's exposure.
 */

import { addCents, assertNonNegativeInt } from './money.js';

/**
 * What a market is, for reporting. `decimalFancy` is fancy1; oddEven and cricketCasino are runner
 * books and report as `odds` (or as the family the caller tracks them under — the sum is the same).
 */
export type ExposureKind = 'odds' | 'bookmaker' | 'session' | 'khado' | 'meter' | 'card' | 'decimalFancy';

export interface MarketExposure {
  kind: ExposureKind;
  /** The market's worst case as a reservation, ≥ 0 cents. */
  exposureCents: number;
}

/** A user's exposure: Σ of per-market worst cases (each ≥ 0). Markets never offset one another. */
export function userExposure(markets: readonly MarketExposure[]): number {
  let total = 0;
  for (const m of markets) {
    assertNonNegativeInt(m.exposureCents, `exposureCents of a ${m.kind} market`);
    total = addCents(total, m.exposureCents);
  }
  return total;
}

/**
 * The wallet reservation of a new bet: the market's exposure after it minus before it. Positive
 * reserves more of the balance; negative releases (a hedging bet); 0 for a bet inside the current
 * worst case. The user's new exposure is old user exposure + delta.
 */
export function exposureDelta(beforeCents: number, afterCents: number): number {
  assertNonNegativeInt(beforeCents, 'beforeCents');
  assertNonNegativeInt(afterCents, 'afterCents');
  return afterCents - beforeCents;
}
