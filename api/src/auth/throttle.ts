import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { authThrottles } from '../db/schema.js';
import { ApiError } from '../errors.js';

/**
 * Lock-outs after repeated failures, counted in the database so every API process shares them and
 * no header spelling or client address gives a fresh allowance.
 *
 * A key counts failures; at `maxFailures` it locks for `firstLockSeconds`, and each further lock
 * without a success in between doubles that, up to `maxLockSeconds`. A success clears the key; a
 * key left alone for `forgetAfterSeconds` starts again from nothing.
 */
export interface ThrottleRule {
  maxFailures: number;
  firstLockSeconds: number;
  maxLockSeconds: number;
  forgetAfterSeconds: number;
}

const DAY = 24 * 3600;

export const THROTTLE_RULES = {
  /** Wrong passwords for one user name (whether or not it exists), from any address. */
  login: { maxFailures: 5, firstLockSeconds: 60, maxLockSeconds: 3600, forgetAfterSeconds: DAY },
  /** Wrong passwords from one client address, whatever the user names. */
  loginAddress: { maxFailures: 20, firstLockSeconds: 60, maxLockSeconds: 3600, forgetAfterSeconds: 3600 },
  /** Wrong second-factor codes of one account, across its verify tokens and set-up or removal. */
  code: { maxFailures: 5, firstLockSeconds: 60, maxLockSeconds: 3600, forgetAfterSeconds: DAY },
  /** Wrong current passwords of one account: old-password check, password change, two-factor changes. */
  password: { maxFailures: 5, firstLockSeconds: 60, maxLockSeconds: 3600, forgetAfterSeconds: DAY },
} satisfies Record<string, ThrottleRule>;

export type ThrottleKind = keyof typeof THROTTLE_RULES;

export const throttleKey = (kind: ThrottleKind, subject: string) => `${kind}:${subject}`;

/** Seconds until the key unlocks, or 0 when it is not locked. */
export async function lockedFor(db: Db, key: string, nowMs: number): Promise<number> {
  const [row] = await db
    .select({ lockedUntil: authThrottles.lockedUntil })
    .from(authThrottles)
    .where(eq(authThrottles.key, key));
  const until = row?.lockedUntil?.getTime() ?? 0;
  return until > nowMs ? Math.ceil((until - nowMs) / 1000) : 0;
}

/** The length of the lock that the `strikes`-th lock (counting from 1) gets. */
export function lockSeconds(rule: ThrottleRule, strikes: number): number {
  return Math.min(rule.maxLockSeconds, rule.firstLockSeconds * 2 ** Math.max(0, strikes - 1));
}

/**
 * Counts one failure; returns the seconds the key is now locked for (0 when this failure did not
 * reach the limit). One row lock per key, so concurrent failures are all counted.
 */
export async function recordFailure(db: Db, key: string, rule: ThrottleRule, nowMs: number): Promise<number> {
  const now = new Date(nowMs);
  await forgetOldKeys(db, nowMs);
  return db.transaction(async (tx) => {
    await tx
      .insert(authThrottles)
      .values({ key, failures: 0, strikes: 0, updatedAt: now })
      .onConflictDoNothing({ target: authThrottles.key });
    const [row] = await tx.select().from(authThrottles).where(eq(authThrottles.key, key)).for('update');
    const stale = !row || nowMs - row.updatedAt.getTime() > rule.forgetAfterSeconds * 1000;
    let failures = (stale ? 0 : row.failures) + 1;
    let strikes = stale ? 0 : row.strikes;
    let lockedUntil = stale ? null : row.lockedUntil;
    let locked = 0;
    if (failures >= rule.maxFailures) {
      strikes += 1;
      failures = 0;
      locked = lockSeconds(rule, strikes);
      lockedUntil = new Date(nowMs + locked * 1000);
    }
    await tx
      .update(authThrottles)
      .set({ failures, strikes, lockedUntil, updatedAt: now })
      .where(eq(authThrottles.key, key));
    return locked;
  });
}

/** A success clears what the key has counted. */
export async function recordSuccess(db: Db, key: string): Promise<void> {
  await db.delete(authThrottles).where(eq(authThrottles.key, key));
}

/** Keys untouched this long are past every rule's memory and are deleted. */
export const FORGET_AFTER_MS = 2 * DAY * 1000;
/** How often one process deletes them (each guessed user name leaves a key). */
const PURGE_INTERVAL_MS = 60_000;
let lastPurge = Number.NEGATIVE_INFINITY;

/** Deletes keys nobody has touched for FORGET_AFTER_MS, at most once a minute per process. */
async function forgetOldKeys(db: Db, nowMs: number): Promise<void> {
  if (Math.abs(nowMs - lastPurge) < PURGE_INTERVAL_MS) return;
  lastPurge = nowMs;
  await db.delete(authThrottles).where(sql`${authThrottles.updatedAt} < ${new Date(nowMs - FORGET_AFTER_MS)}`);
}

/** "45 seconds", "1 minute", "3 minutes", "1 hour". */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

/** A 429 that says when to try again, with Retry-After. */
export function lockedOut(message: string, seconds: number): ApiError {
  return new ApiError(429, `${message} Try again in ${waitText(seconds)}.`, { 'retry-after': String(seconds) });
}
