import { formatCents, formatUnits } from './number.js';

const intl = (units: number, min: number) =>
  units.toLocaleString('en-US', { minimumFractionDigits: min, maximumFractionDigits: 2 });

describe('amounts without Intl', () => {
  test('worked examples', () => {
    expect(formatCents(0, 2)).toBe('0.00');
    expect(formatCents(5, 2)).toBe('0.05');
    expect(formatCents(-5, 2)).toBe('-0.05');
    expect(formatCents(150_000, 2)).toBe('1,500.00');
    expect(formatCents(123_456_789_01, 2)).toBe('123,456,789.01');
    expect(formatCents(100_000_000, 0)).toBe('1,000,000');
    expect(formatUnits(1500)).toBe('1,500');
    expect(formatUnits(12.5)).toBe('12.50');
    expect(formatUnits(-999.99)).toBe('-999.99');
    expect(formatUnits(-0.001)).toBe('0');
    expect(formatUnits(0.1 + 0.2)).toBe('0.30');
  });

  test('the same text as toLocaleString("en-US") for whole cents, 0 to ±10 billion', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const samples = [0, 1, 99, 100, 999, 1_000, 99_999, 100_000, 100_001, 999_999_999];
    for (let i = 0; i < 5_000; i += 1) samples.push(Math.floor(random() * 10 ** Math.floor(random() * 13)));
    for (const magnitude of samples) {
      // Not -0: Intl prints "-0.00", which no amount here should read as.
      for (const cents of magnitude === 0 ? [0] : [magnitude, -magnitude]) {
        expect(formatCents(cents, 2)).toBe(intl(cents / 100, 2));
        expect(formatUnits(cents / 100)).toBe(intl(cents / 100, cents % 100 === 0 ? 0 : 2));
        if (cents % 100 === 0) expect(formatCents(cents, 0)).toBe(intl(cents / 100, 0));
      }
    }
  });
});
