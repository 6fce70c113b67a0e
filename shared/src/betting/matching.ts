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

/** True when a level at `at` can take an order of `side` asking `asked` (both in hundredths). */
const reaches = (side: Side, asked: number, at: number): boolean => (side === 'BACK' ? at >= asked : at <= asked);

/** True when a level at `offered` can take an order of `side` asking `asked`. */
export function crosses(side: Side, asked: number, offered: number): boolean {
  return reaches(side, priceToHundredths(asked), priceToHundredths(offered));
}

/** The size on offer at each price (in hundredths); a price given twice is one level. */
function sizesByPrice(levels: readonly OfferedLevel[]): Map<number, number> {
  const sizes = new Map<number, number>();
  for (const level of levels) {
    assertNonNegativeInt(level.sizeCents, 'sizeCents');
    const at = priceToHundredths(level.price);
    sizes.set(at, (sizes.get(at) ?? 0) + level.sizeCents);
  }
  return sizes;
}

/** The prices of `sizes` an order of `side` asking `asked` can take, the nearest to `asked` first. */
function reachable(side: Side, asked: number, sizes: ReadonlyMap<number, number>): number[] {
  return [...sizes.keys()].filter((at) => reaches(side, asked, at)).sort((x, y) => (side === 'BACK' ? x - y : y - x));
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
  const asked = priceToHundredths(price);
  const sizes = sizesByPrice(offered);
  const fills: Fill[] = [];
  let left = stakeCents;
  // The best price for the player first: the farthest from the one asked.
  for (const at of reachable(side, asked, sizes).reverse()) {
    const take = Math.min(left, sizes.get(at) ?? 0);
    if (take > 0) fills.push({ price: at / 100, stakeCents: take });
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
  /** The levels on offer it used, with the size it took of each (so the size is not used twice). */
  from: Fill[];
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
    const sizes = sizesByPrice(side === 'BACK' ? back : lay);
    const queue = orders
      .filter((o) => o.side === side && o.unmatchedCents > 0)
      .sort((x, y) => {
        const byPrice = priceToHundredths(x.price) - priceToHundredths(y.price);
        return (side === 'BACK' ? byPrice : -byPrice) || x.seq - y.seq;
      });
    for (const order of queue) {
      assertNonNegativeInt(order.unmatchedCents, 'unmatchedCents');
      let left = order.unmatchedCents;
      const from: Fill[] = [];
      // The levels nearest its own price first: deeper levels stay for the orders that need them.
      for (const at of reachable(side, priceToHundredths(order.price), sizes)) {
        const size = sizes.get(at) ?? 0;
        const take = Math.min(left, size);
        sizes.set(at, size - take);
        left -= take;
        if (take > 0) from.push({ price: at / 100, stakeCents: take });
      }
      const filled = order.unmatchedCents - left;
      if (filled > 0) fills.push({ id: order.id, price: order.price, stakeCents: filled, from });
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
