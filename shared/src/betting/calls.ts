/**
 * The betting calls of spec section 7 ("Bets"), typed against `@backlay/shared/api`. Every remote
 * that shows bets or positions goes through these.
 */
import type {
  BetKind,
  BetOrder,
  CancelOrderRequest,
  CashOutRequest,
  CommissionRate,
  DeleteRaceBetsRequest,
  MarketPosition,
  MyMarketRow,
  OrderListQuery,
  OrderResponse,
  Paged,
  PlaceOrderRequest,
  PlaceBetRequest,
  PlaceBetResponse,
  PlacedBet,
  ProfitLossQuery,
  ProfitLossReport,
  ProfitLossRequest,
  RepriceOrderRequest,
  RunAmount,
} from '../api/index.js';
import { BET_KIND_PATHS } from '../api/bets.js';
import type { ApiResponse, HttpClient, RequestOptions } from '../http/client.js';
import type { SessionProfitLoss } from '../sports/api.js';

const seg = (value: string | number): string => encodeURIComponent(String(value));

/** A fresh idempotency key for one placement attempt (reuse it to retry the same attempt). */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID().replace(/-/g, '');
  let key = '';
  for (let i = 0; i < 32; i++) key += Math.floor(Math.random() * 16).toString(16);
  return key;
}

/**
 * POST /bet/… at the kind's path. Bets never cancel one another (each has its own key), and the
 * server holds in-play bets for the market's delay, so the call can take that many seconds.
 */
export function placeBet(
  http: HttpClient,
  kind: BetKind,
  body: PlaceBetRequest,
  options: RequestOptions = {},
): Promise<ApiResponse<PlaceBetResponse>> {
  return http.post<PlaceBetResponse>(`/${BET_KIND_PATHS[kind]}`, body, { allowConcurrent: true, ...options });
}

/**
 * POST /bet/order — an exchange order on a ladder market: what the prices on offer take matches at
 * once, the rest waits at the order's price. Held for the in-play delay like a bet.
 */
export function placeOrder(
  http: HttpClient,
  body: PlaceOrderRequest,
  options: RequestOptions = {},
): Promise<ApiResponse<OrderResponse>> {
  return http.post<OrderResponse>('/bet/order', body, { allowConcurrent: true, ...options });
}

/** POST /bet/order/cancel — cancels what is still unmatched of an order. */
export function cancelOrder(
  http: HttpClient,
  body: CancelOrderRequest,
  options: RequestOptions = {},
): Promise<ApiResponse<OrderResponse>> {
  return http.post<OrderResponse>('/bet/order/cancel', body, { allowConcurrent: true, ...options });
}

/** POST /bet/order/price — moves what is still unmatched of an order to a new price. */
export function repriceOrder(
  http: HttpClient,
  body: RepriceOrderRequest,
  options: RequestOptions = {},
): Promise<ApiResponse<OrderResponse>> {
  return http.post<OrderResponse>('/bet/order/price', body, { allowConcurrent: true, ...options });
}

/** GET /bet/orders — the player's waiting orders (or all of them, newest first), optionally of one match. */
export function orders(
  http: HttpClient,
  query: OrderListQuery = {},
  options: RequestOptions = {},
): Promise<ApiResponse<BetOrder[]>> {
  return http.get<BetOrder[]>('/bet/orders', { ...options, params: { ...query } });
}

export interface BetListQuery {
  page?: number;
  limit?: number;
  /** MATCHED (default view) or DELETED. */
  status?: 'MATCHED' | 'DELETED';
  eventType?: string;
  /** The spec's raw filter string, e.g. `result=inArr["PENDING","UNDECLARE"]&betPlaced.matchId=eq123`. */
  filter?: string;
}

/** GET /bet: the player's current bets, paged 10. */
export function currentBets(
  http: HttpClient,
  query: BetListQuery = {},
  options: RequestOptions = {},
): Promise<ApiResponse<Paged<PlacedBet>>> {
  return http.get<Paged<PlacedBet>>('/bet', {
    ...options,
    ...(query.filter !== undefined ? { filter: query.filter } : {}),
    params: {
      page: query.page ?? 1,
      limit: query.limit ?? 10,
      status: query.status,
      'betPlaced.eventType': query.eventType,
    },
  });
}

/** GET /bet/placed: the player's open bets on a match, newest first. */
export function placedBets(
  http: HttpClient,
  matchId: string,
  options: RequestOptions = {},
): Promise<ApiResponse<Paged<PlacedBet>>> {
  return http.get<Paged<PlacedBet>>('/bet/placed', {
    ...options,
    filter: `result=inArr["PENDING","UNDECLARE"]&betPlaced.matchId=eq${matchId}`,
    params: { sort: 'betPlaced.createdAt:DESC' },
  });
}

/** GET run-amount/{id}?matchId= — the run ladder of a session (meter sessions use the meter variant). */
export function runAmount(
  http: HttpClient,
  betId: string,
  matchId: string,
  meter = false,
  options: RequestOptions = {},
): Promise<ApiResponse<RunAmount>> {
  return http.get<RunAmount>(`/run-amount/${meter ? 'meter/' : ''}${seg(betId)}`, { ...options, params: { matchId } });
}

/** GET bet/session/profitLoss?matchId= — every session of the match the player holds. */
export function sessionProfitLoss(
  http: HttpClient,
  matchId: string,
  options: RequestOptions = {},
): Promise<ApiResponse<SessionProfitLoss[]>> {
  return http.get<SessionProfitLoss[]>('/bet/session/profitLoss', { ...options, params: { matchId } });
}

/** POST /bet/profitLoss — positions per market (runner P/L, ladders, exposure). */
export function marketPositions(
  http: HttpClient,
  body: ProfitLossRequest,
  options: RequestOptions = {},
): Promise<ApiResponse<MarketPosition[]>> {
  return http.post<MarketPosition[]>('/bet/profitLoss', body, options);
}

/** GET bet/myMarket — markets where the player has open bets. */
/** GET /report/profitLoss: settled bets by sport and market over a date range. */
export function profitLossReport(
  http: HttpClient,
  query: ProfitLossQuery,
  options: RequestOptions = {},
): Promise<ApiResponse<ProfitLossReport>> {
  const params: Record<string, string> = { from: query.from, to: query.to };
  if (query.eventType) params.eventType = query.eventType;
  if (query.utcOffset) params.utcOffset = String(query.utcOffset);
  return http.get<ProfitLossReport>('/report/profitLoss', {
    ...options,
    params: { ...params, ...(options.params ?? {}) },
  });
}

/** POST /bet/cashOut — places the quoted cash-out bet (answers as a placement does). */
export function cashOut(
  http: HttpClient,
  body: CashOutRequest,
  options: RequestOptions = {},
): Promise<ApiResponse<PlaceBetResponse>> {
  return http.post<PlaceBetResponse>('/bet/cashOut', body, options);
}

/** GET /bet/commission — the commission schedule: percent of net winnings per market type. */
export function commissionRates(
  http: HttpClient,
  options: RequestOptions = {},
): Promise<ApiResponse<CommissionRate[]>> {
  return http.get<CommissionRate[]>('/bet/commission', options);
}

export function myMarket(http: HttpClient, options: RequestOptions = {}): Promise<ApiResponse<MyMarketRow[]>> {
  return http.get<MyMarketRow[]>('/bet/myMarket', options);
}

/** POST /bet/deleteMultipleBetForRace — withdraw open race bets before the off. */
export function deleteRaceBets(
  http: HttpClient,
  body: DeleteRaceBetsRequest,
  options: RequestOptions = {},
): Promise<ApiResponse<{ deleted: number }>> {
  return http.post<{ deleted: number }>('/bet/deleteMultipleBetForRace', body, options);
}
