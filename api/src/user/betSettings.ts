import { and, eq, isNotNull, not, or, sql, type SQL } from 'drizzle-orm';
import type { BetSettings, BetSettingsUpdate } from '@backlay/shared/api';
import type { Db } from '../db/client.js';
import { betSettings } from '../db/schema.js';
import { badRequest } from '../errors.js';

/** A new player bets through the slip, without one-click and without a confirm step. */
export const DEFAULT_BET_SETTINGS: BetSettings = { oneClick: false, oneClickStake: null, confirmBets: false };

type Row = typeof betSettings.$inferSelect;

function settingsOf(row: Row): BetSettings {
  return { oneClick: row.oneClick, oneClickStake: row.oneClickStake, confirmBets: row.confirmBets };
}

export async function readBetSettings(db: Db, userId: string): Promise<BetSettings> {
  const [row] = await db.select().from(betSettings).where(eq(betSettings.userId, userId));
  return row ? settingsOf(row) : DEFAULT_BET_SETTINGS;
}

/**
 * Changes the given settings and leaves the others. One-click can only be on with a stake: the
 * check is part of the update itself (its WHERE), so two requests racing from two devices cannot
 * leave it on without one.
 */
export async function changeBetSettings(
  db: Db,
  userId: string,
  change: BetSettingsUpdate,
  now: Date,
): Promise<BetSettings> {
  if (change.oneClick === undefined && change.oneClickStake === undefined && change.confirmBets === undefined) {
    throw badRequest('Say which setting to change.');
  }
  await db.insert(betSettings).values({ userId }).onConflictDoNothing();
  const stakeAfter: SQL | undefined =
    change.oneClickStake !== undefined ? undefined : isNotNull(betSettings.oneClickStake);
  const oneClickAfterOff: SQL | undefined =
    change.oneClick === false ? undefined : change.oneClick === true ? sql`false` : not(betSettings.oneClick);
  // Allowed when one-click ends up off or a stake ends up set (undefined here: certainly so).
  const allowed =
    stakeAfter === undefined || oneClickAfterOff === undefined ? undefined : or(oneClickAfterOff, stakeAfter);
  const [row] = await db
    .update(betSettings)
    .set({
      ...(change.oneClick !== undefined ? { oneClick: change.oneClick } : {}),
      ...(change.oneClickStake !== undefined ? { oneClickStake: change.oneClickStake } : {}),
      ...(change.confirmBets !== undefined ? { confirmBets: change.confirmBets } : {}),
      updatedAt: now,
    })
    .where(and(eq(betSettings.userId, userId), allowed))
    .returning();
  if (!row) throw badRequest('Choose a one-click stake before turning one-click betting on.');
  return settingsOf(row);
}
