import { RANKS, standardDeck } from '../cards.js';
import type { CardCode, CardOutcome, CardTableDefinition, DealtCard } from '../types.js';
import { bollywoodFamily as family, bollywoodTables, movieOf } from './bollywood.js';
import {
  checkDefinition,
  checkRandomRounds,
  expectedReturns,
  LOSE,
  losePct,
  outcomeOf,
  WIN,
} from './familyChecks.test-support.js';

const [aaa, btable] = bollywoodTables as [CardTableDefinition, CardTableDefinition];
const deal = (def: CardTableDefinition, card: CardCode): DealtCard[] => family.deal(def, [card]);
const out = (def: CardTableDefinition, dealt: DealtCard[], nat: string): CardOutcome =>
  outcomeOf(family, def, dealt, nat);
const HALF = losePct(50);

describe('bollywood definitions', () => {
  it('has the lobby names, ids and feed codes', () => {
    expect(bollywoodTables.map((t) => [t.code, t.gtype, t.name, t.lobbyId, t.family])).toEqual([
      ['aaa', 'aaa', 'Amar Akbar Anthony', 28, 'bollywood'],
      ['btable', 'btable', 'Bollywood Casino', 29, 'bollywood'],
    ]);
    for (const def of bollywoodTables) checkDefinition(def);
  });

  it('orders aaa rows as the client slices them', () => {
    expect(aaa.rows.map((r) => r.nat)).toEqual([
      'Amar',
      'Akbar',
      'Anthony',
      'Even',
      'Odd',
      'Red',
      'Black',
      ...RANKS.map((r) => `Card ${r}`),
      'Under 7',
      'Over 7',
    ]);
    expect(aaa.rows.map((r) => r.sid)).toEqual(Array.from({ length: 22 }, (_, i) => i + 1));
    expect(aaa.rows.filter((r) => r.lay !== null).map((r) => r.nat)).toEqual(['Amar', 'Akbar', 'Anthony']);
    expect(aaa.rows[0]).toMatchObject({ back: 2.12, lay: 2.22 });
    expect(aaa.rows.slice(3).map((r) => r.back)).toEqual([
      2.12,
      1.83,
      1.97,
      1.97,
      ...new Array<number>(13).fill(12),
      2,
      2,
    ]);
    expect(aaa.oppositeSides).toEqual([[21, 22]]);
    expect(aaa.resultLetters).toEqual({ '1': 'A', '2': 'B', '3': 'C' });
  });

  it('orders btable rows as the client slices them', () => {
    expect(btable.rows.map((r) => r.nat)).toEqual([
      'Don',
      'Amar Akbar Anthony',
      'Sahib Bibi Aur Ghulam',
      'Dharam Veer',
      'Kis Kisko Pyaar Karoon',
      'Ghulam',
      'Odd',
      'Red',
      'Black',
      'Card J',
      'Card Q',
      'Card K',
      'Card A',
      'Dulha Dulhan K-Q',
      'Barati J-A',
    ]);
    expect(btable.rows.map((r) => r.sid)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(btable.rows.filter((r) => r.lay !== null).map((r) => r.sid)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(btable.rows.slice(7).map((r) => r.back)).toEqual([1.97, 1.97, 3.75, 3.75, 3.75, 3.75, 1.97, 1.97]);
    expect(btable.groups.find((g) => g.key === 'odd')).toMatchObject({ exclusive: false });
    expect(btable.resultLetters).toEqual({ '1': 'A', '2': 'B', '3': 'C', '4': 'D', '5': 'E', '6': 'F' });
  });
});

describe('amar akbar anthony', () => {
  it('deals one card from a single deck', () => {
    expect(family.deck(aaa)).toEqual(standardDeck(1));
    expect(deal(aaa, '6DD')).toEqual([{ hand: 'card', card: '6DD' }]);
  });

  it('settles Amar, Akbar, Anthony on A–6, 7–10, J–K', () => {
    expect(out(aaa, deal(aaa, '6DD'), 'Amar')).toEqual(WIN);
    expect(out(aaa, deal(aaa, '6DD'), 'Akbar')).toEqual(LOSE);
    expect(out(aaa, deal(aaa, '10CC'), 'Akbar')).toEqual(WIN);
    expect(out(aaa, deal(aaa, 'JCC'), 'Anthony')).toEqual(WIN);
    expect(out(aaa, deal(aaa, 'JCC'), 'Amar')).toEqual(LOSE);
    expect(family.result(aaa, deal(aaa, '6DD'))).toEqual({
      win: '1',
      desc: 'Amar|Red|Even|Under 7|Card 6',
      sid: '1,4,6,13,21',
      cards: ['6DD'],
    });
    expect(family.result(aaa, deal(aaa, 'KSS'))).toMatchObject({ win: '3', desc: 'Anthony|Red|Odd|Over 7|Card K' });
  });

  it('on a 7, Under 7 and Over 7 lose half the stake; the 7 is Akbar and Odd', () => {
    const d = deal(aaa, '7CC');
    expect(out(aaa, d, 'Under 7')).toEqual(HALF);
    expect(out(aaa, d, 'Over 7')).toEqual(HALF);
    expect(out(aaa, d, 'Akbar')).toEqual(WIN);
    expect(out(aaa, d, 'Odd')).toEqual(WIN);
    expect(out(aaa, d, 'Black')).toEqual(WIN);
    expect(family.result(aaa, d)).toMatchObject({ win: '2', desc: 'Akbar|Black|Odd|Tie|Card 7', sid: '2,5,7,14' });
    expect(out(aaa, deal(aaa, '8CC'), 'Over 7')).toEqual(WIN);
    expect(out(aaa, deal(aaa, '8CC'), 'Under 7')).toEqual(LOSE);
  });

  it('keeps a house edge on every back and lay price (exact)', () => {
    const returns = expectedReturns(
      aaa,
      family,
      standardDeck(1).map((c) => ({ dealt: deal(aaa, c), weight: 1 })),
    );
    for (const row of aaa.rows) {
      const r = returns.get(row.sid)!;
      expect({ nat: row.nat, back: r.back < 0, lay: row.lay === null || r.lay < 0 }).toEqual({
        nat: row.nat,
        back: true,
        lay: true,
      });
    }
  });

  it('keeps every settlement property over random shoes', () => {
    checkRandomRounds(family, aaa, { rounds: 2000, seed: 28 });
  });
});

describe('bollywood casino', () => {
  it('uses J, Q, K, A of every suit from two decks', () => {
    const deck = family.deck(btable);
    expect(deck).toHaveLength(32);
    expect(new Set(deck.map((c) => c.slice(0, -2)))).toEqual(new Set(['A', 'J', 'Q', 'K']));
  });

  it('maps each card to its film', () => {
    const films: Record<string, number> = {
      AHH: 1,
      ADD: 2,
      ASS: 2,
      ACC: 2,
      KHH: 3,
      QHH: 3,
      JHH: 3,
      KSS: 4,
      KCC: 4,
      KDD: 5,
      QCC: 5,
      QSS: 5,
      QDD: 5,
      JDD: 6,
      JCC: 6,
      JSS: 6,
    };
    for (const [card, film] of Object.entries(films)) expect({ card, film: movieOf(card) }).toEqual({ card, film });
    expect(() => movieOf('5HH')).toThrow(RangeError);
  });

  it('settles every market and writes the desc', () => {
    const d = deal(btable, 'AHH');
    expect(out(btable, d, 'Don')).toEqual(WIN);
    expect(out(btable, d, 'Amar Akbar Anthony')).toEqual(LOSE);
    expect(out(btable, d, 'Odd')).toEqual(WIN);
    expect(out(btable, d, 'Black')).toEqual(WIN);
    expect(out(btable, d, 'Card A')).toEqual(WIN);
    expect(out(btable, d, 'Barati J-A')).toEqual(WIN);
    expect(out(btable, d, 'Dulha Dulhan K-Q')).toEqual(LOSE);
    expect(family.result(btable, d)).toEqual({
      win: '1',
      desc: 'Don|Odd|Black|Barati|Card A',
      sid: '1,7,9,13,15',
      cards: ['AHH'],
    });
    const q = deal(btable, 'QDD');
    expect(out(btable, q, 'Odd')).toEqual(LOSE);
    expect(out(btable, q, 'Kis Kisko Pyaar Karoon')).toEqual(WIN);
    expect(family.result(btable, q)).toMatchObject({
      win: '5',
      desc: 'Kis Kisko Pyaar Karoon|Even|Red|Dulha Dulhan|Card Q',
    });
  });

  it('keeps a house edge on every back and lay price (exact)', () => {
    const returns = expectedReturns(
      btable,
      family,
      family.deck(btable).map((c) => ({ dealt: deal(btable, c), weight: 1 })),
    );
    for (const row of btable.rows) {
      const r = returns.get(row.sid)!;
      expect({ nat: row.nat, back: r.back < 0, lay: row.lay === null || r.lay < 0 }).toEqual({
        nat: row.nat,
        back: true,
        lay: true,
      });
    }
  });

  it('keeps every settlement property over random shoes', () => {
    checkRandomRounds(family, btable, { rounds: 2000, seed: 29 });
  });

  it('rejects other tables, deals and selections', () => {
    expect(() => family.deck({ ...btable, code: 'dt20' })).toThrow(RangeError);
    expect(() => family.result(btable, [])).toThrow(RangeError);
    expect(() => family.outcome(btable, deal(btable, 'AHH'), 16)).toThrow(RangeError);
  });
});
