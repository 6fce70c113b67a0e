import { formatAmount, formatPnl, parseStake, pnlTone, toCents, toUnits } from './display.js';

describe('money on screen', () => {
  it('prints a profit or loss with its sign and two decimals', () => {
    expect(formatPnl(15_000)).toBe('+150.00');
    expect(formatPnl(9_800)).toBe('+98.00');
    expect(formatPnl(-10_000)).toBe('\u2212100.00');
    expect(formatPnl(-110_050)).toBe('\u22121,100.50');
    expect(formatPnl(0)).toBe('0.00');
    expect([pnlTone(1), pnlTone(-1), pnlTone(0)]).toEqual(['up', 'down', 'flat']);
  });

  it('prints stakes and limits without cents unless there are some', () => {
    expect(formatAmount(500_000)).toBe('500,000');
    expect(formatAmount(25_000)).toBe('25,000');
    expect(formatAmount(12.5)).toBe('12.50');
    expect(formatAmount(100)).toBe('100');
  });

  it('reads a typed stake into cents, refusing anything but a plain amount', () => {
    expect(parseStake('100')).toBe(10_000);
    expect(parseStake(' 12.5 ')).toBe(1_250);
    expect(parseStake('12.34')).toBe(1_234);
    expect(parseStake('0.01')).toBe(1);
    expect(parseStake('1.005')).toBeNull();
    expect(parseStake('12.345')).toBeNull();
    expect(parseStake('-5')).toBeNull();
    expect(parseStake('1e3')).toBeNull();
    expect(parseStake('')).toBeNull();
  });

  it('converts units and cents without float noise', () => {
    expect(toCents(1.15)).toBe(115);
    expect(toCents(0.29)).toBe(29);
    expect(toCents(100)).toBe(10_000);
    expect(toUnits(1_250)).toBe(12.5);
  });
});
