/** The provider's randomness: node:crypto only, and a Fisher–Yates shuffle over it. */
import { randomBytes, randomInt } from 'node:crypto';
import type { Rng } from './types.js';

export const secureRng: Rng = {
  int: (max) => randomInt(max),
  float: () => randomBytes(6).readUIntBE(0, 6) / 2 ** 48,
};

/** Fisher–Yates: a uniformly shuffled copy. */
export function shuffle<T>(items: readonly T[], rng: Rng): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
