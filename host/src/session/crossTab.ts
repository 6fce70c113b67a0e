/**
 * Logging out in one tab signs out the others. The message is a localStorage write (which fires
 * `storage` in every other tab) removed again after 500 ms, as the spec asks.
 */
export const LOGOUT_KEY = 'backlay:logout';
export const CROSS_TAB_TTL_MS = 500;

export function announceLogout(storage: Storage = localStorage): void {
  storage.setItem(LOGOUT_KEY, String(Date.now()));
  setTimeout(() => storage.removeItem(LOGOUT_KEY), CROSS_TAB_TTL_MS);
}

export function onLogoutElsewhere(handler: () => void, target: Window = window): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === LOGOUT_KEY && event.newValue) handler();
  };
  target.addEventListener('storage', listener);
  return () => target.removeEventListener('storage', listener);
}
