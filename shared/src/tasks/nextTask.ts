/**
 * Resolves in a later task of the page's event loop (a timer), so that the browser can paint and
 * answer input before what follows. Unlike `ownTask`, it always waits, scheduler or not.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
