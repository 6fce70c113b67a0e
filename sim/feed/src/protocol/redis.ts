/**
 * The Redis transport: ticks are entries of a Redis stream whose ids are the tick numbers
 * (`<tick>-0`), so "everything after tick n" is one XREAD from `n-0` and a replay is an XRANGE; the
 * snapshot is one key beside it. The stream is trimmed to about `maxLen` entries (the feed writes a
 * snapshot far more often than that, so a reader that starts from the snapshot finds every tick
 * after it).
 */
import { Redis } from 'ioredis';
import { isSnapshot, isTickMessage, type FeedSnapshot, type FeedTickMessage } from './messages.js';
import type { FeedTransport, Subscription, TickHandlers } from './transport.js';

export interface RedisStreamOptions {
  /** Prefix of the keys (default `backlay:feed`): `<prefix>:ticks` and `<prefix>:snapshot`. */
  prefix?: string;
  /** Ticks kept in the stream (approximately; default 20,000, over an hour of ticks). */
  maxLen?: number;
  /** How long one blocking read waits before it asks again (ms). */
  blockMs?: number;
}

type StreamEntry = [id: string, fields: string[]];

function parseEntry([, fields]: StreamEntry): FeedTickMessage | null {
  const at = fields.indexOf('m');
  const text = at >= 0 ? fields[at + 1] : undefined;
  if (text === undefined) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return isTickMessage(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class RedisStreamTransport implements FeedTransport {
  private readonly redis: Redis;
  private readonly stream: string;
  private readonly snapshotKey: string;
  private readonly maxLen: number;
  private readonly blockMs: number;
  /** Open subscriptions: their blocking connection and how to stop their loop. */
  private readonly readers = new Map<Redis, () => void>();
  private closed = false;

  constructor(url: string, options: RedisStreamOptions = {}) {
    this.redis = new Redis(url, { maxRetriesPerRequest: null, lazyConnect: false });
    this.redis.on('error', () => undefined);
    const prefix = options.prefix ?? 'backlay:feed';
    this.stream = `${prefix}:ticks`;
    this.snapshotKey = `${prefix}:snapshot`;
    this.maxLen = options.maxLen ?? 20_000;
    this.blockMs = options.blockMs ?? 2_000;
  }

  async publish(message: FeedTickMessage): Promise<void> {
    await this.redis.xadd(
      this.stream,
      'MAXLEN',
      '~',
      String(this.maxLen),
      `${message.tick}-0`,
      'm',
      JSON.stringify(message),
    );
  }

  async saveSnapshot(snapshot: FeedSnapshot): Promise<void> {
    await this.redis.set(this.snapshotKey, JSON.stringify(snapshot));
  }

  async loadSnapshot(): Promise<FeedSnapshot | null> {
    const text = await this.redis.get(this.snapshotKey);
    if (text === null) return null;
    try {
      const parsed: unknown = JSON.parse(text);
      return isSnapshot(parsed) ? parsed : null;
    } catch {
      return null;
    }
  }

  async ticksAfter(afterTick: number): Promise<FeedTickMessage[]> {
    const out: FeedTickMessage[] = [];
    let from = `${afterTick + 1}-0`;
    for (;;) {
      const entries = (await this.redis.xrange(this.stream, from, '+', 'COUNT', 1000)) as StreamEntry[];
      for (const e of entries) {
        const m = parseEntry(e);
        if (m) out.push(m);
      }
      const last = entries[entries.length - 1];
      if (entries.length < 1000 || !last) return out;
      from = `(${last[0]}`;
    }
  }

  subscribe(afterTick: number, handlers: TickHandlers): Subscription {
    const reader = this.redis.duplicate({ maxRetriesPerRequest: null });
    reader.on('error', () => undefined);
    let closed = this.closed;
    this.readers.set(reader, () => {
      closed = true;
    });
    let last = afterTick;
    const loop = async () => {
      while (!closed) {
        try {
          const reply = await reader.xread('COUNT', 1000, 'BLOCK', this.blockMs, 'STREAMS', this.stream, `${last}-0`);
          for (const [, entries] of reply ?? []) {
            for (const e of entries) {
              // A read answered after close() delivers nothing more.
              if (closed) return;
              const m = parseEntry(e);
              if (!m) continue;
              last = m.tick;
              try {
                handlers.tick(m);
              } catch (error) {
                handlers.error?.(error);
              }
            }
          }
        } catch (error) {
          if (closed) return;
          handlers.error?.(error);
          await sleep(250);
        }
      }
    };
    void loop();
    return {
      close: async () => {
        closed = true;
        this.readers.delete(reader);
        reader.disconnect();
        await Promise.resolve();
      },
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const [r, stop] of this.readers) {
      stop();
      r.disconnect();
    }
    this.readers.clear();
    await this.redis.quit().catch(() => undefined);
  }

  /** Deletes the stream and the snapshot (tests, and an operator starting a new feed world). */
  async reset(): Promise<void> {
    await this.redis.del(this.stream, this.snapshotKey);
  }
}
