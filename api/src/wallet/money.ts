/**
 * Money crosses the API as decimal numbers with two places and lives in the database as
 * numeric(18,2). In between it is an integer count of cents, so sums are exact.
 */
export type Cents = number;

const MONEY_RE = /^(-)?(\d{1,16})(?:\.(\d{1,2}))?$/;

/** Largest amount one operation may move: 10^13, far below numeric(18,2)'s range. */
export const MAX_AMOUNT_CENTS = 10_000_000_000_000 * 100;

export function toCents(value: string | number): Cents {
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
  const m = MONEY_RE.exec(text);
  if (!m) throw new RangeError(`Not a money amount: ${String(value)}`);
  const whole = Number(m[2]);
  const frac = Number((m[3] ?? '').padEnd(2, '0'));
  const cents = whole * 100 + frac;
  return m[1] ? -cents : cents;
}

export function fromCents(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** For JSON responses: a number with at most two decimals. */
export function centsToNumber(cents: Cents): number {
  return Number(fromCents(cents));
}

/** True when a client-sent number is a positive amount with at most two decimals. */
export function isValidAmount(value: number): boolean {
  if (!Number.isFinite(value) || value <= 0) return false;
  const cents = Math.round(value * 100);
  // Compare at the number's own precision: a fixed tolerance fails above ~10^8.
  return cents / 100 === value && cents <= MAX_AMOUNT_CENTS;
}
