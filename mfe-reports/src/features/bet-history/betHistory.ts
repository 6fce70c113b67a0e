/**
 * Bet history: the player's settled bets (`GET /bet`, results WIN, LOSS and TIE) by the day they
 * were settled, or with Deleted the bets an operator deleted, by the day they were placed (a
 * deleted bet is never settled). 15 a page.
 */
import type { BetEventType } from '@backlay/shared/api';
import type { HttpClient, RequestOptions } from '@backlay/shared/http';
import { ALL, betweenFilter, isDay, isEventTypeOption, type DateRange, type Option } from '../../ui/index.js';
import { SETTLED_FILTER, betPage, type BetStatus } from '../bets/betCalls.js';
import type { BetColumnKey } from '../bets/betColumns.js';

export const BET_HISTORY_PAGE_SIZE = 15;

export interface BetHistoryFilters extends DateRange {
  sport: BetEventType | typeof ALL;
  status: BetStatus;
}

export const STATUS_OPTIONS: readonly Option<BetStatus>[] = [
  { value: 'MATCHED', label: 'Matched' },
  { value: 'DELETED', label: 'Deleted' },
];

export const BET_HISTORY_GUARDS = {
  from: isDay,
  to: isDay,
  sport: isEventTypeOption,
  status: (value: string) => value === 'MATCHED' || value === 'DELETED',
};

export function betHistoryQuery(filters: BetHistoryFilters, page: number, limit: number) {
  const matched = filters.status === 'MATCHED';
  return {
    page,
    limit,
    status: filters.status,
    eventType: filters.sport === ALL ? undefined : filters.sport,
    filter: matched ? `${SETTLED_FILTER}&${betweenFilter('settledAt', filters)}` : betweenFilter('createdAt', filters),
    sort: matched ? 'betPlaced.settledAt:DESC' : 'betPlaced.createdAt:DESC',
  };
}

export function fetchBetHistory(
  http: HttpClient,
  filters: BetHistoryFilters,
  page: number,
  limit: number,
  options: RequestOptions = {},
) {
  return betPage(http, betHistoryQuery(filters, page, limit), options);
}

export function betHistoryColumns(status: BetStatus): BetColumnKey[] {
  return status === 'MATCHED'
    ? ['settled', 'sport', 'event', 'selection', 'side', 'odds', 'stake', 'result', 'pnl']
    : ['placed', 'sport', 'event', 'selection', 'side', 'odds', 'stake', 'deleteReason'];
}
