/**
 * The expert socket (namespace EXPERT_NAMESPACE, behind the session-token check): the marquee, the
 * banners and the blinking tabs, as the operator sets them, pushed to every open screen.
 *
 * - A socket gets a snapshot of all of it when it connects (and again on a reconnect).
 * - A text the operator sets goes to every socket of every API process at once (`pushText`: with
 *   Redis, the adapter carries it to the other processes' sockets).
 * - The tabs change with play (a match going in play or finishing) and with the operator's choice:
 *   each process works them out from its own feed and the stored choice every `intervalMs`, and
 *   tells its own sockets when they changed; the operator's call also pushes the new tabs at once.
 *
 * The operator's texts live in `notifications` (type `marquee`, `banner1`…`banner9`); the chosen
 * tabs in the same table under the type `blinkingTabs`, as match ids separated by commas (empty:
 * in-play cricket).
 */
import { eq, inArray } from 'drizzle-orm';
import type { Namespace } from 'socket.io';
import {
  EXPERT_NAMESPACE,
  EXPERT_TEXT_TYPES,
  type ExpertClientEvents,
  type ExpertServerEvents,
  type ExpertText,
} from '@backlay/shared/realtime-protocol';
import type { Db } from '../db/client.js';
import { notifications } from '../db/schema.js';
import type { FeedService } from '../sports/feedService.js';
import { blinkingTabs, type BlinkingTabRow } from '../sports/catalog.js';
import type { RealtimeHub, SocketUser } from './hub.js';

export type ExpertNamespace = Namespace<ExpertClientEvents, ExpertServerEvents, Record<string, never>, SocketUser>;

/** The `notifications` row holding the operator's chosen tabs. */
export const CHOSEN_TABS_TYPE = 'blinkingTabs';
/** How often each process works the tabs out again, unless told otherwise. */
export const TABS_CHECK_MS = 5_000;

/** The expert namespace of the hub, typed with its events. */
export function expertNamespace(hub: RealtimeHub): ExpertNamespace {
  return hub.namespace(EXPERT_NAMESPACE);
}

/** Every operator text that is set, in the order of EXPERT_TEXT_TYPES. */
export async function readTexts(db: Db): Promise<ExpertText[]> {
  const rows = await db
    .select({ type: notifications.type, value: notifications.value })
    .from(notifications)
    .where(inArray(notifications.type, [...EXPERT_TEXT_TYPES]));
  const byType = new Map(rows.map((r) => [r.type, r.value]));
  return EXPERT_TEXT_TYPES.filter((type) => byType.has(type)).map((type) => ({ type, value: byType.get(type) ?? '' }));
}

/** The match ids the operator chose for the tabs, in order; empty for none. */
export async function readChosenTabs(db: Db): Promise<string[]> {
  const [row] = await db
    .select({ value: notifications.value })
    .from(notifications)
    .where(eq(notifications.type, CHOSEN_TABS_TYPE));
  return (row?.value ?? '').split(',').filter((id) => id.length > 0);
}

export async function writeChosenTabs(db: Db, matchIds: readonly string[], at: Date): Promise<void> {
  const value = matchIds.join(',');
  await db
    .insert(notifications)
    .values({ type: CHOSEN_TABS_TYPE, value, updatedAt: at })
    .onConflictDoUpdate({ target: notifications.type, set: { value, updatedAt: at } });
}

/** The tabs as GET /expert/blinkingTabs and the socket give them now. */
export async function currentTabs(db: Db, feed: FeedService): Promise<BlinkingTabRow[]> {
  return blinkingTabs(feed.fixtures(), await readChosenTabs(db));
}

/** A text the operator set, to every socket of every process. */
export function pushText(hub: RealtimeHub, text: ExpertText): void {
  expertNamespace(hub).emit('expertData', { type: 'text', text });
}

/** The tabs after the operator's choice, to every socket of every process. */
export function pushTabs(hub: RealtimeHub, tabs: BlinkingTabRow[]): void {
  expertNamespace(hub).emit('expertData', { type: 'blinkingTabs', blinkingTabs: tabs });
}

export interface ExpertSocketOptions {
  db: Db;
  feed: FeedService;
  intervalMs?: number;
  onError?: (error: unknown) => void;
}

/** Serves the expert namespace: snapshots on connect, the tabs as they change. Returns the undo. */
export function attachExpertSocket(nsp: ExpertNamespace, options: ExpertSocketOptions): () => void {
  const { db, feed } = options;
  const report = options.onError ?? (() => undefined);
  let last = '';

  nsp.on('connection', (socket) => {
    Promise.all([readTexts(db), currentTabs(db, feed)])
      .then(([texts, tabs]) => {
        if (socket.connected) socket.emit('expertData', { type: 'snapshot', texts, blinkingTabs: tabs });
      })
      .catch(report);
  });

  let checking = false;
  const check = () => {
    if (checking || nsp.sockets.size === 0) return;
    checking = true;
    currentTabs(db, feed)
      .then((tabs) => {
        const text = JSON.stringify(tabs);
        // The sockets' snapshots may predate this check: the first one repeats the tabs, harmlessly.
        if (text !== last) nsp.local.emit('expertData', { type: 'blinkingTabs', blinkingTabs: tabs });
        last = text;
      })
      .catch(report)
      .finally(() => (checking = false));
  };
  const timer = setInterval(check, options.intervalMs ?? TABS_CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
