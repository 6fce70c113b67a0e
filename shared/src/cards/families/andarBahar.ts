/**
 * Andar Bahar tables, casino-games.md §2:
 * - Andar Bahar 2 (`abj2`, feed `abj`): a joker card, then cards alternately to Bahar and Andar
 *   (Bahar first) until one matches the joker's rank; that side wins. A second betting window
 *   opens after the first two cards.
 * - Andar Bahar (`ab20`): no joker; cards alternately to Bahar and Andar (Bahar first) until all 13
 *   ranks have shown; each rank is won by the side where it first shows, and each rank's bets
 *   close as it shows. Betting reopens for a few seconds after every card at live prices.
 */
import { edgePrices, parseCard, RANKS, standardDeck, suitOf, SUITS, valueOf, type Rank } from '../cards.js';
import type {
  CardCode,
  CardFamily,
  CardOutcome,
  CardRow,
  CardTableDefinition,
  DealtCard,
  RowPrice,
  Suit,
} from '../types.js';

const WIN: CardOutcome = { kind: 'win', pct: 100 };
const LOSE: CardOutcome = { kind: 'lose', pct: 100 };
const VOID: CardOutcome = { kind: 'void' };

const SUIT_NAMES: Record<Suit, string> = { spade: 'Spade', heart: 'Heart', club: 'Club', diamond: 'Diamond' };

// ---------------------------------------------------------------------------------------------
// Andar Bahar 2 (abj2)

/** abj2 sids. */
const SA = 1;
const ANDAR_1ST = 2;
const ANDAR_2ND = 3;
const SB = 4;
const BAHAR_1ST = 5;
const BAHAR_2ND = 6;
const JOKER_RANK_FIRST = 7;
const JOKER_SUIT_FIRST = 20;
const JOKER_ODD = 24;
const JOKER_EVEN = 25;

/** Side of the n-th card dealt after the joker (1-based): Bahar gets the odd ones. */
const sideOfCard = (n: number): 'bahar' | 'andar' => (n % 2 === 1 ? 'bahar' : 'andar');

const MAIN = { min: 100, max: 300000 };
const SIDE = { min: 100, max: 25000 };

function row(
  sid: number,
  nat: string,
  group: string,
  back: number,
  limits: { min: number; max: number },
  extra: Partial<CardRow> = {},
): CardRow {
  return { sid, nat, group, back, lay: null, min: limits.min, max: limits.max, ...extra };
}

/*
 * Prices. With Bahar dealt first, Bahar wins 51.5% of rounds: at 1:1 its 1st Bet would still favour
 * the player slightly even after the half payout on the first card, and its 2nd Bet (Bahar again
 * gets the next card) by 3%. Bahar's two bets are therefore priced below even money.
 */
const ABJ2_ROWS: CardRow[] = [
  row(SA, 'SA', 'side', 13, SIDE),
  row(ANDAR_1ST, '1st Bet', 'first', 2, MAIN, { minWinPct: 50 }),
  row(ANDAR_2ND, '2nd Bet', 'second', 2, MAIN),
  row(SB, 'SB', 'side', 13, SIDE),
  row(BAHAR_1ST, '1st Bet', 'first', 1.96, MAIN, { minWinPct: 50 }),
  row(BAHAR_2ND, '2nd Bet', 'second', 1.9, MAIN),
  ...RANKS.map((rank, i) => row(JOKER_RANK_FIRST + i, `Joker ${rank}`, 'jokerRank', 12, SIDE)),
  ...SUITS.map((suit, i) => row(JOKER_SUIT_FIRST + i, `Joker ${SUIT_NAMES[suit]}`, 'jokerSuit', 3.75, SIDE)),
  row(JOKER_ODD, 'Joker Odd', 'jokerParity', 1.83, SIDE),
  row(JOKER_EVEN, 'Joker Even', 'jokerParity', 2.12, SIDE),
];

const ABJ2_LABELS: Record<number, string> = {
  [SA]: 'SA (Andar first card)',
  [ANDAR_1ST]: 'Andar 1st Bet',
  [ANDAR_2ND]: 'Andar 2nd Bet',
  [SB]: 'SB (Bahar first card)',
  [BAHAR_1ST]: 'Bahar 1st Bet',
  [BAHAR_2ND]: 'Bahar 2nd Bet',
};

const abj2: CardTableDefinition = {
  code: 'abj2',
  gtype: 'abj',
  name: 'Andar Bahar 2',
  lobbyId: 6,
  family: 'andarBahar',
  hands: [
    { key: 'joker', label: 'Joker' },
    { key: 'andar', label: 'Andar' },
    { key: 'bahar', label: 'Bahar' },
  ],
  groups: [
    { key: 'side', title: 'First card (SA / SB)', exclusive: true },
    { key: 'first', title: '1st Bet', exclusive: true },
    { key: 'second', title: '2nd Bet', exclusive: true },
    { key: 'jokerRank', title: 'Joker card', exclusive: true },
    { key: 'jokerSuit', title: 'Joker suit', exclusive: true },
    { key: 'jokerParity', title: 'Joker odd / even', exclusive: true },
  ],
  rows: ABJ2_ROWS,
  windows: [
    {
      afterCards: 0,
      seconds: 30,
      sids: ABJ2_ROWS.map((r) => r.sid).filter((sid) => sid !== ANDAR_2ND && sid !== BAHAR_2ND),
    },
    // The joker and the two first-bet cards are out and none matched.
    { afterCards: 3, seconds: 15, sids: [ANDAR_2ND, BAHAR_2ND] },
  ],
  timings: { revealSeconds: 2, resultSeconds: 6 },
  oppositeSides: [],
  resultLetters: { '1': 'A', '2': 'B' },
  rules: [
    'Played with one deck of 52 cards, shuffled for every round. The dealer places the Joker card face up, then deals cards face up alternately to Bahar and Andar, Bahar first. The first card with the same rank as the Joker (any suit) ends the round: the side it lands on wins.',
    '1st Bet (Andar or Bahar) is placed before the Joker is shown. The first two cards dealt (the first to Bahar, the second to Andar) are the 1st-bet cards: if the round ends on one of them, a winning 1st Bet is paid at half odds (Bahar 1st Bet wins on the 1st card, Andar 1st Bet on the 2nd card, each paid 1:0.5 of its price). Otherwise it is paid in full.',
    'If neither of the first two cards matches, betting reopens for the 2nd Bet (Andar or Bahar), paid in full. A 2nd Bet is never at stake when the round ends on the first two cards.',
    'Because Bahar always receives the next card, Bahar is slightly more likely to win: Andar bets pay 1:1 (2.00), Bahar 1st Bet pays 1.96 and Bahar 2nd Bet 1.90.',
    "Side bets SA and SB are placed before the Joker is shown and pay 1:12 (13.00). SB wins if the round ends on Bahar's first card (the 1st card dealt); SA wins if it ends on Andar's first card (the 2nd card dealt). The 1:14 quoted in some places is not used.",
    'Joker bets are placed before the Joker is shown: its exact rank pays 12.00, its suit 3.75, Odd (A, 3, 5, 7, 9, J, K) 1.83 and Even (2, 4, 6, 8, 10, Q) 2.12.',
    'A player may hold a 1st Bet, a 2nd Bet and a side bet in the same round.',
  ],
  min: 100,
  max: 300000,
};

/** The deal after the joker, and the 1-based number of the card that matched. */
function abj2Round(dealt: readonly DealtCard[]): { joker: CardCode; end: number; winner: 'andar' | 'bahar' } {
  const joker = dealt[0]?.card;
  if (joker === undefined || dealt[0]!.hand !== 'joker') throw new RangeError('abj2: the joker was not dealt');
  const rank = parseCard(joker).rank;
  for (let n = 1; n < dealt.length; n++) {
    if (parseCard(dealt[n]!.card).rank === rank) {
      if (n !== dealt.length - 1) throw new RangeError('abj2: cards were dealt after the match');
      return { joker, end: n, winner: sideOfCard(n) };
    }
  }
  throw new RangeError('abj2: no card matched the joker');
}

function abj2Outcome(dealt: readonly DealtCard[], sid: number): CardOutcome {
  const { joker, end, winner } = abj2Round(dealt);
  const onFirstBetCards = end <= 2;
  switch (sid) {
    case SB:
      return end === 1 ? WIN : LOSE;
    case SA:
      return end === 2 ? WIN : LOSE;
    case BAHAR_1ST:
    case ANDAR_1ST: {
      const side = sid === BAHAR_1ST ? 'bahar' : 'andar';
      if (winner !== side) return LOSE;
      return { kind: 'win', pct: onFirstBetCards ? 50 : 100 };
    }
    case BAHAR_2ND:
    case ANDAR_2ND: {
      if (onFirstBetCards) return VOID;
      return winner === (sid === BAHAR_2ND ? 'bahar' : 'andar') ? WIN : LOSE;
    }
    case JOKER_ODD:
      return valueOf(joker) % 2 === 1 ? WIN : LOSE;
    case JOKER_EVEN:
      return valueOf(joker) % 2 === 0 ? WIN : LOSE;
  }
  if (sid >= JOKER_RANK_FIRST && sid < JOKER_RANK_FIRST + 13)
    return RANKS[sid - JOKER_RANK_FIRST] === parseCard(joker).rank ? WIN : LOSE;
  if (sid >= JOKER_SUIT_FIRST && sid < JOKER_SUIT_FIRST + 4)
    return SUITS[sid - JOKER_SUIT_FIRST] === suitOf(joker) ? WIN : LOSE;
  throw new RangeError(`selection ${sid} is not on abj2`);
}

function abj2Deal(shoe: readonly CardCode[]): DealtCard[] {
  const joker = shoe[0];
  if (joker === undefined) throw new RangeError('abj2: the shoe is empty');
  const rank = parseCard(joker).rank;
  const out: DealtCard[] = [{ hand: 'joker', card: joker }];
  for (let n = 1; n < shoe.length; n++) {
    const card = shoe[n]!;
    out.push({ hand: sideOfCard(n), card });
    if (parseCard(card).rank === rank) return out;
  }
  throw new RangeError('abj2: the shoe ran out before a match');
}

// ---------------------------------------------------------------------------------------------
// Andar Bahar (ab20)

const AB20_ANDAR_FIRST = 1;
const AB20_BAHAR_FIRST = 21;
/** The house keeps this share on the live prices after each card. */
export const AB20_EDGE = 0.03;
/** Bahar's share of a win when its rank is the very first card of the round. */
const FIRST_CARD_PCT = 25;

const AB20_LIMITS = { min: 10, max: 10000 };

const AB20_ROWS: CardRow[] = [
  ...RANKS.map((rank, i) => row(AB20_ANDAR_FIRST + i, `Ander ${rank}`, `rank${rank}`, 2, AB20_LIMITS)),
  ...RANKS.map((rank, i) =>
    row(AB20_BAHAR_FIRST + i, `Bahar ${rank}`, `rank${rank}`, 2, AB20_LIMITS, { minWinPct: FIRST_CARD_PCT }),
  ),
];

/** Betting reopens after every card; the deal never needs more than 49 cards. */
const AB20_LIVE_WINDOWS = Array.from({ length: 48 }, (_, i) => ({ afterCards: i + 1, seconds: 3 }));

const ab20: CardTableDefinition = {
  code: 'ab20',
  gtype: 'ab20',
  name: 'Andar Bahar',
  lobbyId: 22,
  family: 'andarBahar',
  hands: [
    { key: 'andar', label: 'Ander' },
    { key: 'bahar', label: 'Bahar' },
  ],
  // Each rank is won by exactly one side: its Ander and Bahar rows are one group.
  groups: RANKS.map((rank) => ({ key: `rank${rank}`, title: rank, exclusive: true })),
  rows: AB20_ROWS,
  windows: [{ afterCards: 0, seconds: 30 }, ...AB20_LIVE_WINDOWS],
  timings: { revealSeconds: 2, resultSeconds: 6 },
  oppositeSides: [],
  resultLetters: { '0': 'R' },
  rules: [
    'Played with one deck of 52 cards and no joker, shuffled for every round. Cards are dealt face up alternately to Bahar and Ander, Bahar first, until every rank (A to K) has shown at least once.',
    'You can bet on any rank on either side. A rank is won by the side where it shows first; its bets close as soon as it shows.',
    "Payout: Bahar 1st Card 25% and all other Ander-Bahar cards 100%. The Bahar 1st Card is the very first card of the round only: Bahar bets on that card's rank are paid 25% of their normal win. Every other winning bet is paid in full.",
    'Before the deal every bet pays 1:1 (2.00). Betting stays open for a few seconds after every card at live prices, worked out exactly from the cards left in the deck (the side that gets the next card is more likely to win a rank, so it is priced lower).',
  ],
  min: AB20_LIMITS.min,
  max: AB20_LIMITS.max,
};

function ab20Deal(shoe: readonly CardCode[]): DealtCard[] {
  const seen = new Set<Rank>();
  const out: DealtCard[] = [];
  for (let i = 0; i < shoe.length && seen.size < RANKS.length; i++) {
    const card = shoe[i]!;
    out.push({ hand: sideOfCard(i + 1), card });
    seen.add(parseCard(card).rank);
  }
  if (seen.size < RANKS.length) throw new RangeError('ab20: the shoe ran out before every rank showed');
  return out;
}

/** The 0-based deal index where each rank first shows. */
function firstShows(dealt: readonly DealtCard[]): Map<Rank, number> {
  const first = new Map<Rank, number>();
  dealt.forEach((d, i) => {
    const rank = parseCard(d.card).rank;
    if (!first.has(rank)) first.set(rank, i);
  });
  return first;
}

function ab20Selection(sid: number): { rank: Rank; side: 'andar' | 'bahar' } | null {
  if (sid >= AB20_ANDAR_FIRST && sid < AB20_ANDAR_FIRST + 13)
    return { rank: RANKS[sid - AB20_ANDAR_FIRST]!, side: 'andar' };
  if (sid >= AB20_BAHAR_FIRST && sid < AB20_BAHAR_FIRST + 13)
    return { rank: RANKS[sid - AB20_BAHAR_FIRST]!, side: 'bahar' };
  return null;
}

function ab20Outcome(dealt: readonly DealtCard[], sid: number): CardOutcome {
  const sel = ab20Selection(sid);
  if (!sel) throw new RangeError(`selection ${sid} is not on ab20`);
  const index = firstShows(dealt).get(sel.rank);
  if (index === undefined) throw new RangeError(`ab20: rank ${sel.rank} never showed`);
  if (sideOfCard(index + 1) !== sel.side) return LOSE;
  return { kind: 'win', pct: index === 0 ? FIRST_CARD_PCT : 100 };
}

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return r;
}

/**
 * FIRST_TO_NEXT[n]: with n cards left holding all 4 of a rank, the chance the rank's first card
 * is the next one dealt or any later card going to the same side (odd positions of what is left).
 */
const FIRST_TO_NEXT: number[] = Array.from({ length: 53 }, (_, n) => {
  if (n < 4) return 0;
  let p = 0;
  for (let j = 1; j <= n; j += 2) p += choose(n - j, 3) / choose(n, 4);
  return p;
});

/** Live back price of an ab20 row once cards are out, or null when the row is closed. */
function ab20LivePrice(shown: readonly DealtCard[], sid: number): number | null {
  const sel = ab20Selection(sid);
  if (!sel) return null;
  if (shown.some((d) => parseCard(d.card).rank === sel.rank)) return null;
  const left = 52 - shown.length;
  const nextSide = sideOfCard(shown.length + 1);
  const toNext = FIRST_TO_NEXT[left] ?? 0;
  const chance = sel.side === nextSide ? toNext : 1 - toNext;
  return edgePrices(chance, AB20_EDGE)?.back ?? null;
}

// ---------------------------------------------------------------------------------------------

export const andarBaharTables: CardTableDefinition[] = [abj2, ab20];

function assertTable(def: CardTableDefinition): 'abj2' | 'ab20' {
  if (def.code !== 'abj2' && def.code !== 'ab20') throw new RangeError(`${def.code} is not an andar bahar table`);
  return def.code;
}

function winningSids(def: CardTableDefinition, outcome: (sid: number) => CardOutcome): string {
  return def.rows
    .filter((r) => outcome(r.sid).kind === 'win')
    .map((r) => r.sid)
    .join(',');
}

export const andarBaharFamily: CardFamily = {
  deck: () => standardDeck(1),

  deal(def, shoe) {
    return assertTable(def) === 'abj2' ? abj2Deal(shoe) : ab20Deal(shoe);
  },

  result(def, dealt) {
    const cards = dealt.map((d) => d.card);
    if (assertTable(def) === 'abj2') {
      const { joker, winner } = abj2Round(dealt);
      const sid = winningSids(def, (s) => abj2Outcome(dealt, s));
      const desc = `${winner === 'andar' ? 'Andar' : 'Bahar'}|Joker ${parseCard(joker).rank}|${SUIT_NAMES[suitOf(joker)]}|${valueOf(joker) % 2 === 1 ? 'Odd' : 'Even'}`;
      return { win: winner === 'andar' ? '1' : '2', desc, sid, cards };
    }
    if (firstShows(dealt).size < RANKS.length) throw new RangeError('ab20: the deal is not complete');
    const sid = winningSids(def, (s) => ab20Outcome(dealt, s));
    const side = (key: string): string =>
      dealt
        .filter((d) => d.hand === key)
        .map((d) => d.card)
        .join(',');
    return { win: '0', desc: `${side('andar')}*${side('bahar')}`, sid, cards };
  },

  outcome(def, dealt, selectionId) {
    return assertTable(def) === 'abj2' ? abj2Outcome(dealt, selectionId) : ab20Outcome(dealt, selectionId);
  },

  selection(def, selectionId) {
    const found = def.rows.find((r) => r.sid === selectionId);
    if (!found) return null;
    return { row: found, label: (def.code === 'abj2' ? ABJ2_LABELS[selectionId] : undefined) ?? found.nat };
  },

  isOpen(def, shown, sid) {
    if (assertTable(def) === 'ab20') return shown.length === 0 ? true : ab20LivePrice(shown, sid) !== null;
    if (sid === ANDAR_2ND || sid === BAHAR_2ND) {
      const joker = shown[0];
      if (!joker || shown.length < 3) return false;
      const rank = parseCard(joker.card).rank;
      return shown.slice(1).every((d) => parseCard(d.card).rank !== rank);
    }
    return shown.length === 0;
  },

  price(def, shown) {
    const out = new Map<number, RowPrice>();
    for (const r of def.rows) out.set(r.sid, { back: r.back, lay: r.lay });
    if (def.code !== 'ab20' || shown.length === 0) return out;
    for (const r of def.rows) {
      const back = ab20LivePrice(shown, r.sid);
      if (back !== null) out.set(r.sid, { back, lay: null });
    }
    return out;
  },
};
