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
  return { ...row, scope: row.scope as SessionScope };
}

export async function revokeSession(db: Db, sessionId: string, nowMs: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(nowMs) })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(db: Db, userId: string, nowMs: number): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date(nowMs) })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}
