import { ACCEPT_BETTER_ODDS_KEY, readAcceptBetterOdds, stakeButtonsOf, writeAcceptBetterOdds } from './index.js';

describe('stakeButtonsOf', () => {
  it('reads label → stake pairs, smallest stake first', () => {
    expect(stakeButtonsOf('{"5k":5000,"100":100,"2.5k":"2500"}')).toEqual([
      { label: '100', value: 100 },
      { label: '2.5k', value: 2500 },
      { label: '5k', value: 5000 },
    ]);
  });

  it('keeps the eight smallest and leaves out what cannot be read', () => {
    const many = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`s${10 - i}`, (10 - i) * 100]));
    expect(stakeButtonsOf(JSON.stringify(many)).map((b) => b.value)).toEqual([100, 200, 300, 400, 500, 600, 700, 800]);
    expect(stakeButtonsOf('{"a":0,"b":-5,"c":"x","d":" ","":10,"e":null,"f":"250"}')).toEqual([
      { label: 'f', value: 250 },
    ]);
    for (const text of ['not json', '[1,2]', '5', 'null', '', '  ', null, undefined])
      expect(stakeButtonsOf(text)).toEqual([]);
  });
});

describe('accept better odds', () => {
  beforeEach(() => localStorage.clear());

  it('is on until the player turns it off, and the choice is kept for every slip', () => {
    expect(readAcceptBetterOdds()).toBe(true);
    writeAcceptBetterOdds(false);
    expect(localStorage.getItem(ACCEPT_BETTER_ODDS_KEY)).toBe('false');
    expect(readAcceptBetterOdds()).toBe(false);
    writeAcceptBetterOdds(true);
    expect(readAcceptBetterOdds()).toBe(true);
  });

  it('stays on, and does not throw, when storage refuses', () => {
    const spies = [
      jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
        throw new Error('denied');
      }),
      jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
        throw new Error('denied');
      }),
    ];
    try {
      expect(() => writeAcceptBetterOdds(false)).not.toThrow();
      expect(readAcceptBetterOdds()).toBe(true);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });
});
