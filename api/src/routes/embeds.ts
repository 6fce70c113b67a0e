/**
 * The pages GET /getIframeUrl points at: a live scoreboard and a "TV" view of the simulated play
 * (five seconds behind, like the spec's stream). They are iframe targets, so no session: they show
 * only public feed data. Each page is static HTML; its script (served from /embed/assets) polls
 * GET /embed/state/{id} once a second.
 *
 * Their CSP allows scripts and styles from this origin only and framing by the client apps' origins
 * (the CORS allowlist), instead of the API's default `frame-ancestors 'none'`.
 */
import type { FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  EmbedAssetParamsSchema,
  EmbedAssetQuerySchema,
  EmbedIdParamsSchema,
  EmbedStateQuerySchema,
  EmbedStateSchema,
  EmbedTextSchema,
  Envelope,
  ERROR_RESPONSES,
} from '@backlay/shared/schemas';
import type { AppContext } from '../context.js';
import { routePlugin } from '../plugins/routes.js';
import { badRequest, notFound } from '../errors.js';
import { assetUrl, EMBED_ASSETS } from '../sports/embedAssets.js';
import { PlayHistory } from '../sports/playHistory.js';
import { FRAMED_PAGE_PERMISSIONS_POLICY, framedPageCsp } from '../plugins/security.js';
import { declareEmbedLinkRoutes } from './embedLinks.js';

const ID = /^\d{1,20}$/;
export const TV_NOTICE = 'Live video is delayed by 5 seconds';

/** The CSP of the embed pages; frame-ancestors lists the allowed client origins. */
export const embedCsp = framedPageCsp;

function embedId(text: string): string {
  if (!ID.test(text)) throw badRequest('Match id must be a number of up to 20 digits.');
  return text;
}

function page(kind: 'scoreboard' | 'tv', id: string): string {
  const head = [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="referrer" content="no-referrer">',
    '<link rel="icon" href="data:,">',
    `<title>${kind === 'tv' ? 'Live view' : 'Scoreboard'}</title>`,
    `<link rel="stylesheet" href="${assetUrl('embed.css')}">`,
    `<script src="${assetUrl('common.js')}" defer></script>`,
    `<script src="${assetUrl(kind === 'tv' ? 'tv.js' : 'scoreboard.js')}" defer></script>`,
    '</head>',
  ];
  // The id is digits only (checked): nothing else from outside is written into the page.
  const body =
    kind === 'tv'
      ? [
          `<body class="embed" data-match-id="${id}" data-view="tv">`,
          '<main class="tv">',
          '<div class="bar"><span data-field="title">Loading…</span><span class="score" data-field="score"></span></div>',
          '<canvas width="640" height="360" role="img" aria-label="Animated view of the play"></canvas>',
          `<p class="notice">${TV_NOTICE}</p>`,
          '<div class="banner" data-field="event" aria-live="polite"></div>',
          '</main>',
        ]
      : [
          `<body class="embed" data-match-id="${id}" data-view="live">`,
          '<main class="board">',
          '<div class="head"><span class="badge" data-field="status">…</span><span data-field="sport"></span><span class="comp" data-field="competition"></span></div>',
          '<h1 class="title" data-field="title">Loading…</h1>',
          '<div class="rows" data-field="score"></div>',
          '<p class="line" data-field="line"></p>',
          '<ol class="balls" data-field="balls" aria-label="Last balls"></ol>',
          '<p class="event" data-field="event" aria-live="polite"></p>',
          '</main>',
        ];
  return [
    ...head,
    ...body,
    '<noscript>Turn on JavaScript to follow the match live.</noscript>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

export function embedRoutes(ctx: AppContext) {
  return routePlugin((base) => {
    const app = base.withTypeProvider<TypeBoxTypeProvider>();
    const history = new PlayHistory(ctx.feed);
    app.addHook('onClose', (_instance, done) => {
      history.dispose();
      done();
    });
    const csp = embedCsp(ctx.config.corsOrigins);
    // The signed links to these embeds, for a screen without a session (embedLinks.ts).
    declareEmbedLinkRoutes(app, ctx);

    // These pages are meant to be framed: the API-wide X-Frame-Options DENY would forbid it
    // (frame-ancestors in the CSP says who may). This hook runs after the app-wide one.
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.url.startsWith('/embed/tv/') || request.url.startsWith('/embed/scoreboard/'))
        reply.removeHeader('x-frame-options');
      return payload;
    });

    const sendPage = (reply: FastifyReply, kind: 'scoreboard' | 'tv', id: string) => {
      if (!ctx.feed.view(id)) throw notFound('Match not found.');
      return reply
        .header('content-security-policy', csp)
        .header('permissions-policy', FRAMED_PAGE_PERMISSIONS_POLICY)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(page(kind, id));
    };

    const pageSchema = { params: EmbedIdParamsSchema, response: { 200: EmbedTextSchema, ...ERROR_RESPONSES } };

    app.get('/embed/scoreboard/:id', { schema: pageSchema }, async (request, reply) =>
      sendPage(reply, 'scoreboard', embedId(request.params.id)),
    );

    app.get('/embed/tv/:id', { schema: pageSchema }, async (request, reply) =>
      sendPage(reply, 'tv', embedId(request.params.id)),
    );

    app.get(
      '/embed/state/:id',
      {
        config: { rateLimit: { max: 600, timeWindow: 60_000 } },
        schema: {
          params: EmbedIdParamsSchema,
          querystring: EmbedStateQuerySchema,
          response: { 200: Envelope(EmbedStateSchema), ...ERROR_RESPONSES },
        },
      },
      (request) => {
        const data = history.state(embedId(request.params.id), request.query.view ?? 'live');
        if (!data) throw notFound('Match not found.');
        return { statusCode: 200, data };
      },
    );

    app.get(
      '/embed/assets/:name',
      {
        schema: {
          params: EmbedAssetParamsSchema,
          querystring: EmbedAssetQuerySchema,
          response: { 200: EmbedTextSchema, ...ERROR_RESPONSES },
        },
      },
      async (request, reply) => {
        const { name } = request.params;
        const asset = Object.prototype.hasOwnProperty.call(EMBED_ASSETS, name) ? EMBED_ASSETS[name] : undefined;
        if (!asset) throw notFound('No such asset.');
        const pinned = request.query.v === asset.version;
        return reply
          .header('cache-control', pinned ? 'public, max-age=31536000, immutable' : 'public, max-age=300')
          .header('etag', `"${asset.version}"`)
          .type(asset.type)
          .send(asset.body);
      },
    );
  });
}
