/** The start of that page's scripts (src/startAfterFirstScreen.ts, built alone into dist/). */
export const START_AFTER_FIRST_SCREEN = 'start-after-first-screen.js';

/**
 * The signed-in routes' page for a path that carries a remote's first screen: the host's scripts
 * are fetched at once (preload) but run by src/startAfterFirstScreen.ts once that first screen is
 * drawn, so they do not hold it up.
 */
export function renderFirstScreenPage(signedInPage: string): string {
  const SCRIPT = /<script defer="defer" src="([^"]+)"><\/script>/g;
  const sources = [...signedInPage.matchAll(SCRIPT)].map((m) => m[1]!);
  if (sources.length === 0) throw new Error('The signed-in page has no deferred scripts');
  // As the deferred scripts were: fetched beside the page's other requests, not before them.
  const preloads = sources.map((src) => `<link rel="preload" as="script" href="${src}" fetchpriority="low">`).join('');
  const start = `<script defer="defer" src="/${START_AFTER_FIRST_SCREEN}" data-scripts="${sources.join(' ')}"></script>`;
  return signedInPage
    .replace(SCRIPT, '')
    .replace('</head>', `${preloads}</head>`)
    .replace('</body>', `${start}</body>`);
}
