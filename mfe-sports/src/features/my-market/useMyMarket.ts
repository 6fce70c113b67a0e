import { useCallback, useEffect, useRef, useState } from 'react';
import { filter } from 'rxjs';
import type { MyMarketRow } from '@backlay/shared/api';
import { myMarket } from '@backlay/shared/betting';
import { useHost } from '@backlay/shared/contract';
import { BET_EVENTS, type UserEvent } from '@backlay/shared/realtime';
import { toMyMarketRows } from './myMarketRows.js';

/** Pushes after which the list may have changed: every bet event, and balance updates. */
const RELOAD_ON: ReadonlySet<UserEvent['type']> = new Set<UserEvent['type']>([...BET_EVENTS, 'updateUserBalance']);

export type MyMarketStatus = 'loading' | 'ready' | 'error';

export interface MyMarketState {
  status: MyMarketStatus;
  /** The last list the server sent (kept while a reload runs or after it fails). */
  rows: readonly MyMarketRow[];
  reload: () => void;
}

/**
 * The player's open markets while `open`: loaded on opening, reloaded by reload() and by every bet
 * or balance push. A new load aborts the one still running; closing aborts it too.
 */
export function useMyMarket(open: boolean): MyMarketState {
  const host = useHost();
  const [status, setStatus] = useState<MyMarketStatus>('loading');
  const [rows, setRows] = useState<readonly MyMarketRow[]>([]);
  const running = useRef<AbortController | null>(null);

  // Opening shows the list loading (compared with the last render's `open`).
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) setStatus('loading');
  }

  /** Starts a load, aborting the one still running; its answer sets the list or the error. */
  const load = useCallback(() => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    myMarket(host.http, { signal: controller.signal, allowConcurrent: true }).then(
      (response) => {
        if (controller.signal.aborted) return;
        running.current = null;
        setRows(toMyMarketRows(response.data));
        setStatus('ready');
      },
      () => {
        if (controller.signal.aborted) return;
        running.current = null;
        setStatus('error');
      },
    );
  }, [host]);

  const reload = useCallback(() => {
    setStatus('loading');
    load();
  }, [load]);

  useEffect(() => {
    if (!open) return undefined;
    load();
    const pushes = host.realtime.user$.pipe(filter((event) => RELOAD_ON.has(event.type))).subscribe(() => reload());
    return () => {
      pushes.unsubscribe();
      running.current?.abort();
      running.current = null;
    };
  }, [open, host, load, reload]);

  return { status, rows, reload };
}
