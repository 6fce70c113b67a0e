import { useQuery } from '@tanstack/react-query';
import type { MyMarketRow } from '@backlay/shared/api';
import { useHost } from '@backlay/shared/contract';
import { myMarketQuery } from '@backlay/shared/query';
import { toMyMarketRows } from './myMarketRows.js';

export type MyMarketStatus = 'loading' | 'ready' | 'error';

export interface MyMarketState {
  status: MyMarketStatus;
  /** The last list the server sent (kept while a reload runs or after it fails). */
  rows: readonly MyMarketRow[];
  reload: () => void;
}

const NO_ROWS: readonly MyMarketRow[] = [];

/**
 * The player's open markets while `open`, as a query: loaded on opening, reloaded by reload() and
 * (through the host's push invalidation) by every bet or balance push. A new load cancels the one
 * still running; closing cancels it too.
 */
export function useMyMarket(open: boolean): MyMarketState {
  const host = useHost();
  const query = useQuery({
    ...myMarketQuery(host.http, { allowConcurrent: true }),
    select: toMyMarketRows,
    enabled: open,
  });
  const reload = () => void query.refetch({ cancelRefetch: true });
  // Loading while a (re)load runs, as the list showed it before.
  const status: MyMarketStatus = query.isFetching || query.isPending ? 'loading' : query.isError ? 'error' : 'ready';
  return { status, rows: query.data ?? NO_ROWS, reload };
}
