/** Small numeric helpers shared by the simulator's models. */

export function clamp(x: number, lo: number, hi: number): number {
  return x < lo ? lo : x > hi ? hi : x;
}

export function round2(x: number): number {
  return Math.round(x * 100) / 100;
}

/** Element i of a list that is known to hold it; throws instead of returning undefined. */
export function at<T>(items: readonly T[], i: number): T {
  const v = items[i];
  if (v === undefined) throw new RangeError(`index ${i} out of range (length ${items.length})`);
  return v;
}

/** Standard normal CDF (Abramowitz–Stegun 7.1.26 on erf; error < 1.5e-7). */
export function normCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-z * z);
  return x >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}

export function normPdf(x: number): number {
  return Math.exp(-0.5 * x * x) / Math.sqrt(2 * Math.PI);
}

/** Poisson probabilities P(0..kmax), the last entry holding the whole upper tail. */
export function poissonTable(lambda: number, kmax: number): number[] {
  const out: number[] = [];
  let p = Math.exp(-lambda);
  let sum = 0;
  for (let k = 0; k < kmax; k++) {
    out.push(p);
    sum += p;
    p = (p * lambda) / (k + 1);
  }
  out.push(Math.max(0, 1 - sum));
  return out;
}

/** Normalises non-negative weights to probabilities (uniform when they sum to 0). */
export function normalise(weights: readonly number[]): number[] {
  let total = 0;
  for (const w of weights) total += Math.max(0, w);
  if (!(total > 0)) return weights.map(() => 1 / weights.length);
  return weights.map((w) => Math.max(0, w) / total);
}

export function softmax(scores: readonly number[]): number[] {
  let max = -Infinity;
  for (const s of scores) if (s > max) max = s;
  return normalise(scores.map((s) => Math.exp(s - max)));
}

/**
 * Probability that side A wins a race to `target` points from (a, b) when A wins each point with
 * probability p; with `winBy2` a lead of two is needed once both reach target − 1 (deuce).
 */
export function raceWinProb(a: number, b: number, target: number, p: number, winBy2: boolean): number {
  const q = 1 - p;
  const memo = new Map<number, number>();
  const deuce = (p * p) / (p * p + q * q);
  const f = (x: number, y: number): number => {
    if (winBy2) {
      if (x >= target && x - y >= 2) return 1;
      if (y >= target && y - x >= 2) return 0;
      if (x >= target - 1 && y >= target - 1) {
        if (x === y) return deuce;
        return x > y ? p + q * deuce : p * deuce;
      }
    } else {
      if (x >= target) return 1;
      if (y >= target) return 0;
    }
    const key = x * 4096 + y;
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    const v = p * f(x + 1, y) + q * f(x, y + 1);
    memo.set(key, v);
    return v;
  };
  return f(a, b);
}

/**
 * Probability that A wins a race to `need` sets from (sa, sb) sets, given A's probability of
 * winning the current set and of winning each fresh set (`decider` for the final set if it differs).
 */
export function matchFromSets(
  sa: number,
  sb: number,
  need: number,
  current: number,
  fresh: number,
  decider: number = fresh,
): number {
  const rest = (x: number, y: number): number => {
    if (x >= need) return 1;
    if (y >= need) return 0;
    const p = x === need - 1 && y === need - 1 ? decider : fresh;
    return p * rest(x + 1, y) + (1 - p) * rest(x, y + 1);
  };
  return current * rest(sa + 1, sb) + (1 - current) * rest(sa, sb + 1);
}
