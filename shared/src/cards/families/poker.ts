/**
 * Texas hold'em tables: 1 Day Poker (poker, live back/lay prices and hole-card / 7-card bonuses),
 * 20-20 Poker (poker20, winner and exact-hand rows per player) and 6 Player Poker (poker6, six
 * hands and the winning hand's pattern). One 52-card deck per round, best five of seven cards
 * (pokerHands.ts).
 */
import { MAX_CARD_PRICE, standardDeck } from '../cards.js';
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
  POKER_CATEGORIES,
  POKER_CATEGORY_NAMES,
  pokerCategoryOfScore,
  pokerHand,
  pokerScoreIdx,
  sevenCardBonus,
  twoCardBonus,
  type PokerCategory,
} from './pokerHands.js';
import { livePrice, seededRandom, seedOf } from './teenPatti.js';
import { cardIndex } from './teenPattiHands.js';

const RANKING_RULE =
  'Each player makes the best five-card hand from their two cards and the five board cards. From highest: Straight Flush (Royal Flush is the highest), Four of a Kind, Full House, Flush, Straight, Three of a Kind, Two Pair, One Pair, High Card. A-2-3-4-5 is the lowest straight. Suits never rank.';
const SPLIT_RULE = 'Hands equal in all five cards split: bets on the winner of the round are returned.';

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

/** Rounds a fixed price down to a readable step (whole numbers from 100, tenths from 10), keeping the margin. */
function nicePrice(x: number): number {
  const step = x >= 100 ? 1 : x >= 10 ? 0.1 : 0.01;
  return Math.round(Math.floor(x / step + 1e-9) * step * 100) / 100;
}

/**
 * Fixed price with an 8% margin on the fair price of a one-player category, exact over 7 cards
 * from 52 (133,784,560 hands); a Straight Flush (fair 3,217) is capped at the ladder's 1000.
 */
const SEVEN_CARD_COMBOS: Readonly<Record<PokerCategory, number>> = {
  highCard: 23294460,
  onePair: 58627800,
  twoPair: 31433400,
  threeOfAKind: 6461620,
  straight: 6180020,
  flush: 4047644,
  fullHouse: 3473184,
  fourOfAKind: 224848,
  straightFlush: 41584,
};
const SEVEN_CARD_TOTAL = 133784560;
const patternPrice = (category: PokerCategory): number =>
  Math.min(MAX_CARD_PRICE, nicePrice((SEVEN_CARD_TOTAL / SEVEN_CARD_COMBOS[category]) * 0.92));

const OPENING_1DAY = livePrice(0.5).price;

const HEADS_UP_HANDS = [
  { key: 'A', label: 'Player A' },
  { key: 'B', label: 'Player B' },
  { key: 'board', label: 'Board' },
];

const poker: CardTableDefinition = {
  code: 'poker',
  gtype: 'poker',
  name: '1 Day Poker',
  lobbyId: 20,
  family: 'poker',
  hands: HEADS_UP_HANDS,
  groups: [
    { key: 'main', title: 'Match Odds', exclusive: true },
    { key: 'bonus', title: 'Bonus', exclusive: false },
  ],
  rows: [
    row(1, 'Player A', 'main', OPENING_1DAY.back, OPENING_1DAY.lay, 100, 300000),
    row(2, 'Player B', 'main', OPENING_1DAY.back, OPENING_1DAY.lay, 100, 300000),
    row(3, 'Player A 2 card Bonus', 'bonus', 2, null, 100, 25000, { minWinPct: 300 }),
    row(4, 'Player B 2 card Bonus', 'bonus', 2, null, 100, 25000, { minWinPct: 300 }),
    row(5, 'Player A 7 card Bonus', 'bonus', 2, null, 100, 25000, { minWinPct: 300 }),
    row(6, 'Player B 7 card Bonus', 'bonus', 2, null, 100, 25000, { minWinPct: 300 }),
  ],
  windows: [
    { afterCards: 0, seconds: 20 },
    ...[1, 2, 3, 4, 5, 6, 7, 8].map((afterCards) => ({ afterCards, seconds: 8, sids: [1, 2] })),
  ],
  timings: { revealSeconds: 3, resultSeconds: 6 },
  oppositeSides: [],
  resultLetters: { '11': 'A', '21': 'B', '0': 'T' },
  rules: [
    'One 52-card deck, shuffled every round. Player A gets two cards, then Player B two cards, then five board cards are dealt one by one (flop, turn, river).',
    RANKING_RULE,
    'Back or lay Player A or Player B. Betting reopens after every card with new prices worked out from the cards still in the deck; a side that is all but decided is closed. On a split every Player A and Player B bet, back and lay, is returned.',
    'Bonus bets are taken before the first card only and are settled whoever wins the round.',
    "2 card Bonus, on that player's two cards: A-A 30 to 1, A-K suited 25 to 1, A-Q or A-J suited 20 to 1, A-K 15 to 1, K-K, Q-Q or J-J 10 to 1, A-Q or A-J 5 to 1, any other pair 3 to 1. Anything else loses.",
    "7 card Bonus, on that player's best hand from their two cards and the board: Royal Flush 100 to 1, Straight Flush 50 to 1, Four of a Kind 30 to 1, Full House 8 to 1, Flush 6 to 1, Straight 4 to 1, Three of a Kind 3 to 1. Anything lower loses. Player B's 7 card Bonus uses this same table.",
  ],
  min: 100,
  max: 300000,
};

/** 20-20 Poker's rows come in A/B pairs: Winner, then each category from One Pair up. */
const POKER20_MARKETS: readonly (PokerCategory | 'winner')[] = ['winner', ...POKER_CATEGORIES.slice(1)];

const poker20: CardTableDefinition = {
  code: 'poker20',
  gtype: 'poker20',
  name: '20-20 Poker',
  lobbyId: 21,
  family: 'poker',
  hands: HEADS_UP_HANDS,
  groups: [
    { key: 'winner', title: 'Winner', exclusive: true },
    { key: 'patternA', title: 'Player A Hand', exclusive: true },
    { key: 'patternB', title: 'Player B Hand', exclusive: true },
  ],
  rows: POKER20_MARKETS.flatMap((market, i) =>
    (['A', 'B'] as const).map((player, j) =>
      market === 'winner'
        ? row(i * 2 + j + 1, `Player ${player} Winner`, 'winner', 1.98, null, 100, 300000)
        : row(
            i * 2 + j + 1,
            `Player ${player} ${POKER_CATEGORY_NAMES[market]}`,
            `pattern${player}`,
            patternPrice(market),
            null,
            100,
            25000,
          ),
    ),
  ),
  windows: [{ afterCards: 0, seconds: 20 }],
  timings: { revealSeconds: 2.5, resultSeconds: 6 },
  oppositeSides: [[1, 2]],
  resultLetters: { '11': 'A', '21': 'B', '0': 'T' },
  rules: [
    'One 52-card deck, shuffled every round. Player A gets two cards, then Player B two cards, then five board cards.',
    RANKING_RULE,
    `Winner pays 0.98 to 1. ${SPLIT_RULE} You cannot back both players in one round.`,
    "A hand row (One Pair … Straight Flush) wins when that player's final best hand is exactly that category, whoever wins the round. A Royal Flush counts as a Straight Flush.",
  ],
  min: 100,
  max: 300000,
};

const SIX = [1, 2, 3, 4, 5, 6];

/**
 * poker6 fixed prices, about 8% under fair, from 2,000,000 simulated rounds (six hands sharing a
 * board). Player n wins outright 15.43% and shares the best hand 2.68% of rounds (returned): fair
 * 6.31. Winning hand category: High Card 0.055%, Pair 16.07%, Two Pair 30.57%, Three of a Kind
 * 13.91%, Straight 16.53%, Flush 10.87%, Full House 10.94%, Four of a Kind 0.89%, Straight Flush 0.17%.
 */
const POKER6_PLAYER_PRICE = 5.8;
const POKER6_PATTERNS: readonly { nat: string; category: PokerCategory; back: number }[] = [
  { nat: 'High Card', category: 'highCard', back: MAX_CARD_PRICE }, // fair 1,812: capped at the ladder's end
  { nat: 'Pair', category: 'onePair', back: 5.7 },
  { nat: 'Two Pair', category: 'twoPair', back: 3 },
  { nat: 'Three of a Kind', category: 'threeOfAKind', back: 6.6 },
  { nat: 'Straight', category: 'straight', back: 5.55 },
  { nat: 'Flush', category: 'flush', back: 8.45 },
  { nat: 'Full House', category: 'fullHouse', back: 8.4 },
  { nat: 'Four of a Kind', category: 'fourOfAKind', back: 103 },
  { nat: 'Straight Flush', category: 'straightFlush', back: 525 },
];

const poker6: CardTableDefinition = {
  code: 'poker6',
  gtype: 'poker6',
  name: '6 Player Poker',
  lobbyId: 19,
  family: 'poker',
  hands: [...SIX.map((n) => ({ key: `P${n}`, label: `Player ${n}` })), { key: 'board', label: 'Board' }],
  groups: [
    { key: 'hands', title: 'Hands', exclusive: true },
    { key: 'pattern', title: 'Pattern', exclusive: true },
  ],
  rows: [
    ...SIX.map((n) => row(n, `Player ${n}`, 'hands', POKER6_PLAYER_PRICE, null, 100, 300000)),
    ...POKER6_PATTERNS.map((p, i) => row(7 + i, p.nat, 'pattern', p.back, null, 100, 25000)),
  ],
  windows: [{ afterCards: 0, seconds: 20 }],
  timings: { revealSeconds: 2.5, resultSeconds: 6 },
  oppositeSides: [],
  resultLetters: { '11': '1', '12': '2', '13': '3', '14': '4', '15': '5', '16': '6', '0': 'T' },
  rules: [
    'One 52-card deck, shuffled every round. Six players get two cards each, dealt Player 1 to Player 6 twice round, then five board cards.',
    RANKING_RULE,
    `Player 1 … Player 6 win when that player has the single best hand. If the best hand is split, bets on the players sharing it are returned and the others lose.`,
    'Pattern rows win when the winning hand (the best of the six, split or not) is exactly that category. A Royal Flush counts as a Straight Flush.',
  ],
  min: 100,
  max: 300000,
};

export const pokerTables: CardTableDefinition[] = [poker6, poker, poker20];

// ---------------------------------------------------------------------------------------------
// Deal, result, settlement

function playerKeys(def: CardTableDefinition): string[] {
  return def.hands.filter((h) => h.key !== 'board').map((h) => h.key);
}

/** Hole cards in reveal order: two per player (poker6 round-robin, heads-up A, A, B, B), then the board. */
function dealOrder(def: CardTableDefinition): string[] {
  const players = playerKeys(def);
  const holes = def.code === 'poker6' ? [...players, ...players] : players.flatMap((p) => [p, p]);
  return [...holes, 'board', 'board', 'board', 'board', 'board'];
}

function deal(def: CardTableDefinition, shoe: readonly CardCode[]): DealtCard[] {
  const order = dealOrder(def);
  if (shoe.length < order.length)
    throw new RangeError(`${def.code} deals ${order.length} cards, the shoe has ${shoe.length}`);
  return order.map((hand, i) => ({ hand, card: shoe[i] as CardCode }));
}

const cardsOf = (dealt: readonly DealtCard[], hand: string): CardCode[] =>
  dealt.filter((d) => d.hand === hand).map((d) => d.card);

/** Each player's best-hand score, in hand order. */
function scores(def: CardTableDefinition, dealt: readonly DealtCard[]): Map<string, number> {
  const board = cardsOf(dealt, 'board');
  return new Map(playerKeys(def).map((p) => [p, pokerHand([...cardsOf(dealt, p), ...board]).score]));
}

const win = (pct = 100): CardOutcome => ({ kind: 'win', pct });
const LOSE: CardOutcome = { kind: 'lose', pct: 100 };

/** Winner row of `player`: the single best hand wins, a shared best hand is returned. */
function winnerOutcome(all: Map<string, number>, player: string): CardOutcome {
  const mine = all.get(player) ?? -1;
  const best = Math.max(...all.values());
  if (mine < best) return LOSE;
  return [...all.values()].filter((s) => s === best).length > 1 ? { kind: 'void' } : win();
}

function outcome(def: CardTableDefinition, dealt: readonly DealtCard[], sid: number): CardOutcome {
  const r = def.rows.find((x) => x.sid === sid);
  if (!r) throw new RangeError(`selection ${sid} is not on ${def.code}`);
  const all = scores(def, dealt);
  switch (def.code) {
    case 'poker': {
      const player = sid % 2 === 1 ? 'A' : 'B';
      if (sid <= 2) return winnerOutcome(all, player);
      if (sid <= 4) {
        const [first, second] = cardsOf(dealt, player);
        const mult = first && second ? twoCardBonus(first, second) : 0;
        return mult > 0 ? win(mult * 100) : LOSE;
      }
      const mult = sevenCardBonus(all.get(player) ?? 0);
      return mult > 0 ? win(mult * 100) : LOSE;
    }
    case 'poker20': {
      const player = sid % 2 === 1 ? 'A' : 'B';
      const market = POKER20_MARKETS[Math.floor((sid - 1) / 2)];
      if (market === 'winner') return winnerOutcome(all, player);
      return pokerCategoryOfScore(all.get(player) ?? 0) === market ? win() : LOSE;
    }
    case 'poker6': {
      if (sid <= 6) return winnerOutcome(all, `P${sid}`);
      const pattern = POKER6_PATTERNS[sid - 7];
      return pattern && pokerCategoryOfScore(Math.max(...all.values())) === pattern.category ? win() : LOSE;
    }
    default:
      throw new RangeError(`${def.code} is not a poker table`);
  }
}

function winningSids(def: CardTableDefinition, dealt: readonly DealtCard[]): string {
  return def.rows
    .filter((r) => outcome(def, dealt, r.sid).kind === 'win')
    .map((r) => r.sid)
    .join(',');
}

function result(def: CardTableDefinition, dealt: readonly DealtCard[]): CardRoundResult {
  const all = scores(def, dealt);
  const best = Math.max(...all.values());
  const top = [...all].filter(([, s]) => s === best).map(([p]) => p);
  const cards = dealt.map((d) => d.card);
  const sid = winningSids(def, dealt);
  const name = (score: number): string => POKER_CATEGORY_NAMES[pokerCategoryOfScore(score)];
  if (def.code === 'poker6') {
    const single = top.length === 1 ? top[0] : undefined;
    const players = top.map((p) => `Player ${p.slice(1)}`).join(', ');
    return {
      win: single ? `1${single.slice(1)}` : '0',
      desc: `${single ? players : `Tie: ${players}`}|${name(best)}`,
      sid,
      cards,
    };
  }
  const a = all.get('A') ?? 0;
  const b = all.get('B') ?? 0;
  const winCode = a > b ? '11' : a < b ? '21' : '0';
  const winner = a > b ? 'Player A' : a < b ? 'Player B' : 'Tie';
  return { win: winCode, desc: `${winner}|A : ${name(a)}|B : ${name(b)}`, sid, cards };
}

// ---------------------------------------------------------------------------------------------
// 1 Day Poker live prices

interface HeadToHead {
  a: number;
  b: number;
  tie: number;
}

/** Completions enumerated exactly up to this many; beyond it a seeded sample of this size. */
const EXACT_LIMIT = 16000;
const SAMPLES = 16000;

function choose(n: number, k: number): number {
  let c = 1;
  for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
  return Math.round(c);
}

/**
 * A-vs-B counts for the shown cards: exact when only board cards (few enough) are missing, else a
 * sample seeded from the shown cards, so the same state always gets the same price.
 */
function headToHead(shown: readonly DealtCard[]): HeadToHead {
  const known = (hand: string): number[] => shown.filter((d) => d.hand === hand).map((d) => cardIndex(d.card));
  const aHole = known('A');
  const bHole = known('B');
  const board = known('board');
  const used = new Set([...aHole, ...bHole, ...board]);
  const pool = Int32Array.from(
    standardDeck()
      .map(cardIndex)
      .filter((c) => !used.has(c)),
  );
  const needA = 2 - aHole.length;
  const needB = 2 - bHole.length;
  const needBoard = 5 - board.length;
  const handA = new Int32Array(7);
  const handB = new Int32Array(7);
  aHole.forEach((c, i) => (handA[i] = c));
  bHole.forEach((c, i) => (handB[i] = c));
  board.forEach((c, i) => {
    handA[2 + i] = c;
    handB[2 + i] = c;
  });
  const out: HeadToHead = { a: 0, b: 0, tie: 0 };
  const tally = (): void => {
    const sA = pokerScoreIdx(handA, 7);
    const sB = pokerScoreIdx(handB, 7);
    if (sA > sB) out.a++;
    else if (sA < sB) out.b++;
    else out.tie++;
  };
  const n = pool.length;
  if (needA === 0 && needB === 0 && choose(n, needBoard) <= EXACT_LIMIT) {
    const slot = 7 - needBoard;
    const walk = (depth: number, from: number): void => {
      if (depth === needBoard) {
        tally();
        return;
      }
      for (let i = from; i < n; i++) {
        handA[slot + depth] = pool[i] as number;
        handB[slot + depth] = pool[i] as number;
        walk(depth + 1, i + 1);
      }
    };
    walk(0, 0);
    return out;
  }
  const rng = seededRandom(seedOf(shown));
  const missing = needA + needB + needBoard;
  for (let s = 0; s < SAMPLES; s++) {
    // Partial Fisher–Yates on the (already permuted) pool: the first `missing` cards are a uniform draw.
    for (let i = 0; i < missing; i++) {
      const j = i + ((rng() * (n - i)) | 0);
      const x = pool[i] as number;
      pool[i] = pool[j] as number;
      pool[j] = x;
    }
    let k = 0;
    for (let i = 0; i < needA; i++) handA[aHole.length + i] = pool[k++] as number;
    for (let i = 0; i < needB; i++) handB[bHole.length + i] = pool[k++] as number;
    for (let i = 0; i < needBoard; i++) {
      handA[2 + board.length + i] = pool[k] as number;
      handB[2 + board.length + i] = pool[k++] as number;
    }
    tally();
  }
  return out;
}

let memo: { key: string; odds: HeadToHead | null } | null = null;

/** Counts for the shown cards, or null before any card (the sides are then symmetric). */
function oneDayOdds(shown: readonly DealtCard[]): HeadToHead | null {
  const key = shown.map((d) => `${d.hand}${d.card}`).join(',');
  if (memo?.key === key) return memo.odds;
  const odds = shown.length === 0 ? null : headToHead(shown);
  memo = { key, odds };
  return odds;
}

/** P(back on Player A wins | not split): a split returns every stake, so it is the price basis. */
function probabilityA(shown: readonly DealtCard[]): number {
  const odds = oneDayOdds(shown);
  return !odds || odds.a + odds.b === 0 ? 0.5 : odds.a / (odds.a + odds.b);
}

function price(def: CardTableDefinition, shown: readonly DealtCard[]): Map<number, RowPrice> {
  const out = new Map<number, RowPrice>();
  if (def.code !== 'poker') return out;
  const pA = probabilityA(shown);
  out.set(1, livePrice(pA).price);
  out.set(2, livePrice(1 - pA).price);
  return out;
}

function isOpen(def: CardTableDefinition, shown: readonly DealtCard[], sid: number): boolean {
  if (def.code !== 'poker' || shown.length === 0) return true;
  // Bonus rows are taken before the first card only; the match rows while neither side is decided.
  if (sid > 2 || shown.length >= 9) return false;
  const pA = probabilityA(shown);
  return livePrice(sid === 1 ? pA : 1 - pA).open;
}

export const pokerFamily: CardFamily = {
  deck: () => standardDeck(),
  deal,
  result,
  outcome,
  price,
  isOpen,
};
