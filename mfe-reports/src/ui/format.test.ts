import { formatMoney, formatProfitLoss, profitLossTone, sumUnits } from './format.js';

describe('report money', () => {
  it('always shows two decimals, a real minus sign and thousands', () => {
    expect(formatMoney(1250)).toBe('1,250.00');
    expect(formatMoney(-40.5)).toBe('\u221240.50');
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(1234567.8)).toBe('1,234,567.80');
  });

  it('writes the sign of a profit or loss, so colour is never the only cue', () => {
    expect(formatProfitLoss(150)).toBe('+150.00');
    expect(formatProfitLoss(-1100)).toBe('\u22121,100.00');
    expect(formatProfitLoss(0)).toBe('0.00');
    expect([profitLossTone(3), profitLossTone(-3), profitLossTone(0.001)]).toEqual(['up', 'down', 'flat']);
  });

  it('sums exactly', () => {
    expect(sumUnits([0.1, 0.2])).toBe(0.3);
    expect(sumUnits([100, -40.25, -59.75])).toBe(0);
    expect(sumUnits([])).toBe(0);
  });
});
