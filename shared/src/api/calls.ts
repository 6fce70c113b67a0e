/**
 * The account, session and statement calls of spec section 7, typed against the shapes in this
 * folder. With `betting/calls`, `sports/api`, `casino/calls` and `cards/calls` these are the only
 * way a Backlay app reaches the API: every function takes the host's HttpClient first and optional
 * RequestOptions last (`{ signal }` from a query, `silent` where the screen shows its own message).
 */
import type { ApiResponse, HttpClient, RequestOptions } from '../http/client.js';
import type {
  AuthenticatorState,
  BetSettings,
  BetSettingsUpdate,
  ButtonInsertRequest,
  ButtonType,
  ButtonValues,
  ChangePasswordRequest,
  CheckOldPasswordResponse,
  GenerateAuthTokenRequest,
  GenerateAuthTokenResponse,
  LoginRequest,
  LoginResponse,
  Paged,
  PlacedBet,
  Profile,
  RemoveAuthenticatorRequest,
  TransactionRow,
  VerifyAuthTokenRequest,
} from './index.js';

const seg = (value: string | number): string => encodeURIComponent(String(value));

/** POST /auth/login. */
export function login(
  http: HttpClient,
  body: LoginRequest,
  options: RequestOptions = {},
): Promise<ApiResponse<LoginResponse>> {
  return http.post<LoginResponse>('/auth/login', body, options);
}

/** POST /user/loginWithDemo: a fresh demo player's session. */
export function loginWithDemo(http: HttpClient, options: RequestOptions = {}): Promise<ApiResponse<LoginResponse>> {
  return http.post<LoginResponse>('/user/loginWithDemo', undefined, options);
}

/** POST /auth/verifyAuthToken with a verify-only token: the second factor at login; answers the full token. */
export function verifyAuthToken(
  http: HttpClient,
  body: VerifyAuthTokenRequest,
  options: RequestOptions = {},
): Promise<ApiResponse<string>> {
  return http.post<string>('/auth/verifyAuthToken', body, options);
}

/** POST /auth/verifyAuthToken with a full session: confirms a pending authenticator (after generate). */
export function confirmAuthenticator(
  http: HttpClient,
  body: VerifyAuthTokenRequest,
  options: RequestOptions = {},
): Promise<ApiResponse<AuthenticatorState | null>> {
  return http.post<AuthenticatorState | null>('/auth/verifyAuthToken', body, options);
}

/** POST /auth/resend/token: a new code through the operator's channel. */
export function resendAuthToken(http: HttpClient, options: RequestOptions = {}): Promise<ApiResponse<null>> {
  return http.post<null>('/auth/resend/token', undefined, options);
}

/** POST /auth/logout: ends this session on the server. */
export function logout(http: HttpClient, options: RequestOptions = {}): Promise<ApiResponse<null>> {
  return http.post<null>('/auth/logout', undefined, options);
}

/** GET /user/profile: the player, balance included. */
export function profile(http: HttpClient, options: RequestOptions = {}): Promise<ApiResponse<Profile>> {
  return http.get<Profile>('/user/profile', options);
}

/** POST /user/changePassword. */
export function changePassword(
  http: HttpClient,
  body: ChangePasswordRequest,
  options: RequestOptions = {},
): Promise<ApiResponse<null>> {
  return http.post<null>('/user/changePassword', body, options);
}

/** POST /user/check/oldPassword: whether `oldPassword` is the current one. */
export function checkOldPassword(
  http: HttpClient,
  oldPassword: string,
  options: RequestOptions = {},
): Promise<ApiResponse<CheckOldPasswordResponse>> {
  return http.post<CheckOldPasswordResponse>('/user/check/oldPassword', { oldPassword }, options);
}

/** GET /button?type=: the player's stake buttons of one kind. */
export function buttonValues(
  http: HttpClient,
  type: ButtonType,
  options: RequestOptions = {},
): Promise<ApiResponse<ButtonValues>> {
  return http.get<ButtonValues>('/button', { ...options, params: { ...(options.params ?? {}), type } });
}

/** POST /button/insert: saves the stake buttons of one kind. */
export function insertButtonValues(
  http: HttpClient,
  body: ButtonInsertRequest,
  options: RequestOptions = {},
): Promise<ApiResponse<ButtonValues>> {
  return http.post<ButtonValues>('/button/insert', body, options);
}

/** GET /user/betSettings: one-click betting and the slip's confirm step, as the player set them. */
export function betSettings(http: HttpClient, options: RequestOptions = {}): Promise<ApiResponse<BetSettings>> {
  return http.get<BetSettings>('/user/betSettings', options);
}

/** POST /user/betSettings: changes the given settings and answers all of them. */
export function updateBetSettings(
  http: HttpClient,
  body: BetSettingsUpdate,
  options: RequestOptions = {},
): Promise<ApiResponse<BetSettings>> {
  return http.post<BetSettings>('/user/betSettings', body, options);
}

/** GET /rules: the betting rules (their shape is checked by the screen that shows them). */
export function rules(http: HttpClient, options: RequestOptions = {}): Promise<ApiResponse<unknown>> {
  return http.get<unknown>('/rules', options);
}

/** GET /auth/getAuthenticator: whether a second factor is on, or waiting to be confirmed. */
export function getAuthenticator(
  http: HttpClient,
  options: RequestOptions = {},
): Promise<ApiResponse<AuthenticatorState>> {
  return http.get<AuthenticatorState>('/auth/getAuthenticator', options);
}

/** POST /auth/generateAuthToken: starts turning a second factor on (a secret, or a code sent). */
export function generateAuthToken(
  http: HttpClient,
  body: GenerateAuthTokenRequest,
  options: RequestOptions = {},
): Promise<ApiResponse<GenerateAuthTokenResponse>> {
  return http.post<GenerateAuthTokenResponse>('/auth/generateAuthToken', body, options);
}

/** POST /auth/removeAuthenticator: turns the second factor off. */
export function removeAuthenticator(
  http: HttpClient,
  body: RemoveAuthenticatorRequest,
  options: RequestOptions = {},
): Promise<ApiResponse<{ isAuthenticator: boolean }>> {
  return http.post<{ isAuthenticator: boolean }>('/auth/removeAuthenticator', body, options);
}

export interface StatementQuery {
  page: number;
  limit: number;
  /** The raw filter string (dates, types). */
  filter: string;
  sort?: string;
}

/** GET /transaction/get/{userId}: one page of the account statement. */
export function statement(
  http: HttpClient,
  userId: string,
  query: StatementQuery,
  options: RequestOptions = {},
): Promise<ApiResponse<Paged<TransactionRow>>> {
  return http.get<Paged<TransactionRow>>(`/transaction/get/${seg(userId)}`, {
    ...options,
    filter: query.filter,
    params: { page: query.page, limit: query.limit, sort: query.sort },
  });
}

export interface BetPageQuery {
  page: number;
  limit: number;
  status: 'MATCHED' | 'DELETED';
  /** A bet event type, or undefined for all. */
  eventType?: string | undefined;
  /** The raw filter string (results, dates). */
  filter: string;
  /** e.g. `betPlaced.settledAt:DESC` (the API's default is `betPlaced.createdAt:DESC`). */
  sort?: string;
}

/** GET /bet: one page of the player's bets, as the reports ask for them. */
export function betPage(
  http: HttpClient,
  query: BetPageQuery,
  options: RequestOptions = {},
): Promise<ApiResponse<Paged<PlacedBet>>> {
  return http.get<Paged<PlacedBet>>('/bet', {
    ...options,
    filter: query.filter,
    params: {
      page: query.page,
      limit: query.limit,
      status: query.status,
      // The filter grammar wants the operator spelled out.
      'betPlaced.eventType': query.eventType ? `eq${query.eventType}` : undefined,
      sort: query.sort,
    },
  });
}

/** Settled: won, lost or void (TIE). */
export const SETTLED_BETS_FILTER = 'result=inArr["WIN","LOSS","TIE"]';

/** GET /bet/placed?betId=eq{marketId}: the player's bets on one market (settled ones only if asked). */
export function marketBets(
  http: HttpClient,
  marketId: string,
  settledOnly: boolean,
  options: RequestOptions = {},
): Promise<ApiResponse<Paged<PlacedBet>>> {
  const filter = `betId=eq${encodeURIComponent(marketId)}${settledOnly ? `&${SETTLED_BETS_FILTER}` : ''}`;
  return http.get<Paged<PlacedBet>>('/bet/placed', {
    ...options,
    filter,
    params: { sort: 'betPlaced.createdAt:DESC' },
  });
}
