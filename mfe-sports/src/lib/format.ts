import dayjs from 'dayjs';
import type { PriceKind } from '@backlay/shared/sports';

/**
 * Prices as exchanges print them: decimal odds with at most two decimals and no trailing zeros
 * (1.5, 2.02, 110); bookmaker rates and session lines are whole numbers.
 */
export function formatPrice(price: number, kind: PriceKind = 'decimal'): string {
  if (kind !== 'decimal') return String(Math.round(price));
  return String(Math.round(price * 100) / 100);
}

/** Money available (or a box's max stake) in a few characters, so a cell never widens: 950, 12.5k, 1.2M. */
export function formatSize(size: number): string {
  const abs = Math.abs(size);
  if (abs < 1_000) return String(Math.round(size));
  if (abs < 100_000) return `${trim(size / 1_000, 1)}k`;
  if (abs < 1_000_000) return `${Math.round(size / 1_000)}k`;
  return `${trim(size / 1_000_000, 1)}M`;
}

function trim(value: number, decimals: number): string {
  const f = 10 ** decimals;
  return String(Math.round(value * f) / f);
}

/** Stake limits as the market header shows them: 100, 5K, 1L (lakh) as Indian exchanges do, 1Cr. */
export function formatLimit(value: number): string {
  if (value >= 10_000_000) return `${trim(value / 10_000_000, 2)}Cr`;
  if (value >= 100_000) return `${trim(value / 100_000, 2)}L`;
  if (value >= 1_000) return `${trim(value / 1_000, 2)}K`;
  return String(value);
}

/** Start time for lists: "Today 14:30", "Tomorrow 09:00" or "12 Jan 14:30". */
export function formatStart(startAt: string, now: number = Date.now()): string {
  const start = dayjs(startAt);
  if (!start.isValid()) return '';
  const today = dayjs(now).startOf('day');
  const day = start.startOf('day').diff(today, 'day');
  if (day === 0) return `Today ${start.format('HH:mm')}`;
  if (day === 1) return `Tomorrow ${start.format('HH:mm')}`;
  return start.format('D MMM HH:mm');
}

/** A race's start in a meeting's list: "14:30" today, else as formatStart writes it. */
export function formatRaceStart(startAt: string, now: number = Date.now()): string {
  const start = dayjs(startAt);
  if (!start.isValid()) return '';
  return start.isSame(dayjs(now), 'day') ? start.format('HH:mm') : formatStart(startAt, now);
}

/** A full start time for match headers: "Sat 10 Jan 2026, 14:30". */
export function formatStartLong(startAt: string): string {
  const start = dayjs(startAt);
  return start.isValid() ? start.format('ddd D MMM YYYY, HH:mm') : '';
}
