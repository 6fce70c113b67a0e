import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Envelope, ERROR_RESPONSES, RulesQuerySchema, RulesSchema } from '@backlay/shared/schemas';
import type { AppContext } from '../context.js';
import { routePlugin } from '../plugins/routes.js';
import { RULES, type RulesEntry } from '../content/rules.js';
import { notFound } from '../errors.js';
import { requireSession } from '../plugins/auth.js';

/** The tabs by lower-case name, for the case-insensitive `sportName` lookup. */
const BY_NAME = new Map<string, RulesEntry>(RULES.map((entry) => [entry.sportName.toLowerCase(), entry]));
const NAMES = RULES.map((entry) => entry.sportName).join(', ');

/** The rules are the same for everyone and change rarely: a player's browser may keep them briefly. */
const CACHE_CONTROL = 'private, max-age=300';

export function rulesRoutes(ctx: AppContext) {
  return routePlugin((base) => {
    const app = base.withTypeProvider<TypeBoxTypeProvider>();

    app.get(
      '/rules',
      {
        // Demo players and players who still have to change their password may read the rules too.
        onRequest: requireSession(ctx, ['full', 'password']),
        schema: { querystring: RulesQuerySchema, response: { 200: Envelope(RulesSchema), ...ERROR_RESPONSES } },
      },
      async (request, reply) => {
        const { sportName } = request.query;
        let data: RulesEntry[] = RULES;
        if (sportName !== undefined) {
          const entry = BY_NAME.get(sportName.trim().toLowerCase());
          if (!entry) throw notFound(`There are no rules for "${sportName.trim()}". Rules exist for: ${NAMES}.`);
          data = [entry];
        }
        reply.header('cache-control', CACHE_CONTROL);
        return { statusCode: 200, data };
      },
    );
  });
}
