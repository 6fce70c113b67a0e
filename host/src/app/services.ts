import type { BehaviorSubject } from 'rxjs';
import type { QueryClient } from '@tanstack/react-query';
import { logout, type Profile } from '@backlay/shared/api';
import type { HostApi, SlotId } from '@backlay/shared/contract';
import { createHttpClient, HttpError, type HttpClientOptions } from '@backlay/shared/http';
import type { AppConfig } from '../config/appConfig.js';
import type { HostBus, SocketFactory } from '@backlay/shared/realtime';
import { loginNoticeState } from '../public/notices.js';
import { clearSession, readSession } from '../session/storage.js';
import { announceLogout } from '../session/crossTab.js';
import { createToastStore, APP_TOAST_MS, PUBLIC_TOAST_MS, type ToastStore } from '../toasts/toastStore.js';
import { createRemoteLoader, type RemoteLoader } from '../remotes/loader.js';
import type { SignedInParts } from './signedIn.js';

/** The router's navigate as the services use it; `state` travels with the history entry. */
export type HostNavigate = (to: string, options?: { replace?: boolean; state?: unknown }) => void;

/**
 * The host's services. What only the signed-in shell uses (the real-time bus, the profile, the open
 * slot, the QueryClient; with them RxJS, the socket client and the query library) is loaded with
 * that shell by `loadSignedIn`: the public pages carry none of it. Reading one of those before
 * then is a programming error and throws.
 */
export interface HostServices {
  /** `realtime`, `profile$` and `queryClient` of it are there once `loadSignedIn` has resolved. */
  api: HostApi;
  toasts: ToastStore;
  loader: RemoteLoader;
  config: AppConfig;
  readonly bus: HostBus;
  /** The slot a remote has been asked to show, or null. */
  readonly openSlot$: BehaviorSubject<SlotId | null>;
  /** The same stream as api.profile$, writable for the shell. */
  readonly profile$: BehaviorSubject<Profile | null>;
  /** The one QueryClient of the host and every remote (also api.queryClient). */
  readonly queryClient: QueryClient;
  /** Loads and makes the signed-in shell's parts, once; the signed-in shell waits for it. */
  loadSignedIn(): Promise<void>;
  /**
   * Starts the queries the page at `path` (a route pattern) opens with, beside its remote's code
   * (prefetchPage of @backlay/shared/query). Before the signed-in parts are there it does nothing.
   */
  prefetchPage(path: string, params: Readonly<Record<string, string | undefined>>): void;
  /** Set by the router once it exists, so services can navigate. */
  setNavigate(navigate: HostNavigate): void;
  /** Another tab signed out: end the session here too, and show the reason it gave, if any. */
  signedOutElsewhere(message?: string | null): void;
  /** Whether a public page is on screen: toasts go top-right for 5000 ms there. */
  setPublicShell(isPublic: boolean): void;
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
  let publicShell = true;
  const toasts = createToastStore(() => (publicShell ? PUBLIC_TOAST_MS : APP_TOAST_MS));
  let signedIn: SignedInParts | null = null;
  let loadingSignedIn: Promise<SignedInParts> | null = null;
  function loadSignedIn(): Promise<SignedInParts> {
    loadingSignedIn ??= import('./signedIn.js').then(
      (m) => {
        signedIn ??= m.createSignedInParts(config.socketUrl, transport.socketFactory);
        return signedIn;
      },
      (error: unknown) => {
        // A failed fetch (e.g. a new deployment) is tried again by the next caller.
        loadingSignedIn = null;
        throw error;
      },
    );
    return loadingSignedIn;
  }
  const loaded = (): SignedInParts => {
    if (!signedIn) throw new Error('The signed-in parts of the services load with the signed-in shell (loadSignedIn).');
    return signedIn;
  };

  let signingOut = false;
  /** Ends the session locally: storage, socket, other tabs, then /login (showing `message`, if any). */
  function endLocally(announce: boolean, message?: string) {
    clearSession();
    signedIn?.profile$.next(null);
    // Nothing of this player's server state outlives the session.
    signedIn?.queryClient.clear();
    signedIn?.bus.disconnect();
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
    get realtime() {
      return loaded().bus;
    },
    toast: { show: (message, status, durationMs) => void toasts.show(message, status, durationMs) },
    navigate: (to, options) => navigate(to, options),
    get profile$() {
      return loaded().profile$;
    },
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
      const { queryClient, profileQuery, profile$ } = await loadSignedIn();
      try {
        const data = await queryClient.fetchQuery({ ...profileQuery(http, { silent: true }), staleTime: 0 });
        profile$.next(data);
        return data;
      } catch (error) {
        if (error instanceof HttpError && error.cancelled) return profile$.value;
        throw error;
      }
    },
    openSlot: (id) => loaded().openSlot$.next(id),
    get queryClient() {
      return loaded().queryClient;
    },
  };

  return {
    api,
    toasts,
    config,
    get bus() {
      return loaded().bus;
    },
    get openSlot$() {
      return loaded().openSlot$;
    },
    get profile$() {
      return loaded().profile$;
    },
    get queryClient() {
      return loaded().queryClient;
    },
    loadSignedIn: async () => void (await loadSignedIn()),
    prefetchPage(path, params) {
      signedIn?.prefetchPage(signedIn.queryClient, http, path, params);
    },
    setPublicShell(isPublic) {
      publicShell = isPublic;
    },
    loader: loader ?? createRemoteLoader(config.remotes),
    setNavigate(fn) {
      navigate = fn;
    },
    signedOutElsewhere(message) {
      endLocally(false, message ?? undefined);
    },
  };
}
