/**
 * Player protection calls (`/user/protection…`, `/auth/selfExclusion/revoke`): the Player
 * Protection page, the reality check dialog and the log-in page's refusal use only these.
 */
import type { ApiResponse, HttpClient, RequestOptions } from '../http/client.js';
import type {
  CoolOffRequest,
  Protection,
  ProtectionEvent,
  RealityCheckIntervalRequest,
  RevokeSelfExclusionRequest,
  SelfExcludeRequest,
  SetLimitRequest,
} from './index.js';

/** GET /user/protection: the account's state, its limits (in force, pending, used) and the reality check. */
export function protection(http: HttpClient, options: RequestOptions = {}): Promise<ApiResponse<Protection>> {
  return http.get<Protection>('/user/protection', options);
}

/** POST /user/protection/limits: a decrease is in force at once, an increase or removal after 7 days. */
export function setLimit(
  http: HttpClient,
  body: SetLimitRequest,
  options: RequestOptions = {},
): Promise<ApiResponse<Protection>> {
  return http.post<Protection>('/user/protection/limits', body, options);
}

/** POST /user/protection/realityCheck: how often the reality check appears. */
export function setRealityCheckInterval(
  http: HttpClient,
  body: RealityCheckIntervalRequest,
  options: RequestOptions = {},
): Promise<ApiResponse<Protection>> {
  return http.post<Protection>('/user/protection/realityCheck', body, options);
}

/** POST /user/protection/realityCheck/continue: the player read it; the next one is an interval away. */
export function continueAfterRealityCheck(
  http: HttpClient,
  options: RequestOptions = {},
): Promise<ApiResponse<Protection>> {
  return http.post<Protection>('/user/protection/realityCheck/continue', undefined, options);
}

/** POST /user/protection/coolOff: a break, at once; every login of the player ends. */
export function coolOff(
  http: HttpClient,
  body: CoolOffRequest,
  options: RequestOptions = {},
): Promise<ApiResponse<{ until: string }>> {
  return http.post<{ until: string }>('/user/protection/coolOff', body, options);
}

/** POST /user/protection/selfExclude: a self-exclusion, at once; every login of the player ends. */
export function selfExclude(
  http: HttpClient,
  body: SelfExcludeRequest,
  options: RequestOptions = {},
): Promise<ApiResponse<{ until: string | null }>> {
  return http.post<{ until: string | null }>('/user/protection/selfExclude', body, options);
}

/** GET /user/protection/history: the player's protection changes and limit refusals, newest first. */
export function protectionHistory(
  http: HttpClient,
  options: RequestOptions = {},
): Promise<ApiResponse<ProtectionEvent[]>> {
  return http.get<ProtectionEvent[]>('/user/protection/history', options);
}

/** POST /auth/selfExclusion/revoke: once the period is over, ends the self-exclusion 7 days later. */
export function revokeSelfExclusion(
  http: HttpClient,
  body: RevokeSelfExclusionRequest,
  options: RequestOptions = {},
): Promise<ApiResponse<{ revokesAt: string }>> {
  return http.post<{ revokesAt: string }>('/auth/selfExclusion/revoke', body, options);
}
