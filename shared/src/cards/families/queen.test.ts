/**
 * @jest-environment node
 */
// Node's own WebCrypto for the round check (jsdom has no crypto.subtle).
import { createHash } from 'node:crypto';
import { standardDeck } from '../cards.js';
import { commitText, type CardRoundDetail } from '../contract.js';
import { checkRound } from '../verify.js';
import type { CardCode, CardTableDefinition, DealtCard } from '../types.js';
import {
  checkDefinition,
  checkRandomRounds,
  expectedReturns,
  LOSE,
  outcomeOf,
  WIN,
} from './familyChecks.test-support.js';
import { QUEEN_CARD_LINE, queenFamily as family, queenTables } from './queen.js';

const [queen] = queenTables as [CardTableDefinition];
const deal = (shoe: string): DealtCard[] => family.deal(queen, shoe.split(' '));
const out = (dealt: DealtCard[], nat: string) => outcomeOf(family, queen, dealt, nat);

describe('casino queen definition', () => {
  it('has the lobby name, id and code, and the rows', () => {
    expect([queen.code, queen.gtype, queen.name, queen.lobbyId, queen.family]).toEqual([
      'queen',
      'queen',
      'Casino Queen',
      4,
      'queen',
    ]);
    checkDefinition(queen);
    expect(queen.rows.map((r) => [r.sid, r.nat, r.back])).toEqual([
      [1, 'Hand A', 3.46],
      [2, 'Hand B', 3.74],
      [3, 'Hand C', 4.04],
      [4, 'Hand D', 4.39],
      [11, 'Queen Spade', 3.88],
      [12, 'Queen Heart', 3.88],
      [13, 'Queen Club', 3.88],
      [14, 'Queen Diamond', 3.88],
      [21, 'Within 8 cards', 1.94],
      [22, 'After 8 cards', 1.93],
    ]);
    expect(queen.resultLetters).toEqual({ '1': 'A', '2': 'B', '3': 'C', '4': 'D' });
    expect(queen.oppositeSides).toEqual([[21, 22]]);
    expect(family.deck(queen)).toEqual(standardDeck(1));
  });
});

describe('casino queen deal, result and settlement', () => {
  it('deals A, B, C, D in turn and stops on the first queen', () => {
    const d = deal('2HH 5DD 9CC KSS AHH QDD 3CC QHH');
    expect(d).toEqual([
      { hand: 'A', card: '2HH' },
      { hand: 'B', card: '5DD' },
      { hand: 'C', card: '9CC' },
      { hand: 'D', card: 'KSS' },
      { hand: 'A', card: 'AHH' },
      { hand: 'B', card: 'QDD' },
    ]);
    expect(out(d, 'Hand B')).toEqual(WIN);
    expect(out(d, 'Hand A')).toEqual(LOSE);
    expect(out(d, 'Queen Heart')).toEqual(WIN);
    expect(out(d, 'Queen Spade')).toEqual(LOSE);
    expect(out(d, 'Within 8 cards')).toEqual(WIN);
    expect(out(d, 'After 8 cards')).toEqual(LOSE);
    expect(family.result(queen, d)).toEqual({
      win: '2',
      desc: 'Hand B || Queen ♥ Heart || Card 6',
      sid: '2,12,21',
      cards: ['2HH', '5DD', '9CC', 'KSS', 'AHH', 'QDD'],
    });
  });

  it(`a queen as card ${QUEEN_CARD_LINE} is within, as card ${QUEEN_CARD_LINE + 1} after`, () => {
    const eighth = deal('2HH 3HH 4HH 5HH 6HH 7HH 8HH QCC');
    expect(family.result(queen, eighth)).toMatchObject({ win: '4', sid: '4,13,21' });
    const ninth = deal('2HH 3HH 4HH 5HH 6HH 7HH 8HH 9HH QHH');
    expect(out(ninth, 'After 8 cards')).toEqual(WIN);
    expect(out(ninth, 'Hand A')).toEqual(WIN);
    expect(family.result(queen, ninth)).toEqual({
      win: '1',
      desc: 'Hand A || Queen ♠ Spade || Card 9',
      sid: '1,11,22',
      cards: ['2HH', '3HH', '4HH', '5HH', '6HH', '7HH', '8HH', '9HH', 'QHH'],
    });
  });

  it('the first card a queen: Hand A at once', () => {
    expect(family.result(queen, deal('QHH 2HH'))).toMatchObject({
      win: '1',
      desc: 'Hand A || Queen ♠ Spade || Card 1',
    });
  });

  it('rejects other deals and selections', () => {
    expect(() => deal('2HH 3HH')).toThrow(RangeError);
    const d = deal('2HH QHH');
    expect(() => family.result(queen, d.slice(0, 1))).toThrow(RangeError);
    expect(() => family.result(queen, [...d, { hand: 'C', card: '5HH' }])).toThrow(RangeError);
    expect(() => family.outcome(queen, d, 5)).toThrow(RangeError);
  });
});

describe('casino queen house edge, exact over the deck', () => {
  /**
   * Every round by where the first queen falls and its suit. The four queens take 4 of the 52
   * places, each set of places equally likely (C(52, 4) = 270,725): the first queen is card n in
   * C(52 − n, 3) of them, and its suit is any of the four alike.
   */
  function* rounds(): Generator<{ dealt: DealtCard[]; weight: number }> {
    const choose3 = (m: number) => (m * (m - 1) * (m - 2)) / 6;
    for (let n = 1; n <= 49; n++)
      for (const suit of ['HH', 'DD', 'CC', 'SS']) {
        const shoe: CardCode[] = [...Array.from({ length: n - 1 }, () => '2HH'), `Q${suit}`];
        yield { dealt: family.deal(queen, shoe), weight: choose3(52 - n) };
      }
  }

  it('keeps 3.0% to 3.3% on every row', () => {
    const returns = expectedReturns(queen, family, rounds());
    const edges = queen.rows.map((r) => [r.nat, Number((-returns.get(r.sid)!.back * 100).toFixed(2))]);
    expect(edges).toEqual([
      ['Hand A', 3.02],
      ['Hand B', 3.02],
      ['Hand C', 3.23],
      ['Hand D', 3.03],
      ['Queen Spade', 3],
      ['Queen Heart', 3],
      ['Queen Club', 3],
      ['Queen Diamond', 3],
      ['Within 8 cards', 3.28],
      ['After 8 cards', 3.22],
    ]);
  });

  it('the hands win 0.28029, 0.25930, 0.23952, 0.22089 and together always', () => {
    const win = [0, 0, 0, 0];
    let total = 0;
    for (const { dealt, weight } of rounds()) {
      total += weight;
      win[(dealt.length - 1) % 4]! += weight;
    }
    expect(total).toBe(4 * 270_725);
    expect(win.map((w) => Number((w / total).toFixed(5)))).toEqual([0.28029, 0.2593, 0.23952, 0.22089]);
  });
});

describe('casino queen verification', () => {
  it('a round checks against its commitment and replays to the same queen', async () => {
    const shoe = standardDeck(1).map((_, i, deck) => deck[(i * 11) % deck.length]!);
    const salt = 'ffeeddccbbaa99887766554433221100';
    const dealt = family.deal(queen, shoe);
    const result = family.result(queen, dealt);
    const detail: CardRoundDetail = {
      mid: '104261129120000',
      gameType: 'queen',
      ...result,
      dealt,
      shoe,
      salt,
      commit: createHash('sha256').update(commitText(salt, shoe)).digest('hex'),
      voided: false,
      createdAt: '2026-11-29T12:00:00.000Z',
    };
    expect(await checkRound(detail, queen)).toEqual({
      computed: detail.commit,
      commitMatches: true,
      dealMatches: true,
      resultMatches: true,
    });
    const wrongResult = await checkRound({ ...detail, win: result.win === '1' ? '2' : '1' }, queen);
    expect(wrongResult!.resultMatches).toBe(false);
  });
});

describe('casino queen random rounds', () => {
  it('keeps every settlement property', () => {
    checkRandomRounds(family, queen, { rounds: 3000, seed: 4444 });
  });
});
