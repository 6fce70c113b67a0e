import { useDeferredValue, useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useHost, type HostApi } from '@backlay/shared/contract';
import { HttpError } from '@backlay/shared/http';
import { queryKeys, STALE } from '@backlay/shared/query';
import { sportsBus, type MatchState } from '../../data/contract.js';
import { createPriceStore, type PriceStore } from './priceStore.js';

export type FeedStatus = 'loading' | 'ready' | 'not-found' | 'error';

/**
 * The least time between two redraws of a match page's prices. A busy match changes a hundred
 * prices many times a second; every redraw lays out and paints each changed cell, and above ~25
 * redraws a second a mid-range phone spends its frames on that alone. No eye reads a price that
 * lasts less than this; the updates in between are folded into the next redraw, never dropped.
 */
export const MATCH_REDRAW_MS = 40;

/** A match's store, held (see PriceStore.hold) until its page has first been drawn. */
const newStore = () => {
  const store = createPriceStore<MatchState>({ minIntervalMs: MATCH_REDRAW_MS });
  return { store, release: store.hold() };
};

/** How a page's first paint is asked for; `kind` names it in the query cache. */
export interface InitialLoader {
  kind: 'match' | 'race';
  load: (host: HostApi, id: string) => Promise<MatchState>;
}

/**
 * The live state of one match (or race) in a price store: HTTP for the first paint (a query, asked
 * again on every mount), then the bus (`host.realtime.match(id)`: snapshot, then deltas already
 * applied). Whichever is newer wins: an HTTP answer older than what the bus already gave is
 * dropped. Ready as soon as the store holds the match, whichever source filled it.
 */
export function useMatchFeed(
  id: string,
  loader: InitialLoader,
): { store: PriceStore<MatchState>; status: FeedStatus; retry: () => void } {
  const host = useHost();
  // One store per match id, replaced during render when the id changes. It needs no teardown: once
  // the bus subscription below ends, nothing sets it.
  const [owned, setOwned] = useState(() => ({ id, ...newStore() }));
  if (owned.id !== id) setOwned({ id, ...newStore() });
  const { store, release } = owned;
  const loaded = useSyncExternalStore(store.subscribe, () => store.getSnapshot() !== null);

  useEffect(() => {
    let first = true;
    const subscription = sportsBus(host)
      .match(id)
      .subscribe({
        next: (live) => {
          if (first) {
            first = false;
            store.setNow(live);
            return;
          }
          store.set(live);
        },
        error: () => undefined,
      });
    return () => subscription.unsubscribe();
  }, [host, id, store]);

  const query = useQuery({
    queryKey: queryKeys.sports.feed(loader.kind, id),
    queryFn: () => loader.load(host, id),
    staleTime: STALE.live,
    gcTime: 0,
  });
  const { data } = query;
  useEffect(() => {
    if (!data) return;
    const current = store.getSnapshot();
    if (current === null || current.seq < data.seq) store.setNow(data);
  }, [data, store]);

  // The bus may already have delivered the match: then a failed call no longer matters.
  const now: FeedStatus = loaded
    ? 'ready'
    : query.isError && !query.isFetching
      ? query.error instanceof HttpError && query.error.status === 404
        ? 'not-found'
        : 'error'
      : 'loading';
  // The page's first drawing is a large render (every market and price of the match): it is done
  // in slices, between which the browser answers input and paints, rather than in one long task.
  // Meanwhile the store is held, so that no price update lands between two slices.
  const status = useDeferredValue(now, 'loading');
  useLayoutEffect(() => {
    if (status !== 'loading') release();
  }, [status, release]);
  return { store, status, retry: () => void query.refetch() };
}
