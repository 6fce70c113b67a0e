import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { and, eq, sql } from 'drizzle-orm';
import {
  CoolOffRequestSchema,
  Envelope,
  ERROR_RESPONSES,
  MessageEnvelope,
  ProtectionEventSchema,
  ProtectionSchema,
  RealityCheckIntervalRequestSchema,
  RevokeSelfExclusionRequestSchema,
  SelfExcludeRequestSchema,
  SetLimitRequestSchema,
} from '@backlay/shared/schemas';
import type { AppContext } from '../context.js';
import { routePlugin } from '../plugins/routes.js';
import { requireSession, sessionOf } from '../plugins/auth.js';
import { users } from '../db/schema.js';
import { badRequest, forbidden } from '../errors.js';
import { verifyPassword } from '../auth/passwords.js';
import { lockedFor, recordFailure, recordSuccess, THROTTLE_RULES, throttleKey } from '../auth/throttle.js';
import {
  askToEndSelfExclusion,
  continueAfterRealityCheck,
  protectionHistory,
  readProtection,
  setLimit,
  setRealityCheckInterval,
  takeBreak,
} from '../protection/service.js';
import { formatWhen } from '../protection/refusals.js';

/**
 * Player protection (`/user/protection…`): limits, the reality check, cool-off, self-exclusion
 * and the history; and `/auth/selfExclusion/revoke`, which a self-excluded player reaches without
 * a login (theirs is refused). Every change answers the whole state, so a client takes it as it comes.
 */
export function protectionRoutes(ctx: AppContext) {
  return routePlugin((base) => {
    const app = base.withTypeProvider<TypeBoxTypeProvider>();
    const { db } = ctx;
    const session = { onRequest: requireSession(ctx) };
    const state = { 200: MessageEnvelope(ProtectionSchema), ...ERROR_RESPONSES };
    const now = () => new Date(ctx.now());
    const current = (userId: string, sessionId: string) => readProtection(db, userId, sessionId, now());

    app.get(
      '/user/protection',
      { ...session, schema: { response: { 200: Envelope(ProtectionSchema), ...ERROR_RESPONSES } } },
      async (request) => {
        const { userId, sessionId } = sessionOf(request);
        return { statusCode: 200, data: await current(userId, sessionId) };
      },
    );

    app.post(
      '/user/protection/limits',
      { ...session, schema: { body: SetLimitRequestSchema, response: state } },
      async (request) => {
        const { userId, sessionId, isDemo } = sessionOf(request);
        if (isDemo) throw forbidden('Demo accounts cannot set limits.');
        const message = await setLimit(db, userId, request.body.key, request.body.amount, now());
        return { statusCode: 200, message, data: await current(userId, sessionId) };
      },
    );

    app.post(
      '/user/protection/realityCheck',
      { ...session, schema: { body: RealityCheckIntervalRequestSchema, response: state } },
      async (request) => {
        const { userId, sessionId } = sessionOf(request);
        const message = await setRealityCheckInterval(db, userId, request.body.intervalMinutes, now());
        return { statusCode: 200, message, data: await current(userId, sessionId) };
      },
    );

    app.post('/user/protection/realityCheck/continue', { ...session, schema: { response: state } }, async (request) => {
      const { userId, sessionId } = sessionOf(request);
      await continueAfterRealityCheck(db, sessionId, now());
      const data = await current(userId, sessionId);
      return { statusCode: 200, message: `Next reality check at ${formatWhen(data.realityCheck.dueAt)}.`, data };
    });

    app.post(
      '/user/protection/coolOff',
      {
        ...session,
        schema: {
          body: CoolOffRequestSchema,
          response: { 200: MessageEnvelope(Type.Object({ until: Type.String() })), ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const { userId } = sessionOf(request);
        const until = await takeBreak(ctx, userId, 'coolOff', request.body.period, request.body.password);
        return {
          statusCode: 200,
          message: `Your break has started. You can log in again on ${formatWhen(until!)}.`,
          data: { until: until!.toISOString() },
        };
      },
    );

    app.post(
      '/user/protection/selfExclude',
      {
        ...session,
        schema: {
          body: SelfExcludeRequestSchema,
          response: {
            200: MessageEnvelope(Type.Object({ until: Type.Union([Type.String(), Type.Null()]) })),
            ...ERROR_RESPONSES,
          },
        },
      },
      async (request) => {
        const { userId } = sessionOf(request);
        const until = await takeBreak(ctx, userId, 'selfExclusion', request.body.period, request.body.password);
        return {
          statusCode: 200,
          message: until
            ? `You have excluded yourself until ${formatWhen(until)}.`
            : 'You have excluded yourself permanently.',
          data: { until: until?.toISOString() ?? null },
        };
      },
    );

    app.get(
      '/user/protection/history',
      { ...session, schema: { response: { 200: Envelope(Type.Array(ProtectionEventSchema)), ...ERROR_RESPONSES } } },
      async (request) => ({ statusCode: 200, data: await protectionHistory(db, sessionOf(request).userId) }),
    );

    app.post(
      '/auth/selfExclusion/revoke',
      {
        config: {
          rateLimit: { max: ctx.config.loginRateLimitPerMinute, timeWindow: 60_000 },
        },
        schema: {
          body: RevokeSelfExclusionRequestSchema,
          response: { 200: MessageEnvelope(Type.Object({ revokesAt: Type.String() })), ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const { userName, password } = request.body;
        const at = ctx.now();
        // The log-in's own throttle: this call checks the same password.
        const nameKey = throttleKey('login', userName.trim().toLowerCase());
        if ((await lockedFor(db, nameKey, at)) > 0) throw badRequest('Too many failed attempts: try again later.');
        const [user] = await db
          .select()
          .from(users)
          .where(and(sql`lower(${users.userName}) = lower(${userName.trim()})`, eq(users.isDemo, false)));
        if (!user || !(await verifyPassword(user.passwordHash, password))) {
          await recordFailure(db, nameKey, THROTTLE_RULES.login, at);
          throw badRequest('Invalid user name or password.');
        }
        await recordSuccess(db, nameKey);
        const revokesAt = await askToEndSelfExclusion(db, user.id, new Date(at));
        return {
          statusCode: 200,
          message: `Your self-exclusion ends on ${formatWhen(revokesAt)}. You can log in from then.`,
          data: { revokesAt: revokesAt.toISOString() },
        };
      },
    );
  });
}
