/**
 * How ticks and snapshots travel from the feed to the API processes. Two implementations speak
 * the same contract and run the same test suite: `MemoryTransport` (one process, the embedded
 * default) and `RedisStreamTransport` (a Redis stream for the ticks, a key for the snapshot).
 *
 * Transports carry and keep; they do not judge. Ordering and gaps are the reader's business: it
 * applies tick n+1 after n, ignores ticks it has, and reloads the snapshot on a gap.
 */
import type { FeedSnapshot, FeedTickMessage } from './messages.js';

export interface TickHandlers {
  /** Every tick after the one subscribed from, in order. */
  tick(message: FeedTickMessage): void;
  /** The transport failed (a reader keeps what it has and is resubscribed by the transport). */
  error?(error: unknown): void;
}

export interface Subscription {
  close(): Promise<void>;
}

export interface FeedTransport {
  /** Appends one tick to the log; resolves once it is stored. */
  publish(message: FeedTickMessage): Promise<void>;
  /** Stores the latest snapshot (replacing the previous one). */
  saveSnapshot(snapshot: FeedSnapshot): Promise<void>;
  /** The latest snapshot, or null when none was stored yet. */
  loadSnapshot(): Promise<FeedSnapshot | null>;
  /** The ticks still kept after `afterTick`, oldest first. */
  ticksAfter(afterTick: number): Promise<FeedTickMessage[]>;
  /** Delivers every tick after `afterTick`, those kept first, then new ones as they are published. */
  subscribe(afterTick: number, handlers: TickHandlers): Subscription;
  close(): Promise<void>;
}
