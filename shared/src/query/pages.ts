/**
 * The data a page opens with, by the route the host renders it under. A remote's page waits for
 * the remote's manifest, entry and chunks (three round trips on a phone) before its own first
 * request; the host starts these queries beside that code instead, in the one QueryClient, and the
 * page's own query (the same options) finds the answer there, arrived or on its way.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { HttpClient } from '../http/client.js';
import { SPORTS } from '../sports/sports.js';
import type { SportKey } from '../sports/types.js';
import { matchDetailQuery, openingMatchListQuery, raceDetailQuery } from './options.js';

/** The home-style pages of the sports remote (spec section 2): each opens with the list of every sport. */
export const MATCH_LIST_PATHS: readonly string[] = [
  '/home',
  '/sports',
  '/inPlay',
  '/casino-slot',
  '/live-casinom',
  '/other',
  '/virtual',
  '/slot',
  '/fantasy',
];

/** A sport's own list: `/game-list/{sport}`. */
export const SPORT_LIST_PATH = '/game-list/:type';
/** A match's page: it opens with the match's detail. */
export const MATCH_PAGE_PATH = '/game-detail/:type/:id';
/** A race's page: it opens with the race's detail. */
export const RACE_PAGE_PATH = '/race/:id';

const SPORT_KEYS = new Set<string>(SPORTS.map((s) => s.key));
const isSport = (value: string | undefined): value is SportKey => value !== undefined && SPORT_KEYS.has(value);

/**
 * Starts the queries the page at `path` (a route pattern) with `params` opens with; pages that open
 * with none are left alone. Fire and forget: a failure stays in the query, where the page reads it.
 */
export function prefetchPage(
  queryClient: QueryClient,
  http: HttpClient,
  path: string,
  params: Readonly<Record<string, string | undefined>>,
): void {
  const { id, type } = params;
  if (MATCH_LIST_PATHS.includes(path)) void queryClient.prefetchQuery(openingMatchListQuery(http));
  else if (path === SPORT_LIST_PATH && isSport(type)) void queryClient.prefetchQuery(openingMatchListQuery(http, type));
  else if (path === MATCH_PAGE_PATH && id) void queryClient.prefetchQuery(matchDetailQuery(http, id));
  else if (path === RACE_PAGE_PATH && id) void queryClient.prefetchQuery(raceDetailQuery(http, id));
}
