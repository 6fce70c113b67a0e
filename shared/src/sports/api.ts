/**
 * The sports calls of spec section 7 ("Matches and competitions", racing, iframe URLs) as typed
 * functions over the host's HttpClient, with their response shapes. The API implements these paths
 * and shapes; remotes and the host call them with `host.http`.
 *
 * Every function takes optional RequestOptions last (e.g. `{ signal }` from an effect, or `silent`),
 * and resolves with the API envelope `{ statusCode, message?, data }`.
 */
import type { ApiResponse, HttpClient, RequestOptions } from '../http/client.js';
import type { ListRunner } from './protocol.js';
import type { Market, MarketStatus, MatchSnapshot, Runner, Score, SportKey } from './types.js';

/** The spec's list order: start time ascending. */
export const MATCH_LIST_SORT = 'match.startAt:ASC';

/** A row of GET /match/list (spec section 3, "Match (list)", plus what list screens show). */
export interface MatchListItem {
  id: string;
  title: string;
  matchType: SportKey;
  /** ISO 8601. */
  startAt: string;
  /** The other provider's event id, or null (adds ?bid= to detail links, except cricket). */
  beventId: string | null;
  eventId: string;
  gmid: string;
  /** Best back/lay of the main market per runner, as the list room sends them. */
  section: ListRunner[];
  inPlay: boolean;
  competitionId: string;
  competitionName: string;
  isTv: boolean;
  isBookmaker: boolean;
  isFancy: boolean;
}

export interface MatchListData {
  matches: MatchListItem[];
  /** Rows matching the query over all pages. */
  count: number;
}

export interface MatchListQuery {
  matchType?: SportKey;
  /** Matched against the title (searchBy=title). */
  keyword?: string;
  page?: number;
  limit?: number;
}

/** What search results and competition trees list about a match. */
export interface MatchSummary {
  id: string;
  title: string;
  matchType: SportKey;
  /** ISO 8601. */
  startAt: string;
  beventId: string | null;
  eventId: string;
  competitionName: string;
}

/** A row of GET /match/search/{keyword}. */
export type SearchMatchItem = MatchSummary;

/** A row of GET /match/competition/getMatch/{competitionId}/{date}. */
export interface CompetitionMatch extends MatchSummary {
  competitionId: string;
  inPlay: boolean;
}

/** A tab of GET /expert/blinkingTabs: a match the operator highlights. */
export interface BlinkingTab {
  id: string;
  matchName: string;
  matchId: string;
  matchType: SportKey;
  /** Display order, ascending. */
  order: number;
}

export interface Competition {
  competitionId: string;
  competitionName: string;
}

export interface CompetitionDate {
  /** A calendar date, YYYY-MM-DD (shown as YYYY/MM/DD; sent back as is to getMatch). */
  startdate: string;
}

/** Session P/L of the player on one session market (spec: betId, maxLoss, totalBet, profitLoss). */
export interface SessionProfitLoss {
  /** The session market id. */
  betId: string;
  /** The worst outcome over the run ladder, a positive number (the session's exposure). */
  maxLoss: number;
  /** Bets the player holds on it. */
  totalBet: number;
  /** Run line → the player's P/L if the session settles there. */
  profitLoss: Record<string, number>;
}

/** GET /match/{id} (spec section 3, "Match detail"). */
export interface MatchDetail {
  id: string;
  title: string;
  /** The main market id. */
  marketId: string;
  eventId: string;
  matchType: SportKey;
  competitionId: string;
  competitionName: string;
  teamA: string | null;
  teamB: string | null;
  teamC: string | null;
  startAt: string;
  stopAt: string | null;
  isBookmaker: boolean;
  isFancy: boolean;
  isTv: boolean;
  rateThan100: boolean;
  manualSessionActive: boolean;
  apiSessionActive: boolean;
  betFairSessionMinBet: number | null;
  betFairSessionMaxBet: number | null;
  /** The player's P/L per runner of the match-level markets, keyed `${marketId}_${selectionId}`. */
  teamRates: Record<string, number>;
  profitLossDataSession: SessionProfitLoss[];
  /** The player's P/L keyed `${betId}_profitLoss_${matchId}`. */
  profitLossDataMatch: Record<string, number>;
  apiSession: MatchSnapshot['apiSession'];
  /** Manual (operator-run) sessions. */
  sessionBettings: Market[];
  /** Match-level markets by sno; each carries sno and parentBetId. */
  tournament: Market[];
  scoreBoard: Score | null;
  /** The `liveData<id>` sequence number this detail is current to (deltas after it apply on top). */
  seq: number;
}

/** GET /match/other/{id}: markets of the other provider's event for this match. */
export interface OtherMatchMarkets {
  matchId: string;
  beventId: string | null;
  markets: Market[];
}

export type RacingSportKey = Extract<SportKey, 'horseRacing' | 'greyHound'>;

/** A row of GET /match/countryWiseList. */
export interface RacingCountry {
  /** ISO 3166 alpha-2. */
  countryCode: string;
  /** Races listed (not finished) in that country. */
  count: number;
}

/** A row of GET /match/racing/list. */
export interface RaceListItem {
  id: string;
  title: string;
  venue: string;
  raceNumber: number;
  startAt: string;
  countryCode: string;
  status: MarketStatus;
}

/** GET /match/racing/{id} (spec: "response runners, matchOdd"). */
export interface RaceDetail {
  id: string;
  title: string;
  matchType: RacingSportKey;
  eventId: string;
  marketId: string;
  venue: string;
  raceNumber: number;
  countryCode: string;
  startAt: string;
  stopAt: string | null;
  /** The win market. */
  matchOdd: Market;
  /** The same as matchOdd.runners (selectionId, nat, prices). */
  runners: Runner[];
  /** The player's P/L keyed `${marketId}_${selectionId}`. */
  profitLossDataMatch: Record<string, number>;
  seq: number;
}

export interface IframeQuery {
  sportType: SportKey;
  isTv: boolean;
  isScore: boolean;
  /** The other provider's event id, when the match has one. */
  bEventId?: string | null;
}

/** GET /getIframeUrl/{id}: null where the match has no stream or scoreboard. */
export interface IframeUrls {
  tvData: { iframeUrl: string | null };
  scoreData: { iframeUrl: string | null };
}

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
