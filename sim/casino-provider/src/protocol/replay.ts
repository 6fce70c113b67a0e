/**
 * The replay guard of the signed provider protocol (signature.ts): a signature is good for one
 * request. The receiver that takes a signed request records a hash of its signature in its replay
 * table (`replayTable`: the operator's `wallet_replays`, the provider's `provider_replays`) in the
 * same transaction as the request's work, so that
 *
 * - a second use of the signature meets the row and is refused (`REPLAYED`), on any process
 *   sharing the receiver's database and after a restart;
 * - a request whose work fails and is rolled back leaves no row behind: the same request sent
 *   again is not taken for a replay;
 * - of two copies racing, the second one's insert waits for the first's transaction and is
 *   refused once it commits.
 *
 * The operator guards its wallet calls this way, the provider its launch calls, each in its own
 * database and under a key of its own (`replayKey`). A row is kept REPLAY_MEMORY_MS past its
 * signature's timestamp (twice the signature window: after the window a copy is refused as stale
 * anyway), and the rows past their time are deleted now and then (`purge`).
 */
import { createHash } from 'node:crypto';
import { lt } from 'drizzle-orm';
import { index, pgTable, text, timestamp, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { SIGNATURE_TOLERANCE_MS } from './messages.js';

/** How long a taken signature is remembered after its timestamp. */
export const REPLAY_MEMORY_MS = 2 * SIGNATURE_TOLERANCE_MS;
/** How often one process deletes the rows past their time. */
export const REPLAY_PURGE_INTERVAL_MS = 60_000;

/** Whose guard a row belongs to: the operator's wallet, or the provider's launch endpoint. */
export type Receiver = 'operator' | 'provider';

/** The stored key of a signature: its hash (the signature itself is not kept), per receiver. */
export function replayKey(receiver: Receiver, signature: string): string {
  return createHash('sha256').update(`${receiver}.${signature.toLowerCase()}`).digest('hex');
}

/**
 * A receiver's table of taken signatures, for its drizzle schema: `signature` (the key's hash) and
 * `expiresAt`, with an index on the latter for the purge.
 */
export function replayTable(name: string) {
  return pgTable(
    name,
    {
      signature: text('signature').primaryKey(),
      expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    },
    (t) => [index(`${name}_expires`).on(t.expiresAt)],
  );
}

export type ReplayTable = ReturnType<typeof replayTable>;

/** A database or a transaction of either side (whatever its schema): the guard only inserts and deletes. */
export type ReplayDb = Pick<PgDatabase<PgQueryResultHKT>, 'insert' | 'delete'>;

export class ReplayGuard {
  private lastPurge = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly receiver: Receiver,
    private readonly table: ReplayTable,
    private readonly now: () => number,
  ) {}

  /**
   * Records a verified signature as used, in the caller's transaction (rolled back with it).
   * False when it was used before: the request is a replay and must not be acted on.
   */
  async claim(db: ReplayDb, check: { signature: string; timestamp: number }): Promise<boolean> {
    const rows = await db
      .insert(this.table)
      .values({
        signature: replayKey(this.receiver, check.signature),
        expiresAt: new Date(check.timestamp + REPLAY_MEMORY_MS),
      })
      .onConflictDoNothing()
      .returning({ signature: this.table.signature });
    return rows.length === 1;
  }

  /** Deletes the rows past their time, at most once per REPLAY_PURGE_INTERVAL_MS of this process. */
  async purge(db: ReplayDb): Promise<void> {
    const at = this.now();
    if (Math.abs(at - this.lastPurge) < REPLAY_PURGE_INTERVAL_MS) return;
    this.lastPurge = at;
    await db.delete(this.table).where(lt(this.table.expiresAt, new Date(at)));
  }
}
