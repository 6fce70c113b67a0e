/**
 * Rounds and their money. Every round is a `provider_rounds` row whose `state` holds the engine's
 * state (its secret outcome included) and the round's bookkeeping, so nothing about money lives
 * only in memory:
 *
 * 1. bet: the engine validates the bet and draws the outcome; the round (open) and its debit
 *    (pending) are written in one transaction; the debit is sent.
 *    - OK: the round starts (instant games end at once);
 *    - refused (INSUFFICIENT_FUNDS …): the round is void, nothing moved, the player sees why;
 *    - no answer: the debit may or may not have been taken, so it is rolled back (never repeated)
 *      and the round is refunded.
 * 2. the round ends (the player's action, a crash or auto cash-out on the server's clock): the
 *    round (settled, with its payout) and its credit (pending, `roundClosed: true`, 0 when lost)
 *    are written in one transaction, then the credit is sent. Deciding and owing are one write:
 *    a settled round always has its credit in the outbox, which retries it until answered.
 * 3. a round nobody can finish is refunded: the debit is rolled back with a new transaction id.
 *
 * Ownership: the process that opened a round keeps a lease on it (`state.leaseUntil`), renewed by
 * its background loop; closing the provider gives the leases up. An open round whose lease has
 * run out — its process died or stopped — is refunded by whichever provider sweeps next (at
 * start-up, then every few seconds). The player could not act on it while nobody ran it, so the
 * stake goes back even when the outcome had been drawn. Every write of a round is conditional on
 * its status and version (`state.v`), and one session's steps run one at a time in this process.
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { providerGameByCode, type ProviderGame } from '@backlay/shared/casino';
import type { WalletCreditRequest, WalletDebitRequest, WalletRollbackRequest } from './protocol/index.js';
import type { Db } from './db/client.js';
import { providerRounds, providerSessions, providerWalletCalls } from './db/schema.js';
import { fromCents, toCents } from './db/money.js';
import type { PlayResult, RoundStatus, RoundView } from './contract.js';
import { engineKind, engineOf, GameError, type Step } from './engines/index.js';
import { abandonMines, type MinesState } from './engines/mines.js';
import { toAmount } from './engines/money.js';
import { secureRng } from './engines/rng.js';
import { outboxRow, type CallResult, type WalletClient } from './outbox.js';

/** How long a round stays its process's without a renewal. */
export const LEASE_MS = 15_000;
/** A mines round untouched this long is closed: cashed out when a safe tile was found, else refunded. */
export const MINES_IDLE_MS = 60 * 60_000;
/** Sessions whose last balance is remembered for the page. */
const MAX_REMEMBERED_BALANCES = 10_000;
/** Finished rounds listed on the page. */
const HISTORY = 10;

export type SessionRow = typeof providerSessions.$inferSelect;
export type RoundRow = typeof providerRounds.$inferSelect;

/** `provider_rounds.state`. */
interface Stored {
  /** Bumped by every write: a write expecting another version changes nothing. */
  v: number;
  /** The provider instance running the round, and until when. */
  owner: string;
  leaseUntil: number;
  /** debit: waiting for the debit's answer; live: in play; over: decided. */
  phase: 'debit' | 'live' | 'over';
  debitTx: string;
  creditTx?: string;
  rollbackTx?: string;
  lastActionAt: number;
  /** Why the round was refunded or refused. */
  note?: string;
  engine: unknown;
}

/** A random id with a prefix: `rnd_…`, `dbt_…` (24 characters of base64url after the prefix). */
export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(18).toString('base64url')}`;
}

const storedOf = (row: RoundRow): Stored => row.state as Stored;

function gameOf(session: SessionRow): ProviderGame {
  const game = providerGameByCode(session.gameCode);
  if (!game) throw new GameError('UNKNOWN_GAME', `Unknown game ${session.gameCode}.`, 404);
  return game;
}

/** The page's error for a wallet call that went wrong. */
function walletFailure(result: CallResult | null): GameError {
  if (result?.kind === 'refused') return new GameError(result.body.code, result.body.message, result.httpStatus);
  return new GameError('WALLET_UNAVAILABLE', 'The casino is not answering. Try again in a moment.', 502);
}

export interface RoundsOptions {
  db: Db;
  wallet: WalletClient;
  now: () => number;
  log: FastifyBaseLogger;
}

export class Rounds {
  /** This process's name on the rounds it runs. */
  readonly instance = newId('inst');
  /** Rounds this process runs: round id → launch id. */
  private readonly own = new Map<string, string>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly locks = new Map<string, Promise<void>>();
  private readonly background = new Set<Promise<unknown>>();
  /** The last balance the operator reported per session (display only; money never reads it). */
  private readonly balances = new Map<string, number>();
  private sweeping: Promise<void> | null = null;
  private stopped = false;

  constructor(private readonly options: RoundsOptions) {}

  private get db(): Db {
    return this.options.db;
  }

  private now(): number {
    return this.options.now();
  }

  lastBalance(launchId: string): number | null {
    return this.balances.get(launchId) ?? null;
  }

  private noteBalance(launchId: string, result: CallResult | null): number | null {
    if (result?.kind !== 'ok') return null;
    this.balances.delete(launchId);
    this.balances.set(launchId, result.body.balance);
    // The oldest sessions' figures go first (a Map keeps insertion order).
    if (this.balances.size > MAX_REMEMBERED_BALANCES) this.balances.delete(this.balances.keys().next().value!);
    return result.body.balance;
  }

  /** The player's balance, asked of the operator. */
  async balance(session: SessionRow): Promise<{ balance: number; currency: string }> {
    const result = await this.options.wallet.balance({ token: session.token, userId: session.userId });
    if (result.kind !== 'ok') throw walletFailure(result);
    this.noteBalance(session.launchId, result);
    return { balance: result.body.balance, currency: result.body.currency };
  }

  /** The round in play (ended first if its time is up) and the latest finished ones. */
  async state(session: SessionRow): Promise<{ round: RoundView | null; history: RoundView[] }> {
    return this.locked(session.launchId, async () => {
      let open = await this.openRound(session.launchId);
      if (open) open = await this.expireIfDue(session, open);
      const finished = await this.db
        .select()
        .from(providerRounds)
        .where(
          and(eq(providerRounds.launchId, session.launchId), inArray(providerRounds.status, ['settled', 'refunded'])),
        )
        .orderBy(desc(providerRounds.createdAt))
        .limit(HISTORY);
      return {
        round: open && open.status === 'open' ? this.view(open) : null,
        history: finished.map((r) => this.view(r)),
      };
    });
  }

  /** A new round from the player's bet: debit, then start (or finish, for instant games). */
  async bet(session: SessionRow, input: unknown): Promise<PlayResult> {
    return this.locked(session.launchId, async () => {
      const now = this.now();
      if (session.expiresAt.getTime() <= now)
        throw new GameError(
          'SESSION_ENDED',
          'This game session has ended. Go back to the casino and open the game again.',
          410,
        );
      if (await this.openRound(session.launchId))
        throw new GameError('ROUND_OPEN', 'Finish the round in play first.', 409);
      const game = gameOf(session);
      const kind = engineKind(game);
      const engine = engineOf(kind);
      const opened = engine.open(game, input, secureRng);
      const roundId = newId('rnd');
      const debit: WalletDebitRequest = {
        token: session.token,
        userId: session.userId,
        transactionId: newId('dbt'),
        roundId,
        gameCode: game.game_code,
        amount: toAmount(opened.stakeCents),
      };
      const stored: Stored = {
        v: 0,
        owner: this.instance,
        leaseUntil: now + LEASE_MS,
        phase: 'debit',
        debitTx: debit.transactionId,
        lastActionAt: now,
        engine: opened.state,
      };
      await this.db.transaction(async (tx) => {
        await tx.insert(providerRounds).values({
          roundId,
          launchId: session.launchId,
          gameCode: game.game_code,
          engine: kind,
          status: 'open',
          state: stored,
          stake: fromCents(opened.stakeCents),
          createdAt: new Date(now),
        });
        await tx.insert(providerWalletCalls).values(outboxRow('debit', debit, now));
      });
      this.own.set(roundId, session.launchId);
      const answer = await this.options.wallet.send(debit.transactionId);
      const row = await this.round(roundId);
      if (!row) throw new Error(`round ${roundId} vanished`);
      if (answer?.kind === 'ok') {
        const balance = this.noteBalance(session.launchId, answer);
        const done = await this.advance(session, row, engine.begin(opened.state, this.now()));
        return { status: 'OK', round: this.view(done.row), balance: done.balance ?? balance };
      }
      if (answer?.kind === 'refused') {
        await this.db
          .update(providerRounds)
          .set({
            status: 'void',
            state: { ...stored, v: stored.v + 1, phase: 'over', note: answer.body.message } satisfies Stored,
            settledAt: new Date(this.now()),
          })
          .where(and(eq(providerRounds.roundId, roundId), eq(providerRounds.status, 'open')));
        this.release(roundId);
        throw walletFailure(answer);
      }
      await this.refund(session, row, 'The casino did not answer the bet, so the stake is being returned.', false);
      throw new GameError(
        'WALLET_UNAVAILABLE',
        'The casino did not answer. If the stake was taken, it is being returned.',
        502,
      );
    });
  }

  /** A player's action on their open round (cash out, reveal a tile). */
  async act(session: SessionRow, roundId: string, action: unknown): Promise<PlayResult> {
    return this.locked(session.launchId, async () => {
      let row = await this.round(roundId);
      if (!row || row.launchId !== session.launchId)
        throw new GameError('UNKNOWN_ROUND', 'There is no such round in this session.', 404);
      row = await this.expireIfDue(session, row);
      // Too late (the plane flew away, the round was refunded): the page shows how it ended.
      if (row.status !== 'open' || storedOf(row).phase !== 'live')
        return { status: 'OK', round: this.view(row), balance: null };
      const step = engineOf(row.engine).act(storedOf(row).engine, action, this.now());
      const done = await this.advance(session, row, step);
      return { status: 'OK', round: this.view(done.row), balance: done.balance };
    });
  }

  /**
   * The background work, also run at start-up: keep this process's leases, refund rounds whose
   * process is gone, end rounds whose time is up, close long-idle mines rounds, and resend the
   * outbox's pending credits and rollbacks.
   */
  sweep(): Promise<void> {
    this.sweeping ??= this.sweepOnce().finally(() => {
      this.sweeping = null;
    });
    return this.sweeping;
  }

  private async sweepOnce(): Promise<void> {
    const { log } = this.options;
    const steps: [string, () => Promise<unknown>][] = [
      ['renew leases', () => this.renewLeases()],
      ['refund orphaned rounds', () => this.refundOrphans()],
      ['end due rounds', () => this.endDueRounds()],
      ['resend wallet calls', () => this.options.wallet.retryDue()],
    ];
    for (const [what, step] of steps) {
      if (this.stopped) return;
      try {
        await step();
      } catch (error) {
        log.error({ err: error }, `provider sweep: ${what} failed`);
      }
    }
  }

  /** Stops timers, gives up this process's leases (so the next start refunds its rounds at once) and waits for calls under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await this.sweeping?.catch(() => undefined);
    await this.idle();
    const ids = [...this.own.keys()];
    if (ids.length > 0) {
      await this.db
        .update(providerRounds)
        .set({ state: sql`jsonb_set(${providerRounds.state}, '{leaseUntil}', '0'::jsonb)` })
        .where(and(inArray(providerRounds.roundId, ids), eq(providerRounds.status, 'open')));
    }
    this.own.clear();
  }

  /** Resolves when the work started in the background (timers, rollbacks) has finished. */
  async idle(): Promise<void> {
    while (this.background.size > 0) await Promise.allSettled([...this.background]);
  }

  // ——— steps of a round ———

  /** Saves a step of a live round, or finishes the round when the step ends it. */
  private async advance(
    session: SessionRow,
    row: RoundRow,
    step: Step<unknown>,
  ): Promise<{ row: RoundRow; balance: number | null }> {
    if (step.payoutCents !== undefined) return this.finish(session, row, step.payoutCents, step.state);
    const stored = storedOf(row);
    const now = this.now();
    const next: Stored = {
      ...stored,
      v: stored.v + 1,
      phase: 'live',
      leaseUntil: now + LEASE_MS,
      lastActionAt: now,
      engine: step.state,
    };
    const [saved] = await this.db.update(providerRounds).set({ state: next }).where(this.unchanged(row)).returning();
    if (!saved) throw new GameError('ROUND_OVER', 'This round is already over.', 409);
    this.schedule(session.launchId, saved);
    return { row: saved, balance: null };
  }

  /** Settles the round and owes its payout in one write, then sends the credit. */
  private async finish(
    session: SessionRow,
    row: RoundRow,
    payoutCents: number,
    engineState: unknown,
  ): Promise<{ row: RoundRow; balance: number | null }> {
    const stored = storedOf(row);
    const now = this.now();
    const credit: WalletCreditRequest = {
      token: session.token,
      userId: session.userId,
      transactionId: newId('crd'),
      roundId: row.roundId,
      gameCode: row.gameCode,
      amount: toAmount(payoutCents),
      roundClosed: true,
    };
    const next: Stored = {
      ...stored,
      v: stored.v + 1,
      phase: 'over',
      creditTx: credit.transactionId,
      lastActionAt: now,
      engine: engineState,
    };
    const settled = await this.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(providerRounds)
        .set({ status: 'settled', state: next, payout: fromCents(payoutCents), settledAt: new Date(now) })
        .where(this.unchanged(row))
        .returning();
      if (updated) await tx.insert(providerWalletCalls).values(outboxRow('credit', credit, now));
      return updated;
    });
    if (!settled) throw new GameError('ROUND_OVER', 'This round is already over.', 409);
    this.release(row.roundId);
    const answer = await this.options.wallet.send(credit.transactionId);
    return { row: settled, balance: this.noteBalance(session.launchId, answer) };
  }

  /**
   * Gives the stake back: the round is refunded and its debit rolled back (a new transaction id
   * naming the debit), unless the operator refused the debit, when nothing moved and the round is
   * void. A debit still waiting for its answer is given up (it is never sent again).
   */
  private async refund(session: SessionRow, row: RoundRow, note: string, wait: boolean): Promise<RoundRow | null> {
    const stored = storedOf(row);
    const now = this.now();
    const [debit] = await this.db
      .select()
      .from(providerWalletCalls)
      .where(eq(providerWalletCalls.transactionId, stored.debitTx));
    const refused = debit?.status === 'failed' && (debit.response as { status?: string } | null)?.status === 'ERROR';
    const rollback: WalletRollbackRequest = {
      token: session.token,
      userId: session.userId,
      transactionId: newId('rbk'),
      roundId: row.roundId,
      gameCode: row.gameCode,
      rollbackTransactionId: stored.debitTx,
    };
    const next: Stored = {
      ...stored,
      v: stored.v + 1,
      phase: 'over',
      note,
      ...(refused ? {} : { rollbackTx: rollback.transactionId }),
    };
    const updated = await this.db.transaction(async (tx) => {
      const [r] = await tx
        .update(providerRounds)
        .set({ status: refused ? 'void' : 'refunded', state: next, settledAt: new Date(now) })
        .where(this.unchanged(row))
        .returning();
      if (!r || refused) return r;
      await tx
        .update(providerWalletCalls)
        .set({ status: 'failed', response: { unanswered: 'given up: rolled back' }, updatedAt: new Date(now) })
        .where(and(eq(providerWalletCalls.transactionId, stored.debitTx), eq(providerWalletCalls.status, 'pending')));
      await tx.insert(providerWalletCalls).values(outboxRow('rollback', rollback, now));
      return r;
    });
    this.release(row.roundId);
    if (!updated) return null;
    this.options.log.warn({ roundId: row.roundId, note }, refused ? 'round void' : 'round refunded');
    if (!refused) {
      const sending = this.options.wallet.send(rollback.transactionId);
      if (wait) await sending;
      else this.track(sending);
    }
    return updated;
  }

  /** Ends the round if its deadline (crash, auto cash-out) has passed; returns the current row. */
  private async expireIfDue(session: SessionRow, row: RoundRow): Promise<RoundRow> {
    const stored = storedOf(row);
    if (row.status !== 'open' || stored.phase !== 'live') return row;
    const engine = engineOf(row.engine);
    const deadline = engine.deadline(stored.engine);
    if (deadline === null || deadline > this.now()) return row;
    const step = engine.expire(stored.engine, this.now());
    if (step.payoutCents === undefined) return row;
    return (await this.finish(session, row, step.payoutCents, step.state)).row;
  }

  // ——— background ———

  private schedule(launchId: string, row: RoundRow): void {
    const deadline = engineOf(row.engine).deadline(storedOf(row).engine);
    const old = this.timers.get(row.roundId);
    if (old) clearTimeout(old);
    this.timers.delete(row.roundId);
    if (deadline === null || this.stopped) return;
    const timer = setTimeout(
      () => {
        this.timers.delete(row.roundId);
        this.track(this.onDeadline(launchId, row.roundId));
      },
      Math.max(0, deadline - this.now()) + 1,
    );
    timer.unref();
    this.timers.set(row.roundId, timer);
  }

  private onDeadline(launchId: string, roundId: string): Promise<void> {
    return this.locked(launchId, async () => {
      if (this.stopped) return;
      const row = await this.round(roundId);
      if (!row || row.status !== 'open') return;
      const session = await this.session(launchId);
      if (!session) return;
      const after = await this.expireIfDue(session, row);
      // The clock said not yet (a test clock, a drift): look again at the new deadline.
      if (after.status === 'open') this.schedule(launchId, after);
    });
  }

  private async renewLeases(): Promise<void> {
    const ids = [...this.own.keys()];
    if (ids.length === 0) return;
    await this.db
      .update(providerRounds)
      .set({ state: sql`jsonb_set(${providerRounds.state}, '{leaseUntil}', ${String(this.now() + LEASE_MS)}::jsonb)` })
      .where(and(inArray(providerRounds.roundId, ids), eq(providerRounds.status, 'open')));
  }

  /** Open rounds no live process holds (their lease ran out): refunded. */
  private async refundOrphans(): Promise<void> {
    const stale = await this.db
      .select()
      .from(providerRounds)
      .where(
        and(eq(providerRounds.status, 'open'), sql`(${providerRounds.state}->>'leaseUntil')::bigint < ${this.now()}`),
      )
      .limit(100);
    for (const found of stale) {
      if (this.own.has(found.roundId)) continue;
      await this.locked(found.launchId, async () => {
        const row = await this.round(found.roundId);
        if (!row || row.status !== 'open' || storedOf(row).leaseUntil >= this.now()) return;
        const session = await this.session(row.launchId);
        if (!session) {
          this.options.log.error({ roundId: row.roundId, launchId: row.launchId }, 'open round without a session');
          return;
        }
        await this.refund(session, row, 'The game stopped during this round, so the stake is being returned.', true);
      });
    }
  }

  /** This process's rounds whose time is up (a timer missed) or whose player left a mines board long ago. */
  private async endDueRounds(): Promise<void> {
    for (const [roundId, launchId] of [...this.own]) {
      await this.locked(launchId, async () => {
        const row = await this.round(roundId);
        if (!row || row.status !== 'open') return void this.release(roundId);
        const session = await this.session(launchId);
        if (!session) return;
        const after = await this.expireIfDue(session, row);
        const stored = storedOf(after);
        if (
          after.status !== 'open' ||
          after.engine !== 'mines' ||
          stored.phase !== 'live' ||
          stored.lastActionAt + MINES_IDLE_MS > this.now()
        )
          return;
        const cashed = abandonMines(stored.engine as MinesState);
        if (cashed) await this.finish(session, after, cashed.payoutCents!, cashed.state);
        else
          await this.refund(
            session,
            after,
            'The round was left without a tile revealed, so the stake is being returned.',
            true,
          );
      });
    }
  }

  // ——— helpers ———

  /** The round as last read: still open and not written since. */
  private unchanged(row: RoundRow) {
    return and(
      eq(providerRounds.roundId, row.roundId),
      eq(providerRounds.status, 'open'),
      sql`(${providerRounds.state}->>'v')::int = ${storedOf(row).v}`,
    );
  }

  private release(roundId: string): void {
    this.own.delete(roundId);
    const timer = this.timers.get(roundId);
    if (timer) clearTimeout(timer);
    this.timers.delete(roundId);
  }

  private track(work: Promise<unknown>): void {
    const tracked = work.catch((error: unknown) =>
      this.options.log.error({ err: error }, 'provider background work failed'),
    );
    this.background.add(tracked);
    void tracked.finally(() => this.background.delete(tracked));
  }

  /** Runs one session's steps one at a time. */
  private async locked<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.locks.get(key) ?? Promise.resolve();
    const run = previous.then(work);
    const tail = run.then(
      () => undefined,
      () => undefined,
    );
    this.locks.set(key, tail);
    try {
      return await run;
    } finally {
      if (this.locks.get(key) === tail) this.locks.delete(key);
    }
  }

  private async round(roundId: string): Promise<RoundRow | undefined> {
    const [row] = await this.db.select().from(providerRounds).where(eq(providerRounds.roundId, roundId));
    return row;
  }

  private async openRound(launchId: string): Promise<RoundRow | undefined> {
    const [row] = await this.db
      .select()
      .from(providerRounds)
      .where(and(eq(providerRounds.launchId, launchId), eq(providerRounds.status, 'open')))
      .limit(1);
    return row;
  }

  private async session(launchId: string): Promise<SessionRow | undefined> {
    const [row] = await this.db.select().from(providerSessions).where(eq(providerSessions.launchId, launchId));
    return row;
  }

  view(row: RoundRow): RoundView {
    const stored = storedOf(row);
    return {
      roundId: row.roundId,
      status: row.status as RoundStatus,
      stake: toAmount(toCents(row.stake)),
      payout: row.status === 'settled' ? toAmount(toCents(row.payout)) : null,
      createdAt: row.createdAt.getTime(),
      note: stored.note ?? null,
      detail: engineOf(row.engine).view(stored.engine, this.now()),
    };
  }
}
