import { Suspense, useEffect, useLayoutEffect, useRef, type ComponentType } from 'react';
import { Navigate, Outlet, useLocation, type RouteObject } from '@backlay/shared/router';
import { useHost } from '@backlay/shared/contract';
import { loadHttpTransport } from '@backlay/shared/http';
import type { HostServices } from './services.js';
import { RouteError } from '../errors/RouteError.js';
import { lazyWithReload } from '../errors/lazyWithReload.js';
import { Toaster } from '../toasts/Toaster.js';
import { RemoteRoute } from '../remotes/RemoteRoute.js';
import { SectionUnavailable } from '../remotes/SectionUnavailable.js';
import { PolicyLayout, PublicLayout } from '../public/PublicLayout.js';
import { LoginPage } from '../public/LoginPage.js';
import { homeFor } from '../session/storage.js';
import { dropShellPlaceholder } from '../layout/shellPlaceholderId.js';
import { dropFirstScreen } from '@backlay/shared/first-screen';
import { nextTask } from '@backlay/shared/tasks';

// The authenticated shell and the long policy texts are fetched only when needed, keeping /login light.
const ContactAdmin = lazyWithReload(() => import('../layout/ContactAdmin.js').then((m) => m.ContactAdmin));
const TermsPage = lazyWithReload(() => import('../public/PolicyPage.js').then((m) => m.TermsPage));
const ResponsibleGamingPage = lazyWithReload(() =>
  import('../public/PolicyPage.js').then((m) => m.ResponsibleGamingPage),
);
const Embed = lazyWithReload(() => import('../embeds/Embed.js').then((m) => m.Embed));
const VerifyPage = lazyWithReload(() => import('../public/VerifyPage.js').then((m) => m.VerifyRoute));

/** Every authenticated path of spec section 2; each is served by the remote the config assigns it to. */
export const APP_PATHS = [
  '/home',
  '/sports',
  '/inPlay',
  '/casino-slot',
  '/live-casinom',
  '/other',
  '/virtual',
  '/slot',
  '/fantasy',
  '/live-casino',
  '/casino',
  '/account-statement',
  '/profit-loss',
  '/bet-history',
  '/unsettled-bet',
  '/live-casino-bets',
  '/change-btn-value',
  '/secure-auth',
  '/change-password',
  '/game-detail/:type/:id',
  '/race/:id',
  '/rules',
  '/game-list/:type',
  '/starred-markets',
  '/player-protection',
];

function Root({ services }: { services: HostServices }) {
  const { pathname } = useLocation();
  // Block body on purpose: scrollTo returns a promise in newer browsers, and an effect may only return a cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  const isPublic = useIsPublic(services);
  // The signed-in shell drawn ahead into the page (ShellPlaceholder) stays until the signed-in shell
  // replaces it; a page without that shell (no session: the way to /login) takes it away at once.
  useLayoutEffect(() => {
    if (isPublic) {
      dropShellPlaceholder();
      dropFirstScreen();
    }
  }, [isPublic]);
  // A remote's first screen drawn ahead (@backlay/shared/first-screen) belongs to its page alone:
  // a move to another path, by the player or by a redirect, takes it away.
  const firstPath = useRef(pathname);
  useLayoutEffect(() => {
    if (pathname !== firstPath.current) dropFirstScreen();
  }, [pathname]);
  return (
    <>
      <Toaster store={services.toasts} position={isPublic ? 'top-right' : 'top-center'} />
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </>
  );
}

function useIsPublic(services: HostServices): boolean {
  const { pathname } = useLocation();
  const isPublic = !services.api.session.get().token || pathname === '/login' || pathname === '/verify';
  // Tells the shell store whenever the page switches between public and signed in.
  useEffect(() => {
    services.setPublicShell(isPublic);
  }, [services, isPublic]);
  return isPublic;
}

function CatchAll() {
  const { session } = useHost();
  const state = session.get();
  return <Navigate to={state.token ? homeFor(state) : '/login'} replace />;
}

/** The signed-in shell's layout component, once its code and parts are here. */
export type ShellLoader = () => Promise<ComponentType<{ services: HostServices }>>;

/**
 * Loads the signed-in shell (once; every call gets the same promise): its layout, the design
 * system, the services' signed-in parts (the bus, RxJS, the QueryClient) and the HTTP transport,
 * which the shell's first requests need. Each script the page adds is a request made from the main
 * thread (a few ms each on a phone): the four are asked for in tasks of their own, so that none of
 * them joins React's render. The design system is then built in a task of its own too.
 */
export function createShellLoader(services: HostServices): ShellLoader {
  let loading: ReturnType<ShellLoader> | null = null;
  const load: ShellLoader = async () => {
    const layout = import('../layout/AuthLayout.js');
    await nextTask();
    const design = import('./DesignSystem.js');
    await nextTask();
    const parts = services.loadSignedIn();
    await nextTask();
    const [m, d] = await Promise.all([layout, design, parts, loadHttpTransport()]);
    await d.designSystemReady(services.config.brand);
    return m.AuthLayout;
  };
  return () => (loading ??= load());
}

export function buildRoutes(
  services: HostServices,
  loadShell: ShellLoader = createShellLoader(services),
): RouteObject[] {
  const AuthLayout = lazyWithReload(loadShell);
  const onShell = (isPublic: boolean) => services.setPublicShell(isPublic);
  const owned = new Map<string, string>();
  for (const remote of services.config.remotes) for (const path of remote.paths) owned.set(path, remote.name);
  const extraOwned = [...owned.keys()].filter((p) => !APP_PATHS.includes(p));

  const appRoutes: RouteObject[] = [...APP_PATHS, ...extraOwned].map((path) => {
    const remote = owned.get(path);
    return {
      path,
      element: remote ? (
        <RemoteRoute
          key={path}
          loader={services.loader}
          remote={remote}
          path={path}
          prefetch={(params) => services.prefetchPage(path, params)}
        />
      ) : (
        <SectionUnavailable detail="This section is not deployed for this site." />
      ),
    };
  });

  const embed = (path: string, kind: 'video' | 'score'): RouteObject => ({ path, element: <Embed kind={kind} /> });

  return [
    {
      element: <Root services={services} />,
      errorElement: <RouteError />,
      children: [
        { path: '/', element: <Navigate to="/login" replace /> },
        { element: <PublicLayout onShell={onShell} />, children: [{ path: '/login', element: <LoginPage /> }] },
        {
          element: <PolicyLayout onShell={onShell} />,
          children: [
            { path: '/terms-and-conditions', element: <TermsPage /> },
            { path: '/responsible-gaming', element: <ResponsibleGamingPage /> },
          ],
        },
        { path: '/verify', element: <VerifyPage onShell={onShell} /> },
        embed('/videoPage/:vidId', 'video'),
        embed('/liveStreamCricket/:vidId', 'video'),
        embed('/liveStreamCricketInt/:vidId', 'video'),
        embed('/liveStreamInternal/:vidId/:sportId', 'video'),
        embed('/liveStream/:vidId/:sportId', 'video'),
        embed('/scoreBoardPage/:vidId/:sportsId', 'score'),
        {
          element: <AuthLayout services={services} />,
          children: [...appRoutes, { path: '/contact-admin/:type', element: <ContactAdmin /> }],
        },
        { path: '*', element: <CatchAll /> },
      ],
    },
  ];
}
