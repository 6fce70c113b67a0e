/**
 * HostServices for tests of the authenticated shell and the route table: the test host's api, a
 * real bus over a fake socket, a real toast store, and a loader the test controls.
 */
import { BehaviorSubject } from 'rxjs';
import type { RemoteModule, SlotId } from '@backlay/shared/contract';
import { createBus, type NamespaceSockets, type SocketNamespace } from '@backlay/shared/realtime';
import type { HostServices } from '../app/services.js';
import { clearSession } from '../session/storage.js';
import type { AppConfig, RemoteConfig } from '../config/appConfig.js';
import type { RemoteLoader } from '../remotes/loader.js';
import { APP_TOAST_MS, createToastStore, PUBLIC_TOAST_MS } from '../toasts/toastStore.js';
import { connectQueryInvalidation, prefetchPage } from '@backlay/shared/query';
import { TEST_API_URL, type TestHost } from './renderWithHost.js';

type Listener = (...args: unknown[]) => void;

/** Stands in for a socket.io client: records listeners and emits, lets the test play the server. */
export class FakeSocket {
  readonly listeners = new Map<string, Listener[]>();
  readonly emitted: { event: string; args: unknown[] }[] = [];
  active = true;
  connected = false;
  disconnected = false;

  constructor(readonly namespace: SocketNamespace = '/') {}

  on(event: string, listener: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }

  off(event: string, listener: Listener): this {
    this.listeners.set(
      event,
      (this.listeners.get(event) ?? []).filter((l) => l !== listener),
    );
    return this;
  }

  emit(event: string, ...args: unknown[]): this {
    this.emitted.push({ event, args });
    return this;
  }

  disconnect(): this {
    this.disconnected = true;
    this.active = false;
    this.connected = false;
    return this;
  }

  /** Delivers a server event to the listeners ('connect' also marks the socket connected). */
  serverEmit(event: string, ...args: unknown[]): void {
    if (event === 'connect') this.connected = true;
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }

  asSocket<N extends SocketNamespace>(): NamespaceSockets[N] {
    return this as unknown as NamespaceSockets[N];
  }
}

export interface FakeLoader extends RemoteLoader {
  load: jest.Mock<Promise<RemoteModule>, [string]>;
  reset: jest.Mock<void, [string]>;
}

/** A loader answering every remote with `module` (or with what `load` is told to return). */
export function fakeLoader(module?: RemoteModule): FakeLoader {
  return {
    load: jest.fn<Promise<RemoteModule>, [string]>(() =>
      module ? Promise.resolve(module) : Promise.reject(new Error('no module')),
    ),
    reset: jest.fn<void, [string]>(),
  };
}

export interface TestServices {
  services: HostServices;
  /** Main sockets ('/'), in the order the bus opened them. */
  sockets: FakeSocket[];
  /** Match-data sockets (MATCH_NAMESPACE). */
  matchSockets: FakeSocket[];
  /** Tokens the main sockets were opened with. */
  connectTokens: string[];
}

export function createTestServices(
  testHost: TestHost,
  options: { loader?: RemoteLoader; remotes?: RemoteConfig[] } = {},
): TestServices {
  const sockets: FakeSocket[] = [];
  const matchSockets: FakeSocket[] = [];
  const connectTokens: string[] = [];
  const bus = createBus(
    'https://socket.example.test',
    <N extends SocketNamespace>(_url: string, namespace: N, token: string) => {
      const socket = new FakeSocket(namespace);
      if (namespace === '/') {
        sockets.push(socket);
        connectTokens.push(token);
      } else {
        matchSockets.push(socket);
      }
      return Promise.resolve(socket.asSocket<N>());
    },
  );
  let publicShell = true;
  const config: AppConfig = {
    brand: testHost.host.brand,
    apiUrl: TEST_API_URL,
    socketUrl: 'https://socket.example.test',
    remotes: options.remotes ?? [],
  };
  const openSlot$ = new BehaviorSubject<SlotId | null>(null);
  const services: HostServices = {
    api: { ...testHost.host, realtime: bus },
    bus,
    toasts: createToastStore(() => (publicShell ? PUBLIC_TOAST_MS : APP_TOAST_MS)),
    loader: options.loader ?? fakeLoader(),
    config,
    openSlot$,
    profile$: testHost.profile$,
    setNavigate: () => undefined,
    // What the real services do, without the reason (services.test covers carrying it).
    signedOutElsewhere: () => {
      clearSession();
      bus.disconnect();
      testHost.host.navigate('/login', { replace: true });
    },
    setPublicShell: (isPublic) => {
      publicShell = isPublic;
    },
    queryClient: testHost.queryClient,
    loadSignedIn: () => Promise.resolve(),
    prefetchPage: (path, params) => prefetchPage(testHost.queryClient, testHost.host.http, path, params),
  };
  // As the real services do: the bus's player pushes invalidate the shared queries.
  connectQueryInvalidation(testHost.queryClient, bus.user$);
  return { services, sockets, matchSockets, connectTokens };
}
