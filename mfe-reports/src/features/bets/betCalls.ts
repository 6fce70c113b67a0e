/**
 * The bet lists of spec section 7 as the reports ask for them: `GET /bet` (paged, `status`
 * MATCHED or DELETED, the sport as `betPlaced.eventType=eq…`, the raw filter string) and
 * `GET /bet/placed` for the bets behind one market.
 */
import type { BetPageQuery } from '@backlay/shared/api';

export { betPage, marketBets, SETTLED_BETS_FILTER as SETTLED_FILTER, type BetPageQuery } from '@backlay/shared/api';

/** Open: the spec's PENDING and UNDECLARE. */
export const OPEN_FILTER = 'result=inArr["PENDING","UNDECLARE"]';

export type BetStatus = BetPageQuery['status'];

/** `{ limit, ...rest }` of an export's page options: the rest is what the HTTP client takes. */
export function requestOptionsOf<O extends { limit: number }>(options: O): Omit<O, 'limit'> {
  const { limit: _limit, ...rest } = options;
  return rest;
}
