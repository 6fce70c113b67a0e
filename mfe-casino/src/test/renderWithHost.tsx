/**
 * Renders a screen the way the host would: Chakra with the Backlay system, a HostContext whose HTTP
 * client is the real one over a fake adapter, card tables and player events as Subjects the test
 * drives, and a MemoryRouter (optionally with the route the screen is mounted under).
 */
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { BehaviorSubject, Subject } from 'rxjs';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { HostContext, type HostApi, type SessionState, type ToastStatus } from '@backlay/shared/contract';
import type { Profile } from '@backlay/shared/api';
import type { UserEvent } from '@backlay/shared/realtime';
import {
  createFakeCardTables,
  createFakeServer,
  createTestHostApi,
  makeTestSession,
  type FakeCardTables,
  type FakeServer,
} from '@backlay/shared/testing';
import { createBacklaySystem } from '@backlay/shared/ui';

const system = createBacklaySystem();

export interface TestHost {
  host: HostApi;
  server: FakeServer;
  /** The card socket: push a table's state with tables.table(code).next(…). */
  tables: FakeCardTables;
  /** The main socket's events about the player (host.realtime.user$). */
  user$: Subject<UserEvent>;
  profile$: BehaviorSubject<Profile | null>;
  toast: jest.Mock<void, [string, ToastStatus?, number?]>;
  /** The host's profile reload (answers the current profile$ value). */
  refreshProfile: jest.Mock<Promise<Profile | null>, []>;
}

/** `session` overrides the signed-in player's session (e.g. `{ isDemo: true }`). */
export function createTestHost(options: { session?: Partial<SessionState> } = {}): TestHost {
  const server = createFakeServer();
  const toast = jest.fn<void, [string, ToastStatus?, number?]>();
  const tables = createFakeCardTables();
  const session = makeTestSession(options.session);
  const user$ = new Subject<UserEvent>();
  const profile$ = new BehaviorSubject<Profile | null>(null);
  const refreshProfile = jest.fn<Promise<Profile | null>, []>(() => Promise.resolve(profile$.value));
  const host = createTestHostApi({
    adapter: server.adapter,
    getSession: () => session,
    realtime: { cards: tables.cards, user$ },
    profile$,
    refreshProfile,
    toast,
  });
  return { host, server, tables, user$, profile$, toast, refreshProfile };
}

function HostWrapper({
  host,
  children,
  path = '/',
  route,
}: {
  host: HostApi;
  children: ReactNode;
  path?: string;
  route?: string;
}) {
  return (
    <ChakraProvider value={system}>
      <HostContext.Provider value={host}>
        <MemoryRouter initialEntries={[path]}>
          {route ? (
            <Routes>
              <Route path={route} element={children} />
              <Route path="*" element={<p>Elsewhere</p>} />
            </Routes>
          ) : (
            children
          )}
        </MemoryRouter>
      </HostContext.Provider>
    </ChakraProvider>
  );
}

export type RenderWithHostResult = RenderResult & TestHost;

export function renderWithHost(
  ui: ReactElement,
  options: { testHost?: TestHost; path?: string; route?: string } = {},
): RenderWithHostResult {
  const testHost = options.testHost ?? createTestHost();
  const result = render(ui, {
    wrapper: ({ children }) => (
      <HostWrapper host={testHost.host} path={options.path} route={options.route}>
        {children}
      </HostWrapper>
    ),
  });
  return { ...result, ...testHost };
}
