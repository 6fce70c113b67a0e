/** What the host's real-time bus hands to remotes: its interface and the states it emits. */
import type { Observable } from 'rxjs';
import type { ListRow } from '../sports/protocol.js';
import type { Fixture, MatchSnapshot } from '../sports/types.js';
import type { CardResultRecord, CardSnapshot } from '../cards/contract.js';
import type { ExpertState, UserEvent } from './protocol.js';

export type ConnectionState = 'connected' | 'connecting' | 'reconnecting' | 'offline';

export interface BusStatus {
  /**
   * The worse of the two sockets: the main one, and the match socket once something subscribed to
   * match(), list() or newMatches$ (offline > reconnecting > connecting > connected).
   */
  state: ConnectionState;
  /** Per socket; match is null until the match socket is first needed. */
  sockets?: { main: ConnectionState; match: ConnectionState | null; cards?: ConnectionState };
}

/**
 * One match as the bus keeps it: the last snapshot with every delta since applied. Each emission is
 * a new object with a new snapshot object; markets (and runners) a delta did not touch keep their
 * identity, so memoised rows skip re-rendering. Treat everything as read-only: all subscribers share it.
 */
export interface MatchState {
  snapshot: MatchSnapshot;
  /** The `liveData<id>` sequence number the snapshot is current to. */
  seq: number;
  /** When the bus applied the last snapshot or delta (client clock, ms since epoch). */
  updatedAt: number;
  /** The fixture left the feed (a `removed` change); snapshot is its last state. */
  removed: boolean;
}

/**
 * The list room: every listed match's main prices. `rows` is sorted by start time ascending (then
 * id), a new array per emission; rows a delta did not upsert keep their identity. `byId` indexes the
 * same row objects. Read-only: all subscribers share them.
 */
export interface ListState {
  rows: ReadonlyArray<ListRow>;
  byId: ReadonlyMap<string, ListRow>;
  seq: number;
  /** When the bus applied the last snapshot or delta (client clock, ms since epoch). */
  updatedAt: number;
}

/** The host-owned real-time bus (design section 4). Remotes subscribe; only the host opens sockets. */
export interface RealtimeBus {
  user$: Observable<UserEvent>;
  status$: Observable<BusStatus>;
  /**
   * One match's live data. The first subscriber joins the room (`matchRoom`), the last one leaves
   * (`disconnectCricketData`); a reconnect or a sequence gap rejoins from the last seq (the missed deltas, or a fresh snapshot when the server no longer has them).
   * Emits the current state at once to late subscribers, then on every change. Never completes.
   */
  match(id: string): Observable<MatchState>;
  /** The list room (`listRoom` / `leaveList`), with the same refcount, gap and resync rules. */
  list(): Observable<ListState>;
  /** Fixtures the feed lists from now on (`newMatchAdded`). Subscribing opens the match socket. */
  newMatches$: Observable<Fixture>;
  /**
   * One live card table (route code, e.g. `teen20`) from the card socket: the first subscriber
   * joins the table's room (`cardRoom`), the last leaves (`leaveCardRoom`); a reconnect rejoins and
   * the server answers every join with a snapshot. Emits the current state at once to late
   * subscribers, then on every change. Never completes.
   */
  cards(type: string): Observable<CardTableState>;
  /**
   * The operator's marquee, banners and blinking tabs from the expert socket: the first subscriber
   * opens it (the server answers every connect with a snapshot), the last one lets it close. Emits
   * the current state at once to late subscribers, then on every change. Never completes.
   */
  expert(): Observable<ExpertState>;
}

/** One card table as the bus keeps it. */
export interface CardTableState {
  snapshot: CardSnapshot;
  /** The last `cardResult` seen while in the room, or null. */
  lastResult: CardResultRecord | null;
  /** When the bus applied the last message (client clock, ms since epoch). */
  updatedAt: number;
}
