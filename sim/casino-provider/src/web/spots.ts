/// <reference lib="dom" />
/** What the chip games share: chip values within the limits, and one round from bet to animation to result. */
import type { PlacedBet, RoundView } from '../contract.js';
import type { PlacedChip } from './chips.js';
import { append, clear, el, money } from './dom.js';
import type { Shell } from './shell.js';

const CHIPS = [10, 50, 100, 500, 1_000, 5_000, 10_000, 25_000];

export function chipValues(min: number, max: number): number[] {
  const values = CHIPS.filter((c) => c >= min && c <= max);
  return values.length > 0 ? values.slice(0, 6) : [min];
}

/**
 * Places the bets (`{ bets: [{ key, stake }] }` unless `body` says otherwise), shows the debit's
 * balance, plays the round's animation, then reports the result.
 */
export async function placeSpots(
  shell: Shell,
  bets: PlacedChip[],
  animate: (round: RoundView) => Promise<void>,
  body?: unknown,
): Promise<boolean> {
  shell.message('Placing the bets…');
  const result = await shell.bet(body ?? { bets });
  if (!result) return false;
  shell.message('Good luck!');
  await animate(result.round);
  shell.finished(result.round, result.balance);
  return true;
}

/** The list of a round's bets and what each returned. */
export function betResults(target: HTMLElement, bets: readonly PlacedBet[], currency: string): void {
  clear(target);
  for (const bet of bets) {
    const li = el('li', (bet.payout ?? 0) > 0 ? 'won' : 'lost');
    append(
      li,
      el('span', 'slip-name', bet.label),
      el('span', 'slip-stake', `${money(bet.stake, currency)} → ${money(bet.payout ?? 0, currency)}`),
    );
    append(target, li);
  }
}
