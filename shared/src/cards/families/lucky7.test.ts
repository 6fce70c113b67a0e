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
import { lucky7Family as family, lucky7Tables } from './lucky7.js';

const [luckyA, luckyB] = lucky7Tables as [CardTableDefinition, CardTableDefinition];
const deal = (def: CardTableDefinition, card: CardCode): DealtCard[] => family.deal(def, [card, '2HH']);
const out = (def: CardTableDefinition, dealt: DealtCard[], nat: string): CardOutcome =>
  outcomeOf(family, def, dealt, nat);

describe('lucky 7 definitions', () => {
  it('has the lobby names, ids and feed codes', () => {
    expect(lucky7Tables.map((t) => [t.code, t.gtype, t.name, t.lobbyId, t.family])).toEqual([
      ['lucky7-A', 'lucky7', 'Lucky 7 - A', 32, 'lucky7'],
      ['lucky7eu', 'lucky7eu', 'Lucky 7 - B', 10, 'lucky7'],
    ]);
    for (const def of lucky7Tables) checkDefinition(def);
  });

  it('orders the 19 rows as the client slices them, with the doc prices and limits', () => {
    const nats = [
      'LOW Card',
      'HIGH Card',
      'Even',
      'Odd',
      'Red',
      'Black',
      'Card 1',
      ...RANKS.slice(1).map((r) => `Card ${r}`),
    ];
    for (const def of lucky7Tables) {
      expect(def.rows.map((r) => r.nat)).toEqual(nats);
      expect(def.rows.map((r) => r.sid)).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
      expect(def.rows.every((r) => r.lay === null && r.min === 100)).toBe(true);
      expect(def.rows.map((r) => r.max)).toEqual([300000, 300000, ...new Array<number>(17).fill(25000)]);
      expect(def.oppositeSides).toEqual([[1, 2]]);
      expect(def.resultLetters).toEqual({ '1': 'L', '2': 'H', '0': 'T' });
      expect(def.groups.every((g) => g.exclusive)).toBe(true);
    }
    expect(luckyA.rows.slice(0, 7).map((r) => r.back)).toEqual([2, 2, 2.12, 1.83, 1.97, 1.97, 12]);
    expect(luckyB.rows.slice(0, 7).map((r) => r.back)).toEqual([2, 2, 2.1, 1.79, 1.95, 1.95, 12]);
  });
});

describe('lucky 7 deal and settlement', () => {
  it('deals one card from the top of an 8-deck shoe', () => {
    expect(family.deck(luckyA)).toEqual(standardDeck(8));
    expect(family.deal(luckyA, ['QSS', '2HH'])).toEqual([{ hand: 'card', card: 'QSS' }]);
    expect(() => family.deal(luckyA, [])).toThrow(RangeError);
  });

  it('settles a low card', () => {
    const d = deal(luckyA, '5DD');
    expect(out(luckyA, d, 'LOW Card')).toEqual(WIN);
    expect(out(luckyA, d, 'HIGH Card')).toEqual(LOSE);
    expect(out(luckyA, d, 'Odd')).toEqual(WIN);
    expect(out(luckyA, d, 'Even')).toEqual(LOSE);
    expect(out(luckyA, d, 'Red')).toEqual(WIN);
    expect(out(luckyA, d, 'Card 5')).toEqual(WIN);
    expect(out(luckyA, d, 'Card 6')).toEqual(LOSE);
    expect(family.result(luckyA, d)).toEqual({
      win: '1',
      desc: 'Low Card || Odd || Red || Card 5',
      sid: '1,4,5,11',
      cards: ['5DD'],
    });
  });

  it('settles a high card and the ace as Card 1', () => {
    const d = deal(luckyB, 'QCC');
    expect(out(luckyB, d, 'HIGH Card')).toEqual(WIN);
    expect(out(luckyB, d, 'Even')).toEqual(WIN);
    expect(out(luckyB, d, 'Black')).toEqual(WIN);
    expect(family.result(luckyB, d)).toMatchObject({ win: '2', desc: 'High Card || Even || Black || Card Q' });
    const ace = deal(luckyB, 'AHH');
    expect(out(luckyB, ace, 'Card 1')).toEqual(WIN);
    expect(out(luckyB, ace, 'LOW Card')).toEqual(WIN);
    expect(family.result(luckyB, ace).desc).toBe('Low Card || Odd || Black || Card 1');
  });

  it('on a 7, LOW and HIGH lose half the stake; the side bets settle as usual', () => {
    const d = deal(luckyA, '7SS');
    expect(out(luckyA, d, 'LOW Card')).toEqual({ kind: 'lose', pct: 50 });
    expect(out(luckyA, d, 'HIGH Card')).toEqual({ kind: 'lose', pct: 50 });
    expect(out(luckyA, d, 'Odd')).toEqual(WIN);
    expect(out(luckyA, d, 'Red')).toEqual(WIN);
    expect(out(luckyA, d, 'Card 7')).toEqual(WIN);
    expect(family.result(luckyA, d)).toEqual({
      win: '0',
      desc: 'Tie || Odd || Red || Card 7',
      sid: '4,5,13',
      cards: ['7SS'],
    });
  });

  it('rejects other deals and selections', () => {
    expect(() => family.result(luckyA, [])).toThrow(RangeError);
    expect(() => family.outcome(luckyA, deal(luckyA, '5DD'), 20)).toThrow(RangeError);
  });
});

describe('lucky 7 prices', () => {
  it('keeps a house edge on every row (exact over one deck; 8 decks have the same proportions)', () => {
    for (const def of lucky7Tables) {
      const deals = standardDeck(1).map((card) => ({ dealt: deal(def, card), weight: 1 }));
      const returns = expectedReturns(def, family, deals);
      for (const [sid, r] of returns) expect({ sid, edge: r.back < 0 }).toEqual({ sid, edge: true });
      // Low/High: win 6/13, lose 6/13, half-lose 1/13.
      expect(returns.get(1)!.back).toBeCloseTo(-0.5 / 13, 12);
    }
  });
});

describe('lucky 7 random rounds', () => {
  it.each(lucky7Tables.map((t) => [t.code, t] as const))('%s keeps every settlement property', (_code, def) => {
    checkRandomRounds(family, def, { rounds: 2000, seed: 777 });
  });
});
