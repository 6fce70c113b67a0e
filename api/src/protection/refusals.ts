/**
 * A placement refused by player protection: `protection_check` (migration 0012) answers a JSON
 * refusal from inside the money-moving transaction; this turns it into the player's message (the
 * limit, its window, how much is used and when it frees up) and records it in the history once the
 * transaction has ended.
 */
import {
  ACCOUNT_STATE_RULES,
  ACCOUNT_STATE_WORDS,
  LIMIT_INFO,
  type AccountStatus,
  type LimitKey,
} from '@backlay/shared/schemas';
import type { Db } from '../db/client.js';
import type { Tx } from '../wallet/ledger.js';
import { protectionEvents } from '../db/schema.js';
import { BetRejectedError } from '../betting/errors.js';

export type ProtectionRefusal =
  | { code: 'ACCOUNT_RESTRICTED'; status: AccountStatus }
  | {
      code: 'PLAYER_LIMIT';
      key: LimitKey;
      limit: string;
      /** Already counted in the window (null for the maximum stake). */
      used: string | null;
      /** What the refused action would have added. */
      adding: string;
      /** ISO time from which the oldest counted amount leaves the window (null: none counted). */
      freesAt: string | null;
    };

export function parseRefusal(json: string): ProtectionRefusal {
  const raw = JSON.parse(json) as {
    code: string;
    status?: AccountStatus;
    key?: LimitKey;
    limit?: string | number;
    used?: string | number | null;
    adding?: string | number;
    freesAt?: string | null;
  };
  if (raw.code === 'ACCOUNT_RESTRICTED') return { code: 'ACCOUNT_RESTRICTED', status: raw.status! };
  return {
    code: 'PLAYER_LIMIT',
    key: raw.key!,
    limit: String(raw.limit),
    used: raw.used === null || raw.used === undefined ? null : String(raw.used),
    adding: String(raw.adding),
    freesAt: typeof raw.freesAt === 'string' ? new Date(raw.freesAt).toISOString() : null,
  };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A time as the player reads it in a message: "6 Dec 2026, 10:00 UTC". */
export function formatWhen(at: Date | string): string {
  const d = typeof at === 'string' ? new Date(at) : at;
  const hh = String(d.getUTCHours()).padStart(2, '0');
  const mm = String(d.getUTCMinutes()).padStart(2, '0');
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${hh}:${mm} UTC`;
}

/** A money amount with two places and thousands separators: "1,250.00". */
export function formatAmount(value: string | number): string {
  return Number(value).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

const WINDOW_WORDS = { day: 'the last 24 hours', week: 'the last 7 days', month: 'the last month' } as const;

export const stateWords = (status: AccountStatus): string => ACCOUNT_STATE_WORDS[status];

/** What the player reads: which limit, its window, what is used, and when it frees up. */
export function refusalMessage(refusal: ProtectionRefusal, what = 'bet'): string {
  if (refusal.code === 'ACCOUNT_RESTRICTED') {
    const rule = ACCOUNT_STATE_RULES[refusal.status];
    return `Your account is ${ACCOUNT_STATE_WORDS[refusal.status]}: it cannot place bets or play games now. ${rule.meaning}`;
  }
  const info = LIMIT_INFO[refusal.key];
  const limit = formatAmount(refusal.limit);
  if (info.kind === 'maxStake')
    return `Your maximum stake per bet is ${limit}: this ${what} stakes ${formatAmount(refusal.adding)}.`;
  const window = WINDOW_WORDS[info.window!];
  const used = formatAmount(refusal.used ?? 0);
  const adding = formatAmount(refusal.adding);
  if (info.kind === 'loss') {
    const frees = refusal.freesAt
      ? ` It frees up from ${formatWhen(refusal.freesAt)} as older results leave the window, and as open bets settle.`
      : ' It frees up as your open bets settle.';
    return `${info.label} is ${limit}: ${used} is lost or at risk in ${window} and this ${what} could lose ${adding} more.${frees}`;
  }
  const frees = refusal.freesAt
    ? ` It frees up from ${formatWhen(refusal.freesAt)} as older stakes leave the window.`
    : '';
  return `${info.label} is ${limit}: ${used} is staked in ${window} and this ${what} stakes ${adding}.${frees}`;
}

/** A refusal the history records after the refused transaction has rolled back. */
export class ProtectionRefusedError extends BetRejectedError {
  constructor(
    readonly refusal: ProtectionRefusal,
    message: string,
    record: () => Promise<void>,
  ) {
    super(403, refusal.code, message);
    this.afterwards = record;
  }
}

/** Writes a limit refusal (or a state refusal) to the player's protection history. */
export async function recordRefusal(
  db: Db | Tx,
  userId: string,
  refusal: ProtectionRefusal,
  message: string,
  where: string,
  at: Date,
): Promise<void> {
  await db.insert(protectionEvents).values({
    userId,
    action: refusal.code === 'PLAYER_LIMIT' ? 'limit.refused' : 'state.refused',
    message: `Refused (${where}): ${message}`,
    detail: { ...refusal, where },
    actor: 'system',
    createdAt: at,
  });
}

/** The error a placement throws for a protection refusal; the error handler records it afterwards. */
export function protectionRefused(db: Db, userId: string, json: string, where: string, at: Date) {
  const refusal = parseRefusal(json);
  const message = refusalMessage(refusal);
  return new ProtectionRefusedError(refusal, message, () => recordRefusal(db, userId, refusal, message, where, at));
}
