import { Global } from '@emotion/react';

const FOCUS = 'outline: 2px solid var(--chakra-colors-brand-accent, #f2b134); outline-offset: 2px;';

/**
 * The live casino page's look, as static classes in the page's own chunk (the lobby and the
 * tables do not carry it). Tiles and tabs are plain elements: seventy tiles with Chakra style
 * props would compute seventy style objects on every tab change.
 */
const LIVE_CASINO_CSS = `
.lc-head { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; margin-bottom: 12px; }
.lc-title { margin: 0; flex: 1 1 auto; font-size: 18px; font-weight: 800; color: #0b2b3c; }
.lc-search { position: relative; flex: 1 1 260px; max-width: 360px; }
.lc-search__input {
  box-sizing: border-box; width: 100%; height: 38px; padding: 0 38px 0 34px; margin: 0;
  border: 1px solid #6b7280; border-radius: 6px; background: #ffffff; color: #111827; font: inherit; font-size: 15px;
}
.lc-search__input::-webkit-search-cancel-button { -webkit-appearance: none; appearance: none; }
.lc-search__input:focus-visible { ${FOCUS} outline-offset: 1px; }
.lc-search__icon { position: absolute; left: 10px; top: 50%; transform: translateY(-50%); color: #4b5563; pointer-events: none; }
.lc-search__clear {
  position: absolute; right: 4px; top: 50%; transform: translateY(-50%); display: grid; place-items: center;
  width: 30px; height: 30px; padding: 0; border: 0; border-radius: 50%; background: transparent; color: #374151; cursor: pointer;
}
.lc-search__clear:hover { background: #eef1f4; }
.lc-search__clear:focus-visible { ${FOCUS} outline-offset: 0; }

.lc-banners { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 12px; margin: 0 0 14px; padding: 0; list-style: none; }
.lc-banner {
  position: relative; display: flex; width: 100%; height: 100%; min-height: 100px; padding: 0; margin: 0; border: 0;
  border-radius: 10px; overflow: hidden; color: #ffffff; font: inherit; text-align: left; cursor: pointer;
  box-shadow: 0 2px 8px rgba(11, 43, 60, 0.25);
}
.lc-banner--aviator { background: linear-gradient(120deg, #c4142f, #4a0a24); }
.lc-banner--mines { background: linear-gradient(120deg, #1f5fbf, #0d1b3d); }
.lc-banner--fun { background: linear-gradient(120deg, #1b8a4a, #0b3d1e); }
.lc-banner--colour { background: linear-gradient(120deg, #7b2ea8, #c2410c); }
.lc-banner:hover { filter: brightness(1.08); }
.lc-banner:focus-visible { ${FOCUS} }
.lc-banner__text { position: relative; z-index: 1; display: flex; flex-direction: column; gap: 4px; min-width: 0; padding: 12px; flex: 1 1 auto; }
.lc-banner__title { font-size: 18px; font-weight: 900; line-height: 1.15; text-shadow: 0 1px 2px rgba(0, 0, 0, 0.45); }
.lc-banner__subtitle { max-width: 60%; font-size: 12px; line-height: 1.3; text-shadow: 0 1px 2px rgba(0, 0, 0, 0.45); }
.lc-banner__cta {
  align-self: flex-start; margin-top: auto; padding: 3px 10px; border-radius: 999px;
  background: #ffffff; color: #111827; font-size: 12px; font-weight: 800;
}
.lc-banner__art {
  position: absolute; top: 0; right: 0; width: 50%; height: 100%;
  -webkit-mask-image: linear-gradient(to right, transparent, #000 40%); mask-image: linear-gradient(to right, transparent, #000 40%);
}

/* Positioned, so the visually hidden counts stay inside the row when it scrolls. */
.lc-tabs {
  position: relative; display: flex; gap: 6px; margin: 0 0 8px; padding: 2px 2px 6px; overflow-x: auto; overscroll-behavior-x: contain;
  scrollbar-width: thin; -webkit-overflow-scrolling: touch;
}
.lc-tab {
  position: relative; flex: 0 0 auto; display: inline-flex; align-items: center; gap: 6px; height: 36px; padding: 0 12px; margin: 0;
  border: 1px solid #c7d0d9; border-radius: 999px; background: #ffffff; color: #0b2b3c;
  font: inherit; font-size: 14px; font-weight: 700; white-space: nowrap; cursor: pointer;
}
.lc-tab:hover { border-color: #0b2b3c; }
.lc-tab[aria-selected='true'] { background: #0b2b3c; border-color: #0b2b3c; color: #ffffff; }
.lc-tab:focus-visible { ${FOCUS} }
.lc-tab__icon { flex: none; }
.lc-tab__count {
  min-width: 22px; padding: 1px 6px; border-radius: 999px; background: #eef1f4; color: #374151;
  font-size: 11px; font-weight: 800; text-align: center; font-variant-numeric: tabular-nums;
}
.lc-tab[aria-selected='true'] .lc-tab__count { background: #f2b134; color: #0b2b3c; }
.lc-tabs--provider { gap: 0; margin-bottom: 10px; padding: 2px 2px 0; border-bottom: 2px solid #d5dce3; }
.lc-tabs--provider .lc-tab {
  height: 42px; padding: 0 16px; margin-bottom: -2px; border: 0; border-bottom: 3px solid transparent;
  border-radius: 0; background: transparent; color: #374151; font-size: 15px;
}
.lc-tabs--provider .lc-tab[aria-selected='true'] { background: transparent; border-bottom-color: #0b2b3c; color: #0b2b3c; }

.lc-count { margin: 0 0 8px; font-size: 13px; color: #374151; }
.lc-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(150px, 1fr)); gap: 12px; margin: 0; padding: 0; list-style: none; }
.lc-tile {
  position: relative; display: flex; flex-direction: column; width: 100%; height: 100%; padding: 0; margin: 0; border: 0;
  border-radius: 8px; overflow: hidden; background: #0b2b3c; color: #ffffff; font: inherit; text-align: left; cursor: pointer;
  box-shadow: 0 1px 4px rgba(11, 43, 60, 0.2); transition: transform 0.12s ease-out;
}
.lc-tile:hover { transform: translateY(-2px); }
.lc-tile:hover .lc-tile__name { text-decoration: underline; }
.lc-tile:focus-visible { ${FOCUS} }
.lc-art { display: block; width: 100%; height: auto; aspect-ratio: 4 / 3; }
.lc-tile__name { display: block; padding: 6px 8px 0; font-size: 13px; font-weight: 700; line-height: 1.3; overflow-wrap: anywhere; }
.lc-tile__meta { display: flex; align-items: center; gap: 6px; min-width: 0; margin-top: auto; padding: 3px 8px 7px; }
.lc-tile__kind {
  flex: none; padding: 1px 4px; border-radius: 3px; background: rgba(255, 255, 255, 0.16); color: #f2b134;
  font-size: 10px; font-weight: 800; letter-spacing: 0.04em; text-transform: uppercase;
}
.lc-tile__provider { min-width: 0; font-size: 11px; color: #c9d6df; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }

.lc-action {
  height: 36px; padding: 0 16px; margin-top: 10px; border: 0; border-radius: 6px; background: #0b2b3c; color: #ffffff;
  font: inherit; font-size: 14px; font-weight: 700; cursor: pointer;
}
.lc-action:focus-visible { ${FOCUS} }

.lc-skel {
  background: linear-gradient(90deg, #e1e7ec 25%, #f1f4f7 50%, #e1e7ec 75%); background-size: 200% 100%;
  border-radius: 8px; animation: lc-shimmer 1.2s linear infinite;
}
.lc-skel--banner { height: 100px; border-radius: 10px; }
.lc-skel--tab { flex: none; width: 96px; height: 36px; border-radius: 999px; }
.lc-skel--tile { aspect-ratio: 4 / 4.1; }
@keyframes lc-shimmer { from { background-position: 200% 0; } to { background-position: -200% 0; } }

/* The open game: the content area under the header on desktop. */
.lc-frame {
  display: flex; flex-direction: column; height: calc(100vh - 112px); height: calc(100dvh - 112px); min-height: 420px;
  border-radius: 8px; overflow: hidden; background: #04141e; box-shadow: 0 2px 10px rgba(11, 43, 60, 0.3); scroll-margin-top: 96px;
}
.lc-frame__bar { display: flex; flex: none; align-items: center; gap: 10px; min-height: 44px; padding: 6px 10px; background: #0b2b3c; color: #ffffff; }
.lc-frame__close {
  flex: none; display: inline-flex; align-items: center; gap: 4px; height: 32px; padding: 0 12px 0 8px; margin: 0;
  border: 1px solid rgba(255, 255, 255, 0.55); border-radius: 6px; background: transparent; color: #ffffff;
  font: inherit; font-size: 14px; font-weight: 700; cursor: pointer;
}
.lc-frame__close:focus-visible { ${FOCUS} }
.lc-frame__titles { display: flex; flex-direction: column; min-width: 0; }
.lc-frame__title { margin: 0; font-size: 15px; font-weight: 800; line-height: 1.2; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.lc-frame__provider { font-size: 11px; color: #c9d6df; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.lc-frame__body { position: relative; flex: 1 1 auto; min-height: 0; background: #000000; }
.lc-frame__game { display: block; width: 100%; height: 100%; border: 0; background: #000000; }
.lc-frame__note {
  box-sizing: border-box; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 10px;
  height: 100%; padding: 24px; color: #ffffff; font-size: 15px; text-align: center; background: #04141e;
}
.lc-frame__note--over { position: absolute; inset: 0; }
.lc-frame__message { margin: 0; font-size: 17px; font-weight: 800; }
.lc-frame__reason { max-width: 40em; margin: 0; color: #e5e7eb; font-size: 14px; overflow-wrap: anywhere; }
.lc-frame__actions { display: flex; flex-wrap: wrap; justify-content: center; gap: 8px; margin-top: 6px; }
.lc-button {
  height: 38px; padding: 0 16px; margin: 0; border: 1px solid rgba(255, 255, 255, 0.6); border-radius: 6px;
  background: transparent; color: #ffffff; font: inherit; font-size: 14px; font-weight: 700; cursor: pointer;
}
.lc-button--primary { background: #f2b134; border-color: #f2b134; color: #0b2b3c; }
.lc-button:focus-visible { ${FOCUS} }
.lc-spinner {
  width: 28px; height: 28px; border: 3px solid rgba(255, 255, 255, 0.25); border-top-color: #f2b134; border-radius: 50%;
  animation: lc-spin 0.8s linear infinite;
}
@keyframes lc-spin { to { transform: rotate(360deg); } }

@media (min-width: 769px) {
  .lc-title { font-size: 22px; }
}
@media (max-width: 1023.98px) {
  .lc-banners { grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 8px; }
}
/* A phone or tablet (the app's mobile layout): the game covers the screen, header included. */
@media (max-width: 1199.98px) {
  .lc-frame {
    position: fixed; inset: 0; z-index: 1300; height: 100vh; height: 100dvh; min-height: 0; border-radius: 0;
    padding: env(safe-area-inset-top) env(safe-area-inset-right) env(safe-area-inset-bottom) env(safe-area-inset-left);
  }
}
@media (max-width: 768.98px) {
  .lc-search { max-width: none; }
  .lc-banner { min-height: 88px; }
  .lc-banner__text { padding: 10px; }
  .lc-banner__title { font-size: 15px; }
  .lc-banner__subtitle { max-width: 75%; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; }
  .lc-grid { grid-template-columns: repeat(auto-fill, minmax(104px, 1fr)); gap: 8px; }
  .lc-tile__name { font-size: 12px; padding: 5px 6px 0; }
  .lc-tile__meta { gap: 4px; padding: 2px 6px 6px; }
  .lc-tile__provider { font-size: 10px; }
}
@media (prefers-reduced-motion: reduce) {
  .lc-skel, .lc-spinner { animation: none; }
  .lc-tile { transition: none; }
  .lc-tile:hover { transform: none; }
}
`;

/** Render once, at the page's root. */
export function LiveCasinoStyles() {
  return <Global styles={LIVE_CASINO_CSS} />;
}
