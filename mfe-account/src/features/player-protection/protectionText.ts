/**
 * What the Player Protection page says and checks, as pure functions: the limit amount a player
 * types, amounts and dates as the page prints them, the account's state, what is used of a limit
 * and what is waiting, and when a break or a self-exclusion chosen now would end.
 */
import dayjs from 'dayjs';
import type { PlayerLimit } from '@backlay/shared/api';
import {
  ACCOUNT_STATE_RULES,
  ACCOUNT_STATE_WORDS,
  LIMIT_INFO,
  LIMIT_MAX,
  type AccountStatus,
  type CoolOffPeriod,
  type SelfExclusionPeriod,
} from '@backlay/shared/rules';

/** Pending dates and the end of a break: "6 Dec 2026, 10:00". */
export const WHEN_FORMAT = 'D MMM YYYY, HH:mm';
/** History rows, as the reports print times. */
export const HISTORY_FORMAT = 'DD/MM/YYYY HH:mm:ss';

export const AMOUNT_REQUIRED = 'Enter an amount.';
export const AMOUNT_INVALID = 'Enter an amount above 0 with at most 2 decimals, for example 500 or 250.50.';
export const AMOUNT_TOO_LARGE = `Enter at most ${groupThousands(String(LIMIT_MAX))}.`;

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** An amount with two decimals and grouped thousands: 1500 → "1,500.00". */
export function formatAmount(value: number): string {
  const cents = Math.round(Math.abs(value) * 100);
  const sign = value < 0 && cents !== 0 ? '-' : '';
  return `${sign}${groupThousands(String(Math.floor(cents / 100)))}.${String(cents % 100).padStart(2, '0')}`;
}

/** An instant as WHEN_FORMAT in the player's time zone. */
export function formatWhen(iso: string): string {
  return dayjs(iso).format(WHEN_FORMAT);
}

export type AmountCheck = { ok: true; amount: number } | { ok: false; error: string };

/**
 * A limit as typed: a number above 0 with at most 2 decimals (thousands may be grouped with
 * commas), no more than LIMIT_MAX. The API checks the same; this only spares the round trip.
 */
export function parseLimitAmount(text: string): AmountCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: AMOUNT_REQUIRED };
  if (!/^(\d+|\d{1,3}(,\d{3})+)(\.\d{1,2})?$/.test(trimmed)) return { ok: false, error: AMOUNT_INVALID };
  const amount = Number(trimmed.replaceAll(',', ''));
  if (!(amount > 0)) return { ok: false, error: AMOUNT_INVALID };
  if (amount > LIMIT_MAX) return { ok: false, error: AMOUNT_TOO_LARGE };
  return { ok: true, amount };
}

/** The account status line: "Your account is active." or the state, its end and what it means. */
export function statusText(status: AccountStatus, until: string | null): string {
  // A player signed in on an inactive account made it active again by doing so.
  if (status === 'active' || status === 'inactive') return 'Your account is active.';
  const end = until ? ` until ${formatWhen(until)}` : '';
  return `Your account is ${ACCOUNT_STATE_WORDS[status]}${end}. ${ACCOUNT_STATE_RULES[status].meaning}`;
}

/** How much of the limit its window has used, or null for the maximum stake (no window). */
export function usedText(limit: PlayerLimit): string | null {
  const { kind } = LIMIT_INFO[limit.key];
  if (kind === 'maxStake' || limit.used === null) return null;
  const used = formatAmount(limit.used);
  return kind === 'loss' ? `Used: ${used} (net losses and open bets' worst case)` : `Used: ${used} staked`;
}

/** The change waiting for its date: a rise or a removal. */
export function pendingText(limit: PlayerLimit): string | null {
  const { pending } = limit;
  if (!pending) return null;
  const when = formatWhen(pending.from);
  return pending.amount === null ? `Will be removed on ${when}` : `Rises to ${formatAmount(pending.amount)} on ${when}`;
}

/** When a break or self-exclusion starting at `now` ends; null: never (permanent). */
export function periodEnd(period: CoolOffPeriod | SelfExclusionPeriod, now: Date = new Date()): Date | null {
  const start = dayjs(now);
  switch (period) {
    case '24h':
      return start.add(24, 'hour').toDate();
    case '1w':
      return start.add(1, 'week').toDate();
    case '3w':
      return start.add(3, 'week').toDate();
    case '6w':
      return start.add(6, 'week').toDate();
    case '6m':
      return start.add(6, 'month').toDate();
    case '1y':
      return start.add(1, 'year').toDate();
    case '5y':
      return start.add(5, 'year').toDate();
    case 'permanent':
      return null;
  }
}
