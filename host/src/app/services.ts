import { BehaviorSubject } from 'rxjs';
import type { QueryClient } from '@tanstack/react-query';
import { logout, type Profile } from '@backlay/shared/api';
import type { HostApi, SlotId } from '@backlay/shared/contract';
import { createHttpClient, HttpError, type HttpClientOptions } from '@backlay/shared/http';
import type { AppConfig } from '../config/appConfig.js';
import { createBus, type HostBus, type SocketFactory } from '@backlay/shared/realtime';
import { loginNoticeState } from '../public/notices.js';
import { clearSession, readSession } from '../session/storage.js';
import { announceLogout } from '../session/crossTab.js';
import { createToastStore, APP_TOAST_MS, PUBLIC_TOAST_MS, type ToastStore } from '../toasts/toastStore.js';
import { createRemoteLoader, type RemoteLoader } from '../remotes/loader.js';

/** The router's navigate as the services use it; `state` travels with the history entry. */
export type HostNavigate = (to: string, options?: { replace?: boolean; state?: unknown }) => void;

export interface HostServices {
  api: HostApi;
  bus: HostBus;
  toasts: ToastStore;
  loader: RemoteLoader;
  config: AppConfig;
  /** The slot a remote has been asked to show, or null. */
  openSlot$: BehaviorSubject<SlotId | null>;
  /** The same stream as api.profile$, writable for the shell. */
  profile$: BehaviorSubject<Profile | null>;
  /** Set by the router once it exists, so services can navigate. */
  setNavigate(navigate: HostNavigate): void;
  /** Another tab signed out: end the session here too, and show the reason it gave, if any. */
  signedOutElsewhere(message?: string | null): void;
  /** True while the public shell is on screen: toasts go top-right for 5000 ms there. */
  publicShell$: BehaviorSubject<boolean>;
  /**
   * The one QueryClient of the host and every remote (also api.queryClient). It is loaded with the
   * signed-in shell (`loadQueryClient`), so the public pages carry no query library; reading it
   * before then is a programming error.
   */
  readonly queryClient: QueryClient;
  /** Loads the query library and makes the QueryClient, once; the signed-in shell waits for it. */
  loadQueryClient(): Promise<QueryClient>;
}

/** What tests put in place of the network; production leaves both to the defaults. */
export interface HostTransport {
  socketFactory?: SocketFactory;
  httpAdapter?: HttpClientOptions['adapter'];
}

export function createHostServices(
  config: AppConfig,
  loader?: RemoteLoader,
  transport: HostTransport = {},
): HostServices {
  let navigate: HostNavigate = (to) => window.location.assign(to);
  const publicShell$ = new BehaviorSubject<boolean>(true);
  const toasts = createToastStore(() => (publicShell$.value ? PUBLIC_TOAST_MS : APP_TOAST_MS));
  const bus = createBus(config.socketUrl, transport.socketFactory);
  const profile$ = new BehaviorSubject<Profile | null>(null);
  const openSlot$ = new BehaviorSubject<SlotId | null>(null);
  let queryClient: QueryClient | null = null;
  let queryModule: Promise<typeof import('@backlay/shared/query')> | null = null;
  async function loadQuery() {
    queryModule ??= import('@backlay/shared/query');
    const query = await queryModule;
    if (!queryClient) {
      queryClient = query.createQueryClient();
      // Pushes about the player make the queries they change stale, for the host and every remote.
      query.connectQueryInvalidation(queryClient, bus.user$);
    }
    return { query, client: queryClient };
  }
  const loadedQueryClient = (): QueryClient => {
    if (!queryClient) throw new Error('The QueryClient is loaded with the signed-in shell (loadQueryClient).');
    return queryClient;
  };

  let signingOut = false;
  /** Ends the session locally: storage, socket, other tabs, then /login (showing `message`, if any). */
  function endLocally(announce: boolean, message?: string) {
    clearSession();
    profile$.next(null);
    // Nothing of this player's server state outlives the session.
    queryClient?.clear();
    bus.disconnect();
    const notice = message?.trim();
    if (announce) announceLogout(notice);
    navigate('/login', notice ? { replace: true, state: loginNoticeState(notice) } : { replace: true });
  }

  const http = createHttpClient({
    baseURL: config.apiUrl,
    getToken: () => readSession().token,
    onUnauthorized: () => endLocally(true),
    toast: (message, status, durationMs) => toasts.show(message, status, durationMs),
    ...(transport.httpAdapter ? { adapter: transport.httpAdapter } : {}),
  });

  const api: HostApi = {
    brand: config.brand,
    apiUrl: config.apiUrl,
    http,
    realtime: bus,
    toast: { show: (message, status, durationMs) => void toasts.show(message, status, durationMs) },
    navigate: (to, options) => navigate(to, options),
    profile$,
    session: {
      get: () => readSession(),
      async signOut(reason = 'logout', message) {
        if (signingOut) return;
        signingOut = true;
        try {
          if (reason === 'logout' && readSession().token) {
            await logout(http, { silent: true }).catch(() => undefined);
          }
        } finally {
          endLocally(true, message);
          signingOut = false;
        }
      },
    },
    async refreshProfile() {
      if (!readSession().token) return null;
      try {
        const { query, client } = await loadQuery();
        const data = await client.fetchQuery({ ...query.profileQuery(http, { silent: true }), staleTime: 0 });
        profile$.next(data);
        return data;
      } catch (error) {
        if (error instanceof HttpError && error.cancelled) return profile$.value;
        throw error;
      }
    },
    openSlot: (id) => openSlot$.next(id),
    get queryClient() {
      return loadedQueryClient();
    },
  };

  return {
    api,
    bus,
    toasts,
    config,
    openSlot$,
    profile$,
    publicShell$,
    get queryClient() {
      return loadedQueryClient();
    },
    loadQueryClient: async () => (await loadQuery()).client,
    loader: loader ?? createRemoteLoader(config.remotes),
    setNavigate(fn) {
      navigate = fn;
    },
    signedOutElsewhere(message) {
      endLocally(false, message ?? undefined);
    },
  };
}
