/**
 * The rows of the match lists: one shape for what GET /match/list answers, what the list room
 * pushes and what a newly listed fixture announces, and the pure merge that keeps them in order.
 */
import type { Fixture, ListRow, ListRunner, MarketStatus, MatchListItem, SportKey } from '@backlay/shared/sports';

export interface MatchRow {
  id: string;
  sport: SportKey;
  title: string;
  competitionId: string | null;
  competitionName: string;
  startAt: string;
  inPlay: boolean;
  finished: boolean;
  isTv: boolean;
  isBookmaker: boolean;
  isFancy: boolean;
  status: MarketStatus;
  /** The other provider's event id (the `bid` query of match links), when known. */
  beventId: string | null;
  /** The main market's runners with their best back and lay. */
  runners: ListRunner[];
}

export function rowFromListItem(item: MatchListItem): MatchRow {
  return {
    id: item.id,
    sport: item.matchType,
    title: item.title,
    competitionId: item.competitionId,
    competitionName: item.competitionName,
    startAt: item.startAt,
    inPlay: item.inPlay,
    // The list call doesn't say; the list room corrects both within a frame of joining.
    finished: false,
    isTv: item.isTv,
    isBookmaker: item.isBookmaker,
    isFancy: item.isFancy,
    status: 'OPEN',
    beventId: item.beventId,
    runners: item.section,
  };
}

export function rowFromListRow(row: ListRow): MatchRow {
  return {
    id: row.id,
    sport: row.sport,
    title: row.title,
    competitionId: null,
    competitionName: row.competitionName,
    startAt: row.startAt,
    inPlay: row.inPlay,
    finished: row.finished,
    isTv: row.isTv,
    isBookmaker: row.isBookmaker,
    isFancy: row.isFancy,
    status: row.status,
    beventId: null,
    runners: row.runners,
  };
}

/** A fixture just listed: no prices yet, they follow on the list room. */
export function rowFromFixture(fixture: Fixture): MatchRow {
  return {
    id: fixture.id,
    sport: fixture.sport,
    title: fixture.title,
    competitionId: fixture.competitionId,
    competitionName: fixture.competitionName,
    startAt: fixture.startAt,
    inPlay: fixture.inPlay,
    finished: fixture.finished,
    isTv: fixture.isTv,
    isBookmaker: fixture.isBookmaker,
    isFancy: fixture.isFancy,
    status: 'OPEN',
    beventId: null,
    runners: [],
  };
}

export interface RowUpdate {
  /** New rows, or rows whose listed values changed (whole rows). */
  upserts?: readonly MatchRow[];
  /** Ids of rows that left the list. */
  removed?: readonly string[];
  /** The upserts are the whole list: rows not among them are dropped. */
  replace?: boolean;
}

function sameLevel(a: ListRunner['back'], b: ListRunner['back']): boolean {
  if (a === null || b === null) return a === b;
  return a.price === b.price && a.size === b.size;
}

function sameRunners(a: readonly ListRunner[], b: readonly ListRunner[]): boolean {
  if (a.length !== b.length) return false;
  return a.every((r, i) => {
    const o = b[i];
    return (
      o !== undefined &&
      r.selectionId === o.selectionId &&
      r.nat === o.nat &&
      sameLevel(r.back, o.back) &&
      sameLevel(r.lay, o.lay)
    );
  });
}

function sameRow(a: MatchRow, b: MatchRow): boolean {
  return (
    a.sport === b.sport &&
    a.title === b.title &&
    a.competitionId === b.competitionId &&
    a.competitionName === b.competitionName &&
    a.startAt === b.startAt &&
    a.inPlay === b.inPlay &&
    a.finished === b.finished &&
    a.isTv === b.isTv &&
    a.isBookmaker === b.isBookmaker &&
    a.isFancy === b.isFancy &&
    a.status === b.status &&
    a.beventId === b.beventId &&
    sameRunners(a.runners, b.runners)
  );
}

/** Rows without a readable start time go last. */
function startMs(row: MatchRow): number {
  const t = Date.parse(row.startAt);
  return Number.isNaN(t) ? Infinity : t;
}

/** Start time ascending (spec section 9), then id so equal start times keep one order. */
export function compareRows(a: MatchRow, b: MatchRow): number {
  const ta = startMs(a);
  const tb = startMs(b);
  if (ta !== tb) return ta < tb ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Merges an update into the list by id and keeps it sorted by start time. Fields the update
 * doesn't know (competition id, the other provider's id: the list room doesn't carry them) are
 * kept from the row it replaces, and a row whose values didn't change keeps its identity, so
 * memoised rows don't re-render. Returns `current` itself when nothing changed.
 */
export function mergeRows(current: readonly MatchRow[], update: RowUpdate): readonly MatchRow[] {
  const byId = new Map<string, MatchRow>();
  if (!update.replace) for (const row of current) byId.set(row.id, row);
  const previous = update.replace ? new Map(current.map((r) => [r.id, r])) : byId;

  for (const incoming of update.upserts ?? []) {
    const existing = previous.get(incoming.id) ?? byId.get(incoming.id);
    if (!existing) {
      byId.set(incoming.id, incoming);
      continue;
    }
    const merged: MatchRow = {
      ...incoming,
      competitionId: incoming.competitionId ?? existing.competitionId,
      beventId: incoming.beventId ?? existing.beventId,
      competitionName: incoming.competitionName || existing.competitionName,
    };
    byId.set(incoming.id, sameRow(existing, merged) ? existing : merged);
  }
  for (const id of update.removed ?? []) byId.delete(id);

  const next = [...byId.values()].sort(compareRows);
  const unchanged = next.length === current.length && next.every((row, i) => row === current[i]);
  return unchanged ? current : next;
}
