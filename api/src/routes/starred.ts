import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  Envelope,
  ERROR_RESPONSES,
  MessageEnvelope,
  StarMarketRequestSchema,
  StarredMarketSchema,
  UnstarMarketRequestSchema,
} from '@backlay/shared/schemas';
import type { AppContext } from '../context.js';
import { routePlugin } from '../plugins/routes.js';
import { requireSession, sessionOf } from '../plugins/auth.js';
import { listStarred, starMarket, unstarMarket } from '../user/starred.js';

const LIST = Type.Array(StarredMarketSchema);

/**
 * The player's starred markets (the Starred Markets page, the match page's stars). Starring and
 * removing a star answer the whole list as it is now, so a client takes it as it comes.
 */
export function starredRoutes(ctx: AppContext) {
  return routePlugin((base) => {
    const app = base.withTypeProvider<TypeBoxTypeProvider>();
    const { db, feed } = ctx;
    const session = { onRequest: requireSession(ctx) };

    app.get(
      '/user/starredMarkets',
      { ...session, schema: { response: { 200: Envelope(LIST), ...ERROR_RESPONSES } } },
      async (request) => ({ statusCode: 200, data: await listStarred(db, feed, sessionOf(request).userId) }),
    );

    app.post(
      '/user/starredMarkets',
      {
        ...session,
        schema: { body: StarMarketRequestSchema, response: { 200: MessageEnvelope(LIST), ...ERROR_RESPONSES } },
      },
      async (request) => {
        const { userId } = sessionOf(request);
        const { matchId, marketId } = request.body;
        const { created } = await starMarket(db, feed, userId, matchId, marketId, new Date(ctx.now()));
        return {
          statusCode: 200,
          message: created ? 'Market starred.' : 'This market is already starred.',
          data: await listStarred(db, feed, userId),
        };
      },
    );

    app.post(
      '/user/starredMarkets/remove',
      {
        ...session,
        schema: { body: UnstarMarketRequestSchema, response: { 200: MessageEnvelope(LIST), ...ERROR_RESPONSES } },
      },
      async (request) => {
        const { userId } = sessionOf(request);
        const { removed } = await unstarMarket(db, userId, request.body.marketId);
        return {
          statusCode: 200,
          message: removed ? 'Star removed.' : 'This market was not starred.',
          data: await listStarred(db, feed, userId),
        };
      },
    );
  });
}
