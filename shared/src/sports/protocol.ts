/**
 * The match socket (spec sections 4 and 7): rooms per match, a snapshot on join, then deltas
 * carrying only what changed, each numbered so a client can see a gap and ask again.
 */
import type { Static } from 'typebox';
// Type-only: typebox stays out of the browser's first load.
import type { ListRunnerSchema } from '../schemas/sports.js';
import type { FeedChange, Fixture, Market, MarketStatus, MatchSnapshot, SportKey } from './types.js';

/** socket.io namespace of market data. */
export const MATCH_NAMESPACE = '/match';

/** Server → client, per match: the spec's `liveData` + match id. */
export const liveDataEvent = (matchId: string): `liveData${string}` => `liveData${matchId}`;

export interface MatchSnapshotMessage {
  type: 'snapshot';
  matchId: string;
  /** The sequence number the snapshot is current to; the next delta carries seq + 1. */
  seq: number;
  data: MatchSnapshot;
}

export interface MatchDeltaMessage {
  type: 'delta';
  matchId: string;
  seq: number;
  /** Changes about this match since the previous message, in order. */
  changes: FeedChange[];
}

/**
 * The match's open manual (operator-run) sessions, whole, each time one is opened, rated,
 * suspended, resumed or closed. They are no part of the feed's sequence: no `seq`, and the list
 * replaces the last one (`MatchSnapshot.sessionBettings`).
 */
export interface MatchSessionBettingsMessage {
  type: 'sessionBettings';
  matchId: string;
  sessions: Market[];
}

export type LiveDataMessage = MatchSnapshotMessage | MatchDeltaMessage | MatchSessionBettingsMessage;

/** The best prices of a match's main market: what lists show (1-2-X, best back and lay). */
export type ListRunner = Static<typeof ListRunnerSchema>;

export interface ListRow {
  id: string;
  sport: SportKey;
  title: string;
  competitionName: string;
  startAt: string;
  inPlay: boolean;
  finished: boolean;
  isTv: boolean;
  isBookmaker: boolean;
  isFancy: boolean;
  status: MarketStatus;
  runners: ListRunner[];
}

export interface ListSnapshotMessage {
  type: 'snapshot';
  seq: number;
  rows: ListRow[];
}

export interface ListDeltaMessage {
  type: 'delta';
  seq: number;
  /** Rows that are new or whose listed values changed (whole rows: they are small). */
  upserts: ListRow[];
  /** Ids of rows that left the list. */
  removed: string[];
}

export type ListMessage = ListSnapshotMessage | ListDeltaMessage;

export interface MatchServerEvents {
  /** `liveData<matchId>`: LiveDataMessage (dynamic names can't be typed statically). */
  [event: `liveData${string}`]: (message: LiveDataMessage) => void;
  listData: (message: ListMessage) => void;
  /** A new fixture was listed (spec: "a new match added"). */
  newMatchAdded: (fixture: Fixture) => void;
}

/**
 * The acknowledgement of a match-socket call. `seq` is the match's current seq; `resumed` says a
 * `matchRoom` with `seq` was answered with the deltas after it (possibly none) instead of a snapshot.
 */
export type MatchAck = { ok: true; seq: number; resumed?: boolean } | { ok: false; message: string };

export interface MatchClientEvents {
  /**
   * Join a match room. Without `seq` the answer is a snapshot (also the resync after a gap). With
   * `seq` (the last one the client applied) the server sends only the deltas after it when it still
   * has them all, and acks `resumed: true`; otherwise a snapshot. The ack comes after the messages.
   */
  matchRoom: (payload: { id: string; seq?: number }, ack?: (response: MatchAck) => void) => void;
  disconnectCricketData: (payload: { matchId: string }) => void;
  leaveAll: () => void;
  /** Join the list room: a snapshot of every listed match's main prices, then deltas. */
  listRoom: () => void;
  leaveList: () => void;
}
