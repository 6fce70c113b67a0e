/**
 * Renders host UI the way bootstrap.tsx does: Chakra with the Backlay system, a HostContext whose
 * HTTP client is the real one over a fake adapter, and a router at a given path (a MemoryRouter,
 * or a data router from createMemoryRouter when the routes need one).
 *
 * The test host's session reads the real session storage, as the host's own does, so tests seed
 * `sessionStorage` (see seedSession) and assert on it.
 */
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { BehaviorSubject } from 'rxjs';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import type { Profile, UserBalance } from '@backlay/shared/api';
import {
  HostContext,
  type Brand,
  type HostApi,
  type SessionApi,
  type SlotId,
  type ToastStatus,
} from '@backlay/shared/contract';
import type { HttpClientOptions } from '@backlay/shared/http';
import { createFakeServer, createTestHostApi, TEST_API_URL, type FakeServer } from '@backlay/shared/testing';
import { createBacklaySystem } from '@backlay/shared/ui';
import { readSession, SESSION_KEYS } from '../session/storage.js';

const system = createBacklaySystem();

export const TEST_BRAND: Brand = { name: 'Backlay Test', logo: '/brand/logo.svg' };
export { TEST_API_URL };

type HttpToast = HttpClientOptions['toast'];
type SignOutReason = Parameters<SessionApi['signOut']>[0];

export interface TestHost {
  host: HostApi;
  server: FakeServer;
  /** What the HTTP client toasted (server messages, spec section 8). */
  httpToast: jest.Mock<ReturnType<HttpToast>, Parameters<HttpToast>>;
  toast: jest.Mock<void, [string, ToastStatus?, number?]>;
  signOut: jest.Mock<Promise<void>, [SignOutReason]>;
  refreshProfile: jest.Mock<Promise<Profile | null>, []>;
  navigate: jest.Mock<void, [string, { replace?: boolean }?]>;
  openSlot: jest.Mock<void, [SlotId]>;
  onUnauthorized: jest.Mock<void, []>;
  profile$: BehaviorSubject<Profile | null>;
}

export interface TestHostOptions {
  brand?: Brand;
  profile?: Profile | null;
}

export function createTestHost(options: TestHostOptions = {}): TestHost {
  const server = createFakeServer();
  const httpToast = jest.fn<ReturnType<HttpToast>, Parameters<HttpToast>>();
  const toast = jest.fn<void, [string, ToastStatus?, number?]>();
  const signOut = jest.fn<Promise<void>, [SignOutReason]>(() => Promise.resolve());
  const profile$ = new BehaviorSubject<Profile | null>(options.profile ?? null);
  const refreshProfile = jest.fn<Promise<Profile | null>, []>(() => Promise.resolve(profile$.value));
  const navigate = jest.fn<void, [string, { replace?: boolean }?]>();
  const openSlot = jest.fn<void, [SlotId]>();
  const onUnauthorized = jest.fn<void, []>();

  const host = createTestHostApi({
    adapter: server.adapter,
    getSession: readSession,
    signOut,
    brand: options.brand ?? TEST_BRAND,
    onUnauthorized,
    httpToast,
    toast,
    navigate,
    profile$,
    refreshProfile,
    openSlot,
  });

  return { host, server, httpToast, toast, signOut, refreshProfile, navigate, openSlot, onUnauthorized, profile$ };
}

export function HostProviders({ host, children }: { host: HostApi; children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <HostContext.Provider value={host}>{children}</HostContext.Provider>
    </ChakraProvider>
  );
}

/** Shows where the router is, for asserting redirects: `screen.getByTestId('location')`. */
export function LocationDisplay() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export type RenderWithHostResult = RenderResult & TestHost;

/** Renders `ui` inside a MemoryRouter at `path` (default "/") and a fresh (or the given) test host. */
export function renderWithHost(
  ui: ReactElement,
  options: { path?: string; testHost?: TestHost } & TestHostOptions = {},
): RenderWithHostResult {
  const testHost = options.testHost ?? createTestHost(options);
  const result = render(ui, {
    wrapper: ({ children }) => (
      <HostProviders host={testHost.host}>
        <MemoryRouter initialEntries={[options.path ?? '/']}>{children}</MemoryRouter>
      </HostProviders>
    ),
  });
  return { ...result, ...testHost };
}

export type RenderRoutesResult = RenderWithHostResult & { router: ReturnType<typeof createMemoryRouter> };

/** Renders a data router (createMemoryRouter) over `routes`, starting at `path`. */
export function renderRoutesWithHost(
  routes: RouteObject[],
  options: { path?: string; testHost?: TestHost } & TestHostOptions = {},
): RenderRoutesResult {
  const testHost = options.testHost ?? createTestHost(options);
  const router = createMemoryRouter(routes, { initialEntries: [options.path ?? '/'] });
  const result = render(
    <HostProviders host={testHost.host}>
      <RouterProvider router={router} />
    </HostProviders>,
  );
  return { ...result, ...testHost, router };
}

export interface SeedSession {
  token?: string;
  userId?: string;
  authenticatorType?: string;
  forceChangePassword?: 'true' | 'false';
  isDemo?: 'true';
  isAuthenticator?: 'true' | 'false';
}

/** Writes the spec's session storage entries (section 3) as a login would have left them. */
export function seedSession(entries: SeedSession, storage: Storage = sessionStorage): void {
  const pairs: [string, string | undefined][] = [
    [SESSION_KEYS.token, entries.token],
    [SESSION_KEYS.userId, entries.userId],
    [SESSION_KEYS.authenticatorType, entries.authenticatorType],
    [SESSION_KEYS.forceChangePassword, entries.forceChangePassword],
    [SESSION_KEYS.isDemo, entries.isDemo],
    [SESSION_KEYS.isAuthenticator, entries.isAuthenticator],
  ];
  for (const [key, value] of pairs) if (value !== undefined) storage.setItem(key, value);
}

export function makeBalance(overrides: Partial<UserBalance> = {}): UserBalance {
  return { currentBalance: 1500, exposure: 0, profitLoss: 0, totalBalance: 1500, creditReference: 0, ...overrides };
}

export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    userName: 'player1',
    role: 'user',
    isDemo: false,
    forceChangePassword: false,
    isAuthenticator: false,
    authenticatorType: 0,
    userBal: makeBalance(),
    marqueeNotification: { value: '' },
    buttonValues: { id: 'b1', type: 'Match', value: '{}' },
    buttonValues2: { id: 'b2', type: 'Casino', value: '{}' },
    ...overrides,
  };
}
