/**
 * Quality bar R4 for the betting calls: thousands of malformed and hostile requests (wrong types,
 * huge and negative numbers, filter-string and SQL injection, other players' ids) never get a 5xx,
 * never change money unless a bet was really placed, and never return another player's bets.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { PlaceBetResponse } from '@backlay/shared/api';
import { body, harness, type Harness } from '../test/harness.js';

const h: Harness = await harness();
after(() => h.close());

const RUNS = Number(process.env.FUZZ_RUNS ?? 3000);

test(`${RUNS} hostile betting requests: no 5xx, no stray money, no foreign data`, async () => {
  const p = await h.player({ credit: 1000 });
  const other = await h.player({ credit: 1000 });
  const view = h.ctx.feed
    .views()
    .find((v) => !v.fixture.inPlay && v.tournament.some((m) => m.type === 'matchOdds' && m.status === 'OPEN'))!;
  const market = view.tournament.find((m) => m.type === 'matchOdds')!;
  const selectionId = market.runners[0]!.selectionId;
  const foreign = await h.inject('POST', '/bet/matchBetting', {
    token: other.token,
    body: {
      idempotencyKey: 'foreign-bet-key',
      matchId: view.id,
      betId: market.id,
      selectionId,
      betType: 'BACK',
      odds: 1.01,
      stake: 100,
    },
  });
  assert.equal(foreign.statusCode, 201, foreign.body);
  const foreignId = body<PlaceBetResponse>(foreign).data.bet.id;

  const hostile = fc.oneof(
    fc.constantFrom(
      "' or 1=1 --",
      '1; drop table bets',
      'inArr["PENDING"]) or (1=1',
      '${x}',
      '../../etc',
      '\u0000',
      'NaN',
      '-1',
      '1e309',
      other.id,
      foreignId,
    ),
    fc.string({ maxLength: 40 }),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.string(), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
  );
  const field = <T>(valid: fc.Arbitrary<T>) =>
    fc.option(fc.oneof({ weight: 3, arbitrary: valid }, { weight: 1, arbitrary: hostile }), {
      nil: undefined,
      freq: 8,
    });
  const placeBody = fc.record(
    {
      idempotencyKey: field(
        fc.string({ minLength: 8, maxLength: 20 }).map((s) => `k${s.replace(/[^A-Za-z0-9_-]/g, 'x')}`.padEnd(8, '0')),
      ),
      matchId: field(fc.constantFrom(view.id, '1', '999999999')),
      betId: field(fc.constantFrom(market.id, 'x', `${market.id}'`)),
      selectionId: field(fc.constantFrom(selectionId, 0, -1, 2 ** 40)),
      betType: field(fc.constantFrom('BACK', 'LAY', 'YES', 'NO', 'back')),
      odds: field(fc.constantFrom(1.01, 2.5, 0, -3, 1e12, 2.01)),
      ratePercent: field(fc.integer({ min: -5, max: 500 })),
      stake: field(fc.constantFrom(100, 100.5, 0, -100, 1e15, 0.001, 5000)),
      acceptBetterOdds: field(fc.boolean()),
    },
    { requiredKeys: [] },
  );
  const kind = fc.constantFrom(
    'bet/session',
    'bet/matchBetting',
    'bet/other/matchBetting',
    'bet/raceBetting',
    'bet/tournament',
  );
  const queryKey = fc.constantFrom(
    'result',
    'betId',
    'runnerId',
    'betPlaced.matchId',
    'createBy',
    'userId',
    'isCard',
    'status',
    'page',
    'limit',
    'sort',
    'searchBy',
    'keyword',
    'x',
  );
  const queryValue = fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.constantFrom(
      'inArr["PENDING","x"]',
      `eq${other.id}`,
      'between2020|x',
      'isNull',
      '-5',
      '999999999999',
      'betPlaced.createdAt:DESC;drop',
    ),
  );
  const request = fc.oneof(
    fc.record({ kind: fc.constant('place' as const), path: kind, payload: placeBody }),
    fc.record({
      kind: fc.constant('list' as const),
      path: fc.constantFrom('/bet', '/bet/placed'),
      query: fc.array(fc.tuple(queryKey, queryValue), { maxLength: 4 }),
    }),
    fc.record({
      kind: fc.constant('read' as const),
      path: fc.constantFrom('/run-amount/', '/run-amount/meter/', '/bet/session/profitLoss?matchId='),
      id: queryValue,
    }),
    fc.record({
      kind: fc.constant('post' as const),
      path: fc.constantFrom('/bet/profitLoss', '/bet/deleteMultipleBetForRace'),
      payload: fc.oneof(
        hostile,
        fc.record({ matchId: hostile, betIds: hostile, requestData: hostile }, { requiredKeys: [] }),
      ),
    }),
  );

  let placed = 0;
  let served = 0;
  await fc.assert(
    fc.asyncProperty(request, async (r) => {
      let res;
      if (r.kind === 'place') {
        res = await h.inject('POST', `/${r.path}`, { token: p.token, body: r.payload });
      } else if (r.kind === 'list') {
        const qs = r.query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
        res = await h.inject('GET', `${r.path}?${qs}`, { token: p.token });
      } else if (r.kind === 'read') {
        res = await h.inject(
          'GET',
          `${r.path}${encodeURIComponent(r.id)}${r.path.startsWith('/run') ? `?matchId=${view.id}` : ''}`,
          { token: p.token },
        );
      } else {
        res = await h.inject('POST', r.path, { token: p.token, body: r.payload ?? {} });
      }
      served++;
      assert.ok(res.statusCode < 500, `${res.statusCode} for ${JSON.stringify(r)}: ${res.body}`);
      // A refusal may quote what was sent; anything else about the other player is a leak.
      const sent = JSON.stringify(r);
      for (const secret of [foreignId, other.id]) {
        if (!sent.includes(secret)) assert.ok(!res.body.includes(secret), `foreign data in ${sent}: ${res.body}`);
      }
      if (res.statusCode < 300 && r.kind !== 'place')
        assert.ok(!res.body.includes(foreignId), `foreign bet in ${sent}`);
      if (r.kind === 'place' && res.statusCode === 201) placed++;
    }),
    { numRuns: RUNS, seed: Number(process.env.FC_SEED ?? 20261121) },
  );
  assert.equal(served, RUNS);
  // Money moved only through bets that were really placed.
  const bets = body<{ count: number }>(await h.inject('GET', '/bet?limit=1', { token: p.token })).data.count;
  assert.equal(bets, placed);
  const theirs = body<{ count: number; rows: { id: string }[] }>(
    await h.inject('GET', '/bet', { token: other.token }),
  ).data;
  assert.deepEqual(
    theirs.rows.map((b) => b.id),
    [foreignId],
  );
  await h.assertLedger();
});
