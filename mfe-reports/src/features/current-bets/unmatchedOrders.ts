/**
 * Unmatched bets: the parts of the player's exchange orders (back or lay at their own price on a
 * ladder market) that still wait on the market, `GET /bet/orders?status=OPEN` (newest first, at
 * most 200, no sport filter: the page narrows them by `eventType` itself). The matched parts are
 * ordinary bets and show under Matched.
 */
import type { BetOrder, InPlayChoice } from '@backlay/shared/api';
import { backProfitCents, orders, sumCents, toCents, toUnits } from '@backlay/shared/betting';
import type { HttpClient, RequestOptions } from '@backlay/shared/http';
import { queryKeys } from '@backlay/shared/query';
import { ALL, sumUnits } from '../../ui/index.js';
import type { CurrentBetsFilters } from './currentBets.js';

/**
 * The player's waiting orders, under `bets` so the host's push invalidation refetches them on every
 * bet event (`userOrderUpdated` included), beside the sports remote's per-match
 * `['bets', 'orders', matchId, 'OPEN']`.
 */
export const UNMATCHED_ORDERS_KEY = [...queryKeys.bets.all, 'orders', 'OPEN'] as const;

export function fetchUnmatchedOrders(http: HttpClient, options: RequestOptions = {}): Promise<BetOrder[]> {
  return orders(http, { status: 'OPEN' }, options).then((r) => r.data);
}

/** Something of the order still waits on the market. */
export const isWaiting = (order: BetOrder): boolean => order.status === 'OPEN' && order.unmatched > 0;

/** The waiting orders of the sport filter (all of them for All), in the server's order. */
export function unmatchedRows(list: readonly BetOrder[], sport: CurrentBetsFilters['sport']): BetOrder[] {
  return list.filter((o) => isWaiting(o) && (sport === ALL || o.eventType === sport));
}

export const SIDE_WORDS: Record<BetOrder['betType'], string> = { BACK: 'Back', LAY: 'Lay' };

/** What the unmatched part does when the market turns in-play. */
export const IN_PLAY_WORDS: Record<InPlayChoice, string> = { LAPSE: 'Cancel at in-play', KEEP: 'Keep' };

/** The order's price as the reports print prices. */
export const priceText = (order: BetOrder): string => String(order.odds);

/** "back on India at 2.5": names a row's controls and messages, so each is told apart from the others. */
export function orderName(order: BetOrder): string {
  return `${SIDE_WORDS[order.betType].toLowerCase()} on ${order.teamName} at ${priceText(order)}`;
}

/**
 * What the unmatched part risks, in cents: a back its unmatched stake, a lay unmatched × (price − 1),
 * rounded once to the cent, half up (the shared money math's rule).
 */
export function unmatchedLiabilityCents(order: BetOrder): number {
  const stakeCents = toCents(order.unmatched);
  return order.betType === 'BACK' ? stakeCents : backProfitCents(stakeCents, order.odds);
}

export interface UnmatchedTotals {
  count: number;
  /** Currency units. */
  stake: number;
  liability: number;
}

export function unmatchedTotals(rows: readonly BetOrder[]): UnmatchedTotals {
  return {
    count: rows.length,
    stake: sumUnits(rows.map((o) => o.unmatched)),
    liability: toUnits(sumCents(rows.map(unmatchedLiabilityCents))),
  };
}
