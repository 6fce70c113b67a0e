import { formatAmount, formatPnl, formatPrice, parseStake, pnlTone, toCents } from './money.js';

describe('casino money helpers', () => {
  it('converts units to cents without float noise', () => {
    expect(toCents(0.29)).toBe(29);
    expect(toCents(98)).toBe(9_800);
  });

  it('prints profit and loss with a sign and two decimals', () => {
    expect(formatPnl(9_800)).toBe('+98.00');
    expect(formatPnl(-110_000)).toBe('\u22121,100.00');
    expect(formatPnl(0)).toBe('0.00');
    expect([pnlTone(1), pnlTone(-1), pnlTone(0)]).toEqual(['up', 'down', 'flat']);
  });

  it('prints stakes and limits without needless decimals', () => {
    expect(formatAmount(25_000)).toBe('25,000');
    expect(formatAmount(12.5)).toBe('12.50');
  });

  it('reads a typed stake as cents, refusing anything but a plain amount', () => {
    expect(parseStake(' 100 ')).toBe(10_000);
    expect(parseStake('12.34')).toBe(1_234);
    expect(parseStake('12.345')).toBeNull();
    expect(parseStake('-5')).toBeNull();
    expect(parseStake('1e3')).toBeNull();
  });

  it('prints prices the way tables quote them', () => {
    expect(formatPrice(1.98)).toBe('1.98');
    expect(formatPrice(2.0)).toBe('2');
    expect(formatPrice(12.499999)).toBe('12.5');
  });
});
