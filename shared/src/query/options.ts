/**
 * Query and mutation options per resource, built on the typed calls: a screen writes
 * `useQuery(rulesQuery(host.http))` and gets the shared key, the call (aborted through the query's
 * signal) and a staleTime that suits the data. `request` carries per-screen RequestOptions such as
 * `silent` (the screen shows its own message instead of the HTTP client's toast).
 */
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiResponse, HttpClient, RequestOptions } from '../http/client.js';
import {
  betPage,
  betSettings,
  buttonValues,
  changePassword,
  confirmAuthenticator,
  generateAuthToken,
  getAuthenticator,
  insertButtonValues,
  marketBets,
  profile,
  removeAuthenticator,
  rules,
  statement,
  updateBetSettings,
  type BetPageQuery,
  type StatementQuery,
} from '../api/calls.js';
import type {
  BetSettings,
  BetSettingsUpdate,
  ButtonInsertRequest,
  ButtonType,
  ChangePasswordRequest,
  GenerateAuthTokenRequest,
  ProfitLossQuery,
  RemoveAuthenticatorRequest,
  VerifyAuthTokenRequest,
} from '../api/index.js';
import {
  commissionRates,
  marketPositions,
  myMarket,
  placedBets,
  profitLossReport,
  runAmount,
} from '../betting/calls.js';
import { cardInitial, cardResults, cardRoundDetail, type CardResultQuery } from '../cards/calls.js';
import { casinoBets, casinoList, casinoLogin, casinoProviders, type CasinoBetQuery } from '../casino/calls.js';
import type { CasinoLoginRequest } from '../casino/contract.js';
import {
  competitionDates,
  competitionList,
  competitionMatches,
  iframeUrls,
  matchDetail,
  matchList,
  otherMarkets,
  raceDetail,
  countryWiseList,
  racingList,
  searchMatches,
  type IframeQuery,
  type MatchListQuery,
  type RacingSportKey,
} from '../sports/api.js';
import type { SportKey } from '../sports/types.js';
import { queryKeys } from './keys.js';

/** How long an answer counts as fresh (pushes invalidate the ones that change with play). */
export const STALE = {
  /** Changes with every bet: refetch whenever a screen asks, pushes refetch what is shown. */
  live: 0,
  /** Lists and reports: fresh for a few seconds, so a re-render or a back-and-forth is free. */
  short: 5_000,
  /** Catalogues and search results: fresh for a minute. */
  medium: 60_000,
  /** Rules and settings that only change by the player's own hand (mutations update them). */
  long: 10 * 60_000,
} as const;

type Call<T> = (options: RequestOptions) => Promise<ApiResponse<T>>;

/** The call with the query's signal, answering the envelope's data. */
function data<T>(call: Call<T>, request: RequestOptions, signal: AbortSignal): Promise<T> {
  return call({ ...request, signal }).then((response) => response.data);
}

export const profileQuery = (http: HttpClient, request: RequestOptions = {}) =>
  queryOptions({
    queryKey: queryKeys.profile,
    queryFn: ({ signal }) => data((o) => profile(http, o), request, signal),
    staleTime: STALE.live,
  });

export const buttonValuesQuery = (http: HttpClient, type: ButtonType, request: RequestOptions = {}) =>
  queryOptions({
    queryKey: queryKeys.account.buttonValues(type),
    queryFn: ({ signal }) => data((o) => buttonValues(http, type, o), request, signal),
    staleTime: STALE.long,
  });

/** One-click betting and the slip's confirm step: changed only by the player (the mutation below). */
export const betSettingsQuery = (http: HttpClient, request: RequestOptions = {}) =>
  queryOptions({
    queryKey: queryKeys.account.betSettings,
    queryFn: ({ signal }) => data((o) => betSettings(http, o), request, signal),
    staleTime: STALE.long,
  });

/**
 * Changing a bet setting shows at once (the cached settings take the change before the server
 * answers), takes the server's answer when it comes, and goes back to what was there if the
 * server refuses it.
 */
export const updateBetSettingsMutation = (http: HttpClient, client: QueryClient, request: RequestOptions = {}) =>
  mutationOptions({
    mutationFn: (body: BetSettingsUpdate) => updateBetSettings(http, body, request).then((r) => r.data),
    onMutate: async (body: BetSettingsUpdate) => {
      await client.cancelQueries({ queryKey: queryKeys.account.betSettings });
      const before = client.getQueryData<BetSettings>(queryKeys.account.betSettings);
      if (before) client.setQueryData<BetSettings>(queryKeys.account.betSettings, { ...before, ...body });
      return { before };
    },
    onError: (_error, _body, context) => {
      if (context?.before) client.setQueryData(queryKeys.account.betSettings, context.before);
    },
    onSuccess: (saved) => {
      client.setQueryData(queryKeys.account.betSettings, saved);
    },
  });

export const rulesQuery = (http: HttpClient, request: RequestOptions = {}) =>
  queryOptions({
    queryKey: queryKeys.account.rules,
    queryFn: ({ signal }) => data((o) => rules(http, o), request, signal),
    staleTime: STALE.long,
  });

export const authenticatorQuery = (http: HttpClient, request: RequestOptions = {}) =>
  queryOptions({
    queryKey: queryKeys.account.authenticator,
    queryFn: ({ signal }) => data((o) => getAuthenticator(http, o), request, signal),
    staleTime: STALE.live,
  });

export const myMarketQuery = (http: HttpClient, request: RequestOptions = {}) =>
  queryOptions({
    queryKey: queryKeys.positions.myMarket,
    queryFn: ({ signal }) => data((o) => myMarket(http, o), request, signal),
    staleTime: STALE.live,
  });

export const placedBetsQuery = (http: HttpClient, matchId: string, request: RequestOptions = {}) =>
  queryOptions({
    queryKey: queryKeys.bets.placed(matchId),
    queryFn: ({ signal }) => data((o) => placedBets(http, matchId, o), request, signal),
    staleTime: STALE.live,
  });

export const marketPositionsQuery = (http: HttpClient, matchId: string, request: RequestOptions = {}) =>
  queryOptions({
    queryKey: queryKeys.positions.match(matchId),
    queryFn: ({ signal }) => data((o) => marketPositions(http, { matchId }, o), request, signal),
    staleTime: STALE.live,
  });

/** The commission schedule: set by the operator, it changes rarely. */
export const commissionRatesQuery = (http: HttpClient, request: RequestOptions = {}) =>
  queryOptions({
    queryKey: queryKeys.commission,
    queryFn: ({ signal }) => data((o) => commissionRates(http, o), request, signal),
    staleTime: STALE.long,
  });

export const runAmountQuery = (
  http: HttpClient,
  betId: string,
  matchId: string,
  meter: boolean,
  request: RequestOptions = {},
) =>
  queryOptions({
    queryKey: queryKeys.positions.runAmount(betId, matchId, meter),
    queryFn: ({ signal }) => data((o) => runAmount(http, betId, matchId, meter, o), request, signal),
    staleTime: STALE.live,
  });

export const betPageQuery = (http: HttpClient, query: BetPageQuery, request: RequestOptions = {}) =>
  queryOptions({
    queryKey: queryKeys.bets.page(query),
    queryFn: ({ signal }) => data((o) => betPage(http, query, o), request, signal),
    staleTime: STALE.short,
  });

export const marketBetsQuery = (
  http: HttpClient,
  marketId: string,
  settledOnly: boolean,
  request: RequestOptions = {},
) =>
  queryOptions({
    queryKey: queryKeys.bets.market(marketId, settledOnly),
    queryFn: ({ signal }) => data((o) => marketBets(http, marketId, settledOnly, o), request, signal),
    staleTime: STALE.short,
  });

export const statementQuery = (http: HttpClient, userId: string, query: StatementQuery, request: RequestOptions = {}) =>
  queryOptions({
    queryKey: queryKeys.reports.statement(userId, query),
    queryFn: ({ signal }) => data((o) => statement(http, userId, query, o), request, signal),
    staleTime: STALE.short,
  });

export const profitLossQuery = (http: HttpClient, query: ProfitLossQuery, request: RequestOptions = {}) =>
  queryOptions({
    queryKey: queryKeys.reports.profitLoss(query),
    queryFn: ({ signal }) => data((o) => profitLossReport(http, query, o), request, signal),
    staleTime: STALE.short,
  });

export const casinoBetsQuery = (
  http: HttpClient,
  userId: string,
  query: CasinoBetQuery,
  request: RequestOptions = {},
) =>
  queryOptions({
    queryKey: queryKeys.reports.casinoBets(userId, query),
    queryFn: ({ signal }) => data((o) => casinoBets(http, userId, query, o), request, signal),
    staleTime: STALE.short,
  });

export const cardResultsQuery = (
  http: HttpClient,
  type: string,
  query: CardResultQuery,
  request: RequestOptions = {},
) =>
  queryOptions({
    queryKey: queryKeys.results.cards(type, query),
    queryFn: ({ signal }) => data((o) => cardResults(http, type, query, o), request, signal),
    staleTime: STALE.short,
  });

/** A settled round never changes. */
export const cardRoundQuery = (http: HttpClient, mid: string, request: RequestOptions = {}) =>
  queryOptions({
    queryKey: queryKeys.results.cardRound(mid),
    queryFn: ({ signal }) => data((o) => cardRoundDetail(http, mid, o), request, signal),
    staleTime: Infinity,
  });

export const casinoListQuery = (http: HttpClient, request: RequestOptions = {}) =>
  queryOptions({
    queryKey: queryKeys.casino.list,
    queryFn: ({ signal }) => data((o) => casinoList(http, o), request, signal),
    staleTime: STALE.medium,
  });

/**
 * A live table's snapshot and last results, for the first paint. Never served from the cache: the
 * table moves on every few seconds, so each mount asks again (gcTime 0).
 */
export const cardTableQuery = (http: HttpClient, type: string, request: RequestOptions = {}) =>
  queryOptions({
    queryKey: queryKeys.casino.table(type),
    queryFn: ({ signal }) => data((o) => cardInitial(http, type, o), request, signal),
    staleTime: STALE.live,
    gcTime: 0,
  });

export const casinoProvidersQuery = (http: HttpClient, request: RequestOptions = {}) =>
  queryOptions({
    queryKey: queryKeys.casino.providers,
    queryFn: ({ signal }) => data((o) => casinoProviders(http, o), request, signal),
    staleTime: STALE.long,
  });

export const searchMatchesQuery = (http: HttpClient, keyword: string, request: RequestOptions = {}) =>
  queryOptions({
    queryKey: queryKeys.sports.search(keyword),
    queryFn: ({ signal }) => data((o) => searchMatches(http, keyword, o), request, signal),
    staleTime: STALE.medium,
  });

export const matchListQuery = (http: HttpClient, query: MatchListQuery, request: RequestOptions = {}) =>
  queryOptions({
    queryKey: queryKeys.sports.matchList(query),
    queryFn: ({ signal }) => data((o) => matchList(http, query, o), request, signal),
    staleTime: STALE.short,
  });

/** How many rows a match list page asks for first (the list room then brings every listed match). */
export const OPENING_LIST_ROWS = 100;

/**
 * The match list a list page opens with: the home-style pages (every sport, `matchType` absent) and
 * a sport's own list. Silent: the page shows its own message when it fails.
 */
export const openingMatchListQuery = (http: HttpClient, matchType?: SportKey) =>
  matchListQuery(http, { matchType, limit: OPENING_LIST_ROWS }, { silent: true });

/**
 * A match's detail as GET /match/{id} answers it, or a race's as GET /match/racing/{id} does: the
 * first paint of the match and race pages, which make their live state of it (the bus goes on from
 * there, and an answer older than the bus's state is dropped). Fresh for 5 s, so the answer the
 * host started beside the page's code (prefetchPage) serves the page's first mount, and a later
 * mount asks again. Silent and not retried here: the page shows its own message and retries its
 * own query.
 */
export const matchDetailQuery = (http: HttpClient, id: string) =>
  queryOptions({
    queryKey: queryKeys.sports.matchDetail(id),
    queryFn: ({ signal }) => data((o) => matchDetail(http, id, o), { silent: true }, signal),
    staleTime: STALE.short,
    gcTime: DETAIL_GC_MS,
    retry: false,
  });

export const raceDetailQuery = (http: HttpClient, id: string) =>
  queryOptions({
    queryKey: queryKeys.sports.raceDetail(id),
    queryFn: ({ signal }) => data((o) => raceDetail(http, id, o), { silent: true }, signal),
    staleTime: STALE.short,
    gcTime: DETAIL_GC_MS,
    retry: false,
  });

/** A detail answer is kept a minute after its page went (it is only read within 5 s of arriving). */
const DETAIL_GC_MS = 60_000;

export const competitionsQuery = (http: HttpClient, sportId: string, request: RequestOptions = {}) =>
  queryOptions({
    queryKey: queryKeys.sports.competitions(sportId),
    queryFn: ({ signal }) => data((o) => competitionList(http, sportId, o), request, signal),
    staleTime: STALE.medium,
  });

export const competitionDatesQuery = (http: HttpClient, competitionId: string, request: RequestOptions = {}) =>
  queryOptions({
    queryKey: queryKeys.sports.competitionDates(competitionId),
    queryFn: ({ signal }) => data((o) => competitionDates(http, competitionId, o), request, signal),
    staleTime: STALE.medium,
  });

export const competitionMatchesQuery = (
  http: HttpClient,
  competitionId: string,
  date: string,
  request: RequestOptions = {},
) =>
  queryOptions({
    queryKey: queryKeys.sports.competitionMatches(competitionId, date),
    queryFn: ({ signal }) => data((o) => competitionMatches(http, competitionId, date, o), request, signal),
    staleTime: STALE.medium,
  });

export const otherMarketsQuery = (http: HttpClient, matchId: string, request: RequestOptions = {}) =>
  queryOptions({
    queryKey: queryKeys.sports.otherMarkets(matchId),
    queryFn: ({ signal }) => data((o) => otherMarkets(http, matchId, o), request, signal),
    staleTime: STALE.short,
  });

/** The countries with races not yet finished, for the racing pages (a list that changes as races end). */
export const racingCountriesQuery = (http: HttpClient, matchType: RacingSportKey, request: RequestOptions = {}) =>
  queryOptions({
    queryKey: queryKeys.sports.racingCountries(matchType),
    queryFn: ({ signal }) => data((o) => countryWiseList(http, matchType, o), request, signal),
    staleTime: STALE.short,
  });

/** One country's races not yet finished, in meeting and start order. */
export const racingListQuery = (
  http: HttpClient,
  matchType: RacingSportKey,
  countryCode: string,
  request: RequestOptions = {},
) =>
  queryOptions({
    queryKey: queryKeys.sports.racingList(matchType, countryCode),
    queryFn: ({ signal }) => data((o) => racingList(http, countryCode, matchType, o), request, signal),
    staleTime: STALE.short,
  });

export const iframeQuery = (http: HttpClient, id: string, query: IframeQuery, request: RequestOptions = {}) =>
  queryOptions({
    queryKey: queryKeys.sports.iframe(id, query),
    queryFn: ({ signal }) => data((o) => iframeUrls(http, id, query, o), request, signal),
    staleTime: STALE.medium,
  });

/** Saving stake buttons updates the cached ones (and the profile, which carries them too). */
export const insertButtonValuesMutation = (http: HttpClient, client: QueryClient, request: RequestOptions = {}) =>
  mutationOptions({
    mutationFn: (body: ButtonInsertRequest) => insertButtonValues(http, body, request).then((r) => r.data),
    onSuccess: (saved) => {
      client.setQueryData(queryKeys.account.buttonValues(saved.type), saved);
      void client.invalidateQueries({ queryKey: queryKeys.profile });
    },
  });

export const changePasswordMutation = (http: HttpClient, request: RequestOptions = {}) =>
  mutationOptions({
    mutationFn: (body: ChangePasswordRequest) => changePassword(http, body, request),
  });

export const generateAuthTokenMutation = (http: HttpClient, request: RequestOptions = {}) =>
  mutationOptions({
    mutationFn: (body: GenerateAuthTokenRequest) => generateAuthToken(http, body, request).then((r) => r.data),
  });

export const confirmAuthenticatorMutation = (http: HttpClient, client: QueryClient, request: RequestOptions = {}) =>
  mutationOptions({
    mutationFn: (body: VerifyAuthTokenRequest) => confirmAuthenticator(http, body, request).then((r) => r.data),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.account.authenticator }),
  });

export const removeAuthenticatorMutation = (http: HttpClient, client: QueryClient, request: RequestOptions = {}) =>
  mutationOptions({
    mutationFn: (body: RemoveAuthenticatorRequest) => removeAuthenticator(http, body, request).then((r) => r.data),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.account.authenticator }),
  });

/** Launching a provider game: opens a provider session and answers the game's address. */
export const casinoLaunchMutation = (http: HttpClient, request: RequestOptions = {}) =>
  mutationOptions({
    mutationFn: (body: CasinoLoginRequest) => casinoLogin(http, body, request).then((r) => r.data),
  });
