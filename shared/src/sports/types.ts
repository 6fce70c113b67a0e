import type { DealtCard } from '../cards/types.js';

/**
 * Public data shapes of the market feed simulator. Everything here is plain JSON-friendly data
 * (no class instances, no undefined values, no Dates): times are epoch milliseconds or ISO text.
 */

export type SportKey =
  | 'politics'
  | 'cricket'
  | 'football'
  | 'tennis'
  | 'tableTennis'
  | 'badminton'
  | 'esoccer'
  | 'basketball'
  | 'volleyball'
  | 'snooker'
  | 'iceHockey'
  | 'eGames'
  | 'futsal'
  | 'handball'
  | 'kabaddi'
  | 'golf'
  | 'rugbyLeague'
  | 'boxing'
  | 'beachVolleyball'
  | 'mixedMartialArts'
  | 'motogp'
  | 'chess'
  | 'cycling'
  | 'motorbikes'
  | 'athletics'
  | 'basketball3x3'
  | 'sumo'
  | 'virtualSports'
  | 'motorSports'
  | 'baseball'
  | 'rugbyUnion'
  | 'darts'
  | 'americanFootball'
  | 'soccer'
  | 'esports'
  | 'boatRacing'
  | 'horseRacing'
  | 'greyHound';

/** How a sport is simulated. */
export type EngineKind = 'cricket' | 'goals' | 'sets' | 'tennis' | 'duel' | 'field' | 'race';

export interface SportInfo {
  key: SportKey;
  /** Display name as in the All Sports list. */
  name: string;
  /** Stable numeric id (Betfair event-type ids where a well-known one exists, otherwise our own). */
  id: number;
  engine: EngineKind;
  /** Racing sports (horseRacing, greyHound) are listed in the sidebar's Racing Sports. */
  racing: boolean;
}

/** A listed event: a match, a race, or an outright (tournament winner, election, golf event…). */
export type FixtureKind = 'match' | 'race' | 'outright';

export type CricketFormat = 'T20' | 'ODI';

export interface Fixture {
  /** Digits only; stable for a seed. Also the `matchId` of every change about this fixture. */
  id: string;
  eventId: string;
  gmid: string;
  /** Id of the main market (match odds, race win market or outright winner). */
  marketId: string;
  sport: SportKey;
  /** Same as `sport` (the spec's client calls it matchType). */
  matchType: SportKey;
  sportId: number;
  sportName: string;
  kind: FixtureKind;
  competitionId: string;
  competitionName: string;
  title: string;
  teamA: string | null;
  teamB: string | null;
  /** The draw, for sports whose match odds have three runners. */
  teamC: string | null;
  /** ISO 8601 start time, and the same as epoch ms. */
  startAt: string;
  startMs: number;
  /** ISO time the fixture finished (null until then). */
  stopAt: string | null;
  inPlay: boolean;
  finished: boolean;
  isTv: boolean;
  isBookmaker: boolean;
  isFancy: boolean;
  /** Bookmaker lay boxes above 99.99 are shown only when this is set (exchange-research c3). */
  rateThan100: boolean;
  format: CricketFormat | null;
  /** Racing: ISO 3166 alpha-2 country of the meeting, venue and race number. */
  countryCode: string | null;
  venue: string | null;
  raceNumber: number | null;
  /** Stake limits of the exchange-provided sessions (cricket), as in the spec's match detail. */
  betFairSessionMinBet: number | null;
  betFairSessionMaxBet: number | null;
}

export type MarketStatus = 'OPEN' | 'SUSPENDED' | 'BALL RUNNING' | 'CLOSED';
export type RunnerStatus = 'ACTIVE' | 'SUSPENDED' | 'WINNER' | 'LOSER' | 'PLACED' | 'REMOVED';

export type SessionFamily =
  'session' | 'overByover' | 'ballByBall' | 'oddEven' | 'fancy1' | 'khado' | 'meter' | 'cricketCasino';

export const SESSION_FAMILIES: readonly SessionFamily[] = [
  'session',
  'overByover',
  'ballByBall',
  'oddEven',
  'fancy1',
  'khado',
  'meter',
  'cricketCasino',
];

export type MarketType =
  | 'matchOdds'
  | 'bookmaker'
  | 'tiedMatch'
  | 'completedMatch'
  | 'overUnder'
  | 'tournamentWinner'
  | 'outright'
  | 'raceWin'
  /** A round of a live card table (one market per round). */
  | 'card'
  /** A player's round of a provider casino game (settled by the provider's wallet calls). */
  | 'casino'
  | SessionFamily;

/** Provider `gtype` of the market (exchange-research c6). */
export type Gtype = 'match' | 'match1' | 'fancy' | 'fancy1' | 'oddeven' | 'cricketcasino' | 'khado' | 'meter';

/**
 * What `price` and `size` mean in this market's levels:
 * - decimal: exchange decimal odds on the ladder; size = money available;
 * - rate: bookmaker rate in paise (decimal = 1 + rate/100); size = max stake of the box;
 * - line: session run line; size = the rate (100 = even money). Back = YES, lay = NO.
 */
export type PriceKind = 'decimal' | 'rate' | 'line';

export interface PriceSize {
  price: number;
  size: number;
}

export interface Runner {
  selectionId: number;
  /** Runner name. */
  nat: string;
  status: RunnerStatus;
  sortPriority: number;
  ex: { availableToBack: PriceSize[]; availableToLay: PriceSize[] };
}

/** What a cricket session settles on: runs in the legal-ball window (fromBall, toBall]. */
export interface SessionMeta {
  /** 1-based innings number. */
  innings: number;
  team: string;
  /** Legal balls of the innings already bowled when the window opens (0 = from the first ball). */
  fromBall: number;
  /** Legal ball that closes the window; null = the end of the innings. */
  toBall: number | null;
  /** 'runs': runs in the window; 'fallOfWicket': innings runs when wicket `wicket` falls. */
  measure: 'runs' | 'fallOfWicket' | 'sixInOver';
  /** Wicket number for fallOfWicket, else null. */
  wicket: number | null;
  /** Khado range size N (back wins on runs in [line, line + N − 1]); else null. */
  range: number | null;
}

export type MarketResult =
  | { type: 'winner'; selectionId: number; name: string; placed: number[] }
  | { type: 'runs'; runs: number }
  | { type: 'yesNo'; outcome: 'YES' | 'NO' }
  | { type: 'void'; reason: 'abandoned' | 'no result' | 'tie' | 'not started' }
  /** A live card round: its cards settle every bet through the table's family. */
  | { type: 'card'; gameType: string; mid: string; win: string; dealt: DealtCard[] };

export interface Market {
  id: string;
  matchId: string;
  name: string;
  type: MarketType;
  gtype: Gtype;
  priceKind: PriceKind;
  status: MarketStatus;
  /** Increments on every suspension (SUSPENDED or BALL RUNNING). */
  version: number;
  inPlay: boolean;
  /** Seconds a bet is held before it is matched (0 pre-play). */
  betDelay: number;
  minBet: number;
  maxBet: number;
  /** Display order within the match. */
  sno: number;
  /** The market this one belongs with (for example the bookmaker mirrors match odds). */
  parentBetId: string | null;
  /** How many runners are paid as winners (1) and how many are placed (racing). */
  numberOfWinners: number;
  numberOfPlaces: number;
  /** Display message (provider `rem`). */
  remark: string;
  session: SessionMeta | null;
  runners: Runner[];
  result: MarketResult | null;
}

/** One price level written by a patch; size 0 removes the level. */
export interface LevelUpdate {
  level: number;
  price: number;
  size: number;
}

export interface RunnerPatch {
  selectionId: number;
  status?: RunnerStatus;
  back?: LevelUpdate[];
  lay?: LevelUpdate[];
}

/** Only what changed in a market. */
export interface MarketPatch {
  status?: MarketStatus;
  version?: number;
  inPlay?: boolean;
  betDelay?: number;
  remark?: string;
  runners?: RunnerPatch[];
}

export interface CricketInnings {
  team: string;
  runs: number;
  wickets: number;
  /** Overs as cricket writes them: "12.3" = 12 overs and 3 balls. */
  overs: string;
  legalBalls: number;
  extras: number;
  fours: number;
  sixes: number;
}

export interface CricketScore {
  kind: 'cricket';
  format: CricketFormat;
  innings: CricketInnings[];
  /** 1-based innings in progress (or the last one when finished). */
  currentInnings: number;
  battingTeam: string | null;
  target: number | null;
  /** Last 12 deliveries, oldest first: "0" "1" "4" "6" "W" "wd" "nb+1" … */
  lastBalls: string[];
  /** Current run rate (runs per over) and required run rate (chase only). */
  crr: number;
  rrr: number | null;
  tossWinner: string | null;
  status: string;
}

export interface GoalsScore {
  kind: 'goals';
  home: number;
  away: number;
  /** 1-based period (half, quarter…); 0 before the start. */
  period: number;
  periodLabel: string;
  minute: number;
  clock: string;
}

export interface TennisScore {
  kind: 'tennis';
  bestOf: number;
  /** Completed sets, games A–B. */
  sets: [number, number][];
  games: [number, number];
  /** "0" "15" "30" "40" "AD", or tiebreak points as digits. */
  points: [string, string];
  server: 0 | 1;
  tiebreak: boolean;
}

export interface SetsScore {
  kind: 'sets';
  unit: 'set' | 'frame' | 'leg' | 'map';
  bestOf: number;
  sets: [number, number][];
  setsWon: [number, number];
  points: [number, number];
}

export interface RoundsScore {
  kind: 'rounds';
  round: number;
  rounds: number;
  clock: string;
  roundsWon: [number, number];
  knockdowns: [number, number];
}

export interface ChessScore {
  kind: 'chess';
  move: number;
  /** Engine evaluation in pawns, + favours teamA (white). */
  evaluation: number;
}

export interface FieldScore {
  kind: 'field';
  /** 0…1 share of the event completed. */
  progress: number;
  stage: string;
  /** Top three as they stand. */
  leaders: { selectionId: number; name: string }[];
}

export type Score = CricketScore | GoalsScore | TennisScore | SetsScore | RoundsScore | ChessScore | FieldScore;

/** Full current state of one fixture, shaped like the spec client's liveData payload. */
export interface MatchSnapshot {
  id: string;
  marketId: string;
  eventId: string;
  gmid: string;
  fixture: Fixture;
  scoreBoard: Score | null;
  /** Match-level markets (match odds, bookmaker, tied/completed match, over/under, race win, outright), by sno. */
  tournament: Market[];
  /** Cricket fancy markets by family, in creation order. */
  apiSession: Record<SessionFamily, Market[]>;
  /** Time of the last change to this fixture. */
  updatedAt: number;
}

interface ChangeBase {
  /** Position in the feed (1, 2, 3… per simulator). */
  seq: number;
  /** Simulated time of the change, epoch ms. */
  at: number;
}

export type FeedChange =
  | (ChangeBase & { kind: 'added'; fixture: Fixture })
  | (ChangeBase & { kind: 'removed'; matchId: string })
  | (ChangeBase & { kind: 'status'; matchId: string; inPlay: boolean; finished: boolean; stopAt: string | null })
  | (ChangeBase & { kind: 'score'; matchId: string; score: Score })
  | (ChangeBase & { kind: 'market'; matchId: string; marketId: string; patch: MarketPatch })
  | (ChangeBase & { kind: 'marketAdded'; matchId: string; market: Market })
  | (ChangeBase & { kind: 'marketRemoved'; matchId: string; marketId: string })
  | (ChangeBase & { kind: 'result'; matchId: string; marketId: string; result: MarketResult });

export type FeedChangeKind = FeedChange['kind'];

/** A change before the simulator stamps it with seq and time. */
type Unstamped<C> = C extends FeedChange ? Omit<C, 'seq' | 'at'> : never;
export type FeedChangeBody = Unstamped<FeedChange>;

export interface FeedOptions {
  seed: number;
  /** Simulated epoch ms at construction. */
  startMs: number;
  /** Fixtures kept listed per sport (defaults: cricket 8, football 10, tennis 8, others 2–4). */
  fixturesPerSport?: Partial<Record<SportKey, number>>;
  /** Race meetings running at once (defaults: horse racing 3, greyhounds 2). */
  racingMeetings?: { horseRacing?: number; greyHound?: number };
  /** List a tournament-winner outright per cricket and football competition (default true). */
  outrights?: boolean;
}
