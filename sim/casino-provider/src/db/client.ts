/**
 * The provider's database: PostgreSQL when given a `postgres://` URL, else PGlite (a directory kept
 * between runs, or `memory://`). The provider's own migrations (../drizzle) are recorded in a
 * table of their own (`drizzle.__provider_migrations`), so even a database some other service also
 * migrates with drizzle keeps the two histories apart.
 */
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
import * as schema from './schema.js';

export type Schema = typeof schema;
/** One type for both drivers: every query of the provider is written against this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface ProviderDatabase {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the provider's migrations not applied yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** src/db or dist/db → the package's drizzle/ */
export const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), '../../drizzle');
const migrations = { migrationsFolder, migrationsTable: '__provider_migrations' };

/**
 * `postgres://…` opens a pool on PostgreSQL; `memory://` an in-memory PGlite; anything else is a
 * directory for an on-disk PGlite database, kept between runs.
 */
export function openProviderDatabase(url: string, options: { poolSize?: number } = {}): ProviderDatabase {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, migrations),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if (url === 'memory://' || url === '') client = new PGlite();
  else {
    const dir = resolve(url.replace(/^file:\/\//, ''));
    mkdirSync(dirname(dir), { recursive: true });
    client = new PGlite(dir);
  }
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, migrations),
    close: () => client.close(),
  };
}
