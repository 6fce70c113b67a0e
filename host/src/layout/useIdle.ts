import { useEffect, useEffectEvent } from 'react';

/** Spec section 4: six hours without activity, activity debounced by 500 ms. */
export const IDLE_TIMEOUT_MS = 6 * 60 * 60 * 1000;
export const IDLE_DEBOUNCE_MS = 500;
const EVENTS = ['mousemove', 'mousedown', 'keydown', 'touchstart', 'scroll', 'wheel'] as const;

export function useIdle(onIdle: () => void, timeoutMs = IDLE_TIMEOUT_MS, enabled = true): void {
  // Always the latest callback, without restarting the timers when it changes.
  const idle = useEffectEvent(onIdle);
  useEffect(() => {
    if (!enabled) return;
    let idleTimer = setTimeout(() => idle(), timeoutMs);
    let debounce: ReturnType<typeof setTimeout> | null = null;
    const activity = () => {
      if (debounce) return;
      debounce = setTimeout(() => {
        debounce = null;
        clearTimeout(idleTimer);
        idleTimer = setTimeout(() => idle(), timeoutMs);
      }, IDLE_DEBOUNCE_MS);
    };
    for (const e of EVENTS) window.addEventListener(e, activity, { passive: true });
    return () => {
      clearTimeout(idleTimer);
      if (debounce) clearTimeout(debounce);
      for (const e of EVENTS) window.removeEventListener(e, activity);
    };
  }, [timeoutMs, enabled]);
}
