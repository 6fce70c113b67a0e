import { Global } from '@emotion/react';

const FOCUS = 'outline: 2px solid var(--chakra-colors-brand-accent, #f2b134); outline-offset: 2px;';

/**
 * Static classes of what changes with the live table: price buttons, card faces, market rows,
 * positions and the results strip. These re-render with every snapshot, so they are plain
 * elements whose look is fixed here once (no per-render style computation); an update only swaps
 * text and classes, and a cell never changes size. Chakra stays for the page chrome.
 */
const CASINO_CSS = `
.cz-panel { background: #ffffff; border-radius: 6px; overflow: hidden; box-shadow: 0 1px 4px rgba(11, 43, 60, 0.12); margin-bottom: 12px; }
.cz-panel__head { display: flex; align-items: center; gap: 8px; flex-wrap: wrap; background: #0b2b3c; color: #ffffff; padding: 6px 12px; }
.cz-panel__title { margin: 0; font-size: 14px; font-weight: 700; flex: 1 1 auto; min-width: 0; overflow-wrap: anywhere; }
.cz-panel__meta { font-size: 11px; white-space: nowrap; }

.cz-rows { margin: 0; padding: 0; list-style: none; }
.cz-row {
  display: grid; grid-template-columns: minmax(0, 1fr) auto; align-items: center; gap: 8px;
  padding: 6px 12px; border-top: 1px solid #f3f4f6;
}
.cz-row:first-child { border-top: 0; }
.cz-row__name { display: block; font-size: 14px; font-weight: 600; color: #111827; overflow-wrap: anywhere; }
.cz-row__limits { display: block; font-size: 11px; color: #374151; }
.cz-row__pos { display: block; font-size: 12px; font-weight: 700; font-variant-numeric: tabular-nums; }
.cz-row__cells { position: relative; display: grid; grid-template-columns: repeat(2, 64px); gap: 2px; }
.cz-row__cells--one { grid-template-columns: 64px; }
.cz-row.cz-locked .cz-row__name { color: #4b5563; }
/* Long back-only lists (a card per rank, digits): tiles in a grid instead of one row each. */
.cz-rows--grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(88px, 1fr)); gap: 6px; padding: 8px; }
.cz-rows--grid .cz-row { grid-template-columns: 1fr; justify-items: center; gap: 2px; padding: 4px; border: 1px solid #eef1f4; border-radius: 4px; text-align: center; }
.cz-rows--grid .cz-row__name { font-size: 13px; }

.cz-cell {
  box-sizing: border-box; display: flex; flex-direction: column; align-items: center; justify-content: center;
  width: 64px; height: 42px; padding: 1px 2px; border: 0; margin: 0; border-radius: 3px; overflow: hidden;
  font-family: inherit; font-size: 15px; font-weight: 700; font-variant-numeric: tabular-nums; line-height: 1.15;
  color: #111827; cursor: pointer; contain: strict;
}
.cz-cell:focus-visible { outline: 2px solid #0b2b3c; outline-offset: 1px; }
.cz-back { background: #72bbef; }
.cz-lay { background: #faa9ba; }
.cz-cell--none { background: #eef1f4; cursor: default; }
.cz-cell:disabled { cursor: not-allowed; }
.cz-lock {
  position: absolute; inset: 0; z-index: 1; display: flex; align-items: center; justify-content: center; gap: 4px;
  border-radius: 3px; background: rgba(17, 24, 39, 0.82); color: #ffffff; font-size: 12px; font-weight: 700;
  letter-spacing: 0.04em; text-transform: uppercase; pointer-events: none;
}
/* One narrow cell: the word fits it (uppercase and spaced, it was clipped to "USPENDE"). */
.cz-row__cells--one .cz-lock { font-size: 10px; letter-spacing: 0; text-transform: none; }

.cz-sr {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
  clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
}
.cz-up { color: #0f7a35; }
.cz-down { color: #c0262d; }
.cz-flat { color: #4b5563; }

.cz-hands { display: grid; grid-template-columns: repeat(auto-fit, minmax(150px, 1fr)); gap: 8px; padding: 10px 12px; background: #0f3a2e; }
.cz-hand { min-width: 0; }
.cz-hand__label { margin: 0 0 4px; font-size: 12px; font-weight: 700; color: #e7f5ee; text-transform: uppercase; letter-spacing: 0.04em; }
.cz-hand__cards { display: flex; flex-wrap: wrap; gap: 4px; min-height: 52px; margin: 0; padding: 0; list-style: none; }
.cz-card {
  box-sizing: border-box; display: inline-flex; flex-direction: column; align-items: center; justify-content: center;
  width: 36px; height: 52px; border-radius: 4px; background: #ffffff; border: 1px solid #d1d5db;
  font-size: 15px; font-weight: 800; line-height: 1; font-variant-numeric: tabular-nums;
}
.cz-card__suit { font-size: 16px; }
.cz-card--red { color: #c0262d; }
.cz-card--black { color: #111827; }
.cz-card--down {
  background: repeating-linear-gradient(45deg, #0b2b3c 0 4px, #174b63 4px 8px); border-color: #f2b134;
}
.cz-card--sm { width: 28px; height: 40px; font-size: 12px; }
.cz-card--sm .cz-card__suit { font-size: 13px; }

.cz-results { display: flex; flex-wrap: wrap; gap: 6px; margin: 0; padding: 8px 12px; list-style: none; }
.cz-result {
  width: 30px; height: 30px; border-radius: 50%; border: 0; background: #2e7d32; color: #ffffff;
  font-family: inherit; font-size: 13px; font-weight: 800; cursor: pointer;
}
.cz-result:nth-child(even) { background: #0b5563; }
.cz-result:focus-visible { ${FOCUS} }

.cz-ranks { display: grid; grid-template-columns: repeat(13, minmax(0, 1fr)); gap: 4px; padding: 8px 12px; }
.cz-rank {
  height: 40px; border-radius: 4px; border: 1px solid #0b2b3c; background: #ffffff; color: #0b2b3c;
  font-family: inherit; font-size: 14px; font-weight: 800; cursor: pointer;
}
.cz-rank[aria-pressed='true'] { background: #0b2b3c; color: #ffffff; }
.cz-rank:disabled { opacity: 0.5; cursor: not-allowed; }
.cz-rank:focus-visible { ${FOCUS} }

.cz-tiles { display: grid; grid-template-columns: repeat(auto-fill, minmax(150px, 1fr)); gap: 12px; margin: 0; padding: 0; list-style: none; }
.cz-tile {
  display: block; border-radius: 8px; overflow: hidden; background: #0b2b3c; color: #ffffff; text-decoration: none;
  box-shadow: 0 1px 4px rgba(11, 43, 60, 0.2);
}
.cz-tile:hover .cz-tile__name { text-decoration: underline; }
.cz-tile:focus-visible { ${FOCUS} }
.cz-tile__art { display: block; width: 100%; height: auto; aspect-ratio: 4 / 3; }
.cz-tile__name { display: block; padding: 6px 8px; font-size: 13px; font-weight: 700; line-height: 1.3; overflow-wrap: anywhere; }

@media (max-width: 768.98px) {
  .cz-row { padding: 6px 8px; }
  .cz-row__cells { grid-template-columns: repeat(2, 58px); }
  .cz-row__cells--one { grid-template-columns: 58px; }
  .cz-cell { width: 58px; height: 40px; }
  .cz-ranks { grid-template-columns: repeat(7, minmax(0, 1fr)); }
  .cz-tiles { grid-template-columns: repeat(auto-fill, minmax(120px, 1fr)); gap: 8px; }
}
`;

/** Render once per screen (at its root). */
export function CasinoStyles() {
  return <Global styles={CASINO_CSS} />;
}
