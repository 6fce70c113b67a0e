import { standardDeck } from '../cards.js';
import type { CardOutcome, CardTableDefinition, DealtCard } from '../types.js';
import { checkDefinition, checkRandomRounds } from './familyChecks.test-support.js';
import { METER_CAP, meterFamily as family, meterTables, meterZone } from './meter.js';

const [meter] = meterTables as [CardTableDefinition];
const deal = (shoe: string): DealtCard[] => family.deal(meter, shoe.split(' '));
const both = (dealt: DealtCard[]): CardOutcome[] => [family.outcome(meter, dealt, 1), family.outcome(meter, dealt, 2)];

describe('casino meter definition', () => {
  it('has the lobby name, id and feed code, and Low / High at 2.15 with a 50-run loss bound', () => {
    expect(meterTables.map((t) => [t.code, t.gtype, t.name, t.lobbyId, t.family])).toEqual([
      ['cmeter', 'cmeter', 'Casino Meter', 12, 'meter'],
    ]);
    checkDefinition(meter);
    expect(meter.rows).toEqual([
      { sid: 1, nat: 'Low', group: 'meter', back: 2.15, lay: null, min: 100, max: 25000, maxLossPct: 5000 },
      { sid: 2, nat: 'High', group: 'meter', back: 2.15, lay: null, min: 100, max: 25000, maxLossPct: 5000 },
    ]);
    expect(METER_CAP).toBe(50);
    expect(meter.oppositeSides).toEqual([[1, 2]]);
    expect(meter.rules.join(' ')).toMatch(/9♠ and 10♠ count against you/);
  });

  it('puts every card in its zone', () => {
    expect(['AHH', '8CC', '9DD', '9CC', '9SS'].map(meterZone)).toEqual(['low', 'low', 'low', 'low', 'low']);
    expect(['10DD', '10CC', '10SS', 'JHH', 'QDD', 'KCC'].map(meterZone)).toEqual([
      'high',
      'high',
      'high',
      'high',
      'high',
      'high',
    ]);
    expect(['9HH', '10HH'].map(meterZone)).toEqual(['spade', 'spade']);
    const zones = standardDeck().map(meterZone);
    expect([zones.filter((z) => z === 'low').length, zones.filter((z) => z === 'high').length]).toEqual([35, 15]);
  });
});

describe('casino meter settlement', () => {
  it('deals eleven cards from the top into their zones', () => {
    const dealt = deal('AHH 2HH 3HH 4HH 5HH 6HH 7HH 8HH 9HH 10HH JDD QDD');
    expect(dealt).toHaveLength(11);
    expect(dealt.map((d) => d.hand)).toEqual([
      'low',
      'low',
      'low',
      'low',
      'low',
      'low',
      'low',
      'low',
      'spade',
      'spade',
      'high',
    ]);
    expect(() => deal('AHH 2HH')).toThrow(RangeError);
  });

  it('counts the spade 9 and 10 for the other side of each bet', () => {
    // Low 36, High 11, spades 19: Low leads 36 − 30 = 6; High trails 11 − 55 = −44.
    const dealt = deal('AHH 2HH 3HH 4HH 5HH 6HH 7HH 8HH 9HH 10HH JDD');
    expect(both(dealt)).toEqual([
      { kind: 'win', pct: 600 },
      { kind: 'lose', pct: 4400 },
    ]);
    expect(family.result(meter, dealt)).toEqual({
      win: '1',
      desc: 'AHH,2HH,3HH,4HH,5HH,6HH,7HH,8HH,9HH,10HH,JDD',
      sid: '1',
      cards: 'AHH 2HH 3HH 4HH 5HH 6HH 7HH 8HH 9HH 10HH JDD'.split(' '),
    });
  });

  it('caps the difference at 50 runs', () => {
    const dealt = deal('KDD QDD JDD KCC QCC JCC KSS QSS 10DD 10CC 10SS');
    expect(both(dealt)).toEqual([
      { kind: 'lose', pct: 5000 },
      { kind: 'win', pct: 5000 },
    ]);
    expect(family.result(meter, dealt)).toMatchObject({ win: '2', sid: '2' });
  });

  it('returns the stake on equal scores', () => {
    const dealt = deal('ADD 2DD 3DD 4DD 5DD 6DD 7DD 8DD KDD QDD JDD');
    expect(both(dealt)).toEqual([{ kind: 'void' }, { kind: 'void' }]);
    expect(family.result(meter, dealt)).toMatchObject({ win: '0', sid: '' });
  });

  it('can lose both sides when the spades swing it', () => {
    // Low 36, High 25, 9♠ 9: Low 36 against 25 + 9 = 34 wins by 2; High 25 against 36 + 9 = 45 loses by 20.
    const dealt = deal('ADD 2DD 3DD 4DD 5DD 6DD 7DD 8DD 9HH KDD QDD');
    expect(both(dealt)).toEqual([
      { kind: 'win', pct: 200 },
      { kind: 'lose', pct: 2000 },
    ]);
    // Low 42, High 39, 9♠ 9: Low 42 against 48 and High 39 against 51 both lose.
    const worse = deal('3DD 4DD 5DD 6DD 7DD 8DD 9DD 9HH KDD KCC KSS');
    expect(both(worse)).toEqual([
      { kind: 'lose', pct: 600 },
      { kind: 'lose', pct: 1200 },
    ]);
    expect(family.result(meter, worse)).toMatchObject({ win: '0', sid: '' });
  });
});

describe('casino meter random rounds', () => {
  it('keeps its invariants', () => {
    checkRandomRounds(family, meter, {
      rounds: 4000,
      seed: 23,
      extra: ({ dealt, result }) =>
        dealt.length !== 11 || result.desc !== dealt.map((d) => d.card).join(',') ? ['desc'] : [],
    });
  });
});
