import {
  addCents,
  backProfitCents,
  decimalToRate,
  mulDivRound,
  priceToHundredths,
  rateProfitCents,
  rateToDecimal,
  sumCents,
  worstCaseExposure,
} from './index.js';

describe('mulDivRound: round(a·b/d), half away from zero, exact', () => {
  it.each([
    // [a, b, d, expected]  with the exact quotient in the comment
    [105, 15, 100, 16], // 1575/100 = 15.75 → 16
    [-105, 15, 100, -16], // −15.75 → −16
    [1, 50, 100, 1], // 0.5 → 1 (half away from zero)
    [-1, 50, 100, -1], // −0.5 → −1
    [3, 50, 100, 2], // 1.5 → 2
    [5, 50, 100, 3], // 2.5 → 3 (not banker's 2)
    [1, 49, 100, 0], // 0.49 → 0
    [1, 51, 100, 1], // 0.51 → 1
    [10, 10, 100, 1], // exactly 1
    [0, 999, 100, 0],
    [7, 3, 1, 21], // d = 1 is a plain product
    [2, 1, 3, 1], // 0.666… → 1
    [1, 1, 3, 0], // 0.333… → 0
  ])('%d·%d/%d = %d', (a, b, d, expected) => {
    expect(mulDivRound(a, b, d)).toBe(expected);
  });

  it('never returns −0', () => {
    expect(Object.is(mulDivRound(-1, 1, 100), 0)).toBe(true); // −0.01 → 0, not −0
  });

  it('stays exact beyond 2^53 intermediate products (BigInt path)', () => {
    const s = 2 ** 52 - 1; // 4 503 599 627 370 495 cents
    // s·50/100 = 2 251 799 813 685 247.5 → 2 251 799 813 685 248 (= 2^51)
    expect(mulDivRound(s, 50, 100)).toBe(2 ** 51);
    expect(mulDivRound(-s, 50, 100)).toBe(-(2 ** 51));
    // s·99900/100 overflows the safe range: refused rather than rounded
    expect(() => mulDivRound(s, 99900, 100)).toThrow(RangeError);
  });

  it('refuses non-integers and a non-positive divisor', () => {
    expect(() => mulDivRound(1.5, 2, 100)).toThrow(RangeError);
    expect(() => mulDivRound(1, 2, 0)).toThrow(RangeError);
    expect(() => mulDivRound(1, 2, -100)).toThrow(RangeError);
    expect(() => mulDivRound(Number.NaN, 2, 100)).toThrow(RangeError);
  });
});

describe('priceToHundredths', () => {
  it.each([
    [2.5, 250],
    [1.01, 101],
    [1.15, 115],
    [3.05, 305],
    [1000, 100000],
    [1 + 0.15, 115], // 1.1500000000000001 is still the hundredth 1.15
  ])('%d → %d', (p, h) => {
    expect(priceToHundredths(p)).toBe(h);
  });

  it.each([[2.555], [1], [0.5], [Number.NaN], [Number.POSITIVE_INFINITY], [-2]])('refuses %d', (p) => {
    expect(() => priceToHundredths(p)).toThrow(RangeError);
  });
});

describe('backProfitCents: round(stake × (price − 1))', () => {
  it.each([
    [10000, 2.5, 15000], // 100.00 × 1.5 = 150.00
    [5000, 3, 10000], // 50.00 × 2 = 100.00
    [333, 1.01, 3], // 3.33 × 0.01 = 0.0333 → 3.33¢ → 3¢
    [350, 1.01, 4], // 350 × 1/100 = 3.5¢ → 4¢
    [1, 1.5, 1], // 0.5¢ → 1¢
    [1, 1.49, 0], // 0.49¢ → 0¢
    [105, 1.15, 16], // 15.75¢ → 16¢
    [0, 5, 0],
    [100, 1000, 99900], // 1.00 × 999
  ])('%d¢ at %d → %d¢', (s, p, expected) => {
    expect(backProfitCents(s, p)).toBe(expected);
  });

  it('uses exact arithmetic where a float product would round the wrong way', () => {
    // 1.15 − 1 in floats is 0.1499999999999999, so 10 × that is 1.499999… and Math.round gives 1;
    // the exact profit is 10 × 15/100 = 1.5¢ → 2¢.
    expect(Math.round(10 * (1.15 - 1))).toBe(1);
    expect(backProfitCents(10, 1.15)).toBe(2);
  });

  it('keeps huge stakes exact and refuses overflow', () => {
    // 90 000 000 000.00 at 1000: 9e12 × 999 = 8 991 000 000 000 000 < 2^53
    expect(backProfitCents(9e12, 1000)).toBe(8_991_000_000_000_000);
    // 1e13 × 999 = 9.99e15 > 2^53 − 1
    expect(() => backProfitCents(1e13, 1000)).toThrow(RangeError);
    // 2^53 − 1 at 2.00 → exactly the stake
    expect(backProfitCents(Number.MAX_SAFE_INTEGER, 2)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('refuses bad stakes', () => {
    expect(() => backProfitCents(-1, 2)).toThrow(RangeError);
    expect(() => backProfitCents(1.5, 2)).toThrow(RangeError);
  });
});

describe('rateProfitCents: round(stake × rate / 100)', () => {
  it.each([
    [100000, 50, 50000], // 1000.00 at 50 paise → 500.00
    [100000, 95, 95000],
    [100000, 120, 120000],
    [100000, 100, 100000], // even money
    [333, 50, 167], // 166.5¢ → 167¢
    [1, 50, 1], // 0.5¢ → 1¢
    [1, 49, 0],
    [0, 80, 0],
  ])('%d¢ at %d → %d¢', (s, r, expected) => {
    expect(rateProfitCents(s, r)).toBe(expected);
  });

  it('refuses a fractional rate', () => {
    expect(() => rateProfitCents(100, 50.5)).toThrow(RangeError);
  });
});

describe('rate ⇔ decimal', () => {
  it.each([
    [50, 1.5],
    [95, 1.95],
    [120, 2.2],
    [100, 2],
    [1, 1.01],
  ])('rate %d ⇔ %d', (r, p) => {
    expect(rateToDecimal(r)).toBe(p);
    expect(decimalToRate(p)).toBe(r);
  });
});

describe('sums and worst case', () => {
  it('adds exactly and refuses overflow', () => {
    expect(addCents(1, 2)).toBe(3);
    expect(sumCents([15000, -10000, -10000])).toBe(-5000);
    expect(sumCents([])).toBe(0);
    expect(() => addCents(Number.MAX_SAFE_INTEGER, 1)).toThrow(RangeError);
    expect(() => addCents(-Number.MAX_SAFE_INTEGER, -1)).toThrow(RangeError);
  });

  it.each([
    [[15000, -10000, -10000], 10000],
    [[20000, -20000, -5000], 20000],
    [[5000, 5000], 0],
    [[0, 0], 0],
    [[], 0],
    [[-1], 1],
  ])('worstCaseExposure(%j) = %d', (values, expected) => {
    expect(worstCaseExposure(values)).toBe(expected);
  });
});
