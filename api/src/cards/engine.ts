/**
 * The live tables: each runs rounds while someone watches it (a socket in its room, or a read of
 * the table within the last IDLE_MS). A round commits to a shuffled shoe before betting opens,
 * runs its timeline (betting windows, reveals), then is settled through the betting engine and
 * its shoe revealed. The round row is the single source of truth: every instance derives the same
 * state from it, only one round per table can be open (a unique index), and only one instance
 * settles it (a conditional update after an idempotent declare).
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  CARD_TABLES,
  commitText,
  familyOf,
  type CardCode,
  type CardResultRecord,
  type CardRoundResult,
  type CardSnapshot,
  type CardTableCode,
  type CardTableDefinition,
  type DealtCard,
} from '@backlay/shared/cards';
import type { AppContext } from '../context.js';
import { betMarkets, cardRounds } from '../db/schema.js';
import { cardMarketId } from '../betting/rows.js';
import {
  BETWEEN_ROUNDS_MS,
  oddsRows,
  stateAt,
  stateKey,
  timeline,
  type RoundState,
  type Timeline,
} from './timeline.js';

/** A table keeps running rounds this long after it was last watched. */
export const IDLE_MS = 90_000;

export type CardRoundRow = typeof cardRounds.$inferSelect;

/** Fisher–Yates with a cryptographically secure source. */
export function secureShuffle(cards: readonly CardCode[]): CardCode[] {
  const out = [...cards];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export function commitOf(salt: string, shoe: readonly CardCode[]): string {
  return createHash('sha256').update(commitText(salt, shoe)).digest('hex');
}

/** Round ids look like the feed's: a table prefix then the opening time, YYMMDDHHMMSS (UTC). */
export function roundId(def: CardTableDefinition, at: number): string {
  const d = new Date(at);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${100 + def.lobbyId}${two(d.getUTCFullYear() % 100)}${two(d.getUTCMonth() + 1)}${two(d.getUTCDate())}${two(d.getUTCHours())}${two(d.getUTCMinutes())}${two(d.getUTCSeconds())}`;
}

/** A round in memory: its row plus what follows from it. */
export interface LiveRound {
  row: CardRoundRow;
  dealt: DealtCard[];
  line: Timeline;
  result: CardRoundResult;
  settled: boolean;
}

export function recordOf(row: CardRoundRow): CardResultRecord {
  const result = row.result as CardRoundResult;
  return {
    ...result,
    mid: row.mid,
    gameType: row.gameType as CardTableCode,
    createdAt: (row.settledAt ?? row.startedAt).toISOString(),
  };
}

export class CardTable {
  round: LiveRound | null = null;
  lastWatchedAt = Number.NEGATIVE_INFINITY;
  /** Sockets in the room on this instance. */
  watchers = 0;
  private lastKey = '';
  private seq = 0;
  private queue: Promise<void> = Promise.resolve();
  /** When the last round ended here (the next opens BETWEEN_ROUNDS_MS later). */
  private endedAt = Number.NEGATIVE_INFINITY;

  constructor(
    readonly def: CardTableDefinition,
    private readonly ctx: AppContext,
    private readonly events: CardEvents,
  ) {}

  watched(now: number): boolean {
    return this.watchers > 0 || now - this.lastWatchedAt < IDLE_MS;
  }

  touch(now: number): void {
    this.lastWatchedAt = Math.max(this.lastWatchedAt, now);
  }

  state(now: number): RoundState | null {
    return this.round ? stateAt(this.round.line, this.round.dealt, now) : null;
  }

  snapshot(now: number): CardSnapshot {
    const round = this.round;
    const state = this.state(now);
    const open = state?.window ?? null;
    const family = familyOf(this.def);
    return {
      t1: {
        code: this.def.code,
        gtype: this.def.gtype,
        mid: round ? round.row.mid : '0',
        phase: state?.phase ?? 'idle',
        autotime: open ? Math.max(0, Math.ceil((open.closeAt - now) / 1000)) : 0,
        closesAt: open ? open.closeAt : null,
        dealt: state?.shown ?? [],
        commit: round ? round.row.commit : null,
        result: state?.phase === 'result' && round ? round.result : null,
        scoreboard: state && family.scoreboard ? family.scoreboard(this.def, state.shown) : null,
        min: this.def.min,
        max: this.def.max,
      },
      t2: oddsRows(this.def, state),
      seq: this.seq,
      serverTime: now,
    };
  }

  /** Resolves when the step under way (if any) has finished. */
  idle(): Promise<void> {
    return this.queue;
  }

  /** Runs one step at a time per table, so a slow database never overlaps two steps. */
  advance(now: number): Promise<void> {
    const step = this.queue.then(() => this.step(now));
    this.queue = step.catch(() => undefined);
    return step;
  }

  private async step(now: number): Promise<void> {
    if (this.round && !this.round.settled && now >= this.round.line.resultAt) await this.settle(this.round, now);
    if (this.round && this.round.settled && now >= this.round.line.endAt) {
      this.endedAt = this.round.line.endAt;
      this.round = null;
    }
    if (!this.round) {
      const adopted = await this.adopt();
      if (adopted) {
        this.round = adopted;
        if (now >= adopted.line.resultAt) return this.step(now);
      } else if (this.watched(now) && now >= this.endedAt + BETWEEN_ROUNDS_MS) {
        await this.open(now);
      }
    }
    this.publish(now);
  }

  /** Sends a snapshot to the room when something visible changed. */
  private publish(now: number): void {
    const state = this.state(now);
    const key = this.round ? `${this.round.row.mid}:${state ? stateKey(state) : ''}` : 'idle';
    if (key === this.lastKey) return;
    this.lastKey = key;
    this.seq += 1;
    this.events.snapshot(this.def.code, this.snapshot(now));
  }

  private live(row: CardRoundRow): LiveRound {
    const family = familyOf(this.def);
    const dealt = family.deal(this.def, row.shoe);
    return {
      row,
      dealt,
      line: timeline(this.def, row.startedAt.getTime(), dealt),
      result: family.result(this.def, dealt),
      settled: row.status !== 'betting',
    };
  }

  /** The open round of this table if another instance (or a previous run) opened it. */
  private async adopt(): Promise<LiveRound | null> {
    const [row] = await this.ctx.db
      .select()
      .from(cardRounds)
      .where(and(eq(cardRounds.gameType, this.def.code), eq(cardRounds.status, 'betting')));
    return row ? this.live(row) : null;
  }

  private async open(now: number): Promise<void> {
    const family = familyOf(this.def);
    const shoe = family.shoe ? family.shoe(this.def, secureShuffle) : secureShuffle(family.deck(this.def));
    const salt = randomBytes(16).toString('hex');
    let at = Math.floor(now / 1000) * 1000;
    // Round ids are per second: never reuse one (a quick restart, or a test clock).
    const [last] = await this.ctx.db
      .select({ mid: cardRounds.mid, startedAt: cardRounds.startedAt })
      .from(cardRounds)
      .where(eq(cardRounds.gameType, this.def.code))
      .orderBy(desc(cardRounds.startedAt))
      .limit(1);
    if (last && last.startedAt.getTime() >= at) at = last.startedAt.getTime() + 1000;
    const inserted = await this.ctx.db
      .insert(cardRounds)
      .values({
        mid: roundId(this.def, at),
        gameType: this.def.code,
        status: 'betting',
        commit: commitOf(salt, shoe),
        salt,
        shoe,
        startedAt: new Date(at),
      })
      .onConflictDoNothing()
      .returning();
    const row = inserted[0] ?? null;
    this.round = row ? this.live(row) : await this.adopt();
  }

  /** Declares the round through the betting engine (idempotent), then marks it settled. */
  async settle(round: LiveRound, now: number): Promise<void> {
    const { row, dealt, result } = round;
    const marketId = cardMarketId(this.def.code, row.mid);
    await this.ctx.db
      .insert(betMarkets)
      .values({
        id: marketId,
        matchId: this.def.code,
        type: 'card',
        priceKind: 'decimal',
        name: `${this.def.name} · Round ${row.mid}`,
        selectionIds: this.def.rows.map((r) => r.sid),
        range: null,
      })
      .onConflictDoNothing();
    await this.ctx.betting.settlement.declare({
      marketId,
      result: { type: 'card', gameType: this.def.code, mid: row.mid, win: result.win, dealt },
      source: 'feed',
    });
    const settledAt = new Date(Math.max(now, round.line.resultAt));
    const updated = await this.ctx.db
      .update(cardRounds)
      .set({ status: 'settled', result, settledAt })
      .where(and(eq(cardRounds.mid, row.mid), eq(cardRounds.status, 'betting')))
      .returning();
    round.settled = true;
    if (updated[0]) {
      round.row = updated[0];
      this.events.result(this.def.code, recordOf(updated[0]));
    }
  }
}

/** Where table changes go (the card socket). */
export interface CardEvents {
  snapshot(code: CardTableCode, snapshot: CardSnapshot): void;
  result(code: CardTableCode, record: CardResultRecord): void;
}

export class CardTables {
  private readonly tables = new Map<string, CardTable>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private readonly listeners: CardEvents[] = [];

  constructor(
    private readonly ctx: AppContext,
    private readonly log: (message: string, error: unknown) => void = () => undefined,
  ) {
    const fanOut: CardEvents = {
      snapshot: (code, snapshot) => this.listeners.forEach((l) => l.snapshot(code, snapshot)),
      result: (code, record) => this.listeners.forEach((l) => l.result(code, record)),
    };
    for (const def of CARD_TABLES) this.tables.set(def.code, new CardTable(def, ctx, fanOut));
  }

  table(code: string): CardTable | undefined {
    return this.tables.get(code);
  }

  listen(events: CardEvents): () => void {
    this.listeners.push(events);
    return () => {
      const i = this.listeners.indexOf(events);
      if (i >= 0) this.listeners.splice(i, 1);
    };
  }

  /** Marks a table watched now and brings it up to date (a read opens a round when none runs). */
  async watch(code: string): Promise<CardTable | undefined> {
    const table = this.tables.get(code);
    if (!table) return undefined;
    const now = this.ctx.now();
    table.touch(now);
    await table.advance(now);
    return table;
  }

  /** Moves every table that is running or watched to `now`. */
  async advanceTo(now: number): Promise<void> {
    const busy = [...this.tables.values()].filter((t) => t.round !== null || t.watched(now));
    await Promise.all(busy.map((t) => t.advance(now)));
  }

  /**
   * Finishes rounds a previous run left open whose time is up (the deal follows from the stored
   * shoe), so no acknowledged bet waits on a table nobody watches.
   */
  async recover(): Promise<number> {
    const open = await this.ctx.db
      .select({ gameType: cardRounds.gameType })
      .from(cardRounds)
      .where(eq(cardRounds.status, 'betting'));
    const codes = [...new Set(open.map((r) => r.gameType))].filter((c) => this.tables.has(c));
    await Promise.all(codes.map((c) => this.tables.get(c)!.advance(this.ctx.now())));
    return codes.length;
  }

  start(intervalMs = 250): void {
    if (this.timer) return;
    void this.recover().catch((error: unknown) => this.log('card recovery failed', error));
    this.timer = setInterval(() => {
      this.advanceTo(this.ctx.now()).catch((error: unknown) => this.log('card tables failed', error));
    }, intervalMs);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Stops the timer and waits for every step under way (a settlement is never cut off). */
  async close(): Promise<void> {
    this.stop();
    await Promise.all([...this.tables.values()].map((t) => t.idle()));
  }

  /** Settled rounds of a table, newest first. */
  async lastResults(code: string, limit: number): Promise<{ mid: string; result: string }[]> {
    const rows = await this.ctx.db
      .select({ mid: cardRounds.mid, result: cardRounds.result })
      .from(cardRounds)
      .where(and(eq(cardRounds.gameType, code), inArray(cardRounds.status, ['settled'])))
      .orderBy(desc(cardRounds.settledAt))
      .limit(limit);
    return rows.map((r) => ({ mid: r.mid, result: (r.result as CardRoundResult).win }));
  }
}
