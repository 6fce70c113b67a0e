import type { FastifyInstance } from 'fastify';

/**
 * Response headers of quality bar R8. The API serves JSON only, so its policy forbids everything a
 * document could load; pages it embeds elsewhere set their own.
 */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Powerful features no API answer, nor anything it frames, may use. */
const DENIED_FEATURES = [
  'accelerometer',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/**
 * A Permissions-Policy with every powerful feature off, except `allowed` (feature → allowlist, e.g.
 * `self`). Without an allowlist fullscreen and autoplay are off too.
 */
export function permissionsPolicy(allowed: Readonly<Record<string, string>> = {}): string {
  return [...DENIED_FEATURES, 'autoplay', 'fullscreen']
    .map((feature) => `${feature}=(${allowed[feature] ?? ''})`)
    .join(', ');
}

/** The API answers JSON: nothing may use any of them. */
export const API_PERMISSIONS_POLICY = permissionsPolicy();

/**
 * A page the client apps frame (the scoreboard and TV embeds): their frames delegate fullscreen
 * and autoplay (`allow="autoplay; fullscreen"`), which the page keeps for itself; nothing else.
 */
export const FRAMED_PAGE_PERMISSIONS_POLICY = permissionsPolicy({ autoplay: 'self', fullscreen: 'self' });

export function securityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', API_CSP);
    if (!reply.hasHeader('permissions-policy')) reply.header('permissions-policy', API_PERMISSIONS_POLICY);
    // Unconditional: a browser ignores it on an answer that did not come over HTTPS (RFC 6797
    // §8.1), so it is right behind any TLS-terminating proxy, whether TRUST_PROXY names it or not.
    reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    // No API page opens, or needs, a window of another origin.
    reply.header('cross-origin-opener-policy', 'same-origin');
    if (!reply.hasHeader('x-frame-options')) reply.header('x-frame-options', 'DENY');
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}

const ORIGIN = /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/;

/**
 * The CSP of a page meant to be framed by the client apps (the scoreboard and TV embeds): scripts, styles and requests to its own origin only; `frame-ancestors` lists
 * the given origins (anything that is not a plain origin is dropped; none left → 'none').
 */
export function framedPageCsp(origins: readonly string[]): string {
  const ancestors = origins.map((o) => o.replace(/\/+$/, '')).filter((o) => ORIGIN.test(o));
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${ancestors.length > 0 ? ancestors.join(' ') : "'none'"}`,
  ].join('; ');
}
