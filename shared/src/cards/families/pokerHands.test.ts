import { standardDeck } from '../cards.js';
import type { CardCode } from '../types.js';
import {
  comparePokerHands,
  isRoyalScore,
  pokerCategoryOfScore,
  pokerHand,
  pokerScoreIdx,
  sevenCardBonus,
  twoCardBonus,
} from './pokerHands.js';
import { cardIndex } from './teenPattiHands.js';

const cards = (codes: string): CardCode[] => codes.split(' ');
const categoryOf = (codes: string): string => pokerHand(cards(codes)).category;
const cmp = (a: string, b: string): number => comparePokerHands(cards(a), cards(b));

describe('poker hands', () => {
  it('counts every category of the 2,598,960 five-card hands', () => {
    const deck = standardDeck().map(cardIndex);
    const counts: Record<string, number> = {};
    let royals = 0;
    const hand = new Int32Array(5);
    for (let a = 0; a < 52; a++)
      for (let b = a + 1; b < 52; b++)
        for (let c = b + 1; c < 52; c++)
          for (let d = c + 1; d < 52; d++)
            for (let e = d + 1; e < 52; e++) {
              hand[0] = deck[a]!;
              hand[1] = deck[b]!;
              hand[2] = deck[c]!;
              hand[3] = deck[d]!;
              hand[4] = deck[e]!;
              const score = pokerScoreIdx(hand, 5);
              const cat = pokerCategoryOfScore(score);
              counts[cat] = (counts[cat] ?? 0) + 1;
              if (isRoyalScore(score)) royals++;
            }
    expect(counts).toEqual({
      straightFlush: 40,
      fourOfAKind: 624,
      fullHouse: 3744,
      flush: 5108,
      straight: 10200,
      threeOfAKind: 54912,
      twoPair: 123552,
      onePair: 1098240,
      highCard: 1302540,
    });
    expect(royals).toBe(4);
  });

  it('finds the best five of seven', () => {
    expect(categoryOf('AHH KHH QHH JHH 10HH 2CC 2DD')).toBe('straightFlush');
    expect(pokerHand(cards('AHH KHH QHH JHH 10HH 2CC 2DD')).royal).toBe(true);
    expect(categoryOf('9HH 9DD 9CC 9SS 2HH 3DD 5CC')).toBe('fourOfAKind');
    expect(categoryOf('9HH 9DD 9CC 2SS 2HH 3DD 5CC')).toBe('fullHouse');
    expect(categoryOf('9HH 9DD 9CC 2SS 2HH 2DD 5CC')).toBe('fullHouse');
    expect(categoryOf('2HH 5HH 9HH JHH KHH 3DD 4CC')).toBe('flush');
    expect(categoryOf('5HH 6DD 7CC 8SS 9HH KDD KCC')).toBe('straight');
    expect(categoryOf('9HH 9DD 9CC 2SS 4HH 7DD 5CC')).toBe('threeOfAKind');
    expect(categoryOf('9HH 9DD 2CC 2SS 4HH 7DD KCC')).toBe('twoPair');
    expect(categoryOf('9HH 9DD 2CC 3SS 4HH 7DD KCC')).toBe('onePair');
    expect(categoryOf('9HH JDD 2CC 3SS 4HH 7DD KCC')).toBe('highCard');
    expect(pokerHand(cards('KHH QHH JHH 10HH 9HH 2CC 2DD')).royal).toBe(false);
  });

  it('counts A-2-3-4-5 as the lowest straight (and straight flush), never K-A-2', () => {
    expect(categoryOf('AHH 2DD 3CC 4SS 5HH 9DD KCC')).toBe('straight');
    expect(cmp('AHH 2DD 3CC 4SS 5HH 9DD JCC', '2HH 3DD 4CC 5SS 6HH 9DD JCC')).toBe(-1);
    expect(cmp('AHH 2DD 3CC 4SS 5HH 9DD JCC', 'KHH KDD KCC 4SS 5HH 9DD JCC')).toBe(1);
    expect(categoryOf('AHH 2HH 3HH 4HH 5HH 9DD KCC')).toBe('straightFlush');
    expect(cmp('AHH 2HH 3HH 4HH 5HH 9DD KCC', '2SS 3SS 4SS 5SS 6SS 9DD KCC')).toBe(-1);
    expect(categoryOf('QHH KDD ACC 2SS 3HH 9DD 7CC')).toBe('highCard');
    expect(cmp('10HH JDD QCC KSS AHH 2DD 3CC', '9HH 10DD JCC QSS KHH 2DD 3CC')).toBe(1);
  });

  it('takes a straight flush over a bigger plain straight and a flush over a straight', () => {
    expect(categoryOf('5HH 6HH 7HH 8HH 9HH 10DD JCC')).toBe('straightFlush');
    expect(categoryOf('5HH 6HH 7HH 8HH 2HH 9DD 10CC')).toBe('flush');
  });

  it('compares kickers and picks the best pairs', () => {
    expect(cmp('AHH ADD KCC 7SS 5HH 3DD 2CC', 'ASS ACC QHH 7DD 5SS 3CC 2HH')).toBe(1);
    // Three pairs: the best two play, the best remaining card is the kicker.
    expect(cmp('KHH KDD QCC QSS 2HH 2DD ACC', 'KSS KCC QHH QDD 3HH 3DD JCC')).toBe(1);
    expect(cmp('KHH KDD QCC QSS 2HH 2DD 9CC', 'KSS KCC QHH QDD 3HH 3DD 9HH')).toBe(0);
    // Two sets of trips make a full house of the higher over the lower.
    expect(cmp('9HH 9DD 9CC 5SS 5HH 5DD 2CC', '9SS 9CC 9HH 4SS 4HH 2DD 3CC')).toBe(1);
    expect(cmp('9HH 9DD 9CC 9SS 2HH 3DD ACC', '9HH 9DD 9CC 9SS 2HH 3DD KCC')).toBe(1);
    expect(cmp('2HH 5HH 9HH JHH KHH 3DD 4CC', '2DD 5DD 9DD JDD ADD 3CC 4HH')).toBe(-1);
    expect(cmp('2HH 5HH 9HH JHH KHH 3DD 4CC', '3DD 5DD 9DD JDD KDD 2CC 4HH')).toBe(-1);
  });

  it('splits when the board plays and ignores suits', () => {
    const board = 'AHH KDD QCC JSS 10HH';
    expect(cmp(`${board} 2CC 3DD`, `${board} 4SS 5HH`)).toBe(0);
    expect(cmp('AHH 9DD 7CC 5SS 3HH', 'ASS 9CC 7HH 5DD 3CC')).toBe(0);
  });

  it('evaluates five, six or seven cards and refuses other counts', () => {
    expect(categoryOf('AHH ADD KCC KSS 2HH')).toBe('twoPair');
    expect(categoryOf('AHH ADD KCC KSS 2HH 2DD')).toBe('twoPair');
    expect(() => pokerHand(cards('AHH ADD KCC KSS'))).toThrow(RangeError);
    expect(() => pokerHand(cards('AHH ADD KCC KSS 2HH 3HH 4HH 5HH'))).toThrow(RangeError);
  });
});

describe('1 Day Poker bonus paytables', () => {
  it('pays the 2 card bonus', () => {
    const pay = (a: CardCode, b: CardCode): number => twoCardBonus(a, b);
    expect(pay('AHH', 'ADD')).toBe(30);
    expect(pay('KSS', 'ASS')).toBe(25);
    expect(pay('AHH', 'QHH')).toBe(20);
    expect(pay('JCC', 'ACC')).toBe(20);
    expect(pay('AHH', 'KDD')).toBe(15);
    expect(pay('JHH', 'JDD')).toBe(10);
    expect(pay('QHH', 'QDD')).toBe(10);
    expect(pay('KHH', 'KDD')).toBe(10);
    expect(pay('AHH', 'QDD')).toBe(5);
    expect(pay('JHH', 'ADD')).toBe(5);
    expect(pay('10HH', '10DD')).toBe(3);
    expect(pay('2HH', '2DD')).toBe(3);
    expect(pay('AHH', '10HH')).toBe(0);
    expect(pay('KHH', 'QHH')).toBe(0);
    expect(pay('7HH', '2DD')).toBe(0);
  });

  it('pays the 7 card bonus from Three of a Kind up, Royal Flush 100', () => {
    const pay = (codes: string): number => sevenCardBonus(pokerHand(cards(codes)).score);
    expect(pay('AHH KHH QHH JHH 10HH 2CC 2DD')).toBe(100);
    expect(pay('KHH QHH JHH 10HH 9HH 2CC 2DD')).toBe(50);
    expect(pay('9HH 9DD 9CC 9SS 2HH 3DD 5CC')).toBe(30);
    expect(pay('9HH 9DD 9CC 2SS 2HH 3DD 5CC')).toBe(8);
    expect(pay('2HH 5HH 9HH JHH KHH 3DD 4CC')).toBe(6);
    expect(pay('AHH 2DD 3CC 4SS 5HH 9DD KCC')).toBe(4);
    expect(pay('9HH 9DD 9CC 2SS 4HH 7DD 5CC')).toBe(3);
    expect(pay('9HH 9DD 2CC 2SS 4HH 7DD KCC')).toBe(0);
    expect(pay('9HH JDD 2CC 3SS 4HH 7DD KCC')).toBe(0);
  });
});
