/**
 * One suite, every transport: the in-process one always, the Redis stream when TEST_REDIS_URL is
 * set (CI sets it). What a reader relies on: order, replay from any tick still kept, live delivery,
 * the snapshot beside the log, and several readers seeing the same ticks.
 */
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROTOCOL_VERSION, type FeedSnapshot, type FeedTickMessage } from './messages.js';
import { MemoryTransport } from './memory.js';
import { RedisStreamTransport } from './redis.js';
import type { FeedTransport } from './transport.js';

const tickOf = (tick: number): FeedTickMessage => ({
  v: PROTOCOL_VERSION,
  tick,
  at: 1_000 + tick * 250,
  batches: [{ matchId: String(tick % 3), seq: tick, changes: [] }],
  list: null,
});

const snapshotAt = (tick: number): FeedSnapshot => ({
  v: PROTOCOL_VERSION,
  tick,
  at: 1_000 + tick * 250,
  seed: 5,
  startMs: 1_000,
  listSeq: 0,
  matches: [],
  results: [],
});

/** Resolves once `check` holds (live delivery over Redis is asynchronous). */
async function until(check: () => boolean, ms = 3_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting for ticks');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const kinds: [string, () => FeedTransport][] = [['in-process', () => new MemoryTransport({ keep: 100 })]];
const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  kinds.push([
    'Redis stream',
    () => new RedisStreamTransport(redisUrl, { prefix: `test:feed:${randomBytes(6).toString('hex')}`, blockMs: 200 }),
  ]);
}

for (const [name, make] of kinds) {
  describe(`feed transport: ${name}`, () => {
    const open: FeedTransport[] = [];
    const create = () => {
      const t = make();
      open.push(t);
      return t;
    };
    after(async () => {
      for (const t of open) {
        if (t instanceof RedisStreamTransport) await t.reset();
        await t.close();
      }
    });

    test('no snapshot until one is saved; the latest saved one is loaded', async () => {
      const t = create();
      assert.equal(await t.loadSnapshot(), null);
      await t.saveSnapshot(snapshotAt(3));
      await t.saveSnapshot(snapshotAt(7));
      assert.deepEqual(await t.loadSnapshot(), snapshotAt(7));
    });

    test('published ticks are kept in order and replayed after any tick', async () => {
      const t = create();
      for (let i = 1; i <= 30; i++) await t.publish(tickOf(i));
      assert.deepEqual(
        (await t.ticksAfter(0)).map((m) => m.tick),
        Array.from({ length: 30 }, (_, i) => i + 1),
      );
      assert.deepEqual(
        (await t.ticksAfter(25)).map((m) => m.tick),
        [26, 27, 28, 29, 30],
      );
      assert.deepEqual(await t.ticksAfter(30), []);
      assert.deepEqual((await t.ticksAfter(12))[0], tickOf(13), 'a tick comes back as it was published');
    });

    test('a subscriber gets the kept ticks after its position, then live ones, in order; two subscribers the same', async () => {
      const t = create();
      for (let i = 1; i <= 10; i++) await t.publish(tickOf(i));
      const a: number[] = [];
      const b: number[] = [];
      const subA = t.subscribe(4, { tick: (m) => a.push(m.tick) });
      const subB = t.subscribe(0, { tick: (m) => b.push(m.tick) });
      await until(() => a.length === 6 && b.length === 10);
      for (let i = 11; i <= 60; i++) await t.publish(tickOf(i));
      await until(() => a.length === 56 && b.length === 60);
      assert.deepEqual(
        a,
        Array.from({ length: 56 }, (_, i) => i + 5),
      );
      assert.deepEqual(b.slice(4), a, 'both readers see the same ticks in the same order');
      await subA.close();
      await t.publish(tickOf(61));
      await until(() => b.length === 61);
      assert.equal(a.length, 56, 'a closed subscription hears nothing more');
      await subB.close();
    });

    test('a subscriber that throws is told through its error handler and keeps receiving', async () => {
      const t = create();
      const got: number[] = [];
      const errors: unknown[] = [];
      const sub = t.subscribe(0, {
        tick: (m) => {
          got.push(m.tick);
          if (m.tick === 2) throw new Error('reader failed');
        },
        error: (e) => errors.push(e),
      });
      for (let i = 1; i <= 3; i++) await t.publish(tickOf(i));
      await until(() => got.length === 3);
      assert.equal(errors.length, 1);
      await sub.close();
    });
  });
}

describe('feed transport: in-process snapshot file', () => {
  test('a snapshot written to a file is what a new transport on that file loads', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'feed-')), 'feed.json');
    await new MemoryTransport({ snapshotFile: file }).saveSnapshot(snapshotAt(42));
    assert.deepEqual(await new MemoryTransport({ snapshotFile: file }).loadSnapshot(), snapshotAt(42));
  });
});
