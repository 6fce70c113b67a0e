/**
 * Bets: placement bodies, placed bets, the lists and the position calls (spec section 7, "Bets").
 * Money leaves the API as a number of currency units with at most two decimals.
 */
import type { Static } from 'typebox';
// Type-only: this module is a Module Federation shared entry, typebox stays out of the browser's first load.
import type {
  BetEventTypeSchema,
  BetKindSchema,
  BetRejectCodeSchema,
  BetRejectionSchema,
  BetOrderSchema,
  BetResultSchema,
  BetSideSchema,
  CancelOrderRequestSchema,
  InPlayChoiceSchema,
  OrderListQuerySchema,
  OrderResponseSchema,
  PlaceOrderRequestSchema,
  RepriceOrderRequestSchema,
  CommissionRateSchema,
  DeleteRaceBetsRequestSchema,
  MarketPositionSchema,
  MyMarketRowSchema,
  PlaceBetRequestSchema,
  CashOutRequestSchema,
  PlaceBetResponseSchema,
  PlacedBetKindSchema,
  PlacedBetSchema,
  ProfitLossRequestSchema,
  RunAmountRowSchema,
  RunAmountSchema,
} from '../schemas/bets.js';
import type { MarketResult, MarketType } from '../sports/types.js';
import type { UserBalance } from './index.js';

/** The kind paths of spec section 7; each takes the markets listed in BET_KIND_MARKETS. */
export type BetKind = Static<typeof BetKindSchema>;

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
export type PlacedBetKind = Static<typeof PlacedBetKindSchema>;

/** The kind a market's bets go through. */
export function betKindOf(type: MarketType): BetKind {
  for (const kind of Object.keys(BET_KIND_MARKETS) as BetKind[]) {
    if (BET_KIND_MARKETS[kind].includes(type)) return kind;
  }
  throw new RangeError(`no bet kind takes ${type} markets`);
}

/** A bet's sport, `card` for a live card table, or `casino` for a provider casino round. */
export type BetEventType = Static<typeof BetEventTypeSchema>;

/** BACK/LAY on exchange, bookmaker and decimal fancy markets; YES/NO on run-line sessions. */
export type BetSide = Static<typeof BetSideSchema>;

/** Spec section 3: open states are PENDING and UNDECLARE. TIE is a void (stake returned). */
export type BetResult = Static<typeof BetResultSchema>;

export const OPEN_RESULTS: readonly BetResult[] = ['PENDING', 'UNDECLARE'];

/** POST /bet/… body. */
export type PlaceBetRequest = Static<typeof PlaceBetRequestSchema>;

/** The cash-out bet the player was quoted, and the share of the position it closes. */
export type CashOutRequest = Static<typeof CashOutRequestSchema>;

export type PlacedBet = Static<typeof PlacedBetSchema>;

/** The answer to a placement. */
export type PlaceBetResponse = Static<typeof PlaceBetResponseSchema>;

/** A placement refused for a reason the slip can act on. */
export type BetRejectCode = Static<typeof BetRejectCodeSchema>;

/** Error body of a refused placement: `current` is the price on offer now, when there is one. */
export type BetRejection = Static<typeof BetRejectionSchema>;

/** One row of a run-amount ladder. */
export type RunAmountRow = Static<typeof RunAmountRowSchema>;

/** GET run-amount/{id}?matchId= (and the meter variant). */
export type RunAmount = Static<typeof RunAmountSchema>;

/** POST /bet/profitLoss body: the markets to compute positions for. */
export type ProfitLossRequest = Static<typeof ProfitLossRequestSchema>;

/** The player's position in one market. */
export type MarketPosition = Static<typeof MarketPositionSchema>;

/** A row of GET bet/myMarket (spec section 3). */
export type MyMarketRow = Static<typeof MyMarketRowSchema>;

/** A row of GET /bet/commission: a market type's commission on net winnings, in percent. */
export type CommissionRate = Static<typeof CommissionRateSchema>;

/** POST /bet/deleteMultipleBetForRace: the player withdraws open race bets before the off. */
export type DeleteRaceBetsRequest = Static<typeof DeleteRaceBetsRequestSchema>;

/** An exchange order: the matched, unmatched and cancelled parts of a back or lay at the player's price. */
export type BetOrder = Static<typeof BetOrderSchema>;
export type InPlayChoice = Static<typeof InPlayChoiceSchema>;
/** POST /bet/order body. */
export type PlaceOrderRequest = Static<typeof PlaceOrderRequestSchema>;
export type CancelOrderRequest = Static<typeof CancelOrderRequestSchema>;
export type RepriceOrderRequest = Static<typeof RepriceOrderRequestSchema>;
export type OrderListQuery = Static<typeof OrderListQuerySchema>;
/** The answer to an order, a cancel or a new price. */
export type OrderResponse = Static<typeof OrderResponseSchema>;

/** Payloads of the betting events on the main socket (spec section 4). */
export interface BetPlacedEvent {
  bet: PlacedBet;
  balance: UserBalance;
}

/** An order changed: part of it matched (`bet`, the matched part), it was cancelled or it lapsed. */
export interface OrderEvent {
  order: BetOrder;
  bet: PlacedBet | null;
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
