/**
 * Poker hands: the best five of up to seven cards as a comparable score (casino-games.md §1.5),
 * plus the 1 Day Poker bonus paytables.
 *
 * The evaluator reads rank counts and per-suit rank masks instead of trying the 21 five-card
 * subsets, because live prices evaluate many thousands of hands per call.
 */
import type { CardCode } from '../types.js';
import { cardIndex, indexSuit, indexValue } from './teenPattiHands.js';

export type PokerCategory =
  | 'highCard'
  | 'onePair'
  | 'twoPair'
  | 'threeOfAKind'
  | 'straight'
  | 'flush'
  | 'fullHouse'
  | 'fourOfAKind'
  | 'straightFlush';

/** Weakest to strongest; the index is the category's weight in a score. Royal flush is the top straight flush. */
export const POKER_CATEGORIES: readonly PokerCategory[] = [
  'highCard',
  'onePair',
  'twoPair',
  'threeOfAKind',
  'straight',
  'flush',
  'fullHouse',
  'fourOfAKind',
  'straightFlush',
];

export const POKER_CATEGORY_NAMES: Readonly<Record<PokerCategory, string>> = {
  highCard: 'High Card',
  onePair: 'One Pair',
  twoPair: 'Two Pair',
  threeOfAKind: 'Three of a Kind',
  straight: 'Straight',
  flush: 'Flush',
  fullHouse: 'Full House',
  fourOfAKind: 'Four of a Kind',
  straightFlush: 'Straight Flush',
};

/** Five tie-break values of 4 bits each sit under the category. */
const CATEGORY_WEIGHT = 16 ** 5;

export interface PokerHand {
  category: PokerCategory;
  /** Higher beats lower; equal scores split. */
  score: number;
  /** A-K-Q-J-10 of one suit. */
  royal: boolean;
}

/** Highest straight in a rank bitmask (bit v = value v, 2..14), the ace also playing low; 0 when none. */
function straightHigh(mask: number): number {
  const m = mask & (1 << 14) ? mask | (1 << 1) : mask;
  for (let high = 14; high >= 5; high--) {
    if (((m >> (high - 4)) & 0x1f) === 0x1f) return high;
  }
  return 0;
}

/** The `count` highest values of a rank bitmask, packed as tie-break digits. */
function topOfMask(mask: number, count: number): number {
  let packed = 0;
  let taken = 0;
  for (let v = 14; v >= 2 && taken < count; v--) {
    if (mask & (1 << v)) {
      packed = packed * 16 + v;
      taken++;
    }
  }
  return packed * 16 ** (5 - taken);
}

function make(category: number, tiebreak: number): number {
  return category * CATEGORY_WEIGHT + tiebreak;
}

// Scratch space of pokerScoreIdx, reset on every call, so the live-price loops allocate nothing per
// hand. Safe because the function never calls back into itself.
const rankCount = new Uint8Array(15);
const suitMask = new Int32Array(4);
const suitCount = new Uint8Array(4);

/** Score of the best five of `count` (5..7) card indices from `cards`. */
export function pokerScoreIdx(cards: ArrayLike<number>, count: number = cards.length): number {
  rankCount.fill(0);
  suitMask.fill(0);
  suitCount.fill(0);
  let all = 0;
  for (let i = 0; i < count; i++) {
    const c = cards[i] as number;
    const v = indexValue(c);
    const s = indexSuit(c);
    rankCount[v] = (rankCount[v] as number) + 1;
    suitMask[s] = (suitMask[s] as number) | (1 << v);
    suitCount[s] = (suitCount[s] as number) + 1;
    all |= 1 << v;
  }
  let flushMask = 0;
  for (let s = 0; s < 4; s++) if ((suitCount[s] as number) >= 5) flushMask = suitMask[s] as number;
  if (flushMask) {
    const high = straightHigh(flushMask);
    if (high) return make(8, high * 16 ** 4);
  }
  let quad = 0;
  let trip1 = 0;
  let trip2 = 0;
  let pair1 = 0;
  let pair2 = 0;
  for (let v = 14; v >= 2; v--) {
    const n = rankCount[v] as number;
    if (n === 4) quad = v;
    else if (n === 3) {
      if (!trip1) trip1 = v;
      else if (!trip2) trip2 = v;
    } else if (n === 2) {
      if (!pair1) pair1 = v;
      else if (!pair2) pair2 = v;
    }
  }
  if (quad) return make(7, quad * 16 ** 4 + topOfMask(all & ~(1 << quad), 1) / 16);
  // A second set of trips plays as the pair of a full house.
  const fullPair = trip2 > pair1 ? trip2 : pair1;
  if (trip1 && fullPair) return make(6, trip1 * 16 ** 4 + fullPair * 16 ** 3);
  if (flushMask) return make(5, topOfMask(flushMask, 5));
  const straight = straightHigh(all);
  if (straight) return make(4, straight * 16 ** 4);
  if (trip1) return make(3, trip1 * 16 ** 4 + topOfMask(all & ~(1 << trip1), 2) / 16);
  if (pair1 && pair2) {
    return make(2, pair1 * 16 ** 4 + pair2 * 16 ** 3 + topOfMask(all & ~(1 << pair1) & ~(1 << pair2), 1) / 16 ** 2);
  }
  if (pair1) return make(1, pair1 * 16 ** 4 + topOfMask(all & ~(1 << pair1), 3) / 16);
  return make(0, topOfMask(all, 5));
}

export function pokerCategoryOfScore(score: number): PokerCategory {
  const category = POKER_CATEGORIES[Math.floor(score / CATEGORY_WEIGHT)];
  if (!category) throw new RangeError(`not a poker score: ${score}`);
  return category;
}

/** A straight flush topped by an ace. */
export function isRoyalScore(score: number): boolean {
  return pokerCategoryOfScore(score) === 'straightFlush' && Math.floor((score % CATEGORY_WEIGHT) / 16 ** 4) === 14;
}

/** The best five-card hand of 5 to 7 cards. */
export function pokerHand(cards: readonly CardCode[]): PokerHand {
  if (cards.length < 5 || cards.length > 7)
    throw new RangeError(`a poker hand is made from 5 to 7 cards, got ${cards.length}`);
  const score = pokerScoreIdx(cards.map(cardIndex));
  return { category: pokerCategoryOfScore(score), score, royal: isRoyalScore(score) };
}

/** > 0 when `a` beats `b`, < 0 when it loses, 0 on a split. */
export function comparePokerHands(a: readonly CardCode[], b: readonly CardCode[]): number {
  return Math.sign(pokerHand(a).score - pokerHand(b).score);
}

/**
 * 1 Day Poker "2 card Bonus" on a player's hole cards, x:1 (casino-games.md, poker): A-A 30,
 * A-K suited 25, A-Q/A-J suited 20, A-K 15, J-J/Q-Q/K-K 10, A-Q/A-J 5, pair 2–10 3; else 0.
 */
export function twoCardBonus(first: CardCode, second: CardCode): number {
  const a = cardIndex(first);
  const b = cardIndex(second);
  const high = Math.max(indexValue(a), indexValue(b));
  const low = Math.min(indexValue(a), indexValue(b));
  const suited = indexSuit(a) === indexSuit(b);
  if (high === low) {
    if (high === 14) return 30;
    if (high >= 11) return 10;
    return 3;
  }
  if (high !== 14) return 0;
  if (low === 13) return suited ? 25 : 15;
  if (low === 12 || low === 11) return suited ? 20 : 5;
  return 0;
}

/**
 * 1 Day Poker "7 card Bonus" on a player's best hand from hole + board, x:1: Three of a Kind 3,
 * Straight 4, Flush 6, Full House 8, Four of a Kind 30, Straight Flush 50, Royal Flush 100; else 0.
 */
export function sevenCardBonus(score: number): number {
  if (isRoyalScore(score)) return 100;
  switch (pokerCategoryOfScore(score)) {
    case 'straightFlush':
      return 50;
    case 'fourOfAKind':
      return 30;
    case 'fullHouse':
      return 8;
    case 'flush':
      return 6;
    case 'straight':
      return 4;
    case 'threeOfAKind':
      return 3;
    default:
      return 0;
  }
}
