import { useEffect, useState } from 'react';
import { cardInitial } from '@backlay/shared/cards';
import { useHost } from '@backlay/shared/contract';
import { HttpError } from '@backlay/shared/http';
import { EMPTY_FEED, LAST_RESULTS, withResult, withSnapshot, type TableFeed } from './tableState.js';

export type TableStatus = 'loading' | 'ready' | 'error';

/**
 * One live table: `GET /match/initial/card/{code}` for the first paint and the last results,
 * then the host bus (`realtime.cards(code)`, which joins the table's room while subscribed).
 * Whichever snapshot is newer wins, so a slow HTTP answer never rolls the table back.
 */
export function useCardTable(code: string): { feed: TableFeed; status: TableStatus; retry: () => void } {
  const host = useHost();
  const [state, setState] = useState<{ code: string; feed: TableFeed; status: TableStatus }>({
    code,
    feed: EMPTY_FEED,
    status: 'loading',
  });
  const [attempt, setAttempt] = useState(0);
  // A new code (same component, another table) starts from nothing rather than the old table.
  const current = state.code === code ? state : { code, feed: EMPTY_FEED, status: 'loading' as const };

  useEffect(() => {
    const subscription = host.realtime.cards(code).subscribe({
      next: (live) =>
        setState((s) => {
          const base = s.code === code ? s : { code, feed: EMPTY_FEED, status: 'loading' as const };
          let feed = withSnapshot(base.feed, live.snapshot, live.updatedAt);
          if (live.lastResult && live.lastResult.gameType === code)
            feed = { ...feed, lastResults: withResult(feed.lastResults, live.lastResult) };
          return { code, feed, status: 'ready' };
        }),
      error: () => undefined,
    });
    return () => subscription.unsubscribe();
  }, [host, code]);

  useEffect(() => {
    const controller = new AbortController();
    cardInitial(host.http, code, { signal: controller.signal, silent: true })
      .then(({ data }) => {
        if (controller.signal.aborted) return;
        const receivedAt = Date.now();
        setState((s) => {
          const base = s.code === code ? s.feed : EMPTY_FEED;
          // The strip from the API, plus any round the socket settled meanwhile.
          const known = base.lastResults.filter((r) => !data.lastResults.some((d) => d.mid === r.mid));
          const feed = withSnapshot(
            { ...base, lastResults: [...known, ...data.lastResults].slice(0, LAST_RESULTS) },
            data.snapshot,
            receivedAt,
          );
          return { code, feed, status: 'ready' };
        });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted || (error instanceof HttpError && error.cancelled)) return;
        // The socket may already have delivered the table: keep showing it.
        setState((s) =>
          s.code === code && s.feed.snapshot
            ? s
            : { code, feed: s.code === code ? s.feed : EMPTY_FEED, status: 'error' },
        );
      });
    return () => controller.abort();
  }, [host, code, attempt]);

  const retry = () => {
    setState((s) => ({ ...s, status: 'loading' }));
    setAttempt((n) => n + 1);
  };
  return { feed: current.feed, status: current.status, retry };
}
