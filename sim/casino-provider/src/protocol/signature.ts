/**
 * Request signing of the casino provider protocol (messages.ts), both ways.
 *
 * The signature is the hex HMAC-SHA256, with the shared secret, of the canonical string
 *
 *     `${timestamp}.${METHOD}.${path}.${rawBody}`
 *
 * - timestamp: the `x-casino-timestamp` header, epoch milliseconds;
 * - METHOD: the HTTP method in capitals (`POST`);
 * - path: the protocol path of the call (`/mac88/wallet/debit`, `/v1/launch`): no scheme, host,
 *   base-address prefix or query string, so a proxy that mounts either side under a prefix changes
 *   nothing;
 * - rawBody: the exact bytes of the body, as sent.
 *
 * So a signature is good for one call to one endpoint with one body: a captured credit sent to
 * `/debit` does not verify. A signature that verifies is then good once (replay.ts): every
 * request, a retry too, is signed afresh, with a timestamp no earlier signature of its sender used
 * (`signatureClock`).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { SIGNATURE_HEADER, SIGNATURE_TOLERANCE_MS, TIMESTAMP_HEADER } from './messages.js';

/** What a signature covers besides its timestamp. */
export interface SignedRequest {
  method: string;
  /** The protocol path, e.g. WALLET_PATHS.debit or LAUNCH_PATH. */
  path: string;
  /** The raw body, exactly as sent. */
  body: string;
}

export function canonicalString(timestamp: number, request: SignedRequest): string {
  return `${timestamp}.${request.method.toUpperCase()}.${request.path}.${request.body}`;
}

export function sign(secret: string, timestamp: number, request: SignedRequest): string {
  return createHmac('sha256', secret).update(canonicalString(timestamp, request)).digest('hex');
}

/** Headers for a signed JSON request sent at `timestamp` (take it from a `signatureClock`). */
export function signedHeaders(secret: string, request: SignedRequest, timestamp: number): Record<string, string> {
  return {
    'content-type': 'application/json',
    [TIMESTAMP_HEADER]: String(timestamp),
    [SIGNATURE_HEADER]: sign(secret, timestamp, request),
  };
}

/** How far ahead of its clock a signatureClock may run before it follows the clock again. */
const MAX_LEAD_MS = 1_000;

/**
 * Timestamps for signing: the clock's time, or just after the last one handed out when the clock
 * has not moved past it, so two requests of one sender never share a timestamp — a retry sent in
 * the same millisecond as its first try still gets a signature of its own and is not taken for a
 * replay. A clock set back by more than a second is followed (stamps far ahead of it would be
 * refused as stale); a copy that then met an old signature would be answered `REPLAYED`, which
 * the sender treats as unanswered and sends again.
 */
export function signatureClock(now: () => number): () => number {
  let last = Number.NEGATIVE_INFINITY;
  return () => {
    const t = now();
    last = t > last || last - t >= MAX_LEAD_MS ? t : last + 1;
    return last;
  };
}

export type SignatureCheck =
  | { ok: true; timestamp: number; signature: string }
  | { ok: false; code: 'INVALID_SIGNATURE' | 'STALE_REQUEST'; message: string };

/**
 * Checks a request's signature headers against the method and protocol path it arrived on, its raw
 * body and the receiver's clock. On success, `signature` is the signature in lower case (the key of
 * the replay guard: the same signature in capitals is the same signature).
 */
export function verifySignature(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  request: SignedRequest,
  now: number,
  toleranceMs = SIGNATURE_TOLERANCE_MS,
): SignatureCheck {
  const ts = headers[TIMESTAMP_HEADER];
  const sig = headers[SIGNATURE_HEADER];
  if (typeof ts !== 'string' || typeof sig !== 'string' || !/^\d{1,16}$/.test(ts) || !/^[0-9a-f]{64}$/i.test(sig)) {
    return { ok: false, code: 'INVALID_SIGNATURE', message: 'The request is not signed.' };
  }
  const timestamp = Number(ts);
  const expected = Buffer.from(sign(secret, timestamp, request), 'hex');
  const given = Buffer.from(sig, 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { ok: false, code: 'INVALID_SIGNATURE', message: 'The signature does not match the request.' };
  }
  if (Math.abs(now - timestamp) > toleranceMs) {
    return {
      ok: false,
      code: 'STALE_REQUEST',
      message: 'The request is too old (or its clock is off); sign it again.',
    };
  }
  return { ok: true, timestamp, signature: sig.toLowerCase() };
}
