/**
 * Quality bar P6: bet placement through the HTTP API with 50 concurrent clients.
 *
 *   npm run bench                       # PGlite, 1,000 wallets and 10 hot wallets
 *   BENCH_DATABASE_URL=postgres://… npm run bench
 *
 * Each client places back bets at 1.01 (always matched at the best price) on one pre-play market
 * over keep-alive HTTP for a few seconds, from a separate load process; the ledger invariants are
 * checked afterwards. Results go
 * to bench/results/bets-<database>-<wallets>.json at the repository root.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import type { Market } from '@backlay/shared/sports';
import { buildApp } from '../app.js';
import { loadConfig, repoRoot } from '../config.js';
import { openDatabase } from '../db/client.js';
import { createSession } from '../auth/sessions.js';
import { createUser } from '../user/accounts.js';
import { post } from '../wallet/ledger.js';
import { checkLedgerInvariants } from '../wallet/invariants.js';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

interface LoadResult {
  elapsed: number;
  latencies: number[];
  statuses: Record<string, number>;
}

/** Runs the clients in a separate Node process (scripts/bench-load.mjs), as a real load would come. */
function runLoad(job: object): Promise<LoadResult> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [resolve(repoRoot, 'api/scripts/bench-load.mjs'), JSON.stringify(job)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolvePromise(JSON.parse(out) as LoadResult) : reject(new Error(`load process exited ${code}`)),
    );
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function run(wallets: number): Promise<Record<string, unknown>> {
  const server = process.env.BENCH_DATABASE_URL;
  // On PostgreSQL the bench works in a database of its own, dropped afterwards.
  const name = `backlay_bench_${process.pid}_${wallets}`;
  if (server) await adminQuery(server, `create database ${name}`);
  const url = server ? withDatabase(server, name) : 'memory://';
  const database = openDatabase(url, { poolSize: CLIENTS + 5 });
  await database.migrate();
  const now = Date.now;
  const config = { ...loadConfig({}), logLevel: 'silent', operatorKey: 'bench-operator-key-0123456789' };
  const { app, ctx } = await buildApp({ db: database.db, config, now, logger: false, sports: { timer: false } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const stamp = `${Date.now().toString(36)}${wallets}`;
  const tokens: string[] = [];
  for (let i = 0; i < wallets; i++) {
    const user = await createUser(database.db, { userName: `bench${stamp}_${i}`, passwordHash: 'bench-not-a-login' });
    await post(database.db, { userId: user.id, type: 'add', amountCents: 1_000_000_000, description: 'Bench credit' });
    tokens.push((await createSession(database.db, user.id, 'full', now(), 3600)).token);
  }
  let market: Market | undefined;
  let matchId = '';
  for (const view of ctx.feed.views()) {
    const m = view.tournament.find(
      (x) =>
        x.type === 'matchOdds' &&
        x.status === 'OPEN' &&
        !view.fixture.inPlay &&
        x.runners[0]?.ex.availableToBack.length,
    );
    if (m) {
      market = m;
      matchId = view.id;
      break;
    }
  }
  if (!market) throw new Error('no open pre-play market');
  const selectionId = market.runners[0]!.selectionId;

  const job = {
    base,
    seconds: SECONDS,
    clients: CLIENTS,
    tokens,
    stamp: `bench-${stamp}`,
    bet: { matchId, betId: market.id, selectionId, betType: 'BACK', odds: 1.01, stake: market.minBet },
  };
  const load = await runLoad(job);
  const elapsed = load.elapsed;
  const latencies = load.latencies.sort((a, b) => a - b);
  const statusCounts = load.statuses;
  const violations = await checkLedgerInvariants(database.db);
  await app.close();
  await database.close();
  if (server) await adminQuery(server, `drop database if exists ${name} with (force)`);
  const ok = statusCounts['201'] ?? 0;
  return {
    database: url.startsWith('postgres') ? 'postgresql' : 'pglite',
    wallets,
    clients: CLIENTS,
    seconds: Number(elapsed.toFixed(2)),
    placed: ok,
    betsPerSecond: Math.round(ok / elapsed),
    p50Ms: Number(percentile(latencies, 50).toFixed(1)),
    p99Ms: Number(percentile(latencies, 99).toFixed(1)),
    statuses: statusCounts,
    invariantViolations: violations.length,
  };
}

const outDir = resolve(repoRoot, 'bench/results');
mkdirSync(outDir, { recursive: true });
for (const wallets of (process.env.BENCH_WALLETS ?? '1000,10').split(',').map(Number)) {
  const result = await run(wallets);
  console.log(JSON.stringify(result));
  writeFileSync(
    resolve(outDir, `bets-${String(result.database)}-${wallets}.json`),
    `${JSON.stringify(result, null, 2)}\n`,
  );
}
