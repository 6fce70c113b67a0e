/// <reference lib="dom" />
/**
 * Chips on spots, for the games that take several bets on one draw (roulette, colour, sic bo, the
 * card tables): pick a chip, click spots to stake it there, then Spin / Roll / Deal. The slip
 * lists the bets; "Repeat" puts the last round's bets back.
 */
import { append, button, clear, el, money } from './dom.js';

export interface PlacedChip {
  key: string;
  stake: number;
}

export interface ChipBoardOptions {
  currency: string;
  chips: number[];
  maxBets: number;
  actionLabel: string;
  /** A bet's name on the slip. */
  label(key: string): string;
  /** Stake limits of a spot. */
  limits(key: string): { min: number; max: number };
  message(text: string, kind?: 'info' | 'error'): void;
  /** Sends the bets; resolves when the round (and its animation) is over, true when it was played. */
  place(bets: PlacedChip[]): Promise<boolean>;
}

export class ChipBoard {
  /** Chips, the slip and the buttons: put it in the controls. */
  readonly element = el('div', 'chipboard');
  private readonly stakes = new Map<string, number>();
  private readonly badges = new Map<string, HTMLElement>();
  private readonly slip = el('ul', 'slip');
  private readonly total = el('strong', 'slip-total');
  private readonly action: HTMLButtonElement;
  private readonly chipButtons: HTMLButtonElement[] = [];
  private last: PlacedChip[] = [];
  private busy = false;
  chip: number;

  constructor(private readonly options: ChipBoardOptions) {
    this.chip = options.chips[0] ?? 10;
    const chips = el('div', 'chips');
    chips.setAttribute('role', 'radiogroup');
    chips.setAttribute('aria-label', 'Chip value');
    for (const value of options.chips) {
      const b = button(value >= 1_000 ? `${value / 1_000}K` : String(value), 'chipbtn', () => this.pick(value));
      b.dataset.value = String(value);
      b.setAttribute('role', 'radio');
      b.setAttribute('aria-label', money(value, options.currency));
      this.chipButtons.push(b);
      append(chips, b);
    }
    this.action = button(options.actionLabel, 'primary big', () => void this.submit());
    const tools = el('div', 'slip-tools');
    append(
      tools,
      button('Clear', 'small', () => this.clear()),
      button('Repeat', 'small', () => this.repeat()),
      el('span', 'slip-label', 'Total'),
      this.total,
    );
    append(this.element, chips, this.slip, tools, this.action);
    this.pick(this.chip);
    this.render();
  }

  private pick(value: number): void {
    this.chip = value;
    this.chipButtons.forEach((b) => {
      const on = Number(b.dataset.value) === value;
      b.classList.toggle('on', on);
      b.setAttribute('aria-checked', String(on));
    });
  }

  /** Makes `spot` take chips for `key` (or for whatever key the function names at the click). */
  attach(spot: HTMLElement, key: string | (() => string | null)): void {
    if (typeof key === 'string') {
      const badge = el('span', 'badge');
      spot.appendChild(badge);
      this.badges.set(key, badge);
    }
    spot.addEventListener('click', () => {
      const k = typeof key === 'string' ? key : key();
      if (k !== null) this.add(k, this.chip);
    });
  }

  add(key: string, amount: number): void {
    if (this.busy) return;
    const { min, max } = this.options.limits(key);
    if (!this.stakes.has(key) && this.stakes.size >= this.options.maxBets)
      return this.options.message(`At most ${this.options.maxBets} bets a round.`, 'error');
    const next = Math.max(min, (this.stakes.get(key) ?? 0) + amount);
    if (next > max)
      return this.options.message(
        `At most ${money(max, this.options.currency)} on ${this.options.label(key)}.`,
        'error',
      );
    this.stakes.set(key, next);
    this.render();
  }

  clear(): void {
    if (this.busy) return;
    this.stakes.clear();
    this.render();
  }

  private repeat(): void {
    if (this.busy || this.last.length === 0) return;
    this.stakes.clear();
    for (const b of this.last) this.stakes.set(b.key, b.stake);
    this.render();
  }

  private render(): void {
    clear(this.slip);
    let sum = 0;
    for (const [key, stake] of this.stakes) {
      sum += stake;
      const li = el('li');
      append(
        li,
        el('span', 'slip-name', this.options.label(key)),
        el('span', 'slip-stake', money(stake, this.options.currency)),
      );
      append(
        li,
        button('×', 'remove', () => {
          if (this.busy) return;
          this.stakes.delete(key);
          this.render();
        }),
      );
      append(this.slip, li);
    }
    if (this.stakes.size === 0) append(this.slip, el('li', 'slip-empty', 'Pick a chip, then click where to place it.'));
    for (const [key, badge] of this.badges) {
      const stake = this.stakes.get(key);
      badge.textContent = stake ? String(stake) : '';
      badge.classList.toggle('on', !!stake);
    }
    this.total.textContent = money(Math.round(sum * 100) / 100, this.options.currency);
    this.action.disabled = this.busy || this.stakes.size === 0;
  }

  private async submit(): Promise<void> {
    if (this.busy || this.stakes.size === 0) return;
    const bets = [...this.stakes].map(([key, stake]) => ({ key, stake }));
    this.busy = true;
    this.render();
    try {
      if (await this.options.place(bets)) {
        this.last = bets;
        this.stakes.clear();
      }
    } finally {
      this.busy = false;
      this.render();
    }
  }
}
