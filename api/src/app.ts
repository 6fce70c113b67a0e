import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import cors from '@fastify/cors';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Envelope, ERROR_RESPONSES, HealthSchema } from '@backlay/shared/schemas';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import type { Db } from './db/client.js';
import { ApiError } from './errors.js';
import { Betting } from './betting/index.js';
import { betRoutes } from './routes/bets.js';
import { operatorBetRoutes } from './routes/operatorBets.js';
import { errorHandling } from './plugins/errors.js';
import { securityHeaders } from './plugins/security.js';
import { inputChecks } from './plugins/input.js';
import { compression } from './plugins/compression.js';
import { createHub, type RealtimeHub } from './realtime/hub.js';
import { findSession, liveSessions } from './auth/sessions.js';
import type { OutboxSink } from './auth/otp.js';
import { authRoutes } from './routes/auth.js';
import { userRoutes } from './routes/user.js';
import { starredRoutes } from './routes/starred.js';
import { protectionRoutes } from './routes/protection.js';
import { operatorRoutes } from './routes/operator.js';
import { rulesRoutes } from './routes/rules.js';
import { sportsRoutes } from './routes/sports.js';
import { embedRoutes } from './routes/embeds.js';
import { MATCH_NAMESPACE } from '@backlay/shared/sports';
import { DEFAULT_FEED_SEED, normaliseBaseUrl, type SportsConfig } from './sports/config.js';
import { FeedPublisher, MemoryTransport, RedisStreamTransport, type FeedPublisherOptions } from '@backlay/feed';
import { FeedService } from './sports/feedService.js';
import { catchUpResults } from './betting/catchUp.js';
import type { ResultRecord } from '@backlay/feed/protocol';
import { attachMatchSocket } from './sports/matchSocket.js';
import { ManualSessions } from './sports/manualSessions.js';
import { CARD_NAMESPACE } from '@backlay/shared/cards';
import { CardTables } from './cards/engine.js';
import { attachCardSocket } from './cards/socket.js';
import { attachExpertSocket, expertNamespace } from './realtime/expert.js';
import { cardRoutes } from './routes/cards.js';
import { casinoRoutes } from './routes/casino.js';
import { reportRoutes } from './routes/reports.js';
import { httpLauncher, type Launcher } from './casino/launch.js';

/** The embedded feed continues a stored world at most this old (feed time since its start). */
const EMBEDDED_WORLD_MAX_AGE_MS = 6 * 3_600_000;

export interface BuildOptions {
  db: Db;
  config: Config;
  now?: () => number;
  /** Where codes for authenticator type 1 go; the default logs them. */
  outboxSink?: OutboxSink;
  logger?: boolean;
  /**
   * The sports feed: seed and public URL (main.ts reads them from the environment), simulator
   * options, `timer: false` to leave the clock to the caller (tests call ctx.feed.advanceTo), and
   * where the embedded feed keeps its snapshot between runs. With `config.feedSource` 'redis' the
   * feed is another process and only publicApiUrl applies.
   */
  sports?: Partial<SportsConfig> & {
    timer?: boolean;
    simulator?: FeedPublisherOptions['simulator'];
    snapshotFile?: string;
  };
  /** Opens provider game sessions; the default calls the configured provider over HTTP. */
  casinoLauncher?: Launcher;
  /** Called with every route as it is declared (a test reads every route's schemas). */
  onRoute?: (route: RouteOptions) => void;
}

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
}

export async function buildApp(options: BuildOptions): Promise<BuiltApp> {
  const { config } = options;
  const trust = config.trustProxy;
  // A hop count n: believe the last n proxies of X-Forwarded-For.
  const trustProxy = typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    // Behind a load balancer, TRUST_PROXY makes request.ip the player's address, not the proxy's.
    trustProxy,
    bodyLimit: 64 * 1024,
    // Long ids beyond this are not ours.
    routerOptions: { maxParamLength: 200 },
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: false } },
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  const now = options.now ?? Date.now;

  const sports = options.sports ?? {};
  const onFeedError = (error: unknown) => app.log.error({ err: error }, 'market feed failed');
  let feed: FeedService;
  if (config.feedSource === 'redis') {
    if (!config.redisUrl) throw new Error('FEED_SOURCE=redis needs REDIS_URL');
    // The feed is a process of its own: this API only reads its stream.
    const transport = new RedisStreamTransport(config.redisUrl, { prefix: config.feedPrefix });
    feed = await FeedService.remote(transport, { onError: onFeedError, now });
  } else {
    const transport = new MemoryTransport(sports.snapshotFile ? { snapshotFile: sports.snapshotFile } : {});
    const publisher = await FeedPublisher.open({
      transport,
      seed: sports.feedSeed ?? DEFAULT_FEED_SEED,
      startMs: now(),
      now,
      // npm start continues the last run's markets when it was recent; an older world starts afresh
      // rather than replaying days of simulation at start-up.
      maxWorldAgeMs: EMBEDDED_WORLD_MAX_AGE_MS,
      ...(sports.simulator ? { simulator: sports.simulator } : {}),
      onError: onFeedError,
    });
    const { abandoned } = publisher.stats;
    if (abandoned)
      app.log.warn(`the stored market feed (tick ${abandoned.tick}) is too old to continue: a new world starts`);
    feed = FeedService.embedded(publisher, transport, onFeedError);
  }

  const manualSessions = new ManualSessions(options.db, feed, now);
  await manualSessions.load();

  let hub: RealtimeHub | null = null;
  let betting: Betting | null = null;
  let cards: CardTables | null = null;
  const ctx: AppContext = {
    db: options.db,
    config,
    now,
    get realtime(): RealtimeHub {
      if (!hub) throw new Error('realtime hub not ready');
      return hub;
    },
    feed,
    manualSessions,
    publicApiUrl: sports.publicApiUrl ? normaliseBaseUrl(sports.publicApiUrl) : `http://127.0.0.1:${config.port}`,
    get betting(): Betting {
      if (!betting) throw new Error('betting engine not ready');
      return betting;
    },
    get cards(): CardTables {
      if (!cards) throw new Error('card tables not ready');
      return cards;
    },
  };
  betting = new Betting(ctx, (error, marketId) => app.log.error({ err: error, marketId }, 'order matching failed'));
  cards = new CardTables(ctx, (message, error) => app.log.error({ err: error }, message));
  // Results the feed declares settle the bets on them; a failure is logged and caught up later.
  // Settlements in flight are awaited on close, so none is cut off by the database closing under it.
  const settling = new Set<Promise<unknown>>();
  const detachResults = feed.onResult((record) => {
    const done: Promise<unknown> = ctx.betting.settlement
      .declare({ marketId: record.marketId, result: record.result, source: 'feed' })
      .catch((error: unknown) => app.log.error({ err: error, marketId: record.marketId }, 'settlement failed'))
      .finally(() => settling.delete(done));
    settling.add(done);
  });
  hub = createHub(app.server, {
    corsOrigins: config.corsOrigins,
    redisUrl: config.redisUrl,
    authenticate: async (token) => {
      const session = await findSession(options.db, token, now());
      return session && session.scope === 'full'
        ? { userId: session.userId, sessionId: session.sessionId, expiresAt: session.expiresAt.getTime() }
        : null;
    },
    // Sockets end with their login: at its expiry, and when a sweep finds it ended in the database.
    now,
    sweepMs: config.socketSweepMs,
    checkSessions: (ids) => liveSessions(options.db, ids, now()),
    onError: (error) => app.log.error({ err: error }, 'socket session sweep failed'),
  });
  const detachMatchSocket = attachMatchSocket(hub.namespace(MATCH_NAMESPACE), feed, {
    manualSessions,
    crossProcess: Boolean(config.redisUrl),
  });
  const detachCardSocket = attachCardSocket(hub.namespace(CARD_NAMESPACE), cards, now);
  const detachExpertSocket = attachExpertSocket(expertNamespace(hub), {
    db: options.db,
    feed,
    onError: (error) => app.log.error({ err: error }, 'expert socket failed'),
  });
  // The feed runs in real time while the app serves; tests drive it themselves.
  // Results declared while no process was reading (a restart, a resync after a gap) are caught up:
  // markets the feed has a result for, with open bets and no result in the database yet.
  const catchUp = (records: ResultRecord[]) => {
    const done: Promise<unknown> = catchUpResults(ctx, records)
      .catch((error: unknown) => app.log.error({ err: error }, 'settlement catch-up failed'))
      .finally(() => settling.delete(done));
    settling.add(done);
  };
  const detachResync = feed.onResync((snapshot) => catchUp(snapshot.results));
  app.addHook('onListen', (done) => {
    if (sports.timer !== false) {
      feed.start();
      cards?.start();
    }
    catchUp(feed.results());
    done();
  });
  // Waiting exchange orders are matched on every feed update of their market, from the start.
  app.addHook('onReady', async () => ctx.betting.orders.start());
  app.addHook('onClose', async () => {
    feed.stop();
    await ctx.betting.orders.stop();
    detachCardSocket();
    detachExpertSocket();
    detachResults();
    detachResync();
    await cards?.close();
    await Promise.allSettled([...settling]);
    detachMatchSocket();
    await feed.close();
    await hub?.close();
  });

  const sink: OutboxSink =
    options.outboxSink ??
    ((message) => app.log.info({ userName: message.userName, channel: message.channel }, `outbox: ${message.body}`));

  app.decorateRequest('session', null);
  app.decorateRequest('sessionRemembered', false);
  errorHandling(app);
  securityHeaders(app);
  inputChecks(app);
  await compression(app);
  await app.register(cors, {
    origin: (origin, cb) => cb(null, !origin || config.corsOrigins.includes(origin)),
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Cache-Control', 'Pragma', 'Expires', 'Idempotency-Key'],
    maxAge: 600,
  });
  // With Redis, every API process counts against the same request allowances.
  const limiterRedis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true })
    : null;
  if (limiterRedis) app.addHook('onClose', async () => void (await limiterRedis.quit().catch(() => undefined)));
  await app.register(rateLimit, {
    global: false,
    ...(limiterRedis ? { redis: limiterRedis, nameSpace: 'backlay-rate:' } : {}),
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, `Too many attempts. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`),
  });

  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .get('/health', { schema: { response: { 200: Envelope(HealthSchema), ...ERROR_RESPONSES } } }, () => ({
      statusCode: 200,
      data: { ok: true, time: new Date(now()).toISOString() },
    }));
  await app.register(authRoutes(ctx, sink));
  await app.register(userRoutes(ctx));
  await app.register(starredRoutes(ctx));
  await app.register(protectionRoutes(ctx));
  await app.register(operatorRoutes(ctx));
  await app.register(rulesRoutes(ctx));
  await app.register(sportsRoutes(ctx));
  await app.register(embedRoutes(ctx));
  await app.register(betRoutes(ctx));
  await app.register(operatorBetRoutes(ctx));
  await app.register(cardRoutes(ctx, cards));
  await app.register(casinoRoutes(ctx, options.casinoLauncher ?? httpLauncher(config, now)));
  await app.register(reportRoutes(ctx));
  return { app, ctx };
}
