/**
 * Current bets: the player's open bets (spec section 7, `GET /bet` with
 * `result=inArr["PENDING","UNDECLARE"]`, `status`, `betPlaced.eventType`, page, limit 10).
 */
import type { BetEventType } from '@backlay/shared/api';
import { currentBets } from '@backlay/shared/betting';
import type { HttpClient, RequestOptions } from '@backlay/shared/http';
import { ALL, isEventTypeOption } from '../../ui/index.js';
import { OPEN_FILTER, type BetStatus } from '../bets/betCalls.js';
import type { BetColumnKey } from '../bets/betColumns.js';

export interface CurrentBetsFilters {
  sport: BetEventType | typeof ALL;
  status: BetStatus;
}

export const CURRENT_BETS_GUARDS = {
  sport: isEventTypeOption,
  status: (value: string) => value === 'MATCHED' || value === 'DELETED',
};

export function fetchCurrentBets(
  http: HttpClient,
  filters: CurrentBetsFilters,
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
