import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from '@backlay/shared/router';
import { Box } from '@chakra-ui/react/box';
import { useHost, type SlotId } from '@backlay/shared/contract';
import { page } from '../errors/page.js';
import { DesignSystem } from '../app/DesignSystem.js';
import type { HostServices } from '../app/services.js';
import { slotOwner } from '../config/appConfig.js';
import { RemoteSlot } from '../remotes/RemoteRoute.js';
import { RealityCheck } from '../protection/RealityCheck.js';
import { onLogoutElsewhere } from '../session/crossTab.js';
import { needsVerification } from '../session/storage.js';
import { AllSports } from './AllSports.js';
import { Header } from './Header.js';
import { Sidebar, TopBar } from './NavBars.js';
import { OfflineBanner } from './OfflineBanner.js';
import { SearchBox } from './SearchBox.js';
import { SessionExpired } from './SessionExpired.js';
import { dropShellPlaceholder } from './shellPlaceholderId.js';
import { useIdle } from './useIdle.js';
import { DESKTOP_QUERY, useMediaQuery } from './useMediaQuery.js';

/** Guards of spec section 2: no token → login; second factor pending → verify; forced change → change-password. */
export function AuthLayout({ services }: { services: HostServices }) {
  const { session } = useHost();
  const location = useLocation();
  const state = session.get();
  if (!state.token) return <Navigate to="/login" replace />;
  if (needsVerification(state)) return <Navigate to="/verify" replace />;
  if (state.forceChangePassword && location.pathname !== '/change-password')
    return <Navigate to="/change-password" replace />;
  return (
    <DesignSystem>
      <QueryClientProvider client={services.queryClient}>
        <AuthShell services={services} token={state.token} />
      </QueryClientProvider>
    </DesignSystem>
  );
}

function useSlot(services: HostServices): SlotId | null {
  const [slot, setSlot] = useState<SlotId | null>(services.openSlot$.value);
  useEffect(() => {
    const sub = services.openSlot$.subscribe(setSlot);
    return () => sub.unsubscribe();
  }, [services]);
  return slot;
}

/** The reason a `logoutUserForce` push carries, if it carries a usable one. */
function forcedLogoutReason(payload: unknown): string | undefined {
  if (typeof payload !== 'object' || payload === null || !('reason' in payload)) return undefined;
  const { reason } = payload;
  return typeof reason === 'string' && reason.trim() !== '' ? reason : undefined;
}

export const SPORTS_MENU_ID = 'sports-menu';

/**
 * The sidebar is a column on desktop and a drawer on mobile, opened from the top bar's Sports
 * toggle; a navigation or Escape closes the drawer. `built`: on a phone the drawer's content is
 * rendered the first time it opens (then kept), not with every page: the closed drawer was half
 * of the design-system elements a phone rendered on /home, none of them seen.
 */
function useSportsMenu() {
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);

  // A navigation closes the drawer: compare with the location of the last render.
  const at = location.pathname + location.search;
  const [shownAt, setShownAt] = useState(at);
  if (shownAt !== at) {
    setShownAt(at);
    setOpen(false);
  }
  useEffect(() => {
    if (!open) return undefined;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return { open, setOpen, closeRef, built: desktop || opened };
}

function AuthShell({ services, token }: { services: HostServices; token: string }) {
  const host = useHost();
  const [expired, setExpired] = useState(false);
  const openSlot = useSlot(services);
  const { open: menuOpen, setOpen: setMenuOpen, closeRef: menuCloseRef, built: menuBuilt } = useSportsMenu();
  // Before the browser paints this shell, the one drawn ahead into the page (if any) goes.
  useLayoutEffect(() => dropShellPlaceholder(), []);

  useEffect(() => {
    services.setPublicShell(false);
    services.bus.connect(token);
    host.refreshProfile().catch(() => undefined);
    const sub = services.bus.user$.subscribe((event) => {
      if (event.type === 'updateUserBalance') {
        const profile = services.profile$.value;
        if (profile) services.profile$.next({ ...profile, userBal: event.payload });
      } else if (event.type === 'logoutUserForce') {
        // The server says why (e.g. a password change elsewhere): the login page shows it.
        void host.session.signOut('forced', forcedLogoutReason(event.payload));
      } else if (event.type === 'hardRefreshAll') {
        page.reload();
      }
    });
    const stopCrossTab = onLogoutElsewhere((message) => services.signedOutElsewhere(message));
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
      <Header searchBox={<SearchBox />} />
      <TopBar sportsMenu={{ open: menuOpen, onToggle: () => setMenuOpen((o) => !o), controls: SPORTS_MENU_ID }} />
      <Box flex="1" display="grid" gridTemplateColumns={{ base: '1fr', xl: '240px 1fr' }} alignItems="start">
        {menuOpen ? (
          <Box
            hideFrom="xl"
            position="fixed"
            inset={0}
            bg="rgba(0,0,0,.45)"
            zIndex={1190}
            onClick={() => setMenuOpen(false)}
            aria-hidden="true"
          />
        ) : null}
        <Box
          id={SPORTS_MENU_ID}
          data-state={menuOpen ? 'open' : 'closed'}
          display={{ base: menuOpen ? 'block' : 'none', xl: 'block' }}
          position={{ base: 'fixed', xl: 'sticky' }}
          top={{ base: 0, xl: '88px' }}
          left={0}
          bottom={{ base: 0, xl: 'auto' }}
          w={{ base: 'min(85vw, 320px)', xl: 'auto' }}
          maxH={{ base: '100vh', xl: 'calc(100vh - 88px)' }}
          overflowY="auto"
          zIndex={{ base: 1200, xl: 'auto' }}
          boxShadow={{ base: 'xl', xl: 'none' }}
          bg="white"
        >
          {menuBuilt ? (
            <>
              <Box hideFrom="xl" display="flex" justifyContent="flex-end" bg="#0b2b3c">
                <button
                  ref={menuCloseRef}
                  type="button"
                  aria-label="Close sports menu"
                  onClick={() => setMenuOpen(false)}
                  style={{
                    background: 'none',
                    border: 0,
                    color: '#fff',
                    fontSize: 22,
                    lineHeight: 1,
                    padding: '6px 12px',
                    cursor: 'pointer',
                  }}
                >
                  ×
                </button>
              </Box>
              <Sidebar>
                <AllSports />
              </Sidebar>
            </>
          ) : null}
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
      <RealityCheck />
      {expired ? <SessionExpired onSignOut={() => void host.session.signOut('expired')} /> : null}
    </Box>
  );
}
