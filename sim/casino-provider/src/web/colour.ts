/// <reference lib="dom" />
/** Colour prediction: back green, violet, red or a number 0–9; one number is drawn per round. */
import type { ColourInfo, ColourView, RoundView } from '../contract.js';
import { ChipBoard } from './chips.js';
import { append, el, sleep } from './dom.js';
import type { GameUi, Shell } from './shell.js';
import { betResults, chipValues, placeSpots } from './spots.js';

/** The colours of a number, as the page paints them. */
function coloursOf(n: number): string[] {
  if (n === 0) return ['red', 'violet'];
  if (n === 5) return ['green', 'violet'];
  return n % 2 === 1 ? ['green'] : ['red'];
}

function ball(n: number, cls = ''): HTMLElement {
  return el(
    'span',
    `ball ${coloursOf(n)
      .map((c) => `ball-${c}`)
      .join(' ')} ${cls}`,
    String(n),
  );
}

export function mountColour(shell: Shell): GameUi {
  const info = shell.state.info as ColourInfo;
  const labels = new Map(info.spots.map((s) => [s.key, s.label]));

  const drawn = el('div', 'colour-draw');
  const shown = el('span', 'ball big idle', '?');
  const line = el('p', 'colour-line', 'Pick a colour or a number.');
  const results = el('ul', 'results');
  append(drawn, shown, line);
  append(shell.stage, drawn, results);

  const board = new ChipBoard({
    currency: shell.currency,
    chips: chipValues(info.minStake, info.maxStake),
    maxBets: info.maxBets,
    actionLabel: 'Draw',
    label: (key) => labels.get(key) ?? key,
    limits: () => ({ min: info.minStake, max: info.maxStake }),
    message: shell.message,
    place: (bets) => placeSpots(shell, bets, reveal),
  });

  const colours = el('div', 'colour-spots');
  for (const key of ['green', 'violet', 'red']) {
    const spot = info.spots.find((s) => s.key === key);
    if (!spot) continue;
    const b = el('button', `spot colour-${key}`);
    b.type = 'button';
    append(b, el('span', 'spot-name', spot.label), el('span', 'spot-pays', spot.pays));
    board.attach(b, key);
    append(colours, b);
  }
  const numbers = el('div', 'number-spots');
  for (let n = 0; n <= 9; n++) {
    const b = el('button', 'spot number');
    b.type = 'button';
    b.setAttribute('aria-label', `Number ${n}, pays 9×`);
    append(b, ball(n));
    board.attach(b, `n${n}`);
    append(numbers, b);
  }
  append(shell.controls, colours, numbers, board.element);
  append(
    shell.below,
    el(
      'p',
      'note',
      '1, 3, 7 and 9 are green; 2, 4, 6 and 8 red; 0 is red and violet, 5 green and violet. Green and red pay 2× (1.5× when 5 or 0 is drawn), violet 4.5×, a number 9×.',
    ),
  );

  async function reveal(round: RoundView): Promise<void> {
    const view = round.detail as ColourView;
    if (view.number === null) return;
    for (let i = 0; i < 12; i++) {
      const n = Math.floor(Math.random() * 10);
      shown.className = `ball big rolling ${coloursOf(n)
        .map((c) => `ball-${c}`)
        .join(' ')}`;
      shown.textContent = String(n);
      await sleep(90 + i * 12);
    }
    shown.className = `ball big ${view.colours.map((c) => `ball-${c}`).join(' ')}`;
    shown.textContent = String(view.number);
    line.textContent = `${view.number} · ${view.colours.join(' + ')}`;
    betResults(results, view.bets, shell.currency);
  }

  return { resume: () => undefined };
}
