/**
 * Live card tables (spec section 7, "Cards and casino" and the card report):
 * - GET /match/card/{type}: the table now; GET /match/initial/card/{type}: that and the last 10
 *   results. Reading a table keeps it running rounds.
 * - GET /card/result/{type}: settled rounds, newest first, 15 a page, with the spec's filters;
 *   GET /card/result/detail/{mid}: one round with its shoe and commitment.
 * - POST /bet/cardBetting: a bet on the open round.
 * - GET /cricketScore?eventId=: the scoreboard of a cricket table's round (table code or round id).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from 'typebox';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { cardTable, familyOf, type CardInitial, type CardRoundDetail } from '@backlay/shared/cards';
import {
  BET_ERROR_RESPONSES,
  CardInitialSchema,
  CardMidParamsSchema,
  CardPlaceBetSchema,
  CardResultPageSchema,
  CardResultQuerySchema,
  CardRoundDetailSchema,
  CardScoreboardSchema,
  CardSnapshotSchema,
  CardTypeParamsSchema,
  CardTypeQuerySchema,
  CricketScoreQuerySchema,
  Envelope,
  ERROR_RESPONSES,
  MessageEnvelope,
  PlaceBetResponseSchema,
} from '@backlay/shared/schemas';
import type { AppContext } from '../context.js';
import { routePlugin } from '../plugins/routes.js';
import { cardRounds, marketResults } from '../db/schema.js';
import { notFound } from '../errors.js';
import { parseListQuery, type FieldMap } from '../filters/filter.js';
import { placingFor, requireRememberedSession, requireSession, sessionOf } from '../plugins/auth.js';
import { afterReply, placedReply } from '../betting/replies.js';
import { readBalance } from '../wallet/ledger.js';
import { cardMarketId } from '../betting/rows.js';
import { recordOf, type CardTables } from '../cards/engine.js';
import { placeCardBet } from '../cards/place.js';

/** A route's schemas: its success answer beside every refusal. */
const ok = <T extends TSchema>(data: T) => ({ 200: Envelope(data), ...ERROR_RESPONSES });

const RESULT_FIELDS: FieldMap = {
  'cardResult.createdAt': { column: cardRounds.settledAt, type: 'date' },
  createdAt: { column: cardRounds.settledAt, type: 'date' },
  'cardResult.mid': { column: cardRounds.mid, type: 'string' },
  mid: { column: cardRounds.mid, type: 'string' },
};

const RESULT_SORT = { 'cardResult.createdAt': cardRounds.settledAt, createdAt: cardRounds.settledAt };

function tableOr404(code: string) {
  const def = cardTable(code);
  if (!def) throw notFound(`There is no card table ${code}.`);
  return def;
}

export function cardRoutes(ctx: AppContext, tables: CardTables) {
  return routePlugin((base) => {
    const app = base.withTypeProvider<TypeBoxTypeProvider>();
    const { db } = ctx;
    const session = { onRequest: requireSession(ctx, ['full']) };

    const snapshotOf = async (type: string) => {
      const def = tableOr404(type);
      const table = (await tables.watch(def.code))!;
      return { statusCode: 200, data: table.snapshot(ctx.now()) };
    };
    const initialOf = async (type: string) => {
      const def = tableOr404(type);
      const table = (await tables.watch(def.code))!;
      const data: CardInitial = {
        snapshot: table.snapshot(ctx.now()),
        lastResults: await tables.lastResults(def.code, 10),
      };
      return { statusCode: 200, data };
    };
    // The table as a path segment or as ?type=, as clients of either style send it.
    const snapshot = ok(CardSnapshotSchema);
    const initial = ok(CardInitialSchema);
    app.get(
      '/match/card/:type',
      { ...session, schema: { params: CardTypeParamsSchema, response: snapshot } },
      (request) => snapshotOf(request.params.type),
    );
    app.get(
      '/match/card',
      { ...session, schema: { querystring: CardTypeQuerySchema, response: snapshot } },
      (request) => snapshotOf(request.query.type),
    );
    app.get(
      '/match/initial/card/:type',
      { ...session, schema: { params: CardTypeParamsSchema, response: initial } },
      (request) => initialOf(request.params.type),
    );
    app.get(
      '/match/initial/card',
      { ...session, schema: { querystring: CardTypeQuerySchema, response: initial } },
      (request) => initialOf(request.query.type),
    );

    app.get(
      '/card/result/:type',
      {
        ...session,
        schema: {
          params: CardTypeParamsSchema,
          querystring: CardResultQuerySchema,
          response: ok(CardResultPageSchema),
        },
      },
      async (request) => {
        const def = tableOr404(request.params.type);
        const list = parseListQuery(request.query, {
          fields: RESULT_FIELDS,
          searchable: { mid: cardRounds.mid, 'cardResult.mid': cardRounds.mid },
          sortable: RESULT_SORT,
          defaultSort: 'cardResult.createdAt:DESC',
          defaultLimit: 15,
          maxLimit: 100,
        });
        const where = and(eq(cardRounds.gameType, def.code), eq(cardRounds.status, 'settled'), list.where);
        const [rows, [total]] = await Promise.all([
          db
            .select()
            .from(cardRounds)
            .where(where)
            .orderBy(...list.orderBy, desc(cardRounds.mid))
            .limit(list.limit)
            .offset(list.offset),
          db.select({ n: count() }).from(cardRounds).where(where),
        ]);
        return { statusCode: 200, data: { count: Number(total?.n ?? 0), rows: rows.map(recordOf) } };
      },
    );

    app.get(
      '/card/result/detail/:mid',
      { ...session, schema: { params: CardMidParamsSchema, response: ok(CardRoundDetailSchema) } },
      async (request) => {
        const [row] = await db.select().from(cardRounds).where(eq(cardRounds.mid, request.params.mid));
        if (!row || row.status !== 'settled') throw notFound(`Round ${request.params.mid} has no result yet.`);
        const def = tableOr404(row.gameType);
        const [live] = await db
          .select({ result: marketResults.result })
          .from(marketResults)
          .where(
            and(
              eq(marketResults.marketId, cardMarketId(def.code, row.mid)),
              sql`${marketResults.undeclaredAt} is null`,
            ),
          );
        const data: CardRoundDetail = {
          ...recordOf(row),
          dealt: familyOf(def).deal(def, row.shoe),
          commit: row.commit,
          salt: row.salt,
          shoe: row.shoe,
          voided: live?.result.type === 'void',
        };
        return { statusCode: 200, data };
      },
    );

    app.get(
      '/cricketScore',
      {
        ...session,
        schema: {
          querystring: CricketScoreQuerySchema,
          response: ok(Type.Union([CardScoreboardSchema, Type.Null()])),
        },
      },
      async (request) => {
        const id = request.query.eventId;
        let code: string = id;
        if (/^[0-9]+$/.test(id)) {
          const [row] = await db
            .select({ gameType: cardRounds.gameType })
            .from(cardRounds)
            .where(eq(cardRounds.mid, id));
          if (!row) throw notFound(`There is no round ${id}.`);
          code = row.gameType;
        }
        const def = tableOr404(code);
        const family = familyOf(def);
        if (!family.scoreboard) throw notFound(`${def.name} has no scoreboard.`);
        const table = tables.table(def.code)!;
        const now = ctx.now();
        const state = table.state(now);
        if (/^[0-9]+$/.test(id) && table.round?.row.mid !== id) {
          // A finished round: its whole innings.
          const [row] = await db
            .select()
            .from(cardRounds)
            .where(and(eq(cardRounds.mid, id), inArray(cardRounds.status, ['settled'])));
          if (!row) throw notFound(`Round ${id} is not on the table now.`);
          return { statusCode: 200, data: family.scoreboard(def, familyOf(def).deal(def, row.shoe)) };
        }
        return { statusCode: 200, data: family.scoreboard(def, state?.shown ?? []) };
      },
    );

    const placed = {
      200: MessageEnvelope(PlaceBetResponseSchema),
      201: MessageEnvelope(PlaceBetResponseSchema),
      ...BET_ERROR_RESPONSES,
    };
    app.post(
      '/bet/cardBetting',
      { onRequest: requireRememberedSession(ctx), schema: { body: CardPlaceBetSchema, response: placed } },
      async (request, reply) => {
        const { userId } = sessionOf(request);
        const outcome = await placingFor(ctx, request, (sessionId) =>
          placeCardBet(ctx, tables, userId, request.body, sessionId),
        );
        const balance = outcome.balance ?? (await readBalance(db, userId));
        if (outcome.created) {
          afterReply(() => {
            ctx.realtime.balance(userId, balance);
            ctx.realtime.toUser(userId, 'userCardBetPlaced', { bet: outcome.bet, balance });
          });
        }
        return reply.status(outcome.created ? 201 : 200).send(placedReply(outcome.bet, outcome.created, balance));
      },
    );
  });
}
