/** The framed scoreboard and "TV" pages (`/embed/*`) and the state their script polls. */
import { Type } from 'typebox';
import { ScoreSchema } from './sports.js';

/** A match id of the embed pages; checked to be digits by the route, which says so in words. */
export const EmbedIdParamsSchema = Type.Object({ id: Type.String({ maxLength: 200 }) });

/** `GET /embed/state/{id}` query. */
export const EmbedStateQuerySchema = Type.Object(
  { view: Type.Optional(Type.Union([Type.Literal('live'), Type.Literal('tv')])) },
  { additionalProperties: false },
);

export const EmbedAssetParamsSchema = Type.Object({ name: Type.String({ maxLength: 100 }) });

/** `GET /embed/assets/{name}` query: `v` pins the version (cached for good when it matches). */
export const EmbedAssetQuerySchema = Type.Object(
  { v: Type.Optional(Type.String({ maxLength: 40 })) },
  { additionalProperties: false },
);

export const PlayEventKindSchema = Type.Union([
  Type.Literal('dot'),
  Type.Literal('run'),
  Type.Literal('four'),
  Type.Literal('six'),
  Type.Literal('wicket'),
  Type.Literal('extra'),
  Type.Literal('innings'),
  Type.Literal('goal'),
  Type.Literal('period'),
  Type.Literal('point'),
  Type.Literal('game'),
  Type.Literal('round'),
  Type.Literal('knockdown'),
  Type.Literal('move'),
  Type.Literal('lead'),
  Type.Literal('start'),
  Type.Literal('finish'),
]);

export const PlayEventSchema = Type.Object({
  /** Simulated time of the event. */
  at: Type.Number(),
  kind: PlayEventKindSchema,
  text: Type.String(),
  /** The side it favours (0 = teamA / home, 1 = teamB / away), when there is one. */
  side: Type.Union([Type.Literal(0), Type.Literal(1), Type.Null()]),
});

/** `GET /embed/state/{id}`: the match's play as the scoreboard or the (5 s delayed) TV view shows it. */
export const EmbedStateSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  sport: Type.String(),
  sportName: Type.String(),
  engine: Type.String(),
  competitionName: Type.String(),
  teamA: Type.Union([Type.String(), Type.Null()]),
  teamB: Type.Union([Type.String(), Type.Null()]),
  startAt: Type.String(),
  view: Type.Union([Type.Literal('live'), Type.Literal('tv')]),
  /** How far behind the feed this state is (ms). */
  delayMs: Type.Number(),
  /** Simulated time the state is of, and the feed's time now. */
  at: Type.Number(),
  now: Type.Number(),
  inPlay: Type.Boolean(),
  finished: Type.Boolean(),
  stopAt: Type.Union([Type.String(), Type.Null()]),
  /** The sport's score board. */
  scoreBoard: Type.Union([ScoreSchema, Type.Null()]),
  event: Type.Union([PlayEventSchema, Type.Null()]),
});

/** An embed page or asset: HTML, CSS or JavaScript text, not JSON. */
export const EmbedTextSchema = Type.String();

// ---------------------------------------------------------------------------------------------
// Embed links: a full-screen embed opened without a session (a TV, a second screen)

/** Which full-screen embed a link opens: the live video or the scoreboard. */
export const EmbedKindSchema = Type.Union([Type.Literal('video'), Type.Literal('score')]);

/** `POST /embed/link` (under a session): the match and the embed to share. */
export const EmbedLinkBodySchema = Type.Object(
  { matchId: Type.String({ maxLength: 200 }), kind: EmbedKindSchema },
  { additionalProperties: false },
);

/** `POST /embed/link`: a signed link to one embed of one match, good until `expiresAt`. */
export const EmbedLinkSchema = Type.Object({
  kind: EmbedKindSchema,
  matchId: Type.String(),
  /** The signed token (kind, match id, expiry and signature; nothing of the player or the session). */
  token: Type.String(),
  /** The client page that opens it, token included, e.g. `/videoPage/1001?embedToken=…`. */
  path: Type.String(),
  /** When the token stops opening the embed (ISO 8601). */
  expiresAt: Type.String(),
  ttlSeconds: Type.Number(),
});

/** `GET /embed/link/{id}?kind&embedToken` (no session): the link's token, checked against the page. */
export const EmbedFrameQuerySchema = Type.Object(
  { kind: EmbedKindSchema, embedToken: Type.String({ maxLength: 300 }) },
  { additionalProperties: false },
);

/** `GET /embed/link/{id}`: the frame address of exactly the match and embed the token names. */
export const EmbedFrameSchema = Type.Object({
  kind: EmbedKindSchema,
  matchId: Type.String(),
  iframeUrl: Type.String(),
  expiresAt: Type.String(),
});
