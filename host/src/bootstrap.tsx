import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from '@backlay/shared/router';
import { loadConfig } from './config/appConfig.js';
import { createHostServices } from './app/services.js';
import { buildRoutes } from './app/routes.js';
import { AppShell } from './app/AppShell.js';
import { UpdatingScreen } from './errors/ErrorBoundary.js';
import { readSession } from './session/storage.js';

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

/**
 * Lets the browser paint and answer input before the next step of the start: each step is its own
 * task rather than one long one.
 */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start(): Promise<void> {
  const container = document.getElementById('root')!;
  let config;
  try {
    config = await loadConfig();
  } catch (error) {
    console.error(error);
    createRoot(container).render(<UpdatingScreen />);
    return;
  }
  document.title = config.brand.name;
  const services = createHostServices(config);
  const router = createBrowserRouter(buildRoutes(services));
  services.setNavigate((to, options) => void router.navigate(to, options));
  await yieldToBrowser();
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
