/** Server state: the QueryClient, keys and options per resource, and push-driven invalidation. */
export { createQueryClient, createTestQueryClient, NETWORK_RETRIES, retryDelay, shouldRetry } from './client.js';
export { queryKeys } from './keys.js';
export * from './options.js';
export { connectQueryInvalidation, eventMatchId, invalidateForEvent } from './invalidation.js';
export { HostProvider } from './provider.js';
export { MATCH_LIST_PATHS, MATCH_PAGE_PATH, prefetchPage, RACE_PAGE_PATH, SPORT_LIST_PATH } from './pages.js';
