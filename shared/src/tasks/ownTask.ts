/**
 * A new task of the page's event loop where the browser can queue one (Chromium's
 * `scheduler.postTask`), so what follows runs apart from the task that asked, and the browser may
 * paint or answer input in between; null elsewhere (the caller then goes on in the same task).
 */
export function ownTask(): Promise<void> | null {
  const { scheduler } = globalThis as { scheduler?: { postTask?: (callback: () => void) => Promise<void> } };
  return typeof scheduler?.postTask === 'function' ? scheduler.postTask(() => undefined) : null;
}
