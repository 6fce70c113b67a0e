// The first screen's script (built alone into dist/first-screen.js): draws it, or nothing, then
// lets the host run its code (firstScreenSettled) once the screen has been painted.
import { settleFirstScreen } from '@backlay/shared/first-screen';
import { drawFirstScreen } from './firstScreen.js';

/** After the next paint: a frame's callback runs before it, a task queued there after it. */
const afterPaint = (run: () => void) => requestAnimationFrame(() => setTimeout(run, 0));

void drawFirstScreen(document, window.sessionStorage, (url, init) => window.fetch(url, init))
  .catch(() => false)
  .then((drawn) => (drawn ? afterPaint(() => settleFirstScreen(document)) : settleFirstScreen(document)));
