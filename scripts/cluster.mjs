// The production topology without Docker: one market feed, the casino provider (when its package is
// built) and two API processes on one PostgreSQL and one Redis — what docker-compose.yml runs behind
// its load balancer. The cluster tests start it; `npm run cluster` starts it for a look by hand:
//
//   DATABASE_URL=postgres://… REDIS_URL=redis://… npm run cluster
//
// Each process logs to .data/cluster/<name>.log. Ctrl-C stops them all.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const FEED_MAIN = join(root, 'sim/feed/dist/main.js');
const API_MAIN = join(root, 'api/dist/main.js');
const PROVIDER_MAIN = join(root, 'sim/casino-provider/dist/main.js');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once GET url answers 200, or rejects after `ms`. */
export async function waitFor(url, ms = 60_000, proc = null) {
  const end = Date.now() + ms;
  for (;;) {
    if (proc && proc.exitCode !== null) throw new Error(`${url}: the process exited (${proc.exitCode})`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > end) throw new Error(`${url} did not answer within ${ms} ms`);
    await sleep(100);
  }
}

/**
 * Starts the cluster. `ports`: { feed, provider, apis: [a, b] }. Returns handles to each process
 * (url, kill(signal), restart()) and stop().
 */
export async function startCluster({
  databaseUrl,
  redisUrl,
  // The provider keeps its rounds in a database of its own (in memory unless one is named).
  providerDatabaseUrl = 'memory://',
  prefix = `backlay:feed:${randomBytes(4).toString('hex')}`,
  ports = { feed: 3305, provider: 3301, apis: [3310, 3320] },
  logDir = join(root, '.data/cluster'),
  env: extraEnv = {},
} = {}) {
  if (!databaseUrl || !redisUrl) throw new Error('the cluster needs DATABASE_URL and REDIS_URL');
  for (const file of [FEED_MAIN, API_MAIN]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: build first (npm start or npm test build it)`);
  }
  mkdirSync(logDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  const operatorKey = randomBytes(32).toString('hex');
  // One embed-link key for both API processes: a link signed by one opens on the other.
  const embedSecret = randomBytes(32).toString('hex');
  const withProvider = existsSync(PROVIDER_MAIN);
  const providerUrl = `http://127.0.0.1:${ports.provider}`;
  const base = {
    ...process.env,
    REDIS_URL: redisUrl,
    FEED_PREFIX: prefix,
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  const specs = new Map();
  specs.set('feed', {
    main: FEED_MAIN,
    env: { ...base, FEED_PORT: String(ports.feed) },
    health: `http://127.0.0.1:${ports.feed}/health`,
  });
  ports.apis.forEach((port, i) => {
    specs.set(`api-${i + 1}`, {
      main: API_MAIN,
      env: {
        ...base,
        DATABASE_URL: databaseUrl,
        FEED_SOURCE: 'redis',
        HOST: '127.0.0.1',
        PORT: String(port),
        OPERATOR_KEY: operatorKey,
        CASINO_SECRET: secret,
        EMBED_SECRET: embedSecret,
        CASINO_PROVIDER_URL: providerUrl,
        // The first process migrates and seeds the demo data; the second finds them there.
        SEED_DEMO: i === 0 ? 'true' : 'false',
        LOGIN_RATE_LIMIT: '10000',
      },
      health: `http://127.0.0.1:${port}/health`,
      url: `http://127.0.0.1:${port}`,
    });
  });
  if (withProvider) {
    specs.set('provider', {
      main: PROVIDER_MAIN,
      env: {
        ...base,
        CASINO_SECRET: secret,
        OPERATOR_URL: `http://127.0.0.1:${ports.apis[0]}`,
        PROVIDER_PUBLIC_URL: providerUrl,
        PROVIDER_PORT: String(ports.provider),
        DATABASE_URL: providerDatabaseUrl,
      },
      health: `${providerUrl}/health`,
    });
  }

  const procs = new Map();
  const launch = async (name) => {
    const spec = specs.get(name);
    // Something already answering there (a cluster left running) would pass for this process.
    const busy = await fetch(spec.health).then(
      () => true,
      () => false,
    );
    if (busy) throw new Error(`${spec.health} already answers: stop what runs there first`);
    const log = createWriteStream(join(logDir, `${name}.log`), { flags: 'a' });
    const proc = spawn(process.execPath, [spec.main], { cwd: root, env: spec.env, stdio: ['ignore', 'pipe', 'pipe'] });
    proc.stdout.pipe(log);
    proc.stderr.pipe(log);
    procs.set(name, proc);
    await waitFor(spec.health, 90_000, proc);
    return proc;
  };
  const handle = (name) => ({
    name,
    url: specs.get(name).url,
    get pid() {
      return procs.get(name)?.pid;
    },
    /** Sends `signal` and resolves when the process is gone. */
    kill: (signal = 'SIGKILL') =>
      new Promise((resolve) => {
        const proc = procs.get(name);
        if (!proc || proc.exitCode !== null || proc.signalCode !== null) return resolve();
        proc.once('exit', () => resolve());
        proc.kill(signal);
      }),
    restart: () => launch(name),
  });

  await launch('feed');
  await launch('api-1');
  const rest = ['api-2', ...(withProvider ? ['provider'] : [])];
  await Promise.all(rest.map(launch));
  const apis = ports.apis.map((_, i) => handle(`api-${i + 1}`));
  return {
    prefix,
    operatorKey,
    feed: handle('feed'),
    apis,
    provider: withProvider ? handle('provider') : null,
    async stop() {
      await Promise.all([...procs.keys()].map((name) => handle(name).kill('SIGTERM')));
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const cluster = await startCluster({
    databaseUrl: process.env.DATABASE_URL,
    redisUrl: process.env.REDIS_URL,
    ...(process.env.PROVIDER_DATABASE_URL ? { providerDatabaseUrl: process.env.PROVIDER_DATABASE_URL } : {}),
  });
  console.log(`Feed: ${cluster.feed.name}; API processes: ${cluster.apis.map((a) => a.url).join(', ')}`);
  console.log('Logs in .data/cluster/. Ctrl-C stops the cluster.');
  const stop = () => void cluster.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
