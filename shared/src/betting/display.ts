/**
 * Money at the edge of the screens: the API speaks currency units (numbers with at most two
 * decimals), the betting math integer cents. These convert and print both ways, the same in every
 * remote.
 */

import { formatCents } from '../format/number.js';

const MINUS = '\u2212';

/** Currency units → whole cents (float noise such as 1.005 is rounded to the nearest cent). */
export function toCents(units: number): number {
  return Math.round(units * 100);
}

/** Whole cents → currency units. */
export function toUnits(cents: number): number {
  return cents / 100;
}

function grouped(cents: number): string {
  return formatCents(Math.abs(cents), 2);
}

/** A profit or loss in cents as players read it: "+150.00", "−1,100.00", "0.00". */
export function formatPnl(cents: number): string {
  if (cents > 0) return `+${grouped(cents)}`;
  if (cents < 0) return `${MINUS}${grouped(cents)}`;
  return grouped(0);
}

export type PnlTone = 'up' | 'down' | 'flat';

/** The tone of a profit or loss: what colours it. */
export function pnlTone(cents: number): PnlTone {
  return cents > 0 ? 'up' : cents < 0 ? 'down' : 'flat';
}

/** A stake or limit in units: thousands grouped, decimals only when there are cents ("500,000", "12.50"). */
export function formatAmount(units: number): string {
  const cents = Math.abs(toCents(units));
  return formatCents(cents, cents % 100 === 0 ? 0 : 2);
}

const STAKE_TEXT = /^\d+(\.\d{0,2})?$/;

/** A typed stake in cents, or null unless it is a plain amount with at most two decimals. */
export function parseStake(text: string): number | null {
  const trimmed = text.trim();
  if (!STAKE_TEXT.test(trimmed)) return null;
  const cents = toCents(Number(trimmed));
  return Number.isSafeInteger(cents) ? cents : null;
}
