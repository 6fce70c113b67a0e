/**
 * The card socket (namespace CARD_NAMESPACE, behind the session-token check):
 * - `cardRoom {type}` joins `card:<type>` and answers that socket with a `cardData` snapshot; the
 *   room then gets a snapshot whenever the table changes (a window opens or closes, a card shows,
 *   a result lands, a new round starts) and `cardResult` when a round settles.
 * - `leaveCardRoom {type}` leaves.
 * A table runs rounds while its room has sockets on this instance. Bad payloads are answered
 * through the acknowledgement when there is one, and otherwise ignored.
 */
import type { Namespace } from 'socket.io';
import { isCardTableCode, type CardAck, type CardServerEvents } from '@backlay/shared/cards';
import type { SocketUser } from '../realtime/hub.js';
import type { CardTables } from './engine.js';

export const cardRoomName = (code: string) => `card:${code}`;
/** Tables one socket may follow at once. */
export const MAX_CARD_ROOMS = 8;

type Inbound = (...args: unknown[]) => void;

export interface CardInboundEvents {
  cardRoom: Inbound;
  leaveCardRoom: Inbound;
}

export type CardNamespace = Namespace<CardInboundEvents, CardServerEvents, Record<string, never>, SocketUser>;

function split(args: unknown[]): { payload: unknown; ack: ((reply: CardAck) => void) | undefined } {
  const last = args[args.length - 1];
  const ack = typeof last === 'function' ? (last as (reply: CardAck) => void) : undefined;
  return { payload: ack && args.length === 1 ? undefined : args[0], ack };
}

function readType(payload: unknown): string | null {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
  const value: unknown = (payload as Record<string, unknown>).type;
  return typeof value === 'string' && isCardTableCode(value) ? value : null;
}

export function attachCardSocket(nsp: CardNamespace, tables: CardTables, now: () => number): () => void {
  const count = (code: string) => nsp.adapter.rooms.get(cardRoomName(code))?.size ?? 0;
  const recount = (code: string) => {
    const table = tables.table(code);
    if (!table) return;
    table.watchers = count(code);
    // Leaving keeps the table running for IDLE_MS, so a quick reload finds the same round.
    table.touch(now());
  };

  nsp.on('connection', (socket) => {
    const joined = new Set<string>();
    socket.on('cardRoom', (...args) => {
      const { payload, ack } = split(args);
      const code = readType(payload);
      if (code === null)
        return ack?.({ ok: false, message: 'cardRoom needs { type: "<table code>" } naming a card table.' });
      if (!joined.has(code) && joined.size >= MAX_CARD_ROOMS)
        return ack?.({ ok: false, message: `You can follow at most ${MAX_CARD_ROOMS} tables at once.` });
      joined.add(code);
      void socket.join(cardRoomName(code));
      recount(code);
      tables
        .watch(code)
        .then((table) => {
          if (!table) return;
          const snapshot = table.snapshot(now());
          socket.emit('cardData', snapshot);
          ack?.({ ok: true, seq: snapshot.seq });
        })
        .catch(() => ack?.({ ok: false, message: 'The table is not available right now. Please try again.' }));
    });
    socket.on('leaveCardRoom', (...args) => {
      const { payload } = split(args);
      const code = readType(payload);
      if (code === null || !joined.has(code)) return;
      joined.delete(code);
      void socket.leave(cardRoomName(code));
      recount(code);
    });
    socket.on('disconnect', () => {
      for (const code of joined) recount(code);
    });
  });

  return tables.listen({
    snapshot: (code, snapshot) => {
      if (count(code) > 0) nsp.local.to(cardRoomName(code)).emit('cardData', snapshot);
    },
    result: (code, record) => {
      if (count(code) > 0) nsp.local.to(cardRoomName(code)).emit('cardResult', { gameType: code, result: record });
    },
  });
}
