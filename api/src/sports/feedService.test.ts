/**
 * FeedService, the API's reader of the feed log: it applies ticks in order, keeps the last deltas
 * of each match for clients that resume, reloads the snapshot after a gap, and keeps one failing
 * subscriber from stopping the others.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  FeedPublisher,
  MemoryTransport,
  type FeedSnapshot,
  type FeedTickMessage,
  type FeedTransport,
  type TickHandlers,
} from '@backlay/feed';
import { FeedService, REPLAY_DELTAS } from './feedService.js';

const START = Date.UTC(2026, 10, 21, 12, 0, 0);
const json = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

async function embedded(seed: number, onError?: (e: unknown) => void) {
  const transport = new MemoryTransport();
  const publisher = await FeedPublisher.open({ transport, seed, startMs: START });
  return { publisher, feed: FeedService.embedded(publisher, transport, onError) };
}

describe('FeedService', () => {
  test('it holds what the feed holds, and the simulator agrees', async () => {
    const { publisher, feed } = await embedded(7);
    feed.advanceTo(START + 2 * 60_000);
    assert.equal(feed.tick, publisher.state.tick);
    for (const v of feed.views()) {
      assert.deepEqual(json(v), json(feed.snapshot(v.id)), v.id);
      assert.equal(feed.seq(v.id), publisher.state.seq(v.id));
    }
    assert.deepEqual(json(feed.listSnapshot().rows), json(publisher.state.listRows()));
  });

  test('the deltas after a seq are served while kept; older ones need a snapshot', async () => {
    const { feed } = await embedded(8);
    feed.advanceTo(START + 5 * 60_000);
    const busy = feed.views().reduce((a, b) => ((feed.seq(a.id) ?? 0) >= (feed.seq(b.id) ?? 0) ? a : b));
    const seq = feed.seq(busy.id) ?? 0;
    assert.ok(seq > REPLAY_DELTAS + 5, `a busy match (${seq} batches)`);
    assert.deepEqual(feed.deltasAfter(busy.id, seq), [], 'nothing missed');
    const recent = feed.deltasAfter(busy.id, seq - 3);
    assert.deepEqual(
      recent?.map((d) => d.seq),
      [seq - 2, seq - 1, seq],
    );
    assert.equal(feed.deltasAfter(busy.id, seq - REPLAY_DELTAS - 1), undefined, 'too old: a snapshot');
    assert.equal(feed.deltasAfter(busy.id, seq + 1), undefined, 'ahead of the feed: a snapshot');
    assert.equal(feed.deltasAfter('999999', 0), undefined);
  });

  test('a failing subscriber is reported and does not stop the others', async () => {
    const errors: unknown[] = [];
    const { feed } = await embedded(5, (e) => errors.push(e));
    let heard = 0;
    feed.onTick(() => {
      throw new Error('boom');
    });
    feed.onTick(() => (heard += 1));
    feed.advanceTo(START + 5_000);
    assert.ok(heard > 0);
    assert.equal(errors.length, heard);
  });

  for (const lostFromLog of [false, true]) {
    const what = lostFromLog
      ? 'a tick missing from the log (a failed publish) makes the reader load the snapshot written after it'
      : 'a tick lost on the way but kept in the log is read again from the log';
    test(what, async (t) => {
      const source = new MemoryTransport();
      const publisher = await FeedPublisher.open({ transport: source, seed: 9, startMs: START });
      let drop = 0;
      const lossy: FeedTransport = {
        publish: (m) => source.publish(m),
        saveSnapshot: (s) => source.saveSnapshot(s),
        loadSnapshot: () => source.loadSnapshot(),
        ticksAfter: async (n) => (await source.ticksAfter(n)).filter((m) => !lostFromLog || m.tick !== drop),
        subscribe: (n, h: TickHandlers) =>
          source.subscribe(n, {
            tick: (m: FeedTickMessage) => {
              if (m.tick !== drop) h.tick(m);
            },
          }),
        close: () => source.close(),
      };
      const feed = await FeedService.remote(lossy, { waitMs: 1_000 });
      t.after(() => feed.close());
      const resyncs: FeedSnapshot[] = [];
      feed.onResync((s) => resyncs.push(s));
      publisher.advanceTo(START + 10_000);
      assert.equal(feed.tick, publisher.state.tick, 'in step before the loss');
      drop = publisher.state.tick + 2;
      publisher.advanceTo(START + 15_000);
      assert.ok(publisher.state.tick > drop, 'ticks after the lost one');
      assert.equal(feed.resyncCount, 1, 'the gap is seen');
      await publisher.saveSnapshot();
      for (let i = 0; i < 200 && feed.tick !== publisher.state.tick; i++) await new Promise((r) => setTimeout(r, 10));
      assert.equal(feed.tick, publisher.state.tick, 'in step again');
      assert.equal(resyncs.length, lostFromLog ? 1 : 0, lostFromLog ? 'from the snapshot' : 'no snapshot needed');
      publisher.advanceTo(START + 16_000);
      assert.equal(feed.tick, publisher.state.tick, 'and it follows the next ticks');
      for (const v of feed.views()) assert.deepEqual(json(v), json(publisher.simulatorSnapshot(v.id)), v.id);
    });
  }

  test('a remote feed cannot be advanced from the API', async () => {
    const transport = new MemoryTransport();
    await FeedPublisher.open({ transport, seed: 3, startMs: START });
    const feed = await FeedService.remote(transport, { waitMs: 100 });
    assert.throws(() => feed.advanceTo(START + 1_000), /own process/);
    assert.ok(feed.views().length > 100, 'the snapshot was loaded');
  });
});
