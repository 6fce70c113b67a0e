// What the web benchmark runs against: the production builds served as `npm start` serves them
// (scripts/serve.mjs with the arguments of scripts/apps.mjs: gzip, caching, CSP; the host and each
// remote on its own origin) and the API on a fresh in-memory PGlite database with the demo data,
// on ports of their own (so a running `npm start` or journey run is left alone). Every process is
// started and stopped here; their output goes to a log folder, shown when one fails.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { join } from 'node:path';
import { isRacingSport } from '@backlay/shared/sports';
import { APPS, serveArgs } from '../../scripts/apps.mjs';
import { root } from '../../scripts/lib.mjs';

export const PORTS = {
  api: 3400,
  provider: 3401,
  /** A private Redis for the P4 probe when REDIS_URL names none. */
  redis: 6479,
  web: {
    '@backlay/host': 8480,
    '@backlay/mfe-sports': 8481,
    '@backlay/mfe-casino': 8482,
    '@backlay/mfe-reports': 8483,
    '@backlay/mfe-account': 8484,
  },
};
export const API = `http://127.0.0.1:${PORTS.api}`;
export const HOST = `http://127.0.0.1:${PORTS.web['@backlay/host']}`;
/** The operator key of the API started here (operator routes create the benchmark's players). */
const OPERATOR_KEY = randomBytes(24).toString('hex');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether nothing listens on 127.0.0.1:port. */
function portFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export async function checkPorts() {
  const ports = [PORTS.api, PORTS.provider, ...Object.values(PORTS.web)];
  const busy = [];
  for (const port of ports) if (!(await portFree(port))) busy.push(port);
  if (busy.length > 0)
    throw new Error(`ports ${busy.join(', ')} are in use: the web benchmark needs ${ports.join(', ')}`);
}

/** The host's config (config.local.json, as `npm start` serves it) pointed at this stack's ports. */
export function writeHostConfig(dir) {
  const config = JSON.parse(readFileSync(join(root, 'host/config/config.local.json'), 'utf8'));
  config.apiUrl = API;
  config.socketUrl = API;
  config.frameOrigins = [`http://127.0.0.1:${PORTS.provider}`];
  const remotePort = new Map(APPS.filter((a) => !a.host).map((a) => [a.port, PORTS.web[a.name]]));
  for (const remote of config.remotes) {
    const url = new URL(remote.entry);
    const port = remotePort.get(Number(url.port));
    if (!port) throw new Error(`host/config/config.local.json: no app serves ${remote.entry}`);
    url.port = String(port);
    remote.entry = url.toString();
    if (remote.firstScreen) {
      const script = new URL(remote.firstScreen.script);
      script.port = String(port);
      remote.firstScreen = { ...remote.firstScreen, script: script.toString() };
    }
  }
  const file = join(dir, 'host-config.json');
  writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}

const children = new Set();
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

/** CPU seconds a process has used so far (Linux /proc; null elsewhere). */
export function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime (fields 14 and 15 of stat, counted after the command) in clock ticks of 1/100 s.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** Whether `redis-server` is on the PATH. */
export function haveRedisServer() {
  return spawnSync('redis-server', ['--version'], { encoding: 'utf8' }).status === 0;
}

/** A private Redis (no persistence) on PORTS.redis, for the P4 probe: `{ url, process }`. */
export async function startRedis({ logDir }) {
  if (await listening(PORTS.redis))
    throw new Error(`port ${PORTS.redis} is in use: set REDIS_URL to use a running Redis`);
  const log = join(logDir, 'redis.log');
  const child = spawn(
    'redis-server',
    ['--port', String(PORTS.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--logfile', log],
    { cwd: logDir, stdio: 'ignore' },
  );
  children.add(child);
  child.on('exit', () => children.delete(child));
  child.log = log;
  const url = `redis://127.0.0.1:${PORTS.redis}`;
  const end = Date.now() + 10_000;
  while (!(await listening(PORTS.redis))) {
    if (child.exitCode !== null || Date.now() > end) throw new Error(`redis-server did not start:\n${tail(log)}`);
    await sleep(100);
  }
  return { url, process: child };
}

/** Whether something accepts connections on 127.0.0.1:port. */
function listening(port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Starts a node process with its output in `logDir/<name>.log`; it is killed when this process exits. */
export function startNode(name, args, { env = process.env, logDir, ipc = false } = {}) {
  const log = join(logDir, `${name}.log`);
  const out = createWriteStream(log);
  const child = spawn(process.execPath, args, {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe', ...(ipc ? ['ipc'] : [])],
  });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  children.add(child);
  child.on('exit', () => children.delete(child));
  child.log = log;
  return child;
}

/** Stops a process started by startNode: SIGTERM, then SIGKILL after `ms`. */
export async function stop(child, ms = 5000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), ms);
  await exited;
  clearTimeout(timer);
}

function tail(file, chars = 3000) {
  return existsSync(file) ? readFileSync(file, 'utf8').slice(-chars) : '';
}

/** Resolves once GET url answers 200; rejects if `child` exits first or after `ms`. */
export async function waitFor(url, child, ms = 120_000) {
  const end = Date.now() + ms;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode}):\n${tail(child.log)}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > end) throw new Error(`${url} did not answer within ${ms / 1000} s:\n${tail(child.log)}`);
    await sleep(200);
  }
}

/** The host and the four remotes, served from their production builds. */
export async function startWeb({ logDir, configFile }) {
  const servers = APPS.map((app) =>
    startNode(`serve-${app.dir}`, serveArgs(app, { port: PORTS.web[app.name], config: configFile }), { logDir }),
  );
  await Promise.all(
    APPS.map((app, i) =>
      waitFor(
        app.host ? `${HOST}/login` : `http://127.0.0.1:${PORTS.web[app.name]}/mf-manifest.json`,
        servers[i],
        30_000,
      ),
    ),
  );
  return servers;
}

/**
 * The API on a new in-memory PGlite database (the demo data seeded, as `npm start` does) with the
 * embedded feed, or with `feed: { redisUrl, prefix }` reading a feed process's stream over Redis.
 * Nothing of the checkout's .data/ is read or written: the keys come from here and the casino
 * provider's database is in memory too.
 */
export async function startApi({ logDir, name = 'api', feed = null }) {
  const env = { ...process.env };
  for (const key of ['REDIS_URL', 'FEED_SOURCE', 'FEED_PREFIX', 'DATABASE_URL', 'PORT', 'HOST']) delete env[key];
  Object.assign(env, {
    PORT: String(PORTS.api),
    DATABASE_URL: 'memory://',
    PROVIDER_PORT: String(PORTS.provider),
    PROVIDER_DATABASE_URL: 'memory://',
    OPERATOR_KEY,
    CASINO_SECRET: randomBytes(32).toString('hex'),
    CORS_ORIGINS: HOST,
    PUBLIC_API_URL: API,
    CASINO_LOBBY_URL: `${HOST}/live-casino`,
    // Every run logs in a new player; the default allowance is ten logins a minute.
    LOGIN_RATE_LIMIT: '10000',
    LOG_LEVEL: 'warn',
    ...(feed ? { REDIS_URL: feed.redisUrl, FEED_SOURCE: 'redis', FEED_PREFIX: feed.prefix } : {}),
  });
  const api = startNode(name, ['api/dist/main.js'], { env, logDir });
  await waitFor(`${API}/health`, api);
  return api;
}

async function apiCall(method, path, { body, token, operator = false } = {}) {
  const res = await fetch(`${API}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(operator ? { 'x-operator-key': OPERATOR_KEY } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${json.message ?? ''}`);
  return json.data;
}

let players = 0;
/** A new player with credit (created through the operator routes), never logged in before. */
export async function newPlayer() {
  players += 1;
  const userName = `bw${Date.now().toString(36)}${players}`;
  const password = 'Bench#2026web';
  await apiCall('POST', '/operator/users', {
    body: { userName, password, credit: 5000, forceChangePassword: false },
    operator: true,
  });
  return { userName, password };
}

/**
 * The in-play match with the most markets (ties: the most price levels), as the client opens it:
 * `{ id, matchType, beventId, title, markets, levels, linked }` (linked: the other events whose
 * markets its page shows).
 */
export async function busiestMatch() {
  const player = await newPlayer();
  const { token } = await apiCall('POST', '/auth/login', { body: player });
  const { matches } = await apiCall('GET', '/match/list', { token });
  let best = null;
  for (const m of matches.filter((row) => row.inPlay && !isRacingSport(row.matchType))) {
    const detail = await apiCall('GET', `/match/${m.id}`, { token }).catch(() => null);
    if (!detail) continue;
    const markets = [...detail.tournament, ...Object.values(detail.apiSession ?? {}).flat()];
    const levels = markets.reduce(
      (n, market) =>
        n + market.runners.reduce((k, r) => k + r.ex.availableToBack.length + r.ex.availableToLay.length, 0),
      0,
    );
    const candidate = {
      id: m.id,
      matchType: m.matchType,
      beventId: m.beventId,
      title: m.title,
      markets: markets.length,
      levels,
    };
    if (!best || candidate.markets > best.markets || (candidate.markets === best.markets && levels > best.levels)) {
      best = candidate;
    }
  }
  if (!best) throw new Error('no in-play match to measure');
  // The page also shows, live, the markets of other events linked to the match (the competition's
  // winner market): GET /match/other/{id}, as the page asks.
  const other = await apiCall('GET', `/match/other/${best.id}`, { token }).catch(() => ({ markets: [] }));
  best.linked = [...new Set(other.markets.map((m) => m.matchId).filter((id) => id !== best.id))];
  return best;
}
