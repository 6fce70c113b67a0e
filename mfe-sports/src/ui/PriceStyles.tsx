import { Global } from '@emotion/react';
import { LIVE_CSS } from './liveCss.js';

/** How long a changed price stays highlighted. */
export const FLASH_MS = 400;

/** Render once per screen (at its root). */
export function PriceStyles() {
  return <Global styles={LIVE_CSS} />;
}
