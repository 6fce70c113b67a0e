/**
 * Orders on an exchange ladder market (match odds and the other decimal runner markets): what a
 * new order matches at once, what part of it waits unmatched at its own price, how resting orders
 * are filled when the market reaches them, and what a player's unmatched orders reserve.
 *
 * Prices on offer come as the feed gives them: `availableToBack` is what a backer can take now
 * (best, highest, first), `availableToLay` what a layer can take (best, lowest, first); a level's
 * size is the backer's stake it can take, in cents.
 *
 * - A new BACK at price p takes every back level at p or above, best first, each at the level's
 *   own price (a better price is the player's), up to the level's size; a new LAY at p takes every
 *   lay level at p or below. What is left waits, unmatched, at p.
 * - A resting order is filled at its own price (it is the one that was waiting there) when the
 *   market offers size at its price or better. Among resting orders on one runner and side, the
 *   one most generous to the other side goes first (the lowest back, the highest lay), then the
 *   oldest; each level's size is used once.
 * - An unmatched order may or may not be matched later, so it only ever adds risk: the runner it
 *   would lose on counts its loss, the runners it would win on count nothing. A market's
 *   reservation is the worst runner of the matched position with those losses added.
 */
import { assertNonNegativeInt, priceToHundredths, sumCents, worstCaseExposure } from './money.js';
import { oddsBetAmounts, runnerPositions } from './odds.js';
import type { OddsBet, Side } from './types.js';

/** One price level on offer: a decimal price and the stake it can take, in cents. */
export interface OfferedLevel {
  price: number;
  sizeCents: number;
}

/** A part of an order matched at one price. */
export interface Fill {
  price: number;
  stakeCents: number;
}

export interface OrderMatch {
  /** The matched parts, best price first; empty when nothing crossed. */
  fills: Fill[];
  matchedCents: number;
  /** What waits unmatched at the order's own price. */
  unmatchedCents: number;
}

/** True when a level at `offered` can take an order of `side` asking `asked`. */
export function crosses(side: Side, asked: number, offered: number): boolean {
  const a = priceToHundredths(asked);
  const o = priceToHundredths(offered);
  return side === 'BACK' ? o >= a : o <= a;
}

/** The levels of one side that an order at `price` can take, best for the player first. */
function takeable(side: Side, price: number, offered: readonly OfferedLevel[]): OfferedLevel[] {
  for (const level of offered) assertNonNegativeInt(level.sizeCents, 'sizeCents');
  return offered
    .filter((level) => level.sizeCents > 0 && crosses(side, price, level.price))
    .sort((x, y) =>
      side === 'BACK'
        ? priceToHundredths(y.price) - priceToHundredths(x.price)
        : priceToHundredths(x.price) - priceToHundredths(y.price),
    );
}

/**
 * A new order against the prices on offer to its side (`availableToBack` for a BACK,
 * `availableToLay` for a LAY): the parts matched now and what is left unmatched.
 */
export function matchOrder(
  side: Side,
  price: number,
  stakeCents: number,
  offered: readonly OfferedLevel[],
): OrderMatch {
  assertNonNegativeInt(stakeCents, 'stakeCents');
  priceToHundredths(price);
  const fills: Fill[] = [];
  let left = stakeCents;
  for (const level of takeable(side, price, offered)) {
    if (left === 0) break;
    const take = Math.min(left, level.sizeCents);
    const same = fills.find((f) => priceToHundredths(f.price) === priceToHundredths(level.price));
    if (same) same.stakeCents += take;
    else fills.push({ price: level.price, stakeCents: take });
    left -= take;
  }
  return { fills, matchedCents: stakeCents - left, unmatchedCents: left };
}

/** An order waiting on one runner: its own price, what is still unmatched, and its place in time. */
export interface RestingOrder {
  id: string;
  side: Side;
  price: number;
  unmatchedCents: number;
  /** Placement order: lower is older. */
  seq: number;
}

/** A resting order's part filled in one step, at the order's own price. */
export interface RestingFill {
  id: string;
  price: number;
  stakeCents: number;
}

/**
 * One matching step on one runner: the resting orders against the levels on offer now (`back` is
 * the runner's `availableToBack`, `lay` its `availableToLay`). Each level's size is used once in
 * the step; orders are served most generous first, then oldest.
 */
export function fillResting(
  orders: readonly RestingOrder[],
  back: readonly OfferedLevel[],
  lay: readonly OfferedLevel[],
): RestingFill[] {
  const fills: RestingFill[] = [];
  for (const side of ['BACK', 'LAY'] as const) {
    const sizes = new Map<number, number>();
    for (const level of side === 'BACK' ? back : lay) {
      assertNonNegativeInt(level.sizeCents, 'sizeCents');
      const key = priceToHundredths(level.price);
      sizes.set(key, (sizes.get(key) ?? 0) + level.sizeCents);
    }
    const queue = orders
      .filter((o) => o.side === side && o.unmatchedCents > 0)
      .sort((x, y) => {
        const byPrice = priceToHundredths(x.price) - priceToHundredths(y.price);
        return (side === 'BACK' ? byPrice : -byPrice) || x.seq - y.seq;
      });
    for (const order of queue) {
      assertNonNegativeInt(order.unmatchedCents, 'unmatchedCents');
      const asked = priceToHundredths(order.price);
      // Levels this order can use, the ones nearest its own price first: deeper levels stay for
      // the orders that need them.
      const usable = [...sizes.keys()]
        .filter((p) => (side === 'BACK' ? p >= asked : p <= asked))
        .sort((x, y) => (side === 'BACK' ? x - y : y - x));
      let left = order.unmatchedCents;
      for (const p of usable) {
        if (left === 0) break;
        const size = sizes.get(p) ?? 0;
        const take = Math.min(left, size);
        sizes.set(p, size - take);
        left -= take;
      }
      const filled = order.unmatchedCents - left;
      if (filled > 0) fills.push({ id: order.id, price: order.price, stakeCents: filled });
    }
  }
  return fills;
}

/**
 * A player's positions per runner with their unmatched orders counted at their worst: each
 * unmatched order adds its loss to the runners it would lose on and nothing elsewhere.
 */
export function positionsWithUnmatched(
  selectionIds: readonly number[],
  matched: readonly OddsBet[],
  unmatched: readonly OddsBet[],
): Map<number, number> {
  const worst = runnerPositions(selectionIds, matched);
  for (const order of unmatched) {
    if (!worst.has(order.selectionId)) throw new RangeError(`selection ${order.selectionId} is not in the market`);
    const { lossCents } = oddsBetAmounts(order);
    for (const [id, pnl] of worst) {
      const onIt = id === order.selectionId;
      const loses = order.side === 'BACK' ? !onIt : onIt;
      if (loses) worst.set(id, sumCents([pnl, -lossCents]));
    }
  }
  return worst;
}

/** What a market reserves with matched bets and unmatched orders: max(0, −worst runner). */
export function exposureWithUnmatched(
  selectionIds: readonly number[],
  matched: readonly OddsBet[],
  unmatched: readonly OddsBet[],
): number {
  return worstCaseExposure(positionsWithUnmatched(selectionIds, matched, unmatched).values());
}
