/**
 * The player's starred markets (`/user/starredMarkets`): the list as a query, starring and removing
 * a star as mutations that put the server's answer (the whole list) in the cache, so every star
 * button and the Starred Markets page show the change at once.
 */
import { useCallback } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StarMarketRequest, StarredMarket } from '@backlay/shared/api';
import { useHost } from '@backlay/shared/contract';
import type { HttpClient, RequestOptions } from '@backlay/shared/http';
import { queryKeys } from '@backlay/shared/query';

const PATH = '/user/starredMarkets';

export const starredMarketsQuery = (http: HttpClient, request: RequestOptions = {}) =>
  queryOptions({
    queryKey: queryKeys.account.starredMarkets,
    queryFn: ({ signal }) => http.get<StarredMarket[]>(PATH, { ...request, signal }).then((r) => r.data),
    // Changed only by the player's own stars, which put their answer in the cache.
    staleTime: 60_000,
  });

/** The starred markets, in the order they were starred. */
export function useStarredMarkets() {
  const { http } = useHost();
  return useQuery(starredMarketsQuery(http, { silent: true }));
}

/** Whether one market is starred; re-renders only when that changes (not for other markets' stars). */
export function useIsStarred(marketId: string): boolean {
  const { http } = useHost();
  const select = useCallback((list: StarredMarket[]) => list.some((m) => m.marketId === marketId), [marketId]);
  return useQuery({ ...starredMarketsQuery(http, { silent: true }), select }).data ?? false;
}

export type StarChange = { star: true; target: StarMarketRequest } | { star: false; target: { marketId: string } };

/**
 * Stars or removes a star. The server's message (starred, removed, or why not) shows as a toast;
 * two quick changes on different markets both go through (the calls are not deduplicated).
 */
export function useStarChange() {
  const { http } = useHost();
  const client = useQueryClient();
  const { mutate, isPending, variables } = useMutation({
    mutationFn: (change: StarChange) =>
      (change.star
        ? http.post<StarredMarket[]>(PATH, change.target, { allowConcurrent: true })
        : http.post<StarredMarket[]>(`${PATH}/remove`, change.target, { allowConcurrent: true })
      ).then((r) => r.data),
    onSuccess: (list) => client.setQueryData(queryKeys.account.starredMarkets, list),
    onSettled: () => {
      // Answers of quick successive changes may arrive out of order: the last word is the server's list.
      if (client.isMutating({ mutationKey: STAR_KEY }) <= 1) {
        void client.invalidateQueries({ queryKey: queryKeys.account.starredMarkets });
      }
    },
    mutationKey: STAR_KEY,
  });
  const change = useCallback((next: StarChange) => mutate(next), [mutate]);
  return { change, pending: isPending ? (variables ?? null) : null };
}

const STAR_KEY = ['starredMarkets', 'change'] as const;
