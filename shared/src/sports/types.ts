import type { Static } from 'typebox';
// Type-only: this module is a Module Federation shared entry, typebox stays out of the browser's first load.
import type {
  ChessScoreSchema,
  CricketInningsSchema,
  CricketScoreSchema,
  FieldScoreSchema,
  FixtureSchema,
  GoalsScoreSchema,
  MarketResultSchema,
  MarketSchema,
  MatchSnapshotSchema,
  PriceSizeSchema,
  RoundsScoreSchema,
  RunnerSchema,
  ScoreSchema,
  SessionMetaSchema,
  SetsScoreSchema,
  TennisScoreSchema,
} from '../schemas/sports.js';

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

export type Fixture = Static<typeof FixtureSchema>;

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

export type PriceSize = Static<typeof PriceSizeSchema>;

export type Runner = Static<typeof RunnerSchema>;

/** What a cricket session settles on: runs in the legal-ball window (fromBall, toBall]. */
export type SessionMeta = Static<typeof SessionMetaSchema>;

export type MarketResult = Static<typeof MarketResultSchema>;

export type Market = Static<typeof MarketSchema>;

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

export type CricketInnings = Static<typeof CricketInningsSchema>;

export type CricketScore = Static<typeof CricketScoreSchema>;

export type GoalsScore = Static<typeof GoalsScoreSchema>;

export type TennisScore = Static<typeof TennisScoreSchema>;

export type SetsScore = Static<typeof SetsScoreSchema>;

export type RoundsScore = Static<typeof RoundsScoreSchema>;

export type ChessScore = Static<typeof ChessScoreSchema>;

export type FieldScore = Static<typeof FieldScoreSchema>;

export type Score = Static<typeof ScoreSchema>;

/** Full current state of one fixture, shaped like the spec client's liveData payload. */
export type MatchSnapshot = Static<typeof MatchSnapshotSchema>;

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
