import { formatPrice } from './money.js';

describe('casino money helpers', () => {
  it('prints prices the way tables quote them', () => {
    expect(formatPrice(1.98)).toBe('1.98');
    expect(formatPrice(2.0)).toBe('2');
    expect(formatPrice(12.499999)).toBe('12.5');
  });
});
