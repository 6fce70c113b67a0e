import { useEffect, useState } from 'react';
import { useHost } from '@backlay/shared/contract';
import type { ExpertState } from '@backlay/shared/realtime';

/** How long the shell's start may keep the expert socket waiting for an idle moment. */
export const EXPERT_IDLE_TIMEOUT_MS = 3_000;

/**
 * The operator's marquee, banners and blinking tabs from the expert socket, or null until its
 * first snapshot. The socket is asked for once the browser is idle after the shell's start (or
 * after EXPERT_IDLE_TIMEOUT_MS): nothing of it is needed for the first screen, which shows the
 * profile's marquee meanwhile.
 */
export function useExpert(): ExpertState | null {
  const { realtime } = useHost();
  const [state, setState] = useState<ExpertState | null>(null);
  useEffect(() => {
    let unsubscribe: (() => void) | null = null;
    const start = () => {
      const sub = realtime.expert().subscribe(setState);
      unsubscribe = () => sub.unsubscribe();
    };
    let cancel: () => void;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(start, { timeout: EXPERT_IDLE_TIMEOUT_MS });
      cancel = () => window.cancelIdleCallback(handle);
    } else {
      const timer = setTimeout(start, 0);
      cancel = () => clearTimeout(timer);
    }
    return () => {
      cancel();
      unsubscribe?.();
    };
  }, [realtime]);
  return state;
}
