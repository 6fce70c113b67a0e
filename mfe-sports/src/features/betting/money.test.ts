import { parsePrice } from './money.js';

describe('betting money', () => {
  it('reads a typed price', () => {
    expect(parsePrice('2.52')).toBe(2.52);
    expect(parsePrice('3')).toBe(3);
    expect(parsePrice('2,5')).toBeNull();
    expect(parsePrice('abc')).toBeNull();
  });
});
