/**
 * What the provider's server tests share: a fake operator and a provider wired to it.
 *
 * The fake operator is a seamless wallet behind an injected `fetch`. It checks every call's
 * signature (method, path, timestamp and body), refuses any signature it has seen before — stricter
 * than the real one, which forgets a signature whose call failed — keeps one player's balance in
 * cents, answers repeated transaction ids with their first answer, and can be told to misbehave on
 * the next calls of a kind (a 500, a lost answer, no answer).
 */
import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';
import { randomBytes } from 'node:crypto';
import {
  LAUNCH_PATH,
  type LaunchRequest,
  signatureClock,
  signedHeaders,
  verifySignature,
  WALLET_ERROR_STATUS,
  WALLET_PATHS,
  type WalletErrorCode,
  type WalletResponse,
} from './protocol/index.js';
import type { Db } from './db/client.js';
import { buildProvider, type Provider } from './provider.js';

export type WalletKind = keyof typeof WALLET_PATHS;

/**
 * error500: answer 500 and do nothing; lost: do the work but the answer never arrives (network
 * error); offline: network error, nothing done; hang: no answer until the caller gives up.
 */
export type Misbehaviour = 'error500' | 'lost' | 'offline' | 'hang';

export interface RecordedCall {
  kind: WalletKind;
  body: Record<string, unknown>;
  status: number;
  answer: WalletResponse | null;
}

export interface FakeOperator {
  fetch: typeof fetch;
  /** Every call that reached the wallet (signed correctly), in order. */
  calls: RecordedCall[];
  /** Calls refused because their signature had been used before (the provider must never cause one). */
  replays: WalletKind[];
  /** The player's balance in cents. */
  balanceCents(): number;
  setBalance(cents: number): void;
  /** The next `count` calls of `kind` misbehave. */
  misbehave(kind: WalletKind, how: Misbehaviour, count?: number): void;
  /** Calls of one kind. */
  of(kind: WalletKind): RecordedCall[];
}

export function fakeOperator(options: {
  secret: string;
  now: () => number;
  balanceCents: number;
  currency?: string;
}): FakeOperator {
  let balance = options.balanceCents;
  const answers = new Map<string, { status: number; answer: WalletResponse }>();
  const debits = new Map<string, { amount: number; rolledBack: boolean; roundId: string }>();
  const closed = new Set<string>();
  const plans: Partial<Record<WalletKind, Misbehaviour[]>> = {};
  const calls: RecordedCall[] = [];
  const signatures = new Set<string>();
  const replays: WalletKind[] = [];
  const currency = options.currency ?? 'INR';

  const ok = (): WalletResponse => ({ status: 'OK', balance: balance / 100, currency });
  const error = (code: WalletErrorCode, message: string) => ({
    status: WALLET_ERROR_STATUS[code],
    answer: { status: 'ERROR', code, message } as WalletResponse,
  });

  function work(kind: WalletKind, body: Record<string, unknown>): { status: number; answer: WalletResponse } {
    if (kind === 'balance') return { status: 200, answer: ok() };
    const id = String(body.transactionId);
    const seen = answers.get(id);
    if (seen) return seen;
    const roundId = String(body.roundId);
    const cents = Math.round(Number(body.amount ?? 0) * 100);
    let result: { status: number; answer: WalletResponse };
    if (kind === 'debit') {
      if (closed.has(roundId)) result = error('ROUND_CLOSED', 'closed');
      else if (cents > balance)
        result = error('INSUFFICIENT_FUNDS', `Insufficient balance: ${(balance / 100).toFixed(2)} is available.`);
      else {
        balance -= cents;
        debits.set(id, { amount: cents, rolledBack: false, roundId });
        result = { status: 200, answer: ok() };
      }
    } else if (kind === 'credit') {
      if (closed.has(roundId)) result = error('ROUND_CLOSED', 'closed');
      else if (![...debits.values()].some((d) => d.roundId === roundId)) result = error('UNKNOWN_ROUND', 'no debit');
      else {
        balance += cents;
        if (body.roundClosed !== false) closed.add(roundId);
        result = { status: 200, answer: ok() };
      }
    } else {
      const debit = debits.get(String(body.rollbackTransactionId));
      if (!debit) result = error('UNKNOWN_TRANSACTION', 'no such debit');
      else if (closed.has(roundId)) result = error('ROUND_CLOSED', 'closed');
      else {
        if (!debit.rolledBack) balance += debit.amount;
        debit.rolledBack = true;
        closed.add(roundId);
        result = { status: 200, answer: ok() };
      }
    }
    answers.set(id, result);
    return result;
  }

  const fakeFetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const kind = (Object.keys(WALLET_PATHS) as WalletKind[]).find((k) => WALLET_PATHS[k] === url.pathname);
    if (!kind) return new Response('not found', { status: 404 });
    const raw = typeof init?.body === 'string' ? init.body : '';
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => (headers[key] = value));
    const signed = { method: init?.method ?? 'GET', path: url.pathname, body: raw };
    const check = verifySignature(options.secret, headers, signed, options.now());
    if (!check.ok) return Response.json({ status: 'ERROR', code: check.code, message: check.message }, { status: 401 });
    if (signatures.has(check.signature)) {
      replays.push(kind);
      return Response.json({ status: 'ERROR', code: 'REPLAYED', message: 'already taken' }, { status: 401 });
    }
    signatures.add(check.signature);
    const body = JSON.parse(raw) as Record<string, unknown>;
    const how = plans[kind]?.shift();
    if (how === 'offline') throw new TypeError('fetch failed (offline)');
    if (how === 'hang') {
      return new Promise<Response>((_resolve, reject) => {
        const signal = init?.signal;
        if (signal) {
          signal.addEventListener('abort', () => {
            const reason: unknown = signal.reason;
            reject(reason instanceof Error ? reason : new Error('aborted'));
          });
        }
      });
    }
    if (how === 'error500') {
      calls.push({ kind, body, status: 500, answer: null });
      return new Response('upstream trouble', { status: 500 });
    }
    const result = work(kind, body);
    calls.push({ kind, body, status: result.status, answer: result.answer });
    if (how === 'lost') throw new TypeError('fetch failed (answer lost)');
    return Response.json(result.answer, { status: result.status });
  };

  return {
    fetch: fakeFetch,
    calls,
    replays,
    balanceCents: () => balance,
    setBalance: (cents) => void (balance = cents),
    misbehave(kind, how, count = 1) {
      plans[kind] = [...(plans[kind] ?? []), ...Array<Misbehaviour>(count).fill(how)];
    },
    of: (kind) => calls.filter((c) => c.kind === kind),
  };
}

export const SECRET = 'provider-test-secret-0123456789abcdef';
export const PUBLIC_URL = 'http://127.0.0.1:3100';
export const FRAME_ANCESTORS = ['http://127.0.0.1:8080', 'http://localhost:8080'];

export interface TestProvider {
  provider: Provider;
  operator: FakeOperator;
  /** Opens a session with a signed launch; returns the launch id. */
  launch(gameCode: string, overrides?: Partial<LaunchRequest>): Promise<string>;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, body: unknown): Promise<LightMyRequestResponse>;
  /** POST …/api/bet, or …/api/action with a round. */
  bet(launchId: string, body: unknown): Promise<LightMyRequestResponse>;
  act(launchId: string, roundId: string, action: Record<string, unknown>): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function testProvider(options: {
  db: Db;
  now: () => number;
  operator?: FakeOperator;
  balanceCents?: number;
  walletTimeoutMs?: number;
}): Promise<TestProvider> {
  const operator =
    options.operator ??
    fakeOperator({ secret: SECRET, now: options.now, balanceCents: options.balanceCents ?? 1_000_000 });
  const provider = await buildProvider({
    db: options.db,
    secret: SECRET,
    operatorUrl: 'http://operator.test/',
    publicUrl: PUBLIC_URL,
    frameAncestors: FRAME_ANCESTORS,
    now: options.now,
    fetch: operator.fetch,
    walletTimeoutMs: options.walletTimeoutMs ?? 2_000,
  });
  await provider.app.ready();
  const stamp = signatureClock(options.now);
  const post = (url: string, body: unknown) =>
    provider.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  return {
    provider,
    operator,
    async launch(gameCode, overrides = {}) {
      const body = JSON.stringify({
        token: `tok_${randomBytes(12).toString('hex')}`,
        userId: '5b0c3a57-9a51-4a49-9d7e-3f3e3e3e3e3e',
        userName: 'player one',
        gameCode,
        currency: 'INR',
        platform: 'desktop',
        lobbyUrl: 'http://127.0.0.1:8080/live-casino',
        ...overrides,
      } satisfies LaunchRequest);
      const res = await provider.app.inject({
        method: 'POST',
        url: LAUNCH_PATH,
        headers: signedHeaders(SECRET, { method: 'POST', path: LAUNCH_PATH, body }, stamp()),
        payload: body,
      });
      assert.equal(res.statusCode, 200, res.body);
      const url = res.json<{ url: string }>().url;
      assert.ok(url.startsWith(`${PUBLIC_URL}/game/`), url);
      return url.slice(`${PUBLIC_URL}/game/`.length);
    },
    get: (url) => provider.app.inject({ method: 'GET', url }),
    post,
    bet: (launchId, body) => post(`/game/${launchId}/api/bet`, body),
    act: (launchId, roundId, action) => post(`/game/${launchId}/api/action`, { ...action, roundId }),
    close: () => provider.close(),
  };
}
