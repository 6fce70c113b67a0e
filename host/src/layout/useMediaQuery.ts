import { useCallback, useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '@backlay/shared/ui';

/** Desktop is wider than 1199 px (spec sections 2 and 9); the mobile header applies at 1199 and below. */
export const DESKTOP_QUERY = `(min-width: ${BREAKPOINTS.xl})`;

/** Whether a media query matches now, following changes. False where matchMedia is missing. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const read = () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, read, () => false);
}
