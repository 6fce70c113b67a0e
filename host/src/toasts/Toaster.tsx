import { useEffect, useEffectEvent, useRef, useState, useSyncExternalStore } from 'react';
import { TEST_IDS } from '@backlay/shared/testing/ids';
import type { Toast, ToastStore } from './toastStore.js';

const COLORS: Record<Toast['status'], string> = {
  success: '#1e7d4f',
  error: '#c0392b',
  info: '#0b5563',
  warning: '#b7791f',
};

function ToastItem({ toast, onClose }: { toast: Toast; onClose: () => void }) {
  const remaining = useRef(toast.durationMs);
  // When the running timer started; set by the effect that starts it.
  const started = useRef(0);
  const close = useEffectEvent(onClose);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused) return;
    started.current = Date.now();
    const timer = setTimeout(() => close(), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started.current;
    };
  }, [paused]);

  return (
    <div
      role={toast.status === 'error' ? 'alert' : 'status'}
      data-testid={TEST_IDS.toast}
      data-status={toast.status}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      style={{
        background: COLORS[toast.status],
        color: '#fff',
        borderRadius: 6,
        boxShadow: '0 4px 14px rgba(0,0,0,.25)',
        fontSize: 14,
        maxWidth: 'min(92vw, 420px)',
        pointerEvents: 'auto',
      }}
    >
      {/* The whole toast is the close button, so a keyboard can dismiss it too. */}
      <button
        type="button"
        onClick={onClose}
        style={{
          display: 'block',
          width: '100%',
          padding: '10px 16px',
          margin: 0,
          background: 'none',
          border: 0,
          borderRadius: 'inherit',
          color: 'inherit',
          font: 'inherit',
          textAlign: 'start',
          cursor: 'pointer',
        }}
      >
        {toast.message}
      </button>
    </div>
  );
}

/** Toasts: close on click, pause on hover, no progress bar. */
export function Toaster({ store, position }: { store: ToastStore; position: 'top-center' | 'top-right' }) {
  const toasts = useSyncExternalStore(
    store.subscribe,
    store.current,
    // A pre-rendered page is hydrated from what the store holds now (nothing, on a first load).
    store.current,
  );
  return (
    <div
      aria-live="polite"
      style={{
        position: 'fixed',
        top: 12,
        zIndex: 2000,
        display: 'flex',
        flexDirection: 'column',
        gap: 8,
        pointerEvents: 'none',
        ...(position === 'top-center'
          ? { left: '50%', transform: 'translateX(-50%)', alignItems: 'center' }
          : { right: 12, alignItems: 'flex-end' }),
      }}
    >
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} onClose={() => store.dismiss(t.id)} />
      ))}
    </div>
  );
}
