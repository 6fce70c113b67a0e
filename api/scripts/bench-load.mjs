// The load side of the bet placement bench, in its own process so the clients do not share the
// API's event loop. Reads its job as JSON on stdin, prints what it measured as JSON on stdout.
//
// Every request places one bet with a new idempotency key, on the next wallet in turn (a counter
// shared by all the clients), over keep-alive HTTP with at most `clients` connections.
//
// - mode "closed": `clients` loops, each sending its next request when the last one is answered,
//   for warmupSeconds + seconds; the most the API does with that many clients.
// - mode "open": requests sent on a fixed schedule of `rate` a second whatever the answers, each
//   one's latency measured from the moment it was due (so a slow answer delays no measurement).
//   A request waits for a free connection when all are busy; that wait counts in its latency.
import http from 'node:http';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const job = JSON.parse(Buffer.concat(chunks).toString());

const base = new URL(job.base);
const agent = new http.Agent({ keepAlive: true, maxSockets: job.clients });
const latencies = [];
const statuses = {};
const errors = [];
let completed = 0;
let next = 0;
/** Bets made in each second from the start, the warm-up included. */
const timeline = [];

function place() {
  const n = next++;
  const token = job.tokens[n % job.tokens.length];
  const body = JSON.stringify({ ...job.body, idempotencyKey: `${job.stamp}-${n}` });
  return new Promise((resolve) => {
    const req = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        path: job.path,
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(String(res.statusCode)));
        res.on('error', (error) => fail(error, resolve));
      },
    );
    req.on('error', (error) => fail(error, resolve));
    req.end(body);
  });
}

function fail(error, resolve) {
  if (errors.length < 5) errors.push(error.message);
  resolve('error');
}

function record(status, t0, t1, from, until) {
  if (status === '201') {
    const second = Math.floor((t1 - started) / 1000);
    while (timeline.length <= second) timeline.push(0);
    timeline[second]++;
    if (t1 >= from && t1 <= until) completed++;
  }
  if (t0 < from) return;
  latencies.push(t1 - t0);
  statuses[status] = (statuses[status] ?? 0) + 1;
}

const started = performance.now();
const from = started + (job.warmupSeconds ?? 0) * 1000;
const until = from + job.seconds * 1000;
const extra = {};

if (job.mode === 'closed') {
  await Promise.all(
    Array.from({ length: job.clients }, async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        const status = await place();
        record(status, t0, performance.now(), from, until);
      }
    }),
  );
} else if (job.mode === 'open') {
  const interval = 1000 / job.rate;
  const pending = [];
  let sent = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  const send = (due) => {
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    sent++;
    pending.push(
      place().then((status) => {
        inFlight--;
        record(status, due, performance.now(), from, until);
      }),
    );
  };
  // Each turn of the timer sends every request due by then (a timer fires a millisecond late at
  // best: that delay counts in the latency, as it should), then sleeps until the next is due.
  const dueAt = (i) => from + i * interval;
  for (let i = 0; dueAt(i) < until;) {
    const now = performance.now();
    for (; dueAt(i) <= now && dueAt(i) < until; i++) send(dueAt(i));
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, dueAt(i) - performance.now())));
  }
  await Promise.all(pending);
  Object.assign(extra, { rate: job.rate, sent, maxInFlight });
} else {
  throw new Error(`unknown mode ${job.mode}`);
}

agent.destroy();
process.stdout.write(
  JSON.stringify({ seconds: job.seconds, completed, latencies, outcomes: statuses, errors, timeline, ...extra }),
);
