/** The live-table calls of spec section 7 ("Cards and casino", card results), typed. */
import type { ApiResponse, HttpClient, RequestOptions } from '../http/client.js';
import type { CardInitial, CardResultPage, CardRoundDetail, CardSnapshot } from './contract.js';

const seg = (value: string | number): string => encodeURIComponent(String(value));

/** GET /match/card/{type}: the table now. */
export function cardSnapshot(
  http: HttpClient,
  type: string,
  options: RequestOptions = {},
): Promise<ApiResponse<CardSnapshot>> {
  return http.get<CardSnapshot>(`/match/card/${seg(type)}`, options);
}

/** GET /match/initial/card/{type}: the table now and its last 10 results (also starts rounds there). */
export function cardInitial(
  http: HttpClient,
  type: string,
  options: RequestOptions = {},
): Promise<ApiResponse<CardInitial>> {
  return http.get<CardInitial>(`/match/initial/card/${seg(type)}`, options);
}

export interface CardResultQuery {
  page?: number;
  limit?: number;
  /** Raw filter string (spec filter grammar), e.g. `cardResult.createdAt=between…`. */
  filter?: string;
  searchBy?: string;
  keyword?: string;
}

/** GET /card/result/{type}: settled rounds, newest first, 15 per page. */
export function cardResults(
  http: HttpClient,
  type: string,
  query: CardResultQuery = {},
  options: RequestOptions = {},
): Promise<ApiResponse<CardResultPage>> {
  const params: Record<string, string | number> = { page: query.page ?? 1, limit: query.limit ?? 15 };
  if (query.searchBy) params.searchBy = query.searchBy;
  if (query.keyword) params.keyword = query.keyword;
  return http.get<CardResultPage>(`/card/result/${seg(type)}`, {
    ...options,
    params: { ...params, ...(options.params ?? {}) },
    ...(query.filter ? { filter: query.filter } : {}),
  });
}

/** GET /card/result/detail/{mid}: one round with its shoe, salt and commitment. */
export function cardRoundDetail(
  http: HttpClient,
  mid: string,
  options: RequestOptions = {},
): Promise<ApiResponse<CardRoundDetail>> {
  return http.get<CardRoundDetail>(`/card/result/detail/${seg(mid)}`, options);
}
