import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { casinoSessions, sessions } from '../db/schema.js';

/**
 * Ends a player's logins, their sockets and the provider casino game sessions launched from them:
 * after this the provider's next debit for those games is refused.
 *
 * `except` keeps one login (the one making a sensitive change) alive; `sessionId` ends only that
 * login (a logout). With a reason, the ended logins' screens are told why (they sign out); without
 * one their sockets are just closed. Returns how many logins ended.
 */
export async function endSessions(
  ctx: Pick<AppContext, 'db' | 'now' | 'realtime'>,
  userId: string,
  options: { reason?: string; except?: string; sessionId?: string },
): Promise<number> {
  const now = new Date(ctx.now());
  const ended = await ctx.db.transaction(async (tx) => {
    const which = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
    if (options.sessionId) which.push(eq(sessions.id, options.sessionId));
    if (options.except) which.push(ne(sessions.id, options.except));
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(...which))
      .returning({ id: sessions.id });

    // Game sessions of the ended logins; for a whole-account end, every game session of the
    // player (also those of logins that ended before, and of launches without a login on record).
    const gameWhich = [eq(casinoSessions.userId, userId), isNull(casinoSessions.revokedAt)];
    if (options.sessionId) gameWhich.push(eq(casinoSessions.sessionId, options.sessionId));
    if (options.except) gameWhich.push(sql`${casinoSessions.sessionId} is distinct from ${options.except}`);
    await tx
      .update(casinoSessions)
      .set({ revokedAt: now, expiresAt: sql`least(${casinoSessions.expiresAt}, ${now})` })
      .where(and(...gameWhich));
    return ended.map((row) => row.id);
  });
  if (!options.sessionId && !options.except && options.reason) {
    ctx.realtime.forceLogout(userId, options.reason);
  } else {
    for (const id of ended) ctx.realtime.endSession(id, options.reason);
  }
  return ended.length;
}
