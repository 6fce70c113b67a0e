// The first screen's script (built alone into dist/first-screen.js): draws it, or nothing, then
// lets the host run its code (firstScreenSettled) once the screen is on the player's screen.
import { settleFirstScreen } from '@backlay/shared/first-screen';
import { drawFirstScreen } from './firstScreen.js';
import { whenShown } from './timing.js';

void drawFirstScreen(document, window.sessionStorage, (url, init) => window.fetch(url, init))
  .catch(() => false)
  .then((drawn) => (drawn ? whenShown(() => settleFirstScreen(document)) : settleFirstScreen(document)));
