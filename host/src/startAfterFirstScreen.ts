// The start of a page that carries a remote's first screen (@backlay/shared/first-screen): the page
// loads the host's scripts at once but runs them only once the first screen is drawn (or given
// up), so the player's first content comes first and the shell's code follows. On a phone the
// first screen's few kilobytes arrive long before the shell's code anyway; this keeps that order
// where the network is fast and the processor slow. Built alone (no React, nothing shared) into
// dist/start-after-first-screen.js; src/prerender.tsx writes the page that uses it.
import { firstScreenSettled } from '@backlay/shared/first-screen';

/** How long the shell's code waits at most for the first screen. */
export const FIRST_SCREEN_WAIT_MS = 400;

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
