/**
 * Amounts as en-US prints them ("1,234,567.50"), without Intl: the first Intl number format of a
 * page loads the locale's data, ~100 ms of main thread on a mid-range phone at 4× CPU slow-down,
 * spent inside the first render of the header (the balance). The text is the same as
 * `toLocaleString('en-US', …)` with these fraction digits for whole cents (number.test.ts
 * compares the two).
 */

/**
 * `cents / 100` with thousands grouped and `decimals` (0 or 2) fraction digits; with 0 the cents
 * must be whole units. Money here is whole cents, so no rounding happens.
 */
export function formatCents(cents: number, decimals: 0 | 2): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  if (decimals === 0) return `${sign}${whole}`;
  return `${sign}${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/** An amount in units with two decimals only when it has cents ("1,500", "12.50", "-0.05"). */
export function formatUnits(units: number): string {
  const cents = Math.round(units * 100);
  return formatCents(cents === 0 ? 0 : cents, cents % 100 === 0 ? 0 : 2);
}
