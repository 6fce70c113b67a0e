/**
 * The pure side of a live table: which snapshot is newer, the market rows as the player sees
 * them (definition order and groups, live prices and states), the countdown, and the
 * last-results strip. The hooks feed these; the components only render what they return.
 */
import type { PlacedBet } from '@backlay/shared/api';
import type {
  CardGroup,
  CardLastResult,
  CardPhase,
  CardResultRecord,
  CardRoundInfo,
  CardSnapshot,
  CardTableDefinition,
} from '@backlay/shared/cards';

/** How many results the strip keeps (the API's "last 10"). */
export const LAST_RESULTS = 10;

/** The mid a table shows between rounds. */
export const NO_ROUND = '0';

export interface RowView {
  sid: number;
  nat: string;
  back: number;
  lay: number | null;
  min: number;
  max: number;
  /** Betting is not possible on the row right now (feed status, no round, or its window closed). */
  suspended: boolean;
}

export interface GroupView {
  group: CardGroup;
  rows: RowView[];
}

export interface TableFeed {
  snapshot: CardSnapshot | null;
  /** Server clock minus this browser's clock when the snapshot arrived, in ms. */
  offsetMs: number;
  lastResults: readonly CardLastResult[];
}

export const EMPTY_FEED: TableFeed = { snapshot: null, offsetMs: 0, lastResults: [] };

/** Takes `incoming` unless the table already showed a later change (HTTP and socket race on load). */
export function newerSnapshot(current: CardSnapshot | null, incoming: CardSnapshot): boolean {
  return current === null || incoming.seq > current.seq;
}

export function withSnapshot(feed: TableFeed, snapshot: CardSnapshot, receivedAt: number): TableFeed {
  if (!newerSnapshot(feed.snapshot, snapshot)) return feed;
  return { ...feed, snapshot, offsetMs: snapshot.serverTime - receivedAt };
}

/** Adds a settled round to the front of the strip (once per mid), keeping the last ten. */
export function withResult(
  list: readonly CardLastResult[],
  record: Pick<CardResultRecord, 'mid' | 'win'>,
): readonly CardLastResult[] {
  if (list.some((r) => r.mid === record.mid)) return list;
  return [{ mid: record.mid, result: record.win }, ...list].slice(0, LAST_RESULTS);
}

/** The strip's letter for a result code; "R" (result) where the table has no letter for it. */
export function resultLetter(def: CardTableDefinition, win: string): string {
  return def.resultLetters[win] ?? 'R';
}

/** Whole seconds until the betting window closes, by the server's clock; null when none is open. */
export function secondsLeft(t1: Pick<CardRoundInfo, 'closesAt'> | null, offsetMs: number, now: number): number | null {
  if (!t1 || t1.closesAt === null) return null;
  return Math.max(0, Math.ceil((t1.closesAt - (now + offsetMs)) / 1000));
}

export function phaseLabel(phase: CardPhase): string {
  switch (phase) {
    case 'betting':
      return 'Place your bets';
    case 'dealing':
      return 'Dealing';
    case 'result':
      return 'Result';
    case 'idle':
      return 'Next round soon';
  }
}

/**
 * The groups of the definition in their order, each with its rows in the feed's order; live
 * values come from `t2` by sid. A row the snapshot lacks keeps the definition's prices and is
 * suspended, as is every row between rounds or once the window's countdown has run out (the
 * server would refuse the bet; the next snapshot confirms).
 */
export function groupRows(def: CardTableDefinition, snapshot: CardSnapshot | null, windowClosed: boolean): GroupView[] {
  const live = new Map((snapshot?.t2 ?? []).map((r) => [r.sid, r]));
  const noRound = !snapshot || snapshot.t1.mid === NO_ROUND;
  const rows = def.rows.map((row): RowView & { group: string } => {
    const now = live.get(row.sid);
    return {
      sid: row.sid,
      group: row.group,
      nat: now?.nat ?? row.nat,
      back: now?.b1 ?? row.back,
      lay: now ? now.l1 : row.lay,
      min: now?.min ?? row.min,
      max: now?.max ?? row.max,
      suspended: noRound || windowClosed || !now || now.gstatus !== 'ACTIVE',
    };
  });
  return def.groups
    .map((group) => ({ group, rows: rows.filter((r) => r.group === group.key).map(({ group: _g, ...rest }) => rest) }))
    .filter((g) => g.rows.length > 0);
}

/** The betId the API gives a bet on one round of a table. */
export function roundBetId(code: string, mid: string): string {
  return `card:${code}:${mid}`;
}

/** The player's open bets on the round `mid` of the table (deleted ones no longer count). */
export function roundBets(bets: readonly PlacedBet[], code: string, mid: string): PlacedBet[] {
  const id = roundBetId(code, mid);
  return bets.filter(
    (b) => b.betId === id && b.deleteReason === null && (b.result === 'PENDING' || b.result === 'UNDECLARE'),
  );
}

/** The round of a card bet's betId (`card:<code>:<mid>`). */
export function roundOfBetId(betId: string): string {
  return betId.slice(betId.lastIndexOf(':') + 1);
}

/** The round a settled card bet event is about: the result's own mid, else the tail of its betId. */
export function settledMid(betId: string, result: { type: string; mid?: string }): string {
  if (result.type === 'card' && typeof result.mid === 'string') return result.mid;
  return roundOfBetId(betId);
}

/** The P/L shown for a round: it belongs to one mid and is gone once another round (or mid 0) arrives. */
export interface RoundPnl {
  mid: string;
  cents: number | null;
}

export function pnlForRound(state: RoundPnl, mid: string): RoundPnl {
  return state.mid === mid ? state : { mid, cents: null };
}

/** A result event replaces the round's P/L (the event carries the net of the round, so a repeat must not add up). */
export function pnlSettled(state: RoundPnl, mid: string, cents: number): RoundPnl {
  return state.mid === mid ? { mid, cents } : state;
}
