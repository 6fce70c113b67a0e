/**
 * What every API test file shares: one database per file (PGlite in memory, or a fresh database
 * on the PostgreSQL server named by TEST_DATABASE_URL), an app with a controllable clock, players
 * made to order, and the ledger invariants checked after each test.
 */
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildOptions } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { migrationsFolder, openDatabase, type Database, type Db } from '../db/client.js';

/** PGlite's installed entry point (its path carries the version): a new PGlite gets a new template. */
const pgliteVersion = createRequire(import.meta.url).resolve('@electric-sql/pglite');
import type { AppContext } from '../context.js';
import { hashPassword } from '../auth/passwords.js';
import { createUser } from '../user/accounts.js';
import { post } from '../wallet/ledger.js';
import { checkLedgerInvariants } from '../wallet/invariants.js';
import { betMarkets, bets, marketExposures, users, wallets } from '../db/schema.js';
import { eq } from 'drizzle-orm';

export const TEST_PASSWORD = 'Password#123';
let passwordHash: Promise<string> | undefined;
/** Hashing at production cost for every test player would dominate the run: hash once. */
export const testPasswordHash = () => (passwordHash ??= hashPassword(TEST_PASSWORD));

export const OPERATOR_KEY = 'test-operator-key-0123456789';
export const TEST_CASINO_SECRET = 'test-casino-secret-0123456789abcdef';
export const TEST_EMBED_SECRET = 'test-embed-secret-0123456789abcdefgh';

/**
 * A fresh PGlite runs initdb and every migration (about 4.5 s of CPU); loading the data directory
 * of one that already did takes a third of that. The first test process to need it makes this
 * template and leaves it in the temp folder, named by the hash of the migrations and the PGlite
 * version, so a changed schema gets a template of its own; later processes load it.
 */
async function migratedTemplate(): Promise<Blob> {
  const hash = createHash('sha256');
  for (const name of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const path = join(migrationsFolder, name);
    if (statSync(path).isFile()) hash.update(name).update(readFileSync(path));
  }
  hash.update(pgliteVersion);
  const file = join(tmpdir(), `backlay-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
  if (!existsSync(file)) {
    const database = openDatabase('memory://');
    await database.migrate();
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    await database.close();
    // Written aside, then renamed: a process reading the template never sees half of one.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
}

export async function openTestDatabase(): Promise<Database & { url: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = openDatabase('memory://', { loadDataDir: await migratedTemplate() });
    // Applies nothing on a current template; it is the check that the template is current.
    await database.migrate();
    return { ...database, url: 'memory://' };
  }
  const name = `backlay_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openDatabase(url.toString(), { poolSize: 60 });
  await database.migrate();
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      // The pool's end() resolves while its last connections are still closing; forcing the drop
      // then would kill them mid-goodbye, and their clients (no longer in the pool, with no error
      // listener) would throw. Wait for them to go, and force only as a last resort.
      for (let attempt = 0; ; attempt++) {
        try {
          await dropper.query(`drop database if exists ${name}${attempt >= 50 ? ' with (force)' : ''}`);
          break;
        } catch (error) {
          if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      await dropper.end();
    },
  };
}

const TABLES = [
  'manual_sessions',
  'player_limits',
  'protection_events',
  'auth_throttles',
  'wallet_replays',
  'card_rounds',
  'market_commissions',
  'bet_settlements',
  'bets',
  'bet_orders',
  'market_exposures',
  'market_results',
  'bet_markets',
  'audit_log',
  'ledger_postings',
  'ledger_entries',
  'house_accounts',
  'button_values',
  'bet_settings',
  'notifications',
  'outbox',
  'otp_codes',
  'sessions',
  'wallets',
  'users',
];

export async function truncateAll(db: Db): Promise<void> {
  await db.execute(sql.raw(`truncate ${TABLES.join(', ')} restart identity cascade`));
}

export interface TestClock {
  now: () => number;
  set(ms: number): void;
  advance(ms: number): void;
}

export function testClock(start = Date.UTC(2026, 10, 21, 12, 0, 0)): TestClock {
  let t = start;
  return { now: () => t, set: (ms) => void (t = ms), advance: (ms) => void (t += ms) };
}

export interface Harness {
  app: FastifyInstance;
  ctx: AppContext;
  db: Db;
  database: Database & { url: string };
  clock: TestClock;
  config: Config;
  /** Messages sent through the operator's channel, newest last. */
  outbox: { userName: string; body: string }[];
  player(options?: { credit?: number; forceChangePassword?: boolean; name?: string }): Promise<TestPlayer>;
  login(userName: string, password?: string): Promise<string>;
  inject(
    method: 'GET' | 'POST',
    url: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string>; remoteAddress?: string },
  ): Promise<LightMyRequestResponse>;
  operator(method: 'GET' | 'POST', url: string, body?: unknown): Promise<LightMyRequestResponse>;
  assertLedger(): Promise<void>;
  /** Reserves `amount` of the player's balance the way a real open back bet (stake = amount, price 2.0) does. */
  holdExposure(userId: string, amount: number): Promise<void>;
  reset(): Promise<void>;
  close(): Promise<void>;
}

export interface TestPlayer {
  id: string;
  userName: string;
  token: string;
}

let counter = 0;

export interface HarnessOptions {
  /**
   * Run this app on another harness's database instead of a fresh one, as a second instance of a
   * scaled-out deployment would. The harness that opened the database closes it.
   */
  database?: Database & { url: string };
  /** Sports feed options (seed, public URL, simulator sizes); the feed's timer is always off. */
  sports?: BuildOptions['sports'];
  /** Opens provider game sessions (default: HTTP to the configured provider). */
  casinoLauncher?: BuildOptions['casinoLauncher'];
}

export async function harness(overrides: Partial<Config> = {}, options: HarnessOptions = {}): Promise<Harness> {
  const shared = options.database;
  const database = shared ?? (await openTestDatabase());
  const clock = testClock();
  const config: Config = {
    ...loadConfig({}),
    operatorKey: OPERATOR_KEY,
    logLevel: 'silent',
    loginRateLimitPerMinute: 1000,
    casinoSecret: TEST_CASINO_SECRET,
    embedSecret: TEST_EMBED_SECRET,
    ...overrides,
  };
  const outbox: { userName: string; body: string }[] = [];
  const { app, ctx } = await buildApp({
    db: database.db,
    config,
    now: clock.now,
    logger: false,
    outboxSink: (m) => outbox.push({ userName: m.userName, body: m.body }),
    // The feed's clock is the test's: tests move it with h.ctx.feed.advanceTo(h.clock.now()).
    sports: { ...options.sports, timer: false },
    ...(options.casinoLauncher ? { casinoLauncher: options.casinoLauncher } : {}),
  });
  await app.ready();

  const inject: Harness['inject'] = (method, url, options = {}) =>
    app.inject({
      method,
      url,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.headers ?? {}),
      },
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    });

  const login = async (userName: string, password = TEST_PASSWORD) => {
    const res = await inject('POST', '/auth/login', { body: { userName, password } });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<{ data: { token: string } }>().data.token;
  };

  const h: Harness = {
    app,
    ctx,
    db: database.db,
    database,
    clock,
    config,
    outbox,
    inject,
    login,
    async player(options = {}) {
      const userName = options.name ?? `player${++counter}_${randomBytes(2).toString('hex')}`;
      const user = await createUser(database.db, { userName, passwordHash: await testPasswordHash() });
      if (options.credit) {
        // On the test clock, like everything the app posts: statements sort by time.
        await post(database.db, {
          userId: user.id,
          type: 'add',
          amountCents: Math.round(options.credit * 100),
          description: 'Test credit',
          at: clock.now(),
        });
      }
      if (options.forceChangePassword) {
        await database.db.update(users).set({ forceChangePassword: true }).where(eq(users.id, user.id));
      }
      return { ...user, token: await login(userName) };
    },
    operator(method, url, body) {
      return inject(method, url, { body, headers: { 'x-operator-key': OPERATOR_KEY } });
    },
    async assertLedger() {
      assert.deepEqual(await checkLedgerInvariants(database.db), []);
    },
    async holdExposure(userId, amount) {
      const marketId = `test-market-${++counter}`;
      const cents = Math.round(amount * 100);
      const money = (c: number) => (c / 100).toFixed(2);
      await database.db.transaction(async (tx) => {
        await tx.insert(betMarkets).values({
          id: marketId,
          matchId: '1',
          type: 'matchOdds',
          priceKind: 'decimal',
          name: 'Match Odds',
          selectionIds: [1, 2],
          range: null,
        });
        await tx.insert(bets).values({
          userId,
          idempotencyKey: `${marketId}-bet`,
          requestHash: 'fixture',
          kind: 'matchBetting',
          matchId: '1',
          marketId,
          marketType: 'matchOdds',
          marketName: 'Match Odds',
          eventName: 'Fixture',
          eventType: 'cricket',
          selectionId: 1,
          teamName: 'Team 1',
          side: 'BACK',
          odds: '2.00',
          requestedOdds: '2.00',
          stake: money(cents),
          winAmount: money(cents),
          lossAmount: money(cents),
        });
        await tx.insert(marketExposures).values({ userId, marketId, matchId: '1', exposure: money(cents) });
        await tx
          .update(wallets)
          .set({ exposure: sql`${wallets.exposure} + ${money(cents)}::numeric` })
          .where(eq(wallets.userId, userId));
      });
    },
    async reset() {
      outbox.length = 0;
      await truncateAll(database.db);
      await ctx.manualSessions.load();
    },
    async close() {
      await app.close();
      if (!shared) await database.close();
    },
  };
  return h;
}

/** The body of a response as the envelope every call answers with. */
export function body<T = unknown>(res: LightMyRequestResponse): { statusCode: number; message: string; data: T } {
  return res.json<{ statusCode: number; message: string; data: T }>();
}
