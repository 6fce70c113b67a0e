import { after, afterEach, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { harness, type Harness } from '../test/harness.js';
import { bets, marketExposures, wallets } from '../db/schema.js';
import {
  pgExecutor,
  pgliteExecutor,
  placeBaselineBet,
  rememberMarket,
  runBaseline,
  type BaselineMarket,
  type Executor,
} from './baseline.js';

const h: Harness = await harness();
after(() => h.close());
beforeEach(() => h.reset());
afterEach(() => h.assertLedger());

const raw = h.database.raw;
const executor: Executor = raw.kind === 'pglite' ? pgliteExecutor(raw.client) : pgExecutor(raw.pool);

const market: BaselineMarket = {
  id: 'bench-baseline-m1',
  matchId: 'bench-baseline-match',
  type: 'matchOdds',
  priceKind: 'odds',
  name: 'Match Odds',
  selectionIds: [11, 12],
  eventName: 'Home v Away',
  eventType: 'cricket',
  selectionId: 11,
  teamName: 'Home',
  odds: '1.50',
  stake: '100.00',
  winAmount: '50.00',
  lossAmount: '100.00',
};

async function walletOf(userId: string) {
  const [w] = await h.db.select().from(wallets).where(eq(wallets.userId, userId));
  assert.ok(w);
  return w;
}

async function reservation(userId: string): Promise<string | undefined> {
  const [row] = await h.db
    .select({ exposure: marketExposures.exposure })
    .from(marketExposures)
    .where(and(eq(marketExposures.userId, userId), eq(marketExposures.marketId, market.id)));
  return row?.exposure;
}

describe('the raw-SQL baseline bet', () => {
  test('reserves the stake on the wallet and the market and records an open bet', async () => {
    const p = await h.player({ credit: 1000 });
    await rememberMarket(executor, market);
    assert.equal(await placeBaselineBet(executor, market, p.id, 'key-0001'), 'committed');
    assert.equal(await placeBaselineBet(executor, market, p.id, 'key-0002'), 'committed');
    const w = await walletOf(p.id);
    assert.equal(w.balance, '1000.00');
    assert.equal(w.exposure, '200.00');
    assert.equal(await reservation(p.id), '200.00');
    const rows = await h.db.select().from(bets).where(eq(bets.userId, p.id));
    assert.deepEqual(rows.map((b) => [b.idempotencyKey, b.result, b.side, b.stake, b.lossAmount]).sort(), [
      ['key-0001', 'PENDING', 'BACK', '100.00', '100.00'],
      ['key-0002', 'PENDING', 'BACK', '100.00', '100.00'],
    ]);
  });

  test('takes nothing when the stake is not available', async () => {
    const p = await h.player({ credit: 150 });
    await rememberMarket(executor, market);
    assert.equal(await placeBaselineBet(executor, market, p.id, 'key-0001'), 'committed');
    assert.equal(await placeBaselineBet(executor, market, p.id, 'key-0002'), 'refused');
    assert.equal((await walletOf(p.id)).exposure, '100.00');
    assert.equal(await reservation(p.id), '100.00');
    assert.equal((await h.db.select().from(bets).where(eq(bets.userId, p.id))).length, 1);
  });

  test('a repeated idempotency key rolls the whole transaction back', async () => {
    const p = await h.player({ credit: 1000 });
    await rememberMarket(executor, market);
    assert.equal(await placeBaselineBet(executor, market, p.id, 'key-0001'), 'committed');
    await assert.rejects(placeBaselineBet(executor, market, p.id, 'key-0001'));
    assert.equal((await walletOf(p.id)).exposure, '100.00');
    assert.equal(await reservation(p.id), '100.00');
  });

  test('its bets settle like any other: the winner is paid, the reservation released', async () => {
    const p = await h.player({ credit: 1000 });
    await rememberMarket(executor, market);
    assert.equal(await placeBaselineBet(executor, market, p.id, 'key-0001'), 'committed');
    await h.ctx.betting.settlement.declare({
      marketId: market.id,
      result: { type: 'winner', selectionId: 11, name: 'Home', placed: [] },
      source: 'operator',
    });
    const w = await walletOf(p.id);
    assert.equal(w.exposure, '0.00');
    // 100 at 1.5 wins 50.00, less 1 % commission on match odds.
    assert.equal(w.balance, '1049.50');
    assert.equal(await reservation(p.id), undefined);
  });

  test('the loops take every wallet in turn and keep the books balanced', async () => {
    const players = await Promise.all([1, 2, 3].map(() => h.player({ credit: 100_000 })));
    const result = await runBaseline(executor, {
      userIds: players.map((p) => p.id),
      clients: 4,
      seconds: 0.3,
      warmupSeconds: 0,
      stamp: 'loop',
      market,
    });
    const committed = result.outcomes.committed ?? 0;
    assert.ok(committed > 0);
    assert.deepEqual(Object.keys(result.outcomes), ['committed']);
    assert.equal(result.latencies.length, committed);
    const counts = await Promise.all(
      players.map(async (p) => (await h.db.select().from(bets).where(eq(bets.userId, p.id))).length),
    );
    // A shared counter hands out the wallets in turn: their counts differ by at most one.
    assert.ok(Math.max(...counts) - Math.min(...counts) <= 1, `bets per wallet ${counts.join(', ')}`);
    assert.equal(
      counts.reduce((a, b) => a + b, 0),
      committed,
    );
    for (const [i, p] of players.entries()) {
      assert.equal((await walletOf(p.id)).exposure, `${counts[i]! * 100}.00`);
    }
  });
});
