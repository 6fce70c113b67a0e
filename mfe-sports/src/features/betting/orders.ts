/**
 * Exchange orders on ladder markets (match odds and the other decimal runner markets): which
 * markets take them, the request, the player's waiting orders on a match as a query, and the words
 * the slip, My Bets and the pushes use about them. Each matched part of an order is an ordinary
 * bet; what is not matched waits at the order's price until it fills, is cancelled or lapses.
 */
import { queryOptions } from '@tanstack/react-query';
import type {
  BetOrder,
  InPlayChoice,
  OrderEvent,
  OrderResponse,
  PlaceOrderRequest,
  PlacedBet,
} from '@backlay/shared/api';
import { bookFamily, orders } from '@backlay/shared/betting';
import { HttpError, type HttpClient, type RequestOptions } from '@backlay/shared/http';
import type { MarketType, PriceKind } from '@backlay/shared/sports';
import { formatPrice } from '../../lib/format.js';
import { formatAmount, toCents, toUnits } from './money.js';
import { asRejection, messageOf } from './outcomes.js';
import { confirmation, SIDE_WORDS } from './placement.js';

/**
 * Orders are taken on runner markets priced in decimal odds: not bookmaker rates, not run lines,
 * not decimal fancy, khado or meter (the API's own rule, `takesOrders` in api/src/betting/orders.ts).
 */
export function takesOrders(market: { type: MarketType; priceKind: PriceKind }): boolean {
  return market.priceKind === 'decimal' && bookFamily(market.type, market.priceKind) === 'odds';
}

/** A back or lay chosen on a ladder market, as the slip sends it. */
export interface OrderChoice {
  matchId: string;
  marketId: string;
  selectionId: number;
  betType: PlaceOrderRequest['betType'];
  /** The order's own price. */
  odds: number;
  stakeCents: number;
  idempotencyKey: string;
  /** Null when the market is in play already: no turn is ahead, the server's default stands. */
  inPlay: InPlayChoice | null;
}

/** The body of POST /bet/order. */
export function orderRequest(choice: OrderChoice): PlaceOrderRequest {
  return {
    idempotencyKey: choice.idempotencyKey,
    matchId: choice.matchId,
    betId: choice.marketId,
    selectionId: choice.selectionId,
    betType: choice.betType,
    odds: choice.odds,
    stake: toUnits(choice.stakeCents),
    ...(choice.inPlay !== null ? { inPlay: choice.inPlay } : {}),
  };
}

/**
 * The player's waiting orders on one match. Keyed under `bets`, so the host's push invalidation
 * refetches it on every bet event (`userOrderUpdated` included), as it does the bet lists.
 */
export const openOrdersKey = (matchId: string) => ['bets', 'orders', matchId, 'OPEN'] as const;

export const openOrdersQuery = (http: HttpClient, matchId: string, request: RequestOptions = {}) =>
  queryOptions({
    queryKey: openOrdersKey(matchId),
    queryFn: ({ signal }) => orders(http, { matchId }, { ...request, signal }).then((r) => r.data),
    staleTime: 0,
  });

const price = (odds: number) => formatPrice(odds, 'decimal');
const sideAndRunner = (o: Pick<BetOrder, 'betType' | 'teamName'>) =>
  `${SIDE_WORDS[o.betType] ?? o.betType} ${o.teamName}`;

/** "300 at 2.1 and 200 at 2.08": the matched parts, each at its own price. */
function partsWords(bets: readonly PlacedBet[]): string {
  const parts = bets.map((b) => `${formatAmount(b.stake)} at ${price(b.odds)}`);
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

const sumUnits = (bets: readonly PlacedBet[]) => toUnits(bets.reduce((sum, b) => sum + toCents(b.stake), 0));

/**
 * What an order's answer means, in words: all matched (the usual confirmation), part matched and
 * the rest waiting, or all of it waiting.
 */
export function orderWords({ order, bets }: Pick<OrderResponse, 'order' | 'bets'>): string {
  const who = sideAndRunner(order);
  const waits = order.unmatched > 0;
  if (!waits && bets.length === 1 && bets[0]) return confirmation(bets[0], 'decimal');
  if (!waits && bets.length > 1)
    return `Bet placed: ${who}, stake ${formatAmount(order.stake)}, matched ${partsWords(bets)}`;
  if (waits && bets.length === 0)
    return `${who}: your bet of ${formatAmount(order.unmatched)} at ${price(order.odds)} waits unmatched.`;
  if (waits) {
    const matched = bets.length === 1 ? partsWords(bets) : `${formatAmount(sumUnits(bets))} (${partsWords(bets)})`;
    return `${who}: matched ${matched}. ${formatAmount(order.unmatched)} waits unmatched at ${price(order.odds)}.`;
  }
  // The same key again after the order moved on: say where it stands.
  return `${who} at ${price(order.odds)}: ${formatAmount(order.matched)} matched of ${formatAmount(order.stake)}.`;
}

/** What a new price did: moved the unmatched part, or matched some or all of it at once. */
export function repriceWords({ order, bets }: Pick<OrderResponse, 'order' | 'bets'>): string {
  const who = sideAndRunner(order);
  const waits = `${formatAmount(order.unmatched)} waits unmatched at ${price(order.odds)}.`;
  if (bets.length === 0) return `${who}: ${waits}`;
  return `${who}: matched ${partsWords(bets)}.${order.unmatched > 0 ? ` ${waits}` : ''}`;
}

/** What a cancel did. */
export function cancelWords(order: BetOrder): string {
  return `Cancelled: unmatched ${sideAndRunner(order)} ${formatAmount(order.cancelled)} at ${price(order.odds)}.`;
}

/**
 * A push about an order, in words, when it tells the player something they did not do themselves:
 * a part matched later, or the unmatched part lapsed. Their own placements, cancels and new prices
 * are answered by the call (their pushes carry no bet, or end CANCELLED), so they say nothing here.
 */
export function orderEventWords({ order, bet }: Pick<OrderEvent, 'order' | 'bet'>): string | null {
  const who = sideAndRunner(order);
  if (bet !== null) {
    const rest = order.unmatched > 0 ? ` (${formatAmount(order.unmatched)} still waits at ${price(order.odds)})` : '';
    return `Matched: ${who} ${formatAmount(bet.stake)} at ${price(bet.odds)}${rest}`;
  }
  if (order.status !== 'LAPSED') return null;
  // Lapsing orders are cancelled at the in-play turn when the player chose so, else when the market closes.
  const when = order.inPlay === 'LAPSE' ? 'as the market turned in-play or closed' : 'as the market closed';
  return `Lapsed: ${who}, unmatched ${formatAmount(order.cancelled)} at ${price(order.odds)} cancelled ${when}`;
}

export const NOT_CHANGED = 'Your unmatched bet could not be changed. Please try again.';
export const NOT_REACHED = 'The server could not be reached. Please try again.';

/** What a refused cancel or new price tells the player: the server's words when it sent some. */
export function orderRefusal(error: unknown): string {
  if (!(error instanceof HttpError)) return NOT_CHANGED;
  if (error.status === 0) return NOT_REACHED;
  return asRejection(error.body)?.message ?? messageOf(error.body) ?? NOT_CHANGED;
}
