/**
 * Quality bar R4 for the card calls: malformed and hostile requests to every card route (table
 * codes, round ids, filters, bet bodies) never get a 5xx, and money moves only through bets that
 * were really placed.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { cardTable, type CardInitial } from '@backlay/shared/cards';
import { body, harness, type Harness } from '../test/harness.js';

const h: Harness = await harness();
after(() => h.close());

const RUNS = Number(process.env.FUZZ_RUNS ?? 1500);

test(`${RUNS} hostile card requests: no 5xx, no stray money`, async () => {
  const p = await h.player({ credit: 100_000 });
  const def = cardTable('dt20')!;
  const { t1 } = body<CardInitial>(await h.inject('GET', `/match/initial/card/${def.code}`, { token: p.token })).data
    .snapshot;
  const hostile = fc.oneof(
    fc.constantFrom(
      "' or 1=1 --",
      '1; drop table card_rounds',
      '${x}',
      '../../etc',
      '\u0000',
      'NaN',
      '-1',
      '1e309',
      'teen20',
      '32cards-A',
      '0',
    ),
    fc.string({ maxLength: 40 }),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.string(), { maxLength: 3 }),
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
      matchId: field(fc.constantFrom(def.code, 'teen20', 'nope', '3cardj')),
      betId: field(fc.constantFrom(t1.mid, '0', '1', `${t1.mid}1`)),
      selectionId: field(fc.constantFrom(1, 2, 3, 38, 0, -1, 2 ** 40, 10_007)),
      betType: field(fc.constantFrom('BACK', 'LAY', 'YES', 'back')),
      odds: field(fc.constantFrom(2, 1.01, 50, 12, 0, -3, 1e12)),
      stake: field(fc.constantFrom(100, 100.5, 0, -100, 1e15, 0.001, 5000)),
      acceptBetterOdds: field(fc.boolean()),
    },
    { requiredKeys: [] },
  );
  const code = fc.oneof(
    fc.constantFrom(def.code, 'teen', 'worli2', 'cmatch20', 'x', '..', '%00'),
    fc.string({ maxLength: 12 }),
  );
  const queryKey = fc.constantFrom(
    'page',
    'limit',
    'sort',
    'searchBy',
    'keyword',
    'cardResult.createdAt',
    'mid',
    'type',
    'eventId',
    'x',
  );
  const queryValue = fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.constantFrom('between2020|x', 'eq1', 'cardResult.createdAt:DESC;drop', '-5', '999999999999', 'mid'),
  );
  const request = fc.oneof(
    fc.record({ kind: fc.constant('place' as const), payload: placeBody }),
    fc.record({
      kind: fc.constant('get' as const),
      path: fc.constantFrom(
        '/match/card/',
        '/match/initial/card/',
        '/card/result/',
        '/card/result/detail/',
        '/match/card?type=',
        '/cricketScore?eventId=',
      ),
      id: code,
      query: fc.array(fc.tuple(queryKey, queryValue), { maxLength: 3 }),
    }),
  );

  let placed = 0;
  await fc.assert(
    fc.asyncProperty(request, async (r) => {
      let res;
      if (r.kind === 'place') {
        res = await h.inject('POST', '/bet/cardBetting', { token: p.token, body: r.payload });
        if (res.statusCode === 201) placed++;
      } else {
        const qs = r.query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
        const sep = r.path.includes('?') ? '&' : '?';
        res = await h.inject('GET', `${r.path}${encodeURIComponent(r.id)}${qs ? sep + qs : ''}`, { token: p.token });
      }
      assert.ok(res.statusCode < 500, `${res.statusCode} for ${JSON.stringify(r)}: ${res.body}`);
    }),
    { numRuns: RUNS, seed: Number(process.env.FC_SEED ?? 20261121) },
  );
  const bets = body<{ count: number }>(await h.inject('GET', '/bet?limit=1', { token: p.token })).data.count;
  assert.equal(bets, placed);
  await h.assertLedger();
});
