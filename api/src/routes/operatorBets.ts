import type { FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  BetReasonRequestSchema,
  DeclareOutcomeSchema,
  DeclareResultRequestSchema,
  DeleteBetsOutcomeSchema,
  DeleteBetsRequestSchema,
  Envelope,
  ERROR_RESPONSES,
  MarketIdRequestSchema,
  MessageEnvelope,
  OperatorMarketBetsSchema,
  UndeclareOutcomeSchema,
} from '@backlay/shared/schemas';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { cardTable, familyOf } from '@backlay/shared/cards';
import type { MarketResult } from '@backlay/shared/sports';
import type { AppContext } from '../context.js';
import { routePlugin } from '../plugins/routes.js';
import { betMarkets, bets, cardRounds, marketResults } from '../db/schema.js';
import { badRequest, conflict, forbidden, notFound } from '../errors.js';
import { safeEqual } from '../auth/tokens.js';
import { findUserByName } from '../user/accounts.js';
import { placedBetOf } from '../betting/rows.js';

/** Results and bet corrections, for the operator command line (loopback and operator key only). */
/** The result a card round's stored shoe deals, for its market id `card:<table>:<mid>`. */
async function cardRoundResult(ctx: AppContext, marketId: string): Promise<MarketResult> {
  const [, code, mid] = marketId.split(':');
  const def = code ? cardTable(code) : undefined;
  if (!marketId.startsWith('card:') || !def || !mid) throw badRequest(`${marketId} is not a card round.`);
  const [row] = await ctx.db
    .select()
    .from(cardRounds)
    .where(and(eq(cardRounds.mid, mid), eq(cardRounds.gameType, def.code)));
  if (!row) throw notFound(`There is no round ${mid} of ${def.name}.`);
  const family = familyOf(def);
  const dealt = family.deal(def, row.shoe);
  return { type: 'card', gameType: def.code, mid, win: family.result(def, dealt).win, dealt };
}

export function operatorBetRoutes(ctx: AppContext) {
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

    /** The result an operator names, checked against the market's runners. */
    async function resultOf(
      marketId: string,
      body: { winner?: number; runs?: number; outcome?: 'YES' | 'NO'; void?: string; round?: boolean },
    ): Promise<MarketResult> {
      const given = [body.winner, body.runs, body.outcome, body.void, body.round].filter((v) => v !== undefined).length;
      if (given !== 1) throw badRequest('Give exactly one of winner, runs, outcome, void or round.');
      if (body.round !== undefined) return cardRoundResult(ctx, marketId);
      if (body.void !== undefined) {
        const reason =
          body.void === 'abandoned' || body.void === 'tie' || body.void === 'not started' ? body.void : 'no result';
        return { type: 'void', reason };
      }
      if (body.runs !== undefined) return { type: 'runs', runs: body.runs };
      if (body.outcome !== undefined) return { type: 'yesNo', outcome: body.outcome };
      const live = ctx.feed.market(marketId)?.market.runners.find((r) => r.selectionId === body.winner);
      const [bet] = live
        ? []
        : await db
            .select({ name: bets.teamName })
            .from(bets)
            .where(and(eq(bets.marketId, marketId), eq(bets.selectionId, body.winner!)))
            .limit(1);
      const [market] = await db
        .select({ selectionIds: betMarkets.selectionIds })
        .from(betMarkets)
        .where(eq(betMarkets.id, marketId));
      const known = live !== undefined || market?.selectionIds.includes(body.winner!) === true;
      if (!known) throw badRequest(`Runner ${body.winner} is not in market ${marketId}.`);
      return {
        type: 'winner',
        selectionId: body.winner!,
        name: live?.nat ?? bet?.name ?? String(body.winner),
        placed: [],
      };
    }

    app.post(
      '/operator/results/declare',
      {
        schema: {
          body: DeclareResultRequestSchema,
          response: { 200: MessageEnvelope(DeclareOutcomeSchema), ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const { marketId, ...rest } = request.body;
        const result = await resultOf(marketId, rest);
        const data = await ctx.betting.settlement.declare({ marketId, result, source: 'operator', actor: 'operator' });
        // A manual session with a result leaves its match, as a feed session does.
        await ctx.manualSessions.closeDeclared(marketId);
        const message = data.repeated
          ? `Market ${marketId} already had this result; nothing changed.`
          : `Declared market ${marketId} (version ${data.version}): ${data.settled} bet(s) of ${data.players} player(s) settled.`;
        return { statusCode: 200, message, data };
      },
    );

    app.post(
      '/operator/results/undeclare',
      {
        schema: {
          body: MarketIdRequestSchema,
          response: { 200: MessageEnvelope(UndeclareOutcomeSchema), ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const data = await ctx.betting.settlement.undeclare(request.body.marketId, 'operator');
        return {
          statusCode: 200,
          message: `Undeclared market ${data.marketId}: ${data.reopened} bet(s) of ${data.players} player(s) open again.`,
          data,
        };
      },
    );

    app.post(
      '/operator/bets/delete',
      {
        schema: {
          body: DeleteBetsRequestSchema,
          response: { 200: MessageEnvelope(DeleteBetsOutcomeSchema), ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const { betIds, marketId, userName, reason, permanent } = request.body;
        if ((betIds === undefined) === (marketId === undefined)) throw badRequest('Give either betIds or a marketId.');
        let ids = betIds ?? [];
        if (marketId !== undefined) {
          const conditions = [
            eq(bets.marketId, marketId),
            inArray(bets.result, ['PENDING', 'UNDECLARE']),
            isNull(bets.deleteReason),
          ];
          if (userName !== undefined) conditions.push(eq(bets.userId, (await findUserByName(db, userName)).id));
          ids = (
            await db
              .select({ id: bets.id })
              .from(bets)
              .where(and(...conditions))
          ).map((r) => r.id);
          if (ids.length === 0)
            throw notFound(`No open bets on market ${marketId}${userName ? ` for ${userName}` : ''}.`);
        }
        const data = await ctx.betting.settlement.deleteBets({
          betIds: ids,
          reason,
          permanent: permanent === true,
          actor: 'operator',
        });
        const message = permanent
          ? `Removed ${data.removed} bet(s) for good.`
          : `Deleted ${data.deleted} bet(s)${data.updated ? `, updated the reason of ${data.updated}` : ''}.`;
        return { statusCode: 200, message, data };
      },
    );

    app.post(
      '/operator/bets/reason',
      {
        schema: {
          body: BetReasonRequestSchema,
          response: { 200: MessageEnvelope(DeleteBetsOutcomeSchema), ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const { betIds, reason } = request.body;
        const rows = await db
          .select({ id: bets.id, deleteReason: bets.deleteReason })
          .from(bets)
          .where(inArray(bets.id, betIds));
        const notDeleted = rows.filter((r) => r.deleteReason === null);
        if (rows.length !== new Set(betIds).size) throw notFound('Some of those bets do not exist.');
        if (notDeleted.length > 0) throw conflict(`Bet ${notDeleted[0]!.id} is not deleted; delete it first.`);
        const data = await ctx.betting.settlement.deleteBets({ betIds, reason, actor: 'operator' });
        return { statusCode: 200, message: `Updated the reason of ${data.updated} bet(s).`, data };
      },
    );

    app.get(
      '/operator/bets',
      {
        schema: {
          querystring: MarketIdRequestSchema,
          response: { 200: Envelope(OperatorMarketBetsSchema), ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const { marketId } = request.query;
        const rows = await db.select().from(bets).where(eq(bets.marketId, marketId)).orderBy(asc(bets.createdAt));
        const results = await db
          .select()
          .from(marketResults)
          .where(eq(marketResults.marketId, marketId))
          .orderBy(asc(marketResults.version));
        const data = {
          bets: rows.map((r) => ({ ...placedBetOf(r), userId: r.userId })),
          results: results.map((r) => ({
            ...r,
            declaredAt: r.declaredAt.toISOString(),
            undeclaredAt: r.undeclaredAt ? r.undeclaredAt.toISOString() : null,
          })),
        };
        return { statusCode: 200, data };
      },
    );
  });
}
