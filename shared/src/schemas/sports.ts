/**
 * The sports calls (matches, competitions, search, racing, iframe URLs) and the feed-derived shapes
 * they carry: requests and responses. The types of `@backlay/shared/sports` are `Static` of these.
 *
 * Every response is written out field by field: fastify serialises with these schemas, and a
 * property missing here would silently leave the response.
 */
import { Type, type TSchema } from 'typebox';
import { SPORTS } from '../sports/sports.js';
import type { MarketStatus, MarketType, RunnerStatus } from '../sports/types.js';
import { SESSION_FAMILIES } from '../sports/types.js';
import { DealtCardSchema } from './cards.js';
import { ListQuerySchema, Nullable, StringEnum } from './shapes.js';

/** Every sport key, in the All Sports order. */
export const SPORT_KEY_VALUES = SPORTS.map((s) => s.key);
export const SportKeySchema = StringEnum(SPORT_KEY_VALUES);
export const RacingSportKeySchema = StringEnum(['horseRacing', 'greyHound'] as const);

const MARKET_STATUSES: readonly MarketStatus[] = ['OPEN', 'SUSPENDED', 'BALL RUNNING', 'CLOSED'];
const RUNNER_STATUSES: readonly RunnerStatus[] = ['ACTIVE', 'SUSPENDED', 'WINNER', 'LOSER', 'PLACED', 'REMOVED'];
const MARKET_TYPES: readonly MarketType[] = [
  'matchOdds',
  'bookmaker',
  'tiedMatch',
  'completedMatch',
  'overUnder',
  'tournamentWinner',
  'outright',
  'raceWin',
  'card',
  'casino',
  ...SESSION_FAMILIES,
];

export const MarketStatusSchema = StringEnum(MARKET_STATUSES);
export const RunnerStatusSchema = StringEnum(RUNNER_STATUSES);
export const MarketTypeSchema = StringEnum(MARKET_TYPES);

/** A listed event: a match, a race, or an outright (tournament winner, election, golf event…). */
export const FixtureSchema = Type.Object({
  /** Digits only; stable for a seed. Also the `matchId` of every change about this fixture. */
  id: Type.String(),
  eventId: Type.String(),
  gmid: Type.String(),
  /** Id of the main market (match odds, race win market or outright winner). */
  marketId: Type.String(),
  sport: SportKeySchema,
  /** Same as `sport` (the spec's client calls it matchType). */
  matchType: SportKeySchema,
  sportId: Type.Number(),
  sportName: Type.String(),
  kind: StringEnum(['match', 'race', 'outright'] as const),
  competitionId: Type.String(),
  competitionName: Type.String(),
  title: Type.String(),
  teamA: Nullable(Type.String()),
  teamB: Nullable(Type.String()),
  /** The draw, for sports whose match odds have three runners. */
  teamC: Nullable(Type.String()),
  /** ISO 8601 start time, and the same as epoch ms. */
  startAt: Type.String(),
  startMs: Type.Number(),
  /** ISO time the fixture finished (null until then). */
  stopAt: Nullable(Type.String()),
  inPlay: Type.Boolean(),
  finished: Type.Boolean(),
  isTv: Type.Boolean(),
  isBookmaker: Type.Boolean(),
  isFancy: Type.Boolean(),
  /** Bookmaker lay boxes above 99.99 are shown only when this is set (exchange-research c3). */
  rateThan100: Type.Boolean(),
  format: Nullable(StringEnum(['T20', 'ODI'] as const)),
  /** Racing: ISO 3166 alpha-2 country of the meeting, venue and race number. */
  countryCode: Nullable(Type.String()),
  venue: Nullable(Type.String()),
  raceNumber: Nullable(Type.Number()),
  /** Stake limits of the exchange-provided sessions (cricket), as in the spec's match detail. */
  betFairSessionMinBet: Nullable(Type.Number()),
  betFairSessionMaxBet: Nullable(Type.Number()),
  /**
   * The other provider's event id of a match it also lists (some non-cricket matches), or null;
   * absent in a world stored before it was kept.
   */
  beventId: Type.Optional(Nullable(Type.String())),
});

export const PriceSizeSchema = Type.Object({ price: Type.Number(), size: Type.Number() });

export const RunnerSchema = Type.Object({
  selectionId: Type.Number(),
  /** Runner name. */
  nat: Type.String(),
  status: RunnerStatusSchema,
  sortPriority: Type.Number(),
  ex: Type.Object({
    availableToBack: Type.Array(PriceSizeSchema),
    availableToLay: Type.Array(PriceSizeSchema),
  }),
});

/** What a cricket session settles on: runs in the legal-ball window (fromBall, toBall]. */
export const SessionMetaSchema = Type.Object({
  /** 1-based innings number. */
  innings: Type.Number(),
  team: Type.String(),
  /** Legal balls of the innings already bowled when the window opens (0 = from the first ball). */
  fromBall: Type.Number(),
  /** Legal ball that closes the window; null = the end of the innings. */
  toBall: Nullable(Type.Number()),
  /** 'runs': runs in the window; 'fallOfWicket': innings runs when wicket `wicket` falls. */
  measure: StringEnum(['runs', 'fallOfWicket', 'sixInOver'] as const),
  /** Wicket number for fallOfWicket, else null. */
  wicket: Nullable(Type.Number()),
  /** Khado range size N (back wins on runs in [line, line + N − 1]); else null. */
  range: Nullable(Type.Number()),
});

export const MarketResultSchema = Type.Union([
  Type.Object({
    type: Type.Literal('winner'),
    selectionId: Type.Number(),
    name: Type.String(),
    placed: Type.Array(Type.Number()),
  }),
  Type.Object({ type: Type.Literal('runs'), runs: Type.Number() }),
  Type.Object({ type: Type.Literal('yesNo'), outcome: StringEnum(['YES', 'NO'] as const) }),
  Type.Object({
    type: Type.Literal('void'),
    reason: StringEnum(['abandoned', 'no result', 'tie', 'not started'] as const),
  }),
  /** A live card round: its cards settle every bet through the table's family. */
  Type.Object({
    type: Type.Literal('card'),
    gameType: Type.String(),
    mid: Type.String(),
    win: Type.String(),
    dealt: Type.Array(DealtCardSchema),
  }),
]);

export const MarketSchema = Type.Object({
  id: Type.String(),
  matchId: Type.String(),
  name: Type.String(),
  type: MarketTypeSchema,
  /** Provider `gtype` of the market (exchange-research c6). */
  gtype: StringEnum(['match', 'match1', 'fancy', 'fancy1', 'oddeven', 'cricketcasino', 'khado', 'meter'] as const),
  /** What `price` and `size` mean in this market's levels (decimal, rate or line). */
  priceKind: StringEnum(['decimal', 'rate', 'line'] as const),
  status: MarketStatusSchema,
  /** Increments on every suspension (SUSPENDED or BALL RUNNING). */
  version: Type.Number(),
  inPlay: Type.Boolean(),
  /** Seconds a bet is held before it is matched (0 pre-play). */
  betDelay: Type.Number(),
  minBet: Type.Number(),
  maxBet: Type.Number(),
  /** Display order within the match. */
  sno: Type.Number(),
  /** The market this one belongs with (for example the bookmaker mirrors match odds). */
  parentBetId: Nullable(Type.String()),
  /** How many runners are paid as winners (1) and how many are placed (racing). */
  numberOfWinners: Type.Number(),
  numberOfPlaces: Type.Number(),
  /** Display message (provider `rem`). */
  remark: Type.String(),
  session: Nullable(SessionMetaSchema),
  runners: Type.Array(RunnerSchema),
  result: Nullable(MarketResultSchema),
});

/** Two of a kind: side A, side B. */
const Pair = <T extends TSchema>(item: T) => Type.Tuple([item, item]);

export const CricketInningsSchema = Type.Object({
  team: Type.String(),
  runs: Type.Number(),
  wickets: Type.Number(),
  /** Overs as cricket writes them: "12.3" = 12 overs and 3 balls. */
  overs: Type.String(),
  legalBalls: Type.Number(),
  extras: Type.Number(),
  fours: Type.Number(),
  sixes: Type.Number(),
});

export const CricketScoreSchema = Type.Object({
  kind: Type.Literal('cricket'),
  format: StringEnum(['T20', 'ODI'] as const),
  innings: Type.Array(CricketInningsSchema),
  /** 1-based innings in progress (or the last one when finished). */
  currentInnings: Type.Number(),
  battingTeam: Nullable(Type.String()),
  target: Nullable(Type.Number()),
  /** Last 12 deliveries, oldest first: "0" "1" "4" "6" "W" "wd" "nb+1" … */
  lastBalls: Type.Array(Type.String()),
  /** Current run rate (runs per over) and required run rate (chase only). */
  crr: Type.Number(),
  rrr: Nullable(Type.Number()),
  tossWinner: Nullable(Type.String()),
  status: Type.String(),
});

export const GoalsScoreSchema = Type.Object({
  kind: Type.Literal('goals'),
  home: Type.Number(),
  away: Type.Number(),
  /** 1-based period (half, quarter…); 0 before the start. */
  period: Type.Number(),
  periodLabel: Type.String(),
  minute: Type.Number(),
  clock: Type.String(),
});

export const TennisScoreSchema = Type.Object({
  kind: Type.Literal('tennis'),
  bestOf: Type.Number(),
  /** Completed sets, games A–B. */
  sets: Type.Array(Pair(Type.Number())),
  games: Pair(Type.Number()),
  /** "0" "15" "30" "40" "AD", or tiebreak points as digits. */
  points: Pair(Type.String()),
  server: Type.Enum([0, 1] as const, { type: 'integer' }),
  tiebreak: Type.Boolean(),
});

export const SetsScoreSchema = Type.Object({
  kind: Type.Literal('sets'),
  unit: StringEnum(['set', 'frame', 'leg', 'map'] as const),
  bestOf: Type.Number(),
  sets: Type.Array(Pair(Type.Number())),
  setsWon: Pair(Type.Number()),
  points: Pair(Type.Number()),
});

export const RoundsScoreSchema = Type.Object({
  kind: Type.Literal('rounds'),
  round: Type.Number(),
  rounds: Type.Number(),
  clock: Type.String(),
  roundsWon: Pair(Type.Number()),
  knockdowns: Pair(Type.Number()),
});

export const ChessScoreSchema = Type.Object({
  kind: Type.Literal('chess'),
  move: Type.Number(),
  /** Engine evaluation in pawns, + favours teamA (white). */
  evaluation: Type.Number(),
});

export const FieldScoreSchema = Type.Object({
  kind: Type.Literal('field'),
  /** 0…1 share of the event completed. */
  progress: Type.Number(),
  stage: Type.String(),
  /** Top three as they stand. */
  leaders: Type.Array(Type.Object({ selectionId: Type.Number(), name: Type.String() })),
});

export const ScoreSchema = Type.Union([
  CricketScoreSchema,
  GoalsScoreSchema,
  TennisScoreSchema,
  SetsScoreSchema,
  RoundsScoreSchema,
  ChessScoreSchema,
  FieldScoreSchema,
]);

const Markets = Type.Array(MarketSchema);

/** Cricket fancy markets by family, in creation order (every family present, maybe empty). */
export const ApiSessionSchema = Type.Object({
  session: Markets,
  overByover: Markets,
  ballByBall: Markets,
  oddEven: Markets,
  fancy1: Markets,
  khado: Markets,
  meter: Markets,
  cricketCasino: Markets,
});

/** Full current state of one fixture, shaped like the spec client's liveData payload. */
export const MatchSnapshotSchema = Type.Object({
  id: Type.String(),
  marketId: Type.String(),
  eventId: Type.String(),
  gmid: Type.String(),
  fixture: FixtureSchema,
  scoreBoard: Nullable(ScoreSchema),
  /** Match-level markets (match odds, bookmaker, tied/completed match, over/under, race win, outright), by sno. */
  tournament: Markets,
  /** Cricket fancy markets by family, in creation order. */
  apiSession: ApiSessionSchema,
  /**
   * Manual (operator-run) sessions open on the match, in the order they were opened. The feed never
   * sets it: the API adds them to what it sends, and `sessionBettings` messages replace them.
   */
  sessionBettings: Type.Optional(Markets),
  /** Time of the last change to this fixture. */
  updatedAt: Type.Number(),
});

// ---------------------------------------------------------------------------------------------
// Responses of the sports calls

/** Best back/lay of the main market per runner, as the list room sends them. */
export const ListRunnerSchema = Type.Object({
  selectionId: Type.Number(),
  nat: Type.String(),
  back: Nullable(PriceSizeSchema),
  lay: Nullable(PriceSizeSchema),
});

/** A row of GET /match/list (spec section 3, "Match (list)", plus what list screens show). */
export const MatchListItemSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  matchType: SportKeySchema,
  /** ISO 8601. */
  startAt: Type.String(),
  /** The other provider's event id, or null (adds ?bid= to detail links, except cricket). */
  beventId: Nullable(Type.String()),
  eventId: Type.String(),
  gmid: Type.String(),
  /** Best back/lay of the main market per runner, as the list room sends them. */
  section: Type.Array(ListRunnerSchema),
  inPlay: Type.Boolean(),
  competitionId: Type.String(),
  competitionName: Type.String(),
  isTv: Type.Boolean(),
  isBookmaker: Type.Boolean(),
  isFancy: Type.Boolean(),
});

export const MatchListDataSchema = Type.Object({
  matches: Type.Array(MatchListItemSchema),
  /** Rows matching the query over all pages. */
  count: Type.Number(),
});

/** What search results and competition trees list about a match. */
export const MatchSummarySchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  matchType: SportKeySchema,
  /** ISO 8601. */
  startAt: Type.String(),
  beventId: Nullable(Type.String()),
  eventId: Type.String(),
  competitionName: Type.String(),
});

/** A row of GET /match/competition/getMatch/{competitionId}/{date}. */
export const CompetitionMatchSchema = Type.Object({
  ...MatchSummarySchema.properties,
  competitionId: Type.String(),
  inPlay: Type.Boolean(),
});

/** A tab of GET /expert/blinkingTabs: a match the operator highlights. */
export const BlinkingTabSchema = Type.Object({
  id: Type.String(),
  matchName: Type.String(),
  matchId: Type.String(),
  matchType: SportKeySchema,
  /** Display order, ascending. */
  order: Type.Number(),
});

/**
 * What GET /expert/blinkingTabs sends per tab: the contract's fields and the brief's (name, type,
 * link, blink), so either reader finds its own.
 */
export const BlinkingTabRowSchema = Type.Object({
  ...BlinkingTabSchema.properties,
  name: Type.String(),
  type: SportKeySchema,
  link: Type.String(),
  blink: Type.Literal(true),
});

export const CompetitionSchema = Type.Object({ competitionId: Type.String(), competitionName: Type.String() });

export const CompetitionDateSchema = Type.Object({
  /** A calendar date, YYYY-MM-DD (shown as YYYY/MM/DD; sent back as is to getMatch). */
  startdate: Type.String(),
});

/** Session P/L of the player on one session market (spec: betId, maxLoss, totalBet, profitLoss). */
export const SessionProfitLossSchema = Type.Object({
  /** The session market id. */
  betId: Type.String(),
  /** The worst outcome over the run ladder, a positive number (the session's exposure). */
  maxLoss: Type.Number(),
  /** Bets the player holds on it. */
  totalBet: Type.Number(),
  /** Run line → the player's P/L if the session settles there. */
  profitLoss: Type.Record(Type.String(), Type.Number()),
});

/** GET /match/{id} (spec section 3, "Match detail"). */
export const MatchDetailSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  /** The main market id. */
  marketId: Type.String(),
  eventId: Type.String(),
  matchType: SportKeySchema,
  competitionId: Type.String(),
  competitionName: Type.String(),
  teamA: Nullable(Type.String()),
  teamB: Nullable(Type.String()),
  teamC: Nullable(Type.String()),
  startAt: Type.String(),
  stopAt: Nullable(Type.String()),
  isBookmaker: Type.Boolean(),
  isFancy: Type.Boolean(),
  isTv: Type.Boolean(),
  rateThan100: Type.Boolean(),
  manualSessionActive: Type.Boolean(),
  apiSessionActive: Type.Boolean(),
  betFairSessionMinBet: Nullable(Type.Number()),
  betFairSessionMaxBet: Nullable(Type.Number()),
  /** The player's P/L per runner of the match-level markets, keyed `${marketId}_${selectionId}`. */
  teamRates: Type.Record(Type.String(), Type.Number()),
  profitLossDataSession: Type.Array(SessionProfitLossSchema),
  /** The player's P/L keyed `${betId}_profitLoss_${matchId}`. */
  profitLossDataMatch: Type.Record(Type.String(), Type.Number()),
  apiSession: ApiSessionSchema,
  /** Manual (operator-run) sessions. */
  sessionBettings: Markets,
  /** Match-level markets by sno; each carries sno and parentBetId. */
  tournament: Markets,
  scoreBoard: Nullable(ScoreSchema),
  /** The `liveData<id>` sequence number this detail is current to (deltas after it apply on top). */
  seq: Type.Number(),
});

/** What GET /match/{id} sends: the detail plus the fixture's gmid and whether it is in play. */
export const MatchDetailDataSchema = Type.Object({
  ...MatchDetailSchema.properties,
  gmid: Type.String(),
  inPlay: Type.Boolean(),
});

/** GET /match/other/{id}: markets of the other provider's event for this match. */
export const OtherMatchMarketsSchema = Type.Object({
  matchId: Type.String(),
  beventId: Nullable(Type.String()),
  markets: Markets,
});

/** A row of GET /match/countryWiseList. */
export const RacingCountrySchema = Type.Object({
  /** ISO 3166 alpha-2. */
  countryCode: Type.String(),
  /** Races listed (not finished) in that country. */
  count: Type.Number(),
});

/** A row of GET /match/racing/list. */
export const RaceListItemSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  venue: Type.String(),
  raceNumber: Type.Number(),
  startAt: Type.String(),
  countryCode: Type.String(),
  status: MarketStatusSchema,
});

/** GET /match/racing/{id} (spec: "response runners, matchOdd"). */
export const RaceDetailSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  matchType: RacingSportKeySchema,
  eventId: Type.String(),
  marketId: Type.String(),
  venue: Type.String(),
  raceNumber: Type.Number(),
  countryCode: Type.String(),
  startAt: Type.String(),
  stopAt: Nullable(Type.String()),
  /** The win market. */
  matchOdd: MarketSchema,
  /** The same as matchOdd.runners (selectionId, nat, prices). */
  runners: Type.Array(RunnerSchema),
  /** The player's P/L keyed `${marketId}_${selectionId}`. */
  profitLossDataMatch: Type.Record(Type.String(), Type.Number()),
  seq: Type.Number(),
});

/** GET /getIframeUrl/{id}: null where the match has no stream or scoreboard. */
export const IframeUrlsSchema = Type.Object({
  tvData: Type.Object({ iframeUrl: Nullable(Type.String()) }),
  scoreData: Type.Object({ iframeUrl: Nullable(Type.String()) }),
});

// ---------------------------------------------------------------------------------------------
// Requests

/** An id in a path, checked by the route (a number of up to 20 digits, with its own message). */
const PathText = Type.String({ maxLength: 200 });

/** GET /match/{id}, /match/other/{id}, /match/racing/{id}, /getIframeUrl/{id}. */
export const MatchIdParamsSchema = Type.Object({ id: PathText });

/**
 * GET /match/list, /match/countryWiseList, /match/racing/list: the spec's filter strings
 * (`match.matchType=eqcricket`, `racingMatch.stopAt=isNull`, `sort`, `page`…).
 */
export const MatchListQuerySchema = ListQuerySchema;

/** GET /user/searchlist?keyword=&searchBy=title. */
export const SearchListQuerySchema = Type.Object(
  {
    keyword: Type.Optional(Type.String({ maxLength: 1000 })),
    searchBy: Type.Optional(Type.Literal('title')),
  },
  { additionalProperties: false },
);

/** GET /match/search/{keyword}. */
export const SearchParamsSchema = Type.Object({ keyword: Type.String({ maxLength: 1000 }) });

/** GET /expert/match/competitionList/{sportId}. */
export const SportParamsSchema = Type.Object({ sportId: PathText });

/** GET /expert/match/competition/dates/{competitionId}. */
export const CompetitionParamsSchema = Type.Object({ competitionId: PathText });

/** GET /expert/match/competition/getMatch/{competitionId}/{date}. */
export const CompetitionDayParamsSchema = Type.Object({ competitionId: PathText, date: PathText });

/** `true`/`false` (coerced), or the spec client's `1`/`0`. */
const BoolText = Type.Union([Type.Boolean(), Type.Literal('1'), Type.Literal('0')]);

/** GET /getIframeUrl/{id}?sportType&isTv&isScore&bEventId. */
export const IframeQuerySchema = Type.Object(
  {
    sportType: Type.Optional(Type.String({ maxLength: 40 })),
    isTv: Type.Optional(BoolText),
    isScore: Type.Optional(BoolText),
    bEventId: Type.Optional(Type.String({ maxLength: 40 })),
  },
  { additionalProperties: false },
);
