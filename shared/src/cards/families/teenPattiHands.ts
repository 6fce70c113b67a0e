/**
 * Teen patti 3-card hands: category and a comparable score.
 *
 * Ranking (this product's choice where sources conflict, casino-games.md §1.5 / §3.2): Trail >
 * Pure Sequence > Sequence > Color > Pair > High card. Sequences rank A-K-Q highest, then A-2-3,
 * then K-Q-J down to 4-3-2; K-A-2 is not a sequence. Suits never break a tie.
 *
 * Hot paths (live prices enumerate tens of thousands of hands) use card indices and a score made
 * of plain integers; the CardCode functions are the readable entry points.
 */
import { parseCard, RANKS } from '../cards.js';
import type { CardCode, Suit } from '../types.js';

export type TeenCategory = 'highCard' | 'pair' | 'color' | 'sequence' | 'pureSequence' | 'trail';

/** Weakest to strongest; the index is the category's weight in a score. */
export const TEEN_CATEGORIES: readonly TeenCategory[] = [
  'highCard',
  'pair',
  'color',
  'sequence',
  'pureSequence',
  'trail',
];

export const TEEN_CATEGORY_NAMES: Readonly<Record<TeenCategory, string>> = {
  highCard: 'High Card',
  pair: 'Pair',
  color: 'Color',
  sequence: 'Sequence',
  pureSequence: 'Pure Sequence',
  trail: 'Trail',
};

export interface TeenHand {
  category: TeenCategory;
  /** Higher beats lower; equal scores are an exact tie. */
  score: number;
}

const SUIT_INDEX: Readonly<Record<Suit, number>> = { spade: 0, heart: 1, club: 2, diamond: 3 };

/** Tie-break part of a score stays below this, so the category always dominates. */
const CATEGORY_WEIGHT = 4096;

/**
 * A card as an index 0..51: suit × 13 + (value − 2), with values 2..14 (ace high). Teen patti
 * and poker share it so shoes can be evaluated without parsing strings in loops.
 */
export function cardIndex(code: CardCode): number {
  const { rank, suit } = parseCard(code);
  return SUIT_INDEX[suit] * 13 + ((RANKS.indexOf(rank) + 12) % 13);
}

/** Ace-high value 2..14 of a card index. */
export const indexValue = (index: number): number => (index % 13) + 2;
// Integer arithmetic rather than Math.floor: these run in the pricing loops, and a global lookup
// per call is measurably slower where code runs in a VM context (the test runner).
export const indexSuit = (index: number): number => (index / 13) | 0;

/** Sequence strength for three distinct values sorted high ≥ mid ≥ low, or 0 when not a sequence. */
function sequenceStrength(high: number, mid: number, low: number): number {
  if (high === 14 && mid === 13 && low === 12) return 14;
  // A-2-3 ranks second, just under A-K-Q and above K-Q-J (12).
  if (high === 14 && mid === 3 && low === 2) return 13;
  if (high - mid === 1 && mid - low === 1) return high - 1;
  return 0;
}

/** Score of three card indices; allocation-free because live pricing calls it in tight loops. */
export function teenScoreIdx(a: number, b: number, c: number): number {
  let h = indexValue(a);
  let m = indexValue(b);
  let l = indexValue(c);
  if (h < m) [h, m] = [m, h];
  if (m < l) [m, l] = [l, m];
  if (h < m) [h, m] = [m, h];
  const flush = indexSuit(a) === indexSuit(b) && indexSuit(b) === indexSuit(c);
  const spread = h * 256 + m * 16 + l;
  if (h === l) return 5 * CATEGORY_WEIGHT + spread;
  if (h !== m && m !== l) {
    const seq = sequenceStrength(h, m, l);
    if (seq > 0) return (flush ? 4 : 3) * CATEGORY_WEIGHT + seq;
    return (flush ? 2 : 0) * CATEGORY_WEIGHT + spread;
  }
  // A pair compares the pair first, then the odd card.
  const pair = h === m ? h : l;
  const kicker = h === m ? l : h;
  return 1 * CATEGORY_WEIGHT + pair * 16 + kicker;
}

export function teenCategoryOfScore(score: number): TeenCategory {
  const category = TEEN_CATEGORIES[Math.floor(score / CATEGORY_WEIGHT)];
  if (!category) throw new RangeError(`not a teen patti score: ${score}`);
  return category;
}

/** The hand of exactly three cards. */
export function teenHand(cards: readonly CardCode[]): TeenHand {
  const [a, b, c] = cards;
  if (cards.length !== 3 || a === undefined || b === undefined || c === undefined) {
    throw new RangeError(`a teen patti hand has 3 cards, got ${cards.length}`);
  }
  const score = teenScoreIdx(cardIndex(a), cardIndex(b), cardIndex(c));
  return { category: teenCategoryOfScore(score), score };
}

/** > 0 when `a` beats `b`, < 0 when it loses, 0 on an exact tie. */
export function compareTeenHands(a: readonly CardCode[], b: readonly CardCode[]): number {
  return Math.sign(teenHand(a).score - teenHand(b).score);
}
