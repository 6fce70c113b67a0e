/**
 * The JSON the game page reads: each engine's description of a game (`GameInfo`) and of a round
 * (`EngineView`). Types only: the browser code imports them too. Money is in currency units with
 * at most two decimals; multipliers are plain numbers with two decimals.
 */

export interface StakeLimits {
  minStake: number;
  maxStake: number;
}

/** One place a chip can go (roulette, colour, sic bo): its key, label and what it returns per unit staked. */
export interface BetSpot {
  key: string;
  label: string;
  /** Returned per unit staked when it wins, stake included ("pays 2×"); a range where it depends on the draw. */
  pays: string;
}

export interface CrashInfo extends StakeLimits {
  engine: 'crash';
  /** Aviator draws a plane, crash a line graph. */
  style: 'aviator' | 'crash';
  /** m(t) = e^(growth · t), t in ms. */
  growth: number;
  maxMultiplier: number;
  minAutoCashOut: number;
}

export interface MinesInfo extends StakeLimits {
  engine: 'mines';
  /** Tiles per side (5 → 25 tiles). */
  side: number;
  minMines: number;
  maxMines: number;
  defaultMines: number;
  maxMultiplier: number;
}

export interface RouletteInfo extends StakeLimits {
  engine: 'roulette';
  /** Pockets in wheel order, from 0. */
  wheel: number[];
  red: number[];
  spots: BetSpot[];
  maxBets: number;
}

export interface ColourInfo extends StakeLimits {
  engine: 'colour';
  spots: BetSpot[];
  maxBets: number;
}

export interface SicboInfo extends StakeLimits {
  engine: 'sicbo';
  spots: BetSpot[];
  maxBets: number;
}

export interface CardRowInfo {
  sid: number;
  label: string;
  group: string;
  /** The decimal back price the row pays at (stake included). */
  back: number;
  min: number;
  max: number;
}

export interface CardsInfo {
  engine: 'cards';
  table: string;
  tableName: string;
  hands: { key: string; label: string }[];
  groups: { key: string; title: string }[];
  rows: CardRowInfo[];
  /** Pairs of sids that may not both be backed in one round. */
  opposite: [number, number][];
  rules: string[];
  /** 3 Cards Judgement: a bet also names exactly three ranks. */
  ranks: string[] | null;
  /** Rows of the Backlay table not offered here (they open later in a Backlay round). */
  unavailable: string[];
  maxBets: number;
}

export type GameInfo = CrashInfo | MinesInfo | RouletteInfo | ColourInfo | SicboInfo | CardsInfo;

export interface CrashView {
  engine: 'crash';
  stake: number;
  autoCashOut: number | null;
  /** live: flying; cashed: the player took the multiplier; crashed: lost. */
  phase: 'live' | 'cashed' | 'crashed';
  /** Time since take-off when the view was made (live), for the page's own animation. */
  elapsedMs: number;
  /** Live: the current multiplier; over: the multiplier the player cashed out at, or the crash point. */
  multiplier: number;
  /** Known once the round is over. */
  crashPoint: number | null;
  payout: number | null;
}

export interface MinesView {
  engine: 'mines';
  stake: number;
  side: number;
  mines: number;
  revealed: number[];
  multiplier: number;
  /** The multiplier after one more safe tile (null when none is left or the round is over). */
  nextMultiplier: number | null;
  phase: 'live' | 'cashed' | 'bust';
  /** Known once the round is over. */
  minePositions: number[] | null;
  /** The mine the player hit. */
  hit: number | null;
  payout: number | null;
}

export interface PlacedBet {
  key: string;
  label: string;
  stake: number;
  /** What this bet returned (stake included), once the round is over. */
  payout: number | null;
}

export interface RouletteView {
  engine: 'roulette';
  bets: PlacedBet[];
  /** The winning pocket, once spun. */
  number: number | null;
  colour: 'red' | 'black' | 'green' | null;
  payout: number | null;
}

export interface ColourView {
  engine: 'colour';
  bets: PlacedBet[];
  number: number | null;
  colours: ('green' | 'red' | 'violet')[];
  payout: number | null;
}

export interface SicboView {
  engine: 'sicbo';
  bets: PlacedBet[];
  dice: number[] | null;
  total: number | null;
  payout: number | null;
}

export interface ShownCard {
  hand: string;
  code: string;
  /** "10♠". */
  label: string;
  red: boolean;
}

export interface CardBetView extends PlacedBet {
  odds: number;
  /** Profit (or loss, negative) as Backlay settles the back bet. */
  pnl: number | null;
}

export interface CardsView {
  engine: 'cards';
  bets: CardBetView[];
  cards: ShownCard[] | null;
  /** The table's result line ("Dragon", "Player A wins with a pair"). */
  result: string | null;
  payout: number | null;
}

export type EngineView = CrashView | MinesView | RouletteView | ColourView | SicboView | CardsView;
