import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { otpCodes, outbox } from '../db/schema.js';
import { hashToken, safeEqual } from './tokens.js';

/** Codes sent through the operator's channel for authenticator type 1. */
export type OtpPurpose = 'login' | 'setup' | 'disable';

export const OTP_TTL_SECONDS = 300;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_SECONDS = 30;

/** Where the operator's channel delivers; the embedded default logs and keeps it in the outbox. */
export type OutboxSink = (message: { userId: string; userName: string; channel: string; body: string }) => void;

export async function issueOtp(
  db: Db,
  user: { id: string; userName: string },
  purpose: OtpPurpose,
  nowMs: number,
  sink: OutboxSink,
): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction(async (tx) => {
    // Only the newest code of a purpose is valid.
    await tx
      .update(otpCodes)
      .set({ usedAt: new Date(nowMs) })
      .where(and(eq(otpCodes.userId, user.id), eq(otpCodes.purpose, purpose), isNull(otpCodes.usedAt)));
    await tx.insert(otpCodes).values({
      userId: user.id,
      purpose,
      codeHash: hashToken(`${user.id}:${code}`),
      createdAt: new Date(nowMs),
      expiresAt: new Date(nowMs + OTP_TTL_SECONDS * 1000),
    });
    const body = `Your Backlay security code is ${code}. It expires in ${OTP_TTL_SECONDS / 60} minutes.`;
    await tx.insert(outbox).values({ userId: user.id, channel: 'operator', body, createdAt: new Date(nowMs) });
    sink({ userId: user.id, userName: user.userName, channel: 'operator', body });
  });
}

/** Seconds the player must still wait before another code may be sent, or 0. */
export async function resendWait(db: Db, userId: string, purpose: OtpPurpose, nowMs: number): Promise<number> {
  const [last] = await db
    .select({ createdAt: otpCodes.createdAt })
    .from(otpCodes)
    .where(and(eq(otpCodes.userId, userId), eq(otpCodes.purpose, purpose)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  if (!last) return 0;
  const elapsed = (nowMs - last.createdAt.getTime()) / 1000;
  return elapsed >= OTP_RESEND_SECONDS ? 0 : Math.ceil(OTP_RESEND_SECONDS - elapsed);
}

export type OtpCheck = 'ok' | 'wrong' | 'expired' | 'none';

/** Checks a code against the newest live one; it is used up on success or after too many tries. */
export async function consumeOtp(
  db: Db,
  userId: string,
  purpose: OtpPurpose,
  code: string,
  nowMs: number,
): Promise<OtpCheck> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.userId, userId), eq(otpCodes.purpose, purpose), isNull(otpCodes.usedAt)))
      .orderBy(desc(otpCodes.createdAt))
      .limit(1)
      .for('update');
    if (!row) return 'none';
    if (row.expiresAt.getTime() <= nowMs) return 'expired';
    if (safeEqual(row.codeHash, hashToken(`${userId}:${code}`))) {
      await tx
        .update(otpCodes)
        .set({ usedAt: new Date(nowMs) })
        .where(eq(otpCodes.id, row.id));
      return 'ok';
    }
    const attempts = row.attempts + 1;
    await tx
      .update(otpCodes)
      .set({ attempts, usedAt: attempts >= OTP_MAX_ATTEMPTS ? new Date(nowMs) : null })
      .where(eq(otpCodes.id, row.id));
    return 'wrong';
  });
}

/** The newest message sent to a player: what an operator's channel would have delivered. */
export async function latestOutbox(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ body: outbox.body })
    .from(outbox)
    .where(and(eq(outbox.userId, userId), gt(outbox.id, 0)))
    .orderBy(desc(outbox.id))
    .limit(1);
  return row?.body ?? null;
}
