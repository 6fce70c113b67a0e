/**
 * Cash out on a runner book (match odds and the other decimal runner markets, and bookmaker): the
 * one opposite bet at the best price on offer now that makes the player's profit the same whichever
 * runner wins. Closing all of it leaves the same figure on every runner; a part (percent) hedges
 * that share of the difference and leaves the rest of the position as it was.
 *
 * A single bet can level the book when every runner but one has the same P/L: always so on two
 * runners, and on more when the player's bets are all on one runner. Each such runner is a way to
 * level it (lay it when it shows more than the rest, back it when it shows less); the quote is
 * the one that leaves the most.
 *
 * On runner R at decimal multiple o (the price; a bookmaker rate r pays 1 + r/100), with P_R the
 * P/L if R wins and P_o that of every other runner, D = P_R − P_o:
 * - D > 0: lay R at its best lay price, stake D / o → every runner P_o + D / o;
 * - D < 0: back R at its best back price, stake −D / o → every runner P_o + D / o.
 * The stake is rounded to the cent (half up, in integers) and the result taken from the book with the bet added, so the
 * quote is exactly what settlement will pay (the runners may differ by a cent from the rounding).
 */
import { book, bookFamily, type BookBet, type BookMarket } from './book.js';

export interface CashOutPrices {
  selectionId: number;
  /** Best back price on offer (decimal price or bookmaker rate), or null when none. */
  back: number | null;
  /** Best lay price on offer, or null when none. */
  lay: number | null;
}

export interface CashOutBet {
  selectionId: number;
  side: 'BACK' | 'LAY';
  /** The price it is placed at: decimal price or bookmaker rate. */
  odds: number;
  stakeCents: number;
}

export interface CashOutQuote {
  /** Percent of the position closed (1–100). */
  percent: number;
  bet: CashOutBet;
  /** Selection id → P/L in cents if it wins, with the cash-out bet placed. */
  runners: Map<number, number>;
  /** The least the player ends with after the bet (every runner's figure, for a full cash out). */
  profitCents: number;
}

export type CashOutRefusal =
  'not-runner-book' | 'no-position' | 'level' | 'several-runners' | 'no-price' | 'below-min' | 'above-max';

export type CashOutAnswer = { ok: true; quote: CashOutQuote } | { ok: false; reason: CashOutRefusal; message: string };

export interface CashOutLimits {
  minStakeCents: number;
  maxStakeCents: number;
}

const MESSAGES: Record<CashOutRefusal, string> = {
  'not-runner-book': 'Cash out is offered on match odds and bookmaker markets.',
  'no-position': 'You have no bets on this market to cash out.',
  level: 'Your profit is already the same on every runner.',
  'several-runners': 'Your bets on this market are on several runners: cash out is not offered for them.',
  'no-price': 'There is no price on offer to cash out at right now.',
  'below-min': 'The cash-out stake would be below the market’s minimum bet.',
  'above-max': 'The cash-out stake would be above the market’s maximum bet.',
};

const refuse = (reason: CashOutRefusal): CashOutAnswer => ({ ok: false, reason, message: MESSAGES[reason] });

/**
 * What a winning stake of 1 returns in all (the price, or 1 + rate/100), in ten-thousandths: an
 * integer for every price the ladders and rates allow, so the stake is worked out in integers.
 */
function multiple(family: 'odds' | 'bookmaker', price: number): number {
  return Math.round((family === 'bookmaker' ? 100 + price : price * 100) * 100);
}

/** |difference| / multiple × percent / 100 in cents, rounded half up, in integers. */
function levellingStake(differenceCents: number, multipleE4: number, percent: number): number {
  const numerator = Math.abs(differenceCents) * percent * 100;
  return Math.floor((2 * numerator + multipleE4) / (2 * multipleE4));
}

/**
 * The cash-out quote for a player's open bets on a market at the prices on offer now, closing
 * `percent` of the position (an integer from 1 to 100).
 */
export function cashOutQuote(
  market: BookMarket,
  bets: readonly BookBet[],
  prices: readonly CashOutPrices[],
  percent: number,
  limits: CashOutLimits,
): CashOutAnswer {
  if (!Number.isInteger(percent) || percent < 1 || percent > 100)
    throw new RangeError(`percent must be an integer from 1 to 100, got ${percent}`);
  const family = bookFamily(market.type, market.priceKind);
  if (family !== 'odds' && family !== 'bookmaker') return refuse('not-runner-book');
  if (bets.length === 0) return refuse('no-position');
  const now = book(market, bets).runners;
  const ids = market.selectionIds;
  const pnl = (id: number) => now.get(id) ?? 0;
  if (ids.every((id) => pnl(id) === pnl(ids[0]!))) return refuse('level');

  let best: CashOutQuote | null = null;
  let refusal: CashOutRefusal = 'several-runners';
  for (const id of ids) {
    const others = ids.filter((other) => other !== id);
    const rest = pnl(others[0]!);
    if (!others.every((other) => pnl(other) === rest)) continue;
    const difference = pnl(id) - rest;
    const side = difference > 0 ? 'LAY' : 'BACK';
    const offer = prices.find((p) => p.selectionId === id);
    const price = side === 'LAY' ? offer?.lay : offer?.back;
    if (price === null || price === undefined || !(price > (family === 'bookmaker' ? 0 : 1))) {
      refusal = 'no-price';
      continue;
    }
    const stakeCents = levellingStake(difference, multiple(family, price), percent);
    if (stakeCents < limits.minStakeCents || stakeCents < 1) {
      refusal = 'below-min';
      continue;
    }
    if (stakeCents > limits.maxStakeCents) {
      refusal = 'above-max';
      continue;
    }
    const bet: CashOutBet = { selectionId: id, side, odds: price, stakeCents };
    const after = book(market, [...bets, { ...bet, rate: null }]).runners;
    const profitCents = Math.min(...ids.map((r) => after.get(r) ?? 0));
    if (best === null || profitCents > best.profitCents) best = { percent, bet, runners: after, profitCents };
  }
  return best ? { ok: true, quote: best } : refuse(refusal);
}
