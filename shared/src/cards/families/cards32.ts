/**
 * 32 Cards A (feed card32) and 32 Cards B (card32eu): four players start on 8, 9, 10 and 11
 * points and draw from a 32-card deck (6 to K, worth 6–13); the highest total wins, and tied
 * leaders keep drawing until one is ahead. 32 Cards B adds side markets whose exact definitions
 * are not published; the choices made here are stated in its rules.
 */
import { isRed, RANKS, standardDeck, suitStrength, valueOf, type Rank } from '../cards.js';
import type {
  CardCode,
  CardFamily,
  CardOutcome,
  CardRoundResult,
  CardRow,
  CardTableDefinition,
  DealtCard,
} from '../types.js';

/** 6 … K. */
const RANKS_32: readonly Rank[] = RANKS.slice(5);

const PLAYERS = [8, 9, 10, 11] as const;
type PlayerBase = (typeof PLAYERS)[number];

const handKey = (base: number): string => `P${base}`;

function row(sid: number, nat: string, group: string, back: number, lay: number | null, max: number): CardRow {
  return { sid, nat, group, back, lay, min: 100, max };
}

/**
 * Prices from 4,000,000 simulated rounds (fair decimal in brackets): backs about 5% under fair,
 * lays about 5% over it.
 */
const PLAYER_PRICES: Readonly<Record<PlayerBase, { back: number; lay: number }>> = {
  8: { back: 12.2, lay: 13.5 }, // 7.80% (12.82)
  9: { back: 5.8, lay: 6.4 }, // 16.39% (6.10)
  10: { back: 3.24, lay: 3.58 }, // 29.32% (3.41)
  11: { back: 2.04, lay: 2.26 }, // 46.49% (2.15)
};

const PLAYER_RULES = [
  'One deck of 32 cards: 6, 7, 8, 9, 10, J, Q and K of each suit, worth 6 to 13 points (J 11, Q 12, K 13). Shuffled every round.',
  'Player 8, Player 9, Player 10 and Player 11 start with 8, 9, 10 and 11 points. Each gets one card, in that order, and adds its points. The highest total wins.',
  'If two or more players share the highest total, only they get another card each (in player order), and so on until one total is highest. If the deck ever ran out first, the tied player whose last card has the strongest suit (♠ > ♥ > ♣ > ♦) would win.',
  'Back a player to win, or lay them not to win.',
];

const card32: CardTableDefinition = {
  code: '32cards-A',
  gtype: 'card32',
  name: '32 Cards A',
  lobbyId: 26,
  family: 'cards32',
  hands: PLAYERS.map((p) => ({ key: handKey(p), label: `Player ${p}` })),
  groups: [{ key: 'players', title: 'Players', exclusive: true }],
  rows: PLAYERS.map((p, i) =>
    row(i + 1, `Player ${p}`, 'players', PLAYER_PRICES[p].back, PLAYER_PRICES[p].lay, 300000),
  ),
  windows: [{ afterCards: 0, seconds: 20 }],
  timings: { revealSeconds: 2.5, resultSeconds: 6 },
  oppositeSides: [],
  resultLetters: { '1': '8', '2': '9', '3': '10', '4': '11' },
  rules: PLAYER_RULES,
  min: 100,
  max: 300000,
};

/**
 * 32 Cards B side prices, about 4% (odd/even, black/red) to 8% (single, totals) under fair, from
 * the same simulation. Odd share of the final total: P8 49.3%, P9 50.4%, P10 49.7%, P11 49.6%.
 */
const PARITY_PRICES: Readonly<Record<PlayerBase, { odd: number; even: number }>> = {
  8: { odd: 1.95, even: 1.89 },
  9: { odd: 1.91, even: 1.93 },
  10: { odd: 1.93, even: 1.91 },
  11: { odd: 1.94, even: 1.9 },
};

/** Single 1 … 9, then Single 0: last digit of the winning total (winning totals cluster at 19–24). */
const SINGLE_DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 0] as const;
const SINGLE_PRICES: Readonly<Record<(typeof SINGLE_DIGITS)[number], number>> = {
  1: 5.04, // 18.23%
  2: 3.8, // 24.24%
  3: 3.9, // 23.57%
  4: 6.14, // 14.98%
  5: 71, // 1.29%
  6: 168, // 0.55%
  7: 181, // 0.51%
  8: 51, // 1.80%
  9: 19.3, // 4.76%
  0: 9.1, // 10.09%
};

/** Sum of the final totals of P8 + P9 against P10 + P11: 18.71% / 76.25%, equal 5.04% (returned). */
const PAIR_TOTAL_PRICES = { low: 4.8, high: 1.18 };

const card32eu: CardTableDefinition = {
  code: '32cards-B',
  gtype: 'card32eu',
  name: '32 Cards B',
  lobbyId: 27,
  family: 'cards32',
  hands: card32.hands,
  groups: [
    { key: 'players', title: 'Players', exclusive: true },
    ...PLAYERS.map((p) => ({ key: `parity${p}`, title: `Player ${p} Odd / Even`, exclusive: true })),
    { key: 'colors', title: 'First Four Cards', exclusive: true },
    { key: 'single', title: 'Single', exclusive: true },
    { key: 'pairTotal', title: 'Total', exclusive: true },
  ],
  rows: [
    ...card32.rows,
    ...PLAYERS.flatMap((p, i) => [
      row(5 + i * 2, `Player ${p} Odd`, `parity${p}`, PARITY_PRICES[p].odd, null, 25000),
      row(6 + i * 2, `Player ${p} Even`, `parity${p}`, PARITY_PRICES[p].even, null, 25000),
    ]),
    row(13, 'Any Three Card Black', 'colors', 3.17, 3.5, 25000),
    row(14, 'Any Three Card Red', 'colors', 3.17, 3.5, 25000),
    ...SINGLE_DIGITS.map((d, i) => row(15 + i, `Single ${d}`, 'single', SINGLE_PRICES[d], null, 25000)),
    row(25, '8 & 9 Total', 'pairTotal', PAIR_TOTAL_PRICES.low, null, 25000),
    row(26, '10 & 11 Total', 'pairTotal', PAIR_TOTAL_PRICES.high, null, 25000),
    row(27, 'Two Black Two Red', 'colors', 2.37, 2.62, 25000),
  ],
  windows: [{ afterCards: 0, seconds: 20 }],
  timings: { revealSeconds: 2.5, resultSeconds: 6 },
  oppositeSides: [],
  resultLetters: card32.resultLetters,
  rules: [
    ...PLAYER_RULES,
    "Player n Odd / Even: the parity of that player's final total (after any tie-break cards), whoever wins.",
    'Any Three Card Black / Any Three Card Red / Two Black Two Red are on the first four cards (the first card of each player): three or four black (♠ ♣), three or four red (♥ ♦), or exactly two of each. Exactly one of the three wins every round; each can be backed or laid.',
    "Single 1 … Single 0: the last digit of the winning player's final total.",
    '8 & 9 Total / 10 & 11 Total: the final totals of Player 8 and Player 9 added together against those of Player 10 and Player 11; the higher sum wins. Equal sums return both bets.',
  ],
  min: 100,
  max: 300000,
};

export const cards32Tables: CardTableDefinition[] = [card32, card32eu];

// ---------------------------------------------------------------------------------------------

interface Round {
  /** Final total per player base. */
  totals: Map<PlayerBase, number>;
  winner: PlayerBase;
  /** The first card of each player, in player order. */
  firstFour: CardCode[];
}

/** Deals a round from the top of `shoe` (also used to replay a deal from its cards). */
function play(shoe: readonly CardCode[]): { dealt: DealtCard[]; round: Round } {
  if (shoe.length < PLAYERS.length)
    throw new RangeError(`a 32 cards round needs at least 4 cards, the shoe has ${shoe.length}`);
  const totals = new Map<PlayerBase, number>(PLAYERS.map((p) => [p, p]));
  const last = new Map<PlayerBase, CardCode>();
  const dealt: DealtCard[] = [];
  let next = 0;
  let inPlay: PlayerBase[] = [...PLAYERS];
  while (inPlay.length > 1) {
    // A level is dealt whole or not at all, so a short shoe never favours the earlier players.
    if (shoe.length - next < inPlay.length) break;
    for (const p of inPlay) {
      const card = shoe[next++] as CardCode;
      dealt.push({ hand: handKey(p), card });
      totals.set(p, (totals.get(p) ?? 0) + valueOf(card));
      last.set(p, card);
    }
    const best = Math.max(...inPlay.map((p) => totals.get(p) ?? 0));
    inPlay = inPlay.filter((p) => totals.get(p) === best);
  }
  const strength = (p: PlayerBase): number => {
    const card = last.get(p);
    return card ? suitStrength(card) : 0;
  };
  // Still tied only when the shoe ran out: the strongest suit of the last card decides.
  const winner = inPlay.reduce((a, b) => (strength(b) > strength(a) ? b : a));
  return { dealt, round: { totals, winner, firstFour: dealt.slice(0, 4).map((d) => d.card) } };
}

function roundOf(dealt: readonly DealtCard[]): Round {
  const replay = play(dealt.map((d) => d.card));
  if (replay.dealt.length !== dealt.length || replay.dealt.some((d, i) => d.hand !== dealt[i]?.hand)) {
    throw new RangeError('not a complete 32 cards deal');
  }
  return replay.round;
}

const blackCount = (cards: readonly CardCode[]): number => cards.filter((c) => !isRed(c)).length;

function colorsOf(round: Round): 'black' | 'red' | 'split' {
  const black = blackCount(round.firstFour);
  return black >= 3 ? 'black' : black <= 1 ? 'red' : 'split';
}

function pairTotals(round: Round): '8-9' | '10-11' | 'tie' {
  const t = (p: PlayerBase): number => round.totals.get(p) ?? 0;
  const low = t(8) + t(9);
  const high = t(10) + t(11);
  return low > high ? '8-9' : low < high ? '10-11' : 'tie';
}

const WIN: CardOutcome = { kind: 'win', pct: 100 };
const LOSE: CardOutcome = { kind: 'lose', pct: 100 };
const when = (yes: boolean): CardOutcome => (yes ? WIN : LOSE);

function outcome(def: CardTableDefinition, dealt: readonly DealtCard[], sid: number): CardOutcome {
  if (!def.rows.some((r) => r.sid === sid)) throw new RangeError(`selection ${sid} is not on ${def.code}`);
  const round = roundOf(dealt);
  if (sid <= 4) return when(round.winner === PLAYERS[sid - 1]);
  if (sid <= 12) {
    const player = PLAYERS[Math.floor((sid - 5) / 2)] as PlayerBase;
    const odd = (round.totals.get(player) ?? 0) % 2 === 1;
    return when(sid % 2 === 1 ? odd : !odd);
  }
  if (sid === 13) return when(colorsOf(round) === 'black');
  if (sid === 14) return when(colorsOf(round) === 'red');
  if (sid === 27) return when(colorsOf(round) === 'split');
  if (sid <= 24) return when((round.totals.get(round.winner) ?? 0) % 10 === SINGLE_DIGITS[sid - 15]);
  const totals = pairTotals(round);
  if (totals === 'tie') return { kind: 'void' };
  return when(totals === (sid === 25 ? '8-9' : '10-11'));
}

function result(def: CardTableDefinition, dealt: readonly DealtCard[]): CardRoundResult {
  const round = roundOf(dealt);
  const win = String(PLAYERS.indexOf(round.winner) + 1);
  const winnerName = `Player ${round.winner}`;
  const cards = dealt.map((d) => d.card);
  const totalOf = (p: PlayerBase): number => round.totals.get(p) ?? 0;
  if (def.code === '32cards-A') {
    const totals = PLAYERS.map((p) => `${p}:${totalOf(p)}`).join(',');
    return { win, desc: `${winnerName}|${totals}`, sid: win, cards };
  }
  const parity = PLAYERS.map((p) => `${p}:${totalOf(p) % 2 === 1 ? 'Odd' : 'Even'}`).join(',');
  const colors = colorsOf(round);
  const yesNo = (x: boolean): string => (x ? 'Yes' : 'No');
  const colorDesc = `Black:${yesNo(colors === 'black')},Red:${yesNo(colors === 'red')},2-2:${yesNo(colors === 'split')}`;
  const digit = totalOf(round.winner) % 10;
  const totals = pairTotals(round);
  const sid = def.rows
    .filter((r) => outcome(def, dealt, r.sid).kind === 'win')
    .map((r) => r.sid)
    .join(',');
  return {
    win,
    desc: `${winnerName}|${parity}|${colorDesc}|${digit}|${totals === 'tie' ? 'Tie' : totals}`,
    sid,
    cards,
  };
}

export const cards32Family: CardFamily = {
  deck: () => standardDeck(1, RANKS_32),
  deal: (_def, shoe) => play(shoe).dealt,
  result,
  outcome,
};
