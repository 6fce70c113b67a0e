import { and, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sessions, users } from '../db/schema.js';
import { hashToken, newToken } from './tokens.js';

export type SessionScope = 'full' | 'verify' | 'password';

export interface SessionUser {
  sessionId: string;
  scope: SessionScope;
  userId: string;
  userName: string;
  isDemo: boolean;
  forceChangePassword: boolean;
  authenticatorType: number;
  /** When the login ends unless revoked first; a demo login also ends when its lease does. */
  expiresAt: Date;
  /** Demo accounts: the end of the lease, moved on by the session's requests. */
  demoLeasedUntil: Date | null;
}

export async function createSession(
  db: Db,
  userId: string,
  scope: SessionScope,
  nowMs: number,
  ttlSeconds: number,
): Promise<{ token: string; sessionId: string }> {
  const token = newToken();
  // A verify-only token lives just long enough to type a code.
  const ttl = scope === 'verify' ? Math.min(ttlSeconds, 600) : ttlSeconds;
  const [row] = await db
    .insert(sessions)
    .values({
      userId,
      scope,
      tokenHash: hashToken(token),
      createdAt: new Date(nowMs),
      lastSeenAt: new Date(nowMs),
      expiresAt: new Date(nowMs + ttl * 1000),
    })
    .returning({ id: sessions.id });
  return { token, sessionId: row!.id };
}

/**
 * What makes a login live at `at` (a query joining sessions and users): not revoked, not expired,
 * and for a demo account a lease that has not run out — idle too long, the account goes back to
 * the pool and the login ends with it.
 */
function live(at: Date): SQL {
  return and(
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, at),
    or(eq(users.isDemo, false), gt(users.demoLeasedUntil, at)),
  )!;
}

export async function findSession(db: Db, token: string, nowMs: number): Promise<SessionUser | null> {
  if (token.length < 20 || token.length > 200) return null;
  const [row] = await db
    .select({
      sessionId: sessions.id,
      scope: sessions.scope,
      userId: users.id,
      userName: users.userName,
      isDemo: users.isDemo,
      forceChangePassword: users.forceChangePassword,
      authenticatorType: users.authenticatorType,
      expiresAt: sessions.expiresAt,
      demoLeasedUntil: users.demoLeasedUntil,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), live(new Date(nowMs))));
  if (!row) return null;
  return { ...row, scope: row.scope as SessionScope };
}

/**
 * Of the given logins, those still live at `nowMs`, each with when it ends (ms since the epoch):
 * the socket hub's sweep, in one query however many sockets a process holds.
 */
export async function liveSessions(db: Db, sessionIds: readonly string[], nowMs: number): Promise<Map<string, number>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await db
    .select({ id: sessions.id, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        // One array parameter, not one parameter per id: no limit on how many sockets are checked.
        sql`${sessions.id} = any(string_to_array(${sessionIds.join(',')}, ',')::uuid[])`,
        live(new Date(nowMs)),
      ),
    );
  return new Map(rows.map((row) => [row.id, row.expiresAt.getTime()]));
}
