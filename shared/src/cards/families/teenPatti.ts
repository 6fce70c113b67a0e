/**
 * Teen patti tables: 20-20 Teenpatti (teen20), 1 Day Teenpatti (teen, live back/lay prices), Open
 * Teenpatti (teen8, eight players against a dealer) and Test Teenpatti (teen9, Tiger / Lion /
 * Dragon). One 52-card deck per round; hands and their order in teenPattiHands.ts.
 *
 * Also the live-price helpers the 1-day tables share (seeded sampling, probability → prices).
 */
import { edgePrices, MAX_CARD_PRICE, MIN_CARD_PRICE, standardDeck } from '../cards.js';
import type {
  CardCode,
  CardFamily,
  CardOutcome,
  CardRoundResult,
  CardRow,
  CardTableDefinition,
  DealtCard,
  RowPrice,
} from '../types.js';
import {
  cardIndex,
  indexValue,
  TEEN_CATEGORY_NAMES,
  teenCategoryOfScore,
  teenHand,
  teenScoreIdx,
  type TeenCategory,
} from './teenPattiHands.js';

// ---------------------------------------------------------------------------------------------
// Live prices (shared with 1 Day Poker)

/** House edge kept on live back and lay prices (the same 2% as 1 Day Dragon Tiger). */
export const LIVE_EDGE = 0.02;

const round2 = (x: number): number => Math.round(x * 100) / 100;

/**
 * Live back/lay prices for a win probability `p` (pushes already taken out of it). `open` is false
 * when no price on the ladder keeps the edge (the side is all but decided): the row is suspended
 * then, and the price is only what the board shows, the ladder end it ran off.
 */
export function livePrice(p: number): { price: RowPrice; open: boolean } {
  const priced = edgePrices(p, LIVE_EDGE);
  if (priced) return { price: priced, open: true };
  const shown =
    p >= 0.5
      ? { back: MIN_CARD_PRICE, lay: round2(MIN_CARD_PRICE + 0.01) }
      : { back: MAX_CARD_PRICE, lay: MAX_CARD_PRICE };
  return { price: shown, open: false };
}

/** A small seeded PRNG (mulberry32): the same seed gives the same sample, so live prices are reproducible. */
export function seededRandom(seed: number): () => number {
  // Math.imul taken once: the sampler is called tens of thousands of times per price.
  const imul = Math.imul;
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = imul(t ^ (t >>> 15), t | 1);
    t ^= t + imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a of the shown cards (with their hands), the seed of a round state's price sample. */
export function seedOf(shown: readonly DealtCard[]): number {
  let h = 0x811c9dc5;
  for (const { hand, card } of shown) {
    for (const ch of `${hand}:${card};`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  }
  return h >>> 0;
}

// ---------------------------------------------------------------------------------------------
// Definitions

const PAIR_PLUS_MULTIPLIER: Readonly<Record<TeenCategory, number>> = {
  highCard: 0,
  pair: 1,
  color: 4,
  sequence: 6,
  trail: 35,
  pureSequence: 45,
};

const RANKING_RULE =
  'Hands rank, from highest: Trail (three of a kind), Pure Sequence (straight flush), Sequence (straight), Color (flush), Pair, High Card. ' +
  'We use this order, the most common one; some tables put Pure Sequence above Trail, this one does not.';
const SEQUENCE_RULE =
  'The highest sequence is A-K-Q, then A-2-3, then K-Q-J, Q-J-10 and so on down to 4-3-2. K-A-2 is not a sequence.';
const TIE_BREAK_RULE =
  'Equal categories compare the highest card, then the second, then the third; a pair compares the pair first, then the odd card. Suits never decide; hands equal in every card value tie.';
const PAIR_PLUS_RULE =
  "Pair Plus is on one hand's own three cards, whoever wins, and pays only its highest combination: Pair 1 to 1, Color 4 to 1, Sequence 6 to 1, Trail 35 to 1, Pure Sequence 45 to 1. A High Card hand loses.";

const TIMINGS = { revealSeconds: 2.5, resultSeconds: 6 };

function row(
  sid: number,
  nat: string,
  group: string,
  back: number,
  lay: number | null,
  min: number,
  max: number,
  extra: Partial<CardRow> = {},
): CardRow {
  return { sid, nat, group, back, lay, min, max, ...extra };
}

const pairPlusRow = (sid: number, nat: string): CardRow =>
  row(sid, nat, 'pairPlus', 2, null, 100, 25000, { minWinPct: 100 });

const OPENING_1DAY = livePrice(0.5).price;

const teen20: CardTableDefinition = {
  code: 'teen20',
  gtype: 'teen20',
  name: '20-20 Teenpatti',
  lobbyId: 18,
  family: 'teenPatti',
  hands: [
    { key: 'A', label: 'Player A' },
    { key: 'B', label: 'Player B' },
  ],
  groups: [
    { key: 'main', title: 'Winner', exclusive: true },
    { key: 'pairPlus', title: 'Pair Plus', exclusive: false },
  ],
  rows: [
    row(1, 'Player A', 'main', 1.98, null, 100, 500000),
    pairPlusRow(2, 'Pair plus A'),
    row(3, 'Player B', 'main', 1.98, null, 100, 500000),
    pairPlusRow(4, 'Pair plus B'),
  ],
  windows: [{ afterCards: 0, seconds: 20 }],
  timings: TIMINGS,
  oppositeSides: [[1, 3]],
  resultLetters: { '1': 'A', '3': 'B', '0': 'T' },
  rules: [
    'One 52-card deck, shuffled every round. Player A and Player B get three cards each, dealt A, B, A, B, A, B.',
    RANKING_RULE,
    SEQUENCE_RULE,
    TIE_BREAK_RULE,
    'Player A and Player B pay 0.98 to 1. On a tie, bets on Player A and Player B are returned. You cannot back both players in one round.',
    PAIR_PLUS_RULE,
  ],
  min: 100,
  max: 500000,
};

const teen: CardTableDefinition = {
  code: 'teen',
  gtype: 'teen',
  name: '1 Day Teenpatti',
  lobbyId: 17,
  family: 'teenPatti',
  hands: [
    { key: 'A', label: 'Player A' },
    { key: 'B', label: 'Player B' },
  ],
  groups: [{ key: 'main', title: 'Match Odds', exclusive: true }],
  rows: [
    row(1, 'Player A', 'main', OPENING_1DAY.back, OPENING_1DAY.lay, 100, 300000),
    row(2, 'Player B', 'main', OPENING_1DAY.back, OPENING_1DAY.lay, 100, 300000),
  ],
  windows: [{ afterCards: 0, seconds: 20 }, ...[1, 2, 3, 4, 5].map((afterCards) => ({ afterCards, seconds: 8 }))],
  timings: { revealSeconds: 3, resultSeconds: 6 },
  oppositeSides: [],
  resultLetters: { '1': 'A', '2': 'B', '0': 'T' },
  rules: [
    'One 52-card deck, shuffled every round. Player A and Player B get three cards each, dealt A, B, A, B, A, B.',
    RANKING_RULE,
    SEQUENCE_RULE,
    TIE_BREAK_RULE,
    'Back or lay Player A or Player B. Betting reopens after every card with new prices worked out from the cards still in the deck; a side that is all but decided is closed.',
    'On a tie every bet, back and lay, is returned.',
  ],
  min: 100,
  max: 300000,
};

const teen8: CardTableDefinition = {
  code: 'teen8',
  gtype: 'teen8',
  name: 'Open Teenpatti',
  lobbyId: 16,
  family: 'teenPatti',
  hands: [
    ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => ({ key: `P${n}`, label: `Player ${n}` })),
    { key: 'D', label: 'Dealer' },
  ],
  groups: [
    { key: 'players', title: 'Players', exclusive: false },
    { key: 'pairPlus', title: 'Pair Plus', exclusive: false },
  ],
  rows: [
    ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => row(n, `Player ${n}`, 'players', 1.98, null, 100, 300000)),
    ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => pairPlusRow(10 + n, `Pair plus ${n}`)),
  ],
  windows: [{ afterCards: 0, seconds: 20 }],
  timings: TIMINGS,
  oppositeSides: [],
  resultLetters: { R: 'R' },
  rules: [
    'One 52-card deck, shuffled every round. Eight players and the Dealer get three cards each, dealt Player 1 to Player 8 then the Dealer, three times round.',
    RANKING_RULE,
    SEQUENCE_RULE,
    TIE_BREAK_RULE,
    "Each Player bet is settled on its own against the Dealer's hand and pays 0.98 to 1: several players can win in one round. A player whose hand ties with the Dealer's is a push: the stake is returned.",
    `${PAIR_PLUS_RULE} The same table applies to every player.`,
  ],
  min: 100,
  max: 300000,
};

const TEST_HANDS = [
  { key: 'T', label: 'Tiger' },
  { key: 'L', label: 'Lion' },
  { key: 'D', label: 'Dragon' },
] as const;

/** Test Teenpatti's grid, row by row; each row has a Tiger, Lion and Dragon cell. */
const TEST_MARKETS: readonly { nat: string; category: TeenCategory | null; back: number }[] = [
  { nat: 'Winner', category: null, back: 2.88 },
  { nat: 'Pair', category: 'pair', back: 5.4 },
  { nat: 'Flush', category: 'color', back: 18.5 },
  { nat: 'Straight', category: 'sequence', back: 28 },
  { nat: 'Trio', category: 'trail', back: 390 },
  { nat: 'Straight Flush', category: 'pureSequence', back: 420 },
];

const teen9: CardTableDefinition = {
  code: 'teen9',
  gtype: 'teen9',
  name: 'Test Teenpatti',
  lobbyId: 15,
  family: 'teenPatti',
  hands: TEST_HANDS.map((h) => ({ ...h })),
  groups: [
    { key: 'winner', title: 'Winner', exclusive: true },
    ...TEST_HANDS.map((h) => ({ key: `pattern${h.key}`, title: `${h.label} Hand`, exclusive: true })),
  ],
  rows: TEST_MARKETS.flatMap((m, i) =>
    TEST_HANDS.map((h, j) =>
      row(
        i * 3 + j + 1,
        `${h.label} ${m.nat}`,
        m.category ? `pattern${h.key}` : 'winner',
        m.back,
        null,
        100,
        m.category ? 25000 : 300000,
      ),
    ),
  ),
  windows: [{ afterCards: 0, seconds: 20 }],
  timings: TIMINGS,
  oppositeSides: [],
  resultLetters: { '11': 'D', '21': 'T', '31': 'L', '0': 'R' },
  rules: [
    'One 52-card deck, shuffled every round. Tiger, Lion and Dragon get three cards each, dealt Tiger, Lion, Dragon, three times round.',
    RANKING_RULE,
    SEQUENCE_RULE,
    TIE_BREAK_RULE,
    'Winner: the hand that beats both others. If the best hand is tied between two or three hands, Winner bets on the tied hands are returned and the others lose.',
    "Pair, Flush (Color), Straight (Sequence), Trio (Trail) and Straight Flush (Pure Sequence) win when that hand's own category is exactly the one named, whoever wins the round.",
  ],
  min: 100,
  max: 300000,
};

export const teenPattiTables: CardTableDefinition[] = [teen20, teen, teen8, teen9];

// ---------------------------------------------------------------------------------------------
// Deal and hands

/** Hand keys in deal order for each table (one card to each, three times round). */
function dealOrder(def: CardTableDefinition): string[] {
  return def.hands.map((h) => h.key);
}

function cardsOf(dealt: readonly DealtCard[], hand: string): CardCode[] {
  return dealt.filter((d) => d.hand === hand).map((d) => d.card);
}

function scoreOf(dealt: readonly DealtCard[], hand: string): number {
  return teenHand(cardsOf(dealt, hand)).score;
}

const categoryName = (score: number): string => TEEN_CATEGORY_NAMES[teenCategoryOfScore(score)];

function pairPlusOutcome(score: number): CardOutcome {
  const mult = PAIR_PLUS_MULTIPLIER[teenCategoryOfScore(score)];
  return mult > 0 ? { kind: 'win', pct: mult * 100 } : { kind: 'lose', pct: 100 };
}

function headToHead(mine: number, theirs: number): CardOutcome {
  if (mine > theirs) return { kind: 'win', pct: 100 };
  if (mine < theirs) return { kind: 'lose', pct: 100 };
  return { kind: 'void' };
}

function rowOf(def: CardTableDefinition, sid: number): CardRow {
  const found = def.rows.find((r) => r.sid === sid);
  if (!found) throw new RangeError(`selection ${sid} is not on ${def.code}`);
  return found;
}

function winningSids(def: CardTableDefinition, dealt: readonly DealtCard[]): string {
  return def.rows
    .filter((r) => outcome(def, dealt, r.sid).kind === 'win')
    .map((r) => r.sid)
    .join(',');
}

function outcome(def: CardTableDefinition, dealt: readonly DealtCard[], sid: number): CardOutcome {
  const r = rowOf(def, sid);
  switch (def.code) {
    case 'teen20':
    case 'teen': {
      const a = scoreOf(dealt, 'A');
      const b = scoreOf(dealt, 'B');
      if (r.nat === 'Player A') return headToHead(a, b);
      if (r.nat === 'Player B') return headToHead(b, a);
      return pairPlusOutcome(r.nat === 'Pair plus A' ? a : b);
    }
    case 'teen8': {
      const player = sid > 10 ? sid - 10 : sid;
      const mine = scoreOf(dealt, `P${player}`);
      return sid > 10 ? pairPlusOutcome(mine) : headToHead(mine, scoreOf(dealt, 'D'));
    }
    case 'teen9': {
      const market = TEST_MARKETS[Math.floor((sid - 1) / 3)];
      const hand = TEST_HANDS[(sid - 1) % 3];
      if (!market || !hand) throw new RangeError(`selection ${sid} is not on teen9`);
      const mine = scoreOf(dealt, hand.key);
      if (market.category !== null)
        return teenCategoryOfScore(mine) === market.category ? { kind: 'win', pct: 100 } : { kind: 'lose', pct: 100 };
      const best = Math.max(...TEST_HANDS.map((h) => scoreOf(dealt, h.key)));
      if (mine < best) return { kind: 'lose', pct: 100 };
      const tied = TEST_HANDS.filter((h) => scoreOf(dealt, h.key) === best).length;
      return tied > 1 ? { kind: 'void' } : { kind: 'win', pct: 100 };
    }
    default:
      throw new RangeError(`${def.code} is not a teen patti table`);
  }
}

function result(def: CardTableDefinition, dealt: readonly DealtCard[]): CardRoundResult {
  const cards = dealt.map((d) => d.card);
  switch (def.code) {
    case 'teen20':
    case 'teen': {
      const a = scoreOf(dealt, 'A');
      const b = scoreOf(dealt, 'B');
      const bWin = def.code === 'teen20' ? '3' : '2';
      const win = a > b ? '1' : a < b ? bWin : '0';
      const winner = a > b ? 'Player A' : a < b ? 'Player B' : 'Tie';
      return {
        win,
        desc: `${winner}|A: ${categoryName(a)}|B: ${categoryName(b)}`,
        sid: winningSids(def, dealt),
        cards,
      };
    }
    case 'teen8': {
      const dealer = scoreOf(dealt, 'D');
      const winners = [1, 2, 3, 4, 5, 6, 7, 8].filter((n) => scoreOf(dealt, `P${n}`) > dealer);
      const desc = `${winners.length ? winners.map((n) => `Player ${n}`).join(', ') : 'No winner'}|Dealer: ${categoryName(dealer)}`;
      return { win: 'R', desc, sid: winningSids(def, dealt), cards };
    }
    case 'teen9': {
      const scores = TEST_HANDS.map((h) => scoreOf(dealt, h.key));
      const best = Math.max(...scores);
      const top = TEST_HANDS.filter((_, i) => scores[i] === best);
      const winCodes: Record<string, string> = { D: '11', T: '21', L: '31' };
      const single = top.length === 1 ? top[0] : undefined;
      const win = single ? (winCodes[single.key] ?? '0') : '0';
      const hands = TEST_HANDS.map((h, i) => `${h.label}: ${categoryName(scores[i] as number)}`).join('|');
      return { win, desc: `${single ? single.label : 'Tie'}|${hands}`, sid: winningSids(def, dealt), cards };
    }
    default:
      throw new RangeError(`${def.code} is not a teen patti table`);
  }
}

function deal(def: CardTableDefinition, shoe: readonly CardCode[]): DealtCard[] {
  const order = dealOrder(def);
  const need = order.length * 3;
  if (shoe.length < need) throw new RangeError(`${def.code} deals ${need} cards, the shoe has ${shoe.length}`);
  return shoe.slice(0, need).map((card, i) => ({ hand: order[i % order.length] as string, card }));
}

// ---------------------------------------------------------------------------------------------
// 1 Day Teenpatti: exact odds from the cards still in the deck

interface HeadToHead {
  /** Completions of the deal where A wins, B wins, or they tie (counts, all equally likely). */
  a: number;
  b: number;
  tie: number;
}

/** Number of values in ascending `sorted` below `x` (or not above it with `orEqual`). */
function countBelow(sorted: Int32Array, x: number, orEqual: boolean): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const v = sorted[mid] as number;
    if (v < x || (orEqual && v === x)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** C(n, k) for the small k used here. */
function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let c = 1;
  for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
  return Math.round(c);
}

/** Calls `visit` with every k-subset (k ≤ 3) of positions 0..n−1, in a reused array (no allocation per subset). */
function eachSubset(n: number, k: number, visit: (pos: Int32Array) => void): void {
  const pos = new Int32Array(k);
  if (k === 0) {
    visit(pos);
    return;
  }
  const walk = (depth: number, from: number): void => {
    for (let i = from; i < n; i++) {
      pos[depth] = i;
      if (depth + 1 === k) visit(pos);
      else walk(depth + 1, i + 1);
    }
  };
  walk(0, 0);
}

/**
 * Exact head-to-head counts over every way the deal can finish. A's completions are enumerated;
 * B's completions that share no card with them are counted by inclusion–exclusion over sorted
 * score lists (all of B's completions, minus those holding each of A's new cards, plus those
 * holding both), which keeps the work to a few thousand binary searches.
 */
function exactHeadToHead(aKnown: readonly number[], bKnown: readonly number[], rest: readonly number[]): HeadToHead {
  const n = rest.length;
  const needA = 3 - aKnown.length;
  const needB = 3 - bKnown.length;
  if (needA > 2) throw new RangeError("exact odds need at least one of A's cards");
  const hand = new Int32Array(3);
  const scoreWith = (known: readonly number[], pos: Int32Array, extra = -1): number => {
    let h = 0;
    for (const c of known) hand[h++] = c;
    for (let i = 0; i < pos.length; i++) hand[h++] = rest[pos[i] as number] as number;
    if (extra >= 0) hand[h++] = extra;
    return teenScoreIdx(hand[0] as number, hand[1] as number, hand[2] as number);
  };

  const all = new Int32Array(choose(n, needB));
  const perCard = choose(n - 1, needB - 1);
  const byCard = Array.from({ length: n }, () => new Int32Array(perCard));
  const filled = new Int32Array(n);
  let t = 0;
  eachSubset(n, needB, (pos) => {
    const s = scoreWith(bKnown, pos);
    all[t++] = s;
    for (let i = 0; i < pos.length; i++) {
      const p = pos[i] as number;
      const at = filled[p] as number;
      (byCard[p] as Int32Array)[at] = s;
      filled[p] = at + 1;
    }
  });
  all.sort();
  for (const list of byCard) list.sort();

  let a = 0;
  let b = 0;
  let tie = 0;
  const pair = new Int32Array(2);
  eachSubset(n, needA, (pos) => {
    const sA = scoreWith(aKnown, pos);
    let total = all.length;
    let below = countBelow(all, sA, false);
    let notAbove = countBelow(all, sA, true);
    for (let i = 0; i < pos.length; i++) {
      const list = byCard[pos[i] as number] as Int32Array;
      total -= list.length;
      below -= countBelow(list, sA, false);
      notAbove -= countBelow(list, sA, true);
    }
    if (pos.length === 2 && needB >= 2) {
      // B completions holding both of A's new cards were subtracted twice; add them back.
      pair[0] = pos[0] as number;
      pair[1] = pos[1] as number;
      const count = (s: number): void => {
        total++;
        if (s < sA) below++;
        if (s <= sA) notAbove++;
      };
      if (needB === 2) count(scoreWith(bKnown, pair));
      else for (let z = 0; z < n; z++) if (z !== pair[0] && z !== pair[1]) count(scoreWith(bKnown, pair, rest[z]));
    }
    a += below;
    tie += notAbove - below;
    b += total - notAbove;
  });
  return { a, b, tie };
}

let memo: { key: string; odds: HeadToHead | null } | null = null;
/** After A's first card the odds depend only on its value (suits are symmetric), so 13 entries cover that state. */
const firstCardOdds = new Map<number, HeadToHead>();

/** A-vs-B counts for the shown cards, or null before any card (then the two sides are symmetric). */
function oneDayOdds(shown: readonly DealtCard[]): HeadToHead | null {
  const key = shown.map((d) => `${d.hand}${d.card}`).join(',');
  if (memo?.key === key) return memo.odds;
  let odds: HeadToHead | null = null;
  if (shown.length > 0) {
    const aKnown = shown.filter((d) => d.hand === 'A').map((d) => cardIndex(d.card));
    const bKnown = shown.filter((d) => d.hand === 'B').map((d) => cardIndex(d.card));
    const used = new Set([...aKnown, ...bKnown]);
    const rest = standardDeck()
      .map(cardIndex)
      .filter((c) => !used.has(c));
    const first =
      aKnown.length === 1 && bKnown.length === 0 ? firstCardOdds.get(indexValue(aKnown[0] as number)) : undefined;
    if (first) odds = first;
    else if (aKnown.length > 0) {
      odds = exactHeadToHead(aKnown, bKnown, rest);
      if (aKnown.length === 1 && bKnown.length === 0) firstCardOdds.set(indexValue(aKnown[0] as number), odds);
    } else {
      // Only reachable with a hand-built state (A is always dealt first): count from B's side.
      const swapped = exactHeadToHead(bKnown, aKnown, rest);
      odds = { a: swapped.b, b: swapped.a, tie: swapped.tie };
    }
  }
  memo = { key, odds };
  return odds;
}

/** P(back on Player A wins | not a push), the price basis since a tie returns every stake. */
function oneDayProbabilityA(odds: HeadToHead | null): number {
  if (!odds || odds.a + odds.b === 0) return 0.5;
  return odds.a / (odds.a + odds.b);
}

function price(def: CardTableDefinition, shown: readonly DealtCard[]): Map<number, RowPrice> {
  const out = new Map<number, RowPrice>();
  if (def.code !== 'teen') return out;
  const pA = oneDayProbabilityA(oneDayOdds(shown));
  out.set(1, livePrice(pA).price);
  out.set(2, livePrice(1 - pA).price);
  return out;
}

function isOpen(def: CardTableDefinition, shown: readonly DealtCard[], sid: number): boolean {
  if (def.code !== 'teen' || shown.length === 0) return true;
  if (shown.length >= 6 || (sid !== 1 && sid !== 2)) return false;
  const pA = oneDayProbabilityA(oneDayOdds(shown));
  return livePrice(sid === 1 ? pA : 1 - pA).open;
}

export const teenPattiFamily: CardFamily = {
  deck: () => standardDeck(),
  deal,
  result,
  outcome,
  price,
  isOpen,
};
