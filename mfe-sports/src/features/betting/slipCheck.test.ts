import { checkSlip } from './slipCheck.js';

const base = { priceText: '2.5', stakeText: '100', priceKind: 'decimal' as const, minBet: 100, maxBet: 500_000 };

describe('the slip checks', () => {
  it('passes a price on the ladder and a stake within the limits, in cents', () => {
    expect(checkSlip(base)).toEqual({ price: 2.5, priceError: null, stakeCents: 10_000, stakeError: null });
  });

  it('says nothing about an empty stake yet', () => {
    expect(checkSlip({ ...base, stakeText: '' })).toMatchObject({ stakeCents: null, stakeError: null });
  });

  it('explains stakes outside the limits in currency units', () => {
    expect(checkSlip({ ...base, stakeText: '50' }).stakeError).toBe('The minimum stake is 100.');
    expect(checkSlip({ ...base, stakeText: '600000' }).stakeError).toBe('The maximum stake is 500,000.');
    expect(checkSlip({ ...base, stakeText: '0' }).stakeError).toBe('Enter a stake above 0.');
    expect(checkSlip({ ...base, stakeText: '10.555' }).stakeError).toBe(
      'Enter the stake as an amount, with at most two decimals.',
    );
  });

  it('points an off-ladder price to the nearest tick', () => {
    expect(checkSlip({ ...base, priceText: '2.51' })).toMatchObject({
      price: null,
      priceError: '2.51 is not on the price ladder: try 2.5.',
    });
    expect(checkSlip({ ...base, priceText: '1' }).priceError).toBe('Prices run from 1.01 to 1000.');
    expect(checkSlip({ ...base, priceText: '' }).priceError).toBe('Enter a price, for example 2.5.');
  });

  it('takes whole rates and run lines', () => {
    expect(checkSlip({ ...base, priceKind: 'rate', priceText: '48' }).price).toBe(48);
    expect(checkSlip({ ...base, priceKind: 'line', priceText: '52' }).price).toBe(52);
  });
});
