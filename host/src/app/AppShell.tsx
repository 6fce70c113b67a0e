import { StrictMode, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { HostContext } from '@backlay/shared/contract';
import type { BacklaySystem } from '@backlay/shared/ui';
import type { HostServices } from './services.js';
import { AppErrorBoundary } from '../errors/ErrorBoundary.js';

/**
 * What wraps the router, in the browser and in the build's pre-render alike: the two must render
 * the same tree for the pre-rendered page to hydrate.
 */
export function AppShell({
  services,
  system,
  children,
}: {
  services: HostServices;
  system: BacklaySystem;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <AppErrorBoundary>
        <ChakraProvider value={system}>
          {/* The QueryClient comes with the signed-in shell (AuthLayout), not the public pages. */}
          <HostContext.Provider value={services.api}>{children}</HostContext.Provider>
        </ChakraProvider>
      </AppErrorBoundary>
    </StrictMode>
  );
}
