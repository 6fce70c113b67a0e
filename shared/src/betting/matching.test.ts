import { crosses, exposureWithUnmatched, fillResting, matchOrder, positionsWithUnmatched } from './matching.js';
import type { OddsBet } from './types.js';

const level = (price: number, size: number) => ({ price, sizeCents: size * 100 });
const bet = (side: 'BACK' | 'LAY', selectionId: number, price: number, stake: number): OddsBet => ({
  side,
  selectionId,
  price,
  stakeCents: stake * 100,
});

describe('a new order against the prices on offer', () => {
  test('a back of 100 at 2.50 takes 30 at 2.52 and 50 at 2.50; 20 waits at 2.50 (2.48 is worse)', () => {
    const offered = [level(2.52, 30), level(2.5, 50), level(2.48, 200)];
    expect(matchOrder('BACK', 2.5, 10_000, offered)).toEqual({
      fills: [
        { price: 2.52, stakeCents: 3_000 },
        { price: 2.5, stakeCents: 5_000 },
      ],
      matchedCents: 8_000,
      unmatchedCents: 2_000,
    });
  });

  test('a back above the best back price matches nothing: all of it waits at its own price', () => {
    expect(matchOrder('BACK', 2.6, 10_000, [level(2.52, 500), level(2.5, 500)])).toEqual({
      fills: [],
      matchedCents: 0,
      unmatchedCents: 10_000,
    });
  });

  test('a lay of 100 at 3.00 takes 40 at 2.96 and 40 at 2.98, lowest first whatever the order given; 20 waits', () => {
    const offered = [level(3.05, 100), level(2.98, 40), level(2.96, 40)];
    expect(matchOrder('LAY', 3, 10_000, offered)).toEqual({
      fills: [
        { price: 2.96, stakeCents: 4_000 },
        { price: 2.98, stakeCents: 4_000 },
      ],
      matchedCents: 8_000,
      unmatchedCents: 2_000,
    });
  });

  test('a lay below the best lay price matches nothing', () => {
    expect(matchOrder('LAY', 1.9, 5_000, [level(1.92, 1_000)]).unmatchedCents).toBe(5_000);
  });

  test('a stake within the best level is matched in full there; a level given twice is one fill', () => {
    expect(matchOrder('BACK', 1.5, 2_550, [level(1.52, 10), level(1.52, 100)])).toEqual({
      fills: [{ price: 1.52, stakeCents: 2_550 }],
      matchedCents: 2_550,
      unmatchedCents: 0,
    });
  });

  test('nothing on offer: all of it waits; empty levels are skipped', () => {
    expect(matchOrder('BACK', 2, 100, [])).toEqual({ fills: [], matchedCents: 0, unmatchedCents: 100 });
    expect(matchOrder('LAY', 2, 100, [level(2, 0)]).unmatchedCents).toBe(100);
  });

  test('crosses: a back takes its price or more, a lay its price or less (in hundredths, no float error)', () => {
    expect(crosses('BACK', 2.3, 2.3)).toBe(true);
    expect(crosses('BACK', 2.3, 2.28)).toBe(false);
    expect(crosses('LAY', 1.1, 1.1)).toBe(true);
    expect(crosses('LAY', 1.1, 1.11)).toBe(false);
  });

  test('bad input throws', () => {
    expect(() => matchOrder('BACK', 2, -1, [])).toThrow(RangeError);
    expect(() => matchOrder('BACK', 2, 1.5, [])).toThrow(RangeError);
    expect(() => matchOrder('BACK', 1, 100, [])).toThrow(RangeError);
    expect(() => matchOrder('BACK', 2, 100, [{ price: 2, sizeCents: -5 }])).toThrow(RangeError);
  });
});

describe('resting orders filled when the market reaches them', () => {
  test('backs: the lowest price goes first, then the oldest; each is filled at its own price; each level once', () => {
    // A backs 40 at 2.40; B and C back 50 at 2.50 (B older). On offer to back: 60 at 2.50, 30 at 2.60.
    const orders = [
      { id: 'C', side: 'BACK' as const, price: 2.5, unmatchedCents: 5_000, seq: 3 },
      { id: 'B', side: 'BACK' as const, price: 2.5, unmatchedCents: 5_000, seq: 2 },
      { id: 'A', side: 'BACK' as const, price: 2.4, unmatchedCents: 4_000, seq: 1 },
    ];
    // A takes 40 of the 2.50 level (the nearest to its price), B the other 20 and 30 at 2.60; C none.
    expect(fillResting(orders, [level(2.5, 60), level(2.6, 30)], [])).toEqual([
      { id: 'A', price: 2.4, stakeCents: 4_000, from: [{ price: 2.5, stakeCents: 4_000 }] },
      {
        id: 'B',
        price: 2.5,
        stakeCents: 5_000,
        from: [
          { price: 2.5, stakeCents: 2_000 },
          { price: 2.6, stakeCents: 3_000 },
        ],
      },
    ]);
  });

  test('lays: the highest price goes first; a part is filled when the size runs out', () => {
    const orders = [
      { id: 'L1', side: 'LAY' as const, price: 3, unmatchedCents: 2_000, seq: 5 },
      { id: 'L2', side: 'LAY' as const, price: 3.2, unmatchedCents: 1_500, seq: 9 },
      { id: 'L3', side: 'LAY' as const, price: 2.9, unmatchedCents: 1_000, seq: 1 },
    ];
    // On offer to lay: 25 at 3.00, 100 at 3.10. L2 (3.20) takes 15 at 3.10; L1 (3.00) takes 20 at 3.00;
    // L3 (2.90) can use neither level.
    expect(fillResting(orders, [], [level(3, 25), level(3.1, 100)])).toEqual([
      { id: 'L2', price: 3.2, stakeCents: 1_500, from: [{ price: 3.1, stakeCents: 1_500 }] },
      { id: 'L1', price: 3, stakeCents: 2_000, from: [{ price: 3, stakeCents: 2_000 }] },
    ]);
    // Only 12 at 3.00: L2, first in line and willing to lay at 3.00 too, takes it (at its own 3.20).
    expect(fillResting(orders, [], [level(3, 12)])).toEqual([
      { id: 'L2', price: 3.2, stakeCents: 1_200, from: [{ price: 3, stakeCents: 1_200 }] },
    ]);
  });

  test('a back order uses back levels only and a lay order lay levels only; filled orders are skipped', () => {
    const orders = [
      { id: 'B', side: 'BACK' as const, price: 2, unmatchedCents: 1_000, seq: 1 },
      { id: 'L', side: 'LAY' as const, price: 2, unmatchedCents: 1_000, seq: 2 },
      { id: 'done', side: 'BACK' as const, price: 2, unmatchedCents: 0, seq: 0 },
    ];
    expect(fillResting(orders, [], [level(2, 100)])).toEqual([
      { id: 'L', price: 2, stakeCents: 1_000, from: [{ price: 2, stakeCents: 1_000 }] },
    ]);
    expect(fillResting(orders, [level(2.02, 100)], [])).toEqual([
      { id: 'B', price: 2, stakeCents: 1_000, from: [{ price: 2.02, stakeCents: 1_000 }] },
    ]);
    expect(fillResting(orders, [level(1.98, 100)], [level(2.02, 100)])).toEqual([]);
  });
});

describe('what unmatched orders reserve', () => {
  const runners = [1, 2, 3];

  test('exchange-research c2, the lay of B left unmatched: B counts its liability, A and C no win', () => {
    // Matched: back A 2.50 × 100 → A +150, B −100, C −100. Unmatched: lay B 3.00 × 50 (liability 100).
    const matched = [bet('BACK', 1, 2.5, 100)];
    const unmatched = [bet('LAY', 2, 3, 50)];
    expect(Object.fromEntries(positionsWithUnmatched(runners, matched, unmatched))).toEqual({
      1: 15_000,
      2: -20_000,
      3: -10_000,
    });
    expect(exposureWithUnmatched(runners, matched, unmatched)).toBe(20_000);
  });

  test('an unmatched back of C 4.00 × 30 adds its stake on A and B, and no win on C', () => {
    const matched = [bet('BACK', 1, 2.5, 100)];
    const unmatched = [bet('BACK', 3, 4, 30)];
    expect(Object.fromEntries(positionsWithUnmatched(runners, matched, unmatched))).toEqual({
      1: 12_000,
      2: -13_000,
      3: -10_000,
    });
    expect(exposureWithUnmatched(runners, matched, unmatched)).toBe(13_000);
  });

  test('an unmatched order never offsets: a hedge that is still waiting reserves as if it may never match', () => {
    // Back A 2.00 × 100 matched; back B 2.00 × 100 waiting. Matched, the two would risk nothing.
    const matched = [bet('BACK', 1, 2, 100)];
    const waiting = [bet('BACK', 2, 2, 100)];
    expect(exposureWithUnmatched([1, 2], [...matched, ...waiting], [])).toBe(0);
    expect(exposureWithUnmatched([1, 2], matched, waiting)).toBe(10_000);
    expect(exposureWithUnmatched([1, 2], [], waiting)).toBe(10_000);
  });

  test('with nothing unmatched it is the matched exposure; a runner not in the market throws', () => {
    expect(exposureWithUnmatched(runners, [bet('LAY', 1, 5, 10)], [])).toBe(4_000);
    expect(() => exposureWithUnmatched(runners, [], [bet('BACK', 9, 2, 1)])).toThrow(RangeError);
  });
});
