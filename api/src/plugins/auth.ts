import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { AppContext } from '../context.js';
import { findSession, type SessionScope, type SessionUser } from '../auth/sessions.js';
import { forbidden, unauthorized } from '../errors.js';
import { eq } from 'drizzle-orm';
import { sessions, users } from '../db/schema.js';

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionUser | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(header);
  return m ? m[1]! : null;
}

/**
 * A pre-handler that admits only sessions of the given scopes. Anything else is a 401 (no or dead
 * token) or a 403 (a live token that may not do this yet).
 */
export function requireSession(ctx: AppContext, scopes: SessionScope[] = ['full']): onRequestAsyncHookHandler {
  return async function (request: FastifyRequest, _reply: FastifyReply) {
    const token = bearerToken(request);
    if (!token) throw unauthorized('Please log in to continue.');
    const session = await findSession(ctx.db, token, ctx.now());
    if (!session) throw unauthorized();
    if (!scopes.includes(session.scope)) {
      throw forbidden(
        session.scope === 'verify' ? 'Verify your security code first.' : 'Change your password before continuing.',
      );
    }
    if (session.isDemo && session.demoLeasedUntil) await keepDemoLease(ctx, session);
    request.session = session;
  };
}

/** A demo lease runs for `demoIdleSeconds` after the session's last request (written at most once a minute). */
async function keepDemoLease(ctx: AppContext, session: SessionUser): Promise<void> {
  const now = ctx.now();
  const until = now + ctx.config.demoIdleSeconds * 1000;
  if (!session.demoLeasedUntil || until - session.demoLeasedUntil.getTime() < 60_000) return;
  const leasedUntil = new Date(until);
  await ctx.db.update(users).set({ demoLeasedUntil: leasedUntil }).where(eq(users.id, session.userId));
  await ctx.db
    .update(sessions)
    .set({ lastSeenAt: new Date(now) })
    .where(eq(sessions.id, session.sessionId));
  session.demoLeasedUntil = leasedUntil;
}

export function sessionOf(request: FastifyRequest): SessionUser {
  if (!request.session) throw unauthorized();
  return request.session;
}
