/**
 * Quality bar P6: bet placement through the HTTP API with 50 concurrent clients, against a raw-SQL
 * baseline of the minimal bet transaction measured in the same run on the same database.
 *
 *   npm run bench                                  # PGlite in memory, 1,000 wallets and 10 hot wallets
 *   BENCH_DATABASE_URL=postgres://… npm run bench  # PostgreSQL (a database of its own, dropped after)
 *
 * Knobs: BENCH_WALLETS (comma list, default 1000,10), BENCH_CLIENTS (50), BENCH_SECONDS (5, per
 * phase), BENCH_WARMUP (5 s not counted before the baseline and the closed loop), BENCH_RESULTS_DIR
 * (default bench/results), BENCH_CARDS=1 (also card-table bets), BENCH_LIMITS=1 (every wallet holds
 * loss and stake limits per 24 hours, 7 days and month and a maximum stake, all far above what the
 * run uses: each placement sums the player's stakes and settled results in every window).
 *
 * For each number of wallets, on a new database with an API serving it:
 * 1. baseline: `clients` loops of the minimal bet transaction in plain SQL (see baseline.ts) — on
 *    PostgreSQL from a process of its own with a pool of `clients` connections, on PGlite (a
 *    database inside the API process) in this process on the same PGlite;
 * 2. placement at the most: `clients` keep-alive HTTP clients from a separate load process
 *    (scripts/bench-load.mjs), each sending its next bet as soon as the last is answered;
 * 3. placement at half that: bets sent on a fixed schedule of half the rate reached in 2, latency
 *    measured from when each was due;
 * 4. with BENCH_CARDS=1, card-table bets at the most, as 2.
 * Every bet takes the next wallet in turn, so all the wallets are used. The ledger invariants are
 * checked after every phase.
 *
 * Prints a markdown table per database and writes it, with everything measured as JSON, to
 * <results>/bets-<database>.md and .json. Exits non-zero when an invariant is broken, a phase
 * placed no bet, or a request got a 5xx or no answer.
 */
import { spawn } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { mkdirSync, writeFileSync } from 'node:fs';
import { extname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { betAmounts, type BookMarket } from '@backlay/shared/betting';
import type { Market } from '@backlay/shared/sports';
import { buildApp } from '../app.js';
import { loadConfig, repoRoot } from '../config.js';
import type { AppContext } from '../context.js';
import { openDatabase, type Database } from '../db/client.js';
import { createSession } from '../auth/sessions.js';
import { createUser } from '../user/accounts.js';
import { playerLimits } from '../db/schema.js';
import { LIMIT_KEYS } from '@backlay/shared/schemas';
import { post } from '../wallet/ledger.js';
import { fromCents } from '../wallet/money.js';
import { checkLedgerInvariants, type InvariantViolation } from '../wallet/invariants.js';
import { pgliteExecutor, runBaseline, type BaselineJob } from './baseline.js';
import { benchClock, cardBetJob } from './cards.js';
import {
  cardsTable,
  markdownTable,
  refusals,
  summarise,
  type CaseResult,
  type PhaseResult,
  type PhaseSummary,
} from './stats.js';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);
const WALLETS = (process.env.BENCH_WALLETS ?? '1000,10').split(',').map(Number);
const CARDS = process.env.BENCH_CARDS === '1';
const LIMITS = process.env.BENCH_LIMITS === '1';
const RESULTS = resolve(repoRoot, process.env.BENCH_RESULTS_DIR ?? 'bench/results');
const SERVER = process.env.BENCH_DATABASE_URL || undefined;
/** Every wallet is credited this much (cents): no bet in any run is refused for want of money. */
const CREDIT_CENTS = 100_000_000_000;

for (const [name, value] of Object.entries({ CLIENTS, SECONDS, WARMUP })) {
  if (!Number.isFinite(value) || value < 0) throw new Error(`BENCH_${name} must be a non-negative number`);
}
if (WALLETS.some((n) => !Number.isInteger(n) || n < 1)) throw new Error('BENCH_WALLETS must list positive integers');

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

/** Runs a Node script with its job as JSON on stdin; resolves with the JSON it prints. */
function runProcess(args: string[], job: object): Promise<PhaseResult> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['pipe', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolvePromise(JSON.parse(out) as PhaseResult) : reject(new Error(`${args.at(-1)} exited ${code}`)),
    );
    child.stdin.end(JSON.stringify(job));
  });
}

const loadScript = resolve(repoRoot, 'api/scripts/bench-load.mjs');
/** The baseline's own process: this folder's baselineProcess, through tsx when run from the sources. */
const ownExtension = extname(fileURLToPath(import.meta.url));
const baselineArgs = [
  ...(ownExtension === '.ts' ? ['--import', import.meta.resolve('tsx')] : []),
  fileURLToPath(new URL(`./baselineProcess${ownExtension}`, import.meta.url)),
];

/** Runs `task` over the items, `width` at a time. */
async function inParallel<T>(items: readonly T[], width: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) await task(items[next++]!);
    }),
  );
}

interface Player {
  id: string;
  token: string;
}

async function makePlayers(database: Database, count: number, stamp: string, now: () => number): Promise<Player[]> {
  const players: Player[] = new Array<Player>(count);
  await inParallel(
    Array.from({ length: count }, (_, i) => i),
    8,
    async (i) => {
      const user = await createUser(database.db, { userName: `bench${stamp}_${i}`, passwordHash: 'bench-not-a-login' });
      await post(database.db, { userId: user.id, type: 'add', amountCents: CREDIT_CENTS, description: 'Bench credit' });
      if (LIMITS)
        await database.db.insert(playerLimits).values(
          LIMIT_KEYS.map((key) => ({
            userId: user.id,
            key,
            amount: key === 'maxStake' ? '100000.00' : '100000000.00',
          })),
        );
      players[i] = { id: user.id, token: (await createSession(database.db, user.id, 'full', now(), 86_400)).token };
    },
  );
  return players;
}

/** An open pre-play match-odds market with a back price on its first runner. */
function pickMarket(ctx: AppContext): { market: Market; matchId: string; eventName: string; eventType: string } {
  for (const view of ctx.feed.views()) {
    if (view.fixture.inPlay) continue;
    const market = view.tournament.find(
      (m) => m.type === 'matchOdds' && m.status === 'OPEN' && m.runners[0]?.ex.availableToBack.length,
    );
    if (market) return { market, matchId: view.id, eventName: view.fixture.title, eventType: view.fixture.sport };
  }
  throw new Error('no open pre-play match-odds market in the feed');
}

async function checkInvariants(database: Database, phase: string): Promise<InvariantViolation[]> {
  const violations = await checkLedgerInvariants(database.db);
  for (const v of violations) console.error(`  ✘ after ${phase}: ${v.check} (${v.rows.length} rows)`);
  return violations;
}

const show = (s: PhaseSummary) =>
  `${s.perSecond}/s, p50 ${s.p50Ms} ms, p99 ${s.p99Ms} ms, ${JSON.stringify(s.outcomes)}` +
  (s.timeline ? `, per second ${s.timeline.join(' ')}` : '') +
  (s.errors.length ? `, errors: ${s.errors.join(' | ')}` : '');

async function runCase(wallets: number): Promise<CaseResult> {
  // On PostgreSQL the bench works in a database of its own, dropped afterwards.
  const name = `backlay_bench_${process.pid}_${wallets}`;
  if (SERVER) await adminQuery(SERVER, `create database ${name}`);
  const url = SERVER ? withDatabase(SERVER, name) : 'memory://';
  const database = openDatabase(url, { poolSize: CLIENTS + 5 });
  try {
    await database.migrate();
    const clock = benchClock();
    const now = clock.now;
    const config = {
      ...loadConfig({}),
      logLevel: 'silent',
      operatorKey: 'bench-operator-key-0123456789',
      // Limits far above what any run reserves: no bet is refused for the exposure it adds.
      exposureLimit: CREDIT_CENTS,
      marketExposureLimit: CREDIT_CENTS,
    };
    const { app, ctx } = await buildApp({ db: database.db, config, now, logger: false, sports: { timer: false } });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const stamp = `${Date.now().toString(36)}${wallets}`;
      const setupStart = performance.now();
      const players = await makePlayers(database, wallets, stamp, now);
      console.log(`${wallets} wallets: made in ${((performance.now() - setupStart) / 1000).toFixed(1)} s`);
      const violations: CaseResult['violations'] = {};

      // 1. The baseline, on a market of its own.
      const { market, matchId, eventName, eventType } = pickMarket(ctx);
      const runner = market.runners[0]!;
      const bestBack = runner.ex.availableToBack[0]!.price;
      const bookMarket: BookMarket = {
        type: market.type,
        priceKind: market.priceKind,
        selectionIds: market.runners.map((r) => r.selectionId),
        range: null,
      };
      const stakeCents = market.minBet * 100;
      const amounts = betAmounts(bookMarket, {
        side: 'BACK',
        selectionId: runner.selectionId,
        odds: bestBack,
        rate: null,
        stakeCents,
      });
      const baselineJob: BaselineJob = {
        userIds: players.map((p) => p.id),
        clients: CLIENTS,
        seconds: SECONDS,
        warmupSeconds: WARMUP,
        stamp: `base-${stamp}`,
        market: {
          id: `bench-baseline-${stamp}`,
          matchId: `bench-baseline-match-${stamp}`,
          type: market.type,
          priceKind: market.priceKind,
          name: market.name,
          selectionIds: [...bookMarket.selectionIds],
          eventName,
          eventType,
          selectionId: runner.selectionId,
          teamName: runner.nat,
          odds: bestBack.toFixed(2),
          stake: fromCents(stakeCents),
          winAmount: fromCents(amounts.winCents),
          lossAmount: fromCents(amounts.lossCents),
        },
      };
      const baseline = summarise(
        database.raw.kind === 'pglite'
          ? await runBaseline(pgliteExecutor(database.raw.client), baselineJob)
          : await runProcess(baselineArgs, { ...baselineJob, url }),
      );
      console.log(`  baseline:           ${show(baseline)}`);
      violations.baseline = await checkInvariants(database, 'the baseline');

      // 2. Placement through HTTP, as fast as it goes.
      const load = {
        base,
        clients: CLIENTS,
        tokens: players.map((p) => p.token),
        path: '/bet/matchBetting',
        body: {
          matchId,
          betId: market.id,
          selectionId: runner.selectionId,
          betType: 'BACK',
          odds: 1.01,
          stake: market.minBet,
        },
      };
      const placement = summarise(
        await runProcess([loadScript], {
          ...load,
          mode: 'closed',
          seconds: SECONDS,
          warmupSeconds: WARMUP,
          stamp: `max-${stamp}`,
        }),
      );
      console.log(`  placement at most:  ${show(placement)}`);
      violations.placement = await checkInvariants(database, 'placement at the most');

      // 3. Placement at half the rate reached, on a fixed schedule.
      let halfLoad: PhaseSummary | null = null;
      if (placement.perSecond > 0) {
        const rate = Math.max(1, Math.round(placement.perSecond / 2));
        halfLoad = summarise(
          await runProcess([loadScript], { ...load, mode: 'open', rate, seconds: SECONDS, stamp: `half-${stamp}` }),
        );
        console.log(`  placement at ${rate}/s: ${show(halfLoad)} (at most ${halfLoad.maxInFlight} in flight)`);
        violations.halfLoad = await checkInvariants(database, 'placement at half');
      }

      // 4. Card-table bets, as fast as they go.
      let cards: PhaseSummary | undefined;
      if (CARDS) {
        const cardLoad = await cardBetJob(ctx, clock);
        try {
          cards = summarise(
            await runProcess([loadScript], {
              ...load,
              path: cardLoad.path,
              body: cardLoad.body,
              mode: 'closed',
              seconds: SECONDS,
              warmupSeconds: WARMUP,
              stamp: `card-${stamp}`,
            }),
          );
        } finally {
          clock.release();
        }
        console.log(`  card bets (${cardLoad.table}): ${show(cards)}`);
        violations.cards = await checkInvariants(database, 'card bets');
      }

      return {
        wallets,
        baseline,
        placement,
        halfLoad,
        ratioPercent: baseline.perSecond > 0 ? Math.round((placement.perSecond / baseline.perSecond) * 1000) / 10 : 0,
        violations,
        ...(cards ? { cards } : {}),
      };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    if (SERVER) await adminQuery(SERVER, `drop database if exists ${name} with (force)`);
  }
}

/** What makes the run fail: a broken invariant, a phase that placed nothing, a 5xx or no answer. */
function faults(c: CaseResult): string[] {
  const found: string[] = [];
  for (const [phase, v] of Object.entries(c.violations))
    if (v.length > 0) found.push(`${c.wallets} wallets, ${phase}: ${v.map((x) => x.check).join(', ')}`);
  if ((c.baseline.outcomes.committed ?? 0) === 0) found.push(`${c.wallets} wallets: the baseline committed no bet`);
  if ((c.baseline.outcomes.error ?? 0) > 0)
    found.push(`${c.wallets} wallets: ${c.baseline.outcomes.error} baseline transactions failed`);
  const phases: [string, PhaseSummary | null | undefined][] = [
    ['placement', c.placement],
    ['half load', c.halfLoad],
    ['card bets', c.cards],
  ];
  for (const [phase, s] of phases) {
    if (s === undefined) continue;
    if (s === null) {
      found.push(`${c.wallets} wallets: no ${phase} phase`);
      continue;
    }
    if ((s.outcomes['201'] ?? 0) === 0) found.push(`${c.wallets} wallets, ${phase}: no bet placed`);
    const { failures } = refusals(s.outcomes);
    if (failures > 0) found.push(`${c.wallets} wallets, ${phase}: ${failures} requests got a 5xx or no answer`);
  }
  return found;
}

const databaseName = `${SERVER ? 'postgresql' : 'pglite'}${LIMITS ? '-limits' : ''}`;
/** The machine's load (1-minute average) as the run starts: other work on a shared machine skews the figures. */
const loadAtStart = loadavg()[0]!;
const cases: CaseResult[] = [];
for (const wallets of WALLETS) cases.push(await runCase(wallets));

const cardTable = cardsTable(cases);
const report = [
  `P6 bet placement on ${SERVER ? 'PostgreSQL' : 'PGlite (in memory)'}${LIMITS ? ', every wallet with all seven protection limits' : ''}: ${CLIENTS} clients, ` +
    `${SECONDS} s a phase after ${WARMUP} s of warm-up, ${availableParallelism()} cores ` +
    `(load average ${loadAtStart.toFixed(2)} at the start), ${new Date().toISOString()}`,
  markdownTable(cases),
  ...(cardTable ? ['Card-table bets (`POST /bet/cardBetting`), as many as the clients can place:', cardTable] : []),
].join('\n\n');
console.log(`\n${report}\n`);
mkdirSync(RESULTS, { recursive: true });
writeFileSync(resolve(RESULTS, `bets-${databaseName}.md`), `${report}\n`);
writeFileSync(
  resolve(RESULTS, `bets-${databaseName}.json`),
  `${JSON.stringify({ database: databaseName, clients: CLIENTS, seconds: SECONDS, warmupSeconds: WARMUP, loadAtStart, date: new Date().toISOString(), cases }, null, 2)}\n`,
);
const found = cases.flatMap(faults);
if (found.length > 0) {
  for (const f of found) console.error(`✘ ${f}`);
  process.exit(1);
}
