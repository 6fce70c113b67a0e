/**
 * Loads what a report shows for its current filters. `key` names the request (filters + page):
 * a new key cancels the request in flight and starts another; `null` asks for nothing (e.g. while
 * the date range is invalid). A cancelled request never reaches the state.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { HttpError } from '@backlay/shared/http';

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

type Settled<T> = { key: string; attempt: number } & (
  { status: 'ready'; data: T } | { status: 'error'; error: string }
);

export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message !== '') return error.message;
  return 'Something went wrong. Please try again.';
}

function isCancellation(error: unknown): boolean {
  return (
    (error instanceof HttpError && error.cancelled) || (error instanceof DOMException && error.name === 'AbortError')
  );
}

export function useReportQuery<T>(key: string | null, load: (options: LoadOptions) => Promise<T>): ReportQuery<T> {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  // The loader is a fresh closure on every render; only `key` decides when to ask again.
  const loadRef = useRef(load);
  useLayoutEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    if (key === null) return undefined;
    const controller = new AbortController();
    loadRef.current({ signal: controller.signal }).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ key, attempt, status: 'ready', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isCancellation(error)) return;
        setSettled({ key, attempt, status: 'error', error: errorMessage(error) });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  if (key === null) return { status: 'idle', data: undefined, error: null, retry };
  // Until the current key (and attempt) has settled, whatever is held belongs to an earlier one.
  if (!settled || settled.key !== key || settled.attempt !== attempt)
    return { status: 'loading', data: undefined, error: null, retry };
  if (settled.status === 'error') return { status: 'error', data: undefined, error: settled.error, retry };
  return { status: 'ready', data: settled.data, error: null, retry };
}
