/**
 * Card codes in the product's convention (casino-games.md §1.2): rank + doubled suit letter with
 * HH = ♠, DD = ♥, SS = ♦, CC = ♣. Values A = 1 … K = 13 unless a game says otherwise.
 */
import type { CardCode, Suit } from './types.js';

export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export type Rank = (typeof RANKS)[number];

/** Suit letters in the product's order of strength where suits are ranked: ♠ > ♥ > ♣ > ♦. */
export const SUIT_LETTERS: Record<Suit, string> = { spade: 'HH', heart: 'DD', club: 'CC', diamond: 'SS' };
export const SUITS: readonly Suit[] = ['spade', 'heart', 'club', 'diamond'];
const SUIT_BY_LETTERS: Record<string, Suit> = { HH: 'spade', DD: 'heart', CC: 'club', SS: 'diamond' };

export const SUIT_SYMBOLS: Record<Suit, string> = { spade: '♠', heart: '♥', club: '♣', diamond: '♦' };

/** The code "not dealt yet". */
export const HIDDEN_CARD: CardCode = '1';

export function card(rank: Rank, suit: Suit): CardCode {
  return `${rank}${SUIT_LETTERS[suit]}`;
}

/** Parses a card code; throws on anything else (including the hidden "1"). */
export function parseCard(code: CardCode): { rank: Rank; suit: Suit } {
  const rank = code.slice(0, -2);
  const suit = SUIT_BY_LETTERS[code.slice(-2)];
  if (!suit || !(RANKS as readonly string[]).includes(rank)) throw new RangeError(`not a card: ${code}`);
  return { rank: rank as Rank, suit };
}

export function isCard(code: string): boolean {
  const suit = SUIT_BY_LETTERS[code.slice(-2)];
  return suit !== undefined && (RANKS as readonly string[]).includes(code.slice(0, -2));
}

export const rankOf = (code: CardCode): Rank => parseCard(code).rank;
export const suitOf = (code: CardCode): Suit => parseCard(code).suit;

/** A = 1, 2–10 face value, J = 11, Q = 12, K = 13. */
export function valueOf(code: CardCode): number {
  return RANKS.indexOf(rankOf(code)) + 1;
}

export function isRed(code: CardCode): boolean {
  const s = suitOf(code);
  return s === 'heart' || s === 'diamond';
}

/** Odd ranks: A, 3, 5, 7, 9, J, K. */
export function isOddRank(code: CardCode): boolean {
  return valueOf(code) % 2 === 1;
}

/** Suit strength for tie-breaks: ♠ 4 > ♥ 3 > ♣ 2 > ♦ 1. */
export function suitStrength(code: CardCode): number {
  return 4 - SUITS.indexOf(suitOf(code));
}

/** `decks` copies of the cards of the given ranks in every suit (default: the full 52). */
export function standardDeck(decks = 1, ranks: readonly Rank[] = RANKS): CardCode[] {
  const out: CardCode[] = [];
  for (let d = 0; d < decks; d++) for (const suit of SUITS) for (const rank of ranks) out.push(card(rank, suit));
  return out;
}

/** Display form: "10♠", "K♥". */
export function cardLabel(code: CardCode): string {
  if (!isCard(code)) return '';
  const { rank, suit } = parseCard(code);
  return `${rank}${SUIT_SYMBOLS[suit]}`;
}

/** The price range of every card row (the feed's ladder ends). */
export const MIN_CARD_PRICE = 1.01;
export const MAX_CARD_PRICE = 1000;

/**
 * Back and lay decimal prices for a selection that wins with `probability`, keeping `edge` (0.02 =
 * 2%) of the stake for the house on either side. Back rounds down and lay rounds up, so rounding
 * never gives the edge away. Null when no price within [1.01, 1000] keeps the edge (the selection
 * is all but decided): the table suspends the row then.
 */
export function edgePrices(probability: number, edge: number): { back: number; lay: number } | null {
  if (!(probability > 0 && probability < 1)) return null;
  // The tolerance keeps float noise (1.97 = 196.99999…) from costing a whole tick.
  const back = Math.floor(((1 - edge) / probability) * 100 + 1e-9) / 100;
  const lay = Math.ceil((1 / (probability * (1 - edge))) * 100 - 1e-9) / 100;
  if (back < MIN_CARD_PRICE || lay > MAX_CARD_PRICE) return null;
  return { back, lay };
}
