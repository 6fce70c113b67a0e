/**
 * The game page's style sheet (served minified and hashed by assets.ts). A string rather than a
 * .css file so it travels with the compiled code.
 */
export const STYLES = String.raw`
:root { color-scheme: dark; --bg: #0e141b; --panel: #17212b; --panel2: #1f2b37; --line: #2b3947; --text: #e8eef4; --muted: #93a4b5;
  --accent: #f5b82e; --win: #2fbf71; --lose: #e5484d; --red: #c8202c; --black: #1a1a1a; --green: #1f8a4a; --violet: #8b3fd9; }
* { box-sizing: border-box; }
html, body { margin: 0; min-height: 100%; background: var(--bg); color: var(--text); font: 14px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
button, input, select { font: inherit; color: inherit; }
button { cursor: pointer; }
button:disabled { cursor: default; opacity: .55; }
.loading, .ended { padding: 32px 16px; text-align: center; color: var(--muted); }
.ended h1 { color: var(--text); font-size: 20px; margin: 0 0 8px; }
.game { max-width: 980px; margin: 0 auto; padding: 8px 10px 24px; display: grid; grid-template-columns: minmax(0, 1fr); gap: 10px; }
/* Every block may shrink to the frame's width (a phone is 360 px): wide content wraps or scrolls inside it. */
.game > * { min-width: 0; }

.bar { display: flex; align-items: center; gap: 12px; padding: 8px 10px; background: var(--panel); border-radius: 8px; }
.back { color: var(--muted); text-decoration: none; white-space: nowrap; }
.back:hover { color: var(--text); }
.title { flex: 1; min-width: 0; }
.title h1 { margin: 0; font-size: 17px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.provider { color: var(--muted); font-size: 12px; }
.balance { text-align: right; display: grid; }
.balance span { color: var(--muted); font-size: 11px; text-transform: uppercase; letter-spacing: .05em; }
.balance strong { font-variant-numeric: tabular-nums; font-size: 16px; color: var(--accent); white-space: nowrap; }

.stage { position: relative; background: var(--panel); border-radius: 8px; padding: 10px; min-height: 120px; }
.message { margin: 0; min-height: 1.4em; text-align: center; color: var(--muted); }
.message.error { color: var(--lose); font-weight: 600; }
.message.win { color: var(--win); font-weight: 700; font-size: 16px; }
.controls { display: flex; flex-wrap: wrap; gap: 10px; align-items: flex-end; background: var(--panel); border-radius: 8px; padding: 10px; }
.below { color: var(--muted); font-size: 13px; }
.note { margin: 4px 0; color: var(--muted); }

.field { display: grid; gap: 3px; min-width: 130px; flex: 1; }
.field-label { color: var(--muted); font-size: 12px; }
.field input, .field select { background: var(--bg); border: 1px solid var(--line); border-radius: 6px; padding: 8px 10px; min-width: 0; }
.quick { display: flex; gap: 4px; }
.small { background: var(--panel2); border: 1px solid var(--line); border-radius: 6px; padding: 6px 10px; }
.primary, .cashout { border: 0; border-radius: 8px; padding: 10px 18px; font-weight: 700; }
.primary { background: var(--win); color: #06210f; }
.cashout { background: var(--accent); color: #2a1d00; }
.big { min-width: 180px; font-size: 16px; flex: 1; }

.history h2 { margin: 0 0 4px; font-size: 12px; color: var(--muted); text-transform: uppercase; letter-spacing: .05em; }
.history-list { display: flex; flex-wrap: wrap; gap: 4px; margin: 0; padding: 0; list-style: none; }
.chip { padding: 2px 8px; border-radius: 10px; background: var(--panel2); font-size: 12px; font-variant-numeric: tabular-nums; white-space: nowrap; }
.chip-red { background: var(--red); } .chip-black { background: var(--black); } .chip-green { background: var(--green); }
.chip-violet { box-shadow: inset 0 -3px 0 var(--violet); } .chip-high { color: #b58cff; } .chip-low { color: #7fb2e0; } .chip-refund { color: var(--muted); font-style: italic; }

/* Crash and aviator */
.crash-canvas { display: block; width: 100%; height: 300px; }
.crash-overlay { position: absolute; inset: 0; display: grid; place-content: center; text-align: center; pointer-events: none; }
.crash-multiplier { font-size: 54px; font-weight: 800; font-variant-numeric: tabular-nums; text-shadow: 0 2px 12px rgba(0,0,0,.6); }
.crash-multiplier.cashed { color: var(--win); }
.crash-multiplier.crashed { color: var(--lose); }
.crash-caption { color: var(--muted); font-weight: 600; }

/* Mines */
.mines-board { display: grid; gap: 6px; max-width: 420px; margin: 0 auto; }
.mines-board.side-5 { grid-template-columns: repeat(5, 1fr); }
.mines-board.side-3 { grid-template-columns: repeat(3, 1fr); max-width: 280px; }
.tile { aspect-ratio: 1; border: 0; border-radius: 8px; background: #2c3d4e; font-size: 26px; box-shadow: inset 0 -4px 0 rgba(0,0,0,.25); }
.tile:not(:disabled):hover { background: #37506a; }
.tile:disabled { opacity: 1; }
.tile.gem { background: #1d4d36; color: #7ef0c8; }
.tile.mine { background: #4a2025; color: var(--lose); }
.tile.mine.hit { background: var(--lose); color: #fff; }
.tile.dim { opacity: .45; }
.mines-status { text-align: center; margin-top: 8px; color: var(--muted); font-variant-numeric: tabular-nums; }

/* Chips and the slip */
.chipboard { display: grid; gap: 8px; width: 100%; }
.chips { display: flex; flex-wrap: wrap; gap: 6px; }
.chipbtn { width: 52px; height: 52px; border-radius: 50%; border: 3px dashed rgba(255,255,255,.5); background: #2e4a66; font-weight: 700; font-size: 12px; }
.chipbtn.on { background: var(--accent); color: #2a1d00; border-color: #fff; }
.slip { margin: 0; padding: 0; list-style: none; display: grid; gap: 3px; }
.slip li, .results li { display: flex; gap: 8px; align-items: center; justify-content: space-between; padding: 4px 8px; background: var(--panel2); border-radius: 6px; }
.slip-empty { color: var(--muted); justify-content: center !important; }
.slip-name { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.slip-stake { font-variant-numeric: tabular-nums; white-space: nowrap; }
.remove { border: 0; background: transparent; color: var(--muted); font-size: 16px; padding: 0 4px; }
.slip-tools { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; }
.slip-label { margin-left: auto; color: var(--muted); }
.slip-total { font-variant-numeric: tabular-nums; }
.results { margin: 8px 0 0; padding: 0; list-style: none; display: grid; gap: 3px; }
.results li.won { box-shadow: inset 3px 0 0 var(--win); }
.results li.lost { box-shadow: inset 3px 0 0 var(--lose); }

.spot { position: relative; border: 1px solid var(--line); border-radius: 6px; background: var(--panel2); padding: 8px 6px; display: grid; gap: 2px; text-align: center; }
.spot:hover { border-color: var(--accent); }
.spot-name { font-weight: 600; }
.spot-pays { color: var(--muted); font-size: 12px; font-variant-numeric: tabular-nums; }
.badge { display: none; position: absolute; top: -7px; right: -5px; min-width: 22px; padding: 1px 5px; border-radius: 10px; background: var(--accent); color: #2a1d00; font-size: 11px; font-weight: 800; z-index: 1; }
.badge.on { display: block; }

/* Roulette */
.wheel { position: relative; width: min(300px, 80vw); margin: 0 auto; aspect-ratio: 1; }
.wheel-canvas { width: 100%; height: 100%; display: block; }
.wheel-result { position: absolute; inset: 0; margin: auto; width: 64px; height: 64px; border-radius: 50%; display: none; place-items: center; font-size: 26px; font-weight: 800; border: 3px solid #fff; }
.wheel-result.show { display: grid; }
.wheel-result.red { background: var(--red); } .wheel-result.black { background: var(--black); } .wheel-result.green { background: var(--green); }
.roulette-board { display: grid; grid-template-columns: repeat(14, minmax(0, 1fr)); gap: 3px; width: 100%; }
.roulette-board .spot { padding: 8px 0; font-weight: 700; font-variant-numeric: tabular-nums; }
.spot.red { background: var(--red); } .spot.black { background: var(--black); } .spot.green { background: var(--green); }
.spot.outside { background: #24543a; }

/* Colour */
.colour-draw { display: grid; justify-items: center; gap: 6px; }
.ball { display: inline-grid; place-items: center; width: 34px; height: 34px; border-radius: 50%; font-weight: 800; color: #fff; background: #445; }
.ball.big { width: 96px; height: 96px; font-size: 44px; }
.ball.idle { background: var(--panel2); color: var(--muted); }
.ball-green { background: var(--green); } .ball-red { background: var(--red); } .ball-violet { background: var(--violet); }
.ball-green.ball-violet { background: linear-gradient(135deg, var(--green) 50%, var(--violet) 50%); }
.ball-red.ball-violet { background: linear-gradient(135deg, var(--red) 50%, var(--violet) 50%); }
.ball.rolling { opacity: .8; }
.colour-line, .dice-line, .card-result { margin: 6px 0 0; text-align: center; font-weight: 700; }
.colour-spots { display: grid; grid-template-columns: repeat(3, 1fr); gap: 6px; width: 100%; }
.colour-spots .spot { padding: 12px 6px; }
.colour-green { background: var(--green); } .colour-violet { background: var(--violet); } .colour-red { background: var(--red); }
.number-spots { display: grid; grid-template-columns: repeat(10, minmax(0, 1fr)); gap: 4px; width: 100%; }
.spot.number { padding: 6px 0; justify-items: center; }

/* Sic bo */
.dice { display: flex; justify-content: center; gap: 14px; }
.die { width: 64px; height: 64px; border-radius: 12px; background: #fff; display: grid; grid-template-columns: repeat(3, 1fr); padding: 8px; gap: 2px; box-shadow: 0 4px 0 #bbb; }
.dice.rolling .die { transform: rotate(8deg); }
.pip { border-radius: 50%; }
.pip.on { background: #1a1a1a; }
.sicbo-main { display: grid; grid-template-columns: 2fr 1fr 1.4fr 1fr 2fr; gap: 4px; width: 100%; }
.sicbo-totals { display: grid; grid-template-columns: repeat(7, minmax(0, 1fr)); gap: 4px; width: 100%; }
.spot.gold { background: #6b531a; }

/* Card tables */
.card-table { display: flex; flex-wrap: wrap; gap: 8px; justify-content: center; }
.hand { background: #145a3c; border-radius: 8px; padding: 6px 8px; min-width: 120px; flex: 1 1 140px; }
.hand-label { display: block; font-size: 12px; color: #cfe9dc; margin-bottom: 4px; }
.hand-cards { display: flex; flex-wrap: wrap; gap: 4px; min-height: 52px; }
.card { width: 36px; height: 50px; border-radius: 5px; background: #fff; color: #111; display: grid; align-content: center; justify-items: center; line-height: 1; box-shadow: 0 1px 3px rgba(0,0,0,.4); }
.card.red { color: var(--red); }
.card .rank { font-weight: 800; font-size: 14px; }
.card .suit { font-size: 16px; }
.card-rows { display: grid; gap: 8px; width: 100%; }
.card-group { display: grid; gap: 4px; }
.group-title { color: var(--muted); font-size: 12px; text-transform: uppercase; letter-spacing: .04em; }
.group-rows { display: grid; grid-template-columns: repeat(auto-fill, minmax(120px, 1fr)); gap: 4px; }
.rank-picker { display: flex; flex-wrap: wrap; gap: 4px; align-items: center; }
.rank-picker .group-title { width: 100%; }
.rank-toggle { width: 38px; padding: 6px 0; border-radius: 6px; border: 1px solid var(--line); background: var(--panel2); font-weight: 700; }
.rank-toggle.on { background: var(--accent); color: #2a1d00; }
.rules { background: var(--panel); border-radius: 8px; padding: 8px 10px; }
.rules summary { cursor: pointer; color: var(--text); font-weight: 600; }

@media (max-width: 560px) {
  .crash-canvas { height: 220px; }
  .crash-multiplier { font-size: 40px; }
  .roulette-board .spot { font-size: 11px; }
  .sicbo-totals { grid-template-columns: repeat(5, minmax(0, 1fr)); }
}
`;
