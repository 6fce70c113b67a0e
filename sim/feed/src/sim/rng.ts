/**
 * Seeded random numbers for the feed simulator. Everything random in the feed comes from an `Rng`
 * made here, never from Math.random(), so a seed fixes the whole feed.
 *
 * The generator is mulberry32: 32 bits of state, a full 2^32 period, fast, and good enough for
 * simulation (not for anything secret).
 */

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both ends included. */
  int(min: number, max: number): number;
  /** A float in [min, max). */
  range(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** A normal variate (Box–Muller). */
  normal(mean?: number, sd?: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** An exponential variate with the given mean. */
  exponential(mean: number): number;
  /** Index drawn with probability proportional to its (non-negative) weight. */
  weighted(weights: readonly number[]): number;
  /** A shuffled copy. */
  shuffle<T>(items: readonly T[]): T[];
}

/** Mixes any number of integers into one well-spread 32-bit seed (murmur3 finaliser per part). */
export function mixSeed(...parts: number[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    let k = Math.floor(part) >>> 0;
    // Fold in the high bits of large integers (seeds and ids can exceed 2^32).
    const high = Math.floor(Math.abs(part) / 4294967296) >>> 0;
    k ^= Math.imul(high, 0x27d4eb2d);
    h ^= k;
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h >>> 0;
}

export function createRng(seed: number): Rng {
  let state = mixSeed(seed, 0x9e3779b9);

  const next = (): number => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };

  const rng: Rng = {
    next,
    int(min, max) {
      const lo = Math.ceil(min);
      const hi = Math.floor(max);
      if (hi < lo) throw new RangeError(`int(${min}, ${max}): empty range`);
      return lo + Math.floor(next() * (hi - lo + 1));
    },
    range(min, max) {
      return min + next() * (max - min);
    },
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new RangeError('pick from an empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
    normal(mean = 0, sd = 1) {
      // 1 - next() is in (0, 1], so the log is finite.
      const u = 1 - next();
      const v = next();
      return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
    chance(p) {
      return next() < p;
    },
    exponential(mean) {
      return -mean * Math.log(1 - next());
    },
    weighted(weights) {
      let total = 0;
      for (const w of weights) total += w > 0 ? w : 0;
      if (total <= 0) throw new RangeError('weighted: no positive weight');
      let x = next() * total;
      for (let i = 0; i < weights.length; i++) {
        const w = weights[i] ?? 0;
        if (w <= 0) continue;
        x -= w;
        if (x < 0) return i;
      }
      // Rounding can leave x at 0 after the last positive weight.
      for (let i = weights.length - 1; i >= 0; i--) if ((weights[i] ?? 0) > 0) return i;
      return 0;
    },
    shuffle<T>(items: readonly T[]): T[] {
      const out = items.slice();
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        const a = out[i] as T;
        out[i] = out[j] as T;
        out[j] = a;
      }
      return out;
    },
  };
  return rng;
}
