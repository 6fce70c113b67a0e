import { BehaviorSubject } from 'rxjs';
import type { QueryClient } from '@tanstack/react-query';
import type { Profile } from '@backlay/shared/api';
import type { SlotId } from '@backlay/shared/contract';
import { connectQueryInvalidation, createQueryClient, prefetchPage, profileQuery } from '@backlay/shared/query';
import { createBus, type HostBus, type SocketFactory } from '@backlay/shared/realtime';

/**
 * What only the signed-in shell uses: the real-time bus, the player's profile, the open slot and
 * the QueryClient. Loaded with that shell (services.loadSignedIn), so the public pages carry no
 * RxJS, socket or query code.
 */
export interface SignedInParts {
  bus: HostBus;
  profile$: BehaviorSubject<Profile | null>;
  openSlot$: BehaviorSubject<SlotId | null>;
  queryClient: QueryClient;
  profileQuery: typeof profileQuery;
  prefetchPage: typeof prefetchPage;
}

export function createSignedInParts(socketUrl: string, socketFactory?: SocketFactory): SignedInParts {
  const bus = createBus(socketUrl, socketFactory);
  const queryClient = createQueryClient();
  // Pushes about the player make the queries they change stale, for the host and every remote.
  connectQueryInvalidation(queryClient, bus.user$);
  return {
    bus,
    profile$: new BehaviorSubject<Profile | null>(null),
    openSlot$: new BehaviorSubject<SlotId | null>(null),
    queryClient,
    profileQuery,
    prefetchPage,
  };
}
