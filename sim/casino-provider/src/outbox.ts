/**
 * The provider's side of the seamless wallet: signed calls to the operator, and the durable outbox
 * of money calls. Every debit, credit and rollback is written to `provider_wallet_calls` (pending,
 * with its exact body) before it is sent, and its answer is recorded there:
 *
 * - an OK answer marks it done;
 * - a refusal (a 4xx with an error body) marks it failed for good, and is logged;
 * - no answer (network error, time-out, 5xx, a body that is not the protocol's) leaves it pending.
 *   Pending credits and rollbacks are sent again by `retryDue` (the provider's background loop)
 *   with a growing pause, until answered: the operator answers a repeated transaction id with its
 *   first answer, so a repeat is harmless. A pending debit is never repeated: the round service
 *   rolls it back instead (rounds.ts).
 *
 * Every attempt is signed afresh (signature.ts): a timestamp of its own, never one an earlier
 * request of this client used, so the operator's replay guard never mistakes a retry for a copy.
 * Should the operator still answer `REPLAYED` (another process sent the very same bytes in the
 * same millisecond), that copy was not acted on and its outcome is unknown: it counts as unanswered
 * and the call is tried again, signed anew.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/client.js';
import { providerWalletCalls } from './db/schema.js';
import {
  signatureClock,
  signedHeaders,
  WALLET_PATHS,
  type WalletAuth,
  type WalletCreditRequest,
  type WalletDebitRequest,
  type WalletError,
  type WalletOk,
  type WalletRollbackRequest,
} from './protocol/index.js';

export type MoneyCallKind = 'debit' | 'credit' | 'rollback';
export type MoneyCallBody = WalletDebitRequest | WalletCreditRequest | WalletRollbackRequest;

export type CallResult =
  | { kind: 'ok'; body: WalletOk }
  | { kind: 'refused'; httpStatus: number; body: WalletError }
  | { kind: 'unanswered'; error: string };

export interface WalletClientOptions {
  db: Db;
  secret: string;
  /** The operator's API base; the wallet paths are appended. */
  operatorUrl: string;
  fetch: typeof fetch;
  now: () => number;
  /** How long one call may take before it counts as unanswered. */
  timeoutMs: number;
  log: FastifyBaseLogger;
}

/** How long a call written but never tried is left to the path that wrote it. */
const FIRST_SEND_GRACE_MS = 1_000;

/** The pause before the next attempt of a call tried `attempts` times: 2 s, 4 s, 8 s … at most a minute. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000, 2_000 * 2 ** Math.max(0, attempts - 1));
}

/** An outbox row for a call about to be sent (written in the caller's transaction). */
export function outboxRow(
  kind: MoneyCallKind,
  body: MoneyCallBody,
  at: number,
): typeof providerWalletCalls.$inferInsert {
  return {
    transactionId: body.transactionId,
    roundId: body.roundId,
    kind,
    body,
    status: 'pending',
    attempts: 0,
    createdAt: new Date(at),
    updatedAt: new Date(at),
  };
}

function isWalletOk(value: unknown): value is WalletOk {
  const v = value as Partial<WalletOk> | null;
  return !!v && v.status === 'OK' && typeof v.balance === 'number' && typeof v.currency === 'string';
}

function isWalletError(value: unknown): value is WalletError {
  const v = value as Partial<WalletError> | null;
  return !!v && v.status === 'ERROR' && typeof v.code === 'string' && typeof v.message === 'string';
}

export class WalletClient {
  /** Calls being sent by this process right now (the loop leaves them alone). */
  private readonly inFlight = new Set<string>();
  /** Signing timestamps: each request's differs from every earlier one's. */
  private readonly stamp: () => number;

  constructor(private readonly options: WalletClientOptions) {
    this.stamp = signatureClock(options.now);
  }

  /** One signed POST to the operator (signed afresh on every call), classified. Never throws. */
  async post(path: string, body: object): Promise<CallResult> {
    const { operatorUrl, secret, timeoutMs } = this.options;
    const raw = JSON.stringify(body);
    let response: Response;
    try {
      response = await this.options.fetch(`${operatorUrl}${path}`, {
        method: 'POST',
        headers: signedHeaders(secret, { method: 'POST', path, body: raw }, this.stamp()),
        body: raw,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      return { kind: 'unanswered', error: error instanceof Error ? error.message : String(error) };
    }
    const answer: unknown = await response.json().catch(() => null);
    if (response.ok && isWalletOk(answer)) return { kind: 'ok', body: answer };
    if (isWalletError(answer) && answer.code === 'REPLAYED')
      return { kind: 'unanswered', error: 'the operator took these exact bytes before (REPLAYED)' };
    if (response.status >= 400 && response.status < 500 && isWalletError(answer))
      return { kind: 'refused', httpStatus: response.status, body: answer };
    if (response.status >= 400 && response.status < 500) {
      return {
        kind: 'refused',
        httpStatus: response.status,
        body: { status: 'ERROR', code: 'INVALID_REQUEST', message: `The operator answered ${response.status}.` },
      };
    }
    return { kind: 'unanswered', error: `status ${response.status}` };
  }

  /** The player's balance (not recorded: it moves no money). */
  balance(auth: WalletAuth): Promise<CallResult> {
    return this.post(WALLET_PATHS.balance, { token: auth.token, userId: auth.userId });
  }

  /** Whether this process is sending the call right now. */
  sending(transactionId: string): boolean {
    return this.inFlight.has(transactionId);
  }

  /**
   * Sends a stored call and records its answer. Null when this process is already sending it, or
   * when it is no longer pending.
   */
  async send(transactionId: string): Promise<CallResult | null> {
    if (this.inFlight.has(transactionId)) return null;
    this.inFlight.add(transactionId);
    try {
      const { db, now, log } = this.options;
      const [call] = await db
        .select()
        .from(providerWalletCalls)
        .where(eq(providerWalletCalls.transactionId, transactionId));
      if (!call || call.status !== 'pending') return null;
      const result = await this.post(WALLET_PATHS[call.kind as MoneyCallKind], call.body as MoneyCallBody);
      const status = result.kind === 'ok' ? 'done' : result.kind === 'refused' ? 'failed' : 'pending';
      const response = result.kind === 'unanswered' ? { unanswered: result.error } : result.body;
      await db
        .update(providerWalletCalls)
        .set({ status, attempts: call.attempts + 1, response, updatedAt: new Date(now()) })
        .where(and(eq(providerWalletCalls.transactionId, transactionId), eq(providerWalletCalls.status, 'pending')));
      if (result.kind === 'refused') {
        const level = call.kind === 'debit' ? 'info' : 'error';
        log[level](
          {
            transactionId,
            roundId: call.roundId,
            kind: call.kind,
            code: result.body.code,
            message: result.body.message,
          },
          'wallet call refused',
        );
      } else if (result.kind === 'unanswered') {
        log.warn(
          { transactionId, roundId: call.roundId, kind: call.kind, attempt: call.attempts + 1, error: result.error },
          'wallet call unanswered',
        );
      }
      return result;
    } finally {
      this.inFlight.delete(transactionId);
    }
  }

  /** Sends again every pending credit and rollback whose pause is over; returns how many were sent. */
  async retryDue(): Promise<number> {
    const { db, now } = this.options;
    const pending = await db
      .select({
        transactionId: providerWalletCalls.transactionId,
        attempts: providerWalletCalls.attempts,
        updatedAt: providerWalletCalls.updatedAt,
      })
      .from(providerWalletCalls)
      .where(and(eq(providerWalletCalls.status, 'pending'), inArray(providerWalletCalls.kind, ['credit', 'rollback'])))
      .orderBy(asc(providerWalletCalls.createdAt))
      .limit(100);
    let sent = 0;
    for (const call of pending) {
      // A call never tried yet is normally being sent by the path that wrote it: give it a moment.
      const pause = call.attempts === 0 ? FIRST_SEND_GRACE_MS : retryDelayMs(call.attempts);
      if (call.updatedAt.getTime() + pause > now()) continue;
      if (this.inFlight.has(call.transactionId)) continue;
      await this.send(call.transactionId);
      sent++;
    }
    return sent;
  }
}
