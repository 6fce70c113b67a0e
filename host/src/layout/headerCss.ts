/**
 * The header's look as static classes (Header, HeaderClock, Marquee, UserMenu), written once with the shell
 * (`HeaderStyles`). The header renders on every signed-in page and again when the player's profile
 * arrives (name, balance, the operator's notice); as Chakra boxes each of those renders resolved
 * every box's responsive styles and wrote new rules, one of the signed-in pages' longer tasks. The
 * sizes are the design system's (spacing 1.5 = 6 px, 2 = 8 px, 4 = 16 px, 5 = 20 px; radius md
 * = 6 px); the header switches to its desktop form at 1200 px, as the app does (BREAKPOINTS.xl).
 */
export const HEADER_CSS = `
.bl-hd { position: sticky; top: 0; z-index: 1000; background: #0b2b3c; color: #ffffff; }
.bl-hd__row { display: flex; align-items: center; flex-wrap: wrap; row-gap: 6px; column-gap: 8px; padding: 6px 8px; }
.bl-hd__logo { height: 32px; width: auto; }
/* On phones the search box starts a row of its own (its basis leaves no room beside the logo, the
   money and the menu), and the session clock ends that row. */
.bl-hd__search { flex: 1 0 calc(100% - 84px); order: 1; min-width: 0; }
.bl-hd__clock {
  display: flex; align-items: center; gap: 4px; flex: none; order: 1; font-size: 12px; line-height: 1.3;
  white-space: nowrap; font-variant-numeric: tabular-nums; color: rgba(255, 255, 255, 0.85);
}
.bl-hd__clock-icon { flex: none; }
.bl-hd__link {
  background: none; border: 0; padding: 0; color: #ffffff; cursor: pointer; font-size: 15px; text-decoration: underline;
}
.bl-hd__money {
  display: flex; flex-direction: column; align-items: flex-end; margin-left: auto;
  font-size: 12px; line-height: 1.3; white-space: nowrap;
}
.bl-hd__exposure { background: none; border: 0; padding: 0; color: #ffffff; cursor: pointer; font-size: inherit; text-decoration: underline; }
.bl-hd__exposure[aria-disabled='true'] { cursor: default; text-decoration: none; }
.bl-hd__strip { height: 24px; padding: 3px 0; background: #072231; font-size: 13px; line-height: 18px; }
.bl-hd__notice { color: #f7d774; overflow: hidden; white-space: nowrap; }
.bl-hd__notice-text { display: inline-block; margin: 0 0 0 300px; animation: bl-marquee 22s linear infinite; }
.bl-hd__notice-text:hover { animation-play-state: paused; }
@keyframes bl-marquee { from { transform: translateX(0); } to { transform: translateX(-100%); } }
@media (prefers-reduced-motion: reduce) { .bl-hd__notice-text { animation: none; } }
.bl-um { position: relative; }
.bl-um__toggle {
  background: none; border: 1px solid rgba(255, 255, 255, 0.5); border-radius: 6px; color: #ffffff;
  padding: 6px 10px; cursor: pointer; font-size: 14px; white-space: nowrap;
}
/* On phones the menu's button starts a row, so the menu opens from its left edge; on desktops the
   button ends the row and the menu opens from its right edge. Its text is dark on its white. */
.bl-um__menu {
  position: absolute; left: 0; top: calc(100% + 6px); z-index: 1200; min-width: 230px; max-width: calc(100vw - 16px);
  padding: 4px 0; background: #ffffff; color: #1d2730; border-radius: 6px; box-shadow: 0 8px 28px rgba(0, 0, 0, 0.22);
}
.bl-um__item {
  display: block; width: 100%; text-align: left; padding: 9px 14px; background: none; border: 0;
  font-size: 14px; color: #1d2730; cursor: pointer;
}
.bl-um__item--out { color: #c0392b; font-weight: 600; }
.bl-um__rule { border-top: 1px solid #eef1f4; }
.bl-um__toggles { padding: 8px 14px; font-size: 14px; }
.bl-um__toggles-title { margin-bottom: 4px; font-weight: 600; }
/* Each switch is a 20 px box in a 32 px row: a target with room around it on a phone. */
.bl-um__check { display: flex; gap: 8px; align-items: center; min-height: 32px; }
.bl-um__check input { width: 20px; height: 20px; margin: 0; flex: none; }
/* Below 1200 px: the phone's header. From 1200 px: the desktop's. */
@media screen and (max-width: 1199.98px) {
  .bl-wide-only { display: none; }
  .bl-hd__money--hide { display: none; }
}
@media screen and (min-width: 1200px) {
  .bl-narrow-only { display: none; }
  .bl-hd__row { flex-wrap: nowrap; column-gap: 16px; padding: 8px 20px; }
  .bl-hd__logo { height: 44px; }
  .bl-hd__search { flex: 1 1 0%; order: 0; }
  .bl-hd__clock { order: 0; font-size: 14px; }
  .bl-hd__money { margin-left: 0; font-size: 14px; }
  .bl-um__menu { left: auto; right: 0; }
}
`;
