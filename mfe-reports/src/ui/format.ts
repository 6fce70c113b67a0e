/**
 * Money on the reports. Amounts arrive as currency units (at most two decimals); the shared
 * display functions of `@backlay/shared/betting` print them the same way every remote does, with
 * a real minus sign (U+2212) and always two decimals so columns line up.
 */
import { formatPnl, pnlTone, toCents, toUnits, type PnlTone } from '@backlay/shared/betting';

/** "1,250.00", "−40.50", "0.00". */
export function formatMoney(units: number): string {
  const cents = toCents(units);
  return cents > 0 ? formatPnl(cents).slice(1) : formatPnl(cents);
}

/** A profit or loss with its sign: "+150.00", "−1,100.00", "0.00". */
export function formatProfitLoss(units: number): string {
  return formatPnl(toCents(units));
}

export function profitLossTone(units: number): PnlTone {
  return pnlTone(toCents(units));
}

/** An exact sum of amounts (summed in cents, so 0.1 + 0.2 is 0.3). */
export function sumUnits(values: Iterable<number>): number {
  let cents = 0;
  for (const value of values) cents += toCents(value);
  return toUnits(cents);
}

export type { PnlTone };
