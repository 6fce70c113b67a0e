/**
 * A minimal host for running one remote on its own (`pnpm --filter <remote> dev`): Chakra, the
 * HTTP client, its own QueryClient, a real socket bus, a login form and links to the remote's pages. It is a team's
 * development harness; players always get the real host.
 */
import { StrictMode, useEffect, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { BehaviorSubject } from 'rxjs';
import {
  BrowserRouter,
  Link,
  Route,
  Routes,
  useNavigate,
  type NavigateFunction,
  type RouteObject,
} from '../router/index.js';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import type { Profile } from '../api/index.js';
import { login, profile } from '../api/calls.js';
import type { HostApi, RemoteModule, SlotId } from '../contract/index.js';
import { createHttpClient } from '../http/index.js';
import { connectQueryInvalidation, createQueryClient, HostProvider } from '../query/index.js';
import { createBus } from '../realtime/index.js';
import { createBacklaySystem } from '../ui/index.js';

const TOKEN_KEY = 'jwtMaxUser';

export interface StandaloneOptions {
  apiUrl?: string;
  socketUrl?: string;
}

function DevLogin({ api, onDone }: { api: HostApi; onDone: () => void }) {
  const [userName, setUserName] = useState('player1');
  const [password, setPassword] = useState('');
  async function submit(e: FormEvent) {
    e.preventDefault();
    const res = await login(api.http, { userName, password }).catch(() => null);
    if (res?.data.token && !res.data.isAuthenticator) {
      sessionStorage.setItem(TOKEN_KEY, res.data.token);
      sessionStorage.setItem('userId', res.data.userId);
      onDone();
    }
  }
  return (
    <form
      onSubmit={(e) => void submit(e)}
      style={{ display: 'flex', gap: 8, padding: 16, alignItems: 'center', flexWrap: 'wrap' }}
    >
      <strong>Standalone dev host — log in:</strong>
      <input aria-label="User name" value={userName} onChange={(e) => setUserName(e.target.value)} />
      <input aria-label="Password" type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
      <button type="submit">Log in</button>
    </form>
  );
}

function Shell({
  module,
  api,
  slot$,
  onRouter,
}: {
  module: RemoteModule;
  api: HostApi;
  slot$: BehaviorSubject<SlotId | null>;
  /** Hands the router's navigate to the host API once mounted. */
  onRouter: (navigate: NavigateFunction) => void;
}) {
  const [loggedIn, setLoggedIn] = useState(() => Boolean(sessionStorage.getItem(TOKEN_KEY)));
  const [slot, setSlot] = useState<SlotId | null>(null);
  const navigate = useNavigate();
  useEffect(() => onRouter(navigate), [onRouter, navigate]);
  useEffect(() => {
    const sub = slot$.subscribe(setSlot);
    return () => sub.unsubscribe();
  }, [slot$]);
  if (!loggedIn) return <DevLogin api={api} onDone={() => setLoggedIn(true)} />;
  const Slot = slot ? module.slots?.[slot] : undefined;
  return (
    <div>
      <nav style={{ display: 'flex', gap: 12, padding: 12, background: '#0b2b3c', flexWrap: 'wrap' }}>
        {module.routes.map((r: RouteObject) => (
          <Link key={r.path} to={r.path!.replace(/:([a-z]+)/gi, 'sample')} style={{ color: '#fff' }}>
            {r.path}
          </Link>
        ))}
        {Object.keys(module.slots ?? {}).map((id) => (
          <button key={id} type="button" onClick={() => slot$.next(id as SlotId)}>
            slot: {id}
          </button>
        ))}
      </nav>
      <Routes>
        {module.routes.map((r) => (
          <Route key={r.path} path={r.path} element={r.element} />
        ))}
      </Routes>
      {Slot ? <Slot open onClose={() => slot$.next(null)} /> : null}
    </div>
  );
}

export function renderStandalone(module: RemoteModule, options: StandaloneOptions = {}): void {
  const apiUrl = options.apiUrl ?? 'http://127.0.0.1:3000';
  const profile$ = new BehaviorSubject<Profile | null>(null);
  const slot$ = new BehaviorSubject<SlotId | null>(null);
  let routerNavigate: NavigateFunction | null = null;
  const bus = createBus(options.socketUrl ?? apiUrl);
  const http = createHttpClient({
    baseURL: apiUrl,
    getToken: () => sessionStorage.getItem(TOKEN_KEY),
    onUnauthorized: () => {
      sessionStorage.clear();
      window.location.reload();
    },
    toast: (message, status) => console.info(`[toast:${status}] ${message}`),
  });
  const queryClient = createQueryClient();
  connectQueryInvalidation(queryClient, bus.user$);
  const api: HostApi = {
    queryClient,
    brand: { name: 'Backlay', logo: '' },
    apiUrl,
    http,
    realtime: bus,
    toast: { show: (message, status) => console.info(`[toast:${status ?? 'info'}] ${message}`) },
    // Through the router once the shell has mounted; before that, a plain history entry.
    navigate: (to, navigateOptions) => {
      if (routerNavigate) void routerNavigate(to, navigateOptions);
      else window.history.pushState(null, '', to);
    },
    profile$,
    session: {
      get: () => ({
        token: sessionStorage.getItem(TOKEN_KEY),
        userId: sessionStorage.getItem('userId'),
        authenticatorType: null,
        forceChangePassword: false,
        isDemo: false,
        isAuthenticatorVerified: false,
      }),
      signOut() {
        sessionStorage.clear();
        window.location.reload();
        return Promise.resolve();
      },
    },
    async refreshProfile() {
      const res = await profile(http);
      profile$.next(res.data);
      return res.data;
    },
    openSlot: (id) => slot$.next(id),
  };
  const token = sessionStorage.getItem(TOKEN_KEY);
  if (token) bus.connect(token);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <ChakraProvider value={createBacklaySystem()}>
        <HostProvider host={api}>
          <BrowserRouter>
            <Shell
              module={module}
              api={api}
              slot$={slot$}
              onRouter={(navigate) => {
                routerNavigate = navigate;
              }}
            />
          </BrowserRouter>
        </HostProvider>
      </ChakraProvider>
    </StrictMode>,
  );
}
