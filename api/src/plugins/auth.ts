import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { AppContext } from '../context.js';
import { findSession, type SessionScope, type SessionUser } from '../auth/sessions.js';
import { hashToken } from '../auth/tokens.js';
import { forbidden, unauthorized } from '../errors.js';
import { eq } from 'drizzle-orm';
import { sessions, users } from '../db/schema.js';

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionUser | null;
    /** True when the session came from the placement routes' memory rather than the database. */
    sessionRemembered: boolean;
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

/** How long the placement routes trust a login the database confirmed, before asking again. */
const REMEMBER_MS = 60_000;
const REMEMBERED_MAX = 100_000;

interface Remembered {
  session: SessionUser;
  until: number;
}

const rememberedByContext = new WeakMap<AppContext, Map<string, Remembered>>();

function rememberedOf(ctx: AppContext): Map<string, Remembered> {
  let map = rememberedByContext.get(ctx);
  if (!map) {
    map = new Map();
    rememberedByContext.set(ctx, map);
  }
  return map;
}

/**
 * `requireSession` for the bet placement routes, the API's hottest path: a full login the database
 * confirmed is remembered for up to a minute, so a placement makes no session query of its own.
 * That is safe only with the other half: the placement's transaction checks the login is still
 * live (place_bet), and any other answer to a remembered login waits for `confirmSession` — so a
 * revoked, expired or lapsed login never places a bet or reads one, whichever process ended it.
 */
export function requireRememberedSession(ctx: AppContext): onRequestAsyncHookHandler {
  const full = requireSession(ctx, ['full']);
  return async function (request: FastifyRequest, reply: FastifyReply) {
    const token = bearerToken(request);
    const now = ctx.now();
    const remembered = token ? rememberedOf(ctx).get(hashToken(token)) : undefined;
    if (token && remembered && remembered.until > now && remembered.session.expiresAt.getTime() > now) {
      const { session } = remembered;
      if (session.isDemo && session.demoLeasedUntil) await keepDemoLease(ctx, session);
      request.session = session;
      request.sessionRemembered = true;
      return;
    }
    await full.call(this, request, reply);
    const map = rememberedOf(ctx);
    if (map.size >= REMEMBERED_MAX) map.clear();
    if (token && request.session) map.set(hashToken(token), { session: request.session, until: now + REMEMBER_MS });
  };
}

/** Asks the database again about a remembered login; a login that ended is forgotten and refused. */
export async function confirmSession(ctx: AppContext, request: FastifyRequest): Promise<void> {
  if (!request.sessionRemembered) return;
  const token = bearerToken(request);
  const session = token ? await findSession(ctx.db, token, ctx.now()) : null;
  if (session) {
    request.sessionRemembered = false;
    return;
  }
  if (token) rememberedOf(ctx).delete(hashToken(token));
  request.session = null;
  throw unauthorized();
}

/**
 * Runs a placement for a remembered login: a bet placed was checked live in its transaction; any
 * other answer (a refusal, a retry answered with the first bet) only after `confirmSession`.
 */
export async function placingFor<T extends { created: boolean }>(
  ctx: AppContext,
  request: FastifyRequest,
  place: (sessionId: string | null) => Promise<T>,
): Promise<T> {
  const session = sessionOf(request);
  let outcome: T;
  try {
    outcome = await place(request.sessionRemembered ? session.sessionId : null);
  } catch (error) {
    await confirmSession(ctx, request);
    throw error;
  }
  if (!outcome.created) await confirmSession(ctx, request);
  return outcome;
}

export function sessionOf(request: FastifyRequest): SessionUser {
  if (!request.session) throw unauthorized();
  return request.session;
}
