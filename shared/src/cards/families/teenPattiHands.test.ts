import { standardDeck } from '../cards.js';
import type { CardCode } from '../types.js';
import {
  cardIndex,
  compareTeenHands,
  indexSuit,
  indexValue,
  TEEN_CATEGORIES,
  teenCategoryOfScore,
  teenHand,
  teenScoreIdx,
  type TeenCategory,
} from './teenPattiHands.js';

const hand = (codes: string): CardCode[] => codes.split(' ');
const category = (codes: string): TeenCategory => teenHand(hand(codes)).category;
/** Asserts each hand beats the next one. */
function expectDescending(hands: string[]): void {
  for (let i = 0; i + 1 < hands.length; i++)
    expect([hands[i], compareTeenHands(hand(hands[i]!), hand(hands[i + 1]!))]).toEqual([hands[i], 1]);
}

describe('teen patti hands', () => {
  it('counts every category of the 22,100 three-card hands', () => {
    const deck = standardDeck().map(cardIndex);
    const counts: Record<string, number> = {};
    for (let i = 0; i < 52; i++)
      for (let j = i + 1; j < 52; j++)
        for (let k = j + 1; k < 52; k++) {
          const c = teenCategoryOfScore(teenScoreIdx(deck[i]!, deck[j]!, deck[k]!));
          counts[c] = (counts[c] ?? 0) + 1;
        }
    expect(counts).toEqual({ trail: 52, pureSequence: 48, sequence: 720, color: 1096, pair: 3744, highCard: 16440 });
  });

  it('names the categories', () => {
    expect(category('5HH 5DD 5CC')).toBe('trail');
    expect(category('9SS 10SS JSS')).toBe('pureSequence');
    expect(category('9SS 10HH JSS')).toBe('sequence');
    expect(category('2CC 9CC KCC')).toBe('color');
    expect(category('KCC KDD 2HH')).toBe('pair');
    expect(category('2CC 9DD KCC')).toBe('highCard');
    expect(TEEN_CATEGORIES).toEqual(['highCard', 'pair', 'color', 'sequence', 'pureSequence', 'trail']);
  });

  it('ranks Trail above Pure Sequence, then Sequence, Color, Pair, High Card', () => {
    expectDescending(['2HH 2DD 2CC', 'AHH KHH QHH', 'AHH KDD QHH', 'AHH 9HH 3HH', 'AHH ADD KCC', 'AHH KDD JCC']);
    // The weakest of a category still beats the strongest of the one below.
    expectDescending(['2HH 2DD 2CC', '2SS 3SS 4SS', '2SS 3HH 4SS', '2CC 3CC 5CC', '2HH 2DD 3CC']);
    expect(compareTeenHands(hand('2HH 3DD 5CC'), hand('AHH KDD QCC'))).toBe(-1);
  });

  it('orders sequences A-K-Q, A-2-3, K-Q-J … 4-3-2 and rejects K-A-2', () => {
    expectDescending(['QHH AHH KDD', '3HH AHH 2DD', 'KHH QDD JCC', 'QHH JDD 10CC', '5HH 4DD 3CC', '4HH 3DD 2CC']);
    expectDescending(['AHH KHH QHH', 'AHH 2HH 3HH', 'KHH QHH JHH']);
    expect(category('KHH AHH 2DD')).toBe('highCard');
    expect(category('KHH AHH 2HH')).toBe('color');
    expect(category('QCC KCC ACC')).toBe('pureSequence');
  });

  it('breaks ties on the high card, then the next, then the last; pairs on the pair then the kicker', () => {
    expectDescending(['AHH 9DD 3CC', 'KHH QDD 10CC', 'KHH QDD 9CC', 'KHH JDD 9CC', 'KHH JDD 8CC']);
    expectDescending(['AHH KHH 9HH', 'AHH QHH JHH', 'AHH QHH 10HH']);
    expectDescending(['AHH ADD 2CC', 'KHH KDD ACC', 'KHH KDD QCC', '2HH 2DD ACC']);
    expectDescending(['AHH ADD ACC', 'KHH KDD KCC', '3HH 3DD 3CC']);
  });

  it('never lets a suit decide', () => {
    expect(compareTeenHands(hand('AHH 9DD 3CC'), hand('ASS 9CC 3HH'))).toBe(0);
    expect(compareTeenHands(hand('5HH 6HH 7HH'), hand('5DD 6DD 7DD'))).toBe(0);
    expect(compareTeenHands(hand('QHH QDD 4CC'), hand('QSS QCC 4HH'))).toBe(0);
  });

  it('maps cards to indices and back', () => {
    for (const code of standardDeck()) {
      const i = cardIndex(code);
      expect(i).toBeGreaterThanOrEqual(0);
      expect(i).toBeLessThan(52);
      expect(indexSuit(i)).toBeLessThan(4);
    }
    expect(indexValue(cardIndex('AHH'))).toBe(14);
    expect(indexValue(cardIndex('2DD'))).toBe(2);
    expect(indexValue(cardIndex('KCC'))).toBe(13);
    expect(new Set(standardDeck().map(cardIndex)).size).toBe(52);
  });

  it('refuses anything but three cards', () => {
    expect(() => teenHand(hand('AHH KHH'))).toThrow(RangeError);
    expect(() => teenHand(hand('AHH KHH QHH JHH'))).toThrow(RangeError);
    expect(() => teenHand(['AHH', 'KHH', '1'])).toThrow(RangeError);
  });
});
