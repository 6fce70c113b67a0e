import { createContext, useContext, useRef, useSyncExternalStore } from 'react';
import type { MatchState } from '../../data/contract.js';
import type { PriceStore } from './priceStore.js';

export const PriceStoreContext = createContext<PriceStore<MatchState> | null>(null);

export function usePriceStore(): PriceStore<MatchState> {
  const store = useContext(PriceStoreContext);
  if (!store) throw new Error('usePrice() needs a PriceStoreContext provider');
  return store;
}

interface Cached<S, T> {
  version: number;
  selector: (state: S | null) => T;
  value: T;
}

/**
 * Reads one value of a store's state and re-renders only when that value changes. The value is
 * recomputed once per commit (and when the selector changes); an equal result keeps the previous
 * reference, so selectors may build small objects if they pass `isEqual`.
 */
export function useStoreValue<S, T>(
  store: PriceStore<S>,
  selector: (state: S | null) => T,
  isEqual: (a: T, b: T) => boolean = Object.is,
): T {
  const cache = useRef<Cached<S, T> | null>(null);
  const read = (): T => {
    const version = store.getVersion();
    const cached = cache.current;
    if (cached && cached.version === version && cached.selector === selector) return cached.value;
    const next = selector(store.getSnapshot());
    const value = cached && isEqual(cached.value, next) ? cached.value : next;
    cache.current = { version, selector, value };
    return value;
  };
  return useSyncExternalStore(store.subscribe, read, read);
}

/** useStoreValue on the match store of the screen (PriceStoreContext). */
export function usePrice<T>(selector: (state: MatchState | null) => T, isEqual?: (a: T, b: T) => boolean): T {
  return useStoreValue(usePriceStore(), selector, isEqual);
}
