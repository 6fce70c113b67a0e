/// <reference lib="dom" />
/** Sic bo: three dice a round; small/big, odd/even, totals and any triple. */
import type { RoundView, SicboInfo, SicboView } from '../contract.js';
import { ChipBoard } from './chips.js';
import { append, clear, el, sleep } from './dom.js';
import type { GameUi, Shell } from './shell.js';
import { betResults, chipValues, placeSpots } from './spots.js';

/** Pip positions (cells 0–8 of a 3×3 grid) of each face. */
const PIPS: Record<number, number[]> = {
  1: [4],
  2: [0, 8],
  3: [0, 4, 8],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

function face(die: HTMLElement, n: number): void {
  clear(die);
  die.setAttribute('aria-label', `Die showing ${n}`);
  const on = new Set(PIPS[n] ?? []);
  for (let i = 0; i < 9; i++) append(die, el('span', on.has(i) ? 'pip on' : 'pip'));
}

export function mountSicbo(shell: Shell): GameUi {
  const info = shell.state.info as SicboInfo;
  const labels = new Map(info.spots.map((s) => [s.key, s.label]));

  const diceBox = el('div', 'dice');
  const dice = [el('div', 'die'), el('div', 'die'), el('div', 'die')];
  dice.forEach((d, i) => face(d, [1, 3, 5][i]!));
  append(diceBox, ...dice);
  const line = el('p', 'dice-line', 'Place your bets and roll.');
  const results = el('ul', 'results');
  append(shell.stage, diceBox, line, results);

  const board = new ChipBoard({
    currency: shell.currency,
    chips: chipValues(info.minStake, info.maxStake),
    maxBets: info.maxBets,
    actionLabel: 'Roll',
    label: (key) => labels.get(key) ?? key,
    limits: () => ({ min: info.minStake, max: info.maxStake }),
    message: shell.message,
    place: (bets) => placeSpots(shell, bets, roll),
  });

  const spot = (key: string, cls: string) => {
    const s = info.spots.find((x) => x.key === key);
    if (!s) return null;
    const b = el('button', `spot ${cls}`);
    b.type = 'button';
    append(b, el('span', 'spot-name', s.label), el('span', 'spot-pays', s.pays));
    board.attach(b, key);
    return b;
  };
  const main = el('div', 'sicbo-main');
  append(main, spot('small', 'wide'), spot('odd', ''), spot('triple', 'gold'), spot('even', ''), spot('big', 'wide'));
  const totals = el('div', 'sicbo-totals');
  for (const s of info.spots.filter((x) => /^t\d+$/.test(x.key))) append(totals, spot(s.key, 'total'));
  append(shell.controls, main, totals, board.element);
  append(
    shell.below,
    el(
      'p',
      'note',
      'Small (4–10), big (11–17), odd and even pay 2× and lose on any triple. A total pays as marked; any triple pays 31×.',
    ),
  );

  async function roll(round: RoundView): Promise<void> {
    const view = round.detail as SicboView;
    if (!view.dice) return;
    diceBox.classList.add('rolling');
    for (let i = 0; i < 10; i++) {
      dice.forEach((d) => face(d, 1 + Math.floor(Math.random() * 6)));
      await sleep(80 + i * 10);
    }
    diceBox.classList.remove('rolling');
    view.dice.forEach((n, i) => face(dice[i]!, n));
    const triple = view.dice[0] === view.dice[1] && view.dice[1] === view.dice[2];
    line.textContent = `Total ${view.total}${triple ? ' · Triple!' : (view.total ?? 0) <= 10 ? ' · Small' : ' · Big'}`;
    betResults(results, view.bets, shell.currency);
  }

  return { resume: () => undefined };
}
