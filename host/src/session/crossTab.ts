/**
 * Logging out in one tab signs out the others. The message is a localStorage write (which fires
 * `storage` in every other tab) removed again after 500 ms, as the spec asks. It carries the reason
 * the server gave, when there was one, so every tab's login page can say why.
 */
export const LOGOUT_KEY = 'backlay:logout';
export const CROSS_TAB_TTL_MS = 500;

export function announceLogout(message?: string, storage: Storage = localStorage): void {
  storage.setItem(LOGOUT_KEY, JSON.stringify({ at: Date.now(), ...(message ? { message } : {}) }));
  setTimeout(() => storage.removeItem(LOGOUT_KEY), CROSS_TAB_TTL_MS);
}

/** The reason a logout message carries, or null (none, or a message from an older build). */
function reasonOf(value: string): string | null {
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed !== 'object' || parsed === null || !('message' in parsed)) return null;
    return typeof parsed.message === 'string' && parsed.message.trim() !== '' ? parsed.message : null;
  } catch {
    return null;
  }
}

export function onLogoutElsewhere(handler: (message: string | null) => void, target: Window = window): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === LOGOUT_KEY && event.newValue) handler(reasonOf(event.newValue));
  };
  target.addEventListener('storage', listener);
  return () => target.removeEventListener('storage', listener);
}
