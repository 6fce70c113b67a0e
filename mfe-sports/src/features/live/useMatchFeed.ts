import { useEffect, useState } from 'react';
import { useHost, type HostApi } from '@backlay/shared/contract';
import { HttpError } from '@backlay/shared/http';
import { sportsBus, type MatchState } from '../../data/contract.js';
import { createPriceStore, type PriceStore } from './priceStore.js';

export type FeedStatus = 'loading' | 'ready' | 'not-found' | 'error';

export type InitialLoader = (host: HostApi, id: string, signal: AbortSignal) => Promise<MatchState>;

interface FeedState {
  id: string;
  status: FeedStatus;
}

/** The update that gives match `id` the status `next` (the same object when nothing changes). */
const withStatus =
  (id: string, next: FeedStatus) =>
  (prev: FeedState): FeedState =>
    prev.id === id && prev.status === next ? prev : { id, status: next };

/**
 * The live state of one match (or race) in a price store: HTTP for the first paint, then the bus
 * (`host.realtime.match(id)`: snapshot, then deltas already applied). Whichever is newer wins: an
 * HTTP answer older than what the bus already gave is dropped.
 */
export function useMatchFeed(
  id: string,
  load: InitialLoader,
): { store: PriceStore<MatchState>; status: FeedStatus; retry: () => void } {
  const host = useHost();
  // One store per match id, replaced during render when the id changes. It needs no teardown: once
  // the bus subscription below ends, nothing sets it.
  const [owned, setOwned] = useState(() => ({ id, store: createPriceStore<MatchState>() }));
  if (owned.id !== id) setOwned({ id, store: createPriceStore<MatchState>() });
  const store = owned.store;
  const [state, setState] = useState<FeedState>({ id, status: 'loading' });
  const status: FeedStatus = state.id === id ? state.status : 'loading';
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let first = true;
    const subscription = sportsBus(host)
      .match(id)
      .subscribe({
        next: (live) => {
          if (first) {
            first = false;
            store.setNow(live);
            setState(withStatus(id, 'ready'));
            return;
          }
          store.set(live);
        },
        error: () => undefined,
      });
    return () => subscription.unsubscribe();
  }, [host, id, store]);

  useEffect(() => {
    const controller = new AbortController();
    load(host, id, controller.signal)
      .then((loaded) => {
        if (controller.signal.aborted) return;
        const current = store.getSnapshot();
        if (current === null || current.seq < loaded.seq) store.setNow(loaded);
        setState(withStatus(id, 'ready'));
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted || (error instanceof HttpError && error.cancelled)) return;
        // The bus may already have delivered the match: keep showing it.
        if (store.getSnapshot() !== null) return;
        setState(withStatus(id, error instanceof HttpError && error.status === 404 ? 'not-found' : 'error'));
      });
    return () => controller.abort();
  }, [host, id, load, store, attempt]);

  const retry = () => {
    setState(withStatus(id, 'loading'));
    setAttempt((n) => n + 1);
  };
  return { store, status, retry };
}
