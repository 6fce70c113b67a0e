/**
 * The API's PostgreSQL pool outlives a server that ends its idle connections (a restart, a
 * failover, an administrator's pg_terminate_backend): without a listener for the pool's error
 * event, the first ended connection would end the whole process. PostgreSQL only (PGlite has no
 * connections to end).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../test/harness.js';
import { rowsOf } from './client.js';

const SERVER = process.env.TEST_DATABASE_URL;

test('idle connections ended by the server are replaced; the process carries on', { skip: !SERVER }, async () => {
  const database = await openTestDatabase();
  const name = new URL(database.url).pathname.slice(1);
  const warnings: string[] = [];
  const warn = console.warn;
  console.warn = (message: string) => void warnings.push(message);
  try {
    // Several connections, then idle in the pool.
    await Promise.all(Array.from({ length: 4 }, () => database.db.execute(sql`select pg_sleep(0.05)`)));
    const admin = new pg.Client({ connectionString: SERVER });
    await admin.connect();
    const ended = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    await admin.end();
    assert.ok(ended.rowCount! >= 1, 'some idle connections were ended');
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.ok(
      warnings.some((w) => w.startsWith('PostgreSQL closed an idle connection')),
      warnings.join('\n'),
    );
    const [row] = rowsOf(await database.db.execute(sql`select 1 as one`));
    assert.equal(row?.one, 1, 'the next query gets a new connection');
  } finally {
    console.warn = warn;
    await database.close();
  }
});
