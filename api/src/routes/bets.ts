import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from 'typebox';
import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { BET_KIND_PATHS, type BetKind } from '@backlay/shared/api';
import {
  BET_ERROR_RESPONSES,
  BET_RESULTS,
  BetListQuerySchema,
  BetOrderSchema,
  CancelOrderRequestSchema,
  BetPageSchema,
  CashOutRequestSchema,
  CommissionRateSchema,
  DeleteRaceBetsRequestSchema,
  DeleteRaceBetsResultSchema,
  Envelope,
  ERROR_RESPONSES,
  MarketParamsSchema,
  MarketPositionSchema,
  MatchIdQuerySchema,
  MessageEnvelope,
  MyMarketRowSchema,
  OrderListQuerySchema,
  OrderResponseSchema,
  PlaceBetRequestSchema,
  PlaceOrderRequestSchema,
  PlaceBetResponseSchema,
  ProfitLossRequestSchema,
  RepriceOrderRequestSchema,
  RunAmountSchema,
  SessionProfitLossSchema,
  type BetListQuery,
} from '@backlay/shared/schemas';
import type { MarketType } from '@backlay/shared/sports';
import type { AppContext } from '../context.js';
import { routePlugin } from '../plugins/routes.js';
import { bets } from '../db/schema.js';
import { parseListQuery, type FieldMap, type FieldSpec } from '../filters/filter.js';
import { placingFor, requireRememberedSession, requireSession, sessionOf } from '../plugins/auth.js';
import { afterReply, placedReply } from '../betting/replies.js';
import { cashOut } from '../betting/cashOut.js';
import type { PlaceOutcome } from '../betting/place.js';
import type { OrderOutcome } from '../betting/orders.js';
import { myMarket, openBooks, positionOf, runAmount, sessionProfitLoss } from '../betting/queries.js';
import { placedBetOf } from '../betting/rows.js';
import { readBalance } from '../wallet/ledger.js';

/** A field under its own name and as `betPlaced.<name>`, the spec's clients send both. */
function both(name: string, spec: FieldSpec): FieldMap {
  return { [name]: spec, [`betPlaced.${name}`]: spec };
}

/** Bet fields a client may filter and sort by: nothing else reaches SQL. */
const BET_FIELDS: FieldMap = {
  ...both('result', { column: bets.result, type: { enum: BET_RESULTS } }),
  ...both('betId', { column: bets.marketId, type: 'string' }),
  ...both('id', { column: bets.id, type: 'uuid' }),
  ...both('runnerId', { column: bets.selectionId, type: 'int32' }),
  ...both('matchId', { column: bets.matchId, type: 'string' }),
  ...both('eventType', { column: bets.eventType, type: 'string' }),
  ...both('marketType', { column: bets.marketType, type: 'string' }),
  ...both('createdAt', { column: bets.createdAt, type: 'date' }),
  // Bet history by settlement day; open bets have none (isNull / notNull pick them).
  ...both('settledAt', { column: bets.settledAt, type: 'date' }),
  createBy: { column: bets.userId, type: 'uuid' },
  userId: { column: bets.userId, type: 'uuid' },
  isCard: { column: sql`(${bets.kind} = 'cardBetting')`, type: 'boolean' },
};

const SORTABLE = {
  'betPlaced.createdAt': bets.createdAt,
  createdAt: bets.createdAt,
  'betPlaced.stake': bets.stake,
  stake: bets.stake,
  // Open bets have no settlement time: PostgreSQL puts them first on DESC, last on ASC.
  'betPlaced.settledAt': bets.settledAt,
  settledAt: bets.settledAt,
};

/** A route's schemas: its success answer beside every refusal. */
const ok = <T extends TSchema>(data: T) => ({ 200: Envelope(data), ...ERROR_RESPONSES });

/** A placement answers 201 (placed) or 200 (the same key again); a refusal carries its code and the price now. */
const PLACED = {
  200: MessageEnvelope(PlaceBetResponseSchema),
  201: MessageEnvelope(PlaceBetResponseSchema),
  ...BET_ERROR_RESPONSES,
};

/** An order's answer: 201 when the call changed it, 200 for the same key again. */
const ORDERED = {
  200: MessageEnvelope(OrderResponseSchema),
  201: MessageEnvelope(OrderResponseSchema),
  ...BET_ERROR_RESPONSES,
};

/** The words of an order's answer: what matched now and what waits. */
function orderMessage(outcome: OrderOutcome, what: 'placed' | 'cancelled' | 'moved'): string {
  const { order } = outcome;
  const bet = `${order.betType} ${order.teamName}`;
  const units = (n: number) => n.toFixed(2);
  if (!outcome.created) return 'This order was already placed.';
  if (what === 'cancelled') return `Cancelled: ${units(order.cancelled)} unmatched of ${bet} at ${order.odds}.`;
  const parts = outcome.bets.map((b) => `${units(b.stake)} at ${b.odds}`);
  const matched = parts.length > 0 ? ` Matched ${parts.join(', ')}.` : '';
  const waits = order.unmatched > 0 ? ` ${units(order.unmatched)} waits unmatched at ${order.odds}.` : '';
  return `${what === 'placed' ? 'Order placed' : 'Price changed'}: ${bet} at ${order.odds}.${matched}${waits}`;
}

export function betRoutes(ctx: AppContext) {
  return routePlugin((base) => {
    const app = base.withTypeProvider<TypeBoxTypeProvider>();
    const { db } = ctx;
    const session = { onRequest: requireSession(ctx, ['full']) };

    /** A placement's answer; a new bet's balance and bet pushes follow the reply. */
    async function answer(userId: string, outcome: PlaceOutcome, event: 'userMatchBetPlaced' | 'userSessionBetPlaced') {
      const balance = outcome.balance ?? (await readBalance(db, userId));
      if (outcome.created) {
        afterReply(() => {
          ctx.realtime.balance(userId, balance);
          ctx.realtime.toUser(userId, event, { bet: outcome.bet, balance });
        });
      }
      return placedReply(outcome.bet, outcome.created, balance);
    }

    // The placement routes take the login from memory; the placement checks it in its transaction.
    const placing = { onRequest: requireRememberedSession(ctx) };
    for (const [kind, path] of Object.entries(BET_KIND_PATHS) as [BetKind, string][]) {
      // Card bets have their own route (routes/cards.ts): their markets are table rounds.
      if (kind === 'cardBetting') continue;
      app.post(
        `/${path}`,
        { ...placing, schema: { body: PlaceBetRequestSchema, response: PLACED } },
        async (request, reply) => {
          const { userId } = sessionOf(request);
          const outcome = await placingFor(ctx, request, (sessionId) =>
            ctx.betting.placement.place(userId, kind, request.body, sessionId),
          );
          const event = kind === 'session' ? 'userSessionBetPlaced' : 'userMatchBetPlaced';
          return reply.status(outcome.created ? 201 : 200).send(await answer(userId, outcome, event));
        },
      );
    }

    // Cash out: the quoted opposite bet, placed as a bet (betting/cashOut.ts).
    app.post(
      '/bet/cashOut',
      { ...placing, schema: { body: CashOutRequestSchema, response: PLACED } },
      async (request, reply) => {
        const { userId } = sessionOf(request);
        const outcome = await placingFor(ctx, request, (sessionId) => cashOut(ctx, userId, request.body, sessionId));
        return reply.status(outcome.created ? 201 : 200).send(await answer(userId, outcome, 'userMatchBetPlaced'));
      },
    );

    // Exchange orders (betting/orders.ts): matched now in part or in full, the rest waits at its price.
    const ordered = (outcome: OrderOutcome, what: 'placed' | 'cancelled' | 'moved') => ({
      statusCode: outcome.created ? 201 : 200,
      message: orderMessage(outcome, what),
      data: { order: outcome.order, bets: outcome.bets, balance: outcome.balance },
    });
    app.post(
      '/bet/order',
      { ...placing, schema: { body: PlaceOrderRequestSchema, response: ORDERED } },
      async (request, reply) => {
        const { userId } = sessionOf(request);
        const outcome = await placingFor(ctx, request, (sessionId) =>
          ctx.betting.orders.place(userId, request.body, sessionId),
        );
        return reply.status(outcome.created ? 201 : 200).send(ordered(outcome, 'placed'));
      },
    );
    app.post(
      '/bet/order/cancel',
      { ...session, schema: { body: CancelOrderRequestSchema, response: ORDERED } },
      async (request, reply) => {
        const outcome = await ctx.betting.orders.cancel(sessionOf(request).userId, request.body.orderId);
        return reply.status(200).send({ ...ordered(outcome, 'cancelled'), statusCode: 200 });
      },
    );
    app.post(
      '/bet/order/price',
      { ...session, schema: { body: RepriceOrderRequestSchema, response: ORDERED } },
      async (request, reply) => {
        const { userId } = sessionOf(request);
        const outcome = await ctx.betting.orders.reprice(userId, request.body.orderId, request.body.odds);
        return reply.status(200).send({ ...ordered(outcome, 'moved'), statusCode: 200 });
      },
    );
    app.get(
      '/bet/orders',
      { ...session, schema: { querystring: OrderListQuerySchema, response: ok(Type.Array(BetOrderSchema)) } },
      async (request) => ({
        statusCode: 200,
        data: await ctx.betting.orders.list(sessionOf(request).userId, request.query),
      }),
    );

    /** The player's bets, filtered by the spec's filter strings; `status` picks matched or deleted. */
    async function listBets(query: BetListQuery, userId: string, defaultLimit: number, maxLimit: number) {
      const list = parseListQuery(query, {
        fields: BET_FIELDS,
        sortable: SORTABLE,
        defaultSort: 'betPlaced.createdAt:DESC',
        defaultLimit,
        maxLimit,
        control: ['status', 'isCurrentBets'],
      });
      // The query schema admits only MATCHED (the default) and DELETED.
      const statusCondition = query.status === 'DELETED' ? isNotNull(bets.deleteReason) : isNull(bets.deleteReason);
      const where = and(eq(bets.userId, userId), statusCondition, list.where);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(bets)
          .where(where)
          .orderBy(...list.orderBy, sql`${bets.seq} desc`)
          .limit(list.limit)
          .offset(list.offset),
        db.select({ n: count() }).from(bets).where(where),
      ]);
      return { count: Number(total?.n ?? 0), rows: rows.map(placedBetOf) };
    }

    const list = { ...session, schema: { querystring: BetListQuerySchema, response: ok(BetPageSchema) } };
    app.get('/bet', list, async (request) => {
      const data = await listBets(request.query, sessionOf(request).userId, 10, 100);
      return { statusCode: 200, data };
    });

    app.get('/bet/placed', list, async (request) => {
      const data = await listBets(request.query, sessionOf(request).userId, 200, 500);
      return { statusCode: 200, data };
    });

    app.get(
      '/run-amount/:id',
      {
        ...session,
        schema: { params: MarketParamsSchema, querystring: MatchIdQuerySchema, response: ok(RunAmountSchema) },
      },
      async (request) => {
        const data = await runAmount(db, sessionOf(request).userId, request.params.id, request.query.matchId, false);
        return { statusCode: 200, data };
      },
    );

    app.get(
      '/run-amount/meter/:id',
      {
        ...session,
        schema: { params: MarketParamsSchema, querystring: MatchIdQuerySchema, response: ok(RunAmountSchema) },
      },
      async (request) => {
        const data = await runAmount(db, sessionOf(request).userId, request.params.id, request.query.matchId, true);
        return { statusCode: 200, data };
      },
    );

    app.get(
      '/bet/session/profitLoss',
      {
        ...session,
        schema: { querystring: MatchIdQuerySchema, response: ok(Type.Array(SessionProfitLossSchema)) },
      },
      async (request) => {
        return { statusCode: 200, data: await sessionProfitLoss(db, sessionOf(request).userId, request.query.matchId) };
      },
    );

    app.post(
      '/bet/profitLoss',
      {
        ...session,
        schema: { body: ProfitLossRequestSchema, response: ok(Type.Array(MarketPositionSchema)) },
      },
      async (request) => {
        const { matchId, betIds } = request.body;
        const books = await openBooks(db, sessionOf(request).userId, {
          matchId,
          ...(betIds ? { marketIds: betIds } : {}),
        });
        return { statusCode: 200, data: books.map(positionOf) };
      },
    );

    app.get('/bet/commission', { ...session, schema: { response: ok(Type.Array(CommissionRateSchema)) } }, () => {
      const rates: { marketType: MarketType; percent: number }[] = [];
      for (const [marketType, bp] of Object.entries(ctx.config.commissionRates)) {
        if (bp !== undefined && bp > 0) rates.push({ marketType: marketType as MarketType, percent: bp / 100 });
      }
      rates.sort((a, b) => (a.marketType < b.marketType ? -1 : 1));
      return Promise.resolve({ statusCode: 200, data: rates });
    });

    app.get(
      '/bet/myMarket',
      { ...session, schema: { response: ok(Type.Array(MyMarketRowSchema)) } },
      async (request) => {
        return {
          statusCode: 200,
          data: await myMarket(
            db,
            sessionOf(request).userId,
            (matchId) => ctx.feed.view(matchId)?.fixture.beventId ?? null,
          ),
        };
      },
    );

    app.post(
      '/bet/deleteMultipleBetForRace',
      {
        ...session,
        schema: {
          body: DeleteRaceBetsRequestSchema,
          response: { 200: MessageEnvelope(DeleteRaceBetsResultSchema), ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const { matchId, betIds } = request.body.requestData;
        const data = await ctx.betting.settlement.withdrawRaceBets(sessionOf(request).userId, matchId, betIds);
        return { statusCode: 200, message: `${data.deleted} bet${data.deleted === 1 ? '' : 's'} withdrawn.`, data };
      },
    );
  });
}
