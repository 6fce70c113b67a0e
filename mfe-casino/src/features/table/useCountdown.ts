import { useEffect, useState } from 'react';
import { useNow } from '../../lib/useNow.js';
import { secondsLeft } from './tableState.js';

/** Seconds left in the betting window, ticking; null when no window is open. */
export function useSecondsLeft(closesAt: number | null, offsetMs: number): number | null {
  useNow(250, closesAt !== null);
  // The clock is read at render, so a snapshot that just arrived is never measured against a tick taken before it.
  return secondsLeft({ closesAt }, offsetMs, Date.now());
}

/**
 * Whether the betting window has run out by the server's clock. Changes once, when it closes (a
 * timer, not a tick), so the markets re-render at close and not with every second of the countdown.
 */
export function useWindowClosed(closesAt: number | null, offsetMs: number): boolean {
  const closedNow = () => secondsLeft({ closesAt }, offsetMs, Date.now()) === 0;
  const [state, setState] = useState(() => ({ closesAt, offsetMs, closed: closedNow() }));
  const current =
    state.closesAt === closesAt && state.offsetMs === offsetMs ? state : { closesAt, offsetMs, closed: closedNow() };

  useEffect(() => {
    if (closesAt === null) return undefined;
    const ms = closesAt - (Date.now() + offsetMs);
    if (ms <= 0) {
      setState({ closesAt, offsetMs, closed: true });
      return undefined;
    }
    setState({ closesAt, offsetMs, closed: false });
    const timer = setTimeout(() => setState({ closesAt, offsetMs, closed: true }), ms);
    return () => clearTimeout(timer);
  }, [closesAt, offsetMs]);

  return current.closed;
}
