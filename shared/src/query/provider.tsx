import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { HostContext, type HostApi } from '../contract/index.js';

/**
 * What a screen of any Backlay app renders under: the HostContext and the host's QueryClient. The
 * host wraps its router in it; the standalone dev host and the test host do the same.
 */
export function HostProvider({ host, children }: { host: HostApi; children: ReactNode }) {
  return (
    <QueryClientProvider client={host.queryClient}>
      <HostContext.Provider value={host}>{children}</HostContext.Provider>
    </QueryClientProvider>
  );
}
