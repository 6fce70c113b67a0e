// The live classes' style sheet as text: the screens write it with emotion (PriceStyles), and the
// first screen drawn ahead of the remote's code (src/first-screen) writes it as a style element.

const FOCUS = 'outline: 2px solid var(--chakra-colors-brand-accent, #f2b134); outline-offset: 2px;';

/**
 * Static classes of everything that re-renders with live prices: the price cells, the runner and
 * session lines, market and list panels, list rows. These update many times a second, so they are
 * plain elements whose look is fixed here once (no per-render style computation): a change only
 * swaps text and classes. A cell never changes size (fixed height, tabular figures, clipped text).
 * Phones (below the 769 px breakpoint) show only the best level of a ladder (`.bl-depth` hides).
 */
export const LIVE_CSS = `
.bl-cells { position: relative; display: grid; gap: 2px; align-items: stretch; min-width: 0; }
.bl-ladder-3 { grid-template-columns: repeat(6, 58px); }
.bl-ladder-1, .bl-pair { grid-template-columns: repeat(2, 64px); }
.bl-list-cells { grid-template-columns: repeat(6, 56px); }
.bl-digits { grid-template-columns: repeat(10, minmax(0, 1fr)); }
.bl-digit { display: flex; flex-direction: column; gap: 2px; min-width: 0; }
.bl-col-head { font-size: 12px; font-weight: 700; text-align: center; color: #374151; }
.bl-cell {
  box-sizing: border-box; display: flex; flex-direction: column; align-items: center; justify-content: center;
  min-width: 0; height: 42px; padding: 1px 2px; border-radius: 3px; overflow: hidden; white-space: nowrap;
  font-variant-numeric: tabular-nums; line-height: 1.15; color: #111827; cursor: pointer; user-select: none;
  /* The cell's size never depends on its text: a price change re-lays out and repaints only the cell. */
  contain: strict;
  border: 0; margin: 0; font-family: inherit; text-align: center;
}
.bl-cell:focus-visible { outline: 2px solid #0b2b3c; outline-offset: 1px; }
.bl-cell:disabled { cursor: default; }
.bl-cell__price { font-size: 14px; font-weight: 700; }
.bl-cell__size { font-size: 11px; color: #1f2937; }
.bl-back { background: #72bbef; }
.bl-back.bl-l1 { background: #9fd1f5; }
.bl-back.bl-l2 { background: #c4e3f9; }
.bl-lay { background: #faa9ba; }
.bl-lay.bl-l1 { background: #fbc3cf; }
.bl-lay.bl-l2 { background: #fddbe2; }
.bl-cell.bl-empty { cursor: default; }
.bl-cell.bl-flash { background: #ffe44d; }
.bl-stale .bl-cell, .bl-stale .bl-cell.bl-flash { background: #dfe3e7; color: #4b5259; }
.bl-stale .bl-cell__size { color: #4b5259; }
.bl-overlay {
  position: absolute; inset: 0; z-index: 1; display: flex; align-items: center; justify-content: center;
  border-radius: 3px; background: rgba(17, 24, 39, 0.86); color: #ffffff; text-align: center;
  font-size: 13px; font-weight: 700; letter-spacing: 0.04em; text-transform: uppercase; cursor: not-allowed;
}

.bl-panel { background: #ffffff; border-radius: 6px; overflow: hidden; box-shadow: 0 1px 4px rgba(11, 43, 60, 0.12); margin-bottom: 12px; }
.bl-panel__head { display: flex; align-items: center; gap: 8px; flex-wrap: wrap; background: #0b2b3c; color: #ffffff; padding: 6px 12px; }
.bl-panel__title { margin: 0; font-size: 14px; font-weight: 700; flex: 1 1 auto; min-width: 0; overflow-wrap: anywhere; }
.bl-panel__meta { font-size: 11px; white-space: nowrap; }
.bl-family-title { margin: 0 0 6px; padding: 0 4px; font-size: 15px; font-weight: 700; }
.bl-result { padding: 6px 12px; font-size: 13px; font-weight: 600; background: #e8f5e9; color: #1b5e20; }
.bl-rule { font-size: 12px; line-height: 1.45; background: #fffbea; color: #1f2937; padding: 8px 12px; border-bottom: 1px solid #e5e7eb; }
.bl-info {
  flex-shrink: 0; width: 22px; height: 22px; padding: 0; border-radius: 999px; border: 1px solid currentColor;
  background: transparent; color: inherit; font: italic 700 12px/1 Georgia, serif; cursor: pointer;
}
.bl-info:focus-visible { ${FOCUS} }
.bl-star {
  flex-shrink: 0; width: 24px; height: 24px; padding: 0; border: 0; background: transparent; color: #ffffff;
  font-size: 18px; line-height: 1; cursor: pointer;
}
.bl-star[aria-pressed='true'] { color: #f2b134; }
.bl-star:focus-visible { ${FOCUS} }

.bl-pad { padding: 8px 12px; }
.bl-lines { margin: 0; padding: 0 0 4px; list-style: none; }
.bl-line {
  display: grid; grid-template-columns: minmax(0, 1fr) auto; align-items: center; gap: 8px; padding: 4px 12px; border-top: 1px solid #f3f4f6;
  content-visibility: auto; contain-intrinsic-size: auto 50px;
}
.bl-line.bl-heads { border-top: 0; padding-bottom: 0; }
.bl-line__label { display: flex; align-items: center; gap: 8px; min-width: 0; color: #111827; }
.bl-line__name { display: block; font-size: 14px; font-weight: 600; overflow-wrap: anywhere; }
.bl-line__limits { display: block; font-size: 11px; color: #374151; }
.bl-line__result { display: block; font-size: 12px; font-weight: 600; color: #1b5e20; }
.bl-line__info { color: #4b5563; }
.bl-line__runner { min-width: 0; }
.bl-line__tools { display: flex; align-items: center; gap: 6px; flex-shrink: 0; }

.bl-pos {
  display: flex; flex-wrap: wrap; align-items: baseline; column-gap: 6px; margin-top: 1px;
  font-size: 12px; font-weight: 700; font-variant-numeric: tabular-nums; line-height: 1.3;
}
.bl-digit .bl-pos { justify-content: center; font-size: 11px; column-gap: 3px; }
.bl-sr {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
  clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
}
.bl-pos__arrow { color: #4b5563; font-weight: 400; }
.bl-up { color: #0d7030; }
.bl-down { color: #c0262d; }
.bl-flat { color: #4b5563; }
.bl-book {
  flex-shrink: 0; padding: 2px 8px; border-radius: 3px; border: 1px solid #0b2b3c; background: #ffffff;
  color: #0b2b3c; font-size: 12px; font-weight: 700; line-height: 18px; cursor: pointer;
}
.bl-book:focus-visible { ${FOCUS} }

.bl-row {
  display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: 12px; align-items: center; padding: 8px 12px; border-top: 1px solid #f3f4f6;
  /* Rows off screen are skipped by style, layout and paint until they scroll into view. */
  content-visibility: auto; contain-intrinsic-size: auto 62px;
}
.bl-row.bl-heads { border-top: 0; padding-top: 4px; padding-bottom: 4px; }
.bl-row__title { color: #0b2b3c; font-weight: 700; font-size: 14px; overflow-wrap: anywhere; text-decoration: none; }
.bl-row__title:hover { text-decoration: underline; }
.bl-row__title:focus-visible { ${FOCUS} }
.bl-row__meta { display: flex; flex-wrap: wrap; align-items: center; column-gap: 8px; row-gap: 2px; margin-top: 2px; font-size: 12px; color: #374151; }
.bl-row__other { font-size: 12px; color: #374151; text-align: right; }
.bl-inplay { display: inline-flex; align-items: center; gap: 4px; color: #0f6b2f; font-weight: 700; font-size: 12px; white-space: nowrap; }
.bl-inplay::before { content: ''; width: 8px; height: 8px; border-radius: 50%; background: #16a34a; }
.bl-badge {
  display: inline-block; min-width: 20px; padding: 0 4px; border-radius: 3px; border: 1px solid #0b2b3c; color: #0b2b3c;
  font-size: 10px; font-weight: 700; line-height: 16px; text-align: center; text-decoration: none;
}

.bl-tabs { display: flex; flex-wrap: wrap; gap: 6px; margin: 0 0 12px; padding: 0; list-style: none; }
.bl-tab {
  display: inline-block; padding: 6px 12px; border-radius: 999px; border: 1px solid #0b2b3c; background: #ffffff;
  color: #0b2b3c; font-size: 13px; font-weight: 700; text-decoration: none; white-space: nowrap;
}
.bl-tab[aria-current='page'] { background: #0b2b3c; color: #ffffff; }
.bl-tab:focus-visible { ${FOCUS} }
.bl-tab__count { font-weight: 400; }

@media (max-width: 768.98px) {
  .bl-depth { display: none; }
  .bl-cell { height: 40px; }
  .bl-ladder-3, .bl-ladder-1, .bl-pair { grid-template-columns: repeat(2, 60px); }
  .bl-list-cells { grid-template-columns: repeat(6, minmax(0, 1fr)); width: 100%; }
  .bl-digits { grid-template-columns: repeat(5, minmax(0, 1fr)); }
  .bl-panel__head, .bl-line, .bl-pad { padding-left: 8px; padding-right: 8px; }
  .bl-row { grid-template-columns: minmax(0, 1fr); gap: 6px; padding: 8px; }
  .bl-row.bl-heads { display: none; }
  .bl-row__other { text-align: left; }
}
`;
