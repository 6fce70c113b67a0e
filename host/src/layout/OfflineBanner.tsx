import { useEffect, useState } from 'react';
import { TEST_IDS } from '@backlay/shared/testing/ids';
import { page } from '../errors/page.js';

/** Offline shows the red banner; coming back online reloads the page (spec section 4). */
const reloadPage = () => page.reload();

export function OfflineBanner({ reload = reloadPage }: { reload?: () => void }) {
  const [offline, setOffline] = useState(() => typeof navigator !== 'undefined' && !navigator.onLine);
  useEffect(() => {
    const down = () => setOffline(true);
    const up = () => {
      setOffline(false);
      reload();
    };
    window.addEventListener('offline', down);
    window.addEventListener('online', up);
    return () => {
      window.removeEventListener('offline', down);
      window.removeEventListener('online', up);
    };
  }, [reload]);
  if (!offline) return null;
  return (
    <div
      role="alert"
      data-testid={TEST_IDS.offlineBanner}
      style={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        zIndex: 2500,
        background: '#c0392b',
        color: '#fff',
        textAlign: 'center',
        padding: '8px 12px',
        fontWeight: 600,
      }}
    >
      You are currently offline
    </div>
  );
}
