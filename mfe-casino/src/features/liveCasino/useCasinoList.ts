import { useQuery } from '@tanstack/react-query';
import type { CasinoList } from '@backlay/shared/casino';
import { useHost } from '@backlay/shared/contract';
import { casinoListQuery } from '@backlay/shared/query';

export type CasinoListState =
  { status: 'loading' } | { status: 'ready'; list: CasinoList } | { status: 'error'; message: string };

/**
 * The provider catalogue (`POST /mac88/casino/list`), a query cached for a minute. Silent: a
 * failure is shown on the page with a Retry, not also as a toast.
 */
export function useCasinoList(): { state: CasinoListState; retry: () => void } {
  const host = useHost();
  const query = useQuery(casinoListQuery(host.http, { silent: true }));
  const state: CasinoListState = query.data
    ? { status: 'ready', list: query.data }
    : query.isError && !query.isFetching
      ? { status: 'error', message: query.error.message }
      : { status: 'loading' };
  return { state, retry: () => void query.refetch() };
}
