import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState } from './states.js';
import type { ReportQuery } from './useReportQuery.js';

export interface ReportResultProps<T> {
  query: ReportQuery<T>;
  /** True when the answer has nothing to show. */
  isEmpty: (data: T) => boolean;
  emptyMessage?: string;
  loadingLabel?: string;
  errorTitle?: string;
  /** What to show while the query asks for nothing (e.g. an invalid range: the field says why). */
  idle?: ReactNode;
  children: (data: T) => ReactNode;
}

/** Loading, error (with Retry), empty or the content, from a useReportQuery state. */
export function ReportResult<T>({
  query,
  isEmpty,
  emptyMessage,
  loadingLabel,
  errorTitle,
  idle = null,
  children,
}: ReportResultProps<T>) {
  switch (query.status) {
    case 'idle':
      return <>{idle}</>;
    case 'loading':
      return <LoadingState {...(loadingLabel ? { label: loadingLabel } : {})} />;
    case 'error':
      return <ErrorState message={query.error} onRetry={query.retry} {...(errorTitle ? { title: errorTitle } : {})} />;
    case 'ready': {
      const { data } = query;
      if (data === undefined || isEmpty(data))
        return <EmptyState {...(emptyMessage ? { message: emptyMessage } : {})} />;
      return <>{children(data)}</>;
    }
  }
}
