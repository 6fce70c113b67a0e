/**
 * Ball By Ball (`ballbyball`, lobby id 1), an in-house cricket table outside the feed's 28 codes.
 *
 * A round is one over of six balls. Each ball is the top card of its own freshly shuffled 52-card
 * deck (the shoe is six decks shuffled apart, one after the other), so every ball is independent
 * of the others and its prices never change during the over. A card's rank is the delivery, with
 * the Super Over cards kept (A = 1 run, 2, 3, 4, 6 runs, 10 = dot ball, K = wicket):
 *
 * | cards            | delivery | chance |
 * | ---------------- | -------- | ------ |
 * | 10, J, Q         | dot ball | 3/13   |
 * | A, 5, 7, 8, 9    | 1 run    | 5/13   |
 * | 2                | 2 runs   | 1/13   |
 * | 3                | 3 runs   | 1/13   |
 * | 4                | four     | 1/13   |
 * | 6                | six      | 1/13   |
 * | K                | wicket   | 1/13   |
 *
 * Markets (back only):
 * - Ball 1 … Ball 6, one group per ball (sid = 10 × ball + outcome): Dot 4.16, 1 Run 2.49, 2 Runs,
 *   3 Runs, Four, Six and Wicket 12.48 each. A ball's rows stay open in the betting window before
 *   every earlier ball, so the next ball is always on offer (the main window takes all six).
 * - Over (main window only): Runs 0-8 2.04 / Runs 9+ 1.80 on the over's total (a wicket scores 0,
 *   and a wicket does not end the over), Wicket Yes 2.51 / No 1.55 (at least one wicket in the over).
 *
 * House edge, exact (ballByBall.test.ts): 4.00% on every ball row but 1 Run (4.23%); over rows from
 * the exact distribution of six independent balls (13^6 equally likely overs): Runs 0-8 4.25%, Runs
 * 9+ 4.49%, Wicket Yes 4.27%, No 4.11%.
 *
 * Result codes (`win`): 1 no wicket in the over, 2 one or more wickets; the description gives
 * every ball and the total.
 */
import { parseCard, standardDeck, type Rank } from '../cards.js';
import type {
  CardCode,
  CardFamily,
  CardOutcome,
  CardRow,
  CardScoreboard,
  CardTableDefinition,
  DealtCard,
} from '../types.js';

export const BALLS = 6;
const DECK_SIZE = 52;
/** Runs 0 to this line lose for Runs 9+ and win for Runs 0-8. */
export const OVER_RUNS_LINE = 8;

export interface Delivery {
  key: string;
  /** The row's name after "Ball n". */
  nat: string;
  runs: number;
  wicket: boolean;
  /** The row's price. */
  back: number;
  /** The cards that bowl it. */
  ranks: readonly Rank[];
}

/** The seven deliveries, in row order within a ball. */
export const DELIVERIES: readonly Delivery[] = [
  { key: 'dot', nat: 'Dot', runs: 0, wicket: false, back: 4.16, ranks: ['10', 'J', 'Q'] },
  { key: 'one', nat: '1 Run', runs: 1, wicket: false, back: 2.49, ranks: ['A', '5', '7', '8', '9'] },
  { key: 'two', nat: '2 Runs', runs: 2, wicket: false, back: 12.48, ranks: ['2'] },
  { key: 'three', nat: '3 Runs', runs: 3, wicket: false, back: 12.48, ranks: ['3'] },
  { key: 'four', nat: 'Four', runs: 4, wicket: false, back: 12.48, ranks: ['4'] },
  { key: 'six', nat: 'Six', runs: 6, wicket: false, back: 12.48, ranks: ['6'] },
  { key: 'wicket', nat: 'Wicket', runs: 0, wicket: true, back: 12.48, ranks: ['K'] },
];

/** What a card bowls. */
export function deliveryOf(code: CardCode): Delivery {
  const rank = parseCard(code).rank;
  const found = DELIVERIES.find((d) => d.ranks.includes(rank));
  if (!found) throw new RangeError(`no delivery for ${code}`);
  return found;
}

/** Short form for the scoreboard and the description: "0", "1", "4", "W". */
const short = (d: Delivery): string => (d.wicket ? 'W' : String(d.runs));

const OVER_SIDS = { under: 101, over: 102, wicketYes: 103, wicketNo: 104 } as const;
const ballSid = (ball: number, outcome: number): number => ball * 10 + outcome;

const BALL_LIMITS = { min: 100, max: 10000 };
const OVER_LIMITS = { min: 100, max: 50000 };

const rows: CardRow[] = [
  ...Array.from({ length: BALLS }, (_, b) =>
    DELIVERIES.map((d, i): CardRow => ({
      sid: ballSid(b + 1, i + 1),
      nat: `Ball ${b + 1} ${d.nat}`,
      group: `ball${b + 1}`,
      back: d.back,
      lay: null,
      ...BALL_LIMITS,
    })),
  ).flat(),
  { sid: OVER_SIDS.under, nat: `Runs 0-${OVER_RUNS_LINE}`, group: 'runs', back: 2.04, lay: null, ...OVER_LIMITS },
  { sid: OVER_SIDS.over, nat: `Runs ${OVER_RUNS_LINE + 1}+`, group: 'runs', back: 1.8, lay: null, ...OVER_LIMITS },
  { sid: OVER_SIDS.wicketYes, nat: 'Wicket Yes', group: 'wicket', back: 2.51, lay: null, ...OVER_LIMITS },
  { sid: OVER_SIDS.wicketNo, nat: 'Wicket No', group: 'wicket', back: 1.55, lay: null, ...OVER_LIMITS },
];

/** The sids of balls `from` … 6. */
const ballSids = (from: number): number[] =>
  rows.filter((r) => r.sid < 100 && Math.floor(r.sid / 10) >= from).map((r) => r.sid);

const ballByBall: CardTableDefinition = {
  code: 'ballbyball',
  gtype: 'ballbyball',
  name: 'Ball By Ball',
  lobbyId: 1,
  family: 'ballByBall',
  hands: Array.from({ length: BALLS }, (_, b) => ({ key: `b${b + 1}`, label: `Ball ${b + 1}` })),
  groups: [
    { key: 'runs', title: 'Over runs', exclusive: true },
    { key: 'wicket', title: 'Wicket in the over', exclusive: true },
    // Seven outcomes a ball: tiles, so the over's six balls fit a phone's screen or two.
    ...Array.from({ length: BALLS }, (_, b) => ({
      key: `ball${b + 1}`,
      title: `Ball ${b + 1}`,
      exclusive: true,
      tiles: true,
    })),
  ],
  rows,
  // The main window takes every row; before each later ball the rows of that ball and the ones
  // after it open again.
  windows: [
    { afterCards: 0, seconds: 20 },
    ...Array.from({ length: BALLS - 1 }, (_, k) => ({ afterCards: k + 1, seconds: 8, sids: ballSids(k + 2) })),
  ],
  timings: { revealSeconds: 3, resultSeconds: 6 },
  oppositeSides: [
    [OVER_SIDS.under, OVER_SIDS.over],
    [OVER_SIDS.wicketYes, OVER_SIDS.wicketNo],
  ],
  resultLetters: { '1': 'R', '2': 'W' },
  rules: [
    'A round is one over of six balls. Each ball is the top card of its own freshly shuffled deck of 52 cards, so every ball is independent of the others.',
    'The card is the delivery: 10, J or Q a dot ball; A, 5, 7, 8 or 9 one run; 2 two runs; 3 three runs; 4 a four; 6 a six; K a wicket. A wicket scores no run and does not end the over.',
    'Ball 1 to Ball 6: back what the ball will be. Dot pays 4.16, 1 Run 2.49, and 2 Runs, 3 Runs, Four, Six and Wicket 12.48 each. A ball takes bets from the start of the over until it is bowled: after each ball, betting opens again for 8 seconds on the balls still to come.',
    `Over runs (before the first ball only): Runs 0-${OVER_RUNS_LINE} (2.04) wins when the over scores ${OVER_RUNS_LINE} runs or fewer, Runs ${OVER_RUNS_LINE + 1}+ (1.80) when it scores ${OVER_RUNS_LINE + 1} or more.`,
    'Wicket in the over (before the first ball only): Wicket Yes (2.51) wins when at least one of the six balls is a wicket, Wicket No (1.55) when none is.',
    'You cannot back both sides of Over runs, or both sides of Wicket in the over, in the same round.',
    'House edge, exact over the cards: 4.00% on each ball row (1 Run 4.23%), Runs 0-8 4.25%, Runs 9+ 4.49%, Wicket Yes 4.27%, Wicket No 4.11%.',
    'Last results: R an over without a wicket, W an over with at least one wicket.',
  ],
  min: 100,
  max: 50000,
};

export const ballByBallTables: CardTableDefinition[] = [ballByBall];

function checkTable(def: CardTableDefinition): void {
  if (def.family !== 'ballByBall') throw new RangeError(`${def.code} is not a ball by ball table`);
}

/** The over's deliveries in order; throws unless the deal is a whole over. */
function over(def: CardTableDefinition, dealt: readonly DealtCard[]): Delivery[] {
  if (dealt.length !== BALLS) throw new RangeError(`${def.code}: an over has ${BALLS} balls, got ${dealt.length}`);
  return dealt.map((d, i) => {
    if (d.hand !== `b${i + 1}`) throw new RangeError(`${def.code}: ball ${i + 1} is dealt to ${d.hand}`);
    return deliveryOf(d.card);
  });
}

const won = (yes: boolean): CardOutcome => (yes ? { kind: 'win', pct: 100 } : { kind: 'lose', pct: 100 });

function settle(balls: readonly Delivery[], sid: number): CardOutcome | null {
  const runs = balls.reduce((sum, d) => sum + d.runs, 0);
  const wicket = balls.some((d) => d.wicket);
  switch (sid) {
    case OVER_SIDS.under:
      return won(runs <= OVER_RUNS_LINE);
    case OVER_SIDS.over:
      return won(runs > OVER_RUNS_LINE);
    case OVER_SIDS.wicketYes:
      return won(wicket);
    case OVER_SIDS.wicketNo:
      return won(!wicket);
  }
  const ball = Math.floor(sid / 10);
  const outcome = sid % 10;
  if (ball < 1 || ball > BALLS || outcome < 1 || outcome > DELIVERIES.length) return null;
  return won(balls[ball - 1] === DELIVERIES[outcome - 1]);
}

export const ballByBallFamily: CardFamily = {
  /** Six decks of 52, one per ball, one after the other. */
  deck(def) {
    checkTable(def);
    return standardDeck(BALLS);
  },

  shoe(def, shuffle) {
    // Every ball from its own deck: the decks are shuffled apart, never mixed.
    const decks = this.deck(def);
    return Array.from({ length: BALLS }, (_, b) => shuffle(decks.slice(b * DECK_SIZE, (b + 1) * DECK_SIZE))).flat();
  },

  deal(def, shoe) {
    checkTable(def);
    if (shoe.length < (BALLS - 1) * DECK_SIZE + 1)
      throw new RangeError(`${def.code}: the shoe holds ${shoe.length} cards, not ${BALLS} decks`);
    return Array.from({ length: BALLS }, (_, b) => ({ hand: `b${b + 1}`, card: shoe[b * DECK_SIZE]! }));
  },

  result(def, dealt) {
    const balls = over(def, dealt);
    const runs = balls.reduce((sum, d) => sum + d.runs, 0);
    const wickets = balls.filter((d) => d.wicket).length;
    const sid = def.rows
      .filter((r) => settle(balls, r.sid)?.kind === 'win')
      .map((r) => r.sid)
      .join(',');
    const desc = `${runs}/${wickets} || ${balls.map(short).join(' ')} || ${balls.map((d) => d.nat).join(', ')}`;
    return { win: wickets > 0 ? '2' : '1', desc, sid, cards: dealt.map((d) => d.card) };
  },

  outcome(def, dealt, selectionId) {
    const out = settle(over(def, dealt), selectionId);
    if (!out) throw new RangeError(`selection ${selectionId} is not on ${def.code}`);
    return out;
  },

  scoreboard(def, shown): CardScoreboard {
    checkTable(def);
    const balls = shown.map((d) => deliveryOf(d.card));
    const runs = balls.reduce((sum, d) => sum + d.runs, 0);
    const wickets = balls.filter((d) => d.wicket).length;
    const done = balls.length >= BALLS;
    return {
      teams: [{ name: 'Over', runs, wickets, balls: balls.length, overs: done ? '1.0' : `0.${balls.length}` }],
      batting: done ? null : 0,
      lastBalls: balls.map(short),
      status: done
        ? `Over complete: ${runs} run${runs === 1 ? '' : 's'}, ${wickets} wicket${wickets === 1 ? '' : 's'}`
        : `Ball ${balls.length + 1} of ${BALLS} next`,
    };
  },
};
