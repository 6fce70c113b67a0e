/** The start of that page's scripts (src/startAfterFirstScreen.ts, built alone into dist/). */
export const START_AFTER_FIRST_SCREEN = 'start-after-first-screen.js';

/**
 * The signed-in routes' page for a path that carries a remote's first screen: the host's scripts
 * are asked for by src/startAfterFirstScreen.ts once that first screen is on screen (at most
 * FIRST_SCREEN_WAIT_MS after the page is parsed), so their 130 KB do not share the phone's
 * bandwidth and processor with the few kilobytes and the one call the first screen needs.
 */
export function renderFirstScreenPage(signedInPage: string): string {
  const SCRIPT = /<script defer="defer" src="([^"]+)"><\/script>/g;
  const sources = [...signedInPage.matchAll(SCRIPT)].map((m) => m[1]!);
  if (sources.length === 0) throw new Error('The signed-in page has no deferred scripts');
  const start = `<script defer="defer" src="/${START_AFTER_FIRST_SCREEN}" data-scripts="${sources.join(' ')}"></script>`;
  return signedInPage.replace(SCRIPT, '').replace('</body>', `${start}</body>`);
}
