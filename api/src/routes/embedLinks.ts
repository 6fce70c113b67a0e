/**
 * Signed embed links (sports/embedLinks.ts): a signed-in player asks for a short-lived link to the
 * live video or the scoreboard of a match (POST /embed/link); the full-screen embed page opened
 * with it, on a TV or a second screen with no session, trades its token for that one embed's frame
 * address (GET /embed/link/{id}). The token opens that and nothing else: it is no session, names
 * no player, and every other route refuses it.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  EmbedFrameQuerySchema,
  EmbedFrameSchema,
  EmbedIdParamsSchema,
  EmbedLinkBodySchema,
  EmbedLinkSchema,
  Envelope,
  ERROR_RESPONSES,
} from '@backlay/shared/schemas';
import { EMBED_TOKEN_PARAM, type MatchSnapshot } from '@backlay/shared/sports';
import type { AppContext } from '../context.js';
import { ApiError, badRequest, forbidden, notFound } from '../errors.js';
import { requireSession } from '../plugins/auth.js';
import { EMBED_LINK_TTL_SECONDS, signEmbedLink, verifyEmbedLink, type EmbedKind } from '../sports/embedLinks.js';

const ID = /^\d{1,20}$/;

const NAMES: Record<EmbedKind, string> = { video: 'the live video', score: 'the scoreboard' };
const ASK_AGAIN = 'Ask for a new one on the match page.';

function matchId(text: string): string {
  if (!ID.test(text)) throw badRequest('Match id must be a number of up to 20 digits.');
  return text;
}

function secretOf(ctx: AppContext): string {
  const secret = ctx.config.embedSecret;
  if (!secret) throw new ApiError(503, 'Embed links are not configured on this server (EMBED_SECRET).');
  return secret;
}

/** The match, with the embed asked for: a scoreboard for any match, the video only where there is one. */
function embeddable(ctx: AppContext, id: string, kind: EmbedKind): MatchSnapshot {
  const s = ctx.feed.view(id);
  if (!s) throw notFound('Match not found.');
  if (kind === 'video' && !s.fixture.isTv) throw notFound('This match has no live video.');
  return s;
}

/** The client page of the embed, as the host routes it. */
function pagePath(s: MatchSnapshot, kind: EmbedKind, token: string): string {
  const id = encodeURIComponent(s.id);
  const query = `${EMBED_TOKEN_PARAM}=${encodeURIComponent(token)}`;
  return kind === 'video' ? `/videoPage/${id}?${query}` : `/scoreBoardPage/${id}/${s.fixture.sportId}?${query}`;
}

function frameUrl(ctx: AppContext, s: MatchSnapshot, kind: EmbedKind): string {
  return `${ctx.publicApiUrl}/embed/${kind === 'video' ? 'tv' : 'scoreboard'}/${encodeURIComponent(s.id)}`;
}

export function declareEmbedLinkRoutes(base: FastifyInstance, ctx: AppContext): void {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/embed/link',
    {
      onRequest: requireSession(ctx),
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: { body: EmbedLinkBodySchema, response: { 200: Envelope(EmbedLinkSchema), ...ERROR_RESPONSES } },
    },
    (request) => {
      const { kind } = request.body;
      const s = embeddable(ctx, matchId(request.body.matchId), kind);
      const { token, expiresAt } = signEmbedLink(secretOf(ctx), kind, s.id, ctx.now());
      return {
        statusCode: 200,
        data: {
          kind,
          matchId: s.id,
          token,
          path: pagePath(s, kind, token),
          expiresAt: new Date(expiresAt).toISOString(),
          ttlSeconds: EMBED_LINK_TTL_SECONDS,
        },
      };
    },
  );

  // No session: the token is the whole permission, and it is checked against the page asking.
  app.get(
    '/embed/link/:id',
    {
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        params: EmbedIdParamsSchema,
        querystring: EmbedFrameQuerySchema,
        response: { 200: Envelope(EmbedFrameSchema), ...ERROR_RESPONSES },
      },
    },
    (request) => {
      const id = matchId(request.params.id);
      const { kind, embedToken } = request.query;
      const check = verifyEmbedLink(secretOf(ctx), embedToken, ctx.now());
      if (!check.ok) {
        if (check.reason === 'expired')
          throw forbidden(
            `This embed link has expired (links last ${EMBED_LINK_TTL_SECONDS / 60} minutes). ${ASK_AGAIN}`,
          );
        throw forbidden(`This embed link is not valid. ${ASK_AGAIN}`);
      }
      if (check.kind !== kind) throw forbidden(`This embed link opens ${NAMES[check.kind]}, not ${NAMES[kind]}.`);
      if (check.matchId !== id) throw forbidden('This embed link is for another match.');
      const s = embeddable(ctx, id, kind);
      return {
        statusCode: 200,
        data: {
          kind,
          matchId: s.id,
          iframeUrl: frameUrl(ctx, s, kind),
          expiresAt: new Date(check.expiresAt).toISOString(),
        },
      };
    },
  );
}
