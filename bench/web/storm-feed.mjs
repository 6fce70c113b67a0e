// The market feed of the P4 probe: a feed process as sim/feed's is (the simulator's world, numbered
// ticks, a snapshot, the Redis stream the API reads with FEED_SOURCE=redis), ticking every 20 ms,
// and, once asked, a price storm on some events (a match and the events whose markets its page
// shows): every tick then moves every price of theirs one step further (sizes stay), so each of
// their price cells changes `rate` times a second. The storm opens their markets that are not
// closed (and their suspended runners) and holds their prices: the simulator's own price changes
// for those events are left out while it blows.
//
// Run by bench/web/run.mjs as a child process with an IPC channel:
//   env REDIS_URL, FEED_PREFIX (the API's), FEED_SEED (the API's default when unset)
//   → { type: 'ready' } once the snapshot is stored
//   ← { type: 'storm', matchIds, rate }    → { type: 'storming', levels } (price levels it moves)
//   ← { type: 'stop' }                     → { type: 'stopped', updates, seconds } (keys deleted)
import { FeedSimulator, FeedState, RedisStreamTransport } from '@backlay/feed';
import { floorIndex, LADDER, SESSION_FAMILIES } from '@backlay/shared/sports';

/** The API's default feed seed (api/src/sports/config.ts): the same world as `npm start`'s. */
const SEED = Number(process.env.FEED_SEED || 20_260_110);
const SNAPSHOT_EVERY_MS = 5_000;
/** Milliseconds between ticks before the storm (during it: 1000 / rate). */
const BASE_TICK_MS = 20;
/** The storm's prices climb this many steps from where they started, then start again. */
const CYCLE = 50;

const transport = new RedisStreamTransport(process.env.REDIS_URL, { prefix: process.env.FEED_PREFIX });
const startMs = Date.now();
const sim = new FeedSimulator({ seed: SEED, startMs });
const state = FeedState.initial(
  sim.now,
  sim.fixtures().flatMap((f) => sim.snapshot(f.id) ?? []),
);
await transport.saveSnapshot(state.snapshot({ seed: SEED, startMs }));
let lastSnapshot = sim.now;

let storm = null;
let stormSeq = 1e12;
const stats = { updates: 0, since: 0 };

function marketsOf(view) {
  return [...view.tournament, ...SESSION_FAMILIES.flatMap((family) => view.apiSession[family])];
}

/**
 * A price `offset` steps from `base`: ladder ticks for decimal prices (downwards where the ladder
 * ends), units for rates and run lines.
 */
function moved(base, kind, offset) {
  if (kind !== 'decimal') return base + offset;
  const i = floorIndex(base);
  return LADDER[i + offset < LADDER.length ? i + offset : i - offset];
}

/**
 * The storm's changes for one tick: every level of every runner of every open market moves to its
 * price at the start of the storm plus `phase mod CYCLE` steps. Consecutive ticks always differ, and
 * so do any ticks fewer than CYCLE apart: however many of them a page folds into one frame, the
 * prices it shows change (an up-and-down step would cancel out in a frame that folds two).
 */
function stormChanges(at) {
  const offset = storm.phase % CYCLE;
  storm.phase += 1;
  const changes = [];
  for (const matchId of storm.matchIds) {
    const view = state.view(matchId);
    if (!view) continue;
    for (const market of marketsOf(view)) {
      if (market.status === 'CLOSED') continue;
      const levels = (runner, side) =>
        runner.ex[side].map((level, i) => {
          const key = `${market.id}/${runner.selectionId}/${side}/${i}`;
          if (!storm.base.has(key)) storm.base.set(key, level.price);
          return { level: i, price: moved(storm.base.get(key), market.priceKind, offset), size: level.size };
        });
      const runners = market.runners
        .filter((r) => r.status === 'ACTIVE' || r.status === 'SUSPENDED')
        .map((r) => ({
          selectionId: r.selectionId,
          ...(r.status === 'SUSPENDED' ? { status: 'ACTIVE' } : {}),
          back: levels(r, 'availableToBack'),
          lay: levels(r, 'availableToLay'),
        }));
      if (runners.length === 0) continue;
      const patch = { runners, ...(market.status !== 'OPEN' ? { status: 'OPEN' } : {}) };
      changes.push({ kind: 'market', matchId, marketId: market.id, patch, seq: stormSeq++, at });
    }
  }
  return changes;
}

/** The price levels the storm moves. */
function levelsOf(matchIds) {
  let levels = 0;
  for (const matchId of matchIds) {
    const view = state.view(matchId);
    if (!view) continue;
    for (const market of marketsOf(view)) {
      if (market.status === 'CLOSED') continue;
      for (const r of market.runners) {
        if (r.status === 'ACTIVE' || r.status === 'SUSPENDED') {
          levels += r.ex.availableToBack.length + r.ex.availableToLay.length;
        }
      }
    }
  }
  return levels;
}

function tick() {
  const at = Math.max(Date.now(), sim.now);
  let changes = sim.advanceTo(at);
  if (storm) {
    // The storm holds the events' prices: the simulator's own price changes for them are left out.
    changes = changes.filter((c) => !(c.kind === 'market' && storm.matchIds.includes(c.matchId)));
    changes.push(...stormChanges(at));
    stats.updates += 1;
  }
  const message = state.ingest(at, changes);
  if (message) transport.publish(message).catch((error) => console.error('storm feed: publish failed', error));
  if (at - lastSnapshot >= SNAPSHOT_EVERY_MS) {
    lastSnapshot = at;
    transport
      .saveSnapshot(state.snapshot({ seed: SEED, startMs }))
      .catch((error) => console.error('storm feed: snapshot failed', error));
  }
}

// A tick every interval on a fixed schedule (a late tick does not push the next ones back).
let interval = BASE_TICK_MS;
let next = performance.now();
let timer = null;
function loop() {
  tick();
  next += interval;
  const wait = next - performance.now();
  if (wait < -interval * 5) next = performance.now();
  timer = setTimeout(loop, Math.max(0, wait));
}
loop();

process.on('message', async (message) => {
  if (message.type === 'storm') {
    interval = 1000 / message.rate;
    next = performance.now();
    storm = { matchIds: message.matchIds, phase: 1, base: new Map() };
    stats.updates = 0;
    stats.since = performance.now();
    process.send({ type: 'storming', levels: levelsOf(message.matchIds) });
  } else if (message.type === 'stop') {
    clearTimeout(timer);
    const seconds = (performance.now() - stats.since) / 1000;
    await transport.reset().catch(() => undefined);
    await transport.close();
    process.send({ type: 'stopped', updates: stats.updates, seconds }, () => process.exit(0));
  }
});
process.send({ type: 'ready' });
