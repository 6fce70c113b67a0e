/**
 * Punto Banco tables: Baccarat (pair, perfect pair, big/small side bets) and Baccarat 2 (winning
 * score ranges). Eight decks, the standard third-card rules (casino-games.md §1.5), and this
 * product's twist: a Banker bet won with a Banker total of 6 is paid half.
 */
import { rankOf, standardDeck, suitOf } from '../cards.js';
import type {
  CardCode,
  CardFamily,
  CardOutcome,
  CardRoundResult,
  CardRow,
  CardTableDefinition,
  DealtCard,
} from '../types.js';

const DECKS = 8;

/** A = 1, 2–9 face value, 10/J/Q/K = 0. */
export function baccaratPoint(card: CardCode): number {
  const rank = rankOf(card);
  if (rank === 'A') return 1;
  if (rank === '10' || rank === 'J' || rank === 'Q' || rank === 'K') return 0;
  return Number(rank);
}

const total = (cards: readonly CardCode[]): number => cards.reduce((sum, c) => sum + baccaratPoint(c), 0) % 10;

/** Whether the Banker draws, given its two-card total and the Player's third card (null when the Player stood). */
export function bankerDraws(bankerTotal: number, playerThird: CardCode | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  const p = baccaratPoint(playerThird);
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return p !== 8;
    case 4:
      return p >= 2 && p <= 7;
    case 5:
      return p >= 4 && p <= 7;
    case 6:
      return p === 6 || p === 7;
    default:
      return false;
  }
}

function row(
  sid: number,
  nat: string,
  group: string,
  back: number,
  max: number,
  extra: Partial<CardRow> = {},
): CardRow {
  return { sid, nat, group, back, lay: null, min: 100, max, ...extra };
}

const DRAWING_RULES = [
  'Eight decks, reshuffled every round. Cards count A = 1, 2–9 face value, 10 and pictures 0; a hand counts the last digit of its total. The hand closer to 9 wins.',
  'Player and Banker get two cards each, dealt Player, Banker, Player, Banker. If either has 8 or 9 (a natural) neither draws. Otherwise the Player draws a third card on 0–5 and stands on 6–7.',
  "If the Player stood, the Banker draws on 0–5 and stands on 6–7. If the Player drew, the Banker draws on 0–2; on 3 unless the Player's third card is an 8; on 4 when it is 2–7; on 5 when it is 4–7; on 6 when it is 6 or 7; and stands on 7.",
  'Player pays 1 to 1. Banker pays 1 to 1, but only half (0.5 to 1) when the Banker wins with a total of 6. Tie pays 8 to 1. On a tie, Player and Banker bets are returned. You cannot back both Player and Banker in one round.',
];

const MAIN_ROWS: CardRow[] = [
  row(1, 'Player', 'main', 2, 300000),
  row(2, 'Banker', 'main', 2, 300000, { minWinPct: 50 }),
  row(3, 'Tie', 'main', 9, 25000),
  row(4, 'Player Pair', 'pairs', 12, 25000),
  row(5, 'Banker Pair', 'pairs', 12, 25000),
];

const BASE = {
  family: 'baccarat' as const,
  hands: [
    { key: 'player', label: 'Player' },
    { key: 'banker', label: 'Banker' },
  ],
  windows: [{ afterCards: 0, seconds: 20 }],
  timings: { revealSeconds: 2.5, resultSeconds: 6 },
  oppositeSides: [[1, 2]] as [number, number][],
  resultLetters: { '1': 'P', '2': 'B', '3': 'T', '4': 'B' },
  min: 100,
  max: 300000,
};

const baccarat: CardTableDefinition = {
  ...BASE,
  code: 'baccarat',
  gtype: 'baccarat',
  name: 'Baccarat',
  lobbyId: 9,
  groups: [
    { key: 'main', title: 'Main', exclusive: true },
    { key: 'pairs', title: 'Pairs', exclusive: false },
    { key: 'size', title: 'Big / Small', exclusive: true },
  ],
  rows: [
    ...MAIN_ROWS,
    row(6, 'Perfect Pair', 'pairs', 26, 25000),
    row(7, 'Big', 'size', 1.54, 25000),
    row(8, 'Small', 'size', 2.5, 25000),
    row(9, 'Either Pair', 'pairs', 6, 25000),
  ],
  rules: [
    ...DRAWING_RULES,
    "Player Pair / Banker Pair (11 to 1): that hand's first two cards have the same rank. Either Pair (5 to 1): either hand's first two cards are a pair. Perfect Pair (25 to 1): either hand's first two cards are the same rank and the same suit (possible with eight decks).",
    'Big (0.54 to 1): five or six cards are dealt in the round. Small (1.5 to 1): only four cards are dealt.',
  ],
};

/** Baccarat 2's score rows: the winning hand's final total, with its decimal price. */
const SCORE_ROWS: readonly { nat: string; low: number; high: number; back: number }[] = [
  { nat: 'Score 1-4', low: 1, high: 4, back: 8.5 },
  { nat: 'Score 5-6', low: 5, high: 6, back: 5 },
  { nat: 'Score 7', low: 7, high: 7, back: 5.5 },
  { nat: 'Score 8', low: 8, high: 8, back: 4 },
  { nat: 'Score 9', low: 9, high: 9, back: 3.5 },
];

const baccarat2: CardTableDefinition = {
  ...BASE,
  code: 'baccarat2',
  gtype: 'baccarat2',
  name: 'Baccarat 2',
  lobbyId: 8,
  groups: [
    { key: 'main', title: 'Main', exclusive: true },
    { key: 'pairs', title: 'Pairs', exclusive: false },
    { key: 'score', title: 'Winning Score', exclusive: true },
  ],
  rows: [...MAIN_ROWS, ...SCORE_ROWS.map((s, i) => row(6 + i, s.nat, 'score', s.back, 25000))],
  rules: [
    ...DRAWING_RULES,
    "Player Pair / Banker Pair (11 to 1): that hand's first two cards have the same rank.",
    'Winning score: the final total of the winning hand. Score 1-4 pays 7.5 to 1, Score 5-6 4 to 1, Score 7 4.5 to 1, Score 8 3 to 1, Score 9 2.5 to 1. On a tie every score bet loses.',
  ],
};

export const baccaratTables: CardTableDefinition[] = [baccarat, baccarat2];

// ---------------------------------------------------------------------------------------------

function deal(def: CardTableDefinition, shoe: readonly CardCode[]): DealtCard[] {
  let next = 0;
  const out: DealtCard[] = [];
  const draw = (hand: 'player' | 'banker'): CardCode => {
    const card = shoe[next++];
    if (card === undefined) throw new RangeError(`${def.code}: the shoe ran out after ${shoe.length} cards`);
    out.push({ hand, card });
    return card;
  };
  const player = [draw('player')];
  const banker = [draw('banker')];
  player.push(draw('player'));
  banker.push(draw('banker'));
  const p = total(player);
  const b = total(banker);
  if (p >= 8 || b >= 8) return out;
  const playerThird = p <= 5 ? draw('player') : null;
  if (bankerDraws(b, playerThird)) draw('banker');
  return out;
}

interface Hands {
  player: CardCode[];
  banker: CardCode[];
  p: number;
  b: number;
}

function hands(dealt: readonly DealtCard[]): Hands {
  const player = dealt.filter((d) => d.hand === 'player').map((d) => d.card);
  const banker = dealt.filter((d) => d.hand === 'banker').map((d) => d.card);
  return { player, banker, p: total(player), b: total(banker) };
}

const isPair = (cards: readonly CardCode[]): boolean =>
  cards.length >= 2 && rankOf(cards[0] as CardCode) === rankOf(cards[1] as CardCode);
const isPerfectPair = (cards: readonly CardCode[]): boolean =>
  isPair(cards) && suitOf(cards[0] as CardCode) === suitOf(cards[1] as CardCode);

const WIN: CardOutcome = { kind: 'win', pct: 100 };
const LOSE: CardOutcome = { kind: 'lose', pct: 100 };
const VOID: CardOutcome = { kind: 'void' };
const when = (yes: boolean): CardOutcome => (yes ? WIN : LOSE);

function outcome(def: CardTableDefinition, dealt: readonly DealtCard[], sid: number): CardOutcome {
  const r = def.rows.find((x) => x.sid === sid);
  if (!r) throw new RangeError(`selection ${sid} is not on ${def.code}`);
  const h = hands(dealt);
  switch (r.nat) {
    case 'Player':
      return h.p === h.b ? VOID : when(h.p > h.b);
    case 'Banker':
      if (h.p === h.b) return VOID;
      return h.b > h.p ? { kind: 'win', pct: h.b === 6 ? 50 : 100 } : LOSE;
    case 'Tie':
      return when(h.p === h.b);
    case 'Player Pair':
      return when(isPair(h.player));
    case 'Banker Pair':
      return when(isPair(h.banker));
    case 'Either Pair':
      return when(isPair(h.player) || isPair(h.banker));
    case 'Perfect Pair':
      return when(isPerfectPair(h.player) || isPerfectPair(h.banker));
    case 'Big':
      return when(dealt.length >= 5);
    case 'Small':
      return when(dealt.length === 4);
    default: {
      const score = SCORE_ROWS.find((s) => s.nat === r.nat);
      if (!score) throw new RangeError(`${r.nat} has no settlement on ${def.code}`);
      // A tie has no winning hand, so every score bet loses.
      if (h.p === h.b) return LOSE;
      const winning = Math.max(h.p, h.b);
      return when(winning >= score.low && winning <= score.high);
    }
  }
}

function result(def: CardTableDefinition, dealt: readonly DealtCard[]): CardRoundResult {
  const h = hands(dealt);
  const win = h.p > h.b ? '1' : h.p === h.b ? '3' : h.b === 6 ? '4' : '2';
  const winner = h.p > h.b ? 'Player' : h.p === h.b ? 'Tie' : 'Banker';
  const points = `P ${h.p} : B ${h.b}`;
  const yesNo = (x: boolean): string => (x ? 'Yes' : 'No');
  const desc =
    def.code === 'baccarat2'
      ? `${winner}|${points}|${h.p === h.b ? '-' : (SCORE_ROWS.find((s) => Math.max(h.p, h.b) >= s.low && Math.max(h.p, h.b) <= s.high)?.nat ?? '-')}`
      : `${winner}|${points}|Player Pair ${yesNo(isPair(h.player))}|Banker Pair ${yesNo(isPair(h.banker))}|${dealt.length >= 5 ? 'Big' : 'Small'}`;
  const sid = def.rows
    .filter((r) => outcome(def, dealt, r.sid).kind === 'win')
    .map((r) => r.sid)
    .join(',');
  return { win, desc, sid, cards: dealt.map((d) => d.card) };
}

export const baccaratFamily: CardFamily = {
  deck: () => standardDeck(DECKS),
  deal,
  result,
  outcome,
};
