/**
 * Serialisation of the biggest sports payloads through the HTTP API:
 *
 *   npx tsx src/bench/serialise.ts     # from api/
 *
 * Builds the test app (PGlite, the seeded feed two minutes into play), then times GET /match/{id}
 * of the in-play match with the most markets and GET /match/list?limit=100: RUNS runs of REQUESTS
 * requests each (through `inject`, so no sockets), and prints the median time per request and the
 * payload size. Run it before and after a change to the routes' response schemas.
 */
import { harness } from '../test/harness.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
};

const h = await harness();
try {
  const p = await h.player();
  h.clock.advance(2 * 60_000);
  h.ctx.feed.advanceTo(h.clock.now());
  const busiest = h.ctx.feed
    .views()
    .filter((s) => s.fixture.inPlay)
    .map((s) => ({ id: s.id, markets: s.tournament.length + Object.values(s.apiSession).flat().length }))
    .sort((a, b) => b.markets - a.markets)[0];
  if (!busiest) throw new Error('no in-play match');
  const urls = [`/match/${busiest.id}`, '/match/list?limit=100'];
  for (const url of urls) {
    const first = await h.inject('GET', url, { token: p.token });
    if (first.statusCode !== 200) throw new Error(`${url}: ${first.statusCode} ${first.body}`);
    // Warm-up.
    for (let i = 0; i < 50; i++) await h.inject('GET', url, { token: p.token });
    const perRequest: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const start = process.hrtime.bigint();
      for (let i = 0; i < REQUESTS; i++) await h.inject('GET', url, { token: p.token });
      perRequest.push(Number(process.hrtime.bigint() - start) / 1e6 / REQUESTS);
    }
    const note = url.startsWith('/match/') && url !== '/match/list?limit=100' ? ` (${busiest.markets} markets)` : '';
    console.log(
      `${url}${note}: ${(first.body.length / 1024).toFixed(1)} KiB, median ${median(perRequest).toFixed(3)} ms/request ` +
        `(runs: ${perRequest.map((x) => x.toFixed(3)).join(', ')})`,
    );
  }
} finally {
  await h.close();
}
