/**
 * The sports calls of spec section 7 ("Matches and competitions", racing, iframe URLs) as typed
 * functions over the host's HttpClient, with their response shapes. The API implements these paths
 * and shapes; remotes and the host call them with `host.http`.
 *
 * Every function takes optional RequestOptions last (e.g. `{ signal }` from an effect, or `silent`),
 * and resolves with the API envelope `{ statusCode, message?, data }`.
 */
import type { ApiResponse, HttpClient, RequestOptions } from '../http/client.js';
import type { Static } from 'typebox';
// Type-only: this module is a Module Federation shared entry, typebox stays out of the browser's first load.
import type {
  BlinkingTabRowSchema,
  BlinkingTabSchema,
  CompetitionDateSchema,
  CompetitionMatchSchema,
  CompetitionSchema,
  IframeUrlsSchema,
  MatchDetailSchema,
  MatchListDataSchema,
  MatchListItemSchema,
  MatchSummarySchema,
  OtherMatchMarketsSchema,
  RaceDetailSchema,
  RaceListItemSchema,
  RacingCountrySchema,
  RacingSportKeySchema,
  SessionProfitLossSchema,
} from '../schemas/sports.js';
import type { SportKey } from './types.js';

/** The spec's list order: start time ascending. */
export const MATCH_LIST_SORT = 'match.startAt:ASC';

/** A row of GET /match/list (spec section 3, "Match (list)", plus what list screens show). */
export type MatchListItem = Static<typeof MatchListItemSchema>;

export type MatchListData = Static<typeof MatchListDataSchema>;

export interface MatchListQuery {
  matchType?: SportKey;
  /** Matched against the title (searchBy=title). */
  keyword?: string;
  page?: number;
  limit?: number;
}

/** What search results and competition trees list about a match. */
export type MatchSummary = Static<typeof MatchSummarySchema>;

/** A row of GET /match/search/{keyword}. */
export type SearchMatchItem = MatchSummary;

/** A row of GET /match/competition/getMatch/{competitionId}/{date}. */
export type CompetitionMatch = Static<typeof CompetitionMatchSchema>;

/** A tab of GET /expert/blinkingTabs: a match the operator highlights. */
export type BlinkingTab = Static<typeof BlinkingTabSchema>;

/** A tab as GET /expert/blinkingTabs sends it: the contract's fields and a name, sport, link and blink. */
export type BlinkingTabRow = Static<typeof BlinkingTabRowSchema>;

export type Competition = Static<typeof CompetitionSchema>;

export type CompetitionDate = Static<typeof CompetitionDateSchema>;

/** Session P/L of the player on one session market (spec: betId, maxLoss, totalBet, profitLoss). */
export type SessionProfitLoss = Static<typeof SessionProfitLossSchema>;

/** GET /match/{id} (spec section 3, "Match detail"). */
export type MatchDetail = Static<typeof MatchDetailSchema>;

/** GET /match/other/{id}: markets of the other provider's event for this match. */
export type OtherMatchMarkets = Static<typeof OtherMatchMarketsSchema>;

export type RacingSportKey = Static<typeof RacingSportKeySchema>;

/** A row of GET /match/countryWiseList. */
export type RacingCountry = Static<typeof RacingCountrySchema>;

/** A row of GET /match/racing/list. */
export type RaceListItem = Static<typeof RaceListItemSchema>;

/** GET /match/racing/{id} (spec: "response runners, matchOdd"). */
export type RaceDetail = Static<typeof RaceDetailSchema>;

export interface IframeQuery {
  sportType: SportKey;
  isTv: boolean;
  isScore: boolean;
  /** The other provider's event id, when the match has one. */
  bEventId?: string | null;
}

/** GET /getIframeUrl/{id}: null where the match has no stream or scoreboard. */
export type IframeUrls = Static<typeof IframeUrlsSchema>;

const seg = (value: string | number): string => encodeURIComponent(String(value));

/** GET /match/list, sorted by start time, optionally one sport and a title keyword. */
export function matchList(
  http: HttpClient,
  query: MatchListQuery = {},
  options: RequestOptions = {},
): Promise<ApiResponse<MatchListData>> {
  return http.get<MatchListData>('/match/list', {
    ...options,
    params: {
      sort: MATCH_LIST_SORT,
      searchBy: 'title',
      keyword: query.keyword,
      // The API's filters take an explicit operator (api/src/filters/filter.ts).
      'match.matchType': query.matchType === undefined ? undefined : `eq${query.matchType}`,
      page: query.page,
      limit: query.limit,
    },
  });
}

/** GET /match/search/{keyword}: the header search. */
export function searchMatches(
  http: HttpClient,
  keyword: string,
  options: RequestOptions = {},
): Promise<ApiResponse<SearchMatchItem[]>> {
  return http.get<SearchMatchItem[]>(`/match/search/${seg(keyword)}`, options);
}

/** GET /expert/blinkingTabs. */
export function blinkingTabs(http: HttpClient, options: RequestOptions = {}): Promise<ApiResponse<BlinkingTab[]>> {
  return http.get<BlinkingTab[]>('/expert/blinkingTabs', options);
}

/** GET /match/{id}. */
export function matchDetail(
  http: HttpClient,
  id: string,
  options: RequestOptions = {},
): Promise<ApiResponse<MatchDetail>> {
  return http.get<MatchDetail>(`/match/${seg(id)}`, options);
}

/** GET /match/other/{id}. */
export function otherMarkets(
  http: HttpClient,
  id: string,
  options: RequestOptions = {},
): Promise<ApiResponse<OtherMatchMarkets>> {
  return http.get<OtherMatchMarkets>(`/match/other/${seg(id)}`, options);
}

/** GET /expert/match/competitionList/{sportId}: competitions of a sport (SportInfo.id). */
export function competitionList(
  http: HttpClient,
  sportId: number | string,
  options: RequestOptions = {},
): Promise<ApiResponse<Competition[]>> {
  return http.get<Competition[]>(`/expert/match/competitionList/${seg(sportId)}`, options);
}

/** GET /expert/match/competition/dates/{competitionId}. */
export function competitionDates(
  http: HttpClient,
  competitionId: string,
  options: RequestOptions = {},
): Promise<ApiResponse<CompetitionDate[]>> {
  return http.get<CompetitionDate[]>(`/expert/match/competition/dates/${seg(competitionId)}`, options);
}

/** GET /expert/match/competition/getMatch/{competitionId}/{date}; date as competitionDates gave it. */
export function competitionMatches(
  http: HttpClient,
  competitionId: string,
  date: string,
  options: RequestOptions = {},
): Promise<ApiResponse<CompetitionMatch[]>> {
  return http.get<CompetitionMatch[]>(`/expert/match/competition/getMatch/${seg(competitionId)}/${seg(date)}`, options);
}

/** GET /match/countryWiseList: countries with races not yet finished. */
export function countryWiseList(
  http: HttpClient,
  matchType: RacingSportKey,
  options: RequestOptions = {},
): Promise<ApiResponse<RacingCountry[]>> {
  return http.get<RacingCountry[]>('/match/countryWiseList', {
    ...options,
    params: { 'racingMatch.stopAt': 'isNull', matchType },
  });
}

/** GET /match/racing/list: the races of one country not yet finished. */
export function racingList(
  http: HttpClient,
  countryCode: string,
  matchType: RacingSportKey,
  options: RequestOptions = {},
): Promise<ApiResponse<RaceListItem[]>> {
  return http.get<RaceListItem[]>('/match/racing/list', {
    ...options,
    params: { 'racingMatch.countryCode': `eq${countryCode}`, stopAt: 'isNull', matchType: `eq${matchType}` },
  });
}

/** GET /match/racing/{id}. */
export function raceDetail(
  http: HttpClient,
  id: string,
  options: RequestOptions = {},
): Promise<ApiResponse<RaceDetail>> {
  return http.get<RaceDetail>(`/match/racing/${seg(id)}`, options);
}

/** GET /getIframeUrl/{id}?sportType&isTv&isScore&bEventId. */
export function iframeUrls(
  http: HttpClient,
  id: string,
  query: IframeQuery,
  options: RequestOptions = {},
): Promise<ApiResponse<IframeUrls>> {
  return http.get<IframeUrls>(`/getIframeUrl/${seg(id)}`, {
    ...options,
    params: {
      sportType: query.sportType,
      isTv: query.isTv,
      isScore: query.isScore,
      bEventId: query.bEventId ?? undefined,
    },
  });
}
