/** The provider casino calls of spec section 7, typed. */
import type { ApiResponse, HttpClient, RequestOptions } from '../http/client.js';
import type { CasinoBetPage, CasinoList, CasinoLogin, CasinoLoginRequest, ProviderOption } from './contract.js';

/** POST /mac88/casino/list (no body). */
export function casinoList(http: HttpClient, options: RequestOptions = {}): Promise<ApiResponse<CasinoList>> {
  return http.post<CasinoList>('/mac88/casino/list', undefined, options);
}

/** GET /mac88/providers. */
export function casinoProviders(
  http: HttpClient,
  options: RequestOptions = {},
): Promise<ApiResponse<ProviderOption[]>> {
  return http.get<ProviderOption[]>('/mac88/providers', options);
}

/** POST /mac88/casino/login: opens a provider session and returns the game's address. */
export function casinoLogin(
  http: HttpClient,
  body: CasinoLoginRequest,
  options: RequestOptions = {},
): Promise<ApiResponse<CasinoLogin>> {
  return http.post<CasinoLogin>('/mac88/casino/login', body, options);
}

export interface CasinoBetQuery {
  page?: number;
  limit?: number;
  /** Search field (`gameName`) and its text. */
  searchBy?: string;
  keyword?: string;
  /** `providerName=eq{name}`. */
  providerName?: string;
  /** `createdAt=between{from}|{to}`: ISO dates or times; a bare date `to` is exclusive as the spec's date+1day. */
  from?: string;
  to?: string;
  /** `createdAt:ASC` (the spec's order) or `createdAt:DESC`. */
  sort?: string;
}

/** GET /mac88/bets/{userId}: the player's provider rounds, 15 a page. */
export function casinoBets(
  http: HttpClient,
  userId: string,
  query: CasinoBetQuery = {},
  options: RequestOptions = {},
): Promise<ApiResponse<CasinoBetPage>> {
  const params: Record<string, string | number> = { page: query.page ?? 1, limit: query.limit ?? 15 };
  if (query.searchBy && query.keyword) {
    params.searchBy = query.searchBy;
    params.keyword = query.keyword;
  }
  if (query.sort) params.sort = query.sort;
  if (query.providerName) params.providerName = `eq${query.providerName}`;
  if (query.from && query.to) params.createdAt = `between${query.from}|${query.to}`;
  return http.get<CasinoBetPage>(`/mac88/bets/${encodeURIComponent(userId)}`, {
    ...options,
    params: { ...params, ...(options.params ?? {}) },
  });
}
