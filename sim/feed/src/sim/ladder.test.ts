import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  ceilTick,
  floorTick,
  isOnLadder,
  LADDER,
  ladderIndex,
  nearestTick,
  ticksBetween,
  tickDown,
  tickUp,
} from '@backlay/shared/sports';

describe('price ladder', () => {
  test('has 350 ascending prices from 1.01 to 1000 with the documented ticks', () => {
    assert.equal(LADDER.length, 350);
    assert.equal(LADDER[0], 1.01);
    assert.equal(LADDER[LADDER.length - 1], 1000);
    for (let i = 1; i < LADDER.length; i++) assert.ok((LADDER[i] ?? 0) > (LADDER[i - 1] ?? 0));
    // Spot checks per band (exchange-research c1).
    for (const p of [
      1.5, 1.99, 2, 2.02, 2.98, 3, 3.05, 4.1, 5.9, 6.2, 9.8, 10.5, 19.5, 21, 29, 32, 48, 55, 95, 110, 990, 1000,
    ]) {
      assert.ok(isOnLadder(p), `${p} is on the ladder`);
    }
    for (const p of [1, 1.015, 2.01, 2.99, 3.01, 4.05, 6.1, 10.2, 20.5, 31, 52, 105, 1010, Number.NaN]) {
      assert.ok(!isOnLadder(p), `${p} is not on the ladder`);
    }
  });

  test('tickUp and tickDown step by the band tick and stop at the ends', () => {
    assert.equal(tickUp(1.99, 1), 2);
    assert.equal(tickUp(2, 1), 2.02);
    assert.equal(tickDown(3, 1), 2.98);
    assert.equal(tickUp(1000, 1), 1000);
    assert.equal(tickDown(1.01, 1), 1.01);
    assert.equal(tickUp(1.5, 5), 1.55);
    assert.equal(tickUp(2, 5), 2.1);
    assert.equal(tickUp(10, 5), 12.5);
    assert.equal(tickDown(4, 2), 3.9);
    assert.equal(tickUp(2.01, 1), 2.02, 'an off-ladder price first rounds up');
    assert.equal(tickDown(2.01, 1), 2, 'an off-ladder price first rounds down');
  });

  test('nearestTick, floorTick and ceilTick', () => {
    assert.equal(nearestTick(2.01), 2, 'halfway goes down');
    assert.equal(nearestTick(2.011), 2.02);
    assert.equal(nearestTick(3.02), 3);
    assert.equal(nearestTick(3.03), 3.05);
    assert.equal(nearestTick(0.5), 1.01);
    assert.equal(nearestTick(5000), 1000);
    assert.equal(nearestTick(7.35), 7.4);
    assert.equal(floorTick(7.35), 7.2);
    assert.equal(ceilTick(7.35), 7.4);
    assert.equal(ceilTick(7.4), 7.4);
  });

  test('ticksBetween counts ladder steps, signed', () => {
    assert.equal(ticksBetween(2, 2.02), 1);
    assert.equal(ticksBetween(1.01, 1000), 349);
    assert.equal(ticksBetween(3, 2.9), -5);
    assert.equal(ticksBetween(5, 5), 0);
  });

  test('properties: nearestTick is on the ladder and nearest; tickUp/tickDown invert inside the ladder', () => {
    fc.assert(
      fc.property(fc.double({ min: 1.01, max: 1000, noNaN: true }), (p) => {
        const n = nearestTick(p);
        assert.ok(isOnLadder(n));
        const i = ladderIndex(n);
        for (const j of [i - 1, i + 1]) {
          const other = LADDER[j];
          if (other !== undefined) assert.ok(Math.abs(other - p) >= Math.abs(n - p) - 1e-9);
        }
        assert.ok(floorTick(p) <= p + 1e-9 && ceilTick(p) >= p - 1e-9);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 349 }), fc.integer({ min: 0, max: 30 }), (i, n) => {
        const p = LADDER[i] ?? 1.01;
        const up = tickUp(p, n);
        assert.equal(ladderIndex(up), Math.min(349, i + n));
        if (i + n <= 349) assert.equal(tickDown(up, n), p);
        assert.equal(ticksBetween(p, up), ladderIndex(up) - i);
      }),
    );
  });
});
