/** The Element Timing name of the first screen's title: once it is on screen, the screen is. */
export const SHOWN_TIMING = 'bl-first-screen';

/**
 * Runs `run` once the first screen is on the player's screen: when the browser reports its title
 * painted (Element Timing, Chromium), else after the next frame. Only then does the host's code
 * start (settleFirstScreen), so it cannot delay the frame that shows the first screen.
 */
export function whenShown(run: () => void): void {
  const afterFrame = () => requestAnimationFrame(() => setTimeout(run, 0));
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('element')) {
    afterFrame();
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntries().some((entry) => (entry as { identifier?: string }).identifier === SHOWN_TIMING)) return;
    observer.disconnect();
    setTimeout(run, 0);
  });
  observer.observe({ type: 'element', buffered: true });
}
