import { RANKS, standardDeck, suitOf, valueOf } from '../cards.js';
import type { CardTableDefinition, DealtCard } from '../types.js';
import { checkDefinition, checkRandomRounds, LOSE, WIN, winningSids } from './familyChecks.test-support.js';
import { RACE_CARD_LINE, RACE_POINT_LINE, raceFamily as family, raceTables } from './race.js';

const [race20] = raceTables as [CardTableDefinition];
const deal = (shoe: string): DealtCard[] => family.deal(race20, shoe.split(' '));

describe('race definitions', () => {
  it('has the lobby name, id and feed code', () => {
    expect(raceTables.map((t) => [t.code, t.gtype, t.name, t.lobbyId, t.family])).toEqual([
      ['race20', 'race20', 'Race 20-20', 3, 'race'],
    ]);
    checkDefinition(race20);
    expect(race20.resultLetters).toEqual({ '1': '♠', '2': '♥', '3': '♣', '4': '♦' });
  });

  it('orders the 12 rows as the client slices them, with the fixed lines in the names', () => {
    expect(race20.rows.map((r) => [r.sid, r.nat, r.back, r.lay])).toEqual([
      [1, 'K of spade', 3.9, 4.1],
      [2, 'K of heart', 3.9, 4.1],
      [3, 'K of club', 3.9, 4.1],
      [4, 'K of diamond', 3.9, 4.1],
      [5, 'Total Point 81+', 1.8, null],
      [6, 'Total Card 13+', 1.78, null],
      [7, 'Win with 5', 495, null],
      [8, 'Win with 6', 118, null],
      [9, 'Win with 7', 47.5, null],
      [10, 'Win with 15', 7.9, null],
      [11, 'Win with 16', 12.9, null],
      [12, 'Win with 17', 34.5, null],
    ]);
    expect([RACE_POINT_LINE, RACE_CARD_LINE]).toEqual([81, 13]);
    expect(race20.groups).toEqual([
      { key: 'kings', title: 'Race', exclusive: true },
      { key: 'totalPoint', title: 'Total Point', exclusive: false },
      { key: 'totalCard', title: 'Total Card', exclusive: false },
      { key: 'winWith', title: 'Win With', exclusive: true },
    ]);
    expect(race20.rules.join(' ')).toMatch(/Total Point 81\+ \(pays 1.8\).*81 or more/);
    expect(race20.rules.join(' ')).toMatch(/Total Card 13\+ \(pays 1.78\)/);
  });

  it('draws from the 48 cards without kings', () => {
    const deck = family.deck(race20);
    expect(deck).toHaveLength(48);
    expect(deck).toEqual(standardDeck(1, RANKS.slice(0, 12)));
    expect(deck.some((c) => c.startsWith('K'))).toBe(false);
  });
});

describe('race deal and settlement', () => {
  it('ends at the fifth card of a suit: five straight spades', () => {
    const dealt = deal('AHH 2HH 3HH 4HH 5HH 6DD 7DD');
    expect(dealt.map((d) => d.hand)).toEqual(['spade', 'spade', 'spade', 'spade', 'spade']);
    expect(winningSids(family, race20, dealt)).toEqual([1, 7]);
    expect(family.result(race20, dealt)).toEqual({
      win: '1',
      desc: 'Spade|Point:15|Card:5',
      sid: '1,7',
      cards: ['AHH', '2HH', '3HH', '4HH', '5HH'],
    });
  });

  it('runs to 17 cards at most, and settles the totals on or over the line', () => {
    const shoe = 'QHH JHH 10HH 9HH QDD JDD 10DD 9DD ACC 2CC 3CC 4CC ASS 2SS 3SS 4SS 5SS 6SS';
    const dealt = deal(shoe);
    expect(dealt).toHaveLength(17);
    expect(dealt.map((d) => d.hand)).toEqual(
      shoe
        .split(' ')
        .slice(0, 17)
        .map((c) => suitOf(c)),
    );
    expect(winningSids(family, race20, dealt)).toEqual([4, 5, 6, 12]);
    expect(family.result(race20, dealt)).toMatchObject({ win: '4', desc: 'Diamond|Point:109|Card:17' });
  });

  it('loses the total rows just under the lines', () => {
    // Twelve cards, hearts win: 4 spades, 3 clubs, 5 hearts (12 < 13 cards); points 1+2+3+4 + 1+2+3 + 9+10+11+12+8 = 66.
    const dealt = deal('AHH 2HH 3HH 4HH ACC 2CC 3CC 9DD 10DD JDD QDD 8DD');
    expect(dealt).toHaveLength(12);
    expect(family.result(race20, dealt).desc).toBe('Heart|Point:66|Card:12');
    expect([5, 6].map((sid) => family.outcome(race20, dealt, sid))).toEqual([LOSE, LOSE]);
    expect(family.outcome(race20, dealt, 2)).toEqual(WIN);
  });

  it('refuses a shoe that runs out and a deal that has not finished', () => {
    expect(() => deal('AHH 2HH 3HH 4HH')).toThrow(RangeError);
    const dealt = deal('AHH 2HH 3HH 4HH 5HH');
    expect(() => family.result(race20, dealt.slice(0, 4))).toThrow(RangeError);
    expect(() => family.outcome(race20, dealt, 13)).toThrow(RangeError);
  });
});

describe('race random rounds', () => {
  it("keeps its invariants and settles the lines from the round's totals", () => {
    checkRandomRounds(family, race20, {
      rounds: 4000,
      seed: 17,
      extra: ({ dealt, result: { desc }, outcomes }) => {
        const problems: string[] = [];
        const points = dealt.reduce((s, d) => s + valueOf(d.card), 0);
        if (desc !== `${desc.split('|')[0]}|Point:${points}|Card:${dealt.length}`) problems.push(`desc ${desc}`);
        if ((outcomes.get(5)!.kind === 'win') !== points >= RACE_POINT_LINE) problems.push('total point');
        if ((outcomes.get(6)!.kind === 'win') !== dealt.length >= RACE_CARD_LINE) problems.push('total card');
        const last = dealt[dealt.length - 1]!;
        if (dealt.filter((d) => d.hand === last.hand).length !== 5 || dealt.some((d) => d.hand !== suitOf(d.card)))
          problems.push('race');
        return problems;
      },
    });
  });
});
