/** Whole-database snapshots for tests that assert a call changed nothing. */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

const TABLES = [
  'users',
  'sessions',
  'wallets',
  'ledger_entries',
  'ledger_postings',
  'house_accounts',
  'button_values',
  'notifications',
  'outbox',
  'otp_codes',
  'audit_log',
];

/** Every row of every table, as text: equal snapshots mean the call changed nothing. */
export async function snapshotTables(db: Db): Promise<string> {
  const out: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    const result = await db.execute(sql.raw(`select * from ${table} order by 1`));
    out[table] = (result as { rows: unknown[] }).rows;
  }
  return JSON.stringify(out);
}
