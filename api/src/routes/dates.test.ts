/**
 * Dates in queries: a year before 1900 is a 400 saying so, on every call that reads a date (list
 * filters in SQL and over the feed, the profit/loss report's days, the competition day in a path),
 * and a year 0000–0099 is never read as 1900–1999 (Date.UTC's rule for two-digit years).
 */
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { body, harness, type Harness, type TestPlayer } from '../test/harness.js';

const h: Harness = await harness();
after(() => h.close());

const BEFORE_1900 = 'Dates before 1900 are not accepted.';
const EARLY = ['0000-01-01', '0001-06-15', '0050-06-15', '0099-12-31', '0999-12-31', '1000-01-01', '1899-12-31'];

let player: TestPlayer | undefined;
const me = async () => (player ??= await h.player({ credit: 100 }));

async function get(path: string) {
  const p = await me();
  return h.inject('GET', path.replace(':me', p.id), { token: p.token });
}

async function refusesEarly(path: string) {
  const res = await get(path);
  assert.equal(res.statusCode, 400, `${path}: ${res.body}`);
  assert.ok(body(res).message.endsWith(BEFORE_1900), `${path}: ${body(res).message}`);
}

describe('years before 1900', () => {
  test('list filters over the database refuse them, as days, instants, ranges and lists', async () => {
    const lists = [
      ['/bet', 'createdAt'],
      ['/bet/placed', 'betPlaced.settledAt'],
      ['/transaction/get/:me', 'transaction.createdAt'],
      ['/mac88/bets/:me', 'createdAt'],
      ['/card/result/dt20', 'cardResult.createdAt'],
    ];
    for (const [path, field] of lists) {
      for (const early of EARLY) {
        for (const value of [`eq${early}`, `gte${early}T00:00:00Z`, `between${early}|2026-01-01`]) {
          await refusesEarly(`${path}?${encodeURIComponent(field!)}=${encodeURIComponent(value)}`);
        }
      }
      // 1900 itself is fine.
      const first = await get(`${path}?${encodeURIComponent(field!)}=${encodeURIComponent('gte1900-01-01')}`);
      assert.equal(first.statusCode, 200, `${path}: ${first.body}`);
    }
  });

  test('list filters over the feed refuse them, bare or as instants', async () => {
    for (const early of EARLY) {
      await refusesEarly(`/match/list?startAt=gte${early}`);
      await refusesEarly(`/match/list?${encodeURIComponent('match.startAt')}=gte${early}T10:00Z`);
      await refusesEarly(`/match/racing/list?stopAt=${encodeURIComponent(`between${early}|2026-01-01`)}`);
    }
    // An instant before 1900 UTC, written east of UTC.
    await refusesEarly(`/match/list?startAt=${encodeURIComponent('lt1900-01-01T00:30+01:00')}`);
    const res = await get('/match/list?startAt=gte1900-01-01');
    assert.equal(res.statusCode, 200, res.body);
    // 0050 is not 1950: if it were, every match (all after 1950) would be "after" it and come back.
    assert.ok((body<{ count: number }>(res).data.count ?? 0) > 0, 'matches start after 1900');
  });

  test('the profit/loss report refuses a first or last day before 1900', async () => {
    for (const early of EARLY) {
      await refusesEarly(`/report/profitLoss?from=${early}&to=2026-01-01`);
      await refusesEarly(`/report/profitLoss?from=1900-01-01&to=${early}`);
    }
    const first = await get('/report/profitLoss?from=1900-01-01&to=1900-12-31');
    assert.equal(first.statusCode, 200, first.body);
  });

  test("a competition's day refuses them", async () => {
    const competition = encodeURIComponent(h.ctx.feed.views()[0]!.fixture.competitionId);
    for (const early of EARLY) await refusesEarly(`/expert/match/competition/getMatch/${competition}/${early}`);
    const first = await get(`/expert/match/competition/getMatch/${competition}/1900-01-01`);
    assert.equal(first.statusCode, 200, first.body);
  });
});
