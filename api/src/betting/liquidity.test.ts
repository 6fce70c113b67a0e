/** The size orders used, per level: used once, a level that grows offers the growth, one that shrinks loses the used part first. */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Liquidity } from './liquidity.js';

const level = (price: number, size: number) => ({ price, size });

describe('the size on offer that orders used', () => {
  test('a level offers its size less what orders took of it, until the feed changes it', () => {
    const l = new Liquidity();
    assert.deepEqual(l.available('m', 1, 'BACK', [level(2.5, 100), level(2.48, 50)]), [
      { price: 2.5, sizeCents: 10_000 },
      { price: 2.48, sizeCents: 5_000 },
    ]);
    l.use('m', 1, 'BACK', 2.5, 6_000);
    // Seen again unchanged: 40 left at 2.50; the other side and other runners are their own.
    assert.deepEqual(l.available('m', 1, 'BACK', [level(2.5, 100), level(2.48, 50)]), [
      { price: 2.5, sizeCents: 4_000 },
      { price: 2.48, sizeCents: 5_000 },
    ]);
    assert.deepEqual(l.available('m', 1, 'LAY', [level(2.5, 100)]), [{ price: 2.5, sizeCents: 10_000 }]);
    assert.deepEqual(l.available('m', 2, 'BACK', [level(2.5, 100)]), [{ price: 2.5, sizeCents: 10_000 }]);
  });

  test('growth is offered; a shrink takes the used part first; a level that leaves is forgotten', () => {
    const l = new Liquidity();
    l.available('m', 1, 'LAY', [level(3, 100)]);
    l.use('m', 1, 'LAY', 3, 10_000);
    assert.deepEqual(l.available('m', 1, 'LAY', [level(3, 100)]), [{ price: 3, sizeCents: 0 }]);
    // 100 → 250: the 150 added is new size.
    assert.deepEqual(l.available('m', 1, 'LAY', [level(3, 250)]), [{ price: 3, sizeCents: 15_000 }]);
    // 250 → 200: the 50 gone was part of the 100 used (traded by others too): 150 still new.
    assert.deepEqual(l.available('m', 1, 'LAY', [level(3, 200)]), [{ price: 3, sizeCents: 15_000 }]);
    // The level leaves the ladder and comes back: all of it is new.
    l.available('m', 1, 'LAY', []);
    assert.deepEqual(l.available('m', 1, 'LAY', [level(3, 100)]), [{ price: 3, sizeCents: 10_000 }]);
    // Using more than a level has never leaves it at 0, not below.
    l.use('m', 1, 'LAY', 3, 50_000);
    assert.deepEqual(l.available('m', 1, 'LAY', [level(3, 100)]), [{ price: 3, sizeCents: 0 }]);
    l.forget('m');
    assert.deepEqual(l.available('m', 1, 'LAY', [level(3, 100)]), [{ price: 3, sizeCents: 10_000 }]);
  });
});
