import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useHost } from '@backlay/shared/contract';
import { searchMatchesQuery } from '@backlay/shared/query';
import type { SearchMatchItem } from '@backlay/shared/sports';

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
 * characters and has not changed for 500 ms, as a query: a keyword asked for again answers from the
 * cache, and a newer keyword's results never mix with an older one's (the older request is aborted
 * once nothing shows it).
 */
export function useMatchSearch(text: string): MatchSearch {
  const { http } = useHost();
  const keyword = text.trim();
  // The keyword asked for: the text once it has stood still for 500 ms (and is long enough).
  const [debounced, setDebounced] = useState('');
  const searchable = keyword.length >= SEARCH_MIN_LENGTH;
  // A keyword too short to search forgets the last one, so a longer one later does not show its
  // results while it waits for its own.
  if (!searchable && debounced !== '') setDebounced('');

  useEffect(() => {
    if (keyword.length < SEARCH_MIN_LENGTH) return undefined;
    const timer = setTimeout(() => setDebounced(keyword), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [keyword]);

  const query = useQuery({ ...searchMatchesQuery(http, debounced), enabled: searchable && debounced !== '' });

  const { data, error } = query;
  const asked = searchable && debounced !== '';
  // One object per answer: screens compare the search by identity.
  return useMemo<MatchSearch>(() => {
    if (!asked) return IDLE;
    if (data) return { status: 'done', keyword: debounced, results: Array.isArray(data) ? data : [] };
    if (error) return { status: 'error', keyword: debounced, message: error.message };
    return { status: 'loading', keyword: debounced };
  }, [asked, debounced, data, error]);
}
