/**
 * Casino Queen (`queen`, lobby id 4), an in-house table outside the feed's 28 codes.
 *
 * One deck of 52 cards, shuffled for every round. Cards are dealt face up to four hands in turn,
 * Hand A, B, C, D, A, … until the first queen shows: the hand the queen falls to wins. The four
 * queens are somewhere among the 52 cards, so a queen always shows by the 49th card.
 *
 * Hand A is dealt first and so wins more often: over the C(52, 4) equally likely places of the
 * queens, the first queen is card n with probability C(52 − n, 3) / C(52, 4), and a hand wins when
 * n falls to it (n ≡ its seat mod 4). Exactly: A 0.28029, B 0.25930, C 0.23952, D 0.22089.
 *
 * Markets (back only):
 * - Queen's hand: Hand A 3.46, Hand B 3.74, Hand C 4.04, Hand D 4.39.
 * - Queen's suit (the suit of the first queen; each exactly 1/4): Spade, Heart, Club, Diamond 3.88.
 * - Queen by card 8: Within 8 cards 1.94 (the first queen is one of the first 8 cards, 0.49856),
 *   After 8 cards 1.93 (0.50144).
 *
 * House edge, exact (queen.test.ts): Hand A 3.02%, B 3.02%, C 3.23%, D 3.03%; every suit 3.00%;
 * Within 8 cards 3.28%, After 8 cards 3.22%.
 *
 * Result codes (`win`): 1–4 the hand the queen fell to (A–D).
 */
import { parseCard, SUIT_SYMBOLS, SUITS, standardDeck } from '../cards.js';
import type { CardCode, CardFamily, CardOutcome, CardRow, CardTableDefinition, DealtCard } from '../types.js';

export const QUEEN_HANDS = ['A', 'B', 'C', 'D'] as const;
/** "Within" wins when the first queen is one of this many first cards. */
export const QUEEN_CARD_LINE = 8;

const SUIT_NAMES = { spade: 'Spade', heart: 'Heart', club: 'Club', diamond: 'Diamond' } as const;

const HAND_PRICES = [3.46, 3.74, 4.04, 4.39] as const;

const handSid = (i: number): number => i + 1;
const suitSid = (i: number): number => 11 + i;
const WITHIN_SID = 21;
const AFTER_SID = 22;

const row = (sid: number, nat: string, group: string, back: number, max: number): CardRow => ({
  sid,
  nat,
  group,
  back,
  lay: null,
  min: 100,
  max,
});

const queen: CardTableDefinition = {
  code: 'queen',
  gtype: 'queen',
  name: 'Casino Queen',
  lobbyId: 4,
  family: 'queen',
  hands: QUEEN_HANDS.map((h) => ({ key: h, label: `Hand ${h}` })),
  groups: [
    { key: 'hand', title: "Queen's hand", exclusive: true },
    { key: 'suit', title: "Queen's suit", exclusive: true },
    { key: 'cards', title: `Queen by card ${QUEEN_CARD_LINE}`, exclusive: true },
  ],
  rows: [
    ...QUEEN_HANDS.map((h, i) => row(handSid(i), `Hand ${h}`, 'hand', HAND_PRICES[i]!, 50000)),
    ...SUITS.map((s, i) => row(suitSid(i), `Queen ${SUIT_NAMES[s]}`, 'suit', 3.88, 25000)),
    row(WITHIN_SID, `Within ${QUEEN_CARD_LINE} cards`, 'cards', 1.94, 50000),
    row(AFTER_SID, `After ${QUEEN_CARD_LINE} cards`, 'cards', 1.93, 50000),
  ],
  windows: [{ afterCards: 0, seconds: 20 }],
  timings: { revealSeconds: 2, resultSeconds: 6 },
  oppositeSides: [[WITHIN_SID, AFTER_SID]],
  resultLetters: { '1': 'A', '2': 'B', '3': 'C', '4': 'D' },
  rules: [
    'Played with one deck of 52 cards, shuffled for every round. Cards are dealt face up to four hands in turn: Hand A, Hand B, Hand C, Hand D, then Hand A again, until the first queen shows.',
    'The hand the first queen falls to wins. A queen always shows by the 49th card.',
    "Queen's hand: Hand A pays 3.46, Hand B 3.74, Hand C 4.04, Hand D 4.39. Hand A is dealt first and wins most often (28.0%), then B (25.9%), C (24.0%) and D (22.1%): the prices follow.",
    "Queen's suit: back the suit of the first queen (♠ Spade, ♥ Heart, ♣ Club, ♦ Diamond); each pays 3.88.",
    `Queen by card ${QUEEN_CARD_LINE}: Within ${QUEEN_CARD_LINE} cards (1.94) wins when the first queen is one of the first ${QUEEN_CARD_LINE} cards dealt, After ${QUEEN_CARD_LINE} cards (1.93) when it is the ${QUEEN_CARD_LINE + 1}th card or later. You cannot back both in the same round.`,
    'House edge, exact over the deck: 3.0% to 3.3% on every row (Hand A 3.02%, B 3.02%, C 3.23%, D 3.03%; each suit 3.00%; Within 3.28%, After 3.22%).',
    'Last results: the letter of the hand the queen fell to.',
  ],
  min: 100,
  max: 50000,
};

export const queenTables: CardTableDefinition[] = [queen];

function checkTable(def: CardTableDefinition): void {
  if (def.family !== 'queen') throw new RangeError(`${def.code} is not a casino queen table`);
}

const isQueen = (code: CardCode): boolean => parseCard(code).rank === 'Q';

/** The first queen's place (0-based) and card; throws unless the deal ends on its first queen. */
function firstQueen(def: CardTableDefinition, dealt: readonly DealtCard[]): { at: number; card: CardCode } {
  const at = dealt.findIndex((d) => isQueen(d.card));
  if (at < 0 || at !== dealt.length - 1) throw new RangeError(`${def.code}: a round ends on its first queen`);
  dealt.forEach((d, i) => {
    if (d.hand !== QUEEN_HANDS[i % 4]) throw new RangeError(`${def.code}: card ${i + 1} is dealt to ${d.hand}`);
  });
  return { at, card: dealt[at]!.card };
}

function settle(at: number, card: CardCode, sid: number): CardOutcome | null {
  const won = (yes: boolean): CardOutcome => (yes ? { kind: 'win', pct: 100 } : { kind: 'lose', pct: 100 });
  if (sid >= 1 && sid <= 4) return won(at % 4 === sid - 1);
  if (sid >= 11 && sid <= 14) return won(parseCard(card).suit === SUITS[sid - 11]);
  if (sid === WITHIN_SID) return won(at < QUEEN_CARD_LINE);
  if (sid === AFTER_SID) return won(at >= QUEEN_CARD_LINE);
  return null;
}

export const queenFamily: CardFamily = {
  deck(def) {
    checkTable(def);
    return standardDeck(1);
  },

  deal(def, shoe) {
    checkTable(def);
    const out: DealtCard[] = [];
    for (const card of shoe) {
      out.push({ hand: QUEEN_HANDS[out.length % 4]!, card });
      if (isQueen(card)) return out;
    }
    throw new RangeError(`${def.code}: the shoe has no queen`);
  },

  result(def, dealt) {
    const { at, card } = firstQueen(def, dealt);
    const hand = at % 4;
    const suit = parseCard(card).suit;
    const sid = def.rows
      .filter((r) => settle(at, card, r.sid)?.kind === 'win')
      .map((r) => r.sid)
      .join(',');
    const desc = `Hand ${QUEEN_HANDS[hand]} || Queen ${SUIT_SYMBOLS[suit]} ${SUIT_NAMES[suit]} || Card ${at + 1}`;
    return { win: String(hand + 1), desc, sid, cards: dealt.map((d) => d.card) };
  },

  outcome(def, dealt, selectionId) {
    const { at, card } = firstQueen(def, dealt);
    const out = settle(at, card, selectionId);
    if (!out) throw new RangeError(`selection ${selectionId} is not on ${def.code}`);
    return out;
  },
};
