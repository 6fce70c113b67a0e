import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../errors.js';
import { WALLET_PATHS } from '@backlay/casino-provider/protocol';

export const CONTROL_CHARACTER_MESSAGE = 'Text may not contain control characters.';

/**
 * The provider's seamless-wallet calls (`/mac88/wallet/*`) are left to their own checks. They speak
 * the wallet protocol (`{ status: 'ERROR', code, message }`, `@backlay/casino-provider/protocol`),
 * which a provider reads and our usual `{ statusCode, message }` is not; and the protocol refuses an unsigned request
 * before reading anything from it, so a refusal here, ahead of the signature check, would answer an
 * unsigned caller with something other than INVALID_SIGNATURE. Nothing they carry can reach the
 * database as free text anyway: every id is held to `[A-Za-z0-9_.:-]` and the token to
 * `[A-Za-z0-9_-]` (casino/walletSchemas.ts), so a control character there is the protocol's own
 * INVALID_REQUEST, and the query string is not read at all.
 */
const OWN_CHECKS: ReadonlySet<string> = new Set(Object.values(WALLET_PATHS));

/** C0 controls (U+0000–U+001F, tab and line breaks included) and DEL (U+007F). */
export function isControlText(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * Whether any string in a parsed value holds a control character: values and object keys, at any
 * depth. Walked with a list rather than recursion, so a deeply nested body cannot overflow the stack.
 */
export function holdsControlText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (isControlText(next)) return true;
    } else if (Array.isArray(next)) {
      for (const item of next as unknown[]) pending.push(item);
    } else if (typeof next === 'object' && next !== null) {
      for (const [key, item] of Object.entries(next)) {
        if (isControlText(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

const ownChecks = (request: FastifyRequest) => OWN_CHECKS.has(request.routeOptions.url ?? '');

/**
 * Refuses, with a 400, any request whose route params, query string (keys included, `%00` and the
 * like decoded) or JSON body holds a control character anywhere. No text field of this API takes
 * one, and a NUL reaching PostgreSQL is an error of the database, not of the request. The URL is
 * checked as the request arrives, before any route's own hooks read it; the body once it is parsed,
 * before the route's schema sees it.
 */
export function inputChecks(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (!ownChecks(request) && (holdsControlText(request.params) || holdsControlText(request.query)))
      return done(badRequest(CONTROL_CHARACTER_MESSAGE));
    done();
  });
  app.addHook('preValidation', (request, _reply, done) => {
    if (!ownChecks(request) && holdsControlText(request.body)) return done(badRequest(CONTROL_CHARACTER_MESSAGE));
    done();
  });
}
