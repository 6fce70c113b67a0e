/**
 * Signed embed links: a stateless token naming one embed (video or scoreboard) of one match until
 * an expiry, signed with HMAC-SHA256 under the API's EMBED_SECRET. Any API process holding the same
 * secret verifies it; nothing is stored. The token names no player and no session: it is not a login.
 *
 * Format: `v1.<kind>.<matchId>.<expiry in epoch seconds>.<signature, base64url>`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type EmbedKind = 'video' | 'score';

/** How long a link opens its embed: long enough to walk to the TV, short enough not to linger in a chat. */
export const EMBED_LINK_TTL_SECONDS = 15 * 60;

export interface EmbedClaim {
  kind: EmbedKind;
  matchId: string;
  /** Expiry, epoch milliseconds (a whole second). */
  expiresAt: number;
}

export type EmbedCheck =
  ({ ok: true } & EmbedClaim) | { ok: false; reason: 'malformed' | 'signature' | 'expired'; claim?: EmbedClaim };

const VERSION = 'v1';
const TOKEN = /^v1\.(video|score)\.(\d{1,20})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/** The signed text is labelled, so a signature made for anything else under the same key never fits. */
function signature(secret: string, kind: EmbedKind, matchId: string, expirySeconds: number): string {
  return createHmac('sha256', secret)
    .update(`backlay-embed-link:${VERSION}\n${kind}\n${matchId}\n${expirySeconds}`)
    .digest('base64url');
}

/** A token for `kind` of match `matchId`, good until `now` + ttl (rounded down to the second). */
export function signEmbedLink(
  secret: string,
  kind: EmbedKind,
  matchId: string,
  now: number,
  ttlSeconds = EMBED_LINK_TTL_SECONDS,
): { token: string; expiresAt: number } {
  const expirySeconds = Math.floor(now / 1000) + ttlSeconds;
  const sig = signature(secret, kind, matchId, expirySeconds);
  return { token: `${VERSION}.${kind}.${matchId}.${expirySeconds}.${sig}`, expiresAt: expirySeconds * 1000 };
}

/**
 * What a token says, if it is ours and unchanged and still good at `now`. The signature is checked
 * before the expiry: an altered token is "signature" whatever its date says.
 */
export function verifyEmbedLink(secret: string, token: string, now: number): EmbedCheck {
  const m = TOKEN.exec(token);
  if (!m) return { ok: false, reason: 'malformed' };
  const kind = m[1] as EmbedKind;
  const matchId = m[2]!;
  const expirySeconds = Number(m[3]);
  // Compared as text: two base64url texts may decode to the same bytes, only one is the signature.
  const given = Buffer.from(m[4]!);
  const expected = Buffer.from(signature(secret, kind, matchId, expirySeconds));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'signature' };
  const claim = { kind, matchId, expiresAt: expirySeconds * 1000 };
  if (now >= claim.expiresAt) return { ok: false, reason: 'expired', claim };
  return { ok: true, ...claim };
}
