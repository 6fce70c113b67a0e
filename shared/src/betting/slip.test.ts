import {
  acceptsPrice,
  acceptsSessionPrice,
  fillPrice,
  stepPrice,
  validateBookmakerBet,
  validateDecimalFancyBet,
  validateKhadoBet,
  validateMeterBet,
  validateOddsBet,
  validatePrice,
  validateSessionBet,
  validateStake,
} from './index.js';
import type { OddsBet, Side, Validation } from './index.js';

const codeOf = (v: Validation): string => (v.ok ? 'OK' : v.code);

describe('stepPrice', () => {
  it.each([
    [1.5, 'up', 1.51],
    [1.99, 'up', 2],
    [2, 'up', 2.02], // above 2 the tick is 0.02 (2.01 is not a price)
    [2, 'down', 1.99],
    [3, 'up', 3.05],
    [3, 'down', 2.98],
    [4, 'up', 4.1],
    [6, 'up', 6.2],
    [10, 'up', 10.5],
    [20, 'up', 21],
    [30, 'up', 32],
    [50, 'up', 55],
    [100, 'up', 110],
    [1000, 'up', 1000], // capped
    [1.01, 'down', 1.01], // floored
    [2.01, 'up', 2.02], // off the ladder: snaps to the next tick
    [2.01, 'down', 2],
  ] as const)('%d %s → %d', (p, dir, expected) => {
    expect(stepPrice(p, dir, 'decimal')).toBe(expected);
  });

  it('five ticks match the published examples (1.5 → 1.55, 2 → 2.1, 10 → 12.5)', () => {
    const five = (p: number): number => {
      let q = p;
      for (let i = 0; i < 5; i++) q = stepPrice(q, 'up');
      return q;
    };
    expect(five(1.5)).toBe(1.55);
    expect(five(2)).toBe(2.1);
    expect(five(10)).toBe(12.5);
  });

  it('rates and lines step by 1 (rates stay ≥ 1, lines ≥ 0)', () => {
    expect(stepPrice(50, 'up', 'rate')).toBe(51);
    expect(stepPrice(50, 'down', 'rate')).toBe(49);
    expect(stepPrice(1, 'down', 'rate')).toBe(1);
    expect(stepPrice(49, 'up', 'line')).toBe(50);
    expect(stepPrice(0, 'down', 'line')).toBe(0);
    expect(stepPrice(49.5, 'up', 'line')).toBe(50);
    expect(stepPrice(49.5, 'down', 'line')).toBe(49);
  });

  it('refuses a non-finite price', () => {
    expect(() => stepPrice(Number.NaN, 'up')).toThrow(RangeError);
  });
});

describe('validatePrice', () => {
  it.each([
    [2.02, 'decimal', 'OK'],
    [1.01, 'decimal', 'OK'],
    [1000, 'decimal', 'OK'],
    [2.01, 'decimal', 'INVALID_ODDS'],
    [1, 'decimal', 'INVALID_ODDS'],
    [1010, 'decimal', 'INVALID_ODDS'],
    [Number.NaN, 'decimal', 'INVALID_ODDS'],
    [50, 'rate', 'OK'],
    [0, 'rate', 'INVALID_RATE'],
    [50.5, 'rate', 'INVALID_RATE'],
    [-5, 'rate', 'INVALID_RATE'],
    [0, 'line', 'OK'],
    [52, 'line', 'OK'],
    [-1, 'line', 'INVALID_LINE'],
    [52.5, 'line', 'INVALID_LINE'],
  ] as const)('%d as %s → %s', (price, kind, code) => {
    expect(codeOf(validatePrice(price, kind))).toBe(code);
  });
});

describe('validateStake', () => {
  it.each([
    [100, 'OK'],
    [1, 'OK'],
    [0, 'INVALID_STAKE'], // zero stake refused
    [-100, 'INVALID_STAKE'],
    [10.5, 'INVALID_STAKE'], // fractional cents
    [Number.NaN, 'INVALID_STAKE'],
    [Number.POSITIVE_INFINITY, 'INVALID_STAKE'],
  ])('%d → %s', (stake, code) => {
    expect(codeOf(validateStake(stake))).toBe(code);
  });

  it('checks inclusive market limits', () => {
    const limits = { minCents: 10000, maxCents: 5000000 };
    expect(codeOf(validateStake(9999, limits))).toBe('STAKE_BELOW_MIN');
    expect(codeOf(validateStake(10000, limits))).toBe('OK');
    expect(codeOf(validateStake(5000000, limits))).toBe('OK');
    expect(codeOf(validateStake(5000001, limits))).toBe('STAKE_ABOVE_MAX');
    const v = validateStake(0, limits);
    expect(v.ok ? '' : v.message).toMatch(/above 0/);
  });
});

describe('bet validators', () => {
  const odds = (over: Partial<OddsBet>): OddsBet => ({
    side: 'BACK',
    selectionId: 7,
    price: 2.5,
    stakeCents: 10000,
    ...over,
  });

  it('odds bets', () => {
    expect(codeOf(validateOddsBet(odds({})))).toBe('OK');
    expect(codeOf(validateOddsBet(odds({ stakeCents: 0 })))).toBe('INVALID_STAKE');
    expect(codeOf(validateOddsBet(odds({ price: 2.01 })))).toBe('INVALID_ODDS');
    expect(codeOf(validateOddsBet(odds({ selectionId: -1 })))).toBe('INVALID_SELECTION');
    expect(codeOf(validateOddsBet(odds({ side: 'BUY' as Side })))).toBe('INVALID_SIDE');
    expect(codeOf(validateOddsBet(odds({ stakeCents: 50 }), { minCents: 100 }))).toBe('STAKE_BELOW_MIN');
    // 1e13¢ at 1000 would win 9.99e15¢, beyond exact integers
    expect(codeOf(validateOddsBet(odds({ price: 1000, stakeCents: 1e13 })))).toBe('INVALID_STAKE');
    expect(codeOf(validateOddsBet(odds({ price: 1000, stakeCents: 9e12 })))).toBe('OK');
  });

  it('bookmaker, session, khado, meter and decimal fancy bets', () => {
    expect(codeOf(validateBookmakerBet({ side: 'LAY', selectionId: 1, rate: 95, stakeCents: 100 }))).toBe('OK');
    expect(codeOf(validateBookmakerBet({ side: 'LAY', selectionId: 1, rate: 0, stakeCents: 100 }))).toBe(
      'INVALID_RATE',
    );
    expect(codeOf(validateBookmakerBet({ side: 'LAY', selectionId: 1, rate: 95, stakeCents: 0 }))).toBe(
      'INVALID_STAKE',
    );

    expect(codeOf(validateSessionBet({ side: 'NO', line: 52, rate: 100, stakeCents: 100 }))).toBe('OK');
    expect(codeOf(validateSessionBet({ side: 'NO', line: 52.5, rate: 100, stakeCents: 100 }))).toBe('INVALID_LINE');
    expect(codeOf(validateSessionBet({ side: 'NO', line: 52, rate: 100, stakeCents: 0 }))).toBe('INVALID_STAKE');
    expect(codeOf(validateSessionBet({ side: 'BACK' as 'YES', line: 52, rate: 100, stakeCents: 1 }))).toBe(
      'INVALID_SIDE',
    );

    expect(codeOf(validateKhadoBet({ line: 20, range: 3, rate: 150, stakeCents: 100 }))).toBe('OK');
    expect(codeOf(validateKhadoBet({ line: 20, range: 0, rate: 150, stakeCents: 100 }))).toBe('INVALID_RANGE');
    expect(codeOf(validateKhadoBet({ line: 20, range: 3, rate: 150, stakeCents: 0 }))).toBe('INVALID_STAKE');

    expect(codeOf(validateMeterBet({ side: 'YES', line: 10, rate: 100, stakeCents: 100 }))).toBe('OK');
    expect(codeOf(validateMeterBet({ side: 'YES', line: 10, rate: 100, stakeCents: 0 }))).toBe('INVALID_STAKE');

    expect(codeOf(validateDecimalFancyBet({ side: 'BACK', price: 1.98, stakeCents: 100 }))).toBe('OK');
    expect(codeOf(validateDecimalFancyBet({ side: 'BACK', price: 2.01, stakeCents: 100 }))).toBe('OK'); // provider price, no ladder
    expect(codeOf(validateDecimalFancyBet({ side: 'BACK', price: 1.985, stakeCents: 100 }))).toBe('INVALID_ODDS');
    expect(codeOf(validateDecimalFancyBet({ side: 'BACK', price: 1, stakeCents: 100 }))).toBe('INVALID_ODDS');
    expect(codeOf(validateDecimalFancyBet({ side: 'LAY', price: 1.98, stakeCents: 0 }))).toBe('INVALID_STAKE');
  });
});

describe('acceptsPrice and fillPrice (after the in-play delay)', () => {
  it('back: accepted at an equal or higher price', () => {
    expect(acceptsPrice('BACK', 2, 2)).toBe(true);
    expect(acceptsPrice('BACK', 2, 2.02)).toBe(true);
    expect(acceptsPrice('BACK', 2, 1.99)).toBe(false);
  });

  it('lay: accepted at an equal or lower price', () => {
    expect(acceptsPrice('LAY', 2, 2)).toBe(true);
    expect(acceptsPrice('LAY', 2, 1.98)).toBe(true);
    expect(acceptsPrice('LAY', 2, 2.02)).toBe(false);
  });

  it('bookmaker rates follow the same rule', () => {
    expect(acceptsPrice('BACK', 50, 52)).toBe(true);
    expect(acceptsPrice('BACK', 50, 49)).toBe(false);
    expect(acceptsPrice('LAY', 50, 49)).toBe(true);
    expect(acceptsPrice('LAY', 50, 51)).toBe(false);
  });

  it('never accepts a missing price', () => {
    expect(acceptsPrice('BACK', 2, Number.NaN)).toBe(false);
    expect(acceptsPrice('LAY', 2, Number.NaN)).toBe(false);
  });

  it('fills at the better available price', () => {
    expect(fillPrice('BACK', 2, 2.04)).toBe(2.04); // price improvement goes to the bettor
    expect(fillPrice('BACK', 2, 1.98)).toBeNull();
    expect(fillPrice('BACK', 2, [1.98, 2.02, 2.04])).toBe(2.04);
    expect(fillPrice('LAY', 2, [1.96, 1.98, 2.02])).toBe(1.96);
    expect(fillPrice('LAY', 2, [2.02, 2.04])).toBeNull();
    expect(fillPrice('LAY', 2, [])).toBeNull();
  });
});

describe('acceptsSessionPrice', () => {
  it('YES: a lower or equal line with a higher or equal rate', () => {
    expect(acceptsSessionPrice('YES', { line: 50, rate: 100 }, { line: 50, rate: 100 })).toBe(true);
    expect(acceptsSessionPrice('YES', { line: 50, rate: 100 }, { line: 49, rate: 100 })).toBe(true);
    expect(acceptsSessionPrice('YES', { line: 50, rate: 100 }, { line: 51, rate: 100 })).toBe(false);
    expect(acceptsSessionPrice('YES', { line: 50, rate: 100 }, { line: 50, rate: 90 })).toBe(false);
  });

  it('NO: a higher or equal line with a lower or equal rate', () => {
    expect(acceptsSessionPrice('NO', { line: 52, rate: 100 }, { line: 53, rate: 100 })).toBe(true);
    expect(acceptsSessionPrice('NO', { line: 52, rate: 100 }, { line: 52, rate: 90 })).toBe(true);
    expect(acceptsSessionPrice('NO', { line: 52, rate: 100 }, { line: 51, rate: 100 })).toBe(false);
    expect(acceptsSessionPrice('NO', { line: 52, rate: 100 }, { line: 52, rate: 110 })).toBe(false);
  });
});
