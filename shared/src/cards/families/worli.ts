/**
 * Instant Worli (`worli2`), casino-games.md §2: three cards make a single digit 0–9 (the "ank").
 *
 * The digit derivation is this product's choice (the sources do not give it): the deck is the
 * 40 cards A–10 of one 52-card deck, A counts 1, 2–9 their face value and 10 counts 0, and the digit
 * is the last digit of the three cards' sum. Adding 1 to every card's digit (within its suit) maps
 * the deck onto itself and moves the sum by 3, which is coprime to 10, so every digit is exactly
 * equally likely (988 of the 9,880 three-card sets each).
 */
import { RANKS, standardDeck, valueOf } from '../cards.js';
import type { CardCode, CardFamily, CardOutcome, CardRow, CardTableDefinition, DealtCard } from '../types.js';

const WIN: CardOutcome = { kind: 'win', pct: 100 };
const LOSE: CardOutcome = { kind: 'lose', pct: 100 };

/** Digit of a card: A = 1 … 9 = 9, 10 = 0. */
export function worliDigit(code: CardCode): number {
  const v = valueOf(code);
  if (v > 10) throw new RangeError(`not an Instant Worli card: ${code}`);
  return v % 10;
}

/** The round's digit: last digit of the three cards' sum. */
export function worliAnk(cards: readonly CardCode[]): number {
  return cards.reduce((sum, c) => sum + worliDigit(c), 0) % 10;
}

/** Digit of each single row: sids 1–9 are digits 1–9, sid 10 is digit 0 (the board's order). */
const singleDigit = (sid: number): number => sid % 10;

const GROUPS: { sid: number; nat: string; group: string; digits: readonly number[] }[] = [
  { sid: 11, nat: 'Line1 Single', group: 'line', digits: [1, 2, 3, 4, 5] },
  { sid: 12, nat: 'Line2 Single', group: 'line', digits: [6, 7, 8, 9, 0] },
  { sid: 13, nat: 'ODD Single', group: 'oddEven', digits: [1, 3, 5, 7, 9] },
  { sid: 14, nat: 'EVEN Single', group: 'oddEven', digits: [2, 4, 6, 8, 0] },
];

const SINGLE_LIMITS = { min: 100, max: 25000 };
/** A group bet is five singles at once, so its limits are five singles'. */
const GROUP_LIMITS = { min: 500, max: 125000 };

const ROWS: CardRow[] = [
  ...Array.from({ length: 10 }, (_, i): CardRow => ({
    sid: i + 1,
    nat: `${singleDigit(i + 1)} Single`,
    group: 'single',
    back: 9,
    lay: null,
    ...SINGLE_LIMITS,
  })),
  ...GROUPS.map((g): CardRow => ({ sid: g.sid, nat: g.nat, group: g.group, back: 1.8, lay: null, ...GROUP_LIMITS })),
];

const worli2: CardTableDefinition = {
  code: 'worli2',
  gtype: 'worli2',
  name: 'Instant Worli',
  lobbyId: 24,
  family: 'worli',
  hands: [{ key: 'cards', label: 'Cards' }],
  groups: [
    { key: 'single', title: 'Single', exclusive: true },
    { key: 'line', title: 'Line', exclusive: true },
    { key: 'oddEven', title: 'Odd / Even', exclusive: true },
  ],
  rows: ROWS,
  windows: [{ afterCards: 0, seconds: 20 }],
  timings: { revealSeconds: 2, resultSeconds: 6 },
  oppositeSides: [],
  resultLetters: Object.fromEntries(Array.from({ length: 10 }, (_, d) => [String(d), 'R'])),
  rules: [
    'Played with the 40 cards A to 10 of one deck, shuffled for every round. Three cards are dealt.',
    "Each card counts its face value (A = 1) and 10 counts 0. The result digit is the last digit of the three cards' total (for example A, 5, 9 → 15 → 5). Every digit from 0 to 9 is equally likely.",
    'Single: pick a digit; it pays 9 times the stake (9.00).',
    'Line 1 (1, 2, 3, 4, 5), Line 2 (6, 7, 8, 9, 0), Odd (1, 3, 5, 7, 9) and Even (2, 4, 6, 8, 0) are five singles at once: the stake you enter is the total, spread over the five digits, so a win pays 9 × one fifth of it, which is 1.80 times the total stake.',
  ],
  min: 100,
  max: 125000,
};

export const worliTables: CardTableDefinition[] = [worli2];

function cardsOf(def: CardTableDefinition, dealt: readonly DealtCard[]): CardCode[] {
  if (def.code !== 'worli2') throw new RangeError(`${def.code} is not an Instant Worli table`);
  if (dealt.length !== 3) throw new RangeError(`worli2: a round has 3 cards, got ${dealt.length}`);
  return dealt.map((d) => d.card);
}

function wins(sid: number, ank: number): boolean {
  if (sid >= 1 && sid <= 10) return singleDigit(sid) === ank;
  const group = GROUPS.find((g) => g.sid === sid);
  if (!group) throw new RangeError(`selection ${sid} is not on worli2`);
  return group.digits.includes(ank);
}

export const worliFamily: CardFamily = {
  deck: () => standardDeck(1, RANKS.slice(0, 10)),

  deal(def, shoe) {
    if (shoe.length < 3) throw new RangeError(`${def.code}: the shoe has ${shoe.length} cards`);
    return shoe.slice(0, 3).map((card) => ({ hand: 'cards', card }));
  },

  result(def, dealt) {
    const cards = cardsOf(def, dealt);
    const ank = worliAnk(cards);
    const sid = def.rows
      .filter((r) => wins(r.sid, ank))
      .map((r) => r.sid)
      .join(',');
    return { win: String(ank), desc: `${cards.map(worliDigit).join('')}|${ank}`, sid, cards };
  },

  outcome(def, dealt, selectionId) {
    return wins(selectionId, worliAnk(cardsOf(def, dealt))) ? WIN : LOSE;
  },
};
