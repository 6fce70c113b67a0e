import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { BET_KIND_PATHS, type BetKind, type PlaceBetResponse } from '@backlay/shared/api';
import type { AppContext } from '../context.js';
import { routePlugin } from '../plugins/routes.js';
import { bets } from '../db/schema.js';
import { badRequest } from '../errors.js';
import { parseListQuery, type FieldMap, type FieldSpec } from '../filters/filter.js';
import { requireSession, sessionOf } from '../plugins/auth.js';
import { myMarket, openBooks, positionOf, runAmount, sessionProfitLoss } from '../betting/queries.js';
import { placedBetOf } from '../betting/rows.js';
import { readBalance } from '../wallet/ledger.js';

const RESULTS = ['PENDING', 'UNDECLARE', 'WIN', 'LOSS', 'TIE'] as const;

/** A field under its own name and as `betPlaced.<name>`, the spec's clients send both. */
function both(name: string, spec: FieldSpec): FieldMap {
  return { [name]: spec, [`betPlaced.${name}`]: spec };
}

/** Bet fields a client may filter and sort by: nothing else reaches SQL. */
const BET_FIELDS: FieldMap = {
  ...both('result', { column: bets.result, type: { enum: RESULTS } }),
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

const PlaceBody = Type.Object(
  {
    idempotencyKey: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' }),
    matchId: Type.String({ minLength: 1, maxLength: 64, pattern: '^[0-9]+$' }),
    betId: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9._:-]+$' }),
    selectionId: Type.Integer({ minimum: 0, maximum: 2_147_483_647 }),
    betType: Type.Union([Type.Literal('BACK'), Type.Literal('LAY'), Type.Literal('YES'), Type.Literal('NO')]),
    odds: Type.Number({ minimum: 0, maximum: 100_000 }),
    ratePercent: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    stake: Type.Number({ exclusiveMinimum: 0, maximum: 1e9 }),
    acceptBetterOdds: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

const MatchQuery = Type.Object(
  { matchId: Type.String({ minLength: 1, maxLength: 64, pattern: '^[0-9]+$' }) },
  { additionalProperties: false },
);
const MarketParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9._:-]+$' }) });

export function betRoutes(ctx: AppContext) {
  return routePlugin((base) => {
    const app = base.withTypeProvider<TypeBoxTypeProvider>();
    const { db } = ctx;
    const session = { onRequest: requireSession(ctx, ['full']) };

    for (const [kind, path] of Object.entries(BET_KIND_PATHS) as [BetKind, string][]) {
      // Card bets have their own route (routes/cards.ts): their markets are table rounds.
      if (kind === 'cardBetting') continue;
      app.post(`/${path}`, { ...session, schema: { body: PlaceBody } }, async (request, reply) => {
        const { userId } = sessionOf(request);
        const body = request.body;
        const outcome = await ctx.betting.placement.place(userId, kind, body);
        const balance = await readBalance(db, userId);
        if (outcome.created) {
          ctx.realtime.balance(userId, balance);
          ctx.realtime.toUser(userId, kind === 'session' ? 'userSessionBetPlaced' : 'userMatchBetPlaced', {
            bet: outcome.bet,
            balance,
          });
        }
        const data: PlaceBetResponse = { bet: outcome.bet, balance };
        const b = outcome.bet;
        const message = outcome.created
          ? `Bet placed: ${b.betType} ${b.teamName} at ${b.odds}${b.rate !== null ? ` (${b.rate})` : ''} for ${b.stake.toFixed(2)}.`
          : 'This bet was already placed.';
        return reply
          .status(outcome.created ? 201 : 200)
          .send({ statusCode: outcome.created ? 201 : 200, message, data });
      });
    }

    /** The player's bets, filtered by the spec's filter strings; `status` picks matched or deleted. */
    async function listBets(query: Record<string, unknown>, userId: string, defaultLimit: number, maxLimit: number) {
      const list = parseListQuery(query, {
        fields: BET_FIELDS,
        sortable: SORTABLE,
        defaultSort: 'betPlaced.createdAt:DESC',
        defaultLimit,
        maxLimit,
        control: ['status', 'isCurrentBets'],
      });
      const status = typeof query.status === 'string' ? query.status : '';
      const statusCondition =
        status === '' || status === 'MATCHED'
          ? isNull(bets.deleteReason)
          : status === 'DELETED'
            ? isNotNull(bets.deleteReason)
            : undefined;
      if (status !== '' && !statusCondition) {
        throw badRequest('status must be MATCHED or DELETED.');
      }
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

    app.get('/bet', session, async (request) => {
      const data = await listBets(request.query as Record<string, unknown>, sessionOf(request).userId, 10, 100);
      return { statusCode: 200, data };
    });

    app.get('/bet/placed', session, async (request) => {
      const data = await listBets(request.query as Record<string, unknown>, sessionOf(request).userId, 200, 500);
      return { statusCode: 200, data };
    });

    app.get(
      '/run-amount/:id',
      { ...session, schema: { params: MarketParams, querystring: MatchQuery } },
      async (request) => {
        const data = await runAmount(db, sessionOf(request).userId, request.params.id, request.query.matchId, false);
        return { statusCode: 200, data };
      },
    );

    app.get(
      '/run-amount/meter/:id',
      { ...session, schema: { params: MarketParams, querystring: MatchQuery } },
      async (request) => {
        const data = await runAmount(db, sessionOf(request).userId, request.params.id, request.query.matchId, true);
        return { statusCode: 200, data };
      },
    );

    app.get('/bet/session/profitLoss', { ...session, schema: { querystring: MatchQuery } }, async (request) => {
      return { statusCode: 200, data: await sessionProfitLoss(db, sessionOf(request).userId, request.query.matchId) };
    });

    app.post(
      '/bet/profitLoss',
      {
        ...session,
        schema: {
          body: Type.Object(
            {
              matchId: Type.String({ minLength: 1, maxLength: 64, pattern: '^[0-9]+$' }),
              betIds: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 200 })),
            },
            { additionalProperties: false },
          ),
        },
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

    app.get('/bet/myMarket', session, async (request) => {
      return { statusCode: 200, data: await myMarket(db, sessionOf(request).userId) };
    });

    app.post(
      '/bet/deleteMultipleBetForRace',
      {
        ...session,
        schema: {
          body: Type.Object(
            {
              requestData: Type.Object(
                {
                  matchId: Type.String({ minLength: 1, maxLength: 64, pattern: '^[0-9]+$' }),
                  betIds: Type.Array(Type.String({ format: 'uuid' }), { minItems: 1, maxItems: 100 }),
                },
                { additionalProperties: false },
              ),
            },
            { additionalProperties: false },
          ),
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
