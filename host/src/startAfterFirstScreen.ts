// The start of a page that carries a remote's first screen (@backlay/shared/first-screen): the
// host's scripts are asked for once the first screen is on screen (or given up), so the player's
// first content comes first and the shell's code follows: on a phone's slow network the shell's
// 130 KB would otherwise share the bandwidth with the first screen's few kilobytes and its one
// call, and its start the processor. Built alone (no React, nothing shared) into
// dist/start-after-first-screen.js; src/firstScreenPage.ts writes the page that uses it.
import { firstScreenSettled } from '@backlay/shared/first-screen';

/** How long the shell's code waits at most for the first screen, from the page's parse. */
export const FIRST_SCREEN_WAIT_MS = 150;

/** Runs the scripts named in `data-scripts`, in order, once the first screen has settled. */
export function startAfterFirstScreen(doc: Document, script: HTMLScriptElement | null): Promise<void> {
  const sources = (script?.dataset.scripts ?? '').split(' ').filter(Boolean);
  return firstScreenSettled(doc, FIRST_SCREEN_WAIT_MS).then(() => {
    for (const src of sources) {
      const element = doc.createElement('script');
      element.src = src;
      element.async = false; // in the order given
      doc.body.append(element);
    }
  });
}

if (document.currentScript instanceof HTMLScriptElement && document.currentScript.dataset.scripts !== undefined) {
  void startAfterFirstScreen(document, document.currentScript);
}
