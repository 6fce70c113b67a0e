/**
 * FeedService: the API's owner of the market feed. It runs the simulator on a clock (a timer in
 * production, `advanceTo` in tests), keeps every listed match's current state (a mirror rebuilt
 * from the change stream, with structural sharing: a changed snapshot is a new object, so anything
 * read from it stays consistent), numbers each match's change batches (`seq` +1 per batch), keeps
 * the compact list rows (main market best back/lay per runner) and tells subscribers — the match
 * socket, later settlement — what happened in each tick.
 *
 * Everything runs synchronously inside one tick: a reader that takes a view and its seq together
 * always gets a pair that belongs together.
 */
import { performance } from 'node:perf_hooks';
import {
  FeedMirror,
  FeedSimulator,
  type FeedChange,
  type FeedOptions,
  type Fixture,
  type Market,
  type MarketResult,
  type MarketType,
  type MatchSnapshot,
} from '../feed/index.js';
import {
  findMarket,
  SESSION_FAMILIES,
  type ListDeltaMessage,
  type ListRow,
  type ListRunner,
  type ListSnapshotMessage,
  type MatchSnapshotMessage,
} from '@backlay/shared/sports';

/** Real (and simulated) milliseconds between ticks. */
export const FEED_TICK_MS = 250;
/** A catch-up is cut into at most this many ticks (ten minutes of them; longer gaps make bigger ones). */
const MAX_STEPS_PER_CALL = 2400;
/** Settled markets remembered in memory (settlement keeps its own durable record). */
const RESULTS_KEPT = 20_000;

export interface FeedServiceOptions {
  seed: number;
  /** Simulated epoch ms at creation (the app's clock). */
  startMs: number;
  /** The clock the timer advances to (default Date.now). */
  now?: () => number;
  tickMs?: number;
  /** Passed to the simulator (fixtures per sport, race meetings, outrights). */
  simulator?: Omit<Partial<FeedOptions>, 'seed' | 'startMs'>;
  /** Where a failing subscriber or timer tick is reported (default console.error). */
  onError?: (error: unknown) => void;
}

/** The changes of one match in one tick, numbered: the `seq` of its `liveData<id>` delta. */
export interface MatchBatch {
  matchId: string;
  seq: number;
  changes: FeedChange[];
}

/** A market's result as the feed declared it. */
export interface ResultRecord {
  matchId: string;
  marketId: string;
  marketName: string;
  marketType: MarketType;
  result: MarketResult;
  /** Simulated time of the declaration. */
  at: number;
  /** The match's seq of the batch that carried it. */
  seq: number;
}

export interface FeedTick {
  /** Simulated time the feed advanced to. */
  at: number;
  /** One batch per match with changes, in the order of their first change. */
  batches: MatchBatch[];
  /** The list delta of this tick, or null when no listed row changed. */
  list: ListDeltaMessage | null;
  /** Fixtures listed in this tick. */
  added: Fixture[];
  /** Fixtures that left the list in this tick. */
  removed: string[];
  results: ResultRecord[];
}

export interface TickStats {
  ticks: number;
  /** The last tick: changes, time in the simulator, time in this service (subscribers included). */
  last: { at: number; changes: number; simMs: number; serviceMs: number };
}

type Listener<T> = (value: T) => void;

/** The best prices of a match's main market, as lists show them. */
export function listRowOf(s: MatchSnapshot): ListRow {
  const f = s.fixture;
  const main = s.tournament.find((m) => m.id === s.marketId);
  const runners: ListRunner[] = main
    ? main.runners.map((r) => ({
        selectionId: r.selectionId,
        nat: r.nat,
        back: r.ex.availableToBack[0] ?? null,
        lay: r.ex.availableToLay[0] ?? null,
      }))
    : [];
  return {
    id: s.id,
    sport: f.sport,
    title: f.title,
    competitionName: f.competitionName,
    startAt: f.startAt,
    inPlay: f.inPlay,
    finished: f.finished,
    isTv: f.isTv,
    isBookmaker: f.isBookmaker,
    isFancy: f.isFancy,
    status: main?.status ?? 'CLOSED',
    runners,
  };
}

function sameLevel(a: ListRunner['back'], b: ListRunner['back']): boolean {
  return a === b || (a !== null && b !== null && a.price === b.price && a.size === b.size);
}

function sameRow(a: ListRow, b: ListRow): boolean {
  if (
    a.inPlay !== b.inPlay ||
    a.finished !== b.finished ||
    a.status !== b.status ||
    a.title !== b.title ||
    a.startAt !== b.startAt ||
    a.isTv !== b.isTv ||
    a.isBookmaker !== b.isBookmaker ||
    a.isFancy !== b.isFancy ||
    a.competitionName !== b.competitionName ||
    a.runners.length !== b.runners.length
  ) {
    return false;
  }
  for (let i = 0; i < a.runners.length; i++) {
    const x = a.runners[i];
    const y = b.runners[i];
    if (
      !x ||
      !y ||
      x.selectionId !== y.selectionId ||
      x.nat !== y.nat ||
      !sameLevel(x.back, y.back) ||
      !sameLevel(x.lay, y.lay)
    ) {
      return false;
    }
  }
  return true;
}

function byStart(a: Fixture, b: Fixture): number {
  return a.startMs - b.startMs || Number(a.id) - Number(b.id);
}

function allMarkets(s: MatchSnapshot): Market[] {
  const out = s.tournament.slice();
  for (const family of SESSION_FAMILIES) for (const m of s.apiSession[family]) out.push(m);
  return out;
}

export class FeedService {
  readonly seed: number;
  readonly tickMs: number;
  private readonly sim: FeedSimulator;
  private readonly mirror: FeedMirror;
  private readonly clock: () => number;
  private readonly onError: (error: unknown) => void;
  private readonly seqs = new Map<string, number>();
  private readonly rows = new Map<string, ListRow>();
  private readonly marketMatch = new Map<string, string>();
  private readonly resultLog = new Map<string, ResultRecord>();
  private readonly tickListeners = new Set<Listener<FeedTick>>();
  private readonly resultListeners = new Set<Listener<ResultRecord>>();
  private listSeq = 0;
  private timer: NodeJS.Timeout | null = null;
  private ticking = false;
  private readonly tickStats: TickStats = { ticks: 0, last: { at: 0, changes: 0, simMs: 0, serviceMs: 0 } };

  constructor(options: FeedServiceOptions) {
    this.seed = options.seed;
    this.tickMs = options.tickMs ?? FEED_TICK_MS;
    if (!Number.isFinite(this.tickMs) || this.tickMs <= 0) throw new RangeError('tickMs must be a positive number');
    this.clock = options.now ?? Date.now;
    this.onError = options.onError ?? ((error) => console.error('feed:', error));
    this.sim = new FeedSimulator({ ...options.simulator, seed: options.seed, startMs: options.startMs });
    const initial: MatchSnapshot[] = [];
    for (const f of this.sim.fixtures()) {
      const s = this.sim.snapshot(f.id);
      if (!s) continue;
      initial.push(s);
      this.seqs.set(s.id, 0);
      this.rows.set(s.id, listRowOf(s));
      for (const m of allMarkets(s)) this.marketMatch.set(m.id, s.id);
    }
    this.mirror = new FeedMirror(initial);
  }

  // ---------------------------------------------------------------------------------------------
  // Time

  /** Simulated time the feed is at (epoch ms). */
  get now(): number {
    return this.sim.now;
  }

  get running(): boolean {
    return this.timer !== null;
  }

  /**
   * Advances the feed to `ms` (earlier times are ignored), in ticks of about `tickMs`: a call
   * covering one tick's time makes one tick, a longer one several, so batches stay tick-sized.
   */
  advanceTo(ms: number): void {
    if (!Number.isFinite(ms)) throw new RangeError('advanceTo: ms must be finite');
    if (this.ticking) throw new Error('advanceTo called from inside a tick');
    const from = this.sim.now;
    if (ms <= from) return;
    const steps = Math.min(MAX_STEPS_PER_CALL, Math.max(1, Math.round((ms - from) / this.tickMs)));
    for (let i = 1; i <= steps; i++) {
      this.step(i === steps ? ms : from + Math.round(((ms - from) * i) / steps));
    }
  }

  /** Starts the real-time timer (idempotent). */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      try {
        this.advanceTo(this.clock());
      } catch (error) {
        this.onError(error);
      }
    }, this.tickMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  get stats(): TickStats {
    return { ticks: this.tickStats.ticks, last: { ...this.tickStats.last } };
  }

  private step(to: number): void {
    const t0 = performance.now();
    const changes = this.sim.advanceTo(to);
    const t1 = performance.now();
    this.tickStats.ticks += 1;
    if (changes.length > 0) {
      this.ticking = true;
      try {
        this.publish(to, changes);
      } finally {
        this.ticking = false;
      }
    }
    this.tickStats.last = { at: to, changes: changes.length, simMs: t1 - t0, serviceMs: performance.now() - t1 };
  }

  private publish(at: number, changes: FeedChange[]): void {
    const groups = new Map<string, FeedChange[]>();
    const added: Fixture[] = [];
    const removed: string[] = [];
    const declared: { change: Extract<FeedChange, { kind: 'result' }>; market: Market | undefined }[] = [];
    for (const c of changes) {
      this.mirror.apply([c]);
      const id = c.kind === 'added' ? c.fixture.id : c.matchId;
      const list = groups.get(id);
      if (list) list.push(c);
      else groups.set(id, [c]);
      switch (c.kind) {
        case 'added':
          added.push(c.fixture);
          break;
        case 'removed':
          removed.push(c.matchId);
          break;
        case 'marketAdded':
          this.marketMatch.set(c.market.id, c.matchId);
          break;
        case 'marketRemoved':
          this.marketMatch.delete(c.marketId);
          break;
        case 'result': {
          const s = this.mirror.snapshot(c.matchId);
          declared.push({ change: c, market: s ? findMarket(s, c.marketId) : undefined });
          break;
        }
        default:
          break;
      }
    }

    const batches: MatchBatch[] = [];
    const upserts: ListRow[] = [];
    const gone: string[] = [];
    for (const [matchId, list] of groups) {
      const seq = (this.seqs.get(matchId) ?? 0) + 1;
      batches.push({ matchId, seq, changes: list });
      const s = this.mirror.snapshot(matchId);
      if (!s) {
        this.seqs.delete(matchId);
        if (this.rows.delete(matchId)) gone.push(matchId);
        continue;
      }
      this.seqs.set(matchId, seq);
      const row = listRowOf(s);
      const before = this.rows.get(matchId);
      if (!before || !sameRow(before, row)) {
        this.rows.set(matchId, row);
        upserts.push(row);
      }
    }
    for (const matchId of removed) {
      // Markets of a fixture that left are no longer reachable.
      for (const [marketId, owner] of this.marketMatch) if (owner === matchId) this.marketMatch.delete(marketId);
    }

    const results: ResultRecord[] = declared.map(({ change, market }) => ({
      matchId: change.matchId,
      marketId: change.marketId,
      marketName: market?.name ?? '',
      marketType: market?.type ?? 'matchOdds',
      result: change.result,
      at: change.at,
      seq: this.seqs.get(change.matchId) ?? batches.find((b) => b.matchId === change.matchId)?.seq ?? 0,
    }));
    for (const r of results) {
      this.resultLog.delete(r.marketId);
      this.resultLog.set(r.marketId, r);
      if (this.resultLog.size > RESULTS_KEPT) {
        const oldest = this.resultLog.keys().next();
        if (!oldest.done) this.resultLog.delete(oldest.value);
      }
    }

    let list: ListDeltaMessage | null = null;
    if (upserts.length > 0 || gone.length > 0) {
      this.listSeq += 1;
      list = { type: 'delta', seq: this.listSeq, upserts, removed: gone };
    }

    const tick: FeedTick = { at, batches, list, added, removed, results };
    for (const listener of this.tickListeners) this.call(listener, tick);
    for (const r of results) for (const listener of this.resultListeners) this.call(listener, r);
  }

  private call<T>(listener: Listener<T>, value: T): void {
    try {
      listener(value);
    } catch (error) {
      this.onError(error);
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Subscriptions

  /** Every tick with changes; returns the unsubscribe function. */
  onTick(listener: Listener<FeedTick>): () => void {
    this.tickListeners.add(listener);
    return () => void this.tickListeners.delete(listener);
  }

  /** Every market result as it is declared (after the tick listeners saw its tick). */
  onResult(listener: Listener<ResultRecord>): () => void {
    this.resultListeners.add(listener);
    return () => void this.resultListeners.delete(listener);
  }

  // ---------------------------------------------------------------------------------------------
  // Reads

  /** Listed fixtures by start time (copies). */
  fixtures(): Fixture[] {
    const out: Fixture[] = [];
    for (const id of this.mirror.ids()) {
      const s = this.mirror.snapshot(id);
      if (s) out.push({ ...s.fixture });
    }
    return out.sort(byStart);
  }

  /** Current views of every listed match, by start time. Shared and immutable: never mutate. */
  views(): MatchSnapshot[] {
    const out: MatchSnapshot[] = [];
    for (const id of this.mirror.ids()) {
      const s = this.mirror.snapshot(id);
      if (s) out.push(s);
    }
    return out.sort((a, b) => byStart(a.fixture, b.fixture));
  }

  /** The current state of one match as the mirror holds it. Shared and immutable: never mutate. */
  view(matchId: string): MatchSnapshot | undefined {
    return this.mirror.snapshot(matchId);
  }

  /** The simulator's own full snapshot of one match (a fresh copy). */
  snapshot(matchId: string): MatchSnapshot | undefined {
    return this.sim.snapshot(matchId);
  }

  /** The seq the match's state is current to (0 before its first batch), or undefined. */
  seq(matchId: string): number | undefined {
    return this.seqs.get(matchId);
  }

  /** What a client joining the match room gets: the current state and its seq. */
  snapshotMessage(matchId: string): MatchSnapshotMessage | undefined {
    const data = this.mirror.snapshot(matchId);
    const seq = this.seqs.get(matchId);
    if (!data || seq === undefined) return undefined;
    return { type: 'snapshot', matchId, seq, data };
  }

  /** A market by id with the match it belongs to (shared and immutable: never mutate). */
  market(marketId: string): { matchId: string; market: Market } | undefined {
    const matchId = this.marketMatch.get(marketId);
    if (matchId === undefined) return undefined;
    const s = this.mirror.snapshot(matchId);
    const market = s ? findMarket(s, marketId) : undefined;
    return market ? { matchId, market } : undefined;
  }

  listRow(matchId: string): ListRow | undefined {
    return this.rows.get(matchId);
  }

  listSnapshot(): ListSnapshotMessage {
    const rows = [...this.rows.values()].sort(
      (a, b) => a.startAt.localeCompare(b.startAt) || Number(a.id) - Number(b.id),
    );
    return { type: 'snapshot', seq: this.listSeq, rows };
  }

  /** Results declared so far (the most recent ones, oldest first). */
  results(): ResultRecord[] {
    return [...this.resultLog.values()];
  }

  result(marketId: string): ResultRecord | undefined {
    return this.resultLog.get(marketId);
  }
}
