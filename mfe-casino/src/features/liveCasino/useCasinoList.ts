import { useCallback, useEffect, useState } from 'react';
import { casinoList, type CasinoList } from '@backlay/shared/casino';
import { useHost } from '@backlay/shared/contract';
import { HttpError } from '@backlay/shared/http';

export type CasinoListState =
  { status: 'loading' } | { status: 'ready'; list: CasinoList } | { status: 'error'; message: string };

/**
 * The provider catalogue (`POST /mac88/casino/list`), fetched once per visit. Silent: a failure is
 * shown on the page with a Retry, not also as a toast.
 */
export function useCasinoList(): { state: CasinoListState; retry: () => void } {
  const host = useHost();
  const [state, setState] = useState<CasinoListState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    casinoList(host.http, { signal: controller.signal, silent: true })
      .then(({ data }) => {
        if (!controller.signal.aborted) setState({ status: 'ready', list: data });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted || (error instanceof HttpError && error.cancelled)) return;
        setState({ status: 'error', message: error instanceof Error ? error.message : '' });
      });
    return () => controller.abort();
  }, [host, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}
