import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Box } from '@chakra-ui/react/box';
import { useHost, type SlotId } from '@backlay/shared/contract';
import type { HostServices } from '../app/services.js';
import { slotOwner } from '../config/appConfig.js';
import { RemoteSlot } from '../remotes/RemoteRoute.js';
import { onLogoutElsewhere } from '../session/crossTab.js';
import { clearSession, needsVerification } from '../session/storage.js';
import { Header } from './Header.js';
import { Sidebar, TopBar } from './NavBars.js';
import { OfflineBanner } from './OfflineBanner.js';
import { SessionExpired } from './SessionExpired.js';
import { useIdle } from './useIdle.js';

/** Guards of spec section 2: no token → login; second factor pending → verify; forced change → change-password. */
export function AuthLayout({ services }: { services: HostServices }) {
  const { session } = useHost();
  const location = useLocation();
  const state = session.get();
  if (!state.token) return <Navigate to="/login" replace />;
  if (needsVerification(state)) return <Navigate to="/verify" replace />;
  if (state.forceChangePassword && location.pathname !== '/change-password') return <Navigate to="/change-password" replace />;
  return <AuthShell services={services} token={state.token} />;
}

function useSlot(services: HostServices): SlotId | null {
  const [slot, setSlot] = useState<SlotId | null>(services.openSlot$.value);
  useEffect(() => {
    const sub = services.openSlot$.subscribe(setSlot);
    return () => sub.unsubscribe();
  }, [services]);
  return slot;
}

function AuthShell({ services, token }: { services: HostServices; token: string }) {
  const host = useHost();
  const [expired, setExpired] = useState(false);
  const openSlot = useSlot(services);

  useEffect(() => {
    services.publicShell$.next(false);
    services.bus.connect(token);
    host.refreshProfile().catch(() => undefined);
    const sub = services.bus.user$.subscribe((event) => {
      if (event.type === 'updateUserBalance') {
        const profile = services.profile$.value;
        if (profile) services.profile$.next({ ...profile, userBal: event.payload });
      } else if (event.type === 'logoutUserForce') {
        void host.session.signOut('forced');
      } else if (event.type === 'hardRefreshAll') {
        window.location.reload();
      }
    });
    const stopCrossTab = onLogoutElsewhere(() => {
      clearSession();
      services.bus.disconnect();
      host.navigate('/login', { replace: true });
    });
    return () => {
      sub.unsubscribe();
      stopCrossTab();
    };
  }, [services, host, token]);

  useIdle(() => setExpired(true), undefined, !expired);

  const slots: SlotId[] = ['buttonValues', 'rules', 'myMarket'];
  return (
    <Box minH="100vh" bg="#eef1f4" display="flex" flexDirection="column">
      <OfflineBanner />
      <Header />
      <TopBar />
      <Box flex="1" display="grid" gridTemplateColumns={{ base: '1fr', xl: '240px 1fr' }} alignItems="start">
        <Box hideBelow="xl" position="sticky" top="88px">
          <Sidebar />
        </Box>
        <Box as="main" minW={0}>
          <Outlet />
        </Box>
      </Box>
      {slots.map((slot) => {
        const owner = slotOwner(services.config, slot);
        if (!owner) return null;
        return (
          <RemoteSlot
            key={slot}
            loader={services.loader}
            remote={owner.name}
            slot={slot}
            open={openSlot === slot}
            onClose={() => services.openSlot$.next(null)}
          />
        );
      })}
      {expired ? <SessionExpired onSignOut={() => void host.session.signOut('expired')} /> : null}
    </Box>
  );
}
