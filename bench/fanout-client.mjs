// One load-generator process of the fan-out benchmark (bench/fanout.mjs starts several): opens
// socket clients on the API processes, each following some matches, and a reader of the feed's
// Redis stream. For each (match, seq) it notes when the feed's tick reached this process and when
// each client received the delta, so latency is feed → client on one clock. Writes its figures as JSON to the file it is given.
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

const require = createRequire(new URL('../api/package.json', import.meta.url));
const { io } = require('socket.io-client');
const requireFeed = createRequire(new URL('../sim/feed/package.json', import.meta.url));
const { Redis } = requireFeed('ioredis');

const { urls, token, matches, clients, perClient, seconds, redisUrl, prefix, offset, out } = JSON.parse(
  process.argv[2],
);

const published = new Map(); // `${matchId}:${seq}` → ms the tick reached this process
const watched = new Set(matches);
const reader = new Redis(redisUrl);
let last = '$';
let reading = true;
void (async () => {
  while (reading) {
    const reply = await reader.xread('BLOCK', 1000, 'STREAMS', `${prefix}:ticks`, last).catch(() => null);
    const now = performance.now();
    for (const [, entries] of reply ?? []) {
      for (const [id, fields] of entries) {
        last = id;
        const m = JSON.parse(fields[1]);
        for (const b of m.batches) if (watched.has(b.matchId)) published.set(`${b.matchId}:${b.seq}`, now);
      }
    }
  }
})();

const received = []; // [key, ms]
const deltaBytes = [];
const snapshotBytes = [];
const snapshotOf = new Map(); // matchId → bytes of its last snapshot
const shares = []; // a delta's bytes / its match's snapshot bytes
let messages = 0;
let measuring = false;
const sockets = [];
for (let i = 0; i < clients; i++) {
  const url = urls[(offset + i) % urls.length];
  const s = io(`${url}/match`, { transports: ['websocket'], auth: { token }, forceNew: true, reconnection: false });
  sockets.push(s);
  const follow = [];
  for (let k = 0; k < perClient; k++) follow.push(matches[(offset + i * perClient + k) % matches.length]);
  s.on('connect', () => {
    for (const id of follow) s.emit('matchRoom', { id });
  });
  s.onAny((event, message) => {
    if (!event.startsWith('liveData')) return;
    if (message.type === 'snapshot') {
      const bytes = JSON.stringify(message).length;
      snapshotOf.set(message.matchId, bytes);
      if (snapshotBytes.length < 500) snapshotBytes.push(bytes);
      return;
    }
    if (!measuring) return;
    messages += 1;
    received.push([`${message.matchId}:${message.seq}`, performance.now()]);
    if (deltaBytes.length < 20_000) {
      const bytes = JSON.stringify(message).length;
      deltaBytes.push(bytes);
      const whole = snapshotOf.get(message.matchId);
      if (whole) shares.push(bytes / whole);
    }
  });
}
// Joined and warmed up, then measured for `seconds`.
await new Promise((resolve) => setTimeout(resolve, 5_000));
measuring = true;
const started = performance.now();
await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
measuring = false;
const elapsed = (performance.now() - started) / 1000;
await new Promise((resolve) => setTimeout(resolve, 1_000));
reading = false;
const latencies = [];
let unmatched = 0;
for (const [key, at] of received) {
  const t = published.get(key);
  if (t === undefined) unmatched += 1;
  else latencies.push(at - t);
}
const connected = sockets.filter((s) => s.connected).length;
for (const s of sockets) s.disconnect();
reader.disconnect();
writeFileSync(
  out,
  JSON.stringify({ connected, messages, elapsed, latencies, unmatched, deltaBytes, snapshotBytes, shares }),
);
process.exit(0);
