/**
 * The money columns (numeric(18,2), read as exact strings) to integer cents and back. Amounts
 * are the provider's own: stakes and payouts of its rounds, never more than two decimals.
 */
const MONEY = /^(-)?(\d{1,16})(?:\.(\d{1,2}))?$/;

export function toCents(value: string): number {
  const m = MONEY.exec(value.trim());
  if (!m) throw new RangeError(`Not a money amount: ${value}`);
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -cents : cents;
}

export function fromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
