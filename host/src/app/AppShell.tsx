import { StrictMode, type ReactNode } from 'react';
import { HostContext } from '@backlay/shared/contract';
import type { HostServices } from './services.js';
import { AppErrorBoundary } from '../errors/ErrorBoundary.js';

/**
 * What wraps the router, in the browser and in the build's pre-render alike: the two must render
 * the same tree for the pre-rendered page to hydrate.
 */
export function AppShell({ services, children }: { services: HostServices; children: ReactNode }) {
  return (
    <StrictMode>
      <AppErrorBoundary>
        {/* The design system and the QueryClient come with the pages that use them (DesignSystem,
            AuthLayout), not with the start: the login page needs neither. */}
        <HostContext.Provider value={services.api}>{children}</HostContext.Provider>
      </AppErrorBoundary>
    </StrictMode>
  );
}
