/**
 * Current bets: the player's open bets (spec section 7, `GET /bet` with
 * `result=inArr["PENDING","UNDECLARE"]`, `status`, `betPlaced.eventType`, page, limit 10), or with
 * Unmatched the parts of their exchange orders still waiting on the market (`GET /bet/orders`, see
 * unmatchedOrders.ts).
 */
import type { BetEventType } from '@backlay/shared/api';
import { currentBets } from '@backlay/shared/betting';
import type { HttpClient, RequestOptions } from '@backlay/shared/http';
import { ALL, isEventTypeOption, type Option } from '../../ui/index.js';
import { OPEN_FILTER, type BetStatus } from '../bets/betCalls.js';
import type { BetColumnKey } from '../bets/betColumns.js';

/** The bet list's statuses, and Unmatched: waiting orders, which only this page shows. */
export type CurrentBetsStatus = BetStatus | 'UNMATCHED';

export interface CurrentBetsFilters {
  sport: BetEventType | typeof ALL;
  status: CurrentBetsStatus;
}

/** What `GET /bet` is asked for (Matched or Deleted). */
export interface CurrentBetListFilters {
  sport: CurrentBetsFilters['sport'];
  status: BetStatus;
}

/** Bet history's Matched and Deleted (worded for open bets), with Unmatched between them as exchanges show it. */
export const CURRENT_STATUS_OPTIONS: readonly Option<CurrentBetsStatus>[] = [
  { value: 'MATCHED', label: 'Matched' },
  { value: 'UNMATCHED', label: 'Unmatched' },
  { value: 'DELETED', label: 'Deleted (void)' },
];

export const CURRENT_BETS_GUARDS = {
  sport: isEventTypeOption,
  status: (value: string) => value === 'MATCHED' || value === 'DELETED' || value === 'UNMATCHED',
};

/** The bet list's filters (Matched or Deleted); null with Unmatched, whose orders are not bets. */
export function betListFilters(filters: CurrentBetsFilters): CurrentBetListFilters | null {
  return filters.status === 'UNMATCHED' ? null : { sport: filters.sport, status: filters.status };
}

export function fetchCurrentBets(
  http: HttpClient,
  filters: CurrentBetListFilters,
  page: number,
  limit: number,
  options: RequestOptions = {},
) {
  return currentBets(
    http,
    {
      page,
      limit,
      status: filters.status,
      // The filter grammar wants the operator spelled out.
      ...(filters.sport !== ALL ? { eventType: `eq${filters.sport}` } : {}),
      filter: OPEN_FILTER,
    },
    options,
  );
}

export function currentBetColumns(status: BetStatus): BetColumnKey[] {
  const keys: BetColumnKey[] = [
    'placed',
    'sport',
    'event',
    'selection',
    'side',
    'odds',
    'stake',
    'liability',
    'result',
  ];
  return status === 'DELETED' ? [...keys, 'deleteReason'] : keys;
}
