import { isSportKey, sportName } from './sports.js';

describe('sport names', () => {
  it('names sports by key, card-table bets as Casino, and leaves unknown keys as they are', () => {
    expect(sportName('cricket')).toBe('Cricket');
    expect(sportName('card')).toBe('Casino');
    expect(sportName('curling')).toBe('curling');
  });
  it('does not take card for a sport', () => {
    expect(isSportKey('card')).toBe(false);
    expect(isSportKey('tennis')).toBe(true);
  });
});
