/**
 * Player protection: account states, limits, the reality check, cool-off and self-exclusion, and
 * their history. What each state allows is ACCOUNT_STATE_RULES (`@backlay/shared/schemas`); the
 * money paths enforce states and limits in their own transactions through `protection_check`
 * (migration 0012), and this module keeps the rows those checks read.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  ACCOUNT_STATE_RULES,
  HELP_LINKS,
  LIMIT_INCREASE_DELAY_DAYS,
  LIMIT_INFO,
  LIMIT_KEYS,
  PERIOD_LABELS,
  SELF_EXCLUSION_REVOKE_DELAY_DAYS,
  type AccountStatus,
  type CoolOffPeriod,
  type ErrorBodyShape,
  type LimitKey,
  type SelfExclusionPeriod,
} from '@backlay/shared/schemas';
import type { AccountRefusal, PlayerLimit, Protection, ProtectionEvent } from '@backlay/shared/api';
import type { AppContext } from '../context.js';
import { rowsOf, type Db } from '../db/client.js';
import { playerLimits, protectionEvents, sessions, users, wallets } from '../db/schema.js';
import { ApiError, badRequest, forbidden, notFound } from '../errors.js';
import { verifyPassword } from '../auth/passwords.js';
import { endSessions } from '../auth/endSessions.js';
import type { Tx } from '../wallet/ledger.js';
import { centsToNumber, fromCents, toCents } from '../wallet/money.js';
import { formatAmount, formatWhen, stateWords } from './refusals.js';

const DAY_MS = 86_400_000;

type Actor = 'player' | 'operator' | 'system';
type UserRow = typeof users.$inferSelect;

/** The state an account is in at `now` (the SQL function `account_status` says the same). */
export function effectiveStatus(
  user: Pick<UserRow, 'status' | 'statusUntil' | 'selfExclusionRevokesAt'>,
  now: Date,
): AccountStatus {
  const status = user.status as AccountStatus;
  if (status === 'coolingOff' && user.statusUntil && user.statusUntil <= now) return 'active';
  if (
    status === 'selfExcluded' &&
    user.statusUntil &&
    user.statusUntil <= now &&
    user.selfExclusionRevokesAt &&
    user.selfExclusionRevokesAt <= now
  )
    return 'active';
  return status;
}

/** `months` calendar months after `from` (UTC), the day clamped to the month's last. */
export function addMonths(from: Date, months: number): Date {
  const d = new Date(from.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/** When a cool-off or self-exclusion chosen at `now` ends (null: permanent). */
export function periodEnd(period: CoolOffPeriod | SelfExclusionPeriod, now: Date): Date | null {
  switch (period) {
    case '24h':
      return new Date(now.getTime() + DAY_MS);
    case '1w':
      return new Date(now.getTime() + 7 * DAY_MS);
    case '3w':
      return new Date(now.getTime() + 21 * DAY_MS);
    case '6w':
      return new Date(now.getTime() + 42 * DAY_MS);
    case '6m':
      return addMonths(now, 6);
    case '1y':
      return addMonths(now, 12);
    case '5y':
      return addMonths(now, 60);
    case 'permanent':
      return null;
  }
}

async function addEvent(
  db: Db | Tx,
  userId: string,
  action: string,
  message: string,
  actor: Actor,
  at: Date,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await db.insert(protectionEvents).values({ userId, action, message, detail, actor, createdAt: at });
}

const money = (value: string | null): number | null => (value === null ? null : centsToNumber(toCents(value)));
const words = (value: string | null): string => (value === null ? 'no limit' : formatAmount(value));

/**
 * Pending increases and removals whose date has come are put in force, each recorded at its own
 * date. Called under the player's row lock by every change, and by every read.
 */
async function promoteDue(tx: Tx, userId: string, now: Date): Promise<void> {
  const due = await tx
    .select()
    .from(playerLimits)
    .where(and(eq(playerLimits.userId, userId), sql`${playerLimits.pendingFrom} <= ${now.toISOString()}`));
  for (const row of due) {
    const key = row.key as LimitKey;
    if (row.pendingAmount === null) {
      await tx.delete(playerLimits).where(and(eq(playerLimits.userId, userId), eq(playerLimits.key, key)));
    } else {
      await tx
        .update(playerLimits)
        .set({ amount: row.pendingAmount, pendingAmount: null, pendingFrom: null, updatedAt: row.pendingFrom! })
        .where(and(eq(playerLimits.userId, userId), eq(playerLimits.key, key)));
    }
    const what =
      row.pendingAmount === null
        ? `${LIMIT_INFO[key].label}: removed (was ${words(row.amount)}).`
        : `${LIMIT_INFO[key].label}: ${formatAmount(row.pendingAmount)} in force (was ${words(row.amount)}).`;
    await addEvent(tx, userId, 'limit.active', what, 'system', row.pendingFrom!, {
      key,
      from: row.amount,
      to: row.pendingAmount,
    });
  }
}

/** The player's row, locked for a change of their protection; due pending limits put in force. */
async function lockPlayer(tx: Tx, userId: string, now: Date): Promise<UserRow> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw notFound('Player not found.');
  await promoteDue(tx, userId, now);
  return user;
}

/** Everything the Player Protection page shows, as it stands at `now` for the login `sessionId`. */
export async function readProtection(db: Db, userId: string, sessionId: string | null, now: Date): Promise<Protection> {
  const user = await db.transaction((tx) => lockPlayer(tx, userId, now));
  const rows = await db.select().from(playerLimits).where(eq(playerLimits.userId, userId));
  const usage = rowsOf(
    await db.execute(sql`select k.key, u.o_used as used
      from unnest(array['lossDay','lossWeek','lossMonth','stakeDay','stakeWeek','stakeMonth']) as k(key),
      lateral limit_usage(${userId}, k.key, ${now.toISOString()}, null) u`),
  );
  const [wallet] = await db.select({ exposure: wallets.exposure }).from(wallets).where(eq(wallets.userId, userId));
  const exposure = wallet ? toCents(wallet.exposure) : 0;
  const usedOf = new Map(usage.map((row) => [String(row.key), toCents(Number(row.used).toFixed(2))]));
  const limits: PlayerLimit[] = LIMIT_KEYS.map((key) => {
    const row = rows.find((r) => r.key === key);
    const used = usedOf.get(key);
    return {
      key,
      amount: money(row?.amount ?? null),
      pending: row?.pendingFrom ? { amount: money(row.pendingAmount), from: row.pendingFrom.toISOString() } : null,
      used: used === undefined ? null : centsToNumber(LIMIT_INFO[key].kind === 'loss' ? used + exposure : used),
    };
  });
  const [session] = sessionId ? await db.select().from(sessions).where(eq(sessions.id, sessionId)) : [];
  const startedAt = session?.createdAt ?? now;
  const checkedAt = session?.realityCheckAt ?? startedAt;
  const [pl] = rowsOf(
    await db.execute(sql`select coalesce(sum(amount), 0)::text as total from ledger_entries
      where user_id = ${userId} and type in ('win', 'loss', 'commission') and created_at >= ${startedAt.toISOString()}`),
  );
  return {
    status: effectiveStatus(user, now),
    statusUntil: user.statusUntil?.toISOString() ?? null,
    limits,
    realityCheck: {
      intervalMinutes: user.realityCheckMinutes,
      sessionStartedAt: startedAt.toISOString(),
      dueAt: new Date(checkedAt.getTime() + user.realityCheckMinutes * 60_000).toISOString(),
      sessionProfitLoss: centsToNumber(toCents(typeof pl?.total === 'string' ? pl.total : '0')),
    },
  };
}

/**
 * Sets a limit: a decrease (or a first limit) is in force at once and drops any pending increase;
 * an increase or removal waits LIMIT_INCREASE_DELAY_DAYS; asking for the amount in force cancels a
 * pending change. Answers the player's message.
 */
export async function setLimit(
  db: Db,
  userId: string,
  key: LimitKey,
  amount: number | null,
  now: Date,
  actor: Actor = 'player',
): Promise<string> {
  if (amount !== null && (!Number.isFinite(amount) || amount < 0 || Math.round(amount * 100) / 100 !== amount))
    throw badRequest('A limit is an amount of 0 or more with at most two decimals.');
  const label = LIMIT_INFO[key].label;
  return db.transaction(async (tx) => {
    await lockPlayer(tx, userId, now);
    const [row] = await tx
      .select()
      .from(playerLimits)
      .where(and(eq(playerLimits.userId, userId), eq(playerLimits.key, key)));
    const current = row?.amount ?? null;
    const wanted = amount === null ? null : fromCents(Math.round(amount * 100));
    const currentCents = current === null ? null : toCents(current);
    const wantedCents = wanted === null ? null : toCents(wanted);
    const detail = { key, from: current, to: wanted };
    if (wantedCents === currentCents) {
      if (!row?.pendingFrom) return `${label}: ${words(current)}, unchanged.`;
      if (current === null)
        await tx.delete(playerLimits).where(and(eq(playerLimits.userId, userId), eq(playerLimits.key, key)));
      else
        await tx
          .update(playerLimits)
          .set({ pendingAmount: null, pendingFrom: null, updatedAt: now })
          .where(and(eq(playerLimits.userId, userId), eq(playerLimits.key, key)));
      const message = `${label}: the pending change is cancelled; ${words(current)} stays in force.`;
      await addEvent(tx, userId, 'limit.set', message, actor, now, detail);
      return message;
    }
    if (wantedCents !== null && (currentCents === null || wantedCents < currentCents)) {
      await tx
        .insert(playerLimits)
        .values({ userId, key, amount: wanted, pendingAmount: null, pendingFrom: null, updatedAt: now })
        .onConflictDoUpdate({
          target: [playerLimits.userId, playerLimits.key],
          set: { amount: wanted, pendingAmount: null, pendingFrom: null, updatedAt: now },
        });
      const dropped = row?.pendingFrom ? ' The pending increase is cancelled.' : '';
      const message = `${label}: ${formatAmount(wanted!)}, in force now.${dropped}`;
      await addEvent(tx, userId, 'limit.set', message, actor, now, detail);
      return message;
    }
    const from = new Date(now.getTime() + LIMIT_INCREASE_DELAY_DAYS * DAY_MS);
    await tx
      .update(playerLimits)
      .set({ pendingAmount: wanted, pendingFrom: from, updatedAt: now })
      .where(and(eq(playerLimits.userId, userId), eq(playerLimits.key, key)));
    const message =
      wanted === null
        ? `${label}: removed from ${formatWhen(from)}; until then ${words(current)} stays in force.`
        : `${label}: rises to ${formatAmount(wanted)} on ${formatWhen(from)}; until then ${words(current)} stays in force.`;
    await addEvent(tx, userId, 'limit.pending', message, actor, now, { ...detail, pendingFrom: from.toISOString() });
    return message;
  });
}

/** How often the reality check appears. */
export async function setRealityCheckInterval(db: Db, userId: string, minutes: number, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    const user = await lockPlayer(tx, userId, now);
    if (user.realityCheckMinutes === minutes) return `Reality check: every ${minutes} minutes, unchanged.`;
    await tx.update(users).set({ realityCheckMinutes: minutes }).where(eq(users.id, userId));
    const message = `Reality check: every ${minutes} minutes (was every ${user.realityCheckMinutes}).`;
    await addEvent(tx, userId, 'realityCheck', message, 'player', now, { from: user.realityCheckMinutes, to: minutes });
    return message;
  });
}

/** The player read the reality check: the next one is an interval from now, for every tab of this login. */
export async function continueAfterRealityCheck(db: Db, sessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ realityCheckAt: now }).where(eq(sessions.id, sessionId));
}

/** The refusal of a log-in (or of a revocation asked too early) for an account's state. */
export class AccountRefusedError extends ApiError {
  constructor(
    message: string,
    readonly account: AccountRefusal,
  ) {
    super(403, message);
  }

  override body(): ErrorBodyShape {
    return { statusCode: 403, message: this.message, code: 'ACCOUNT_RESTRICTED', account: this.account };
  }
}

/** Why a state refuses a log-in, with its end date, for the log-in page. */
export function accountRefusal(user: UserRow, status: AccountStatus, now: Date): AccountRefusedError {
  const until = user.statusUntil;
  const revocable = status === 'selfExcluded' && until !== null && until <= now && !user.selfExclusionRevokesAt;
  const account: AccountRefusal = {
    status,
    until: until?.toISOString() ?? null,
    revocable,
    revokesAt: user.selfExclusionRevokesAt?.toISOString() ?? null,
    help: HELP_LINKS,
  };
  let message: string;
  switch (status) {
    case 'coolingOff':
      message = `You are taking a break until ${formatWhen(until!)}. You can log in again then.`;
      break;
    case 'selfExcluded':
      if (until === null) message = 'You have excluded yourself permanently.';
      else if (until > now) message = `You have excluded yourself until ${formatWhen(until)}.`;
      else if (user.selfExclusionRevokesAt)
        message = `Your self-exclusion ends on ${formatWhen(user.selfExclusionRevokesAt)}, 7 days after you asked.`;
      else
        message = `Your self-exclusion period ended on ${formatWhen(until)}. It ends 7 days after you ask for it to end.`;
      break;
    default:
      message = `This account is ${stateWords(status)}. Please contact support.`;
  }
  return new AccountRefusedError(message, account);
}

/**
 * At a log-in with the right password: a cool-off or self-exclusion that has ended is written as
 * ended, an inactive account becomes active, and a state that refuses log-in is refused with its
 * end date. Stamps the log-in time.
 */
export async function admitLogIn(db: Db, userId: string, now: Date): Promise<void> {
  const refusal = await db.transaction(async (tx) => {
    const user = await lockPlayer(tx, userId, now);
    const status = effectiveStatus(user, now);
    if (status !== user.status || status === 'inactive') {
      const to: AccountStatus = 'active';
      await tx
        .update(users)
        .set({ status: to, statusUntil: null, selfExclusionRevokesAt: null, statusChangedAt: now })
        .where(eq(users.id, userId));
      const message =
        user.status === 'coolingOff'
          ? 'Break over: the account is active again.'
          : user.status === 'selfExcluded'
            ? 'Self-exclusion ended: the account is active again.'
            : 'Logged in after a long absence: the account is active again.';
      await addEvent(tx, userId, 'status', message, 'system', now, { from: user.status, to });
      user.status = to;
    }
    if (!ACCOUNT_STATE_RULES[effectiveStatus(user, now)].logIn) return accountRefusal(user, status, now);
    await tx.update(users).set({ lastLoginAt: now }).where(eq(users.id, userId));
    return null;
  });
  if (refusal) throw refusal;
}

/**
 * A cool-off or self-exclusion chosen by the player, confirmed with their password: in force at
 * once, every login and socket of the player ended. Nothing the player does can shorten it.
 */
export async function takeBreak(
  ctx: Pick<AppContext, 'db' | 'now' | 'realtime'>,
  userId: string,
  kind: 'coolOff' | 'selfExclusion',
  period: CoolOffPeriod | SelfExclusionPeriod,
  password: string,
): Promise<Date | null> {
  const now = new Date(ctx.now());
  const until = periodEnd(period, now);
  await ctx.db.transaction(async (tx) => {
    const user = await lockPlayer(tx, userId, now);
    if (user.isDemo) throw forbidden('Demo accounts cannot take a break or self-exclude.');
    if (!(await verifyPassword(user.passwordHash, password))) throw badRequest('The password is not correct.');
    const status: AccountStatus = kind === 'coolOff' ? 'coolingOff' : 'selfExcluded';
    await tx
      .update(users)
      .set({ status, statusUntil: until, selfExclusionRevokesAt: null, statusChangedAt: now })
      .where(eq(users.id, userId));
    const end = until === null ? 'permanently' : `until ${formatWhen(until)}`;
    const message =
      kind === 'coolOff'
        ? `Break taken for ${PERIOD_LABELS[period]}: no log-in ${end}.`
        : `Self-excluded for ${PERIOD_LABELS[period].toLowerCase()}: no log-in ${end}.`;
    await addEvent(tx, userId, kind, message, 'player', now, {
      period,
      from: user.status,
      until: until?.toISOString() ?? null,
    });
  });
  const reason =
    kind === 'coolOff'
      ? `Your break has started. You can log in again on ${formatWhen(until!)}.`
      : 'Your self-exclusion has started. You have been logged out.';
  await endSessions(ctx, userId, { reason });
  return until;
}

/**
 * A self-excluded player, after the period, asks for it to end: it ends 7 days later. Before the
 * period is over (or for a permanent one) the answer is the refusal with its end date.
 */
export async function askToEndSelfExclusion(db: Db, userId: string, now: Date): Promise<Date> {
  return db.transaction(async (tx) => {
    const user = await lockPlayer(tx, userId, now);
    const status = effectiveStatus(user, now);
    if (status !== 'selfExcluded') throw badRequest('This account is not self-excluded.');
    if (user.statusUntil === null || user.statusUntil > now) throw accountRefusal(user, status, now);
    if (user.selfExclusionRevokesAt) return user.selfExclusionRevokesAt;
    const at = new Date(now.getTime() + SELF_EXCLUSION_REVOKE_DELAY_DAYS * DAY_MS);
    await tx.update(users).set({ selfExclusionRevokesAt: at }).where(eq(users.id, userId));
    await addEvent(
      tx,
      userId,
      'selfExclusion.revoke',
      `Asked to end the self-exclusion: it ends on ${formatWhen(at)}.`,
      'player',
      now,
      {
        revokesAt: at.toISOString(),
      },
    );
    return at;
  });
}

/**
 * The operator sets an account's state (with an end for a cool-off or self-exclusion); a state
 * that refuses log-in ends every login and socket at once.
 */
export async function setStatus(
  ctx: Pick<AppContext, 'db' | 'now' | 'realtime'>,
  userId: string,
  status: AccountStatus,
  options: { until?: Date | null; reason?: string } = {},
): Promise<string> {
  const now = new Date(ctx.now());
  if ((status === 'coolingOff' && !options.until) || (options.until && options.until <= now))
    throw badRequest('A cool-off needs an end in the future.');
  const until = status === 'coolingOff' || status === 'selfExcluded' ? (options.until ?? null) : null;
  const message = await ctx.db.transaction(async (tx) => {
    const user = await lockPlayer(tx, userId, now);
    await tx
      .update(users)
      .set({ status, statusUntil: until, selfExclusionRevokesAt: null, statusChangedAt: now })
      .where(eq(users.id, userId));
    const end = until ? ` until ${formatWhen(until)}` : '';
    const why = options.reason ? ` (${options.reason})` : '';
    const text = `Account set ${stateWords(status)}${end} by the operator${why}; it was ${stateWords(effectiveStatus(user, now))}.`;
    await addEvent(tx, userId, 'status', text, 'operator', now, {
      from: user.status,
      to: status,
      until: until?.toISOString() ?? null,
      reason: options.reason ?? null,
    });
    return text;
  });
  if (!ACCOUNT_STATE_RULES[status].logIn)
    await endSessions(ctx, userId, { reason: `This account is ${stateWords(status)}. Please contact support.` });
  return message;
}

/**
 * Marks accounts without a log-in for 12 months inactive and for 30 months dormant (from their
 * last log-in, or their opening when they never logged in). Answers how many of each.
 */
export async function markInactivity(db: Db, now: Date): Promise<{ inactive: number; dormant: number }> {
  const since = sql`coalesce(${users.lastLoginAt}, ${users.createdAt})`;
  const mark = async (to: AccountStatus, from: AccountStatus[], months: number) => {
    const before = addMonths(now, -months).toISOString();
    const rows = await db
      .update(users)
      .set({ status: to, statusChangedAt: now })
      .where(
        and(eq(users.isDemo, false), eq(users.role, 'user'), inArray(users.status, from), sql`${since} <= ${before}`),
      )
      .returning({ id: users.id, status: users.status });
    for (const row of rows)
      await addEvent(db, row.id, 'status', `No log-in for ${months} months: the account is ${to}.`, 'system', now, {
        to,
      });
    return rows.length;
  };
  const dormant = await mark('dormant', ['active', 'inactive'], 30);
  const inactive = await mark('inactive', ['active'], 12);
  return { inactive, dormant };
}

/** A provider game is launched only for a state that allows games (a frozen or dormant account cannot). */
export async function allowCasino(db: Db, userId: string, now: Date): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound('Player not found.');
  const status = effectiveStatus(user, now);
  if (!ACCOUNT_STATE_RULES[status].casino)
    throw new AccountRefusedError(`Your account is ${stateWords(status)}: it cannot play games now.`, {
      status,
      until: user.statusUntil?.toISOString() ?? null,
      revocable: false,
      revokesAt: null,
      help: HELP_LINKS,
    });
}

/** The player's protection history, newest first. */
export async function protectionHistory(db: Db, userId: string, limit = 200): Promise<ProtectionEvent[]> {
  const rows = await db
    .select()
    .from(protectionEvents)
    .where(eq(protectionEvents.userId, userId))
    .orderBy(desc(protectionEvents.createdAt), desc(protectionEvents.id))
    .limit(limit);
  return rows.map((row) => ({ at: row.createdAt.toISOString(), action: row.action, message: row.message }));
}
