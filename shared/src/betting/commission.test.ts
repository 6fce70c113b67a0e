import { afterCommission, commissionCents, commissionRateOf, DEFAULT_COMMISSION_RATES } from './commission.js';

describe('commissionCents', () => {
  it.each([
    // [net cents, rate bp, commission cents]
    [15_000, 100, 150], // +150.00 at 1 % → 1.50
    [50, 100, 1], // 0.5¢ rounds half away from zero
    [49, 100, 0], // 0.49¢ rounds to nothing
    [3_333, 250, 83], // 83.325¢ at 2.5 %
    [1, 10_000, 1], // 100 % takes all of it, never more
    [-20_000, 100, 0], // a loss pays nothing
    [0, 100, 0],
    [15_000, 0, 0], // a market type without a rate
  ])('on a net of %i¢ at %i bp it is %i¢', (net, bp, expected) => {
    expect(commissionCents(net, bp)).toBe(expected);
  });

  it('is exact on large amounts', () => {
    // 9,007,199,254,740,991¢ is the largest safe amount; 1 % of it rounds half away from zero.
    expect(commissionCents(Number.MAX_SAFE_INTEGER, 100)).toBe(90_071_992_547_410);
  });

  it('refuses rates that are not whole basis points from 0 to 100 %, and fractional cents', () => {
    expect(() => commissionCents(100, -1)).toThrow(RangeError);
    expect(() => commissionCents(100, 1.5)).toThrow(RangeError);
    expect(() => commissionCents(100, 10_001)).toThrow(RangeError);
    expect(() => commissionCents(10.5, 100)).toThrow(RangeError);
  });
});

describe('afterCommission', () => {
  it('keeps the winnings less the commission, and a loss as it is', () => {
    expect(afterCommission(15_000, 100)).toBe(14_850);
    expect(afterCommission(-4_000, 100)).toBe(-4_000);
  });
});

describe('the default rates', () => {
  it('charge 1 % on match odds and nothing on other markets', () => {
    expect(commissionRateOf(DEFAULT_COMMISSION_RATES, 'matchOdds')).toBe(100);
    expect(commissionRateOf(DEFAULT_COMMISSION_RATES, 'bookmaker')).toBe(0);
    expect(commissionRateOf(DEFAULT_COMMISSION_RATES, 'fancy1')).toBe(0);
  });
});
