// P5 benchmark: real-time fan-out through the production topology. Starts the cluster (one feed,
// two API processes; scripts/cluster.mjs) on DATABASE_URL and REDIS_URL, then load generators in
// separate processes: CLIENTS socket clients spread over both API processes, each following
// PER_CLIENT of the MATCHES busiest in-play matches. Reports delivered messages per second, the
// feed → client latency (median, p99) and the size of a delta against a snapshot.
//
//   DATABASE_URL=postgres://… REDIS_URL=redis://… npm run bench:fanout
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { startCluster } from '../scripts/cluster.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const CLIENTS = Number(process.env.CLIENTS ?? 2000);
const MATCHES = Number(process.env.MATCHES ?? 50);
const PER_CLIENT = Number(process.env.PER_CLIENT ?? 5);
const SECONDS = Number(process.env.SECONDS ?? 30);
const GENERATORS = Number(process.env.GENERATORS ?? 4);

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
if (!databaseUrl || !redisUrl) {
  console.error('✘ The fan-out benchmark runs the cluster: set DATABASE_URL (PostgreSQL) and REDIS_URL.');
  process.exit(1);
}
const prefix = `bench:feed:${randomBytes(4).toString('hex')}`;
const cluster = await startCluster({ databaseUrl, redisUrl, prefix });
try {
  const urls = cluster.apis.map((a) => a.url);
  const login = await fetch(`${urls[0]}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: 'player1', password: 'Backlay#2026' }),
  });
  const { data } = await login.json();
  // The in-play matches, busiest first (most market activity): from the API's list snapshot.
  const { io } = (await import('node:module')).createRequire(join(root, 'api/package.json'))('socket.io-client');
  const s = io(`${urls[0]}/match`, { transports: ['websocket'], auth: { token: data.token }, forceNew: true });
  const list = await new Promise((resolve) => {
    s.on('listData', (m) => m.type === 'snapshot' && resolve(m.rows));
    s.on('connect', () => s.emit('listRoom'));
  });
  s.disconnect();
  const inPlay = list.filter((r) => r.inPlay && !r.finished);
  const order = ['cricket', 'football', 'tennis'];
  inPlay.sort((a, b) => (order.indexOf(a.sport) + 1 || 9) - (order.indexOf(b.sport) + 1 || 9));
  const matches = inPlay.slice(0, MATCHES).map((r) => r.id);
  console.log(
    `${CLIENTS} clients over ${urls.length} API processes, ${matches.length} in-play matches, ${PER_CLIENT} each, ${SECONDS} s measured, ${GENERATORS} load generators`,
  );

  const per = Math.ceil(CLIENTS / GENERATORS);
  const runs = Array.from({ length: GENERATORS }, (_, g) => {
    const args = JSON.stringify({
      urls,
      token: data.token,
      matches,
      clients: Math.min(per, CLIENTS - g * per),
      perClient: PER_CLIENT,
      seconds: SECONDS,
      redisUrl,
      prefix,
      offset: g * per,
      out: join(tmpdir(), `${prefix.replace(/:/g, '-')}-${g}.json`),
    });
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [join(root, 'bench/fanout-client.mjs'), args], {
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      const out = JSON.parse(args).out;
      child.on('exit', (code) => {
        try {
          if (code !== 0) throw new Error(`generator exited ${code}`);
          resolve(JSON.parse(readFileSync(out, 'utf8')));
        } catch (error) {
          reject(error);
        }
      });
    });
  });
  const results = await Promise.all(runs);
  const q = (xs, p) => {
    const s2 = [...xs].sort((a, b) => a - b);
    return s2[Math.min(s2.length - 1, Math.floor(p * s2.length))] ?? 0;
  };
  const latencies = results.flatMap((r) => r.latencies);
  const messages = results.reduce((n, r) => n + r.messages, 0);
  const elapsed = Math.max(...results.map((r) => r.elapsed));
  const deltas = results.flatMap((r) => r.deltaBytes);
  const snaps = results.flatMap((r) => r.snapshotBytes);
  const shares = results.flatMap((r) => r.shares);
  const summary = {
    date: new Date().toISOString(),
    clients: CLIENTS,
    connected: results.reduce((n, r) => n + r.connected, 0),
    apiProcesses: urls.length,
    matches: matches.length,
    perClient: PER_CLIENT,
    seconds: SECONDS,
    messagesPerSecond: Math.round(messages / elapsed),
    latencyMs: { median: q(latencies, 0.5), p99: q(latencies, 0.99), max: q(latencies, 1) },
    unmatched: results.reduce((n, r) => n + r.unmatched, 0),
    deltaBytes: { median: q(deltas, 0.5), p95: q(deltas, 0.95) },
    snapshotBytes: { median: q(snaps, 0.5) },
  };
  // Each delta against the snapshot of its own match.
  summary.deltaShareOfSnapshot = { median: q(shares, 0.5), p95: q(shares, 0.95) };
  console.log(
    `delivered ${summary.messagesPerSecond.toLocaleString('en')} messages/s to ${summary.connected} clients; ` +
      `feed → client median ${summary.latencyMs.median.toFixed(1)} ms, p99 ${summary.latencyMs.p99.toFixed(1)} ms; ` +
      `delta median ${summary.deltaBytes.median} B, ${(summary.deltaShareOfSnapshot.median * 100).toFixed(1)} % of its match's snapshot (p95 ${(summary.deltaShareOfSnapshot.p95 * 100).toFixed(1)} %)`,
  );
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/fanout.json'), `${JSON.stringify(summary, null, 2)}\n`);
} finally {
  await cluster.stop();
}
