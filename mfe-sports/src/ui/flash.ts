import { FLASH_MS } from './PriceStyles.js';

/**
 * Price flashes, timed together. A busy match page changes a hundred cells fifty times a second;
 * a timer per cell and change (set, cleared, set again) cost more than the changes themselves. Here
 * a flash is a class added to the cell and an end time in one map, and one timer takes the class
 * off the cells whose time is up. A cell flashed again while flashing just gets a later end.
 */

/** How late a flash may end: sweeps run at most this often, however many cells flash. */
export const FLASH_SLACK_MS = 50;

const ends = new Map<HTMLElement, number>();
let timer: ReturnType<typeof setTimeout> | null = null;

function schedule(delay: number): void {
  if (timer === null) timer = setTimeout(sweep, Math.max(delay, FLASH_SLACK_MS));
}

function sweep(): void {
  timer = null;
  const now = Date.now();
  let next = Number.POSITIVE_INFINITY;
  for (const [el, end] of ends) {
    if (end <= now) {
      el.classList.remove('bl-flash');
      ends.delete(el);
    } else if (end < next) next = end;
  }
  if (next !== Number.POSITIVE_INFINITY) schedule(next - now);
}

/** Highlights `el` for FLASH_MS from now (longer if it is flashed again meanwhile). */
export function flash(el: HTMLElement): void {
  el.classList.add('bl-flash');
  ends.set(el, Date.now() + FLASH_MS);
  schedule(FLASH_MS);
}

/** Forgets `el` (it left the page): its flash is not ended, nothing keeps it. */
export function forget(el: HTMLElement): void {
  ends.delete(el);
}

/** How many cells are flashing (tests). */
export function flashing(): number {
  return ends.size;
}
