/**
 * The bet lists of spec section 7 as the reports ask for them: `GET /bet` (paged, `status`
 * MATCHED or DELETED, the sport as `betPlaced.eventType=eq…`, the raw filter string) and
 * `GET /bet/placed` for the bets behind one market.
 */
import type { Envelope, Paged, PlacedBet } from '@backlay/shared/api';
import type { HttpClient, RequestOptions } from '@backlay/shared/http';

/** Settled: won, lost or void (TIE). */
export const SETTLED_FILTER = 'result=inArr["WIN","LOSS","TIE"]';
/** Open: the spec's PENDING and UNDECLARE. */
export const OPEN_FILTER = 'result=inArr["PENDING","UNDECLARE"]';

export type BetStatus = 'MATCHED' | 'DELETED';

export interface BetPageQuery {
  page: number;
  limit: number;
  status: BetStatus;
  /** A bet event type, or undefined for all. */
  eventType?: string | undefined;
  /** The raw filter string (results, dates). */
  filter: string;
  /** e.g. `betPlaced.settledAt:DESC` (the API's default is `betPlaced.createdAt:DESC`). */
  sort?: string;
}

/** GET /bet: one page of the player's bets. */
export function betPage(
  http: HttpClient,
  query: BetPageQuery,
  options: RequestOptions = {},
): Promise<Envelope<Paged<PlacedBet>>> {
  return http.get<Paged<PlacedBet>>('/bet', {
    ...options,
    filter: query.filter,
    params: {
      page: query.page,
      limit: query.limit,
      status: query.status,
      // The filter grammar wants the operator spelled out.
      'betPlaced.eventType': query.eventType ? `eq${query.eventType}` : undefined,
      sort: query.sort,
    },
  });
}

/** GET /bet/placed?betId=eq{marketId}: the player's bets on one market (settled ones only if asked). */
export function marketBets(
  http: HttpClient,
  marketId: string,
  settledOnly: boolean,
  options: RequestOptions = {},
): Promise<Envelope<Paged<PlacedBet>>> {
  const filter = `betId=eq${encodeURIComponent(marketId)}${settledOnly ? `&${SETTLED_FILTER}` : ''}`;
  return http.get<Paged<PlacedBet>>('/bet/placed', {
    ...options,
    filter,
    params: { sort: 'betPlaced.createdAt:DESC' },
  });
}

/** `{ limit, ...rest }` of an export's page options: the rest is what the HTTP client takes. */
export function requestOptionsOf<O extends { limit: number }>(options: O): Omit<O, 'limit'> {
  const { limit: _limit, ...rest } = options;
  return rest;
}
