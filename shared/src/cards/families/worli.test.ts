import { RANKS, standardDeck } from '../cards.js';
import type { CardCode, CardOutcome, CardTableDefinition, DealtCard } from '../types.js';
import {
  checkDefinition,
  checkRandomRounds,
  expectedReturns,
  LOSE,
  outcomeOf,
  WIN,
} from './familyChecks.test-support.js';
import { worliAnk, worliDigit, worliFamily as family, worliTables } from './worli.js';

const [worli2] = worliTables as [CardTableDefinition];
const deal = (...cards: CardCode[]): DealtCard[] => family.deal(worli2, cards);
const out = (dealt: DealtCard[], nat: string): CardOutcome => outcomeOf(family, worli2, dealt, nat);

describe('instant worli definition', () => {
  it('has the lobby name, id and feed code', () => {
    expect([worli2.code, worli2.gtype, worli2.name, worli2.lobbyId, worli2.family]).toEqual([
      'worli2',
      'worli2',
      'Instant Worli',
      24,
      'worli',
    ]);
    checkDefinition(worli2);
  });

  it('has singles 1–9, 0 (sid 1–10) at 9, then the four five-digit groups at 1.80 on the total stake', () => {
    expect(worli2.rows.map((r) => [r.sid, r.nat, r.back, r.lay])).toEqual([
      ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 0].map((d, i) => [i + 1, `${d} Single`, 9, null]),
      [11, 'Line1 Single', 1.8, null],
      [12, 'Line2 Single', 1.8, null],
      [13, 'ODD Single', 1.8, null],
      [14, 'EVEN Single', 1.8, null],
    ]);
    expect(worli2.rows.slice(10).every((r) => r.min === 500 && r.max === 125000)).toBe(true);
    expect(worli2.groups.every((g) => g.exclusive)).toBe(true);
    expect(Object.keys(worli2.resultLetters).sort()).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });
});

describe('instant worli deal and settlement', () => {
  it('deals three cards from the top of a 40-card A–10 deck', () => {
    expect(family.deck(worli2)).toEqual(standardDeck(1, RANKS.slice(0, 10)));
    expect(deal('AHH', '5DD', '9CC', 'KHH')).toEqual([
      { hand: 'cards', card: 'AHH' },
      { hand: 'cards', card: '5DD' },
      { hand: 'cards', card: '9CC' },
    ]);
    expect(() => deal('AHH', '5DD')).toThrow(RangeError);
  });

  it('counts A as 1 and 10 as 0; the digit is the last digit of the sum', () => {
    expect(['AHH', '9SS', '10CC'].map(worliDigit)).toEqual([1, 9, 0]);
    expect(worliAnk(['AHH', '5DD', '9CC'])).toBe(5);
    expect(worliAnk(['10HH', '10DD', '10CC'])).toBe(0);
    expect(worliAnk(['9HH', '9DD', '9CC'])).toBe(7);
    expect(() => worliDigit('JHH')).toThrow(RangeError);
  });

  it('settles singles and the groups', () => {
    const d = deal('AHH', '5DD', '9CC');
    expect(out(d, '5 Single')).toEqual(WIN);
    expect(out(d, '6 Single')).toEqual(LOSE);
    expect(out(d, 'Line1 Single')).toEqual(WIN);
    expect(out(d, 'Line2 Single')).toEqual(LOSE);
    expect(out(d, 'ODD Single')).toEqual(WIN);
    expect(out(d, 'EVEN Single')).toEqual(LOSE);
    expect(family.result(worli2, d)).toEqual({ win: '5', desc: '159|5', sid: '5,11,13', cards: ['AHH', '5DD', '9CC'] });
    const zero = deal('10HH', '4DD', '6CC');
    expect(out(zero, '0 Single')).toEqual(WIN);
    expect(out(zero, 'Line2 Single')).toEqual(WIN);
    expect(out(zero, 'EVEN Single')).toEqual(WIN);
    expect(family.result(worli2, zero)).toMatchObject({ win: '0', desc: '046|0', sid: '10,12,14' });
    expect(() => family.outcome(worli2, d, 15)).toThrow(RangeError);
  });
});

describe('instant worli digit distribution', () => {
  it('is exactly uniform over every three-card deal (enumerated)', () => {
    const deck = family.deck(worli2);
    const counts = new Array<number>(10).fill(0);
    let deals = 0;
    for (let a = 0; a < deck.length; a++)
      for (let b = a + 1; b < deck.length; b++)
        for (let c = b + 1; c < deck.length; c++) {
          counts[worliAnk([deck[a]!, deck[b]!, deck[c]!])]! += 1;
          deals += 1;
        }
    expect(deals).toBe(9880);
    expect(counts).toEqual(new Array<number>(10).fill(988));
  });

  it('gives every row a 10% house edge', () => {
    // Deal order does not change the sum: each unordered deal stands for the same 6 orders.
    const deck = family.deck(worli2);
    const deals: { dealt: DealtCard[]; weight: number }[] = [];
    for (let a = 0; a < deck.length; a++)
      for (let b = a + 1; b < deck.length; b++)
        for (let c = b + 1; c < deck.length; c++) deals.push({ dealt: deal(deck[a]!, deck[b]!, deck[c]!), weight: 1 });
    for (const [sid, r] of expectedReturns(worli2, family, deals))
      expect({ sid, back: Math.round(r.back * 1e9) / 1e9 }).toEqual({ sid, back: -0.1 });
  });

  it('keeps every settlement property over random shoes', () => {
    checkRandomRounds(family, worli2, { rounds: 3000, seed: 24 });
  });
});
