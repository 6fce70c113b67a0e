/** Request signing of the casino provider protocol (protocol.ts): HMAC-SHA256 over `{timestamp}.{body}`. */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { SIGNATURE_HEADER, SIGNATURE_TOLERANCE_MS, TIMESTAMP_HEADER } from './protocol.js';

export function sign(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** Headers for a signed JSON request. */
export function signedHeaders(secret: string, rawBody: string, now: number): Record<string, string> {
  return {
    'content-type': 'application/json',
    [TIMESTAMP_HEADER]: String(now),
    [SIGNATURE_HEADER]: sign(secret, now, rawBody),
  };
}

export type SignatureCheck = { ok: true } | { ok: false; code: 'INVALID_SIGNATURE' | 'STALE_REQUEST'; message: string };

/** Checks a request's signature headers against its raw body and the receiver's clock. */
export function verifySignature(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
  now: number,
  toleranceMs = SIGNATURE_TOLERANCE_MS,
): SignatureCheck {
  const ts = headers[TIMESTAMP_HEADER];
  const sig = headers[SIGNATURE_HEADER];
  if (typeof ts !== 'string' || typeof sig !== 'string' || !/^\d{1,16}$/.test(ts) || !/^[0-9a-f]{64}$/i.test(sig)) {
    return { ok: false, code: 'INVALID_SIGNATURE', message: 'The request is not signed.' };
  }
  const expected = Buffer.from(sign(secret, Number(ts), rawBody), 'hex');
  const given = Buffer.from(sig, 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { ok: false, code: 'INVALID_SIGNATURE', message: 'The signature does not match the request.' };
  }
  if (Math.abs(now - Number(ts)) > toleranceMs) {
    return {
      ok: false,
      code: 'STALE_REQUEST',
      message: 'The request is too old (or its clock is off); sign it again.',
    };
  }
  return { ok: true };
}
