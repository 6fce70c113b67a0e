// Where the first screen lies and the frame of its page: over the signed-in shell's content area
// (below the header, the notice strip and the top bar; right of the 240 px sidebar from 1200 px,
// as AuthLayout lays them out), with the sports Page's padding, the list's title and a match's
// header (ui/Page.tsx, HomePage.tsx, MatchDetailPage.tsx) as static rules, in the page's font
// (the page's own text inherits it from the body too).
export const FRAME_CSS = `
.bl-fs {
  position: absolute; top: 146px; left: 0; right: 0; z-index: 1; min-height: calc(100vh - 146px); background: #eef1f4;
  font-family: inherit; line-height: 1.5; -webkit-font-smoothing: antialiased; color: #000000;
}
.bl-fs * { box-sizing: border-box; }
.bl-fs a { color: inherit; text-decoration: inherit; }
.bl-fs__page { width: 100%; max-width: 1600px; min-width: 0; margin: 0 auto; padding: 8px; }
.bl-fs__title { margin: 0 0 8px; font-size: 18px; font-weight: 700; }
.bl-fs__promo {
  display: flex; flex-wrap: wrap; align-items: center; gap: 8px; margin-bottom: 12px; padding: 8px 12px;
  border-radius: 6px; background: #ffffff; font-size: 13px;
}
.bl-fs__promo a { color: #0b2b3c; font-weight: 600; text-decoration: underline; }
.bl-fs__match {
  margin-bottom: 12px; padding: 10px 12px; border-radius: 6px; background: #ffffff;
  box-shadow: 0 1px 4px rgba(11, 43, 60, 0.12);
}
.bl-fs__match-meta { font-size: 12px; color: #3f3f46; overflow-wrap: anywhere; }
.bl-fs__match-title { margin: 0; font-size: 18px; font-weight: 700; overflow-wrap: anywhere; }
.bl-fs__match-state { display: flex; align-items: center; gap: 8px; margin-top: 4px; font-size: 13px; color: #27272a; }
@media (min-width: 769px) {
  .bl-fs__page { padding: 12px; }
  .bl-fs__title, .bl-fs__match-title { font-size: 21px; }
  .bl-fs__match { padding: 10px 16px; }
}
@media (min-width: 1200px) {
  .bl-fs { top: 121px; left: 240px; min-height: calc(100vh - 121px); }
  .bl-fs__page { padding: 12px 16px; }
}
`;
