import { FAMILY_LOOKS, nameSeed, thumbnailSpec } from './thumbnail.js';

describe('lobby thumbnails', () => {
  it("take their motif and colours from the table's family", () => {
    expect(thumbnailSpec('lucky7', 'Lucky 7 - A')).toMatchObject({ motif: 'seven', from: FAMILY_LOOKS.lucky7.from });
    expect(thumbnailSpec('cricket', 'Super Over').motif).toBe('cricket');
    expect(thumbnailSpec('war', 'Casino War').motif).toBe('war');
    expect(thumbnailSpec('ballByBall', 'Ball By Ball').motif).toBe('over');
    expect(thumbnailSpec('queen', 'Casino Queen').motif).toBe('crown');
  });

  it('are the same for the same table every time, and differ between tables of one family', () => {
    expect(thumbnailSpec('dragonTiger', '20-20 Dragon Tiger')).toEqual(
      thumbnailSpec('dragonTiger', '20-20 Dragon Tiger'),
    );
    const a = thumbnailSpec('dragonTiger', '20-20 Dragon Tiger');
    const b = thumbnailSpec('dragonTiger', '1 Day Dragon Tiger');
    expect([a.cards, a.tilt]).not.toEqual([b.cards, b.tilt]);
  });

  it('keep the tilt small and the digit a digit', () => {
    for (const name of ['a', 'Instant Worli', '20-20 Teenpatti', 'Casino Meter']) {
      const spec = thumbnailSpec('worli', name);
      expect(spec.tilt).toBeGreaterThanOrEqual(-5);
      expect(spec.tilt).toBeLessThanOrEqual(5);
      expect(spec.digit).toBeGreaterThanOrEqual(0);
      expect(spec.digit).toBeLessThanOrEqual(9);
    }
    expect(nameSeed('abc')).toBe(nameSeed('abc'));
  });
});
