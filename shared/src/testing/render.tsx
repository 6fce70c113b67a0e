/// <reference types="jest" />
/**
 * The one test host of every Backlay web package (jest only: it makes jest.fn() mocks, so it lives
 * apart from the framework-free `@backlay/shared/testing`). Renders a screen the way the host
 * would: Chakra with the Backlay system, the HostContext and a fresh QueryClient (no retries) per
 * test, the real HTTP client over a fake adapter, a real-time bus made of Subjects the test drives
 * (sports lists and matches, card tables, player events — which invalidate queries as in the
 * host), and a MemoryRouter (optionally with the route pattern the screen is mounted under), or a
 * data router over given routes.
 */
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import {
  createMemoryRouter,
  MemoryRouter,
  Route,
  RouterProvider,
  Routes,
  useLocation,
  type RouteObject,
} from 'react-router-dom';
import { BehaviorSubject, Observable, Subject } from 'rxjs';
import type { QueryClient } from '@tanstack/react-query';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import type { Profile } from '../api/index.js';
import type { Brand, HostApi, SessionApi, SessionState, SlotId, ToastStatus } from '../contract/index.js';
import type { HttpClientOptions } from '../http/index.js';
import { createTestQueryClient, HostProvider } from '../query/index.js';
import type { BusStatus, ExpertState, ListState, MatchState, UserEvent } from '../realtime/index.js';
import type { Fixture } from '../sports/types.js';
import { createBacklaySystem } from '../ui/index.js';
import { createFakeCardTables, type FakeCardTables } from './cards.js';
import { createFakeServer, type FakeServer } from './fakeServer.js';
import { createTestHostApi, makeTestSession } from './host.js';

const system = createBacklaySystem();

/** The sports side of the bus, as Subjects: a test pushes what the sockets would. */
export interface FakeBus {
  status$: BehaviorSubject<BusStatus>;
  list$: Subject<ListState>;
  newMatches$: Subject<Fixture>;
  /** The expert socket's state (the operator's marquee, banners and blinking tabs). */
  expert$: Subject<ExpertState>;
  /** The subject behind match(id) (created on first use). */
  match(id: string): Subject<MatchState>;
  /** How many subscribers match(id) has right now. */
  matchSubscribers(id: string): number;
  /** How many subscribers list() has right now. */
  listSubscribers(): number;
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

/** A fake bus plus the realtime half of HostApi reading from it (subscriptions are counted). */
export function createFakeBus(): {
  bus: FakeBus;
  realtime: Pick<HostApi['realtime'], 'status$' | 'match' | 'list' | 'newMatches$' | 'expert'>;
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
    status$: new BehaviorSubject<BusStatus>({ state: 'connected' }),
    list$: new Subject<ListState>(),
    newMatches$: new Subject<Fixture>(),
    expert$: new Subject<ExpertState>(),
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
      expert: () => bus.expert$,
    },
  };
}

type HttpToast = HttpClientOptions['toast'];
type SignOutReason = Parameters<SessionApi['signOut']>[0];

export interface TestHost {
  host: HostApi;
  server: FakeServer;
  /** The host's QueryClient for this test (fresh, no retries). */
  queryClient: QueryClient;
  /** Sports lists and matches. */
  bus: FakeBus;
  /** The card socket: push a table's state with tables.table(code).next(…). */
  tables: FakeCardTables;
  /** The main socket's events about the player (host.realtime.user$). */
  user$: Subject<UserEvent>;
  /** What host.profile$ emits. */
  profile$: BehaviorSubject<Profile | null>;
  /** What the HTTP client toasted (server messages, spec section 8). */
  httpToast: jest.Mock<ReturnType<HttpToast>, Parameters<HttpToast>>;
  toast: jest.Mock<void, [string, ToastStatus?, number?]>;
  signOut: jest.Mock<Promise<void>, [SignOutReason, string?]>;
  /** The host's profile reload (answers the current profile$ value). */
  refreshProfile: jest.Mock<Promise<Profile | null>, []>;
  navigate: jest.Mock<void, [string, { replace?: boolean }?]>;
  openSlot: jest.Mock<void, [SlotId]>;
  onUnauthorized: jest.Mock<void, []>;
}

export interface TestHostOptions {
  /** Overrides of the signed-in player's session (e.g. `{ isDemo: true }`). */
  session?: Partial<SessionState>;
  /** Where session.get() reads from instead (the host's tests read real session storage). */
  getSession?: () => SessionState;
  brand?: Brand;
  /** What profile$ starts with (default null). */
  profile?: Profile | null;
}

export function createTestHost(options: TestHostOptions = {}): TestHost {
  const server = createFakeServer();
  const queryClient = createTestQueryClient();
  const httpToast = jest.fn<ReturnType<HttpToast>, Parameters<HttpToast>>();
  const toast = jest.fn<void, [string, ToastStatus?, number?]>();
  const signOut = jest.fn<Promise<void>, [SignOutReason, string?]>(() => Promise.resolve());
  const profile$ = new BehaviorSubject<Profile | null>(options.profile ?? null);
  const refreshProfile = jest.fn<Promise<Profile | null>, []>(() => Promise.resolve(profile$.value));
  const navigate = jest.fn<void, [string, { replace?: boolean }?]>();
  const openSlot = jest.fn<void, [SlotId]>();
  const onUnauthorized = jest.fn<void, []>();
  const { bus, realtime } = createFakeBus();
  const tables = createFakeCardTables();
  const user$ = new Subject<UserEvent>();
  const session = makeTestSession(options.session);

  const host = createTestHostApi({
    adapter: server.adapter,
    getSession: options.getSession ?? (() => session),
    signOut,
    ...(options.brand ? { brand: options.brand } : {}),
    onUnauthorized,
    httpToast,
    toast,
    navigate,
    realtime: { ...realtime, cards: tables.cards, user$ },
    profile$,
    refreshProfile,
    openSlot,
    queryClient,
  });

  return {
    host,
    server,
    queryClient,
    bus,
    tables,
    user$,
    profile$,
    httpToast,
    toast,
    signOut,
    refreshProfile,
    navigate,
    openSlot,
    onUnauthorized,
  };
}

/** Chakra, the HostContext and the host's QueryClient: what every screen renders under. */
export function HostProviders({ host, children }: { host: HostApi; children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <HostProvider host={host}>{children}</HostProvider>
    </ChakraProvider>
  );
}

/** Shows where the router is, for asserting redirects: `screen.getByTestId('location')`. */
export function LocationDisplay() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
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
    <HostProviders host={host}>
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
    </HostProviders>
  );
}

export type RenderWithHostResult = RenderResult & TestHost;

export interface RenderWithHostOptions extends TestHostOptions {
  /** A test host made beforehand (to answer requests before the first render). */
  testHost?: TestHost;
  /** Where the MemoryRouter starts (default "/"). */
  path?: string;
  /** Mounts the screen under this route pattern, so useParams works. */
  route?: string;
}

/** Renders `ui` inside a fresh (or the given) test host and a MemoryRouter at `path`. */
export function renderWithHost(ui: ReactElement, options: RenderWithHostOptions = {}): RenderWithHostResult {
  const testHost = options.testHost ?? createTestHost(options);
  const result = render(ui, {
    wrapper: ({ children }) => (
      <HostWrapper host={testHost.host} path={options.path} route={options.route}>
        {children}
      </HostWrapper>
    ),
  });
  return { ...result, ...testHost };
}

export type RenderRoutesResult = RenderWithHostResult & { router: ReturnType<typeof createMemoryRouter> };

/** Renders a data router (createMemoryRouter) over `routes`, starting at `path`. */
export function renderRoutesWithHost(
  routes: RouteObject[],
  options: Omit<RenderWithHostOptions, 'route'> = {},
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

export { createTestHostApi, makeTestSession, type TestHostApiOptions } from './host.js';

/**
 * Makes `window.matchMedia` answer `matches(query)` (a phone, a desktop…) until
 * `jest.restoreAllMocks()`. jsdom applies no media queries; the jest setup's stub matches none.
 */
export function matchMediaWith(matches: (query: string) => boolean): jest.SpyInstance {
  return jest.spyOn(window, 'matchMedia').mockImplementation((media: string): MediaQueryList => ({
    matches: matches(media),
    media,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
