/**
 * The casino provider: a fastify server of its own (its own origin, port and database) that hosts
 * the catalogue's games the way an outside provider would. The operator opens a session with a
 * signed `POST /v1/launch`; the player's browser loads `/game/{launchId}` in the operator's iframe
 * and plays through the page's JSON API under `/game/{launchId}/api/…`; money moves through the
 * operator's seamless wallet (outbox.ts, rounds.ts).
 *
 *   POST /v1/launch                        signed (protocol/), each signature once: opens a session, answers its URL
 *   GET  /game/:launchId                   the game page (framed by the casino client origins)
 *   GET  /game/:launchId/api/state         game description, round in play, last rounds
 *   GET  /game/:launchId/api/balance       the player's balance, asked of the operator
 *   POST /game/:launchId/api/bet           a new round
 *   POST /game/:launchId/api/action        cash out / reveal a tile on the round in play
 *   GET  /assets/:name                     the page's hashed script and style sheet
 *   GET  /thumbs/:gameCode.svg             thumbnails
 *   GET  /health
 *
 * The launch id (random, 24 characters) is the page's only credential; the operator's token stays
 * on the server.
 */
import { FRAMED_PAGE_PERMISSIONS_POLICY } from './security.js';
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { providerGameByCode } from '@backlay/shared/casino';
import {
  LAUNCH_PATH,
  type LaunchRequest,
  type LaunchResponse,
  ReplayGuard,
  verifySignature,
  type WalletError,
} from './protocol/index.js';
import { requireSecret } from './secret.js';
import { openProviderDatabase, type Db, type ProviderDatabase, type Tx } from './db/client.js';
import { providerReplays, providerSessions } from './db/schema.js';
import { pageAssets } from './assets.js';
import type { BalanceResult, PageError, PageState } from './contract.js';
import { engineKind, engineOf, GameError } from './engines/index.js';
import { endedPage, gameCsp, gamePage } from './page.js';
import { Rounds, type SessionRow } from './rounds.js';
import { thumbnail } from './thumbs.js';
import { WalletClient } from './outbox.js';

/** A game session lasts this long after its (last) launch. */
export const SESSION_TTL_MS = 12 * 60 * 60_000;
export const DEFAULT_RETRY_INTERVAL_MS = 3_000;
export const DEFAULT_WALLET_TIMEOUT_MS = 10_000;

export interface ProviderOptions {
  /** The provider's own database (db/client.ts), migrated. */
  db: Db;
  /** Shared secret of the protocol's signatures, both ways (a placeholder or short one is refused). */
  secret: string;
  /** The operator's API base, for wallet calls. */
  operatorUrl: string;
  /** This provider's own base URL, e.g. http://127.0.0.1:3100 (game addresses are built on it). */
  publicUrl: string;
  /** Client origins allowed to frame the games. */
  frameAncestors: string[];
  now?: () => number;
  /** For wallet calls; injectable for tests. */
  fetch?: typeof fetch;
  logger?: boolean;
  /** How long a wallet call may take before it counts as unanswered (default 10 s). */
  walletTimeoutMs?: number;
  /** Pause of the background loop (default 3 s). */
  retryIntervalMs?: number;
}

export interface Provider {
  /** The server, not listening. */
  app: FastifyInstance;
  /** Recovers what a previous run left (open rounds, unsent credits), then runs the background loop. */
  start(): Promise<void>;
  /** One pass of the background work (lease renewal, recovery, due rounds, outbox resends). */
  sweep(): Promise<void>;
  /** Resolves when the background work started so far (timers, rollbacks) has finished. */
  idle(): Promise<void>;
  /** Stops the loop and timers and closes the server. */
  close(): Promise<void>;
}

const LAUNCH_ID = /^[A-Za-z0-9_-]{24}$/;
const TOKEN = /^[\x21-\x7e]{8,512}$/;
const USER_ID = /^[\x21-\x7e]{1,128}$/;
const CURRENCY = /^[A-Z]{3}$/;
const CONTROL = /\p{Cc}/u;

const JSON_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
const IMMUTABLE = 'public, max-age=31536000, immutable';

function launchError(code: WalletError['code'], message: string): GameError {
  const unauthenticated = code === 'INVALID_SIGNATURE' || code === 'STALE_REQUEST' || code === 'REPLAYED';
  return new GameError(code, message, unauthenticated ? 401 : 400);
}

/** The launch body, checked field by field. */
function launchRequest(body: unknown): LaunchRequest {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw launchError('INVALID_REQUEST', 'The body must be a launch request.');
  const b = body as Record<string, unknown>;
  const text = (key: string, ok: (v: string) => boolean, what: string): string => {
    const v = b[key];
    if (typeof v !== 'string' || !ok(v)) throw launchError('INVALID_REQUEST', `${key} must be ${what}.`);
    return v;
  };
  const token = text('token', (v) => TOKEN.test(v), '8–512 printable characters');
  const userId = text('userId', (v) => USER_ID.test(v), '1–128 printable characters');
  const userName = text(
    'userName',
    (v) => v.trim().length > 0 && v.length <= 100 && !CONTROL.test(v),
    'a name of 1–100 characters',
  );
  const gameCode = text('gameCode', (v) => v.length <= 64, 'a game code');
  if (!providerGameByCode(gameCode)) throw launchError('INVALID_REQUEST', `Unknown game ${gameCode}.`);
  const currency = text('currency', (v) => CURRENCY.test(v), 'a three-letter currency code');
  const platform = text(
    'platform',
    (v) => v === 'desktop' || v === 'mobile',
    'desktop or mobile',
  ) as LaunchRequest['platform'];
  let lobbyUrl: string | undefined;
  if (b.lobbyUrl !== undefined && b.lobbyUrl !== null) {
    lobbyUrl = text(
      'lobbyUrl',
      (v) => v.length <= 2048 && /^https?:\/\/[^\s]+$/.test(v) && URL.canParse(v),
      'an http(s) address',
    );
  }
  return { token, userId, userName, gameCode, currency, platform, ...(lobbyUrl ? { lobbyUrl } : {}) };
}

export async function buildProvider(options: ProviderOptions): Promise<Provider> {
  // Refuses to start on a placeholder or short secret: anyone who knew it could launch sessions.
  requireSecret('The casino provider secret (CASINO_SECRET)', options.secret);
  const now = options.now ?? Date.now;
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const assets = await pageAssets();
  const csp = gameCsp(options.frameAncestors);
  const app = Fastify({
    // Warnings and errors only (wallet calls refused or unanswered, refunds): no line per request.
    logger: options.logger ? { level: 'warn' } : false,
    trustProxy: false,
    bodyLimit: 64 * 1024,
    routerOptions: { maxParamLength: 200 },
  });
  const wallet = new WalletClient({
    db: options.db,
    secret: options.secret,
    operatorUrl: options.operatorUrl.replace(/\/+$/, ''),
    fetch: options.fetch ?? fetch,
    now,
    timeoutMs: options.walletTimeoutMs ?? DEFAULT_WALLET_TIMEOUT_MS,
    log: app.log,
  });
  const rounds = new Rounds({ db: options.db, wallet, now, log: app.log });
  // The signatures of the launch calls taken are kept in the provider's database with its sessions
  // (protocol/replay.ts): a replay is refused after a restart and by every provider process sharing
  // the database, not only by the one that took the call.
  const replays = new ReplayGuard('provider', providerReplays, now);

  // JSON only, kept as the raw text too: the launch signature covers the exact bytes. No
  // text/plain parser, so a cross-site form cannot post to the page's API.
  const rawBodies = new WeakMap<FastifyRequest, string>();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    rawBodies.set(request, text);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new GameError('INVALID_REQUEST', 'The body is not valid JSON.'), undefined);
    }
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', JSON_CSP);
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('cross-origin-opener-policy', 'same-origin');
    // A game may go full screen inside the client's frame; nothing else powerful.
    reply.header('permissions-policy', FRAMED_PAGE_PERMISSIONS_POLICY);
    // The game's address is its credential: never sent on as a referrer.
    reply.header('referrer-policy', 'no-referrer');
    return payload;
  });

  app.setErrorHandler((error: FastifyError | GameError, request, reply) => {
    if (error instanceof GameError)
      return reply
        .status(error.statusCode)
        .send({ status: 'ERROR', code: error.code, message: error.message } satisfies PageError);
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({
        status: 'ERROR',
        code: 'INVALID_REQUEST',
        message: error.message || 'The request is not valid.',
      } satisfies PageError);
    }
    request.log.error({ err: error }, 'provider request failed');
    return reply.status(500).send({
      status: 'ERROR',
      code: 'INTERNAL_ERROR',
      message: 'Something went wrong. Please try again.',
    } satisfies PageError);
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ status: 'ERROR', code: 'NOT_FOUND', message: 'No such page.' } satisfies PageError),
  );

  app.get('/health', (_request, reply) => reply.send({ status: 'ok' }));

  // ——— operator → provider ———

  /** Opens the session of a verified launch, or extends the one its token opened before. */
  const openSession = async (tx: Tx, launch: LaunchRequest, at: number, expiresAt: Date) => {
    await tx
      .insert(providerSessions)
      .values({
        token: launch.token,
        launchId: randomBytes(18).toString('base64url'),
        userId: launch.userId,
        userName: launch.userName.trim(),
        gameCode: launch.gameCode,
        platform: launch.platform,
        currency: launch.currency,
        lobbyUrl: launch.lobbyUrl ?? null,
        createdAt: new Date(at),
        expiresAt,
      })
      .onConflictDoNothing({ target: providerSessions.token });
    const [session] = await tx.select().from(providerSessions).where(eq(providerSessions.token, launch.token));
    if (!session || session.userId !== launch.userId || session.gameCode !== launch.gameCode) {
      throw launchError('INVALID_REQUEST', 'This token already opened a session for another player or game.');
    }
    // A repeat launch is the operator vouching for the session again: same address, fresh expiry.
    if (session.expiresAt.getTime() < expiresAt.getTime()) {
      await tx
        .update(providerSessions)
        .set({ expiresAt, lobbyUrl: launch.lobbyUrl ?? session.lobbyUrl })
        .where(eq(providerSessions.token, launch.token));
    }
    return session;
  };

  app.post(LAUNCH_PATH, async (request): Promise<LaunchResponse> => {
    const signed = { method: request.method, path: LAUNCH_PATH, body: rawBodies.get(request) ?? '' };
    const check = verifySignature(options.secret, request.headers, signed, now());
    if (!check.ok) throw launchError(check.code, check.message);
    const used = { signature: check.signature, timestamp: check.timestamp };
    const launch = launchRequest(request.body);
    const at = now();
    const expiresAt = new Date(at + SESSION_TTL_MS);
    // The signature is claimed in the transaction that opens the session: a launch refused below
    // leaves it unused, and a copy of a launch already taken never learns the game's address.
    const session = await options.db.transaction(async (tx) => {
      if (!(await replays.claim(tx, used))) {
        request.log.warn({ timestamp: used.timestamp }, 'replayed launch call refused');
        throw launchError('REPLAYED', 'This signed launch call was already taken; sign a new one.');
      }
      return openSession(tx, launch, at, expiresAt);
    });
    await replays.purge(options.db).catch((e: unknown) => request.log.warn({ err: e }, 'replay purge failed'));
    return { status: 'OK', url: `${publicUrl}/game/${session.launchId}` };
  });

  // ——— the game page ———

  /** The live session of a launch id, or null (unknown, or ended). */
  const sessionOf = async (launchId: string): Promise<{ session: SessionRow | null; ended: boolean }> => {
    if (!LAUNCH_ID.test(launchId)) return { session: null, ended: false };
    const [session] = await options.db.select().from(providerSessions).where(eq(providerSessions.launchId, launchId));
    if (!session) return { session: null, ended: false };
    if (session.expiresAt.getTime() <= now()) return { session: null, ended: true };
    return { session, ended: false };
  };

  const liveSession = async (launchId: string): Promise<SessionRow> => {
    const { session, ended } = await sessionOf(launchId);
    if (session) return session;
    if (ended)
      throw new GameError(
        'SESSION_ENDED',
        'This game session has ended. Go back to the casino and open the game again.',
        410,
      );
    throw new GameError('UNKNOWN_SESSION', 'There is no such game session.', 404);
  };

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .status(status)
      .header('content-security-policy', csp)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(body);

  app.get<{ Params: { launchId: string } }>('/game/:launchId', async (request, reply) => {
    const { session, ended } = await sessionOf(request.params.launchId);
    if (!session) return html(reply, ended ? 410 : 404, endedPage(assets));
    return html(reply, 200, gamePage(session.launchId, assets));
  });

  app.get<{ Params: { launchId: string } }>('/game/:launchId/api/state', async (request): Promise<PageState> => {
    const session = await liveSession(request.params.launchId);
    const game = providerGameByCode(session.gameCode)!;
    const { round, history } = await rounds.state(session);
    return {
      status: 'OK',
      game: { code: game.game_code, name: game.game_name, provider: game.provider_name, type: game.game_type },
      info: engineOf(engineKind(game)).info(game),
      player: { name: session.userName, currency: session.currency },
      lobbyUrl: session.lobbyUrl,
      balance: rounds.lastBalance(session.launchId),
      round,
      history,
      serverTime: now(),
    };
  });

  app.get<{ Params: { launchId: string } }>('/game/:launchId/api/balance', async (request): Promise<BalanceResult> => {
    const session = await liveSession(request.params.launchId);
    return { status: 'OK', ...(await rounds.balance(session)) };
  });

  app.post<{ Params: { launchId: string } }>('/game/:launchId/api/bet', async (request) => {
    const session = await liveSession(request.params.launchId);
    return rounds.bet(session, request.body);
  });

  app.post<{ Params: { launchId: string } }>('/game/:launchId/api/action', async (request) => {
    const session = await liveSession(request.params.launchId);
    const body = request.body as { roundId?: unknown } | undefined;
    if (!body || typeof body.roundId !== 'string' || body.roundId.length > 64)
      throw new GameError('INVALID_REQUEST', 'Name the round (roundId).');
    return rounds.act(session, body.roundId, body);
  });

  // ——— static ———

  app.get<{ Params: { name: string } }>('/assets/:name', async (request, reply) => {
    const asset = assets.byName.get(request.params.name);
    if (!asset) throw new GameError('NOT_FOUND', 'No such asset.', 404);
    return reply.header('cache-control', IMMUTABLE).type(asset.type).send(asset.body);
  });

  app.get<{ Params: { file: string } }>('/thumbs/:file', async (request, reply) => {
    const match = /^(.{1,64})\.svg$/.exec(request.params.file);
    const game = match ? providerGameByCode(match[1]!) : undefined;
    if (!game) throw new GameError('NOT_FOUND', 'No such thumbnail.', 404);
    return reply
      .header('cache-control', 'public, max-age=604800')
      .header('content-security-policy', "default-src 'none'")
      .header('cross-origin-resource-policy', 'cross-origin')
      .type('image/svg+xml; charset=utf-8')
      .send(thumbnail(game));
  });

  // ——— background ———

  let loop: NodeJS.Timeout | null = null;
  let closed = false;
  const stopBackground = async () => {
    closed = true;
    if (loop) clearInterval(loop);
    loop = null;
    await rounds.stop();
  };
  app.addHook('onClose', stopBackground);

  return {
    app,
    async start() {
      if (closed || loop) return;
      await rounds.sweep();
      loop = setInterval(() => void rounds.sweep(), options.retryIntervalMs ?? DEFAULT_RETRY_INTERVAL_MS);
      loop.unref();
    },
    sweep: () => rounds.sweep(),
    idle: () => rounds.idle(),
    async close() {
      await app.close();
    },
  };
}

export interface StartOptions extends Omit<ProviderOptions, 'db'> {
  /**
   * The provider's own database: `postgres://…`, a directory for an on-disk PGlite database, or
   * `memory://`. Opened and migrated at start, closed with the provider.
   */
  databaseUrl: string;
  host: string;
  port: number;
}

export interface RunningProvider {
  /** Where it listens. */
  url: string;
  /** Which database it runs on. */
  database: ProviderDatabase['kind'];
  /** Stops the background work and the server (leases given up), then closes the database. */
  close(): Promise<void>;
}

/**
 * Opens and migrates the provider's database, builds the provider, listens and starts its
 * background work: the provider process (main.ts) and the API's embedded provider both start it so.
 */
export async function startProvider(options: StartOptions): Promise<RunningProvider> {
  const { host, port, databaseUrl, ...rest } = options;
  const database = openProviderDatabase(databaseUrl);
  let provider: Provider | undefined;
  try {
    await database.migrate();
    provider = await buildProvider({ ...rest, db: database.db });
    await provider.app.listen({ host, port });
    await provider.start();
  } catch (error) {
    await provider?.close();
    await database.close();
    throw error;
  }
  const running = provider;
  const address = running.app.server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  const shown = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shown}:${bound}`,
    database: database.kind,
    async close() {
      await running.close();
      await database.close();
    },
  };
}
