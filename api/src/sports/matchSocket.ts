/**
 * The match socket (spec sections 4 and 7): namespace MATCH_NAMESPACE on the API's socket.io
 * server, behind the same session-token check as the main namespace.
 *
 * - `matchRoom {id}` joins `match:<id>` and answers that socket alone with a `liveData<id>`
 *   snapshot; from then on every batch of the match's changes reaches the room as one delta whose
 *   `seq` is the previous one + 1. Sending matchRoom again is the resync after a gap.
 * - `matchRoom {id, seq}` resumes from the client's last seq (a reconnect, to this process or any
 *   other: every process numbers the feed's batches alike): the deltas after it when this process
 *   still has them all, else the snapshot. The ack (`resumed: true` for deltas) comes after them.
 * - `disconnectCricketData {matchId}` leaves one match, `leaveAll` every match.
 * - `listRoom` joins the list: a `listData` snapshot, then at most one `listData` delta per tick.
 *   `leaveList` leaves it.
 * - `newMatchAdded` goes to every socket of the namespace when a fixture is listed.
 * - The operator's manual sessions ride beside the feed: a snapshot carries the match's open ones
 *   (`sessionBettings`), and every change sends the room a `sessionBettings` message with the list
 *   whole, outside the seq (a resumed client gets the list after its deltas).
 *
 * Every client payload is checked; a bad one is ignored, or answered through the acknowledgement
 * when the client asked for one (`{ ok: false, message }`). Successful calls acknowledge with
 * `{ ok: true, seq }`.
 *
 * Rooms are broadcast with the local flag: every API process applies the same feed log and sends
 * its deltas to the sockets connected to it, so a delta reaches each client once, from the process
 * it is connected to, with the same seq and content on every process. Forced logouts and ended
 * sessions cross processes through the hub (the Redis adapter when REDIS_URL is set).
 */
import type { Namespace } from 'socket.io';
import {
  liveDataEvent,
  type ListMessage,
  type Market,
  type MatchAck,
  type MatchDeltaMessage,
  type MatchServerEvents,
  type MatchSessionBettingsMessage,
  type MatchSnapshotMessage,
} from '@backlay/shared/sports';
import type { SocketUser } from '../realtime/hub.js';
import type { FeedService, FeedTick } from './feedService.js';
import type { ManualSessions } from './manualSessions.js';

export const matchRoomName = (matchId: string) => `match:${matchId}`;
export const LIST_ROOM = 'list';
const MATCH_ROOM_PREFIX = 'match:';
/** Match rooms one socket may hold at once. */
export const MAX_MATCH_ROOMS = 50;
/**
 * Snapshots (matchRoom, listRoom) one socket may ask for: a burst of SNAPSHOT_BURST (a reconnect
 * rejoins every room at once), then SNAPSHOT_RATE per second. Beyond that the ack says so.
 */
export const SNAPSHOT_BURST = 100;
export const SNAPSHOT_RATE = 10;
const MATCH_ID = /^\d{1,20}$/;

export type { MatchAck };

type Inbound = (...args: unknown[]) => void;

/** What clients may send; payloads are unknown until checked. */
export interface MatchInboundEvents {
  matchRoom: Inbound;
  disconnectCricketData: Inbound;
  leaveAll: Inbound;
  listRoom: Inbound;
  leaveList: Inbound;
}

/** Between API processes: a match's manual sessions changed in the database (read them again). */
export interface MatchServerSideEvents {
  manualSessions: (matchId: string) => void;
}

export type MatchNamespace = Namespace<MatchInboundEvents, MatchServerEvents, MatchServerSideEvents, SocketUser>;

function isAck(value: unknown): value is (response: MatchAck) => void {
  return typeof value === 'function';
}

/** Splits socket.io arguments into the payload and the acknowledgement callback, if any. */
function split(args: unknown[]): { payload: unknown; ack: ((response: MatchAck) => void) | undefined } {
  const last = args[args.length - 1];
  const ack = isAck(last) ? last : undefined;
  return { payload: ack && args.length === 1 ? undefined : args[0], ack };
}

/** The `seq` a resuming client last applied, or undefined (a whole number ≥ 0, else ignored). */
function readSeq(payload: unknown): number | undefined {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return undefined;
  const value: unknown = (payload as Record<string, unknown>).seq;
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined;
}

/** A match id from `{ [key]: "123" }` (a whole number is accepted too), or null. */
function readId(payload: unknown, key: 'id' | 'matchId'): string | null {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
  const value: unknown = (payload as Record<string, unknown>)[key];
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return String(value);
  if (typeof value === 'string' && MATCH_ID.test(value)) return value;
  return null;
}

/** Wires the namespace to the feed; returns the function that unwires the feed side. */
export function attachMatchSocket(
  nsp: MatchNamespace,
  feed: FeedService,
  options: {
    maxRooms?: number;
    /** The operator's sessions: sent with every snapshot, and whole to the room on every change. */
    manualSessions?: ManualSessions;
    /** Other API processes share the rooms (the Redis adapter): tell them of manual changes. */
    crossProcess?: boolean;
  } = {},
): () => void {
  const maxRooms = options.maxRooms ?? MAX_MATCH_ROOMS;
  const manual = options.manualSessions;
  /** The feed's snapshot of a match with its manual sessions added. */
  const snapshotOf = (id: string): MatchSnapshotMessage | undefined => {
    const message = feed.snapshotMessage(id);
    const sessions = manual?.forMatch(id) ?? [];
    // Left out when there are none: the snapshot is then the feed's own.
    if (!message || sessions.length === 0) return message;
    return { ...message, data: { ...message.data, sessionBettings: sessions } };
  };
  const sessionBettingsOf = (id: string, sessions: Market[]): MatchSessionBettingsMessage => ({
    type: 'sessionBettings',
    matchId: id,
    sessions,
  });

  nsp.on('connection', (socket) => {
    const matchRooms = () => [...socket.rooms].filter((r) => r.startsWith(MATCH_ROOM_PREFIX));
    let tokens = SNAPSHOT_BURST;
    let refilledAt = Date.now();
    const takeToken = (): boolean => {
      const now = Date.now();
      tokens = Math.min(SNAPSHOT_BURST, tokens + ((now - refilledAt) / 1000) * SNAPSHOT_RATE);
      refilledAt = now;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    };
    const TOO_MANY: MatchAck = { ok: false, message: 'Too many requests. Please try again in a moment.' };

    socket.on('matchRoom', (...args) => {
      const { payload, ack } = split(args);
      const id = readId(payload, 'id');
      if (id === null) return ack?.({ ok: false, message: 'matchRoom needs { id: "<match id>" } with a numeric id.' });
      const message = snapshotOf(id);
      if (!message) return ack?.({ ok: false, message: 'Match not found.' });
      const room = matchRoomName(id);
      if (!socket.rooms.has(room) && matchRooms().length >= maxRooms) {
        return ack?.({ ok: false, message: `You can follow at most ${maxRooms} matches at once.` });
      }
      const from = readSeq(payload);
      const deltas = from === undefined ? undefined : feed.deltasAfter(id, from);
      if (deltas) {
        // Resumed: only what the client missed (nothing, if it missed nothing).
        void socket.join(room);
        for (const delta of deltas) socket.emit(liveDataEvent(id), delta);
        // Manual sessions are outside the sequence: a resumed client gets them whole.
        if (manual) socket.emit(liveDataEvent(id), sessionBettingsOf(id, manual.forMatch(id)));
        return ack?.({ ok: true, seq: message.seq, resumed: true });
      }
      if (!takeToken()) return ack?.(TOO_MANY);
      void socket.join(room);
      socket.emit(liveDataEvent(id), message);
      ack?.({ ok: true, seq: message.seq });
    });

    socket.on('disconnectCricketData', (...args) => {
      const { payload, ack } = split(args);
      const id = readId(payload, 'matchId');
      if (id === null) return ack?.({ ok: false, message: 'disconnectCricketData needs { matchId: "<match id>" }.' });
      void socket.leave(matchRoomName(id));
      ack?.({ ok: true, seq: feed.seq(id) ?? 0 });
    });

    socket.on('leaveAll', (...args) => {
      const { ack } = split(args);
      for (const room of matchRooms()) void socket.leave(room);
      ack?.({ ok: true, seq: 0 });
    });

    socket.on('listRoom', (...args) => {
      const { ack } = split(args);
      if (!takeToken()) return ack?.(TOO_MANY);
      void socket.join(LIST_ROOM);
      const message = feed.listSnapshot();
      socket.emit('listData', message);
      ack?.({ ok: true, seq: message.seq });
    });

    socket.on('leaveList', (...args) => {
      const { ack } = split(args);
      void socket.leave(LIST_ROOM);
      ack?.({ ok: true, seq: 0 });
    });
  });

  // After the feed state was replaced by a snapshot, every room starts again from a snapshot.
  const detachResync = feed.onResync(() => {
    for (const room of nsp.adapter.rooms.keys()) {
      if (!room.startsWith(MATCH_ROOM_PREFIX)) continue;
      const id = room.slice(MATCH_ROOM_PREFIX.length);
      const message = snapshotOf(id);
      if (message) nsp.local.to(room).emit(liveDataEvent(id), message);
    }
    if (nsp.adapter.rooms.has(LIST_ROOM)) nsp.local.to(LIST_ROOM).emit('listData', feed.listSnapshot());
  });
  const detachTick = feed.onTick((tick: FeedTick) => {
    const rooms = nsp.adapter.rooms;
    for (const batch of tick.batches) {
      const room = matchRoomName(batch.matchId);
      if (!rooms.has(room)) continue;
      const delta: MatchDeltaMessage = {
        type: 'delta',
        matchId: batch.matchId,
        seq: batch.seq,
        changes: batch.changes,
      };
      nsp.local.to(room).emit(liveDataEvent(batch.matchId), delta);
    }
    if (tick.list && rooms.has(LIST_ROOM)) {
      const message: ListMessage = tick.list;
      nsp.local.to(LIST_ROOM).emit('listData', message);
    }
    for (const fixture of tick.added) nsp.local.emit('newMatchAdded', fixture);
  });
  // A manual session changed: its match's room gets the list whole, on this process and (through
  // the others reading the rows again) on every other one.
  const detachManual = manual?.listen((matchId, sessions, origin) => {
    const room = matchRoomName(matchId);
    if (nsp.adapter.rooms.has(room))
      nsp.local.to(room).emit(liveDataEvent(matchId), sessionBettingsOf(matchId, sessions));
    if (origin === 'here' && options.crossProcess) nsp.serverSideEmit('manualSessions', matchId);
  });
  if (manual && options.crossProcess) {
    nsp.on('manualSessions', (matchId: unknown) => {
      if (typeof matchId === 'string' && MATCH_ID.test(matchId)) void manual.reload(matchId).catch(() => undefined);
    });
  }
  return () => {
    detachTick();
    detachResync();
    detachManual?.();
  };
}
