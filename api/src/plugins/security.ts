import type { FastifyInstance } from 'fastify';

/**
 * Response headers of quality bar R8. The API serves JSON only, so its policy forbids everything a
 * document could load; pages it embeds elsewhere set their own.
 */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export function securityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', API_CSP);
    reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('cross-origin-opener-policy', 'same-origin');
    if (!reply.hasHeader('x-frame-options')) reply.header('x-frame-options', 'DENY');
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}

const ORIGIN = /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/;

/**
 * The CSP of a page meant to be framed by the client apps (the scoreboard and TV embeds, the
 * provider's games): scripts, styles and requests to its own origin only; `frame-ancestors` lists
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
