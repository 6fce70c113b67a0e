/**
 * A report's filters and page live in the query string, so a report can be bookmarked and shared
 * and the back button steps through earlier filters. Values equal to their default stay out of the
 * URL (a plain `/account-statement` is the default view), and any filter change goes back to page 1.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@backlay/shared/router';

/** Filter name → value; an interface of string fields fits. */
export type FilterValues<T> = { [K in keyof T]: string };

/** Per filter, which URL values to accept; anything else reads as the default. */
export type FilterGuards<T extends FilterValues<T>> = { [K in keyof T]?: (value: string) => boolean };

export interface UrlFilters<T extends FilterValues<T>> {
  /** Every filter: the URL's value when it is there and accepted, otherwise the default. */
  filters: T;
  /** 1-based; 1 when the URL has none or a bad one. */
  page: number;
  /** Changes some filters (one history entry) and goes back to page 1. */
  setFilters: (patch: Partial<T>) => void;
  setPage: (page: number) => void;
}

export const PAGE_PARAM = 'page';

function pageOf(text: string | null): number {
  if (text === null || !/^\d{1,9}$/.test(text)) return 1;
  const page = Number(text);
  return page >= 1 ? page : 1;
}

/**
 * `defaults` names every filter and its default value; keys are the query parameter names
 * (so `page` cannot be one). Query parameters that are not filters are left alone.
 */
export function useUrlFilters<T extends FilterValues<T>>(defaults: T, guards: FilterGuards<T> = {}): UrlFilters<T> {
  const [params, setParams] = useSearchParams();
  // Callers pass literals; only their content matters.
  const defaultsKey = JSON.stringify(defaults);
  const stableDefaults = useMemo(() => JSON.parse(defaultsKey) as T, [defaultsKey]);

  const filters = useMemo(() => {
    const read: Record<string, string> = {};
    const guardOf = guards as Record<string, ((value: string) => boolean) | undefined>;
    for (const [key, fallback] of Object.entries<string>(stableDefaults)) {
      const value = params.get(key);
      const guard = guardOf[key];
      read[key] = value !== null && value !== '' && (guard ? guard(value) : true) ? value : fallback;
    }
    // Every key of the defaults is set, each to a string the guard accepted or to its default.
    return read as T;
  }, [params, stableDefaults, guards]);

  const page = pageOf(params.get(PAGE_PARAM));

  /** Pushes `next` as a new history entry, unless nothing changed. */
  const go = useCallback(
    (next: URLSearchParams) => {
      if (next.toString() !== params.toString()) setParams(next);
    },
    [params, setParams],
  );

  const setFilters = useCallback(
    (patch: Partial<T>) => {
      const next = new URLSearchParams(params);
      let changed = false;
      const fallbacks: Record<string, string> = stableDefaults;
      for (const [key, value] of Object.entries<string | undefined>(patch)) {
        if (value === undefined || !Object.hasOwn(fallbacks, key)) continue;
        const before = next.get(key);
        if (value === fallbacks[key]) next.delete(key);
        else next.set(key, value);
        changed ||= before !== next.get(key);
      }
      if (!changed) return;
      next.delete(PAGE_PARAM);
      go(next);
    },
    [params, go, stableDefaults],
  );

  const setPage = useCallback(
    (nextPage: number) => {
      const next = new URLSearchParams(params);
      if (!Number.isSafeInteger(nextPage) || nextPage <= 1) next.delete(PAGE_PARAM);
      else next.set(PAGE_PARAM, String(nextPage));
      go(next);
    },
    [params, go],
  );

  return { filters, page, setFilters, setPage };
}
