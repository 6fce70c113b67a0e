/**
 * Turning probabilities into prices: exchange books on the ladder, bookmaker rates in paise and
 * session lines with rates.
 */
import { ceilIndex, floorIndex, LADDER, tickDown, tickUp } from './ladder.js';
import { at, clamp, normCdf } from './math.js';

/** Bounds every exchange book keeps (exchange-research c2 / the brief). */
export const BACK_OVERROUND_MIN = 1.0;
export const BACK_OVERROUND_MAX = 1.06;
export const LAY_OVERROUND_MIN = 0.94;
export const LAY_OVERROUND_MAX = 1.0;

const EPS = 1e-9;
/** Widest back–lay spread kept when the book allows it. */
const MAX_SPREAD_TICKS = 8;

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
 *
 * Works on ladder indexes: start from the rounded fair prices, then move single runners one tick
 * at a time (the one that changes the sum most) until both sums are inside their bounds.
 */
export function bestPrices(probs: readonly number[], backMargin: number, layMargin: number): BestPrices {
  const n = probs.length;
  const top = LADDER.length - 1;
  const b: number[] = [];
  const l: number[] = [];
  let sb = 0;
  let sl = 0;
  for (const raw of probs) {
    const p = clamp(raw, 0.0005, 0.999);
    const bi = Math.min(top - 1, floorIndex(1 / (p * (1 + backMargin))));
    const li = Math.max(bi + 1, Math.min(top, ceilIndex(1 / (p * (1 - layMargin)))));
    b.push(bi);
    l.push(li);
    sb += 1 / price(bi);
    sl += 1 / price(li);
  }
  if (n >= 2) {
    for (let iter = 0; iter < 4000; iter++) {
      let best = -1;
      let gain = 0;
      if (sb > BACK_OVERROUND_MAX - EPS) {
        // Lengthen the back price that lowers the sum most.
        for (let i = 0; i < n; i++) {
          const x = at(b, i);
          const g = x < top - 1 ? 1 / price(x) - 1 / price(x + 1) : 0;
          if (g > gain) {
            best = i;
            gain = g;
          }
        }
        if (best < 0) break;
        const x = at(b, best) + 1;
        b[best] = x;
        sb -= gain;
        if (at(l, best) <= x) {
          sl += 1 / price(x + 1) - 1 / price(at(l, best));
          l[best] = x + 1;
        }
      } else if (sb < BACK_OVERROUND_MIN + EPS) {
        for (let i = 0; i < n; i++) {
          const x = at(b, i);
          const g = x > 0 ? 1 / price(x - 1) - 1 / price(x) : 0;
          if (g > gain) {
            best = i;
            gain = g;
          }
        }
        if (best < 0) break;
        b[best] = at(b, best) - 1;
        sb += gain;
      } else if (sl > LAY_OVERROUND_MAX - EPS) {
        for (let i = 0; i < n; i++) {
          const x = at(l, i);
          const g = x < top ? 1 / price(x) - 1 / price(x + 1) : 0;
          if (g > gain) {
            best = i;
            gain = g;
          }
        }
        if (best < 0) break;
        l[best] = at(l, best) + 1;
        sl -= gain;
      } else if (sl < LAY_OVERROUND_MIN + EPS) {
        for (let i = 0; i < n; i++) {
          const x = at(l, i);
          const g = x - 1 > at(b, i) ? 1 / price(x - 1) - 1 / price(x) : 0;
          if (g > gain) {
            best = i;
            gain = g;
          }
        }
        if (best < 0) break;
        l[best] = at(l, best) - 1;
        sl += gain;
      } else {
        break;
      }
    }
    // Near-certain outcomes push an outsider's back price down to keep the back sum at 100 %;
    // keep its lay within a few ticks of the back when the lay sum allows it.
    for (let i = 0; i < n; i++) {
      const cap = Math.min(top, at(b, i) + MAX_SPREAD_TICKS);
      const li = at(l, i);
      if (li <= cap) continue;
      const next = sl - 1 / price(li) + 1 / price(cap);
      if (next <= LAY_OVERROUND_MAX - EPS) {
        l[i] = cap;
        sl = next;
      }
    }
  }
  return { back: b.map(price), lay: l.map(price) };
}

function price(i: number): number {
  return at(LADDER, i);
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
