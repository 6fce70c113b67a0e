/**
 * Renders a screen the way the host would: Chakra with the Backlay system, a HostContext whose HTTP
 * client is the real one over a fake adapter, a real-time bus made of Subjects the test drives, and
 * a MemoryRouter (optionally with the route pattern the screen is mounted under).
 */
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { BehaviorSubject, Observable, Subject } from 'rxjs';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { HostContext, type HostApi, type ToastStatus } from '@backlay/shared/contract';
import type { Profile } from '@backlay/shared/api';
import type { BusStatus, ListState, MatchState, UserEvent } from '@backlay/shared/realtime';
import type { Fixture } from '@backlay/shared/sports';
import { createFakeServer, createTestHostApi, makeTestSession, type FakeServer } from '@backlay/shared/testing';
import { createBacklaySystem } from '@backlay/shared/ui';

const system = createBacklaySystem();

/** The sports side of the bus, as Subjects: a test pushes what the sockets would. */
export interface FakeBus {
  status$: BehaviorSubject<BusStatus>;
  list$: Subject<ListState>;
  newMatches$: Subject<Fixture>;
  /** The subject behind match(id) (created on first use). */
  match(id: string): Subject<MatchState>;
  /** How many subscribers match(id) has right now. */
  matchSubscribers(id: string): number;
  /** How many subscribers list() has right now. */
  listSubscribers(): number;
}

/** A fake bus plus the realtime half of HostApi reading from it (subscriptions are counted). */
export function createFakeBus(): {
  bus: FakeBus;
  realtime: Pick<HostApi['realtime'], 'status$' | 'match' | 'list' | 'newMatches$'>;
} {
  const matches = new Map<string, Subject<MatchState>>();
  const counts = new Map<string, number>();
  let listCount = 0;
  const subjectFor = (id: string) => {
    let subject = matches.get(id);
    if (!subject) {
      subject = new Subject<MatchState>();
      matches.set(id, subject);
    }
    return subject;
  };
  const bus: FakeBus = {
    status$: new BehaviorSubject<BusStatus>({ state: 'connected', lastMessageAt: null }),
    list$: new Subject<ListState>(),
    newMatches$: new Subject<Fixture>(),
    match: subjectFor,
    matchSubscribers: (id) => counts.get(id) ?? 0,
    listSubscribers: () => listCount,
  };
  return {
    bus,
    realtime: {
      status$: bus.status$,
      match: (id) => counted(subjectFor(id), (by) => counts.set(id, (counts.get(id) ?? 0) + by)),
      list: () => counted(bus.list$, (by) => (listCount += by)),
      newMatches$: bus.newMatches$,
    },
  };
}

function counted<T>(source: Observable<T>, onChange: (by: number) => void): Observable<T> {
  return new Observable<T>((subscriber) => {
    onChange(1);
    const sub = source.subscribe(subscriber);
    return () => {
      sub.unsubscribe();
      onChange(-1);
    };
  });
}

export interface TestHost {
  host: HostApi;
  server: FakeServer;
  bus: FakeBus;
  /** The main socket's events about the player (host.realtime.user$). */
  user$: Subject<UserEvent>;
  /** What host.profile$ emits. */
  profile$: BehaviorSubject<Profile | null>;
  toast: jest.Mock<void, [string, ToastStatus?, number?]>;
  navigate: jest.Mock<void, [string, { replace?: boolean }?]>;
}

export function createTestHost(): TestHost {
  const server = createFakeServer();
  const toast = jest.fn<void, [string, ToastStatus?, number?]>();
  const navigate = jest.fn<void, [string, { replace?: boolean }?]>();
  const { bus, realtime } = createFakeBus();
  const session = makeTestSession();
  const user$ = new Subject<UserEvent>();
  const profile$ = new BehaviorSubject<Profile | null>(null);
  const host = createTestHostApi({
    adapter: server.adapter,
    getSession: () => session,
    realtime: { ...realtime, user$ },
    profile$,
    toast,
    navigate,
  });

  return { host, server, bus, user$, profile$, toast, navigate };
}

export function HostWrapper({
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

/**
 * Renders `ui` inside a fresh test host (or `testHost`, to answer requests before the first
 * render). With `route`, the screen is mounted under that pattern so useParams works.
 */
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
