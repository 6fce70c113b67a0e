import { formatLimit, formatPrice, formatRaceStart, formatSize, formatStart } from './format.js';

describe('formatPrice', () => {
  it('prints decimal odds with at most two decimals and no trailing zeros', () => {
    expect(formatPrice(2.5)).toBe('2.5');
    expect(formatPrice(1.01)).toBe('1.01');
    expect(formatPrice(2.0)).toBe('2');
    expect(formatPrice(110)).toBe('110');
  });
  it('prints bookmaker rates and session lines as whole numbers', () => {
    expect(formatPrice(48, 'rate')).toBe('48');
    expect(formatPrice(152, 'line')).toBe('152');
  });
});

describe('formatSize', () => {
  it('keeps sizes to a few characters', () => {
    expect(formatSize(950)).toBe('950');
    expect(formatSize(1200)).toBe('1.2k');
    expect(formatSize(59351)).toBe('59.4k');
    expect(formatSize(252717)).toBe('253k');
    expect(formatSize(1_250_000)).toBe('1.3M');
  });
});

describe('formatLimit', () => {
  it('writes stake limits the way Indian exchanges do', () => {
    expect(formatLimit(100)).toBe('100');
    expect(formatLimit(5000)).toBe('5K');
    expect(formatLimit(50_000)).toBe('50K');
    expect(formatLimit(500_000)).toBe('5L');
    expect(formatLimit(25_000_000)).toBe('2.5Cr');
  });
});

describe('formatStart', () => {
  it('says today and tomorrow, otherwise the date', () => {
    const now = new Date(2026, 0, 10, 9, 0).getTime();
    expect(formatStart(new Date(2026, 0, 10, 14, 30).toISOString(), now)).toBe('Today 14:30');
    expect(formatStart(new Date(2026, 0, 11, 9, 5).toISOString(), now)).toBe('Tomorrow 09:05');
    expect(formatStart(new Date(2026, 0, 14, 20, 0).toISOString(), now)).toBe('14 Jan 20:00');
    expect(formatStart('not a date', now)).toBe('');
  });
});

describe('formatRaceStart', () => {
  it('gives the time alone today, otherwise the day too', () => {
    const now = new Date(2026, 0, 10, 9, 0).getTime();
    expect(formatRaceStart(new Date(2026, 0, 10, 14, 30).toISOString(), now)).toBe('14:30');
    expect(formatRaceStart(new Date(2026, 0, 11, 9, 5).toISOString(), now)).toBe('Tomorrow 09:05');
    expect(formatRaceStart(new Date(2026, 0, 14, 20, 0).toISOString(), now)).toBe('14 Jan 20:00');
    expect(formatRaceStart('not a date', now)).toBe('');
  });
});
