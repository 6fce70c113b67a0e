import { useEffect, useState } from 'react';
import { useHost } from '@backlay/shared/contract';
import { HttpError } from '@backlay/shared/http';
import { searchMatches, type SearchMatchItem } from '@backlay/shared/sports';

/** Spec sections 5 and 9: search only after more than 2 characters, debounced 500 ms. */
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_DEBOUNCE_MS = 500;

export type MatchSearch =
  | { status: 'idle' }
  | { status: 'loading'; keyword: string }
  | { status: 'done'; keyword: string; results: SearchMatchItem[] }
  | { status: 'error'; keyword: string; message: string };

const IDLE: MatchSearch = { status: 'idle' };

/**
 * The header search: GET /match/search/{keyword} for the trimmed text once it is longer than 2
 * characters and has not changed for 500 ms. A newer text aborts the request of an older one, so
 * results never arrive out of order.
 */
export function useMatchSearch(text: string): MatchSearch {
  const { http } = useHost();
  const keyword = text.trim();
  const [search, setSearch] = useState<MatchSearch>(IDLE);
  // A keyword too short to search forgets the last results, so a longer one later does not show
  // them while it waits for its own.
  if (keyword.length < SEARCH_MIN_LENGTH && search !== IDLE) setSearch(IDLE);

  useEffect(() => {
    if (keyword.length < SEARCH_MIN_LENGTH) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setSearch({ status: 'loading', keyword });
      searchMatches(http, keyword, { signal: controller.signal }).then(
        (res) => setSearch({ status: 'done', keyword, results: Array.isArray(res.data) ? res.data : [] }),
        (error: unknown) => {
          if (error instanceof HttpError && error.cancelled) return;
          setSearch({ status: 'error', keyword, message: error instanceof Error ? error.message : String(error) });
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [http, keyword]);

  return search;
}
