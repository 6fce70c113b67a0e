// The load side of the bet placement bench, in its own process so the clients do not share the
// API's event loop: reads its job as JSON on argv[2], prints latencies and status counts as JSON.
const job = JSON.parse(process.argv[2]);
const latencies = [];
const statuses = {};
let seq = 0;
const until = performance.now() + job.seconds * 1000;
const started = performance.now();
await Promise.all(
  Array.from({ length: job.clients }, async (_, client) => {
    const token = job.tokens[client % job.tokens.length];
    while (performance.now() < until) {
      const t0 = performance.now();
      const res = await fetch(`${job.base}/bet/matchBetting`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ ...job.bet, idempotencyKey: `${job.stamp}-${client}-${++seq}` }),
      });
      await res.arrayBuffer();
      latencies.push(performance.now() - t0);
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    }
  }),
);
process.stdout.write(JSON.stringify({ elapsed: (performance.now() - started) / 1000, latencies, statuses }));
