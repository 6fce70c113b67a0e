import { useEffect } from 'react';
import { Navigate, Outlet } from '@backlay/shared/router';
import { Box } from '@chakra-ui/react/box';
import { useHost } from '@backlay/shared/contract';
import { homeFor } from '../session/storage.js';
import { Footer } from './Footer.js';

/** Public pages with the footer. A visitor who already holds a session goes where they belong. */
export function PublicLayout({ onShell }: { onShell: (isPublic: boolean) => void }) {
  const { session, brand } = useHost();
  const state = session.get();
  useEffect(() => {
    onShell(true);
  }, [onShell]);
  if (state.token) return <Navigate to={homeFor(state)} replace />;
  return (
    <Box minH="100vh" display="flex" flexDirection="column" bg="#eef1f4">
      <Box as="header" bg="#0b2b3c" px={4} py={3}>
        <img src={brand.logo} alt={brand.name} height={44} width={180} />
      </Box>
      <Box as="main" flex="1">
        <Outlet />
      </Box>
      <Footer />
    </Box>
  );
}

/** The policy pages render without redirecting logged-in visitors (they open in a new tab). */
export function PolicyLayout({ onShell }: { onShell: (isPublic: boolean) => void }) {
  const { brand } = useHost();
  useEffect(() => {
    onShell(true);
  }, [onShell]);
  return (
    <Box minH="100vh" display="flex" flexDirection="column" bg="#eef1f4">
      <Box as="header" bg="#0b2b3c" px={4} py={3}>
        <img src={brand.logo} alt={brand.name} height={44} width={180} />
      </Box>
      <Box as="main" flex="1">
        <Outlet />
      </Box>
      <Footer />
    </Box>
  );
}
