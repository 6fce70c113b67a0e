/**
 * Card cricket tables, casino-games.md §2:
 * - Super Over (`superover`): ENG then RSA bat one over each (6 balls or 2 wickets) from a 35-card
 *   deck (A = 1, 2, 3, 4, 6 runs, 10 = dot ball, K = wicket; 5 of each).
 * - 5Five Cricket (`cricketv3`): AUS then IND bat 5 overs each (30 balls or 10 wickets) from a
 *   70-card deck (10 of each).
 * - 20-20 Cricket Match (`cmatch20`): the chasing side needs 12 from the last two balls; the bettor
 *   picks the shot at 19.5 (Run 2 … Run 10), one card from A–10 (40 cards) is the ball at 19.6.
 *
 * The deck is reshuffled between innings, so a match table's shoe is two independent full decks one
 * after the other: the first innings is dealt from the first, the second innings from the second.
 * Each half must be shuffled on its own: a shuffle of the whole shoe would deal each innings from a
 * mix of both decks, and the live prices (which assume a fresh deck per innings) would be off.
 * The chase stops as soon as the target is passed. Equal scores are a tie: match bets are void.
 *
 * Live match prices are exact. The rest of an innings is the next min(balls left, cards up to the
 * last wicket) cards of a uniformly shuffled deck, so its runs follow from hypergeometric counts:
 * no enumeration of ball orders and no sampling is needed. A chase passes the target exactly when
 * the innings would have passed it unstopped, so stopping does not change who wins.
 */
import { card, edgePrices, parseCard, RANKS, standardDeck, SUITS, valueOf, type Rank } from '../cards.js';
import type {
  CardCode,
  CardFamily,
  CardOutcome,
  CardRow,
  CardScoreboard,
  CardTableDefinition,
  DealtCard,
  RowPrice,
} from '../types.js';

const WIN: CardOutcome = { kind: 'win', pct: 100 };
const LOSE: CardOutcome = { kind: 'lose', pct: 100 };
const VOID: CardOutcome = { kind: 'void' };

/** The house keeps this share of each stake on the live match prices (back and lay). */
export const CRICKET_EDGE = 0.02;

/** The seven ball cards; K is a wicket. */
const BALL_RANKS: readonly Rank[] = ['A', '2', '3', '4', '6', '10', 'K'];
const WICKET_INDEX = 6;
/** Runs of each ball card (the wicket scores none). */
const BALL_RUNS: readonly number[] = [1, 2, 3, 4, 6, 0, 0];

function ballIndex(code: CardCode): number {
  const i = BALL_RANKS.indexOf(parseCard(code).rank);
  if (i < 0) throw new RangeError(`not a cricket ball card: ${code}`);
  return i;
}

/** What a ball card does: runs scored, or a wicket. */
export function ballOf(code: CardCode): { runs: number; wicket: boolean } {
  const i = ballIndex(code);
  return { runs: BALL_RUNS[i]!, wicket: i === WICKET_INDEX };
}

interface Team {
  key: string;
  name: string;
}

interface MatchConfig {
  teams: [Team, Team];
  /** Balls per innings. */
  balls: number;
  /** Wickets that end an innings. */
  wickets: number;
  /** Cards of each ball rank in one innings' deck. */
  copies: number;
}

type MatchCode = 'superover' | 'cricketv3';

const MATCHES: Record<MatchCode, MatchConfig> = {
  superover: {
    teams: [
      { key: 'eng', name: 'ENG' },
      { key: 'rsa', name: 'RSA' },
    ],
    balls: 6,
    wickets: 2,
    copies: 5,
  },
  cricketv3: {
    teams: [
      { key: 'aus', name: 'AUS' },
      { key: 'ind', name: 'IND' },
    ],
    balls: 30,
    wickets: 10,
    copies: 10,
  },
};

/** One innings' deck: `copies` of each ball rank, suits taken in turn (the suit never matters). */
function inningsDeck(cfg: MatchConfig): CardCode[] {
  const out: CardCode[] = [];
  for (const rank of BALL_RANKS) for (let i = 0; i < cfg.copies; i++) out.push(card(rank, SUITS[i % SUITS.length]!));
  return out;
}

const halfLength = (cfg: MatchConfig): number => cfg.copies * BALL_RANKS.length;

// ---------------------------------------------------------------------------------------------
// Innings state

export interface InningsState {
  runs: number;
  wickets: number;
  balls: number;
  /** Ball-by-ball outcomes ("1", "4", "W", "0"). */
  marks: string[];
  /** Cards of this innings. */
  cards: CardCode[];
  /** The innings can take no more balls. */
  over: boolean;
}

function inningsOf(cfg: MatchConfig, cards: readonly CardCode[], target: number | null): InningsState {
  const s: InningsState = { runs: 0, wickets: 0, balls: 0, marks: [], cards: [], over: false };
  for (const card of cards) {
    if (s.over) throw new RangeError('cricket: a ball was dealt after the innings ended');
    const ball = ballOf(card);
    s.balls += 1;
    s.cards.push(card);
    if (ball.wicket) s.wickets += 1;
    else s.runs += ball.runs;
    s.marks.push(ball.wicket ? 'W' : String(ball.runs));
    s.over = s.balls >= cfg.balls || s.wickets >= cfg.wickets || (target !== null && s.runs > target);
  }
  return s;
}

/** Both innings from the cards shown so far (or the whole deal). */
export function matchState(
  def: CardTableDefinition,
  shown: readonly DealtCard[],
): { first: InningsState; second: InningsState } {
  const cfg = configOf(def);
  const [t1, t2] = cfg.teams;
  const firstCards: CardCode[] = [];
  const secondCards: CardCode[] = [];
  for (const d of shown) {
    if (d.hand === t1.key) {
      if (secondCards.length) throw new RangeError('cricket: first-innings ball after the second innings started');
      firstCards.push(d.card);
    } else if (d.hand === t2.key) secondCards.push(d.card);
    else throw new RangeError(`cricket: unknown hand ${d.hand}`);
  }
  const first = inningsOf(cfg, firstCards, null);
  if (secondCards.length && !first.over) throw new RangeError('cricket: the second innings started early');
  const second = inningsOf(cfg, secondCards, first.runs);
  return { first, second };
}

// ---------------------------------------------------------------------------------------------
// Exact innings distributions

const BINOMIAL: number[][] = [];
for (let n = 0; n <= 80; n++) {
  const row: number[] = [1];
  for (let k = 1; k <= n; k++) row.push(k === n ? 1 : BINOMIAL[n - 1]![k - 1]! + BINOMIAL[n - 1]![k]!);
  BINOMIAL.push(row);
}

function choose(n: number, k: number): number {
  if (k < 0 || n < 0 || k > n) return 0;
  return BINOMIAL[n]?.[k] ?? Number.NaN;
}

/**
 * Distribution of the runs still to come in an innings: `counts` are the cards of each ball rank
 * left in this innings' deck, `ballsLeft` / `wicketsLeft` what the innings still allows. Entry r is
 * the chance of exactly r more runs (the innings played out, no target).
 */
export function restOfInnings(counts: readonly number[], ballsLeft: number, wicketsLeft: number): number[] {
  if (ballsLeft <= 0 || wicketsLeft <= 0) return [1];
  const total = counts.reduce((a, b) => a + b, 0);
  const wicketCards = counts[WICKET_INDEX] ?? 0;
  const balls = Math.min(ballsLeft, total);
  const maxRuns = 6 * balls;
  // ways[m][r]: weighted count of m-card subsets of the scoring and dot cards with r runs.
  let ways: number[][] = Array.from({ length: balls + 1 }, () => new Array<number>(maxRuns + 1).fill(0));
  ways[0]![0] = 1;
  for (let t = 0; t < BALL_RANKS.length; t++) {
    if (t === WICKET_INDEX) continue;
    const c = counts[t] ?? 0;
    const v = BALL_RUNS[t]!;
    if (c === 0) continue;
    const next = Array.from({ length: balls + 1 }, () => new Array<number>(maxRuns + 1).fill(0));
    for (let m = 0; m <= balls; m++) {
      const from = ways[m]!;
      for (let r = 0; r <= maxRuns; r++) {
        const w = from[r]!;
        if (w === 0) continue;
        for (let n = 0; n <= c && m + n <= balls && r + n * v <= maxRuns; n++)
          next[m + n]![r + n * v]! += w * choose(c, n);
      }
    }
    ways = next;
  }
  const dist = new Array<number>(maxRuns + 1).fill(0);
  // The innings lasts every ball: at most wicketsLeft − 1 wickets among the next `balls` cards.
  for (let m = Math.max(0, balls - (wicketsLeft - 1)); m <= balls; m++) {
    const k = balls - m;
    const p = choose(wicketCards, k) / choose(total, balls);
    if (p === 0) continue;
    ways[m]!.forEach((w, r) => {
      dist[r]! += w * p;
    });
  }
  // The last wicket falls on card j ≤ balls: the first j − 1 cards hold wicketsLeft − 1 wickets.
  if (wicketCards >= wicketsLeft) {
    for (let j = wicketsLeft; j <= balls; j++) {
      const m = j - wicketsLeft;
      const p =
        (choose(wicketCards, wicketsLeft - 1) / choose(total, j - 1)) *
        ((wicketCards - wicketsLeft + 1) / (total - j + 1));
      ways[m]!.forEach((w, r) => {
        dist[r]! += w * p;
      });
    }
  }
  return dist;
}

/** Cards of each ball rank left in an innings' deck after `dealt` of them. */
function countsLeft(cfg: MatchConfig, dealt: readonly CardCode[]): number[] {
  const counts = BALL_RANKS.map(() => cfg.copies);
  for (const c of dealt) counts[ballIndex(c)]! -= 1;
  return counts;
}

const FULL_INNINGS = new Map<MatchCode, number[]>();

function fullInnings(code: MatchCode): number[] {
  let dist = FULL_INNINGS.get(code);
  if (!dist) {
    const cfg = MATCHES[code];
    dist = restOfInnings(countsLeft(cfg, []), cfg.balls, cfg.wickets);
    FULL_INNINGS.set(code, dist);
  }
  return dist;
}

/** Final runs of an innings in progress (`runs` so far plus the rest). */
function finalRuns(cfg: MatchConfig, s: InningsState): number[] {
  const rest = s.over ? [1] : restOfInnings(countsLeft(cfg, s.cards), cfg.balls - s.balls, cfg.wickets - s.wickets);
  return [...new Array<number>(s.runs).fill(0), ...rest];
}

/** Chances of each match result from the cards shown, or null once the match is decided. */
export function matchChances(
  def: CardTableDefinition,
  shown: readonly DealtCard[],
): { first: number; second: number; tie: number } | null {
  const code = matchCode(def);
  const cfg = MATCHES[code];
  const { first, second } = matchState(def, shown);
  if (first.over && second.over) return null;
  // P(second innings total > t) and (= t), the second innings' final runs given so far.
  let secondWins = 0;
  let tie = 0;
  if (!first.over) {
    const targets = finalRuns(cfg, first);
    const chase = fullInnings(code);
    const above = suffixSums(chase);
    targets.forEach((p, t) => {
      if (p === 0) return;
      secondWins += p * (above[t + 1] ?? 0);
      tie += p * (chase[t] ?? 0);
    });
  } else {
    const chase = finalRuns(cfg, second);
    const t = first.runs;
    chase.forEach((p, r) => {
      if (r > t) secondWins += p;
      else if (r === t) tie += p;
    });
  }
  return { first: Math.max(0, 1 - secondWins - tie), second: secondWins, tie };
}

function suffixSums(dist: readonly number[]): number[] {
  const out = new Array<number>(dist.length + 1).fill(0);
  for (let i = dist.length - 1; i >= 0; i--) out[i] = out[i + 1]! + dist[i]!;
  return out;
}

/** Back/lay of each team (ties void both, so prices come from the chances without the tie). */
function matchPrices(def: CardTableDefinition, shown: readonly DealtCard[]): [RowPrice | null, RowPrice | null] {
  const chances = matchChances(def, shown);
  if (!chances || chances.first + chances.second <= 0) return [null, null];
  const decisive = chances.first + chances.second;
  return [edgePrices(chances.first / decisive, CRICKET_EDGE), edgePrices(chances.second / decisive, CRICKET_EDGE)];
}

// ---------------------------------------------------------------------------------------------
// Definitions

function matchTable(
  code: MatchCode,
  name: string,
  lobbyId: number,
  letters: [string, string],
  windows: CardTableDefinition['windows'],
  rules: string[],
  revealSeconds: number,
): CardTableDefinition {
  const cfg = MATCHES[code];
  const [t1, t2] = cfg.teams;
  const rows: CardRow[] = [
    { sid: 1, nat: t1.name, group: 'match', back: 2, lay: 2, min: 100, max: 300000 },
    { sid: 2, nat: t2.name, group: 'match', back: 2, lay: 2, min: 100, max: 300000 },
  ];
  const def: CardTableDefinition = {
    code,
    gtype: code,
    name,
    lobbyId,
    family: 'cricket',
    hands: cfg.teams.map((t) => ({ key: t.key, label: t.name })),
    // One team wins and the other loses, or a tie voids both.
    groups: [{ key: 'match', title: 'Match odds', exclusive: true }],
    rows,
    windows,
    timings: { revealSeconds, resultSeconds: 6 },
    oppositeSides: [],
    resultLetters: { '1': letters[0], '2': letters[1], '0': 'T' },
    rules,
    min: 100,
    max: 300000,
  };
  const [p1, p2] = OPENING_PRICES[code];
  Object.assign(rows[0]!, p1);
  Object.assign(rows[1]!, p2);
  return def;
}

/**
 * Each match table's prices before a card is dealt: what `cricketFamily.price(def, [])` works out
 * (the exact chances of a full innings each). Written here rather than worked out as the module
 * loads: that computation took ~0.1 s of a phone's main thread on every page that loads the card
 * tables' definitions. `cricket.test.ts` checks they are still what the rules give.
 */
const OPENING_PRICES: Record<MatchCode, [RowPrice, RowPrice]> = {
  superover: [
    { back: 1.96, lay: 2.05 },
    { back: 1.96, lay: 2.05 },
  ],
  cricketv3: [
    { back: 1.96, lay: 2.05 },
    { back: 1.96, lay: 2.05 },
  ],
};

const LIVE_NOTE =
  'Back and lay prices are worked out exactly from the score and the cards left in the deck, and the house keeps about 2% on each side. Once the result can no longer change, or a price would fall outside 1.01–1000, betting stays suspended.';

const superover = matchTable(
  'superover',
  'Super Over',
  2,
  ['E', 'R'],
  [
    { afterCards: 0, seconds: 20 },
    ...Array.from({ length: 11 }, (_, i) => ({ afterCards: i + 1, seconds: 5, sids: [1, 2] })),
  ],
  [
    'A one-over match: ENG XI bat first, then RSA XI. Each innings is one over of 6 balls and ends early at the second wicket.',
    'Each ball is one card from a deck of 35: five each of A (1 run), 2 (2 runs), 3 (3 runs), 4 (4 runs), 6 (6 runs), 10 (dot ball, no run) and K (wicket). The deck is shuffled before each innings, so RSA bat with a full fresh deck.',
    "RSA's innings ends as soon as they pass ENG's score. The team with more runs wins; wickets do not count.",
    'Equal scores are a tie (no result): all match bets are void and stakes are returned.',
    `Match odds are offered before the first ball and again after every ball. ${LIVE_NOTE}`,
    'Session (fancy) markets are not offered on this table.',
  ],
  3,
);

/** 5Five Cricket rate points: each over of the first innings, overs 1–3 of the chase, then every ball. */
const CRICKETV3_WINDOWS: CardTableDefinition['windows'] = [
  { afterCards: 0, seconds: 30 },
  ...[6, 12, 18, 24, 30, 36, 42].map((afterCards) => ({ afterCards, seconds: 8, sids: [1, 2] })),
  ...Array.from({ length: 12 }, (_, i) => ({ afterCards: 48 + i, seconds: 4, sids: [1, 2] })),
];

const cricketv3 = matchTable(
  'cricketv3',
  '5Five Cricket',
  5,
  ['A', 'I'],
  CRICKETV3_WINDOWS,
  [
    'A five-over match: AUS bat first, then IND. Each innings is 5 overs (30 balls) and ends early when all 10 wickets fall.',
    'Each ball is one card from a deck of 70: ten each of A (1 run), 2 (2 runs), 3 (3 runs), 4 (4 runs), 6 (6 runs), 10 (dot ball, no run) and K (wicket). The deck is reshuffled after the first innings, so IND bat with a full fresh deck.',
    "IND's innings ends as soon as they pass AUS's score. The team with more runs wins; wickets do not count.",
    'Equal scores are a tie: all match bets are cancelled and stakes are returned.',
    `Match odds are offered before the first ball, after each over of the first innings, after each of the first three overs of the second innings, then after every ball of overs 4 and 5. ${LIVE_NOTE}`,
    'Session (fancy) markets are not offered on this table.',
  ],
  2,
);

// 20-20 Cricket Match ------------------------------------------------------------------------

/** Runs the chasing side needs from the last two balls (a tie counts as a chase win). */
const CMATCH_NEED = 12;
/** Run X wins when X + card ≥ 12: chances 1/10 … 9/10; back under and lay over fair by 2–5%. */
const CMATCH_PRICES: readonly [number, number][] = [
  [9.5, 10.5],
  [4.8, 5.2],
  [3.2, 3.45],
  [2.4, 2.6],
  [1.94, 2.06],
  [1.62, 1.72],
  [1.39, 1.46],
  [1.21, 1.28],
  [1.08, 1.14],
];

const CMATCH_TEAMS = {
  first: { name: 'Team A', runs: 180, wickets: 6 },
  second: { name: 'Team B', runs: 168, wickets: 5 },
};

const cmatch20: CardTableDefinition = {
  code: 'cmatch20',
  gtype: 'cmatch20',
  name: '20-20 Cricket Match',
  lobbyId: 11,
  family: 'cricket',
  hands: [{ key: 'ball', label: 'Ball 19.6' }],
  // Several shots win on the same card (every X ≥ 12 − card): not one-winner rows.
  groups: [{ key: 'runs', title: 'Runs at 19.5', exclusive: false }],
  rows: CMATCH_PRICES.map(([back, lay], i) => ({
    sid: i + 1,
    nat: `Run ${i + 2}`,
    group: 'runs',
    back,
    lay,
    min: 100,
    max: 300000,
  })),
  windows: [{ afterCards: 0, seconds: 20 }],
  timings: { revealSeconds: 3, resultSeconds: 6 },
  oppositeSides: [],
  resultLetters: Object.fromEntries(Array.from({ length: 10 }, (_, i) => [String(i + 1), String(i + 1)])),
  rules: [
    `The last two balls of a T20 chase: ${CMATCH_TEAMS.second.name} are 12 runs short after 19.4 overs. A tie counts as a ${CMATCH_TEAMS.second.name} win.`,
    'Ball 19.5 is the shot you choose: Run 2 to Run 10. Ball 19.6 is one card from a deck of 40 (A to 10 of every suit; A = 1 run, 2–10 their face value), shuffled for every round.',
    "Back Run X wins when X plus the card's runs is 12 or more (Run 6 wins on a 6 or higher card). Lay Run X wins otherwise. Each shot has its own back and lay price.",
  ],
  min: 100,
  max: 300000,
};

function cmatchRunsOf(sid: number): number {
  if (!Number.isInteger(sid) || sid < 1 || sid > 9) throw new RangeError(`selection ${sid} is not on cmatch20`);
  return sid + 1;
}

function cmatchCard(dealt: readonly DealtCard[]): CardCode {
  if (dealt.length !== 1) throw new RangeError(`cmatch20: a round has 1 card, got ${dealt.length}`);
  const card = dealt[0]!.card;
  if (valueOf(card) > 10) throw new RangeError(`not a cmatch20 card: ${card}`);
  return card;
}

function cmatchOutcome(dealt: readonly DealtCard[], sid: number): CardOutcome {
  return cmatchRunsOf(sid) + valueOf(cmatchCard(dealt)) >= CMATCH_NEED ? WIN : LOSE;
}

// ---------------------------------------------------------------------------------------------

export const cricketTables: CardTableDefinition[] = [superover, cricketv3, cmatch20];

function matchCode(def: CardTableDefinition): MatchCode {
  if (def.code !== 'superover' && def.code !== 'cricketv3')
    throw new RangeError(`${def.code} is not a cricket match table`);
  return def.code;
}

function configOf(def: CardTableDefinition): MatchConfig {
  return MATCHES[matchCode(def)];
}

/** Balls as overs: 9 → "1.3". */
export function oversOf(balls: number): string {
  return `${Math.floor(balls / 6)}.${balls % 6}`;
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

function matchScoreboard(def: CardTableDefinition, shown: readonly DealtCard[]): CardScoreboard {
  const cfg = configOf(def);
  const [t1, t2] = cfg.teams;
  const { first, second } = matchState(def, shown);
  const line = (team: Team, s: InningsState) => ({
    name: team.name,
    runs: s.runs,
    wickets: s.wickets,
    balls: s.balls,
    overs: oversOf(s.balls),
  });
  const teams = [line(t1, first), line(t2, second)];
  if (!first.over) {
    const status =
      first.balls === 0
        ? `${t1.name} to bat first`
        : `${t1.name} batting: ${plural(cfg.balls - first.balls, 'ball')} left`;
    return { teams, batting: 0, lastBalls: first.marks, status };
  }
  if (!second.over) {
    const need = first.runs + 1 - second.runs;
    return {
      teams,
      batting: 1,
      lastBalls: second.marks,
      status: `${t2.name} need ${need} from ${plural(cfg.balls - second.balls, 'ball')}`,
    };
  }
  let status: string;
  if (second.runs > first.runs) status = `${t2.name} won by ${plural(cfg.wickets - second.wickets, 'wicket')}`;
  else if (second.runs < first.runs) status = `${t1.name} won by ${plural(first.runs - second.runs, 'run')}`;
  else status = 'Match tied';
  return { teams, batting: null, lastBalls: second.marks, status };
}

function cmatchScoreboard(shown: readonly DealtCard[]): CardScoreboard {
  const { first, second } = CMATCH_TEAMS;
  const teams = [
    { name: first.name, runs: first.runs, wickets: first.wickets, balls: 120, overs: oversOf(120) },
    { name: second.name, runs: second.runs, wickets: second.wickets, balls: 118, overs: oversOf(118) },
  ];
  const ball = shown[0];
  if (!ball)
    return {
      teams,
      batting: 1,
      lastBalls: [],
      status: `${second.name} need ${CMATCH_NEED} from 2 balls (a tie counts as a win)`,
    };
  const runs = valueOf(ball.card);
  const shot = CMATCH_NEED - runs;
  const status =
    shot <= 10
      ? `Ball 19.6: ${plural(runs, 'run')}. Run ${Math.max(2, shot)} or more wins`
      : `Ball 19.6: ${plural(runs, 'run')}. No shot wins`;
  return { teams, batting: null, lastBalls: [String(runs)], status };
}

function winningSids(def: CardTableDefinition, outcome: (sid: number) => CardOutcome): string {
  return def.rows
    .filter((r) => outcome(r.sid).kind === 'win')
    .map((r) => r.sid)
    .join(',');
}

function matchOutcome(def: CardTableDefinition, dealt: readonly DealtCard[], sid: number): CardOutcome {
  if (sid !== 1 && sid !== 2) throw new RangeError(`selection ${sid} is not on ${def.code}`);
  const { first, second } = completeMatch(def, dealt);
  if (first.runs === second.runs) return VOID;
  const winner = second.runs > first.runs ? 2 : 1;
  return winner === sid ? WIN : LOSE;
}

function completeMatch(
  def: CardTableDefinition,
  dealt: readonly DealtCard[],
): { first: InningsState; second: InningsState } {
  const state = matchState(def, dealt);
  if (!state.first.over || !state.second.over) throw new RangeError(`${def.code}: the match is not complete`);
  return state;
}

export const cricketFamily: CardFamily = {
  deck(def) {
    if (def.code === 'cmatch20') return standardDeck(1, RANKS.slice(0, 10));
    const half = inningsDeck(configOf(def));
    return [...half, ...half];
  },

  shoe(def, shuffle) {
    // Each innings is dealt from its own freshly shuffled deck: the halves are never mixed.
    if (def.code === 'cmatch20') return shuffle(this.deck(def));
    const half = inningsDeck(configOf(def));
    return [...shuffle(half), ...shuffle(half)];
  },

  deal(def, shoe) {
    if (def.code === 'cmatch20') {
      const card = shoe[0];
      if (card === undefined) throw new RangeError('cmatch20: the shoe is empty');
      return [{ hand: 'ball', card }];
    }
    const cfg = configOf(def);
    const [t1, t2] = cfg.teams;
    const out: DealtCard[] = [];
    const play = (team: Team, start: number, target: number | null): number => {
      let runs = 0;
      let wickets = 0;
      for (let ball = 0; ball < cfg.balls && wickets < cfg.wickets && (target === null || runs <= target); ball++) {
        const card = shoe[start + ball];
        if (card === undefined) throw new RangeError(`${def.code}: the shoe ran out`);
        const b = ballOf(card);
        if (b.wicket) wickets += 1;
        else runs += b.runs;
        out.push({ hand: team.key, card });
      }
      return runs;
    };
    const target = play(t1, 0, null);
    play(t2, halfLength(cfg), target);
    return out;
  },

  result(def, dealt) {
    const cards = dealt.map((d) => d.card);
    if (def.code === 'cmatch20') {
      const runs = valueOf(cmatchCard(dealt));
      const shot = CMATCH_NEED - runs;
      const winners = shot <= 10 ? `Run ${Math.max(2, shot)} to Run 10 win` : 'No shot wins';
      return {
        win: String(runs),
        desc: `Ball 19.6: ${plural(runs, 'run')}|${winners}`,
        sid: winningSids(def, (s) => cmatchOutcome(dealt, s)),
        cards,
      };
    }
    const cfg = configOf(def);
    const { first, second } = completeMatch(def, dealt);
    const win = second.runs > first.runs ? '2' : second.runs < first.runs ? '1' : '0';
    return {
      win,
      desc: `${cfg.teams[0].name} : ${first.runs} | ${cfg.teams[1].name} : ${second.runs}`,
      sid: win === '0' ? '' : win,
      cards,
    };
  },

  outcome(def, dealt, selectionId) {
    if (def.code === 'cmatch20') return cmatchOutcome(dealt, selectionId);
    return matchOutcome(def, dealt, selectionId);
  },

  price(def, shown) {
    const out = new Map<number, RowPrice>();
    for (const r of def.rows) out.set(r.sid, { back: r.back, lay: r.lay });
    if (def.code === 'cmatch20') return out;
    const [p1, p2] = matchPrices(def, shown);
    if (p1) out.set(1, p1);
    if (p2) out.set(2, p2);
    return out;
  },

  isOpen(def, shown, sid) {
    if (def.code === 'cmatch20') return shown.length === 0;
    const [p1, p2] = matchPrices(def, shown);
    return (sid === 1 ? p1 : sid === 2 ? p2 : null) !== null;
  },

  scoreboard(def, shown) {
    return def.code === 'cmatch20' ? cmatchScoreboard(shown) : matchScoreboard(def, shown);
  },
};
