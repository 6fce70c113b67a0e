import { and, eq, gt, isNull } from 'drizzle-orm';
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
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date(nowMs)),
      ),
    );
  if (!row) return null;
  // A demo login lasts as long as its lease: idle for too long, the account goes back to the pool.
  if (row.isDemo && (!row.demoLeasedUntil || row.demoLeasedUntil.getTime() <= nowMs)) return null;
  return { ...row, scope: row.scope as SessionScope };
}
