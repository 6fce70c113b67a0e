/**
 * What a report shows for its current filters, as a TanStack query: `key` names the request
 * (a key from `@backlay/shared/query`'s `queryKeys` plus the filters and page), so the host's
 * cache de-duplicates it and real-time pushes invalidate it; `null` asks for nothing (e.g. while
 * the date range is invalid). A new key cancels the request in flight through the query's signal.
 * Stale at once by default: a filter the player comes back to shows its cached rows straight away
 * and asks again behind them.
 */
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { STALE } from '@backlay/shared/query';

export type ReportQueryStatus = 'idle' | 'loading' | 'error' | 'ready';

export interface ReportQuery<T> {
  status: ReportQueryStatus;
  /** The answer for the current key (undefined until it arrives). */
  data: T | undefined;
  /** The server's message (or the network problem) when status is 'error'. */
  error: string | null;
  /** Asks again for the current key. */
  retry: () => void;
}

export interface LoadOptions {
  signal: AbortSignal;
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message !== '') return error.message;
  return 'Something went wrong. Please try again.';
}

export function useReportQuery<T>(
  key: QueryKey | null,
  load: (options: LoadOptions) => Promise<T>,
  staleTime: number = STALE.live,
): ReportQuery<T> {
  const query = useQuery({
    queryKey: key ?? ['reports', 'idle'],
    queryFn: ({ signal }) => load({ signal }),
    enabled: key !== null,
    staleTime,
  });
  const retry = () => void query.refetch();

  if (key === null) return { status: 'idle', data: undefined, error: null, retry };
  // A retry after an error shows the loading state again, as a first load does.
  if (query.isPending || (query.isError && query.isFetching))
    return { status: 'loading', data: undefined, error: null, retry };
  if (query.isError) return { status: 'error', data: undefined, error: errorMessage(query.error), retry };
  return { status: 'ready', data: query.data, error: null, retry };
}
