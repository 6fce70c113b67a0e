/// <reference lib="dom" />
/** Roulette: chips on a European layout, one spin of the wheel per round. */
import type { RouletteInfo, RouletteView, RoundView } from '../contract.js';
import { ChipBoard } from './chips.js';
import { append, el, sharpCanvas } from './dom.js';
import type { GameUi, Shell } from './shell.js';
import { chipValues, placeSpots } from './spots.js';

const SPIN_MS = 3200;

export function mountRoulette(shell: Shell): GameUi {
  const info = shell.state.info as RouletteInfo;
  const red = new Set(info.red);
  const colourOf = (n: number) => (n === 0 ? 'green' : red.has(n) ? 'red' : 'black');
  const step = (2 * Math.PI) / info.wheel.length;

  const canvas = el('canvas', 'wheel-canvas');
  canvas.setAttribute('role', 'img');
  canvas.setAttribute('aria-label', 'Roulette wheel');
  const result = el('div', 'wheel-result', '');
  const wheelBox = el('div', 'wheel');
  append(wheelBox, canvas, result);
  append(shell.stage, wheelBox);

  const labels = new Map(info.spots.map((s) => [s.key, s.label]));
  const board = new ChipBoard({
    currency: shell.currency,
    chips: chipValues(info.minStake, info.maxStake),
    maxBets: info.maxBets,
    actionLabel: 'Spin',
    label: (key) => labels.get(key) ?? key,
    limits: () => ({ min: info.minStake, max: info.maxStake }),
    message: shell.message,
    place: (bets) => placeSpots(shell, bets, spin),
  });

  // The layout: 0, then three rows of twelve (3, 6 … 36 on top), 2:1 columns, dozens, outside bets.
  const layout = el('div', 'roulette-board');
  const cell = (key: string, text: string, cls: string, column: string, row: string) => {
    const c = el('button', `spot ${cls}`, text);
    c.type = 'button';
    c.style.gridColumn = column;
    c.style.gridRow = row;
    c.setAttribute(
      'aria-label',
      `${labels.get(key) ?? key}, pays ${info.spots.find((s) => s.key === key)?.pays ?? ''}`,
    );
    board.attach(c, key);
    append(layout, c);
  };
  cell('0', '0', 'green', '1', '1 / 4');
  for (let n = 1; n <= 36; n++)
    cell(String(n), String(n), colourOf(n), String(Math.ceil(n / 3) + 1), String(3 - ((n - 1) % 3)));
  cell('column3', '2:1', 'outside', '14', '1');
  cell('column2', '2:1', 'outside', '14', '2');
  cell('column1', '2:1', 'outside', '14', '3');
  cell('dozen1', '1st 12', 'outside', '2 / 6', '4');
  cell('dozen2', '2nd 12', 'outside', '6 / 10', '4');
  cell('dozen3', '3rd 12', 'outside', '10 / 14', '4');
  const outside: [string, string, string][] = [
    ['low', '1–18', 'outside'],
    ['even', 'Even', 'outside'],
    ['red', 'Red', 'red'],
    ['black', 'Black', 'black'],
    ['odd', 'Odd', 'outside'],
    ['high', '19–36', 'outside'],
  ];
  outside.forEach(([key, text, cls], i) => cell(key, text, cls, `${2 + i * 2} / ${4 + i * 2}`, '5'));
  append(shell.controls, layout, board.element);
  append(
    shell.below,
    el(
      'p',
      'note',
      'European single-zero wheel. A number pays 36× the stake; dozens and columns 3×; red, black, odd, even, 1–18 and 19–36 pay 2× and lose on 0.',
    ),
  );

  let angle = 0;
  function draw(): void {
    const ctx = sharpCanvas(canvas);
    if (!ctx) return;
    const { width, height } = canvas.getBoundingClientRect();
    const cx = width / 2;
    const cy = height / 2;
    const r = Math.min(width, height) / 2 - 6;
    if (r < 20) return;
    ctx.clearRect(0, 0, width, height);
    ctx.beginPath();
    ctx.arc(cx, cy, r + 4, 0, Math.PI * 2);
    ctx.fillStyle = '#6b4a1f';
    ctx.fill();
    info.wheel.forEach((n, i) => {
      const a0 = angle + i * step - Math.PI / 2;
      ctx.beginPath();
      ctx.moveTo(cx, cy);
      ctx.arc(cx, cy, r, a0, a0 + step);
      ctx.closePath();
      const colour = colourOf(n);
      ctx.fillStyle = colour === 'green' ? '#1f8a4a' : colour === 'red' ? '#c8202c' : '#1a1a1a';
      ctx.fill();
      ctx.save();
      ctx.translate(cx, cy);
      ctx.rotate(a0 + step / 2);
      ctx.fillStyle = '#ffffff';
      ctx.font = `${Math.max(8, r / 11)}px system-ui, sans-serif`;
      ctx.textAlign = 'center';
      ctx.fillText(String(n), r * 0.85, 4);
      ctx.restore();
    });
    ctx.beginPath();
    ctx.arc(cx, cy, r * 0.62, 0, Math.PI * 2);
    ctx.fillStyle = '#8a6a3a';
    ctx.fill();
    ctx.beginPath();
    ctx.arc(cx, cy, r * 0.12, 0, Math.PI * 2);
    ctx.fillStyle = '#d9b36a';
    ctx.fill();
    // The pointer at the top.
    ctx.beginPath();
    ctx.moveTo(cx - 9, 2);
    ctx.lineTo(cx + 9, 2);
    ctx.lineTo(cx, 18);
    ctx.closePath();
    ctx.fillStyle = '#f5b82e';
    ctx.fill();
  }

  /** Spins until the drawn pocket sits under the pointer. */
  function spin(round: RoundView): Promise<void> {
    const view = round.detail as RouletteView;
    result.textContent = '';
    result.className = 'wheel-result';
    if (view.number === null) return Promise.resolve();
    const index = info.wheel.indexOf(view.number);
    const from = angle % (2 * Math.PI);
    const target = -(index + 0.5) * step;
    // Five turns and then some: the end angle is the target's, modulo a turn.
    const turn = 2 * Math.PI;
    const base = from - 5 * turn;
    const to = base - ((((base - target) % turn) + turn) % turn);
    const start = performance.now();
    return new Promise((resolve) => {
      const tick = () => {
        const t = Math.min(1, (performance.now() - start) / SPIN_MS);
        const eased = 1 - Math.pow(1 - t, 3);
        angle = from + (to - from) * eased;
        draw();
        if (t < 1) window.requestAnimationFrame(tick);
        else {
          result.textContent = String(view.number);
          result.className = `wheel-result show ${view.colour ?? ''}`;
          resolve();
        }
      };
      window.requestAnimationFrame(tick);
    });
  }

  window.requestAnimationFrame(draw);
  window.addEventListener('resize', draw);
  return { resume: () => undefined };
}
