import type { FastifyRequest } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  Envelope,
  ERROR_RESPONSES,
  ManualSessionIdRequestSchema,
  ManualSessionOpenRequestSchema,
  ManualSessionRateRequestSchema,
  ManualSessionSchema,
  ManualSessionsQuerySchema,
  MessageEnvelope,
  OperatorCreateUserRequestSchema,
  OperatorBlinkingTabsRequestSchema,
  OperatorBlinkingTabsSchema,
  OperatorLogoutSchema,
  OperatorNotificationRequestSchema,
  OperatorNotificationSchema,
  OperatorOutboxSchema,
  OperatorPostedSchema,
  OperatorUnlockSchema,
  OperatorUserNameSchema,
  OperatorUserSchema,
  OperatorWalletRequestSchema,
  OperatorInactivitySchema,
  OperatorProtectionSchema,
  OperatorStatusRequestSchema,
} from '@backlay/shared/schemas';
import type { Market } from '@backlay/shared/sports';
import { desc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { routePlugin } from '../plugins/routes.js';
import { authThrottles, notifications, outbox } from '../db/schema.js';
import { badRequest, forbidden } from '../errors.js';
import { safeEqual } from '../auth/tokens.js';
import { endSessions } from '../auth/endSessions.js';
import { throttleKey } from '../auth/throttle.js';
import { postEntry, readBalance } from '../wallet/ledger.js';
import { isValidAmount } from '../wallet/money.js';
import { createUser, findUserByName, USER_NAME_RE } from '../user/accounts.js';
import { passwordProblem } from '../auth/passwords.js';
import { isExpertTextType } from '@backlay/shared/realtime-protocol';
import { currentTabs, pushTabs, pushText, writeChosenTabs } from '../realtime/expert.js';
import { markInactivity, protectionHistory, readProtection, setStatus } from '../protection/service.js';

/**
 * The operator's levers for demos and tests (the back office is a separate product). Every call
 * needs the operator key and comes from loopback.
 */
export function operatorRoutes(ctx: AppContext) {
  return routePlugin((base) => {
    const app = base.withTypeProvider<TypeBoxTypeProvider>();
    const { db } = ctx;

    app.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
      const key = ctx.config.operatorKey;
      const given = request.headers['x-operator-key'];
      if (!key || typeof given !== 'string' || !safeEqual(given, key)) return done(forbidden('Operator key required.'));
      if (!['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(request.ip))
        return done(forbidden('Operator calls come from this machine only.'));
      done();
    });

    app.post(
      '/operator/users',
      {
        schema: {
          body: OperatorCreateUserRequestSchema,
          response: { 200: MessageEnvelope(OperatorUserSchema), ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const { userName, password, forceChangePassword, credit } = request.body;
        if (!USER_NAME_RE.test(userName))
          throw badRequest('User names are 3–32 letters, digits, dots, dashes or underscores.');
        const problem = passwordProblem(password);
        if (problem) throw badRequest(problem);
        // Checked before the account exists, so a bad opening credit leaves nothing behind.
        if (credit !== undefined) checkAmount('add', credit);
        const user = await createUser(db, { userName, password, forceChangePassword: forceChangePassword ?? false });
        if (credit) await moveMoney(user.id, 'add', credit, 'Opening credit');
        return { statusCode: 200, message: `Created ${userName}.`, data: user };
      },
    );

    function checkAmount(type: 'add' | 'withDraw' | 'creditReference', amount: number) {
      // A credit reference may be set back to 0; every other amount must be positive. None may
      // carry more than two decimals: they would be rounded silently.
      if (type === 'creditReference' && amount === 0) return;
      if (!isValidAmount(amount)) {
        throw badRequest(
          type === 'creditReference'
            ? 'Credit reference must be zero or positive with at most two decimals.'
            : 'Amount must be positive with at most two decimals.',
        );
      }
    }

    async function moveMoney(
      userId: string,
      type: 'add' | 'withDraw' | 'creditReference',
      amount: number,
      note: string,
    ) {
      checkAmount(type, amount);
      const cents = Math.round(amount * 100);
      const posted = await db.transaction(async (tx) => {
        const entry = await postEntry(tx, {
          userId,
          type,
          amountCents: type === 'withDraw' ? -cents : cents,
          description: note,
          actor: 'operator',
          at: ctx.now(),
        });
        return { ...entry, balance: await readBalance(tx, userId) };
      });
      ctx.realtime.balance(userId, posted.balance);
      return posted;
    }

    app.post(
      '/operator/wallet',
      {
        schema: {
          body: OperatorWalletRequestSchema,
          response: { 200: MessageEnvelope(OperatorPostedSchema), ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const { userName, type, amount, note } = request.body;
        const user = await findUserByName(db, userName);
        const defaultNote = {
          add: 'Deposit by operator',
          withDraw: 'Withdrawal by operator',
          creditReference: 'Credit reference set',
        }[type];
        const posted = await moveMoney(user.id, type, amount, note?.trim() || defaultNote);
        return { statusCode: 200, message: 'Posted.', data: posted };
      },
    );

    app.post(
      '/operator/notification',
      {
        schema: {
          body: OperatorNotificationRequestSchema,
          response: { 200: MessageEnvelope(OperatorNotificationSchema), ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const { type, value } = request.body;
        await db
          .insert(notifications)
          .values({ type, value, updatedAt: new Date(ctx.now()) })
          .onConflictDoUpdate({ target: notifications.type, set: { value, updatedAt: new Date(ctx.now()) } });
        // Open screens show it at once, on every API process.
        if (isExpertTextType(type)) pushText(ctx.realtime, { type, value });
        return { statusCode: 200, message: `Set ${type}.`, data: { type, value } };
      },
    );

    app.post(
      '/operator/blinkingTabs',
      {
        schema: {
          body: OperatorBlinkingTabsRequestSchema,
          response: { 200: MessageEnvelope(OperatorBlinkingTabsSchema), ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const { matchIds } = request.body;
        if (new Set(matchIds).size !== matchIds.length) throw badRequest('Each match can be a tab once.');
        const listed = new Map(ctx.feed.fixtures().map((f) => [f.id, f]));
        for (const id of matchIds) {
          const fixture = listed.get(id);
          if (!fixture) throw badRequest(`Match ${id} is not listed.`);
          if (fixture.finished) throw badRequest(`Match ${id} has finished.`);
        }
        await writeChosenTabs(db, matchIds, new Date(ctx.now()));
        const tabs = await currentTabs(db, ctx.feed);
        pushTabs(ctx.realtime, tabs);
        const message =
          matchIds.length === 0 ? 'Blinking tabs follow in-play cricket.' : `Blinking tabs set (${tabs.length}).`;
        return { statusCode: 200, message, data: tabs };
      },
    );

    app.post(
      '/operator/players/status',
      {
        schema: {
          body: OperatorStatusRequestSchema,
          response: { 200: MessageEnvelope(Type.Null()), ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const { userName, status, until, reason } = request.body;
        const user = await findUserByName(db, userName);
        const message = await setStatus(ctx, user.id, status, {
          ...(until !== undefined ? { until: new Date(until) } : {}),
          ...(reason !== undefined ? { reason } : {}),
        });
        return { statusCode: 200, message, data: null };
      },
    );

    app.get(
      '/operator/players/protection',
      {
        schema: {
          querystring: OperatorUserNameSchema,
          response: { 200: Envelope(OperatorProtectionSchema), ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const user = await findUserByName(db, request.query.userName);
        const state = await readProtection(db, user.id, null, new Date(ctx.now()));
        const history = await protectionHistory(db, user.id, 500);
        return {
          statusCode: 200,
          data: {
            userName: user.userName,
            status: state.status,
            statusUntil: state.statusUntil,
            limits: state.limits,
            history,
          },
        };
      },
    );

    app.post(
      '/operator/players/inactivity',
      { schema: { response: { 200: MessageEnvelope(OperatorInactivitySchema), ...ERROR_RESPONSES } } },
      async () => {
        const marked = await markInactivity(db, new Date(ctx.now()));
        return {
          statusCode: 200,
          message: `Marked ${marked.inactive} inactive and ${marked.dormant} dormant.`,
          data: marked,
        };
      },
    );

    app.post(
      '/operator/logout',
      {
        schema: {
          body: OperatorUserNameSchema,
          response: { 200: MessageEnvelope(OperatorLogoutSchema), ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const user = await findUserByName(db, request.body.userName);
        const revoked = await endSessions(ctx, user.id, { reason: 'You have been logged out by the operator.' });
        return { statusCode: 200, message: `Revoked ${revoked} session(s).`, data: { revoked } };
      },
    );

    app.post(
      '/operator/unlock',
      {
        schema: {
          body: OperatorUserNameSchema,
          response: { 200: MessageEnvelope(OperatorUnlockSchema), ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const user = await findUserByName(db, request.body.userName);
        const keys = [
          throttleKey('login', user.userName.toLowerCase()),
          throttleKey('code', user.id),
          throttleKey('password', user.id),
        ];
        const cleared = await db
          .delete(authThrottles)
          .where(inArray(authThrottles.key, keys))
          .returning({ key: authThrottles.key });
        return {
          statusCode: 200,
          message: `Cleared ${cleared.length} lock-out counter(s) of ${user.userName}.`,
          data: { cleared: cleared.length },
        };
      },
    );

    app.post(
      '/operator/hard-refresh',
      { schema: { response: { 200: MessageEnvelope(Type.Null()), ...ERROR_RESPONSES } } },
      () => {
        ctx.realtime.hardRefreshAll();
        return { statusCode: 200, message: 'Every client will reload.', data: null };
      },
    );

    // Manual sessions on cricket matches: open, rate, suspend, resume, close (each audited).
    const sessionOk = { 200: MessageEnvelope(ManualSessionSchema), ...ERROR_RESPONSES };
    const manual = ctx.manualSessions;
    const priceText = (m: Market) => {
      const no = m.runners[0]?.ex.availableToLay[0];
      const yes = m.runners[0]?.ex.availableToBack[0];
      return no && yes ? ` No ${no.price} at ${no.size}, Yes ${yes.price} at ${yes.size}.` : ' Not rated yet.';
    };

    app.post(
      '/operator/sessions/open',
      { schema: { body: ManualSessionOpenRequestSchema, response: sessionOk } },
      async (request) => {
        const market = await manual.open(request.body);
        return {
          statusCode: 200,
          message: `Opened ${market.id} "${market.name}" (stakes ${market.minBet} to ${market.maxBet}).${priceText(market)}`,
          data: { market, closed: false },
        };
      },
    );

    app.post(
      '/operator/sessions/rate',
      { schema: { body: ManualSessionRateRequestSchema, response: sessionOk } },
      async (request) => {
        const { marketId, ...prices } = request.body;
        const market = await manual.rate(marketId, prices);
        const note = market.status === 'SUSPENDED' ? ' It stays suspended until resumed.' : '';
        return {
          statusCode: 200,
          message: `Rated ${market.id} "${market.name}":${priceText(market)}${note}`,
          data: { market, closed: false },
        };
      },
    );

    for (const action of ['suspend', 'resume', 'close'] as const) {
      const done = { suspend: 'Suspended', resume: 'Resumed', close: 'Closed' }[action];
      app.post(
        `/operator/sessions/${action}`,
        { schema: { body: ManualSessionIdRequestSchema, response: sessionOk } },
        async (request) => {
          const market = await manual[action](request.body.marketId);
          return {
            statusCode: 200,
            message: `${done} ${market.id} "${market.name}".`,
            data: { market, closed: action === 'close' },
          };
        },
      );
    }

    app.get(
      '/operator/sessions',
      {
        schema: {
          querystring: ManualSessionsQuerySchema,
          response: { 200: Envelope(Type.Array(ManualSessionSchema)), ...ERROR_RESPONSES },
        },
      },
      async (request) => ({ statusCode: 200, data: await manual.list(request.query.matchId) }),
    );

    app.get(
      '/operator/outbox',
      {
        schema: {
          querystring: OperatorUserNameSchema,
          response: { 200: Envelope(OperatorOutboxSchema), ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const user = await findUserByName(db, request.query.userName);
        const rows = await db
          .select({ body: outbox.body, createdAt: outbox.createdAt })
          .from(outbox)
          .where(eq(outbox.userId, user.id))
          .orderBy(desc(outbox.id))
          .limit(10);
        return {
          statusCode: 200,
          data: rows.map((row) => ({ body: row.body, createdAt: row.createdAt.toISOString() })),
        };
      },
    );
  });
}
