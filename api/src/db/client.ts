import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** One type for both drivers: every query in the API is written against this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** The driver under drizzle, for the few callers that talk SQL to it directly (the bench's baseline). */
export type RawClient = { kind: 'postgres'; pool: pg.Pool } | { kind: 'pglite'; client: PGlite };

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  raw: RawClient;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const here = dirname(fileURLToPath(import.meta.url));
/** src/db or dist/db → api/drizzle */
export const migrationsFolder = resolve(here, '../../drizzle');

/**
 * `postgres://…` opens a pool on PostgreSQL; `memory://` an in-memory PGlite; anything else is a
 * directory for an on-disk PGlite database, kept between runs.
 */
export function openDatabase(url: string, options: { poolSize?: number; loadDataDir?: Blob } = {}): Database {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 20 });
    // An idle connection the server ends (a restart, a failover, an administrator) is an error on
    // the pool: without a listener it would end the process. The pool opens a new one when needed.
    pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
    // Money columns are numeric; keep them as exact strings rather than floats.
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      raw: { kind: 'postgres', pool },
      migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if (url === 'memory://' || url === '') {
    // A data directory dumped by an earlier database (the tests' migrated template) starts it as that.
    client = new PGlite(options.loadDataDir ? { loadDataDir: options.loadDataDir } : undefined);
  } else {
    const dir = resolve(url.replace(/^file:\/\//, ''));
    mkdirSync(dirname(dir), { recursive: true });
    client = new PGlite(dir);
  }
  const pgliteDb = drizzlePglite(client, { schema });
  return {
    db: pgliteDb,
    kind: 'pglite',
    raw: { kind: 'pglite', client },
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    close: () => client.close(),
  };
}

/** A row as the driver returns it: column name → value. */
export type RawRow = Record<string, unknown>;

/**
 * One SQL statement straight to the driver, skipping the query builder: for the few hot paths
 * (bet placement) where building the query costs more than running it. On PostgreSQL a `name`
 * makes it a prepared statement, parsed and planned once per connection.
 */
export type RawQuery = (text: string, values: readonly unknown[], name?: string) => Promise<RawRow[]>;

const rawQueries = new WeakMap<object, RawQuery>();

export function rawQuery(db: Db): RawQuery {
  const known = rawQueries.get(db);
  if (known) return known;
  // Both drizzle drivers keep the client they were made with as `$client`.
  const client: unknown = Reflect.get(db, '$client');
  let run: RawQuery;
  if (client instanceof pg.Pool) {
    run = async (text, values, name) => (await client.query<RawRow>({ text, values: [...values], name })).rows;
  } else if (client instanceof PGlite) {
    run = async (text, values) => (await client.query<RawRow>(text, [...values])).rows;
  } else {
    throw new Error('rawQuery: the database has neither a PostgreSQL pool nor a PGlite client');
  }
  rawQueries.set(db, run);
  return run;
}

/** The rows of a statement run through drizzle's `execute`, as either driver returns them. */
export function rowsOf(result: unknown): RawRow[] {
  const rows: unknown = typeof result === 'object' && result !== null ? Reflect.get(result, 'rows') : undefined;
  if (!Array.isArray(rows)) return [];
  return rows.map((row: unknown) =>
    typeof row === 'object' && row !== null ? Object.fromEntries(Object.entries(row)) : {},
  );
}

/** `rawQuery` inside a transaction: the same statement text, run on the transaction's connection. */
export function rawQueryOn(tx: Pick<Db, 'execute'>): RawQuery {
  return async (text, values) => {
    // "$n" placeholders become drizzle parameters; the rest of the text is taken as written.
    const chunks: SQL[] = text
      .split(/\$(\d+)/)
      .map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1]}`));
    return rowsOf(await tx.execute(sql.join(chunks)));
  };
}
