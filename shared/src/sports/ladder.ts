/**
 * The exchange price ladder (exchange-research c1): 350 valid decimal prices from 1.01 to 1000 with
 * the tick growing with the price. Prices are built from integer hundredths so every entry is the
 * exact double of its decimal literal (LADDER[0] === 1.01).
 */

/** [from, to, tick] in hundredths: prices above `from` up to and including `to` step by `tick`. */
const BANDS: readonly (readonly [number, number, number])[] = [
  [100, 200, 1],
  [200, 300, 2],
  [300, 400, 5],
  [400, 600, 10],
  [600, 1000, 20],
  [1000, 2000, 50],
  [2000, 3000, 100],
  [3000, 5000, 200],
  [5000, 10000, 500],
  [10000, 100000, 1000],
];

function buildLadder(): number[] {
  const out: number[] = [];
  for (const [from, to, tick] of BANDS) {
    for (let c = from + tick; c <= to; c += tick) out.push(c / 100);
  }
  return out;
}

/** All 350 valid prices, ascending. */
export const LADDER: readonly number[] = Object.freeze(buildLadder());

export const MIN_PRICE = 1.01;
export const MAX_PRICE = 1000;

const INDEX = new Map<number, number>(LADDER.map((p, i) => [Math.round(p * 100), i]));

function priceAt(i: number): number {
  const p = LADDER[i];
  if (p === undefined) throw new RangeError(`ladder index ${i} out of range`);
  return p;
}

/** Index of an exact ladder price, or -1. */
export function ladderIndex(p: number): number {
  if (!Number.isFinite(p)) return -1;
  const i = INDEX.get(Math.round(p * 100));
  return i !== undefined && LADDER[i] === p ? i : -1;
}

/** True when p is exactly one of the 350 ladder prices. */
export function isOnLadder(p: number): boolean {
  return ladderIndex(p) >= 0;
}

/** Index of the largest ladder price ≤ p (0 when p is below the ladder). */
export function floorIndex(p: number): number {
  if (!(p >= MIN_PRICE)) return 0;
  if (p >= MAX_PRICE) return LADDER.length - 1;
  let lo = 0;
  let hi = LADDER.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (priceAt(mid) <= p + 1e-9) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Largest ladder price ≤ p, clamped to the ladder. */
export function floorTick(p: number): number {
  return priceAt(floorIndex(p));
}

/** Index of the smallest ladder price ≥ p (clamped to the ladder). */
export function ceilIndex(p: number): number {
  const i = floorIndex(p);
  if (priceAt(i) >= p - 1e-9 || i === LADDER.length - 1) return i;
  return i + 1;
}

/** Smallest ladder price ≥ p, clamped to the ladder. */
export function ceilTick(p: number): number {
  return priceAt(ceilIndex(p));
}

/** The ladder price nearest to p (exact halfway goes down), clamped to 1.01…1000. */
export function nearestTick(p: number): number {
  if (Number.isNaN(p)) throw new RangeError('nearestTick(NaN)');
  const lo = floorTick(p);
  const hi = ceilTick(p);
  return hi - p < p - lo - 1e-9 ? hi : lo;
}

/** n ticks above p (p off the ladder first rounds up one step), capped at 1000. */
export function tickUp(p: number, n = 1): number {
  const start = ladderIndex(p);
  if (start < 0) {
    const c = ceilTick(p);
    return n <= 0 ? c : tickUp(c, n - 1 + (c > p ? 0 : 1));
  }
  return priceAt(Math.min(LADDER.length - 1, Math.max(0, start + Math.floor(n))));
}

/** n ticks below p (p off the ladder first rounds down one step), floored at 1.01. */
export function tickDown(p: number, n = 1): number {
  const start = ladderIndex(p);
  if (start < 0) {
    const f = floorTick(p);
    return n <= 0 ? f : tickDown(f, n - 1 + (f < p ? 0 : 1));
  }
  return priceAt(Math.max(0, Math.min(LADDER.length - 1, start - Math.floor(n))));
}

/** Signed number of ticks from a to b (each first rounded to its nearest tick). */
export function ticksBetween(a: number, b: number): number {
  return ladderIndex(nearestTick(b)) - ladderIndex(nearestTick(a));
}
