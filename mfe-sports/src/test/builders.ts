/**
 * Small builders of sports data for tests: fixtures, markets of every family, a cricket match
 * snapshot carrying all of them, a race, list rows and the HTTP answers made from them. Shapes are
 * the contract's; values look like the API's feed simulator produces.
 */
import {
  SESSION_FAMILIES,
  type Fixture,
  type ListRow,
  type Market,
  type MarketStatus,
  type MatchDetail,
  type MatchListItem,
  type MatchSnapshot,
  type PriceSize,
  type RaceDetail,
  type Runner,
  type SessionFamily,
} from '@backlay/shared/sports';
import type { ListState, MatchState } from '../data/contract.js';

type Levels = readonly (readonly [number, number])[];

const levels = (pairs: Levels): PriceSize[] => pairs.map(([price, size]) => ({ price, size }));

export const START = '2026-01-10T14:00:00.000Z';

export function fixture(overrides: Partial<Fixture> = {}): Fixture {
  const id = overrides.id ?? '1001';
  return {
    id,
    eventId: `10${id}`,
    gmid: `50${id}`,
    marketId: `1.${id}0001`,
    sport: 'cricket',
    matchType: 'cricket',
    sportId: 4,
    sportName: 'Cricket',
    kind: 'match',
    competitionId: '100043',
    competitionName: 'Island Series T20',
    title: 'Team A v Team B',
    teamA: 'Team A',
    teamB: 'Team B',
    teamC: null,
    startAt: START,
    startMs: Date.parse(overrides.startAt ?? START),
    stopAt: null,
    inPlay: false,
    finished: false,
    isTv: true,
    isBookmaker: true,
    isFancy: true,
    rateThan100: false,
    format: 'T20',
    countryCode: null,
    venue: null,
    raceNumber: null,
    betFairSessionMinBet: 100,
    betFairSessionMaxBet: 100_000,
    ...overrides,
  };
}

export function runner(
  selectionId: number,
  nat: string,
  back: Levels,
  lay: Levels,
  overrides: Partial<Runner> = {},
): Runner {
  return {
    selectionId,
    nat,
    status: 'ACTIVE',
    sortPriority: selectionId,
    ex: { availableToBack: levels(back), availableToLay: levels(lay) },
    ...overrides,
  };
}

export function market(overrides: Partial<Market> & Pick<Market, 'id' | 'type'>): Market {
  return {
    matchId: '1001',
    name: overrides.type,
    gtype: 'match',
    priceKind: 'decimal',
    status: 'OPEN',
    version: 1,
    inPlay: false,
    betDelay: 0,
    minBet: 100,
    maxBet: 500_000,
    sno: 1,
    parentBetId: null,
    numberOfWinners: 1,
    numberOfPlaces: 1,
    remark: '',
    session: null,
    runners: [],
    result: null,
    ...overrides,
  };
}

export function matchOdds(overrides: Partial<Market> = {}): Market {
  return market({
    id: 'mo',
    type: 'matchOdds',
    name: 'Match Odds',
    sno: 1,
    betDelay: 5,
    runners: [
      runner(
        1,
        'Team A',
        [
          [2.5, 1200],
          [2.48, 3400],
          [2.46, 9000],
        ],
        [
          [2.52, 800],
          [2.54, 2100],
          [2.56, 7600],
        ],
      ),
      runner(
        2,
        'Team B',
        [
          [1.66, 5000],
          [1.65, 2000],
          [1.64, 1000],
        ],
        [
          [1.67, 4000],
          [1.68, 3000],
          [1.69, 2000],
        ],
      ),
    ],
    ...overrides,
  });
}

export function bookmaker(overrides: Partial<Market> = {}): Market {
  return market({
    id: 'bm',
    type: 'bookmaker',
    name: 'Bookmaker',
    gtype: 'match1',
    priceKind: 'rate',
    sno: 2,
    parentBetId: 'mo',
    maxBet: 200_000,
    runners: [
      runner(
        1,
        'Team A',
        [
          [48, 200_000],
          [47, 150_000],
          [46, 100_000],
        ],
        [
          [50, 200_000],
          [51, 150_000],
          [52, 100_000],
        ],
      ),
      runner(
        2,
        'Team B',
        [
          [95, 200_000],
          [94, 150_000],
          [93, 100_000],
        ],
        [
          [98, 200_000],
          [99, 150_000],
          [100, 100_000],
        ],
      ),
    ],
    ...overrides,
  });
}

export function tiedMatch(overrides: Partial<Market> = {}): Market {
  return market({
    id: 'tied',
    type: 'tiedMatch',
    name: 'Tied Match',
    sno: 3,
    runners: [runner(11, 'Yes', [[40, 300]], [[60, 200]]), runner(12, 'No', [[1.02, 9000]], [[1.03, 8000]])],
    ...overrides,
  });
}

/** A line (run) market: back = YES, lay = NO; size is the rate. */
export function lineMarket(
  family: SessionFamily,
  id: string,
  name: string,
  yes: [number, number] | null,
  no: [number, number] | null,
  overrides: Partial<Market> = {},
): Market {
  return market({
    id,
    type: family,
    name,
    gtype: family === 'khado' ? 'khado' : family === 'meter' ? 'meter' : 'fancy',
    priceKind: 'line',
    maxBet: 50_000,
    sno: 100,
    session: {
      innings: 1,
      team: 'Team A',
      fromBall: 0,
      toBall: 36,
      measure: 'runs',
      wicket: null,
      range: family === 'khado' ? 5 : null,
    },
    runners: [runner(Number(id.replace(/\D/g, '')) || 500, name, yes ? [yes] : [], no ? [no] : [])],
    ...overrides,
  });
}

export function sessionMarkets(): Record<SessionFamily, Market[]> {
  return {
    session: [
      lineMarket('session', 's6', '6 over run TA', [52, 100], [50, 100]),
      lineMarket('session', 's10', '10 over run TA', [84, 90], [82, 110], { sno: 101 }),
    ],
    overByover: [lineMarket('overByover', 'o7', 'Only 7 over run TA', [9, 100], [8, 100])],
    ballByBall: [lineMarket('ballByBall', 'b61', '6.1 ball run TA', [2, 100], [1, 100])],
    oddEven: [
      market({
        id: 'oe',
        type: 'oddEven',
        name: '10 over run odd/even TA',
        gtype: 'oddeven',
        maxBet: 20_000,
        runners: [runner(701, 'ODD', [[1.92, 20_000]], []), runner(702, 'EVEN', [[1.92, 20_000]], [])],
      }),
    ],
    fancy1: [
      market({
        id: 'f1',
        type: 'fancy1',
        name: 'Six in 7 over TA',
        gtype: 'fancy1',
        maxBet: 25_000,
        runners: [runner(801, 'Six in 7 over TA', [[10.5, 25_000]], [[11, 25_000]])],
      }),
    ],
    khado: [lineMarket('khado', 'k10', '10 over run TA -5', [82, 98], null)],
    meter: [lineMarket('meter', 'm1', 'TA inning run meter', [151, 100], [150, 100])],
    cricketCasino: [
      market({
        id: 'cc',
        type: 'cricketCasino',
        name: '10 over run TA (last digit)',
        gtype: 'cricketcasino',
        maxBet: 20_000,
        runners: Array.from({ length: 10 }, (_, d) => runner(900 + d, String(d), [[9.6, 20_000]], [])),
      }),
    ],
  };
}

/** A cricket match in play with every market family: match odds, bookmaker, tied match and all eight fancy families. */
export function cricketSnapshot(overrides: Partial<MatchSnapshot> = {}): MatchSnapshot {
  const fx = overrides.fixture ?? fixture({ inPlay: true });
  return {
    id: fx.id,
    marketId: fx.marketId,
    eventId: fx.eventId,
    gmid: fx.gmid,
    fixture: fx,
    scoreBoard: {
      kind: 'cricket',
      format: 'T20',
      innings: [{ team: 'Team A', runs: 45, wickets: 1, overs: '6.0', legalBalls: 36, extras: 2, fours: 5, sixes: 1 }],
      currentInnings: 1,
      battingTeam: 'Team A',
      target: null,
      lastBalls: ['1', '4', '0', 'W', '6', '1'],
      crr: 7.5,
      rrr: null,
      tossWinner: 'Team A',
      status: 'Team A won the toss and chose to bat',
    },
    tournament: [matchOdds(), bookmaker(), tiedMatch()].map((m) => ({ ...m, inPlay: fx.inPlay })),
    apiSession: sessionMarkets(),
    updatedAt: Date.parse(START),
    ...overrides,
  };
}

export function matchState(
  snapshot: MatchSnapshot = cricketSnapshot(),
  overrides: Partial<MatchState> = {},
): MatchState {
  return { snapshot, seq: 1, updatedAt: Date.now(), removed: false, ...overrides };
}

function mapMarkets(snapshot: MatchSnapshot, fn: (m: Market) => Market): MatchSnapshot {
  const apiSession = { ...snapshot.apiSession };
  for (const family of SESSION_FAMILIES) apiSession[family] = snapshot.apiSession[family].map(fn);
  return { ...snapshot, tournament: snapshot.tournament.map(fn), apiSession };
}

/** A new state with one market changed (structurally shared, as the bus produces). */
export function withMarket(
  state: MatchState,
  marketId: string,
  change: (m: Market) => Market,
  updatedAt = Date.now(),
): MatchState {
  return {
    snapshot: mapMarkets(state.snapshot, (m) => (m.id === marketId ? change(m) : m)),
    seq: state.seq + 1,
    updatedAt,
    removed: state.removed,
  };
}

export function withStatus(state: MatchState, marketId: string, status: MarketStatus): MatchState {
  return withMarket(state, marketId, (m) => ({ ...m, status }));
}

/** A new state with a runner's best back price (level 0) changed. */
export function withBestBack(
  state: MatchState,
  marketId: string,
  selectionId: number,
  price: number,
  size = 100,
): MatchState {
  return withMarket(state, marketId, (m) => ({
    ...m,
    runners: m.runners.map((r) =>
      r.selectionId === selectionId
        ? { ...r, ex: { ...r.ex, availableToBack: [{ price, size }, ...r.ex.availableToBack.slice(1)] } }
        : r,
    ),
  }));
}

/** GET /match/{id} made from a snapshot. */
export function matchDetailFrom(snapshot: MatchSnapshot, seq = 0): MatchDetail {
  const fx = snapshot.fixture;
  return {
    id: fx.id,
    title: fx.title,
    marketId: fx.marketId,
    eventId: fx.eventId,
    matchType: fx.matchType,
    competitionId: fx.competitionId,
    competitionName: fx.competitionName,
    teamA: fx.teamA,
    teamB: fx.teamB,
    teamC: fx.teamC,
    startAt: fx.startAt,
    stopAt: fx.stopAt,
    isBookmaker: fx.isBookmaker,
    isFancy: fx.isFancy,
    isTv: fx.isTv,
    rateThan100: fx.rateThan100,
    manualSessionActive: (snapshot.sessionBettings ?? []).length > 0,
    apiSessionActive: fx.isFancy,
    betFairSessionMinBet: fx.betFairSessionMinBet,
    betFairSessionMaxBet: fx.betFairSessionMaxBet,
    teamRates: {},
    profitLossDataSession: [],
    profitLossDataMatch: {},
    apiSession: snapshot.apiSession,
    sessionBettings: snapshot.sessionBettings ?? [],
    tournament: snapshot.tournament,
    scoreBoard: snapshot.scoreBoard,
    seq,
  };
}

export function raceSnapshot(overrides: Partial<Fixture> = {}, marketOverrides: Partial<Market> = {}): MatchSnapshot {
  const fx = fixture({
    id: '2001',
    sport: 'horseRacing',
    matchType: 'horseRacing',
    sportId: 7,
    sportName: 'Horse Racing',
    kind: 'race',
    competitionId: '77',
    competitionName: 'Oldcastle Park (IE)',
    title: '14:52 Oldcastle Park',
    teamA: null,
    teamB: null,
    startAt: '2026-01-10T14:52:00.000Z',
    isTv: false,
    isBookmaker: false,
    isFancy: false,
    format: null,
    countryCode: 'IE',
    venue: 'Oldcastle Park',
    raceNumber: 4,
    betFairSessionMinBet: null,
    betFairSessionMaxBet: null,
    ...overrides,
  });
  const win = market({
    id: 'win',
    matchId: fx.id,
    type: 'raceWin',
    name: '1m2f Stks',
    betDelay: 1,
    numberOfPlaces: 3,
    runners: [
      runner(
        31,
        'Northern Harbour',
        [
          [3.5, 400],
          [3.45, 900],
        ],
        [[3.6, 300]],
        { sortPriority: 1 },
      ),
      runner(32, 'Wild Banner', [[5, 250]], [[5.2, 120]], { sortPriority: 2 }),
      runner(33, 'Velvet Echo', [[7.4, 90]], [[7.8, 60]], { sortPriority: 3 }),
    ],
    ...marketOverrides,
  });
  return {
    id: fx.id,
    marketId: win.id,
    eventId: fx.eventId,
    gmid: fx.gmid,
    fixture: fx,
    scoreBoard: null,
    tournament: [win],
    apiSession: {
      session: [],
      overByover: [],
      ballByBall: [],
      oddEven: [],
      fancy1: [],
      khado: [],
      meter: [],
      cricketCasino: [],
    },
    updatedAt: Date.parse(fx.startAt),
  };
}

/** GET /match/racing/{id} made from a race snapshot. */
export function raceDetailFrom(snapshot: MatchSnapshot, seq = 0): RaceDetail {
  const fx = snapshot.fixture;
  const win = snapshot.tournament[0];
  if (!win) throw new Error('a race snapshot needs its win market');
  return {
    id: fx.id,
    title: fx.title,
    matchType: fx.sport === 'greyHound' ? 'greyHound' : 'horseRacing',
    eventId: fx.eventId,
    marketId: win.id,
    venue: fx.venue ?? '',
    raceNumber: fx.raceNumber ?? 0,
    countryCode: fx.countryCode ?? '',
    startAt: fx.startAt,
    stopAt: fx.stopAt,
    matchOdd: win,
    runners: win.runners,
    profitLossDataMatch: {},
    seq,
  };
}

export function listRow(overrides: Partial<ListRow> = {}): ListRow {
  return {
    id: '1001',
    sport: 'cricket',
    title: 'Team A v Team B',
    competitionName: 'Island Series T20',
    startAt: START,
    inPlay: false,
    finished: false,
    isTv: false,
    isBookmaker: false,
    isFancy: false,
    status: 'OPEN',
    runners: [
      { selectionId: 1, nat: 'Team A', back: { price: 2.5, size: 1200 }, lay: { price: 2.52, size: 800 } },
      { selectionId: 2, nat: 'Team B', back: { price: 1.66, size: 5000 }, lay: { price: 1.67, size: 4000 } },
    ],
    ...overrides,
  };
}

export function listItem(overrides: Partial<MatchListItem> = {}): MatchListItem {
  const row = listRow();
  const id = overrides.id ?? row.id;
  return {
    id,
    title: row.title,
    matchType: 'cricket',
    startAt: row.startAt,
    beventId: null,
    eventId: `10${id}`,
    gmid: `50${id}`,
    section: row.runners,
    inPlay: false,
    competitionId: '100043',
    competitionName: row.competitionName,
    isTv: false,
    isBookmaker: false,
    isFancy: false,
    ...overrides,
  };
}

/** What list() emits: rows sorted by start time, indexed by id. */
export function listState(rows: readonly ListRow[], seq = 1, updatedAt = Date.now()): ListState {
  const sorted = [...rows].sort((a, b) =>
    a.startAt === b.startAt ? (a.id < b.id ? -1 : 1) : a.startAt < b.startAt ? -1 : 1,
  );
  return { rows: sorted, byId: new Map(sorted.map((r) => [r.id, r])), seq, updatedAt };
}
