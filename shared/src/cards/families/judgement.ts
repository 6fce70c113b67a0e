/**
 * 3 Cards Judgement (`3cardj`), casino-games.md §2: three cards from one 52-card deck. The player
 * names exactly three ranks and backs Yes (at least one dealt card has a named rank) or No (none
 * has). A bet's selection id carries the choice: `sid * 10000 + mask`, where the mask has bit i set
 * for RANKS[i] (bit 0 = A … bit 12 = K) and exactly three bits set.
 */
import { parseCard, RANKS, standardDeck, type Rank } from '../cards.js';
import type {
  CardCode,
  CardFamily,
  CardOutcome,
  CardRow,
  CardSelection,
  CardTableDefinition,
  DealtCard,
} from '../types.js';

export type JudgementSide = 'Yes' | 'No';

const YES_SID = 1;
const NO_SID = 2;
const SID_FACTOR = 10000;
const ALL_RANKS_MASK = (1 << RANKS.length) - 1;

/** The house keeps this share of each stake on both rows. */
export const JUDGEMENT_EDGE = 0.035;

function choose(n: number, k: number): number {
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return r;
}

/** No wins when all three cards come from the 40 cards outside the three named ranks: C(40,3)/C(52,3). */
export const JUDGEMENT_NO_CHANCE = choose(40, 3) / choose(52, 3);

/** Back price keeping the edge, rounded down to 2 decimals. */
const backPrice = (chance: number): number => Math.floor(((1 - JUDGEMENT_EDGE) / chance) * 100 + 1e-9) / 100;

const ROWS: CardRow[] = [
  {
    sid: YES_SID,
    nat: 'Yes',
    group: 'judgement',
    back: backPrice(1 - JUDGEMENT_NO_CHANCE),
    lay: null,
    min: 100,
    max: 300000,
  },
  {
    sid: NO_SID,
    nat: 'No',
    group: 'judgement',
    back: backPrice(JUDGEMENT_NO_CHANCE),
    lay: null,
    min: 100,
    max: 300000,
  },
];

function bitCount(mask: number): number {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
}

/** The selection id of a bet: side plus exactly three distinct ranks. */
export function judgementSelectionId(side: JudgementSide, ranks: readonly Rank[]): number {
  let mask = 0;
  for (const rank of ranks) {
    const bit = RANKS.indexOf(rank);
    if (bit < 0) throw new RangeError(`not a rank: ${rank}`);
    mask |= 1 << bit;
  }
  if (ranks.length !== 3 || bitCount(mask) !== 3)
    throw new RangeError('a judgement bet names exactly 3 different ranks');
  return (side === 'Yes' ? YES_SID : NO_SID) * SID_FACTOR + mask;
}

/** Ranks in the order a bet names them: A first, then K down to 2 ("AKQ"). */
const NAME_ORDER: readonly Rank[] = ['A', ...[...RANKS].slice(1).reverse()];

/** The side and ranks (in naming order) of a selection id, or null when it is not a valid judgement bet. */
export function judgementSelectionOf(selectionId: number): { side: JudgementSide; ranks: Rank[] } | null {
  if (!Number.isInteger(selectionId)) return null;
  const sid = Math.floor(selectionId / SID_FACTOR);
  const mask = selectionId % SID_FACTOR;
  if ((sid !== YES_SID && sid !== NO_SID) || mask < 0 || mask > ALL_RANKS_MASK || bitCount(mask) !== 3) return null;
  const ranks = NAME_ORDER.filter((rank) => (mask >> RANKS.indexOf(rank)) & 1);
  return { side: sid === YES_SID ? 'Yes' : 'No', ranks };
}

/** Rank strings of three cards in deal order, e.g. "Q10K" (the result's win code). */
function dealtRanks(cards: readonly CardCode[]): string {
  return cards.map((c) => parseCard(c).rank).join('');
}

const RESULT_LETTERS: Record<string, string> = {};
// Every three-rank deal string is a win code; the history strip shows them all as "R".
for (const a of RANKS) for (const b of RANKS) for (const c of RANKS) RESULT_LETTERS[`${a}${b}${c}`] = 'R';

const threeCardJ: CardTableDefinition = {
  code: '3cardj',
  gtype: '3cardj',
  name: '3 Cards Judgement',
  lobbyId: 25,
  family: 'judgement',
  hands: [{ key: 'cards', label: 'Cards' }],
  // The same row carries many different choices, so two bets on it can both win: not exclusive.
  groups: [{ key: 'judgement', title: 'Yes / No', exclusive: false }],
  rows: ROWS,
  windows: [{ afterCards: 0, seconds: 20 }],
  timings: { revealSeconds: 3, resultSeconds: 6 },
  oppositeSides: [],
  resultLetters: RESULT_LETTERS,
  rules: [
    'Played with one deck of 52 cards, shuffled for every round. Three cards are dealt.',
    'Choose exactly three different ranks (A to K), then back Yes or No.',
    'Yes wins when at least one of the three cards has one of your ranks. No wins when none of them does.',
    `Prices do not depend on the ranks chosen: No wins ${(JUDGEMENT_NO_CHANCE * 100).toFixed(1)}% of rounds and pays ${ROWS[1]!.back.toFixed(2)}; Yes wins ${((1 - JUDGEMENT_NO_CHANCE) * 100).toFixed(1)}% and pays ${ROWS[0]!.back.toFixed(2)}.`,
  ],
  min: 100,
  max: 300000,
};

export const judgementTables: CardTableDefinition[] = [threeCardJ];

function cardsOf(def: CardTableDefinition, dealt: readonly DealtCard[]): CardCode[] {
  if (def.code !== '3cardj') throw new RangeError(`${def.code} is not a 3 Cards Judgement table`);
  if (dealt.length !== 3) throw new RangeError(`3cardj: a round has 3 cards, got ${dealt.length}`);
  return dealt.map((d) => d.card);
}

function selectionOf(def: CardTableDefinition, selectionId: number): CardSelection | null {
  const sel = judgementSelectionOf(selectionId);
  if (!sel) return null;
  const row = def.rows.find((r) => r.sid === (sel.side === 'Yes' ? YES_SID : NO_SID));
  return row ? { row, label: `${sel.side} ${sel.ranks.join('')}` } : null;
}

export const judgementFamily: CardFamily = {
  deck: () => standardDeck(1),

  deal(def, shoe) {
    if (shoe.length < 3) throw new RangeError(`${def.code}: the shoe has ${shoe.length} cards`);
    return shoe.slice(0, 3).map((card) => ({ hand: 'cards', card }));
  },

  result(def, dealt) {
    const ranks = dealtRanks(cardsOf(def, dealt));
    return {
      win: ranks,
      desc: dealt.map((d) => parseCard(d.card).rank).join(' | '),
      sid: ranks,
      cards: dealt.map((d) => d.card),
    };
  },

  outcome(def, dealt, selectionId) {
    const sel = judgementSelectionOf(selectionId);
    if (!sel) throw new RangeError(`selection ${selectionId} is not a 3 Cards Judgement bet`);
    const hit = cardsOf(def, dealt).some((c) => sel.ranks.includes(parseCard(c).rank));
    const wins = sel.side === 'Yes' ? hit : !hit;
    return { kind: wins ? 'win' : 'lose', pct: 100 } satisfies CardOutcome;
  },

  selection: selectionOf,
};
