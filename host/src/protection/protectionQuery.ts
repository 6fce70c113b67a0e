import { queryOptions } from '@tanstack/react-query';
import { protection } from '@backlay/shared/api';
import type { HttpClient } from '@backlay/shared/http';
import { queryKeys } from '@backlay/shared/query';

/**
 * GET /user/protection under the key every protection screen shares: the reality check, the
 * header's session clock and the Player Protection page (whose changes answer the whole state and
 * are written under the same key) all read one cache entry. Silent: the reality check and the
 * clock are extras of every page, and a failure leaves them out rather than toasting.
 */
export function protectionQuery(http: HttpClient) {
  return queryOptions({
    queryKey: queryKeys.account.protection,
    queryFn: async ({ signal }) => (await protection(http, { silent: true, signal })).data,
  });
}
