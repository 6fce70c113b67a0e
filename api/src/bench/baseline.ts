/**
 * The raw-SQL baseline of quality bar P6: the least a bet placement has to do, as plain statements
 * in one transaction — reserve the stake on the wallet if it is available, record the bet under its
 * idempotency key, add the stake to the market's reservation — with no HTTP and no query builder.
 * Bet placement through the API is measured against it, on the same database in the same run.
 */
import { createHash } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { countOf, type PhaseResult } from './stats.js';

/** The market the baseline's bets go on: its own id, so it never meets the API's bets. */
export interface BaselineMarket {
  id: string;
  matchId: string;
  type: string;
  priceKind: string;
  name: string;
  selectionIds: number[];
  eventName: string;
  eventType: string;
  selectionId: number;
  teamName: string;
  /** Decimal strings, as the money and odds columns take them. */
  odds: string;
  stake: string;
  winAmount: string;
  lossAmount: string;
}

export interface BaselineJob {
  userIds: string[];
  clients: number;
  seconds: number;
  /** Transactions started in the first warmupSeconds are not counted. */
  warmupSeconds: number;
  /** Prefix of the idempotency keys: unique to the run. */
  stamp: string;
  market: BaselineMarket;
}

/** One statement of a transaction: a name (prepared once per connection where the driver can) and its text. */
export interface Statement {
  name: string;
  text: string;
}

export interface Tx {
  query(statement: Statement, values: unknown[]): Promise<{ rows: unknown[] }>;
}

/** Runs a function in a transaction: committed when it returns, rolled back when it throws. */
export interface Executor {
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
}

export const RESERVE: Statement = {
  name: 'bench_reserve',
  text: `update wallets set exposure = exposure + $2::numeric, updated_at = now()
          where user_id = $1 and balance - exposure >= $2::numeric
      returning balance, exposure`,
};

export const INSERT_BET: Statement = {
  name: 'bench_insert_bet',
  text: `insert into bets (user_id, idempotency_key, request_hash, kind, match_id, market_id, market_type,
                          market_name, event_name, event_type, selection_id, team_name, side, odds,
                          requested_odds, stake, win_amount, loss_amount)
         values ($1, $2, $3, 'matchBetting', $4, $5, $6, $7, $8, $9, $10, $11, 'BACK', $12, $12, $13, $14, $15)
      returning id, seq, created_at`,
};

export const ADD_RESERVATION: Statement = {
  name: 'bench_add_reservation',
  text: `insert into market_exposures (user_id, market_id, match_id, exposure) values ($1, $2, $3, $4)
         on conflict (user_id, market_id) do update set exposure = market_exposures.exposure + excluded.exposure`,
};

/** The market as bet_markets remembers it, as placement through the API would at its first bet. */
export const REMEMBER_MARKET: Statement = {
  name: 'bench_remember_market',
  text: `insert into bet_markets (id, match_id, type, price_kind, name, selection_ids)
         values ($1, $2, $3, $4, $5, $6::jsonb) on conflict (id) do nothing`,
};

class Refused extends Error {}

export type BaselineOutcome = 'committed' | 'refused' | 'error';

/** One bet: the wallet reservation, the bet row, the market reservation; nothing when the stake is not available. */
export async function placeBaselineBet(
  executor: Executor,
  market: BaselineMarket,
  userId: string,
  idempotencyKey: string,
): Promise<BaselineOutcome> {
  // What placement hashes to tell a retry from a different bet under a reused key.
  const hash = createHash('sha256')
    .update(
      JSON.stringify([
        'matchBetting',
        market.matchId,
        market.id,
        market.selectionId,
        'BACK',
        market.odds,
        '',
        market.stake,
      ]),
    )
    .digest('hex');
  try {
    await executor.transaction(async (tx) => {
      const reserved = await tx.query(RESERVE, [userId, market.stake]);
      if (reserved.rows.length === 0) throw new Refused('stake not available');
      await tx.query(INSERT_BET, [
        userId,
        idempotencyKey,
        hash,
        market.matchId,
        market.id,
        market.type,
        market.name,
        market.eventName,
        market.eventType,
        market.selectionId,
        market.teamName,
        market.odds,
        market.stake,
        market.winAmount,
        market.lossAmount,
      ]);
      await tx.query(ADD_RESERVATION, [userId, market.id, market.matchId, market.stake]);
    });
    return 'committed';
  } catch (error) {
    if (error instanceof Refused) return 'refused';
    throw error;
  }
}

export async function rememberMarket(executor: Executor, market: BaselineMarket): Promise<void> {
  await executor.transaction((tx) =>
    tx.query(REMEMBER_MARKET, [
      market.id,
      market.matchId,
      market.type,
      market.priceKind,
      market.name,
      JSON.stringify(market.selectionIds),
    ]),
  );
}

/**
 * `clients` loops, each placing one bet after another for the job's time; every bet takes the next
 * wallet in turn (a counter shared by the loops), so all the wallets are used.
 */
export async function runBaseline(executor: Executor, job: BaselineJob): Promise<PhaseResult> {
  await rememberMarket(executor, job.market);
  const latencies: number[] = [];
  const outcomes: Record<string, number> = {};
  const errors: string[] = [];
  let next = 0;
  const started = performance.now();
  const from = started + job.warmupSeconds * 1000;
  const until = from + job.seconds * 1000;
  let completed = 0;
  const timeline: number[] = [];
  await Promise.all(
    Array.from({ length: job.clients }, async () => {
      while (performance.now() < until) {
        const n = next++;
        const userId = job.userIds[n % job.userIds.length]!;
        const t0 = performance.now();
        let outcome: BaselineOutcome;
        try {
          outcome = await placeBaselineBet(executor, job.market, userId, `${job.stamp}-${n}`);
        } catch (error) {
          outcome = 'error';
          if (errors.length < 5) errors.push(error instanceof Error ? error.message : String(error));
        }
        const t1 = performance.now();
        if (outcome === 'committed') {
          const second = Math.floor((t1 - started) / 1000);
          while (timeline.length <= second) timeline.push(0);
          timeline[second]!++;
          if (t1 >= from && t1 <= until) completed++;
        }
        if (t0 < from) continue;
        latencies.push(t1 - t0);
        countOf(outcomes, outcome);
      }
    }),
  );
  return { seconds: job.seconds, completed, latencies, outcomes, errors, timeline };
}

export function pgliteExecutor(client: PGlite): Executor {
  return {
    transaction: (fn) => client.transaction((tx) => fn({ query: (s, values) => tx.query(s.text, values) })),
  };
}

/** node-postgres: each transaction on a client of the pool, its statements prepared by name once per connection. */
export function pgExecutor(pool: pg.Pool): Executor {
  return {
    async transaction(fn) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('begin');
        const result = await fn({ query: (s, values) => client.query({ name: s.name, text: s.text, values }) });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch((e: unknown) => {
          broken = e instanceof Error ? e : new Error(String(e));
        });
        throw error;
      } finally {
        client.release(broken);
      }
    },
  };
}
