/**
 * What the provider's test files share: a database of their own (PGlite in memory, or a fresh
 * database on the PostgreSQL server named by TEST_DATABASE_URL, dropped at close), migrated, and a
 * clock the tests move.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openProviderDatabase, type ProviderDatabase } from './db/client.js';

export async function openTestDatabase(): Promise<ProviderDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = openProviderDatabase('memory://');
    await database.migrate();
    return database;
  }
  const name = `backlay_provider_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openProviderDatabase(url.toString());
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      // The pool's end() resolves while its last connections may still be closing: wait for them,
      // and force the drop only as a last resort.
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

export interface TestClock {
  now: () => number;
  set(ms: number): void;
  advance(ms: number): void;
}

export function testClock(start = Date.UTC(2026, 10, 21, 12, 0, 0)): TestClock {
  let t = start;
  return { now: () => t, set: (ms) => void (t = ms), advance: (ms) => void (t += ms) };
}
