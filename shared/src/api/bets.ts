/**
 * Bets: placement bodies, placed bets, the lists and the position calls (spec section 7, "Bets").
 * Money leaves the API as a number of currency units with at most two decimals.
 */
import type { MarketResult, MarketType, SportKey } from '../sports/types.js';
import type { UserBalance } from './index.js';

/** The kind paths of spec section 7; each takes the markets listed in BET_KIND_MARKETS. */
export type BetKind = 'session' | 'matchBetting' | 'otherMatchBetting' | 'raceBetting' | 'tournament' | 'cardBetting';

export const BET_KIND_PATHS: Record<BetKind, string> = {
  session: 'bet/session',
  matchBetting: 'bet/matchBetting',
  otherMatchBetting: 'bet/other/matchBetting',
  raceBetting: 'bet/raceBetting',
  tournament: 'bet/tournament',
  cardBetting: 'bet/cardBetting',
};

/** Which market types each kind path places on. */
export const BET_KIND_MARKETS: Record<BetKind, readonly MarketType[]> = {
  matchBetting: ['matchOdds', 'bookmaker'],
  otherMatchBetting: ['tiedMatch', 'completedMatch', 'overUnder'],
  tournament: ['tournamentWinner', 'outright'],
  raceBetting: ['raceWin'],
  session: ['session', 'overByover', 'ballByBall', 'oddEven', 'fancy1', 'khado', 'meter', 'cricketCasino'],
  cardBetting: ['card'],
};

/** Provider casino rounds are not placed through a kind path: the provider's debits open them. */
export type PlacedBetKind = BetKind | 'casino';

/** The kind a market's bets go through. */
export function betKindOf(type: MarketType): BetKind {
  for (const kind of Object.keys(BET_KIND_MARKETS) as BetKind[]) {
    if (BET_KIND_MARKETS[kind].includes(type)) return kind;
  }
  throw new RangeError(`no bet kind takes ${type} markets`);
}

/** A bet's sport, `card` for a live card table, or `casino` for a provider casino round. */
export type BetEventType = SportKey | 'card' | 'casino';

/** BACK/LAY on exchange, bookmaker and decimal fancy markets; YES/NO on run-line sessions. */
export type BetSide = 'BACK' | 'LAY' | 'YES' | 'NO';

/** Spec section 3: open states are PENDING and UNDECLARE. TIE is a void (stake returned). */
export type BetResult = 'PENDING' | 'UNDECLARE' | 'WIN' | 'LOSS' | 'TIE';

export const OPEN_RESULTS: readonly BetResult[] = ['PENDING', 'UNDECLARE'];

/** POST /bet/… body. */
export interface PlaceBetRequest {
  /** The player's key for this bet (8–64 of A–Z a–z 0–9 _ -): a repeat returns the first answer. */
  idempotencyKey: string;
  matchId: string;
  /** The market's id. */
  betId: string;
  selectionId: number;
  betType: BetSide;
  /** Decimal price, bookmaker rate, or session run line — as the market quotes it. */
  odds: number;
  /** Run-line sessions: the rate (100 = even money). */
  ratePercent?: number;
  /** Currency units, at most two decimals. */
  stake: number;
  /**
   * Take a better price than asked when the market has moved in the player's favour (default
   * true). A worse price is always refused.
   */
  acceptBetterOdds?: boolean;
}

export interface PlacedBet {
  id: string;
  kind: PlacedBetKind;
  matchId: string;
  /** The market's id. */
  betId: string;
  marketType: MarketType;
  marketName: string;
  eventName: string;
  eventType: BetEventType;
  selectionId: number;
  teamName: string;
  betType: BetSide;
  /** The price the bet was matched at (decimal, rate or run line). */
  odds: number;
  /** The price the player asked for. */
  requestedOdds: number;
  /** Run-line sessions: the rate. */
  rate: number | null;
  stake: number;
  /** What the bet wins and loses on its own. */
  winAmount: number;
  lossAmount: number;
  result: BetResult;
  /** Signed result once settled (win > 0, loss < 0, void 0); null while open. */
  profitLoss: number | null;
  deleteReason: string | null;
  createdAt: string;
  settledAt: string | null;
}

/** The answer to a placement. */
export interface PlaceBetResponse {
  bet: PlacedBet;
  balance: UserBalance;
}

/** A placement refused for a reason the slip can act on. */
export type BetRejectCode =
  | 'MARKET_CLOSED'
  | 'MARKET_SUSPENDED'
  | 'MARKET_NOT_FOUND'
  | 'WRONG_KIND'
  | 'PRICE_CHANGED'
  | 'INVALID_ODDS'
  | 'INVALID_STAKE'
  | 'STAKE_BELOW_MIN'
  | 'STAKE_ABOVE_MAX'
  | 'INSUFFICIENT_BALANCE'
  | 'EXPOSURE_LIMIT'
  | 'INVALID_SELECTION'
  | 'INVALID_SIDE'
  | 'DEMO_LIMIT'
  /** A card table's rules refuse backing both sides of one round. */
  | 'OPPOSITE_SIDE';

/** Error body of a refused placement: `current` is the price on offer now, when there is one. */
export interface BetRejection {
  statusCode: number;
  message: string;
  code: BetRejectCode;
  current?: { odds: number; ratePercent?: number } | null;
}

/** One row of a run-amount ladder. */
export interface RunAmountRow {
  run: number;
  profitLoss: number;
}

/** GET run-amount/{id}?matchId= (and the meter variant). */
export interface RunAmount {
  betId: string;
  matchId: string;
  /** Every run from below the lowest line to above the highest; the client trims for display. */
  profitLoss: RunAmountRow[];
  /** The worst row, as a positive exposure. */
  maxLoss: number;
  betPlaced: PlacedBet[];
}

/** POST /bet/profitLoss body: the markets to compute positions for. */
export interface ProfitLossRequest {
  matchId: string;
  /** Limit to these markets (default: every market of the match the player has bets on). */
  betIds?: string[];
}

/** The player's position in one market. */
export interface MarketPosition {
  betId: string;
  matchId: string;
  marketType: MarketType;
  /** Selection id → P/L if that runner wins (exchange and bookmaker markets, oddEven, cricketCasino). */
  runners: Record<string, number>;
  /** Run-line and decimal fancy markets: the ladder (run or 1 = YES / 0 = NO → P/L). */
  ladder: RunAmountRow[];
  /** The market's worst case as a positive number. */
  exposure: number;
  totalBet: number;
}

/** A row of GET bet/myMarket (spec section 3). */
export interface MyMarketRow {
  eventType: BetEventType;
  eventName: string;
  matchId: string;
  beventId: string | null;
  /** The market id the row is about. */
  betId: string;
  groupedmarkettype: string | null;
  marketType: string;
  /** Open bets on the market. */
  trade: number;
  exposure: number;
  /** Where the row's event link goes. */
  kind: BetKind;
}

/** POST /bet/deleteMultipleBetForRace: the player withdraws open race bets before the off. */
export interface DeleteRaceBetsRequest {
  requestData: { matchId: string; betIds: string[] };
}

/** Payloads of the betting events on the main socket (spec section 4). */
export interface BetPlacedEvent {
  bet: PlacedBet;
  balance: UserBalance;
}

export interface ResultEvent {
  matchId: string;
  betId: string;
  marketType: MarketType;
  result: MarketResult;
  /** The player's net for this market (0 when the event is about another player's market). */
  profitLoss: number;
}

export interface UndeclareEvent {
  matchId: string;
  betId: string;
  marketType: MarketType;
}

export interface DeleteBetEvent {
  matchId: string;
  betId: string;
  /** Placed-bet ids. */
  betIds: string[];
  deleteReason: string;
  permanent: boolean;
}

/** A result as an operator declares it (the feed produces the same shape). */
export type DeclaredResult = MarketResult;
