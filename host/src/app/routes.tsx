import { Suspense, useEffect, useLayoutEffect, useRef } from 'react';
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

export function buildRoutes(services: HostServices): RouteObject[] {
  // The signed-in shell loads with its services' parts: the bus, RxJS and the QueryClient (the public
  // pages need none of them).
  // The design system is built in a task of its own once its code is here, not inside the first render.
  const AuthLayout = lazyWithReload(() =>
    Promise.all([
      import('../layout/AuthLayout.js'),
      import('./DesignSystem.js'),
      services.loadSignedIn(),
      // The shell's first requests go out as soon as it renders: their transport comes with it.
      loadHttpTransport(),
    ]).then(async ([m, design]) => {
      await design.designSystemReady(services.config.brand);
      return m.AuthLayout;
    }),
  );
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
