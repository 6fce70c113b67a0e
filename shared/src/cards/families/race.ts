/**
 * Race 20-20: the four kings are the horses; cards are drawn from the other 48 (A–Q of each
 * suit) and each moves its suit's king one step. The first suit to reach five cards wins.
 */
import { RANKS, standardDeck, suitOf, valueOf, SUIT_SYMBOLS, SUITS } from '../cards.js';
import type {
  CardCode,
  CardFamily,
  CardOutcome,
  CardRoundResult,
  CardRow,
  CardTableDefinition,
  DealtCard,
  Suit,
} from '../types.js';

/** Cards a suit needs to win. */
const FINISH = 5;

/** Fixed lines of the total rows: a back wins when the round's total reaches the line. */
export const RACE_POINT_LINE = 81;
export const RACE_CARD_LINE = 13;

/** Exact number of cards drawn for each "Win with" row. */
const WIN_WITH = [5, 6, 7, 15, 16, 17] as const;

/**
 * Prices, about 8% under fair. K rows are symmetric (fair 4.00). The rest from the exact
 * distribution of a race (dynamic programming over the suit counts, then the points of each
 * suit's drawn cards as a random subset of 1..12): P(points ≥ 81) 51.17% (median 81, mean 80.7),
 * P(cards ≥ 13) 51.63% (median 13, mean 12.4), and P(cards = n) below.
 */
const TOTAL_POINT_PRICE = 1.8;
const TOTAL_CARD_PRICE = 1.78;
const WIN_WITH_PRICES: Readonly<Record<(typeof WIN_WITH)[number], number>> = {
  5: 495, // 0.185%
  6: 118, // 0.774%
  7: 47.5, // 1.936%
  15: 7.9, // 11.63%
  16: 12.9, // 7.10%
  17: 34.5, // 2.66%
};

function row(sid: number, nat: string, group: string, back: number, lay: number | null, max: number): CardRow {
  return { sid, nat, group, back, lay, min: 100, max };
}

const race20: CardTableDefinition = {
  code: 'race20',
  gtype: 'race20',
  name: 'Race 20-20',
  lobbyId: 3,
  family: 'race',
  hands: SUITS.map((s) => ({ key: s, label: `K${SUIT_SYMBOLS[s]}` })),
  groups: [
    { key: 'kings', title: 'Race', exclusive: true },
    { key: 'totalPoint', title: 'Total Point', exclusive: false },
    { key: 'totalCard', title: 'Total Card', exclusive: false },
    { key: 'winWith', title: 'Win With', exclusive: true },
  ],
  rows: [
    ...SUITS.map((s, i) => row(i + 1, `K of ${s}`, 'kings', 3.9, 4.1, 300000)),
    row(5, `Total Point ${RACE_POINT_LINE}+`, 'totalPoint', TOTAL_POINT_PRICE, null, 25000),
    row(6, `Total Card ${RACE_CARD_LINE}+`, 'totalCard', TOTAL_CARD_PRICE, null, 25000),
    ...WIN_WITH.map((n, i) => row(7 + i, `Win with ${n}`, 'winWith', WIN_WITH_PRICES[n], null, 25000)),
  ],
  windows: [{ afterCards: 0, seconds: 20 }],
  timings: { revealSeconds: 2, resultSeconds: 6 },
  oppositeSides: [],
  resultLetters: {
    '1': SUIT_SYMBOLS.spade,
    '2': SUIT_SYMBOLS.heart,
    '3': SUIT_SYMBOLS.club,
    '4': SUIT_SYMBOLS.diamond,
  },
  rules: [
    'The four kings are the horses: K♠, K♥, K♣ and K♦. The other 48 cards (A to Q of each suit) are shuffled every round and drawn one by one; each card moves the king of its suit one step.',
    'The first suit to get five cards wins the race. Back a king to win or lay it not to win.',
    `Total Point ${RACE_POINT_LINE}+ (pays ${TOTAL_POINT_PRICE}): the points of all cards drawn, A = 1 to Q = 12, add up to ${RACE_POINT_LINE} or more. It loses below ${RACE_POINT_LINE}. The line is fixed at the median total (81); the chance of 81 or more is 51%.`,
    `Total Card ${RACE_CARD_LINE}+ (pays ${TOTAL_CARD_PRICE}): ${RACE_CARD_LINE} or more cards are drawn before a suit wins (at least 5, at most 17). It loses on fewer. The line is fixed at the median (13); the chance of 13 or more is 52%.`,
    'Win with 5 / 6 / 7 / 15 / 16 / 17: the race ends after exactly that many cards. Chances: 5 cards 0.19%, 6 cards 0.77%, 7 cards 1.94%, 15 cards 11.6%, 16 cards 7.1%, 17 cards 2.7%.',
  ],
  min: 100,
  max: 300000,
};

export const raceTables: CardTableDefinition[] = [race20];

// ---------------------------------------------------------------------------------------------

function deal(def: CardTableDefinition, shoe: readonly CardCode[]): DealtCard[] {
  const counts = new Map<Suit, number>();
  const out: DealtCard[] = [];
  for (const card of shoe) {
    const suit = suitOf(card);
    const n = (counts.get(suit) ?? 0) + 1;
    counts.set(suit, n);
    out.push({ hand: suit, card });
    if (n === FINISH) return out;
  }
  throw new RangeError(`${def.code}: the shoe ran out before a suit reached ${FINISH}`);
}

interface Race {
  winner: Suit;
  points: number;
  cards: number;
}

function raceOf(dealt: readonly DealtCard[]): Race {
  const last = dealt[dealt.length - 1];
  if (!last) throw new RangeError('an empty race');
  const winner = suitOf(last.card);
  if (dealt.filter((d) => suitOf(d.card) === winner).length !== FINISH) throw new RangeError('not a finished race');
  return { winner, points: dealt.reduce((sum, d) => sum + valueOf(d.card), 0), cards: dealt.length };
}

const when = (yes: boolean): CardOutcome => (yes ? { kind: 'win', pct: 100 } : { kind: 'lose', pct: 100 });

function outcome(def: CardTableDefinition, dealt: readonly DealtCard[], sid: number): CardOutcome {
  if (!def.rows.some((r) => r.sid === sid)) throw new RangeError(`selection ${sid} is not on ${def.code}`);
  const race = raceOf(dealt);
  if (sid <= 4) return when(race.winner === SUITS[sid - 1]);
  if (sid === 5) return when(race.points >= RACE_POINT_LINE);
  if (sid === 6) return when(race.cards >= RACE_CARD_LINE);
  return when(race.cards === WIN_WITH[sid - 7]);
}

function result(def: CardTableDefinition, dealt: readonly DealtCard[]): CardRoundResult {
  const race = raceOf(dealt);
  const name = race.winner.charAt(0).toUpperCase() + race.winner.slice(1);
  const sid = def.rows
    .filter((r) => outcome(def, dealt, r.sid).kind === 'win')
    .map((r) => r.sid)
    .join(',');
  return {
    win: String(SUITS.indexOf(race.winner) + 1),
    desc: `${name}|Point:${race.points}|Card:${race.cards}`,
    sid,
    cards: dealt.map((d) => d.card),
  };
}

export const raceFamily: CardFamily = {
  deck: () => standardDeck(1, RANKS.slice(0, 12)),
  deal,
  result,
  outcome,
};
