/**
 * Turning probabilities into prices: exchange books on the ladder, bookmaker rates in paise and
 * session lines with rates.
 */
import { ceilTick, floorTick, MAX_PRICE, MIN_PRICE, tickDown, tickUp } from './ladder.js';
import { at, clamp, normCdf } from './math.js';

/** Bounds every exchange book keeps (exchange-research c2 / the brief). */
export const BACK_OVERROUND_MIN = 1.0;
export const BACK_OVERROUND_MAX = 1.06;
export const LAY_OVERROUND_MIN = 0.94;
export const LAY_OVERROUND_MAX = 1.0;

const EPS = 1e-9;
/** Widest back–lay spread kept when the book allows it. */
const MAX_SPREAD_TICKS = 8;
const MAX_BACK = tickDown(MAX_PRICE, 1);

export function overround(prices: readonly number[]): number {
  let s = 0;
  for (const p of prices) s += 1 / p;
  return s;
}

export interface BestPrices {
  back: number[];
  lay: number[];
}

/**
 * Best back and lay price per runner for true probabilities `probs` (summing to 1) and the
 * book's margins: back prices sit below fair odds, lay prices above, every back at least one tick
 * under its lay, Σ1/back in [1.00, 1.06] and Σ1/lay in [0.94, 1.00] for two or more runners.
 */
export function bestPrices(probs: readonly number[], backMargin: number, layMargin: number): BestPrices {
  const n = probs.length;
  const back: number[] = [];
  const lay: number[] = [];
  for (const raw of probs) {
    const p = clamp(raw, 0.0005, 0.999);
    const b = clamp(floorTick(1 / (p * (1 + backMargin))), MIN_PRICE, MAX_BACK);
    const l = Math.max(tickUp(b, 1), Math.min(MAX_PRICE, ceilTick(1 / (p * (1 - layMargin)))));
    back.push(b);
    lay.push(l);
  }
  if (n < 2) return { back, lay };

  for (let iter = 0; iter < 2000; iter++) {
    const sb = overround(back);
    const sl = overround(lay);
    if (sb > BACK_OVERROUND_MAX - EPS) {
      // Too generous to layers of the book: lengthen the back price that moves the sum most.
      const i = argBest(n, (k) => (at(back, k) < MAX_BACK ? 1 / at(back, k) - 1 / tickUp(at(back, k), 1) : -1));
      if (i < 0) break;
      back[i] = tickUp(at(back, i), 1);
      if (at(lay, i) <= at(back, i)) lay[i] = tickUp(at(back, i), 1);
    } else if (sb < BACK_OVERROUND_MIN + EPS) {
      const i = argBest(n, (k) => (at(back, k) > MIN_PRICE ? 1 / tickDown(at(back, k), 1) - 1 / at(back, k) : -1));
      if (i < 0) break;
      back[i] = tickDown(at(back, i), 1);
    } else if (sl > LAY_OVERROUND_MAX - EPS) {
      const i = argBest(n, (k) => (at(lay, k) < MAX_PRICE ? 1 / at(lay, k) - 1 / tickUp(at(lay, k), 1) : -1));
      if (i < 0) break;
      lay[i] = tickUp(at(lay, i), 1);
    } else if (sl < LAY_OVERROUND_MIN + EPS) {
      const i = argBest(n, (k) => {
        const down = tickDown(at(lay, k), 1);
        return down > at(back, k) ? 1 / down - 1 / at(lay, k) : -1;
      });
      if (i < 0) break;
      lay[i] = tickDown(at(lay, i), 1);
    } else {
      break;
    }
  }
  // Near-certain outcomes push an outsider's back price down to keep Σ1/back ≥ 1; keep its lay
  // within a few ticks of the back when the lay sum allows it.
  for (let i = 0; i < n; i++) {
    const cap = tickUp(at(back, i), MAX_SPREAD_TICKS);
    if (at(lay, i) <= cap) continue;
    const sl = overround(lay) - 1 / at(lay, i) + 1 / cap;
    if (sl <= LAY_OVERROUND_MAX - EPS) lay[i] = cap;
  }
  return { back, lay };
}


/** Index with the largest positive score, or -1. */
function argBest(n: number, score: (i: number) => number): number {
  let best = -1;
  let bestScore = 0;
  for (let i = 0; i < n; i++) {
    const s = score(i);
    if (s > bestScore) {
      best = i;
      bestScore = s;
    }
  }
  return best;
}

/** The three (or fewer, at the ends of the ladder) prices of one side below/above the best. */
export function depthPrices(best: number, side: 'back' | 'lay', levels = 3): number[] {
  const out = [best];
  for (let i = 1; i < levels; i++) {
    const p = side === 'back' ? tickDown(best, i) : tickUp(best, i);
    if (p === out[out.length - 1]) break;
    out.push(p);
  }
  return out;
}

/** Rates beyond this (decimal 11) are not offered: the runner is suspended. */
export const MAX_BOOKMAKER_RATE = 999;

export interface BookmakerQuote {
  /** Best back rate, or null when the runner cannot be offered (rate below 1). */
  back: number | null;
  /** Best lay rate, or null when blank. */
  lay: number | null;
}

/**
 * Bookmaker rates in paise (decimal = 1 + r/100) from probabilities: back r under fair odds by
 * the margin, lay r + gap; a lay above 99.99 is blank unless `rateThan100` (exchange-research c3).
 * A runner whose rate falls below 1 or above MAX_BOOKMAKER_RATE is not offered (null).
 */
export function bookmakerQuotes(
  probs: readonly number[],
  margin: number,
  gap: number,
  rateThan100: boolean,
): BookmakerQuote[] {
  return probs.map((p) => {
    const fair = 1 / clamp(p, 0.001, 0.999);
    const r = Math.floor(100 * (fair / (1 + margin) - 1));
    if (r < 1 || r > MAX_BOOKMAKER_RATE) return { back: null, lay: null };
    const backRate = r;
    const lay = backRate + gap;
    return { back: backRate, lay: lay > 99.99 && !rateThan100 ? null : lay };
  });
}

export interface LineQuote {
  noLine: number;
  noRate: number;
  yesLine: number;
  yesRate: number;
}

/**
 * A YES/NO run line for a quantity with mean `mean` and spread `sd` that is already at least
 * `floor` (runs scored so far in the window). 'gap' style: NO L @100, YES L+1 @100. 'rated'
 * style: one line, rates from the chance of reaching it with the house margin.
 */
export function lineQuote(mean: number, sd: number, floor: number, style: 'gap' | 'rated', margin = 0.1): LineQuote {
  if (style === 'gap') {
    const noLine = Math.max(floor, Math.floor(mean));
    return { noLine, noRate: 100, yesLine: noLine + 1, yesRate: 100 };
  }
  const line = Math.max(floor, Math.round(mean));
  const pYes = clamp(1 - normCdf((line - 0.5 - mean) / Math.max(sd, 0.3)), 0.04, 0.96);
  const yesRate = Math.max(5, Math.round(((100 * (1 - pYes)) / pYes) * (1 - margin)));
  const noRate = Math.max(5, Math.round(((100 * pYes) / (1 - pYes)) * (1 - margin)));
  return { noLine: line, noRate, yesLine: line, yesRate };
}

/** Rate r (paise) that pays back a chance p with the house margin: p·(1 + r/100) ≈ 1 − margin. */
export function rateForChance(p: number, margin: number): number {
  return Math.max(5, Math.round(100 * ((1 - margin) / clamp(p, 0.02, 0.98) - 1)));
}
