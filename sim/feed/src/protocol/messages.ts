/**
 * The feed protocol: what a market feed publishes and every API process consumes.
 *
 * - A **tick** is one entry of an ordered log: `tick` numbers run 1, 2, 3… with no gaps. It carries
 *   the changes of every match that changed, one batch per match with that match's `seq` (+1 per
 *   batch, so a client that saw seq n needs n+1 next), and the list delta (`list.seq` +1 per delta).
 * - A **snapshot** is the whole state after some tick: every listed match with its seq, the list's
 *   seq, recent results, and what the feed needs to continue (seed, start, simulated time).
 *
 * A consumer loads the latest snapshot, then applies every tick after it in order. A tick number
 * it did not expect (a gap) means it reloads the snapshot; a tick it already has is ignored. Two
 * consumers that applied the same ticks hold the same state: the same versions and seqs.
 */
import type {
  FeedChange,
  Fixture,
  ListDeltaMessage,
  ListRow,
  ListRunner,
  MarketResult,
  MarketType,
  MatchSnapshot,
} from '@backlay/shared/sports';

/** Version of the message shapes below; a consumer refuses others. */
export const PROTOCOL_VERSION = 1;

/** The changes of one match in one tick, numbered: the `seq` of its `liveData<id>` delta. */
export interface MatchBatch {
  matchId: string;
  seq: number;
  changes: FeedChange[];
}

/** One entry of the log. */
export interface FeedTickMessage {
  v: typeof PROTOCOL_VERSION;
  /** Position in the log: the previous tick's + 1. */
  tick: number;
  /** Simulated time the feed advanced to (epoch ms). */
  at: number;
  /** One batch per match with changes, in the order of their first change. */
  batches: MatchBatch[];
  /** The list delta of this tick, or null when no listed row changed. */
  list: ListDeltaMessage | null;
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

/** The state after tick `tick`. */
export interface FeedSnapshot {
  v: typeof PROTOCOL_VERSION;
  tick: number;
  at: number;
  /** What the simulator needs to rebuild itself (an outside feed may leave these out). */
  seed?: number;
  startMs?: number;
  listSeq: number;
  matches: { seq: number; data: MatchSnapshot }[];
  /** The most recent results, oldest first. */
  results: ResultRecord[];
}

/** What one applied tick meant, for the consumer's subscribers (match socket, settlement…). */
export interface FeedTick {
  tick: number;
  at: number;
  batches: MatchBatch[];
  list: ListDeltaMessage | null;
  /** Fixtures listed in this tick. */
  added: Fixture[];
  /** Fixtures that left the list in this tick. */
  removed: string[];
  results: ResultRecord[];
}

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

/** Whether two list rows show the same thing. */
export function sameRow(a: ListRow, b: ListRow): boolean {
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

/** Whether a parsed value has the shape of a tick message (checked before it is applied). */
export function isTickMessage(value: unknown): value is FeedTickMessage {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Partial<FeedTickMessage>;
  return (
    m.v === PROTOCOL_VERSION &&
    Number.isSafeInteger(m.tick) &&
    typeof m.at === 'number' &&
    Array.isArray(m.batches) &&
    (m.list === null || typeof m.list === 'object')
  );
}

/** Whether a parsed value has the shape of a snapshot. */
export function isSnapshot(value: unknown): value is FeedSnapshot {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Partial<FeedSnapshot>;
  return (
    s.v === PROTOCOL_VERSION &&
    Number.isSafeInteger(s.tick) &&
    typeof s.at === 'number' &&
    Number.isSafeInteger(s.listSeq) &&
    Array.isArray(s.matches) &&
    Array.isArray(s.results)
  );
}
