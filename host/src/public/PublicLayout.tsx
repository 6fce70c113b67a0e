import { useEffect } from 'react';
import { Navigate, Outlet } from '@backlay/shared/router';
import { useHost } from '@backlay/shared/contract';
import { homeFor } from '../session/storage.js';
import { Footer } from './Footer.js';
import { brandVariables, PublicStyles } from './publicStyles.js';

/** The public shell: the brand's header, the page, the footer (static classes, no design-system code). */
function PublicShell() {
  const { brand } = useHost();
  return (
    <div className="bl-pub" style={brandVariables(brand)}>
      <PublicStyles />
      <header className="bl-pub__header">
        <img src={brand.logo} alt={brand.name} height={44} width={180} />
      </header>
      <main className="bl-pub__main">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}

/** Public pages with the footer. A visitor who already holds a session goes where they belong. */
export function PublicLayout({ onShell }: { onShell: (isPublic: boolean) => void }) {
  const { session } = useHost();
  const state = session.get();
  useEffect(() => {
    onShell(true);
  }, [onShell]);
  if (state.token) return <Navigate to={homeFor(state)} replace />;
  return <PublicShell />;
}

/** The policy pages render without redirecting logged-in visitors (they open in a new tab). */
export function PolicyLayout({ onShell }: { onShell: (isPublic: boolean) => void }) {
  useEffect(() => {
    onShell(true);
  }, [onShell]);
  return <PublicShell />;
}
