/**
 * The HostApi a screen test hands to HostContext: the real HTTP client over a fake adapter (see
 * createFakeServer), a quiet real-time bus, and the callbacks the test passes in (typically its
 * own jest.fn() mocks) or no-ops. Test-framework free: nothing here touches jest's globals.
 */
import type { QueryClient } from '@tanstack/react-query';
import { BehaviorSubject, NEVER, Subject } from 'rxjs';
import type { Profile } from '../api/index.js';
import type { Brand, HostApi, SessionApi, SessionState } from '../contract/index.js';
import { createHttpClient, type HttpClientOptions } from '../http/index.js';
import type { BusStatus, UserEvent } from '../realtime/index.js';
import { createTestQueryClient } from '../query/client.js';
import { connectQueryInvalidation } from '../query/invalidation.js';
import { createFakeCardTables } from './cards.js';

import { TEST_API_URL, TEST_HOST_BRAND } from './constants.js';

export { TEST_API_URL, TEST_HOST_BRAND };

/** A signed-in player's session as the host keeps it (spec section 3). */
export function makeTestSession(overrides: Partial<SessionState> = {}): SessionState {
  return {
    token: 'test-token',
    userId: '00000000-0000-4000-8000-000000000001',
    authenticatorType: '0',
    forceChangePassword: false,
    isDemo: false,
    isAuthenticatorVerified: false,
    ...overrides,
  };
}

export interface TestHostApiOptions {
  /** The fake server's adapter the real HTTP client sends through. */
  adapter: HttpClientOptions['adapter'];
  /** What session.get() answers; the HTTP client reads its token from it on every request. */
  getSession: () => SessionState;
  /** Called by session.signOut(reason, message); resolves at once by default. */
  signOut?: (...args: Parameters<SessionApi['signOut']>) => Promise<void>;
  brand?: Brand;
  apiUrl?: string;
  onUnauthorized?: HttpClientOptions['onUnauthorized'];
  /** What the HTTP client toasts (server messages). */
  httpToast?: HttpClientOptions['toast'];
  /** Replaces parts of the default bus (connected, no user events, no sports data). */
  realtime?: Partial<HostApi['realtime']>;
  toast?: HostApi['toast']['show'];
  navigate?: HostApi['navigate'];
  profile$?: HostApi['profile$'];
  refreshProfile?: HostApi['refreshProfile'];
  openSlot?: HostApi['openSlot'];
  /** Default: a fresh client without retries, following realtime.user$ as the host's does. */
  queryClient?: QueryClient;
}

export function createTestHostApi(options: TestHostApiOptions): HostApi {
  const { getSession, signOut = () => Promise.resolve() } = options;
  const apiUrl = options.apiUrl ?? TEST_API_URL;
  const queryClient = options.queryClient ?? createTestQueryClient();
  const user$ = options.realtime?.user$ ?? new Subject<UserEvent>();
  connectQueryInvalidation(queryClient, user$);
  return {
    brand: options.brand ?? TEST_HOST_BRAND,
    apiUrl,
    session: { get: () => getSession(), signOut: (...args) => signOut(...args) },
    http: createHttpClient({
      baseURL: apiUrl,
      getToken: () => getSession().token,
      onUnauthorized: options.onUnauthorized ?? (() => undefined),
      toast: options.httpToast ?? (() => undefined),
      log: () => undefined,
      adapter: options.adapter,
    }),
    realtime: {
      status$: new BehaviorSubject<BusStatus>({ state: 'connected' }),
      match: () => NEVER,
      list: () => NEVER,
      newMatches$: NEVER,
      // Quiet tables: nothing is pushed unless a test passes its own FakeCardTables' cards().
      cards: createFakeCardTables().cards,
      expert: () => NEVER,
      ...options.realtime,
      user$,
    },
    toast: { show: options.toast ?? (() => undefined) },
    navigate: options.navigate ?? (() => undefined),
    profile$: options.profile$ ?? new BehaviorSubject<Profile | null>(null),
    refreshProfile: options.refreshProfile ?? (() => Promise.resolve(null)),
    openSlot: options.openSlot ?? (() => undefined),
    queryClient,
  };
}
