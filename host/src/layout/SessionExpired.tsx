import { useEffect, useEffectEvent, useState } from 'react';
import { TEST_IDS } from '@backlay/shared/testing/ids';

/** The count starts at 6 and the player is signed out 5 seconds later (spec section 4). */
export const EXPIRY_INITIAL_COUNT = 6;
export const EXPIRY_SECONDS = 5;

export function SessionExpired({ onSignOut }: { onSignOut: () => void }) {
  const [count, setCount] = useState(EXPIRY_INITIAL_COUNT);
  const signOutLater = useEffectEvent(onSignOut);
  useEffect(() => {
    const tick = setInterval(() => setCount((c) => Math.max(0, c - 1)), 1000);
    const end = setTimeout(() => signOutLater(), EXPIRY_SECONDS * 1000);
    return () => {
      clearInterval(tick);
      clearTimeout(end);
    };
  }, []);
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="expired-title"
      data-testid={TEST_IDS.sessionExpired}
      style={{
        position: 'fixed',
        inset: 0,
        zIndex: 3000,
        background: 'rgba(4,20,30,.75)',
        display: 'grid',
        placeItems: 'center',
        padding: 16,
      }}
    >
      <div
        style={{
          background: '#fff',
          borderRadius: 10,
          padding: '28px 24px',
          maxWidth: 380,
          width: '100%',
          textAlign: 'center',
        }}
      >
        <h2 id="expired-title" style={{ margin: '0 0 10px', fontSize: 20 }}>
          Your session has been expired
        </h2>
        <p style={{ margin: '0 0 18px', color: '#4a5560' }}>Redirected to Login in {count} seconds</p>
        <button
          type="button"
          onClick={() => onSignOut()}
          style={{
            background: '#0b5563',
            color: '#fff',
            border: 0,
            borderRadius: 6,
            padding: '10px 20px',
            fontSize: 15,
            cursor: 'pointer',
          }}
        >
          Back to Home
        </button>
      </div>
    </div>
  );
}
