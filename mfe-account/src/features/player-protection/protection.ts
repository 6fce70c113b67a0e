/**
 * The player's protection settings (`/user/protection…`) as queries and mutations. Every change of
 * a limit or of the reality check answers the whole Protection, which goes straight into the cache;
 * the history is fetched again after it. The calls are silent: the page shows the server's words
 * beside what was changed instead of a toast.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  coolOff,
  protection,
  protectionHistory,
  selfExclude,
  setLimit,
  setRealityCheckInterval,
  type CoolOffRequest,
  type Envelope,
  type Protection,
  type RealityCheckIntervalRequest,
  type SelfExcludeRequest,
  type SetLimitRequest,
} from '@backlay/shared/api';
import { useHost } from '@backlay/shared/contract';
import { HttpError, type HttpClient } from '@backlay/shared/http';
import { queryKeys } from '@backlay/shared/query';

export const protectionQuery = (http: HttpClient) =>
  queryOptions({
    queryKey: queryKeys.account.protection,
    queryFn: ({ signal }) => protection(http, { signal, silent: true }).then((r) => r.data),
    // What is used of each limit moves with every bet: fetched whenever the page opens.
    staleTime: 0,
  });

export const protectionHistoryQuery = (http: HttpClient) =>
  queryOptions({
    queryKey: queryKeys.account.protectionHistory,
    queryFn: ({ signal }) => protectionHistory(http, { signal, silent: true }).then((r) => r.data),
    staleTime: 0,
  });

export function useProtection() {
  const { http } = useHost();
  return useQuery(protectionQuery(http));
}

export function useProtectionHistory() {
  const { http } = useHost();
  return useQuery(protectionHistoryQuery(http));
}

/** A change that answers the whole Protection: into the cache, with the history fetched again. */
function useProtectionChange<B>(call: (http: HttpClient, body: B) => Promise<Envelope<Protection>>) {
  const { http } = useHost();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => call(http, body),
    onSuccess: (response) => {
      client.setQueryData(queryKeys.account.protection, response.data);
      void client.invalidateQueries({ queryKey: queryKeys.account.protectionHistory });
    },
  });
}

/** Sets (or, with amount null, removes) one limit; the answer's message says when it applies. */
export const useSetLimit = () =>
  useProtectionChange((http, body: SetLimitRequest) => setLimit(http, body, { silent: true, allowConcurrent: true }));

export const useRealityCheckInterval = () =>
  useProtectionChange((http, body: RealityCheckIntervalRequest) =>
    setRealityCheckInterval(http, body, { silent: true }),
  );

export type BreakRequest = ({ kind: 'coolOff' } & CoolOffRequest) | ({ kind: 'selfExclude' } & SelfExcludeRequest);

/** A cool-off or a self-exclusion: answers when it ends (null: permanent). */
export function useTakeBreak() {
  const { http } = useHost();
  return useMutation({
    mutationFn: async ({ kind, period, password }: BreakRequest): Promise<string | null> => {
      if (kind === 'coolOff') return (await coolOff(http, { period, password }, { silent: true })).data.until;
      return (await selfExclude(http, { period, password }, { silent: true })).data.until;
    },
  });
}

/**
 * The words to show for a refused call: the server's message. Nothing for a cancelled call or a
 * 401, after which the host signs the player out.
 */
export function refusalText(error: unknown): string | null {
  if (error instanceof HttpError) return error.cancelled || error.status === 401 ? null : error.message;
  return error instanceof Error ? error.message : null;
}
