import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { HostContext } from '@backlay/shared/contract';
import { createBacklaySystem } from '@backlay/shared/ui';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { RemoteModule, SlotProps } from '@backlay/shared/contract';
import type { SocketNamespace } from '@backlay/shared/realtime';
import { createFakeServer, ok, TEST_IDS } from '@backlay/shared/testing';
import { matchMediaWith } from '@backlay/shared/testing/render';
import { buildRoutes } from '../app/routes.js';
import { createHostServices } from '../app/services.js';
import { LOGOUT_KEY } from '../session/crossTab.js';
import { DESKTOP_QUERY } from './useMediaQuery.js';
import { SHELL_PLACEHOLDER_ID } from './shellPlaceholderId.js';
import { FIRST_SCREEN_ID, firstScreenOpen } from '@backlay/shared/first-screen';
import {
  createTestHost,
  makeBalance,
  makeProfile,
  renderRoutesWithHost,
  seedSession,
  TEST_API_URL,
  TEST_BRAND,
  type TestHost,
} from '../test/renderWithHost.js';
import { createTestServices, fakeLoader, FakeSocket, type TestServices } from '../test/testServices.js';

function ButtonValuesSlot({ open, onClose }: SlotProps) {
  return open ? (
    <div role="dialog" aria-label="Set Button Values">
      <button type="button" onClick={onClose}>
        Close slot
      </button>
    </div>
  ) : null;
}

const ACCOUNT: RemoteModule = {
  id: 'mfe_account',
  contractVersion: '1.0.0',
  routes: [
    { path: '/home', element: <h1>Home page</h1> },
    { path: '/change-password', element: <h1>Change Password page</h1> },
    { path: '/account-statement', element: <h1>Account Statement page</h1> },
  ],
  slots: { buttonValues: ButtonValuesSlot },
};

interface Setup extends TestServices {
  testHost: TestHost;
}

function setup(): Setup {
  const testHost = createTestHost({ profile: makeProfile({ userBal: makeBalance({ currentBalance: 900 }) }) });
  const built = createTestServices(testHost, {
    loader: fakeLoader(ACCOUNT),
    remotes: [
      {
        name: 'mfe_account',
        entry: 'https://cdn.example.test/account/mf-manifest.json',
        paths: ['/home', '/change-password', '/account-statement'],
        slots: ['buttonValues'],
      },
    ],
  });
  return { ...built, testHost };
}

function renderAt(path: string, s: Setup = setup()) {
  const result = renderRoutesWithHost(buildRoutes(s.services), { path, testHost: s.testHost });
  return { ...result, ...s };
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
  jest.useRealTimers();
});

describe('route table and AuthLayout guards (spec section 2)', () => {
  it('/ goes to /login', async () => {
    const { router } = renderAt('/');
    expect(await screen.findByTestId(TEST_IDS.loginForm)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('an authenticated page without a token goes to /login', async () => {
    const { router } = renderAt('/home');
    expect(await screen.findByTestId(TEST_IDS.loginForm)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByRole('heading', { name: 'Home page' })).not.toBeInTheDocument();
  });

  it('an unknown path without a token goes to /login', async () => {
    const { router } = renderAt('/no/such/page');
    expect(await screen.findByTestId(TEST_IDS.loginForm)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('a pending second factor goes to /verify', async () => {
    seedSession({ token: 'verify-only', authenticatorType: '1', forceChangePassword: 'false' });
    const { router } = renderAt('/account-statement');
    expect(await screen.findByRole('heading', { name: 'Security Code Verification' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verify');
  });

  it('with a token, the app renders the remote page inside the shell', async () => {
    seedSession({ token: 'jwt', authenticatorType: '0', forceChangePassword: 'false' });
    const { router, connectTokens, refreshProfile } = renderAt('/home');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(screen.getByTestId(TEST_IDS.topBar)).toBeInTheDocument();
    expect(screen.getByTestId(TEST_IDS.headerBalance)).toHaveTextContent('900');
    expect(connectTokens).toEqual(['jwt']);
    expect(refreshProfile).toHaveBeenCalled();
  });

  it('with a token, /login and unknown paths go home', async () => {
    seedSession({ token: 'jwt', authenticatorType: '0', forceChangePassword: 'false' });
    const { router } = renderAt('/login');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    await act(() => router.navigate('/somewhere-else'));
    expect(router.state.location.pathname).toBe('/home');
  });

  it('a forced password change makes /change-password the only reachable page', async () => {
    seedSession({ token: 'jwt', authenticatorType: '0', forceChangePassword: 'true' });
    const { router } = renderAt('/home');
    // Two redirects and the shell's first render: more than findBy's 1 s on a busy two-core machine.
    expect(await screen.findByRole('heading', { name: 'Change Password page' }, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/change-password');

    for (const path of ['/account-statement', '/home', '/login', '/contact-admin/1', '/whatever']) {
      await act(() => router.navigate(path));
      await waitFor(() => expect(router.state.location.pathname).toBe('/change-password'));
    }
    expect(screen.getByRole('heading', { name: 'Change Password page' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Account Statement page' })).not.toBeInTheDocument();
  });

  it('a path no remote owns shows the not-deployed panel inside the layout', async () => {
    seedSession({ token: 'jwt', authenticatorType: '0', forceChangePassword: 'false' });
    renderAt('/casino');
    expect(await screen.findByText('This section is not deployed for this site.')).toBeInTheDocument();
    expect(screen.getByTestId(TEST_IDS.topBar)).toBeInTheDocument();
  });
});

describe('the signed-in shell drawn ahead into the page (ShellPlaceholder)', () => {
  /** What the server puts before React's root on a signed-in route. */
  function drawAhead(): HTMLElement {
    const frame = document.createElement('div');
    frame.id = SHELL_PLACEHOLDER_ID;
    document.body.prepend(frame);
    return frame;
  }
  afterEach(() => document.getElementById(SHELL_PLACEHOLDER_ID)?.remove());

  it('stays while the shell loads and goes when the signed-in shell first shows', async () => {
    seedSession({ token: 'jwt', authenticatorType: '0', forceChangePassword: 'false' });
    const frame = drawAhead();
    let shellShown = false;
    // Whenever the shell is in the document, the frame must already be gone (the same commit).
    const observer = new MutationObserver(() => {
      if (document.querySelector(`[data-testid="${TEST_IDS.topBar}"]`)) {
        shellShown = true;
        expect(frame.isConnected).toBe(false);
      } else if (!shellShown) {
        expect(frame.isConnected).toBe(true);
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    renderAt('/home');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    observer.disconnect();
    expect(shellShown).toBe(true);
    expect(document.getElementById(SHELL_PLACEHOLDER_ID)).toBeNull();
  });

  it('goes on the way to /login when there is no session', async () => {
    drawAhead();
    renderAt('/home');
    expect(await screen.findByTestId(TEST_IDS.loginForm)).toBeInTheDocument();
    expect(document.getElementById(SHELL_PLACEHOLDER_ID)).toBeNull();
  });
});

describe("a remote's first screen drawn ahead into the page (@backlay/shared/first-screen)", () => {
  /** What a remote's first-screen script draws over the content area. */
  function drawFirstScreenAhead(): HTMLElement {
    const screenEl = document.createElement('div');
    screenEl.id = FIRST_SCREEN_ID;
    document.body.append(screenEl);
    return screenEl;
  }
  // A page starts with its first screen open (other tests' pages closed it on their way).
  const reset = () => {
    document.getElementById(FIRST_SCREEN_ID)?.remove();
    document.documentElement.removeAttribute('data-first-screen-closed');
  };
  beforeEach(reset);
  afterEach(reset);

  it("outlasts the shell's frame (its page takes it away), and goes as soon as the player goes elsewhere", async () => {
    seedSession({ token: 'jwt', authenticatorType: '0', forceChangePassword: 'false' });
    const firstScreen = drawFirstScreenAhead();
    const { router } = renderAt('/home');
    await screen.findByTestId(TEST_IDS.topBar);
    expect(firstScreen.isConnected).toBe(true);
    expect(firstScreenOpen()).toBe(true);
    await act(() => router.navigate('/casino'));
    expect(firstScreen.isConnected).toBe(false);
    expect(firstScreenOpen()).toBe(false); // a list arriving later is not drawn
  });

  it('goes on the way to /login when there is no session', async () => {
    const firstScreen = drawFirstScreenAhead();
    renderAt('/home');
    expect(await screen.findByTestId(TEST_IDS.loginForm)).toBeInTheDocument();
    expect(firstScreen.isConnected).toBe(false);
  });
});

describe('the authenticated shell', () => {
  beforeEach(() => seedSession({ token: 'jwt', authenticatorType: '0', forceChangePassword: 'false' }));

  it('puts toasts top-centre for 1500 ms in the app and top-right for 5000 ms on /login', async () => {
    const { router, services, container } = renderAt('/home');
    await screen.findByRole('heading', { name: 'Home page' });
    const region = () => container.ownerDocument.querySelector<HTMLElement>('[aria-live="polite"]');
    expect(region()?.style.left).toBe('50%');
    act(() => void services.toasts.show('in the app'));
    expect(services.toasts.current().at(-1)?.durationMs).toBe(1_500);

    sessionStorage.clear();
    await act(() => router.navigate('/login'));
    await screen.findByTestId(TEST_IDS.loginForm);
    expect(region()?.style.right).toBe('12px');
    act(() => void services.toasts.show('on login'));
    expect(services.toasts.current().at(-1)?.durationMs).toBe(5_000);
  });

  it('updates the header balance from the real-time bus', async () => {
    const { sockets } = renderAt('/home');
    await screen.findByRole('heading', { name: 'Home page' });
    await waitFor(() => expect(sockets).toHaveLength(1));
    act(() => sockets[0]?.serverEmit('updateUserBalance', makeBalance({ currentBalance: 4321, exposure: 75 })));
    expect(screen.getByTestId(TEST_IDS.headerBalance)).toHaveTextContent('4,321');
    expect(within(screen.getByTestId(TEST_IDS.headerExposure)).getByText('-75')).toBeInTheDocument();
  });

  it('signs out when the server forces a logout', async () => {
    const { sockets, signOut } = renderAt('/home');
    await screen.findByRole('heading', { name: 'Home page' });
    await waitFor(() => expect(sockets).toHaveLength(1));
    act(() => sockets[0]?.serverEmit('logoutUserForce', { reason: 'revoked' }));
    expect(signOut).toHaveBeenCalledWith('forced', 'revoked');
  });

  it('a forced logout without a usable reason signs out with no message', async () => {
    const { sockets, signOut } = renderAt('/home');
    await screen.findByRole('heading', { name: 'Home page' });
    await waitFor(() => expect(sockets).toHaveLength(1));
    act(() => sockets[0]?.serverEmit('logoutUserForce', { reason: '  ' }));
    act(() => sockets[0]?.serverEmit('logoutUserForce'));
    expect(signOut.mock.calls).toEqual([
      ['forced', undefined],
      ['forced', undefined],
    ]);
  });

  it('a logout in another tab clears the session and goes to /login', async () => {
    const { navigate, sockets } = renderAt('/home');
    await screen.findByRole('heading', { name: 'Home page' });
    await waitFor(() => expect(sockets).toHaveLength(1));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: LOGOUT_KEY, newValue: '123' }));
    });
    expect(sessionStorage.length).toBe(0);
    expect(sockets[0]?.disconnected).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('opens a remote slot when asked and closes it', async () => {
    const { services } = renderAt('/home');
    await screen.findByRole('heading', { name: 'Home page' });
    expect(screen.queryByRole('dialog', { name: 'Set Button Values' })).not.toBeInTheDocument();
    act(() => services.openSlot$.next('buttonValues'));
    const dialog = await screen.findByRole('dialog', { name: 'Set Button Values' });
    act(() => within(dialog).getByRole('button', { name: 'Close slot' }).click());
    expect(services.openSlot$.value).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Set Button Values' })).not.toBeInTheDocument();
  });

  it('an exposure click opens the My Market popup the sports remote lends', async () => {
    function MyMarketSlot({ open, onClose }: SlotProps) {
      return open ? (
        <div role="dialog" aria-label="My Market">
          <button type="button" onClick={onClose}>
            Close slot
          </button>
        </div>
      ) : null;
    }
    const sports: RemoteModule = {
      id: 'mfe_sports',
      contractVersion: '1.0.0',
      routes: [],
      slots: { myMarket: MyMarketSlot },
    };
    const testHost = createTestHost({ profile: makeProfile({ userBal: makeBalance({ exposure: 120 }) }) });
    const loader = {
      load: jest.fn<Promise<RemoteModule>, [string]>((name) =>
        Promise.resolve(name === 'mfe_sports' ? sports : ACCOUNT),
      ),
      reset: jest.fn<void, [string]>(),
    };
    const built = createTestServices(testHost, {
      loader,
      remotes: [
        {
          name: 'mfe_account',
          entry: 'https://cdn.example.test/account/mf-manifest.json',
          paths: ['/home'],
          slots: ['buttonValues'],
        },
        {
          name: 'mfe_sports',
          entry: 'https://cdn.example.test/sports/mf-manifest.json',
          paths: [],
          slots: ['myMarket'],
        },
      ],
    });
    testHost.openSlot.mockImplementation((slot) => built.services.openSlot$.next(slot));
    seedSession({ token: 'jwt', authenticatorType: '0', forceChangePassword: 'false' });
    const { services } = renderAt('/home', { ...built, testHost });
    await screen.findByRole('heading', { name: 'Home page' });

    await userEvent.setup({ delay: null }).click(screen.getByTestId(TEST_IDS.headerExposure));
    expect(testHost.openSlot).toHaveBeenCalledWith('myMarket');
    const dialog = await screen.findByRole('dialog', { name: 'My Market' });
    expect(loader.load).toHaveBeenCalledWith('mfe_sports');

    act(() => within(dialog).getByRole('button', { name: 'Close slot' }).click());
    expect(services.openSlot$.value).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'My Market' })).not.toBeInTheDocument();
  });

  it('puts the search box in the header and the All Sports tree in the sidebar', async () => {
    const user = userEvent.setup();
    renderAt('/home');
    await screen.findByRole('heading', { name: 'Home page' });
    const search = screen.getByTestId(TEST_IDS.searchBox);
    expect(within(search).getByRole('combobox', { name: 'Search events' })).toBeInTheDocument();
    // jsdom applies no media queries: a phone, whose sports menu is a drawer built when it first opens.
    expect(screen.queryByTestId(TEST_IDS.sidebar)).not.toBeInTheDocument();
    await user.click(within(screen.getByTestId(TEST_IDS.topBar)).getByRole('button', { name: 'Sports' }));
    const sidebar = screen.getByTestId(TEST_IDS.sidebar);
    expect(within(sidebar).getByRole('region', { name: 'All Sports' })).toBeInTheDocument();
    expect(within(sidebar).getByRole('button', { name: 'Cricket' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('on a desktop the sidebar is a column shown with the page', async () => {
    matchMediaWith((query) => query === DESKTOP_QUERY);
    try {
      renderAt('/home');
      await screen.findByRole('heading', { name: 'Home page' });
      const sidebar = screen.getByTestId(TEST_IDS.sidebar);
      expect(within(sidebar).getByRole('region', { name: 'All Sports', hidden: true })).toBeInTheDocument();
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('the top bar Sports toggle opens the sidebar drawer; Escape, the close button and a navigation close it', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/home');
    await screen.findByRole('heading', { name: 'Home page' });
    const toggle = within(screen.getByTestId(TEST_IDS.topBar)).getByRole('button', { name: 'Sports' });
    const drawer = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(drawer).toHaveAttribute('data-state', 'closed');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(drawer).toHaveAttribute('data-state', 'open');
    expect(drawer).toContainElement(screen.getByTestId(TEST_IDS.sidebar));
    expect(screen.getByRole('button', { name: 'Close sports menu' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Close sports menu' }));
    expect(drawer).toHaveAttribute('data-state', 'closed');
    // Closed again, the drawer keeps what it built (the tree's open branches stay as they were).
    expect(drawer).toContainElement(screen.getByTestId(TEST_IDS.sidebar));

    await user.click(toggle);
    expect(drawer).toHaveAttribute('data-state', 'open');
    await act(() => router.navigate('/account-statement'));
    await screen.findByRole('heading', { name: 'Account Statement page' });
    expect(drawer).toHaveAttribute('data-state', 'closed');
  });

  it('after 6 idle hours shows the expiry overlay and signs out 5 seconds later', async () => {
    jest.useFakeTimers();
    const { signOut } = renderAt('/home');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(6 * 60 * 60 * 1000 - 1_000);
    });
    expect(screen.queryByText('Your session has been expired')).not.toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1_000);
    });
    expect(screen.getByText('Your session has been expired')).toBeInTheDocument();
    expect(screen.getByText('Redirected to Login in 6 seconds')).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(5_000);
    });
    expect(signOut).toHaveBeenCalledWith('expired');
  });
});

/**
 * The host as bootstrap.tsx wires it (its own services, the route table, the login page), over a
 * fake API and fake sockets: what the player sees after the server ends the session.
 */
describe('a session the server ends', () => {
  const SECURITY_ON = 'Security verification was turned on for your account. Please log in again.';

  function renderHost(path: string) {
    const server = createFakeServer();
    server.on('GET', '/user/profile', ok(makeProfile()));
    server.on('POST', '/auth/logout', ok(null));
    const sockets: FakeSocket[] = [];
    const services = createHostServices(
      {
        brand: TEST_BRAND,
        apiUrl: TEST_API_URL,
        socketUrl: 'https://socket.example.test',
        remotes: [
          { name: 'mfe_account', entry: 'https://cdn.example.test/account/mf-manifest.json', paths: ['/home'] },
        ],
      },
      fakeLoader(ACCOUNT),
      {
        httpAdapter: server.adapter,
        socketFactory: <N extends SocketNamespace>(_url: string, namespace: N) => {
          const socket = new FakeSocket(namespace);
          if (namespace === '/') sockets.push(socket);
          return Promise.resolve(socket.asSocket<N>());
        },
      },
    );
    const router = createMemoryRouter(buildRoutes(services), { initialEntries: [path] });
    services.setNavigate((to, options) => void router.navigate(to, options));
    // As bootstrap renders it: no QueryClient until the signed-in shell loads one.
    render(
      <ChakraProvider value={createBacklaySystem()}>
        <HostContext.Provider value={services.api}>
          <RouterProvider router={router} />
        </HostContext.Provider>
      </ChakraProvider>,
    );
    return { server, sockets, router, user: userEvent.setup({ delay: null }) };
  }

  async function signedIn(path = '/home') {
    seedSession({ token: 'jwt', authenticatorType: '0', forceChangePassword: 'false' });
    const view = renderHost(path);
    await screen.findByRole('heading', { name: 'Home page' });
    await waitFor(() => expect(view.sockets).toHaveLength(1));
    return view;
  }

  it("shows the server's reason on the login page, and only once", async () => {
    const { sockets, router } = await signedIn();
    act(() => sockets[0]?.serverEmit('logoutUserForce', { reason: SECURITY_ON }));

    const form = await screen.findByTestId(TEST_IDS.loginForm);
    expect(within(form).getByRole('alert')).toHaveTextContent(SECURITY_ON);
    expect(router.state.location.pathname).toBe('/login');
    expect(sessionStorage.getItem('jwtMaxUser')).toBeNull();
    expect(sockets[0]?.disconnected).toBe(true);
    // The message leaves the history entry (a reload won't show it again) but stays on screen.
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(within(form).getByRole('alert')).toHaveTextContent(SECURITY_ON);
  });

  it('a push without a reason lands on the login page with no notice', async () => {
    const { sockets, router } = await signedIn();
    act(() => sockets[0]?.serverEmit('logoutUserForce'));

    const form = await screen.findByTestId(TEST_IDS.loginForm);
    expect(router.state.location.pathname).toBe('/login');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a plain logout from the user menu ends the session and shows no notice', async () => {
    const { server, user, router } = await signedIn();
    await user.click(screen.getByRole('button', { name: /player1/ }));
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'SignOut' }));

    const form = await screen.findByTestId(TEST_IDS.loginForm);
    expect(router.state.location.pathname).toBe('/login');
    expect(server.calls('POST', '/auth/logout')).toHaveLength(1);
    expect(sessionStorage.getItem('jwtMaxUser')).toBeNull();
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the signed-in shell and player protection', () => {
  it('reads the protection after its start, shows the session clock, and the reality check once due', async () => {
    seedSession({ token: 'jwt', authenticatorType: '0', forceChangePassword: 'false' });
    const s = setup();
    const now = Date.now();
    s.testHost.server.on(
      'GET',
      '/user/protection',
      ok({
        status: 'active',
        statusUntil: null,
        limits: [],
        realityCheck: {
          intervalMinutes: 30,
          sessionStartedAt: new Date(now - 31 * 60_000).toISOString(),
          dueAt: new Date(now - 60_000).toISOString(),
          sessionProfitLoss: 42,
        },
      }),
    );
    const { server } = renderAt('/home', s);
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    const check = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(check).toHaveTextContent('You have been logged in for 31 min.');
    expect(check).toHaveTextContent('Profit/loss this session: +42.00');
    expect(screen.getByRole('timer', { name: 'Time logged in' })).toHaveTextContent(/0:31:0\d/);
    expect(server.calls('GET', '/user/protection')).toHaveLength(1);
  });

  it('public pages read no protection', async () => {
    const { server } = renderAt('/login');
    expect(await screen.findByTestId(TEST_IDS.loginForm)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.calls('GET', '/user/protection')).toHaveLength(0);
    expect(screen.queryByRole('timer', { name: 'Time logged in' })).not.toBeInTheDocument();
  });
});
