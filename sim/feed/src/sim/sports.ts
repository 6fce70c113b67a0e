/**
 * How each sport of the spec's All Sports list plus the two racing sports is simulated. The list
 * itself (key, name, id, engine, racing) is the contract's `SPORTS`, shared with the client.
 */
import { SPORTS } from '@backlay/shared/sports';
import type { Rng } from './rng.js';
import { countryName, placeName, type TeamStyle } from './names.js';
import type { CricketFormat, SportInfo, SportKey } from './types.js';

export { SPORTS };

export interface GoalsConfig {
  engine: 'goals';
  periods: number;
  /** Game minutes per period (real minutes = periodMin / clockScale, plus stoppage). */
  periodMin: number;
  /** Break after each period but the last (minutes). */
  breaksMin: readonly number[];
  stoppageMin: readonly [number, number];
  /**
   * true: stoppage is added time shown as 45+2 (football); false: the clock stops, so the real
   * period lasts periodMin + stoppage while the shown clock only reaches periodMin.
   */
  addedTime: boolean;
  /** Game minutes shown per real minute (esoccer plays 90 minutes in 12). */
  clockScale: number;
  periodName: 'Half' | 'Quarter' | 'Period' | 'Inning';
  /** Match odds include the draw; otherwise a level game goes to overtime. */
  draw: boolean;
  overtimeMin: number;
  /** Expected points per team per regulation game. */
  meanPoints: number;
  /** Points per scoring event with weights. */
  increments: readonly (readonly [number, number])[];
  stepSec: number;
  /** Suspend match odds for a few seconds after each score. */
  suspendOnScore: boolean;
  /** Over/under line for a total-goals market, or null. */
  overUnder: number | null;
}

export interface SetsConfig {
  engine: 'sets';
  unit: 'set' | 'frame' | 'leg' | 'map';
  target: number;
  winBy2: boolean;
  setsToWin: number;
  deciderTarget: number;
  pointSec: readonly [number, number];
  setBreakSec: number;
  /** Spread of the favourite's per-point edge. */
  edge: number;
}

export interface TennisConfig {
  engine: 'tennis';
  bestOf: 3 | 5;
  pointSec: readonly [number, number];
}

export interface DuelConfig {
  engine: 'duel';
  style: 'boxing' | 'mma' | 'sumo' | 'chess';
  rounds: number;
  roundSec: number;
  restSec: number;
  draw: boolean;
}

export interface FieldConfig {
  engine: 'field';
  runners: readonly [number, number];
  names: 'person' | 'party' | 'horse' | 'team';
  placed: number;
  durationMin: readonly [number, number];
  stepSec: number;
  stage: 'hole' | 'lap' | 'km' | 'percent';
  stageTotal: number;
  marketName: string;
  /** Strength spread between runners. */
  spread: number;
  inPlayBetting: boolean;
  title: (rng: Rng, n: number) => string;
}

export interface CricketConfig {
  engine: 'cricket';
}

export interface RaceConfig {
  engine: 'race';
}

export type EngineConfig =
  GoalsConfig | SetsConfig | TennisConfig | DuelConfig | FieldConfig | CricketConfig | RaceConfig;

export interface CompetitionSetup {
  name: string;
  format: CricketFormat | null;
  /** Headline competitions get TV and deeper markets more often. */
  tier: 1 | 2;
}

export interface SportSetup {
  info: SportInfo;
  count: number;
  competitions: readonly CompetitionSetup[];
  teamStyle: TeamStyle | 'person';
  /** Typical in-play length, minutes (spreads the initial fixtures). */
  durationMin: number;
  /** New fixtures start this many minutes after they are listed. */
  leadMin: readonly [number, number];
  /** Mean minutes between checks for adding a fixture. */
  addEveryMin: number;
  liquidity: number;
  moMin: number;
  moMax: number;
  moInPlayDelay: number;
  tvChance: number;
  bookmakerChance: number;
  /** Share of the initial fixtures already in play at the start. */
  inPlayShare: number;
  engine: EngineConfig;
}

const comp = (name: string, tier: 1 | 2 = 1, format: CricketFormat | null = null): CompetitionSetup => ({
  name,
  format,
  tier,
});

const GOALS_FOOTBALL: GoalsConfig = {
  engine: 'goals',
  periods: 2,
  periodMin: 45,
  breaksMin: [15],
  stoppageMin: [1, 5],
  addedTime: true,
  clockScale: 1,
  periodName: 'Half',
  draw: true,
  overtimeMin: 0,
  meanPoints: 1.35,
  increments: [[1, 1]],
  stepSec: 60,
  suspendOnScore: true,
  overUnder: 2.5,
};

const BASKETBALL_INC: readonly (readonly [number, number])[] = [
  [1, 0.18],
  [2, 0.6],
  [3, 0.22],
];

type Row = Omit<SportSetup, 'info'> & { key: SportKey };

const defaults = {
  leadMin: [20, 3 * 24 * 60] as const,
  addEveryMin: 12,
  moMin: 100,
  moMax: 25000,
  moInPlayDelay: 5,
  tvChance: 0.2,
  bookmakerChance: 0,
  inPlayShare: 0.35,
};

const fieldTitle =
  (pattern: string) =>
  (rng: Rng, n: number): string =>
    pattern.replace('{place}', placeName(rng)).replace('{country}', countryName(rng)).replace('{n}', String(n));

const ROWS: readonly Row[] = [
  {
    key: 'politics',
    ...defaults,
    count: 3,
    competitions: [comp('World Elections'), comp('Leadership Contests', 2)],
    teamStyle: 'person',
    durationMin: 480,
    leadMin: [2 * 24 * 60, 20 * 24 * 60],
    addEveryMin: 120,
    liquidity: 20000,
    moMax: 50000,
    inPlayShare: 0,
    engine: {
      engine: 'field',
      runners: [4, 7],
      names: 'party',
      placed: 1,
      durationMin: [360, 600],
      stepSec: 600,
      stage: 'percent',
      stageTotal: 100,
      marketName: 'Most Seats',
      spread: 0.9,
      inPlayBetting: true,
      title: fieldTitle('{country} General Election'),
    },
  },
  {
    key: 'cricket',
    ...defaults,
    count: 8,
    competitions: [
      comp('Backlay Premier T20', 1, 'T20'),
      comp('Coastal Cup One-Day', 1, 'ODI'),
      comp('Northern Challenge T20', 2, 'T20'),
      comp('Island Series ODI', 2, 'ODI'),
    ],
    teamStyle: 'cricket',
    durationMin: 200,
    leadMin: [30, 2 * 24 * 60],
    addEveryMin: 20,
    liquidity: 60000,
    moMax: 500000,
    tvChance: 0.8,
    bookmakerChance: 0.9,
    inPlayShare: 0.5,
    engine: { engine: 'cricket' },
  },
  {
    key: 'football',
    ...defaults,
    count: 10,
    competitions: [
      comp('Backlay Premier League'),
      comp('Continental Cup'),
      comp('Second Division', 2),
      comp('Coastal League', 2),
    ],
    teamStyle: 'football',
    durationMin: 110,
    leadMin: [20, 2 * 24 * 60],
    addEveryMin: 10,
    liquidity: 40000,
    moMax: 200000,
    tvChance: 0.6,
    bookmakerChance: 0.3,
    inPlayShare: 0.4,
    engine: GOALS_FOOTBALL,
  },
  {
    key: 'tennis',
    ...defaults,
    count: 8,
    competitions: [comp('Backlay Open'), comp('Harbour Classic'), comp('Challenger Series', 2)],
    teamStyle: 'person',
    durationMin: 100,
    leadMin: [15, 24 * 60],
    addEveryMin: 10,
    liquidity: 15000,
    moMax: 100000,
    moInPlayDelay: 3,
    tvChance: 0.4,
    bookmakerChance: 0.2,
    inPlayShare: 0.4,
    engine: { engine: 'tennis', bestOf: 3, pointSec: [25, 45] },
  },
  {
    key: 'tableTennis',
    ...defaults,
    count: 4,
    competitions: [comp('Backlay TT Cup'), comp('Setka League', 2)],
    teamStyle: 'person',
    durationMin: 25,
    leadMin: [10, 180],
    addEveryMin: 6,
    liquidity: 2000,
    inPlayShare: 0.4,
    engine: {
      engine: 'sets',
      unit: 'set',
      target: 11,
      winBy2: true,
      setsToWin: 3,
      deciderTarget: 11,
      pointSec: [8, 16],
      setBreakSec: 60,
      edge: 0.05,
    },
  },
  {
    key: 'badminton',
    ...defaults,
    count: 3,
    competitions: [comp('Backlay Shuttle Open')],
    teamStyle: 'person',
    durationMin: 50,
    leadMin: [20, 24 * 60],
    liquidity: 2000,
    engine: {
      engine: 'sets',
      unit: 'set',
      target: 21,
      winBy2: true,
      setsToWin: 2,
      deciderTarget: 21,
      pointSec: [10, 20],
      setBreakSec: 90,
      edge: 0.04,
    },
  },
  {
    key: 'esoccer',
    ...defaults,
    count: 4,
    competitions: [comp('Esoccer Battle – 12 mins'), comp('Esoccer Arena – 8 mins', 2)],
    teamStyle: 'football',
    durationMin: 14,
    leadMin: [5, 60],
    addEveryMin: 4,
    liquidity: 1500,
    inPlayShare: 0.5,
    engine: {
      ...GOALS_FOOTBALL,
      breaksMin: [1],
      stoppageMin: [0, 0],
      clockScale: 7.5,
      meanPoints: 2.3,
      stepSec: 15,
      overUnder: 4.5,
    },
  },
  {
    key: 'basketball',
    ...defaults,
    count: 4,
    competitions: [comp('Backlay Basketball League'), comp('Continental Hoops Cup', 2)],
    teamStyle: 'court',
    durationMin: 120,
    liquidity: 8000,
    moMax: 50000,
    engine: {
      engine: 'goals',
      periods: 4,
      periodMin: 10,
      breaksMin: [2, 15, 2],
      stoppageMin: [8, 14],
      addedTime: false,
      clockScale: 1,
      periodName: 'Quarter',
      draw: false,
      overtimeMin: 5,
      meanPoints: 80,
      increments: BASKETBALL_INC,
      stepSec: 20,
      suspendOnScore: false,
      overUnder: null,
    },
  },
  {
    key: 'volleyball',
    ...defaults,
    count: 3,
    competitions: [comp('Backlay Volley League')],
    teamStyle: 'court',
    durationMin: 100,
    liquidity: 3000,
    engine: {
      engine: 'sets',
      unit: 'set',
      target: 25,
      winBy2: true,
      setsToWin: 3,
      deciderTarget: 15,
      pointSec: [18, 30],
      setBreakSec: 180,
      edge: 0.03,
    },
  },
  {
    key: 'snooker',
    ...defaults,
    count: 2,
    competitions: [comp('Backlay Snooker Masters')],
    teamStyle: 'person',
    durationMin: 150,
    liquidity: 4000,
    engine: {
      engine: 'sets',
      unit: 'frame',
      target: 5,
      winBy2: false,
      setsToWin: 1,
      deciderTarget: 5,
      pointSec: [600, 1100],
      setBreakSec: 0,
      edge: 0.12,
    },
  },
  {
    key: 'iceHockey',
    ...defaults,
    count: 3,
    competitions: [comp('Northern Ice League')],
    teamStyle: 'court',
    durationMin: 150,
    liquidity: 6000,
    engine: {
      ...GOALS_FOOTBALL,
      periods: 3,
      periodMin: 20,
      breaksMin: [17, 17],
      stoppageMin: [12, 18],
      addedTime: false,
      periodName: 'Period',
      meanPoints: 2.9,
      stepSec: 60,
      overUnder: 5.5,
    },
  },
  {
    key: 'eGames',
    ...defaults,
    count: 3,
    competitions: [comp('eBasketball H2H – 4x5 mins')],
    teamStyle: 'court',
    durationMin: 26,
    leadMin: [5, 90],
    addEveryMin: 5,
    liquidity: 1000,
    inPlayShare: 0.5,
    engine: {
      engine: 'goals',
      periods: 4,
      periodMin: 5,
      breaksMin: [1, 2, 1],
      stoppageMin: [0, 1],
      addedTime: false,
      clockScale: 1,
      periodName: 'Quarter',
      draw: false,
      overtimeMin: 3,
      meanPoints: 50,
      increments: BASKETBALL_INC,
      stepSec: 15,
      suspendOnScore: false,
      overUnder: null,
    },
  },
  {
    key: 'futsal',
    ...defaults,
    count: 2,
    competitions: [comp('Backlay Futsal League')],
    teamStyle: 'football',
    durationMin: 75,
    liquidity: 1500,
    engine: {
      ...GOALS_FOOTBALL,
      periodMin: 20,
      stoppageMin: [10, 16],
      addedTime: false,
      meanPoints: 3,
      overUnder: 5.5,
    },
  },
  {
    key: 'handball',
    ...defaults,
    count: 2,
    competitions: [comp('Backlay Handball Bundesliga')],
    teamStyle: 'court',
    durationMin: 85,
    liquidity: 3000,
    engine: {
      ...GOALS_FOOTBALL,
      periodMin: 30,
      stoppageMin: [5, 10],
      addedTime: false,
      meanPoints: 28,
      stepSec: 30,
      suspendOnScore: false,
      overUnder: null,
    },
  },
  {
    key: 'kabaddi',
    ...defaults,
    count: 2,
    competitions: [comp('Backlay Kabaddi League')],
    teamStyle: 'court',
    durationMin: 50,
    liquidity: 2000,
    engine: {
      engine: 'goals',
      periods: 2,
      periodMin: 20,
      breaksMin: [5],
      stoppageMin: [2, 5],
      addedTime: false,
      clockScale: 1,
      periodName: 'Half',
      draw: true,
      overtimeMin: 0,
      meanPoints: 35,
      increments: [
        [1, 0.55],
        [2, 0.35],
        [3, 0.1],
      ],
      stepSec: 20,
      suspendOnScore: false,
      overUnder: null,
    },
  },
  {
    key: 'golf',
    ...defaults,
    count: 2,
    competitions: [comp('Backlay Golf Tour')],
    teamStyle: 'person',
    durationMin: 270,
    leadMin: [60, 3 * 24 * 60],
    addEveryMin: 60,
    liquidity: 5000,
    engine: {
      engine: 'field',
      runners: [10, 16],
      names: 'person',
      placed: 3,
      durationMin: [240, 300],
      stepSec: 120,
      stage: 'hole',
      stageTotal: 18,
      marketName: 'Winner',
      spread: 0.7,
      inPlayBetting: true,
      title: fieldTitle('{place} Classic – Final Round'),
    },
  },
  {
    key: 'rugbyLeague',
    ...defaults,
    count: 2,
    competitions: [comp('Backlay Rugby League')],
    teamStyle: 'court',
    durationMin: 100,
    liquidity: 4000,
    engine: {
      engine: 'goals',
      periods: 2,
      periodMin: 40,
      breaksMin: [15],
      stoppageMin: [3, 8],
      addedTime: false,
      clockScale: 1,
      periodName: 'Half',
      draw: true,
      overtimeMin: 0,
      meanPoints: 22,
      increments: [
        [4, 0.25],
        [6, 0.6],
        [2, 0.1],
        [1, 0.05],
      ],
      stepSec: 60,
      suspendOnScore: true,
      overUnder: null,
    },
  },
  {
    key: 'boxing',
    ...defaults,
    count: 2,
    competitions: [comp('Backlay Fight Night')],
    teamStyle: 'person',
    durationMin: 50,
    leadMin: [60, 5 * 24 * 60],
    addEveryMin: 60,
    liquidity: 5000,
    inPlayShare: 0.3,
    engine: { engine: 'duel', style: 'boxing', rounds: 12, roundSec: 180, restSec: 60, draw: true },
  },
  {
    key: 'beachVolleyball',
    ...defaults,
    count: 2,
    competitions: [comp('Backlay Beach Tour')],
    teamStyle: 'person',
    durationMin: 50,
    liquidity: 1500,
    engine: {
      engine: 'sets',
      unit: 'set',
      target: 21,
      winBy2: true,
      setsToWin: 2,
      deciderTarget: 15,
      pointSec: [15, 25],
      setBreakSec: 60,
      edge: 0.03,
    },
  },
  {
    key: 'mixedMartialArts',
    ...defaults,
    count: 3,
    competitions: [comp('Backlay Fighting Championship')],
    teamStyle: 'person',
    durationMin: 20,
    leadMin: [30, 5 * 24 * 60],
    addEveryMin: 30,
    liquidity: 5000,
    inPlayShare: 0.3,
    engine: { engine: 'duel', style: 'mma', rounds: 3, roundSec: 300, restSec: 60, draw: false },
  },
  {
    key: 'motogp',
    ...defaults,
    count: 2,
    competitions: [comp('Backlay MotoGP Series')],
    teamStyle: 'person',
    durationMin: 42,
    leadMin: [60, 5 * 24 * 60],
    addEveryMin: 60,
    liquidity: 3000,
    inPlayShare: 0.25,
    engine: {
      engine: 'field',
      runners: [10, 14],
      names: 'person',
      placed: 3,
      durationMin: [38, 46],
      stepSec: 20,
      stage: 'lap',
      stageTotal: 24,
      marketName: 'Race Winner',
      spread: 0.6,
      inPlayBetting: true,
      title: fieldTitle('Grand Prix of {place}'),
    },
  },
  {
    key: 'chess',
    ...defaults,
    count: 2,
    competitions: [comp('Backlay Chess Grand Tour')],
    teamStyle: 'person',
    durationMin: 150,
    liquidity: 1000,
    engine: { engine: 'duel', style: 'chess', rounds: 1, roundSec: 9000, restSec: 0, draw: true },
  },
  {
    key: 'cycling',
    ...defaults,
    count: 2,
    competitions: [comp('Backlay Tour')],
    teamStyle: 'person',
    durationMin: 240,
    leadMin: [60, 3 * 24 * 60],
    addEveryMin: 60,
    liquidity: 2000,
    engine: {
      engine: 'field',
      runners: [10, 14],
      names: 'person',
      placed: 3,
      durationMin: [200, 280],
      stepSec: 120,
      stage: 'km',
      stageTotal: 180,
      marketName: 'Stage Winner',
      spread: 0.6,
      inPlayBetting: true,
      title: fieldTitle('Tour of {place} – Stage {n}'),
    },
  },
  {
    key: 'motorbikes',
    ...defaults,
    count: 2,
    competitions: [comp('Backlay Superbike Series')],
    teamStyle: 'person',
    durationMin: 35,
    leadMin: [30, 3 * 24 * 60],
    addEveryMin: 45,
    liquidity: 1500,
    engine: {
      engine: 'field',
      runners: [8, 12],
      names: 'person',
      placed: 3,
      durationMin: [30, 40],
      stepSec: 20,
      stage: 'lap',
      stageTotal: 20,
      marketName: 'Race Winner',
      spread: 0.6,
      inPlayBetting: true,
      title: fieldTitle('{place} Superbike – Race {n}'),
    },
  },
  {
    key: 'athletics',
    ...defaults,
    count: 2,
    competitions: [comp('Backlay Diamond Meets')],
    teamStyle: 'person',
    durationMin: 4,
    leadMin: [20, 2 * 24 * 60],
    addEveryMin: 45,
    liquidity: 1500,
    inPlayShare: 0,
    engine: {
      engine: 'field',
      runners: [8, 12],
      names: 'person',
      placed: 3,
      durationMin: [3, 5],
      stepSec: 10,
      stage: 'percent',
      stageTotal: 100,
      marketName: 'Winner',
      spread: 0.7,
      inPlayBetting: true,
      title: fieldTitle("{place} Meet – Men's 1500m Final"),
    },
  },
  {
    key: 'basketball3x3',
    ...defaults,
    count: 2,
    competitions: [comp('Backlay 3x3 Tour')],
    teamStyle: 'court',
    durationMin: 15,
    leadMin: [10, 240],
    addEveryMin: 15,
    liquidity: 1000,
    engine: {
      engine: 'goals',
      periods: 1,
      periodMin: 10,
      breaksMin: [],
      stoppageMin: [3, 5],
      addedTime: false,
      clockScale: 1,
      periodName: 'Period',
      draw: false,
      overtimeMin: 2,
      meanPoints: 19,
      increments: [
        [1, 0.7],
        [2, 0.3],
      ],
      stepSec: 15,
      suspendOnScore: false,
      overUnder: null,
    },
  },
  {
    key: 'sumo',
    ...defaults,
    count: 3,
    competitions: [comp('Backlay Basho – Makuuchi')],
    teamStyle: 'person',
    durationMin: 1,
    leadMin: [10, 600],
    addEveryMin: 15,
    liquidity: 800,
    inPlayShare: 0,
    engine: { engine: 'duel', style: 'sumo', rounds: 1, roundSec: 40, restSec: 0, draw: false },
  },
  {
    key: 'virtualSports',
    ...defaults,
    count: 3,
    competitions: [comp('Backlay Virtual Racing')],
    teamStyle: 'person',
    durationMin: 1,
    leadMin: [2, 10],
    addEveryMin: 3,
    liquidity: 500,
    inPlayShare: 0,
    engine: {
      engine: 'field',
      runners: [6, 10],
      names: 'horse',
      placed: 3,
      durationMin: [1, 1.5],
      stepSec: 5,
      stage: 'percent',
      stageTotal: 100,
      marketName: 'Win',
      spread: 0.6,
      inPlayBetting: false,
      title: fieldTitle('Virtual Derby {n}'),
    },
  },
  {
    key: 'motorSports',
    ...defaults,
    count: 2,
    competitions: [comp('Backlay Touring Cars')],
    teamStyle: 'person',
    durationMin: 90,
    leadMin: [60, 5 * 24 * 60],
    addEveryMin: 60,
    liquidity: 3000,
    engine: {
      engine: 'field',
      runners: [10, 16],
      names: 'person',
      placed: 3,
      durationMin: [80, 100],
      stepSec: 30,
      stage: 'lap',
      stageTotal: 60,
      marketName: 'Race Winner',
      spread: 0.6,
      inPlayBetting: true,
      title: fieldTitle('{place} 300'),
    },
  },
  {
    key: 'baseball',
    ...defaults,
    count: 3,
    competitions: [comp('Backlay Baseball League')],
    teamStyle: 'court',
    durationMin: 170,
    liquidity: 5000,
    engine: {
      engine: 'goals',
      periods: 9,
      periodMin: 18,
      breaksMin: [1, 1, 1, 1, 1, 1, 1, 1],
      stoppageMin: [0, 0],
      addedTime: false,
      clockScale: 1,
      periodName: 'Inning',
      draw: false,
      overtimeMin: 18,
      meanPoints: 4.5,
      increments: [
        [1, 0.7],
        [2, 0.2],
        [3, 0.07],
        [4, 0.03],
      ],
      stepSec: 60,
      suspendOnScore: false,
      overUnder: null,
    },
  },
  {
    key: 'rugbyUnion',
    ...defaults,
    count: 3,
    competitions: [comp('Backlay Rugby Championship')],
    teamStyle: 'court',
    durationMin: 100,
    liquidity: 5000,
    engine: {
      engine: 'goals',
      periods: 2,
      periodMin: 40,
      breaksMin: [15],
      stoppageMin: [3, 8],
      addedTime: false,
      clockScale: 1,
      periodName: 'Half',
      draw: true,
      overtimeMin: 0,
      meanPoints: 24,
      increments: [
        [3, 0.3],
        [5, 0.2],
        [7, 0.5],
      ],
      stepSec: 60,
      suspendOnScore: true,
      overUnder: null,
    },
  },
  {
    key: 'darts',
    ...defaults,
    count: 3,
    competitions: [comp('Backlay Darts Premier')],
    teamStyle: 'person',
    durationMin: 30,
    liquidity: 3000,
    engine: {
      engine: 'sets',
      unit: 'leg',
      target: 6,
      winBy2: false,
      setsToWin: 1,
      deciderTarget: 6,
      pointSec: [120, 180],
      setBreakSec: 0,
      edge: 0.1,
    },
  },
  {
    key: 'americanFootball',
    ...defaults,
    count: 3,
    competitions: [comp('Backlay Gridiron League')],
    teamStyle: 'court',
    durationMin: 190,
    liquidity: 10000,
    moMax: 50000,
    engine: {
      engine: 'goals',
      periods: 4,
      periodMin: 15,
      breaksMin: [2, 15, 2],
      stoppageMin: [25, 35],
      addedTime: false,
      clockScale: 1,
      periodName: 'Quarter',
      draw: false,
      overtimeMin: 10,
      meanPoints: 23,
      increments: [
        [3, 0.35],
        [7, 0.55],
        [6, 0.05],
        [2, 0.05],
      ],
      stepSec: 60,
      suspendOnScore: true,
      overUnder: null,
    },
  },
  {
    key: 'soccer',
    ...defaults,
    count: 4,
    competitions: [comp('Backlay Super Liga'), comp('Southern Soccer Cup', 2)],
    teamStyle: 'football',
    durationMin: 110,
    leadMin: [20, 2 * 24 * 60],
    liquidity: 15000,
    inPlayShare: 0.4,
    engine: GOALS_FOOTBALL,
  },
  {
    key: 'esports',
    ...defaults,
    count: 3,
    competitions: [comp('Backlay Esports Masters')],
    teamStyle: 'esports',
    durationMin: 90,
    liquidity: 3000,
    engine: {
      engine: 'sets',
      unit: 'map',
      target: 13,
      winBy2: false,
      setsToWin: 2,
      deciderTarget: 13,
      pointSec: [80, 120],
      setBreakSec: 300,
      edge: 0.04,
    },
  },
  {
    key: 'boatRacing',
    ...defaults,
    count: 2,
    competitions: [comp('Backlay Boat Race Series')],
    teamStyle: 'person',
    durationMin: 3,
    leadMin: [10, 240],
    addEveryMin: 20,
    liquidity: 800,
    inPlayShare: 0,
    engine: {
      engine: 'field',
      runners: [6, 6],
      names: 'person',
      placed: 2,
      durationMin: [2, 3],
      stepSec: 10,
      stage: 'lap',
      stageTotal: 3,
      marketName: 'Win',
      spread: 0.7,
      inPlayBetting: true,
      title: fieldTitle('{place} Regatta – Race {n}'),
    },
  },
  {
    key: 'horseRacing',
    ...defaults,
    count: 0,
    competitions: [],
    teamStyle: 'person',
    durationMin: 2,
    liquidity: 20000,
    moMax: 100000,
    moInPlayDelay: 1,
    engine: { engine: 'race' },
  },
  {
    key: 'greyHound',
    ...defaults,
    count: 0,
    competitions: [],
    teamStyle: 'person',
    durationMin: 0.5,
    liquidity: 3000,
    moMax: 25000,
    moInPlayDelay: 1,
    engine: { engine: 'race' },
  },
];

const ROW_BY_KEY = new Map(ROWS.map((r) => [r.key, r]));

/** Setup of every sport, keyed, in the order of SPORTS. */
export const SPORT_SETUP: ReadonlyMap<SportKey, SportSetup> = new Map(
  SPORTS.map((info) => {
    const row = ROW_BY_KEY.get(info.key);
    if (!row) throw new Error(`no simulation setup for sport ${info.key}`);
    if (row.engine.engine !== info.engine)
      throw new Error(`sport ${info.key}: engine ${row.engine.engine} is not ${info.engine}`);
    const { key: _key, ...rest } = row;
    const setup: SportSetup = { ...rest, info };
    return [info.key, setup];
  }),
);

export function sportSetup(key: SportKey): SportSetup {
  const s = SPORT_SETUP.get(key);
  if (!s) throw new RangeError(`unknown sport ${key}`);
  return s;
}

export function sportInfo(key: SportKey): SportInfo {
  return sportSetup(key).info;
}
