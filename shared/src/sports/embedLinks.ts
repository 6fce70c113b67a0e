/**
 * Signed embed links: a signed-in player asks for a short-lived link to one full-screen embed of a
 * match (POST /embed/link); the embed page opened with it, on any device and without a session,
 * trades the link's token for that embed's frame address (GET /embed/link/{id}).
 */
import type { ApiResponse, HttpClient, RequestOptions } from '../http/client.js';
import type { Static } from 'typebox';
// Type-only: this module is a Module Federation shared entry, typebox stays out of the browser's first load.
import type { EmbedFrameSchema, EmbedKindSchema, EmbedLinkSchema } from '../schemas/embeds.js';

export type EmbedKind = Static<typeof EmbedKindSchema>;
export type EmbedLink = Static<typeof EmbedLinkSchema>;
export type EmbedFrame = Static<typeof EmbedFrameSchema>;

/** The query parameter of an embed page that carries the link's token. */
export const EMBED_TOKEN_PARAM = 'embedToken';

/** POST /embed/link: a link to the `kind` embed of match `matchId`, for another screen. */
export function embedLink(
  http: HttpClient,
  matchId: string,
  kind: EmbedKind,
  options: RequestOptions = {},
): Promise<ApiResponse<EmbedLink>> {
  return http.post<EmbedLink>('/embed/link', { matchId, kind }, options);
}

/** GET /embed/link/{id}?kind&embedToken: the frame address a link's token opens. */
export function embedFrame(
  http: HttpClient,
  matchId: string,
  kind: EmbedKind,
  token: string,
  options: RequestOptions = {},
): Promise<ApiResponse<EmbedFrame>> {
  return http.get<EmbedFrame>(`/embed/link/${encodeURIComponent(matchId)}`, {
    ...options,
    params: { kind, [EMBED_TOKEN_PARAM]: token },
  });
}
