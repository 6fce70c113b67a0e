/**
 * The contract between the host and its remotes. A remote's `./module` default-exports a
 * RemoteModule; everything it needs from the shell comes through HostApi (useHost()).
 */
import { createContext, useContext, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import type { Observable } from 'rxjs';
import type { Profile } from '../api/index.js';
import type { HttpClient } from '../http/index.js';
import type { RealtimeBus } from '../realtime/index.js';

/** Major must match the host's; minor additions stay compatible. */
export const CONTRACT_VERSION = '1.1.0';

export function contractCompatible(hostVersion: string, remoteVersion: unknown): boolean {
  if (typeof remoteVersion !== 'string') return false;
  return hostVersion.split('.')[0] === remoteVersion.split('.')[0];
}

/** Components a remote lends to the host's own chrome. */
export type SlotId = 'buttonValues' | 'rules' | 'myMarket';

export interface SlotProps {
  open: boolean;
  onClose: () => void;
}

export interface RemoteModule {
  id: string;
  contractVersion: string;
  /** Flat routes with absolute paths; each path must be one the config assigns to this remote. */
  routes: RouteObject[];
  slots?: Partial<Record<SlotId, ComponentType<SlotProps>>>;
}

export interface Brand {
  name: string;
  logo: string;
  theme?: { primary?: string; accent?: string };
}
export { DEFAULT_BRAND_THEME } from './brand.js';

/** What the host keeps in session storage (spec section 3). */
export interface SessionState {
  token: string | null;
  userId: string | null;
  authenticatorType: string | null;
  forceChangePassword: boolean;
  isDemo: boolean;
  isAuthenticatorVerified: boolean;
}

export interface SessionApi {
  get(): SessionState;
  /**
   * Clears the session everywhere (this tab and the others) and goes to /login. A `message` (e.g.
   * the reason the server gave for ending the session) is shown on the login page.
   */
  signOut(reason?: 'logout' | 'expired' | 'forced' | 'password', message?: string): Promise<void>;
}

export type ToastStatus = 'success' | 'error' | 'info' | 'warning';

export interface ToastApi {
  show(message: string, status?: ToastStatus, durationMs?: number): void;
}

export interface HostApi {
  brand: Brand;
  apiUrl: string;
  session: SessionApi;
  http: HttpClient;
  realtime: RealtimeBus;
  toast: ToastApi;
  navigate(to: string, options?: { replace?: boolean }): void;
  /** The player's profile, refreshed after login and on every balance push. */
  profile$: Observable<Profile | null>;
  refreshProfile(): Promise<Profile | null>;
  openSlot(id: SlotId): void;
  /**
   * The host's TanStack Query client (since 1.1): server state is cached, de-duplicated and
   * invalidated by pushes there, for the host and every remote (keys and options:
   * `@backlay/shared/query`). The host renders remotes inside its QueryClientProvider.
   */
  queryClient: QueryClient;
}

export const HostContext = createContext<HostApi | null>(null);

export function useHost(): HostApi {
  const host = useContext(HostContext);
  if (!host) throw new Error('useHost() must be used inside the Backlay host (or a standalone dev host).');
  return host;
}

/** Route and slot ids the host and remotes agree on. */
export const REMOTE_IDS = ['mfe_account', 'mfe_sports', 'mfe_casino', 'mfe_reports'] as const;
export type RemoteId = (typeof REMOTE_IDS)[number];
