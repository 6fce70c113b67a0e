import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { createRng, mixSeed } from './rng.js';

describe('seeded random numbers', () => {
  test('the same seed gives the same sequence; different seeds differ', () => {
    const a = createRng(123);
    const b = createRng(123);
    const c = createRng(124);
    const xs = Array.from({ length: 50 }, () => a.next());
    assert.deepEqual(
      Array.from({ length: 50 }, () => b.next()),
      xs,
    );
    assert.notDeepEqual(
      Array.from({ length: 50 }, () => c.next()),
      xs,
    );
  });

  test('helpers stay in range', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: -50, max: 50 }),
        fc.integer({ min: 0, max: 100 }),
        (seed, lo, width) => {
          const r = createRng(seed);
          for (let i = 0; i < 20; i++) {
            const x = r.next();
            assert.ok(x >= 0 && x < 1);
            const k = r.int(lo, lo + width);
            assert.ok(Number.isInteger(k) && k >= lo && k <= lo + width);
            const f = r.range(lo, lo + width + 1);
            assert.ok(f >= lo && f < lo + width + 1);
            assert.ok(Number.isFinite(r.normal()));
            assert.ok(r.exponential(2) >= 0);
            assert.ok([3, 4, 5].includes(r.pick([3, 4, 5])));
            assert.equal(r.weighted([0, 0, 1]), 2);
          }
        },
      ),
    );
  });

  test('normal() has about the right mean and spread', () => {
    const r = createRng(9);
    let s = 0;
    let s2 = 0;
    const n = 20000;
    for (let i = 0; i < n; i++) {
      const x = r.normal(5, 2);
      s += x;
      s2 += x * x;
    }
    const mean = s / n;
    const sd = Math.sqrt(s2 / n - mean * mean);
    assert.ok(Math.abs(mean - 5) < 0.06, `mean ${mean}`);
    assert.ok(Math.abs(sd - 2) < 0.06, `sd ${sd}`);
  });

  test('mixSeed spreads nearby inputs', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 1000; i++) seen.add(mixSeed(1, i));
    assert.equal(seen.size, 1000);
    assert.notEqual(mixSeed(1, 2), mixSeed(2, 1));
  });
});
