import { startTransition } from 'react';
import { loadConfig } from './config/appConfig.js';
import { readSession } from './session/storage.js';
import { nextTask } from '@backlay/shared/tasks';

// The start's modules are evaluated in steps, each in a task of its own (see start()). "eager":
// they stay in this chunk (no request more); only their evaluation waits for the step.
const reactDom = () => import(/* webpackMode: "eager" */ 'react-dom/client');
const servicesModule = () => import(/* webpackMode: "eager" */ './app/services.js');
const routesModules = () =>
  Promise.all([
    import(/* webpackMode: "eager" */ '@backlay/shared/router'),
    import(/* webpackMode: "eager" */ './app/routes.js'),
  ]);
const shellModules = () =>
  Promise.all([
    import(/* webpackMode: "eager" */ './app/AppShell.js'),
    import(/* webpackMode: "eager" */ './errors/ErrorBoundary.js'),
  ]);

/**
 * The page the server sent already drawn (src/prerender.tsx), if it is the one this visit shows:
 * the same path, and no session (the pre-rendered pages are what a visitor without one sees).
 */
function prerenderedFor(container: HTMLElement): boolean {
  return (
    container.dataset.prerendered === window.location.pathname &&
    container.firstElementChild !== null &&
    !readSession().token
  );
}

/** A page of the signed-in shell: a session, and not one of the pages drawn without one. */
function signedInPage(): boolean {
  const { pathname } = window.location;
  return Boolean(readSession().token) && pathname !== '/login' && pathname !== '/verify';
}

/**
 * The start, in steps that are each a task of their own (`nextTask` between them) rather than one
 * long one, so the browser can paint and answer input in between: evaluating React DOM, the
 * services, the router and the routes, then rendering; the bus, RxJS and axios come later, with the
 * signed-in shell or a first request.
 */
async function start(): Promise<void> {
  const container = document.getElementById('root')!;
  let config;
  try {
    config = await loadConfig();
  } catch (error) {
    console.error(error);
    const [{ createRoot }, [, { UpdatingScreen }]] = await Promise.all([reactDom(), shellModules()]);
    createRoot(container).render(<UpdatingScreen />);
    return;
  }
  document.title = config.brand.name;
  const { createRoot, hydrateRoot } = await reactDom();
  await nextTask();
  const { createHostServices } = await servicesModule();
  const services = createHostServices(config);
  await nextTask();
  const [{ createBrowserRouter, RouterProvider }, { buildRoutes, createShellLoader }] = await routesModules();
  const loadShell = createShellLoader(services);
  const router = createBrowserRouter(buildRoutes(services, loadShell));
  services.setNavigate((to, options) => void router.navigate(to, options));
  await nextTask();
  // A signed-in page asks for the shell's code now, in tasks of its own, rather than from inside
  // React's first render (which gets the same promise); a failure is the render's to handle.
  if (signedInPage()) loadShell().catch(() => undefined);
  const [{ AppShell }] = await shellModules();
  const app = (
    <AppShell services={services}>
      <RouterProvider router={router} />
    </AppShell>
  );
  // A transition: React renders the first screen in slices between which the browser can answer
  // a tap, instead of in one long task.
  if (prerenderedFor(container)) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // A signed-in visitor reloading /login: not the page drawn for visitors without a session.
    container.replaceChildren();
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
}

void start();
