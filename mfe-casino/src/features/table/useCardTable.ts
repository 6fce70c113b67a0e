import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CardInitial } from '@backlay/shared/cards';
import { useHost } from '@backlay/shared/contract';
import type { CardTableState } from '@backlay/shared/realtime';
import { cardTableQuery } from '@backlay/shared/query';
import { EMPTY_FEED, LAST_RESULTS, withResult, withSnapshot, type TableFeed } from './tableState.js';

export type TableStatus = 'loading' | 'ready' | 'error';

/**
 * One live table: `GET /match/initial/card/{code}` for the first paint and the last results,
 * (a query, asked again on every mount), then the host bus (`realtime.cards(code)`, which joins
 * the table's room while subscribed).
 * Whichever snapshot is newer wins, so a slow HTTP answer never rolls the table back.
 */
interface TableState {
  code: string;
  feed: TableFeed;
  /** The socket has spoken for this code. */
  live: boolean;
  /** The HTTP answer already merged into `feed`. */
  applied: CardInitial | null;
}

const fresh = (code: string): TableState => ({ code, feed: EMPTY_FEED, live: false, applied: null });

function withLive(s: TableState, code: string, live: CardTableState): TableState {
  const base = s.code === code ? s : fresh(code);
  let feed = withSnapshot(base.feed, live.snapshot, live.updatedAt);
  if (live.lastResult && live.lastResult.gameType === code)
    feed = { ...feed, lastResults: withResult(feed.lastResults, live.lastResult) };
  return { ...base, feed, live: true };
}

/**
 * `shown`: whether the page has drawn the table yet. Between the table's first state and that
 * drawing (React draws it in slices), the socket's updates wait and are applied together after it:
 * an update between two slices would have React start the drawing again.
 */
export function useCardTable(
  code: string,
  { shown = true }: { shown?: boolean } = {},
): { feed: TableFeed; status: TableStatus; retry: () => void } {
  const host = useHost();
  const [state, setState] = useState<TableState>(() => fresh(code));
  // A new code (same component, another table) starts from nothing rather than the old table.
  const current = state.code === code ? state : fresh(code);
  const holding = useRef(false);
  const waiting = useRef<CardTableState[]>([]);

  useEffect(() => {
    const subscription = host.realtime.cards(code).subscribe({
      next: (live) => {
        if (holding.current) waiting.current.push(live);
        else setState((s) => withLive(s, code, live));
      },
      error: () => undefined,
    });
    return () => {
      subscription.unsubscribe();
      waiting.current = [];
    };
  }, [host, code]);

  const query = useQuery(cardTableQuery(host.http, code, { silent: true }));
  const { data, dataUpdatedAt } = query;
  // Each answer is merged once, as it arrives (during render, so it shows with its ready status).
  if (data && current.applied !== data) {
    setState((s) => {
      const base = s.code === code ? s : fresh(code);
      if (base.applied === data) return s;
      // The strip from the API, plus any round the socket settled meanwhile.
      const known = base.feed.lastResults.filter((r) => !data.lastResults.some((d) => d.mid === r.mid));
      const feed = withSnapshot(
        { ...base.feed, lastResults: [...known, ...data.lastResults].slice(0, LAST_RESULTS) },
        data.snapshot,
        dataUpdatedAt,
      );
      return { ...base, feed, applied: data };
    });
  }

  // The socket may already have delivered the table: then a failed call no longer matters.
  const status: TableStatus =
    current.live || (data && !query.isError) ? 'ready' : query.isError && !query.isFetching ? 'error' : 'loading';
  useLayoutEffect(() => {
    holding.current = status === 'ready' && !shown;
    if (holding.current || waiting.current.length === 0) return;
    const queued = waiting.current;
    waiting.current = [];
    setState((s) => queued.reduce((next, live) => withLive(next, code, live), s));
  }, [status, shown, code]);
  return { feed: current.feed, status, retry: () => void query.refetch() };
}
