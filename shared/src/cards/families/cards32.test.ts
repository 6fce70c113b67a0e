import { valueOf } from '../cards.js';
import type { CardOutcome, CardTableDefinition, DealtCard } from '../types.js';
import { cards32Family as family, cards32Tables } from './cards32.js';
import { checkDefinition, checkRandomRounds, LOSE, VOID, WIN, winningSids } from './familyChecks.test-support.js';

const [cardsA, cardsB] = cards32Tables as [CardTableDefinition, CardTableDefinition];
const deal = (def: CardTableDefinition, shoe: string): DealtCard[] => family.deal(def, shoe.split(' '));
const out = (dealt: DealtCard[], sid: number): CardOutcome => family.outcome(cardsB, dealt, sid);

describe('32 cards definitions', () => {
  it('has the lobby names, ids and feed codes', () => {
    expect(cards32Tables.map((t) => [t.code, t.gtype, t.name, t.lobbyId, t.family])).toEqual([
      ['32cards-A', 'card32', '32 Cards A', 26, 'cards32'],
      ['32cards-B', 'card32eu', '32 Cards B', 27, 'cards32'],
    ]);
    for (const def of cards32Tables) checkDefinition(def);
    expect(cardsA.resultLetters).toEqual({ '1': '8', '2': '9', '3': '10', '4': '11' });
  });

  it("lists 32 Cards A's four players, back and lay", () => {
    expect(cardsA.rows.map((r) => [r.sid, r.nat, r.back, r.lay])).toEqual([
      [1, 'Player 8', 12.2, 13.5],
      [2, 'Player 9', 5.8, 6.4],
      [3, 'Player 10', 3.24, 3.58],
      [4, 'Player 11', 2.04, 2.26],
    ]);
    expect(cardsA.groups).toEqual([{ key: 'players', title: 'Players', exclusive: true }]);
  });

  it("orders 32 Cards B's 27 rows as the client slices them, sid = position + 1", () => {
    expect(cardsB.rows.map((r) => r.nat)).toEqual([
      'Player 8',
      'Player 9',
      'Player 10',
      'Player 11',
      'Player 8 Odd',
      'Player 8 Even',
      'Player 9 Odd',
      'Player 9 Even',
      'Player 10 Odd',
      'Player 10 Even',
      'Player 11 Odd',
      'Player 11 Even',
      'Any Three Card Black',
      'Any Three Card Red',
      'Single 1',
      'Single 2',
      'Single 3',
      'Single 4',
      'Single 5',
      'Single 6',
      'Single 7',
      'Single 8',
      'Single 9',
      'Single 0',
      '8 & 9 Total',
      '10 & 11 Total',
      'Two Black Two Red',
    ]);
    expect(cardsB.rows.map((r) => r.sid)).toEqual(Array.from({ length: 27 }, (_, i) => i + 1));
    const lays = cardsB.rows.filter((r) => r.lay !== null).map((r) => r.sid);
    expect(lays).toEqual([1, 2, 3, 4, 13, 14, 27]);
    expect(cardsB.groups.every((g) => g.exclusive)).toBe(true);
  });

  it('writes each side-market decision into the rules', () => {
    const text = cardsB.rules.join(' ');
    expect(text).toMatch(/parity of that player's final total/);
    expect(text).toMatch(/first four cards/);
    expect(text).toMatch(/last digit of the winning player's final total/);
    expect(text).toMatch(/Equal sums return both bets/);
    expect(cardsA.rules.join(' ')).toMatch(/strongest suit/);
  });

  it('uses the 32 cards 6 to K', () => {
    const deck = family.deck(cardsA);
    expect(deck).toHaveLength(32);
    expect(new Set(deck).size).toBe(32);
    expect(Math.min(...deck.map(valueOf))).toBe(6);
    expect(Math.max(...deck.map(valueOf))).toBe(13);
  });
});

describe('32 cards deal', () => {
  it('deals one card each and stops when one total is highest', () => {
    const dealt = deal(cardsA, 'KHH 6DD 7CC 8SS 9HH');
    expect(dealt.map((d) => `${d.hand}:${d.card}`)).toEqual(['P8:KHH', 'P9:6DD', 'P10:7CC', 'P11:8SS']);
    expect(family.result(cardsA, dealt)).toEqual({
      win: '1',
      desc: 'Player 8|8:21,9:15,10:17,11:19',
      sid: '1',
      cards: ['KHH', '6DD', '7CC', '8SS'],
    });
  });

  it('deals further cards to the tied leaders only, level after level', () => {
    // P9 and P11 tie on 19, then on 28, then P11 pulls ahead.
    const dealt = deal(cardsA, '7HH 10CC 6DD 8SS 9DD 9CC 6HH 8HH');
    expect(dealt.map((d) => d.hand)).toEqual(['P8', 'P9', 'P10', 'P11', 'P9', 'P11', 'P9', 'P11']);
    expect(family.result(cardsA, dealt)).toMatchObject({ win: '4', desc: 'Player 11|8:15,9:34,10:16,11:36' });
  });

  it('handles a three-way tie', () => {
    const dealt = deal(cardsA, 'JHH 10DD 9CC 6SS 6HH 7HH 8HH');
    expect(dealt.map((d) => d.hand)).toEqual(['P8', 'P9', 'P10', 'P11', 'P8', 'P9', 'P10']);
    expect(family.result(cardsA, dealt).win).toBe('3');
  });

  it('breaks a tie the shoe cannot settle on the suit of the last card', () => {
    // 9♥ (DD) beats 9♣ (CC).
    const dealt = deal(cardsA, '7HH 10CC 6DD 8SS 9DD 9CC');
    expect(dealt).toHaveLength(6);
    expect(family.result(cardsA, dealt).win).toBe('2');
    expect(family.result(cardsA, deal(cardsA, '7HH 10CC 6DD 8SS 9SS 9CC')).win).toBe('4');
  });

  it('refuses fewer than four cards and cards given to the wrong players', () => {
    expect(() => deal(cardsA, 'KHH 6DD 7CC')).toThrow(RangeError);
    const dealt = deal(cardsA, '7HH 10CC 6DD 8SS KHH QHH');
    expect(() =>
      family.result(
        cardsA,
        dealt.map((d, i) => (i === 4 ? { ...d, hand: 'P8' } : d)),
      ),
    ).toThrow(RangeError);
  });
});

describe('32 Cards B side markets', () => {
  it('settles every market of a round with a tie-break level', () => {
    // Totals P8 15, P9 32, P10 16, P11 31; first four cards ♠ ♣ ♥ ♦ (two black, two red); pair sums 47 each.
    const dealt = deal(cardsB, '7HH 10CC 6DD 8SS KHH QDD');
    expect(winningSids(family, cardsB, dealt)).toEqual([2, 5, 8, 10, 11, 16, 27]);
    expect([out(dealt, 25), out(dealt, 26)]).toEqual([VOID, VOID]);
    expect([out(dealt, 1), out(dealt, 13), out(dealt, 14), out(dealt, 15)]).toEqual([LOSE, LOSE, LOSE, LOSE]);
    expect(family.result(cardsB, dealt)).toEqual({
      win: '2',
      desc: 'Player 9|8:Odd,9:Even,10:Even,11:Odd|Black:No,Red:No,2-2:Yes|2|Tie',
      sid: '2,5,8,10,11,16,27',
      cards: ['7HH', '10CC', '6DD', '8SS', 'KHH', 'QDD'],
    });
  });

  it("pays three or more black first cards, the winner's last digit and the higher pair sum", () => {
    // P8 21 wins; first cards K♠ 6♣ 9♠ 8♥; sums 36 against 38.
    const dealt = deal(cardsB, 'KHH 6CC 9HH 8DD');
    expect(out(dealt, 13)).toEqual(WIN);
    expect(out(dealt, 14)).toEqual(LOSE);
    expect(out(dealt, 27)).toEqual(LOSE);
    expect(out(dealt, 15)).toEqual(WIN);
    expect([out(dealt, 25), out(dealt, 26)]).toEqual([LOSE, WIN]);
    expect(family.result(cardsB, dealt).desc).toBe(
      'Player 8|8:Odd,9:Odd,10:Odd,11:Odd|Black:Yes,Red:No,2-2:No|1|10-11',
    );
  });

  it('pays Any Three Card Red and 8 & 9 Total', () => {
    expect(out(deal(cardsB, 'KDD 6SS 7DD 8CC'), 14)).toEqual(WIN);
    expect(out(deal(cardsB, 'KDD 6SS 7DD 8CC'), 13)).toEqual(LOSE);
    // Four red is also "any three".
    expect(out(deal(cardsB, 'KDD 6SS 7DD 8SS'), 14)).toEqual(WIN);
    const dealt = deal(cardsB, 'KHH KDD 6CC 6SS');
    expect([out(dealt, 25), out(dealt, 26)]).toEqual([WIN, LOSE]);
    expect(family.result(cardsB, dealt).desc.endsWith('|8-9')).toBe(true);
    expect(out(dealt, 16)).toEqual(WIN); // P9 wins on 22
  });
});

describe('32 cards random rounds', () => {
  it.each(cards32Tables.map((t) => [t.code, t] as const))('%s keeps its invariants', (_code, def) => {
    checkRandomRounds(family, def, { rounds: 3000, seed: 5 });
  });
});
