/**
 * FeedState: the market state a tick log builds, held the same way by the feed that writes the
 * log (`ingest`) and by every process that reads it (`apply`). Both paths share the bookkeeping
 * below, so a reader that applied ticks 1…n holds exactly what the writer held after tick n: the
 * same snapshots (structurally shared: a changed match is a new object), seqs, list rows, list seq,
 * market index and recent results.
 */
import {
  findMarket,
  SESSION_FAMILIES,
  type FeedChange,
  type Fixture,
  type ListRow,
  type Market,
  type MatchSnapshot,
} from '@backlay/shared/sports';
import { FeedMirror } from '../sim/mirror.js';
import {
  listRowOf,
  PROTOCOL_VERSION,
  sameRow,
  type FeedSnapshot,
  type FeedTick,
  type FeedTickMessage,
  type MatchBatch,
  type ResultRecord,
} from './messages.js';

/** Results remembered in memory (settlement keeps its own durable record). */
const RESULTS_KEPT = 20_000;
/** Results a snapshot carries (a restarted reader catches up on these). */
const RESULTS_IN_SNAPSHOT = 2_000;

function allMarkets(s: MatchSnapshot): Market[] {
  const out = s.tournament.slice();
  for (const family of SESSION_FAMILIES) for (const m of s.apiSession[family]) out.push(m);
  return out;
}

interface Applied {
  added: Fixture[];
  removed: string[];
  declared: { change: Extract<FeedChange, { kind: 'result' }>; market: Market | undefined }[];
}

function byStart(a: Fixture, b: Fixture): number {
  return a.startMs - b.startMs || Number(a.id) - Number(b.id);
}

export class FeedState {
  /** The last tick applied (0: the initial state). */
  tick = 0;
  /** Simulated time of that tick. */
  at: number;
  listSeq = 0;
  private mirror: FeedMirror;
  private readonly seqs = new Map<string, number>();
  private readonly rows = new Map<string, ListRow>();
  private readonly marketMatch = new Map<string, string>();
  private readonly resultLog = new Map<string, ResultRecord>();

  private constructor(at: number, matches: readonly { seq: number; data: MatchSnapshot }[]) {
    this.at = at;
    this.mirror = new FeedMirror(matches.map((m) => m.data));
    for (const { seq, data } of matches) {
      this.seqs.set(data.id, seq);
      this.rows.set(data.id, listRowOf(data));
      for (const m of allMarkets(data)) this.marketMatch.set(m.id, data.id);
    }
  }

  /** The state before any tick: the listed matches at time `at`. */
  static initial(at: number, matches: readonly MatchSnapshot[]): FeedState {
    return new FeedState(
      at,
      matches.map((data) => ({ seq: 0, data })),
    );
  }

  static fromSnapshot(snapshot: FeedSnapshot): FeedState {
    const state = new FeedState(snapshot.at, snapshot.matches);
    state.tick = snapshot.tick;
    state.listSeq = snapshot.listSeq;
    for (const r of snapshot.results) state.resultLog.set(r.marketId, r);
    return state;
  }

  /**
   * The writer's side: numbers `changes` (everything the source produced up to `at`) as the next
   * tick, applies it, and returns the message to publish — or null when nothing changed.
   */
  ingest(at: number, changes: readonly FeedChange[]): FeedTickMessage | null {
    if (changes.length === 0) {
      this.at = Math.max(this.at, at);
      return null;
    }
    const groups = new Map<string, FeedChange[]>();
    for (const c of changes) {
      const id = c.kind === 'added' ? c.fixture.id : c.matchId;
      const list = groups.get(id);
      if (list) list.push(c);
      else groups.set(id, [c]);
    }
    const batches: MatchBatch[] = [];
    for (const [matchId, list] of groups) {
      batches.push({ matchId, seq: (this.seqs.get(matchId) ?? 0) + 1, changes: list });
    }
    const message: FeedTickMessage = { v: PROTOCOL_VERSION, tick: this.tick + 1, at, batches, list: null };
    const applied = this.applyBatches(message);
    // The list delta: rows that look different after the changes, and rows that left.
    const upserts: ListRow[] = [];
    const removed: string[] = [];
    for (const b of batches) {
      const s = this.mirror.snapshot(b.matchId);
      const before = this.rows.get(b.matchId);
      if (!s) {
        if (before) removed.push(b.matchId);
        continue;
      }
      const row = listRowOf(s);
      if (!before || !sameRow(before, row)) upserts.push(row);
    }
    if (upserts.length > 0 || removed.length > 0) {
      message.list = { type: 'delta', seq: this.listSeq + 1, upserts, removed };
    }
    this.finish(message, applied);
    return message;
  }

  /** The reader's side: applies the next tick exactly as the writer did. */
  apply(message: FeedTickMessage): FeedTick {
    if (message.tick !== this.tick + 1) {
      throw new RangeError(`feed tick ${message.tick} applied after ${this.tick}`);
    }
    return this.finish(message, this.applyBatches(message));
  }

  private applyBatches(message: FeedTickMessage): Applied {
    const added: Fixture[] = [];
    const removed: string[] = [];
    const declared: Applied['declared'] = [];
    for (const batch of message.batches) {
      for (const c of batch.changes) {
        this.mirror.apply([c]);
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
      if (this.mirror.snapshot(batch.matchId)) this.seqs.set(batch.matchId, batch.seq);
      else this.seqs.delete(batch.matchId);
    }
    for (const matchId of removed) {
      // Markets of a fixture that left are no longer reachable.
      for (const [marketId, owner] of this.marketMatch) if (owner === matchId) this.marketMatch.delete(marketId);
    }
    return { added, removed, declared };
  }

  private finish(message: FeedTickMessage, { added, removed, declared }: Applied): FeedTick {
    if (message.list) {
      for (const row of message.list.upserts) this.rows.set(row.id, row);
      for (const id of message.list.removed) this.rows.delete(id);
      this.listSeq = message.list.seq;
    }
    const results: ResultRecord[] = declared.map(({ change, market }) => ({
      matchId: change.matchId,
      marketId: change.marketId,
      marketName: market?.name ?? '',
      marketType: market?.type ?? 'matchOdds',
      result: change.result,
      at: change.at,
      seq: this.seqs.get(change.matchId) ?? message.batches.find((b) => b.matchId === change.matchId)?.seq ?? 0,
    }));
    for (const r of results) {
      this.resultLog.delete(r.marketId);
      this.resultLog.set(r.marketId, r);
      if (this.resultLog.size > RESULTS_KEPT) {
        const oldest = this.resultLog.keys().next();
        if (!oldest.done) this.resultLog.delete(oldest.value);
      }
    }
    this.tick = message.tick;
    this.at = Math.max(this.at, message.at);
    return {
      tick: message.tick,
      at: message.at,
      batches: message.batches,
      list: message.list,
      added,
      removed,
      results,
    };
  }

  /** The whole state, to be stored for readers (and the writer) that start later. */
  snapshot(meta: { seed?: number; startMs?: number } = {}): FeedSnapshot {
    const matches: FeedSnapshot['matches'] = [];
    for (const id of this.mirror.ids()) {
      const data = this.mirror.snapshot(id);
      if (data) matches.push({ seq: this.seqs.get(id) ?? 0, data });
    }
    return {
      v: PROTOCOL_VERSION,
      tick: this.tick,
      at: this.at,
      ...meta,
      listSeq: this.listSeq,
      matches,
      results: [...this.resultLog.values()].slice(-RESULTS_IN_SNAPSHOT),
    };
  }

  // ---------------------------------------------------------------------------------------------
  // Reads (shared, immutable values: never mutate what these return)

  ids(): string[] {
    return this.mirror.ids();
  }

  view(matchId: string): MatchSnapshot | undefined {
    return this.mirror.snapshot(matchId);
  }

  /** Current views of every listed match, by start time. */
  views(): MatchSnapshot[] {
    const out: MatchSnapshot[] = [];
    for (const id of this.mirror.ids()) {
      const s = this.mirror.snapshot(id);
      if (s) out.push(s);
    }
    return out.sort((a, b) => byStart(a.fixture, b.fixture));
  }

  seq(matchId: string): number | undefined {
    return this.seqs.get(matchId);
  }

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

  listRows(): ListRow[] {
    return [...this.rows.values()].sort((a, b) => a.startAt.localeCompare(b.startAt) || Number(a.id) - Number(b.id));
  }

  results(): ResultRecord[] {
    return [...this.resultLog.values()];
  }

  result(marketId: string): ResultRecord | undefined {
    return this.resultLog.get(marketId);
  }
}
