import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { HostContext } from '@backlay/shared/contract';
import { createBacklaySystem } from '@backlay/shared/ui';
import { loadConfig } from './config/appConfig.js';
import { createHostServices } from './app/services.js';
import { buildRoutes } from './app/routes.js';
import { AppErrorBoundary, UpdatingScreen } from './errors/ErrorBoundary.js';

async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root')!);
  let config;
  try {
    config = await loadConfig();
  } catch (error) {
    console.error(error);
    root.render(<UpdatingScreen />);
    return;
  }
  document.title = config.brand.name;
  const services = createHostServices(config);
  const router = createBrowserRouter(buildRoutes(services));
  services.setNavigate((to, options) => void router.navigate(to, options));
  const system = createBacklaySystem(config.brand.theme);
  root.render(
    <StrictMode>
      <AppErrorBoundary>
        <ChakraProvider value={system}>
          {/* The QueryClient comes with the signed-in shell (AuthLayout), not the public pages. */}
          <HostContext.Provider value={services.api}>
            <RouterProvider router={router} />
          </HostContext.Provider>
        </ChakraProvider>
      </AppErrorBoundary>
    </StrictMode>,
  );
}

void start();
