import { useCallback, useSyncExternalStore } from 'react';
import { secondsLeft } from './tableState.js';

const TICK_MS = 250;

// Both hooks read the clock as an external store (useSyncExternalStore): the value is computed from
// the clock when React renders, so a window that just arrived is never measured against a tick taken
// before it, and a component renders again only when the value changes.

/** Seconds left in the betting window, ticking; null when no window is open. */
export function useSecondsLeft(closesAt: number | null, offsetMs: number): number | null {
  const subscribe = useCallback(
    (changed: () => void) => {
      if (closesAt === null) return () => undefined;
      const timer = setInterval(changed, TICK_MS);
      return () => clearInterval(timer);
    },
    [closesAt],
  );
  return useSyncExternalStore(subscribe, () => secondsLeft({ closesAt }, offsetMs, Date.now()));
}

/**
 * Whether the betting window has run out by the server's clock. Changes once, when it closes (a
 * timer, not a tick), so the markets re-render at close and not with every second of the countdown.
 */
export function useWindowClosed(closesAt: number | null, offsetMs: number): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      if (closesAt === null) return () => undefined;
      let timer: ReturnType<typeof setTimeout> | undefined;
      // Waits again if a timer fires a little before the window's end.
      const wait = () => {
        const ms = closesAt - (Date.now() + offsetMs);
        if (ms <= 0) changed();
        else timer = setTimeout(wait, ms);
      };
      wait();
      return () => clearTimeout(timer);
    },
    [closesAt, offsetMs],
  );
  return useSyncExternalStore(subscribe, () => secondsLeft({ closesAt }, offsetMs, Date.now()) === 0);
}
