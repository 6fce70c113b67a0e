/**
 * Serialisation of the biggest sports payloads through the HTTP API:
 *
 *   npx tsx src/bench/serialise.ts     # from api/
 *
 * Builds the test app (PGlite, the seeded feed two minutes into play), then times GET /match/{id}
 * of the in-play match with the most markets and GET /match/list?limit=100: RUNS runs of REQUESTS
 * requests each (through `inject`, so no sockets), and prints the median time per request and the
 * payload size. Run it before and after a change to the routes' response schemas.
 *
 * Then the serialiser alone, interleaved runs: the same two payloads through JSON.stringify (a route
 * without a response schema) and through the route's schema compiled by fastify's serialiser
 * (fast-json-stringify).
 */
import { createRequire } from 'node:module';
import type { TSchema } from 'typebox';
import { Envelope, MatchDetailDataSchema, MatchListDataSchema } from '@backlay/shared/schemas';
import { listItem, matchDetail } from '../sports/catalog.js';
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

  const detail = { statusCode: 200, data: matchDetail(h.ctx.feed.view(busiest.id)!, 1) };
  const views = h.ctx.feed.views();
  const list = { statusCode: 200, data: { matches: views.slice(0, 100).map(listItem), count: views.length } };
  const cases: [string, unknown, TSchema][] = [
    [`match detail (${busiest.markets} markets)`, detail, Envelope(MatchDetailDataSchema)],
    [`match list (${Math.min(100, views.length)} rows)`, list, Envelope(MatchListDataSchema)],
  ];
  // fastify's own serialiser compiler, as the routes use it.
  const requireFromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));
  const compile = requireFromFastify('fast-json-stringify') as (schema: TSchema) => (value: unknown) => string;
  for (const [name, payload, schema] of cases) {
    const bySchema = compile(schema);
    if (bySchema(payload).length !== JSON.stringify(payload).length) throw new Error(`${name}: lengths differ`);
    const serialisers: [string, (value: unknown) => string][] = [
      ['JSON.stringify', JSON.stringify],
      ['response schema', bySchema],
    ];
    const runs = new Map<string, number[]>(serialisers.map(([label]) => [label, []]));
    for (let i = 0; i < 500; i++) for (const [, fn] of serialisers) fn(payload);
    // Interleaved, so a busy moment of the machine falls on both.
    for (let run = 0; run < RUNS * 3; run++) {
      for (const [label, fn] of serialisers) {
        const start = process.hrtime.bigint();
        for (let i = 0; i < REQUESTS; i++) fn(payload);
        runs.get(label)?.push(Number(process.hrtime.bigint() - start) / 1e3 / REQUESTS);
      }
    }
    console.log(
      `${name}, serialiser alone: ` +
        serialisers.map(([label]) => `${label} ${median(runs.get(label) ?? []).toFixed(1)} µs`).join(', '),
    );
  }
} finally {
  await h.close();
}
