/**
 * The in-process transport: the embedded default (`npm start`, no Redis). Ticks are delivered to
 * subscribers synchronously inside `publish`, so a test that advances the feed reads the result at
 * once. The last ticks are kept for late subscribers; the snapshot is kept in memory and, given a
 * file, written there too, so a restarted process continues the same markets.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync, existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { isSnapshot, type FeedSnapshot, type FeedTickMessage } from './messages.js';
import type { FeedTransport, Subscription, TickHandlers } from './transport.js';

export interface MemoryTransportOptions {
  /** Ticks kept for subscribers that start behind (default 2,400: ten minutes of ticks). */
  keep?: number;
  /** Where snapshots are written (and read at start); none: memory only. */
  snapshotFile?: string;
}

export class MemoryTransport implements FeedTransport {
  private readonly log: FeedTickMessage[] = [];
  private readonly keep: number;
  private readonly file: string | undefined;
  private snapshot: FeedSnapshot | null = null;
  private readonly subscribers = new Set<TickHandlers>();

  constructor(options: MemoryTransportOptions = {}) {
    this.keep = options.keep ?? 2_400;
    this.file = options.snapshotFile;
  }

  publish(message: FeedTickMessage): Promise<void> {
    this.log.push(message);
    if (this.log.length > this.keep) this.log.splice(0, this.log.length - this.keep);
    for (const s of this.subscribers) {
      try {
        s.tick(message);
      } catch (error) {
        s.error?.(error);
      }
    }
    return Promise.resolve();
  }

  saveSnapshot(snapshot: FeedSnapshot): Promise<void> {
    this.snapshot = snapshot;
    if (this.file) {
      mkdirSync(dirname(this.file), { recursive: true });
      const partial = `${this.file}.partial`;
      writeFileSync(partial, JSON.stringify(snapshot));
      renameSync(partial, this.file);
    }
    return Promise.resolve();
  }

  loadSnapshot(): Promise<FeedSnapshot | null> {
    if (!this.snapshot && this.file && existsSync(this.file)) {
      try {
        const parsed: unknown = JSON.parse(readFileSync(this.file, 'utf8'));
        if (isSnapshot(parsed)) this.snapshot = parsed;
      } catch {
        // An unreadable file is no snapshot: the feed starts afresh.
      }
    }
    return Promise.resolve(this.snapshot);
  }

  ticksAfter(afterTick: number): Promise<FeedTickMessage[]> {
    return Promise.resolve(this.log.filter((m) => m.tick > afterTick));
  }

  subscribe(afterTick: number, handlers: TickHandlers): Subscription {
    for (const m of this.log) if (m.tick > afterTick) handlers.tick(m);
    this.subscribers.add(handlers);
    return {
      close: () => {
        this.subscribers.delete(handlers);
        return Promise.resolve();
      },
    };
  }

  close(): Promise<void> {
    this.subscribers.clear();
    return Promise.resolve();
  }
}
