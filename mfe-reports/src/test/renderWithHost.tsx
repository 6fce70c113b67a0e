/**
 * Renders a screen the way the host would: Chakra with the Backlay system, a HostContext whose
 * HTTP client is the real one over a fake adapter, and a MemoryRouter.
 */
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { BehaviorSubject } from 'rxjs';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import type { Profile } from '@backlay/shared/api';
import { HostContext, type HostApi, type SessionState, type SlotId, type ToastStatus } from '@backlay/shared/contract';
import { createFakeServer, createTestHostApi, makeTestSession, type FakeServer } from '@backlay/shared/testing';
import { createBacklaySystem } from '@backlay/shared/ui';

const system = createBacklaySystem();

export interface TestHost {
  host: HostApi;
  server: FakeServer;
  /** What the HTTP client toasted (server messages). */
  httpToast: jest.Mock<void, [string, 'success' | 'error', number]>;
  toast: jest.Mock<void, [string, ToastStatus?, number?]>;
  signOut: jest.Mock<Promise<void>, ['logout' | 'expired' | 'forced' | 'password' | undefined]>;
  refreshProfile: jest.Mock<Promise<Profile | null>, []>;
  navigate: jest.Mock<void, [string, { replace?: boolean }?]>;
  openSlot: jest.Mock<void, [SlotId]>;
  onUnauthorized: jest.Mock<void, []>;
  profile$: BehaviorSubject<Profile | null>;
}

export interface TestHostOptions {
  session?: Partial<SessionState>;
}

export function createTestHost(options: TestHostOptions = {}): TestHost {
  const server = createFakeServer();
  const httpToast = jest.fn<void, [string, 'success' | 'error', number]>();
  const toast = jest.fn<void, [string, ToastStatus?, number?]>();
  const signOut = jest.fn<Promise<void>, ['logout' | 'expired' | 'forced' | 'password' | undefined]>(() =>
    Promise.resolve(),
  );
  const profile$ = new BehaviorSubject<Profile | null>(null);
  const refreshProfile = jest.fn<Promise<Profile | null>, []>(() => Promise.resolve(profile$.value));
  const navigate = jest.fn<void, [string, { replace?: boolean }?]>();
  const openSlot = jest.fn<void, [SlotId]>();
  const onUnauthorized = jest.fn<void, []>();
  const session = makeTestSession(options.session);

  const host = createTestHostApi({
    adapter: server.adapter,
    getSession: () => session,
    signOut,
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

export function HostWrapper({ host, children, path = '/' }: { host: HostApi; children: ReactNode; path?: string }) {
  return (
    <ChakraProvider value={system}>
      <HostContext.Provider value={host}>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </HostContext.Provider>
    </ChakraProvider>
  );
}

export type RenderWithHostResult = RenderResult & TestHost;

/** Renders `ui` inside a fresh test host; pass `testHost` to answer requests before the first render. */
export function renderWithHost(
  ui: ReactElement,
  options: { testHost?: TestHost; path?: string } & TestHostOptions = {},
): RenderWithHostResult {
  const testHost = options.testHost ?? createTestHost(options);
  const result = render(ui, {
    wrapper: ({ children }) => (
      <HostWrapper host={testHost.host} path={options.path}>
        {children}
      </HostWrapper>
    ),
  });
  return { ...result, ...testHost };
}
