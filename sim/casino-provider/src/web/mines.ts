/// <reference lib="dom" />
/** Mines: pick the number of mines and a stake, open tiles, cash out before a mine. */
import type { MinesInfo, MinesView, RoundView } from '../contract.js';
import { append, button, cents, clear, el, money, multiplier, numberField, readNumber } from './dom.js';
import type { GameUi, Shell } from './shell.js';

export function mountMines(shell: Shell): GameUi {
  const info = shell.state.info as MinesInfo;
  const tiles = info.side * info.side;

  const board = el('div', `mines-board side-${info.side}`);
  const status = el('div', 'mines-status', 'Choose your mines and stake, then press Bet.');
  const cells: HTMLButtonElement[] = [];
  for (let i = 0; i < tiles; i++) {
    const cell = button('', 'tile', () => void reveal(i));
    cell.setAttribute('aria-label', `Tile ${i + 1}`);
    cell.disabled = true;
    cells.push(cell);
    append(board, cell);
  }
  append(shell.stage, board, status);

  const stake = numberField('Stake', Math.max(info.minStake, 100), { min: info.minStake, max: info.maxStake, step: 1 });
  const minesWrap = el('label', 'field');
  const minesSelect = el('select');
  for (let m = info.minMines; m <= info.maxMines; m++) {
    const option = el('option', '', String(m));
    option.value = String(m);
    if (m === info.defaultMines) option.selected = true;
    append(minesSelect, option);
  }
  append(minesWrap, el('span', 'field-label', 'Mines'), minesSelect);
  const action = button('Bet', 'primary big', () => void onAction());
  append(shell.controls, stake.wrap, minesWrap, action);
  append(
    shell.below,
    el(
      'p',
      'note',
      `Each safe tile raises the multiplier to 97% of the fair odds of getting that far (at most ${info.maxMultiplier}×). Cash out after at least one safe tile; a mine loses the stake. Finding every safe tile cashes out by itself.`,
    ),
  );

  let round: RoundView | null = null;
  let busy = false;

  function paint(view: MinesView | null): void {
    const revealed = new Set(view?.revealed ?? []);
    const mines = new Set(view?.minePositions ?? []);
    const live = view?.phase === 'live';
    cells.forEach((cell, i) => {
      clear(cell);
      let cls = 'tile';
      if (revealed.has(i)) {
        cls += ' gem';
        cell.textContent = '◆';
      } else if (mines.has(i)) {
        cls += i === view?.hit ? ' mine hit' : ' mine';
        cell.textContent = '✸';
      } else if (view && !live) cls += ' dim';
      cell.className = cls;
      cell.disabled = !live || busy || revealed.has(i);
    });
    stake.input.disabled = live;
    minesSelect.disabled = live;
    if (view && live) {
      const canCash = view.revealed.length > 0;
      action.textContent = canCash
        ? `Cash out ${money(Math.floor(view.stake * Math.round(view.multiplier * 100)) / 100, shell.currency)}`
        : 'Open a tile';
      action.className = 'cashout big';
      action.disabled = busy || !canCash;
      status.textContent = `${view.mines} mines · now ${multiplier(view.multiplier)}${view.nextMultiplier !== null ? ` · next tile ${multiplier(view.nextMultiplier)}` : ''}`;
    } else {
      action.textContent = 'Bet';
      action.className = 'primary big';
      action.disabled = busy;
      if (view)
        status.textContent =
          view.phase === 'bust' ? 'Mine! The stake is lost.' : `Cashed out at ${multiplier(view.multiplier)}`;
    }
  }

  function show(next: RoundView, balance: number | null): void {
    round = next.status === 'open' ? next : null;
    paint(next.detail as MinesView);
    if (next.status !== 'open') shell.finished(next, balance);
  }

  async function reveal(tile: number): Promise<void> {
    if (!round || busy) return;
    busy = true;
    paint(round.detail as MinesView);
    const result = await shell.act(round.roundId, { type: 'reveal', tile });
    busy = false;
    if (result) show(result.round, result.balance);
    else if (round) paint(round.detail as MinesView);
  }

  async function onAction(): Promise<void> {
    if (busy) return;
    busy = true;
    action.disabled = true;
    try {
      if (round) {
        const result = await shell.act(round.roundId, { type: 'cashout' });
        busy = false;
        if (result) show(result.round, result.balance);
        else if (round) paint(round.detail as MinesView);
        return;
      }
      const amount = readNumber(stake.input);
      if (amount === null) {
        shell.message('Enter a stake.', 'error');
        return;
      }
      shell.message('Placing the bet…');
      const result = await shell.bet({ stake: cents(amount), mines: Number(minesSelect.value) });
      busy = false;
      if (!result) return;
      if (result.balance !== null) shell.setBalance(result.balance);
      shell.message(`Stake ${money(amount, shell.currency)} in play. Open a tile.`);
      show(result.round, result.balance);
    } finally {
      busy = false;
      action.disabled = false;
      if (round) paint(round.detail as MinesView);
    }
  }

  return {
    resume(open) {
      if (open && open.status === 'open') show(open, null);
    },
  };
}
