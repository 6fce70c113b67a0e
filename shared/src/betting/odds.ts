/**
 * Runner books: match odds (decimal prices, exchange-research c2), bookmaker (rates in paise, c3)
 * and decimal fancy (fancy1; oddEven and cricketCasino are runner books over their outcomes).
 *
 * A position is the user's P/L in cents if that runner wins:
 * - back runner R at p, stake s: R += round(s·(p − 1)); every other runner −= s;
 * - lay runner R at p, stake s:  R −= round(s·(p − 1)) (the liability); every other runner += s.
 * Bookmaker is the same with round(s·r/100) in place of round(s·(p − 1)).
 * Settlement applies the same per-bet amounts, so settled total = the winner's position, exactly.
 */

import {
  addCents,
  amounts,
  negCents,
  assertNonNegativeInt,
  backProfitCents,
  rateProfitCents,
  worstCaseExposure,
} from './money.js';
import type { BetAmounts, DecimalFancyBet, OddsBet, RateBet, Settlement, Side } from './types.js';

interface RunnerBet {
  side: Side;
  selectionId: number;
  stakeCents: number;
}

function assertSide(side: Side): void {
  if (side !== 'BACK' && side !== 'LAY') throw new RangeError(`side must be BACK or LAY, got ${String(side)}`);
}

/** Win and loss of one match-odds bet: back wins round(s·(p−1)) or loses s; lay wins s or loses round(s·(p−1)). */
export function oddsBetAmounts(bet: OddsBet): BetAmounts {
  assertSide(bet.side);
  return amounts(bet.side === 'BACK', bet.stakeCents, backProfitCents(bet.stakeCents, bet.price));
}

/** Win and loss of one bookmaker bet: back wins round(s·r/100) or loses s; lay wins s or loses round(s·r/100). */
export function bookmakerBetAmounts(bet: RateBet): BetAmounts {
  assertSide(bet.side);
  return amounts(bet.side === 'BACK', bet.stakeCents, rateProfitCents(bet.stakeCents, bet.rate));
}

/** P/L of one runner bet when `winner` wins (null = void → 0). */
function resultIf<B extends RunnerBet>(bet: B, a: BetAmounts, winner: number | null): number {
  if (winner === null) return 0;
  const onWinner = bet.selectionId === winner;
  const backerWins = bet.side === 'BACK' ? onWinner : !onWinner;
  return backerWins ? a.winCents : negCents(a.lossCents);
}

function positions<B extends RunnerBet>(
  selectionIds: readonly number[],
  bets: readonly B[],
  amountsOf: (bet: B) => BetAmounts,
): Map<number, number> {
  const out = new Map<number, number>();
  for (const id of selectionIds) {
    if (!Number.isSafeInteger(id)) throw new RangeError(`selectionId must be an integer, got ${id}`);
    if (out.has(id)) throw new RangeError(`duplicate selectionId ${id}`);
    out.set(id, 0);
  }
  for (const bet of bets) {
    if (!out.has(bet.selectionId)) throw new RangeError(`bet on unknown selectionId ${bet.selectionId}`);
    const a = amountsOf(bet);
    for (const [id, pnl] of out) out.set(id, addCents(pnl, resultIf(bet, a, id)));
  }
  return out;
}

function settle<B extends RunnerBet>(
  bets: readonly B[],
  winner: number | null,
  amountsOf: (bet: B) => BetAmounts,
): Settlement<B> {
  if (winner !== null && !Number.isSafeInteger(winner))
    throw new RangeError(`winner must be an integer or null, got ${winner}`);
  let totalCents = 0;
  const settled = bets.map((bet) => {
    const resultCents = resultIf(bet, amountsOf(bet), winner);
    totalCents = addCents(totalCents, resultCents);
    return { bet, resultCents };
  });
  return { bets: settled, totalCents, voided: winner === null };
}

// ---- match odds -------------------------------------------------------------------------------

/**
 * The user's P/L per runner (cents, keyed and ordered as `selectionIds`) if that runner wins.
 * Throws on duplicate ids or a bet on a selection not in the list.
 */
export function runnerPositions(selectionIds: readonly number[], bets: readonly OddsBet[]): Map<number, number> {
  return positions(selectionIds, bets, oddsBetAmounts);
}

/** A market's exposure: the worst runner position as a reservation, max(0, −min). */
export function marketExposure(positionsByRunner: ReadonlyMap<number, number>): number {
  return worstCaseExposure(positionsByRunner.values());
}

/** Positions after adding `candidate` to `bets`: the slip's "what-if" numbers beside each runner. */
export function whatIf(
  selectionIds: readonly number[],
  bets: readonly OddsBet[],
  candidate: OddsBet,
): Map<number, number> {
  return runnerPositions(selectionIds, [...bets, candidate]);
}

/** Settle match-odds bets on the winning selection; null voids the market (every result 0). */
export function settleOdds(bets: readonly OddsBet[], winnerSelectionId: number | null): Settlement<OddsBet> {
  return settle(bets, winnerSelectionId, oddsBetAmounts);
}

// ---- bookmaker --------------------------------------------------------------------------------

/** Bookmaker positions per runner, as `runnerPositions` with rate amounts. */
export function bookmakerPositions(selectionIds: readonly number[], bets: readonly RateBet[]): Map<number, number> {
  return positions(selectionIds, bets, bookmakerBetAmounts);
}

/** Bookmaker positions after adding `candidate`. */
export function bookmakerWhatIf(
  selectionIds: readonly number[],
  bets: readonly RateBet[],
  candidate: RateBet,
): Map<number, number> {
  return bookmakerPositions(selectionIds, [...bets, candidate]);
}

/** Settle bookmaker bets on the winning selection; null voids. */
export function settleBookmaker(bets: readonly RateBet[], winnerSelectionId: number | null): Settlement<RateBet> {
  return settle(bets, winnerSelectionId, bookmakerBetAmounts);
}

// ---- decimal fancy (fancy1) -------------------------------------------------------------------

/** P/L of a decimal fancy book if the proposition happens (YES) and if it does not (NO). */
export interface YesNoPositions {
  yesCents: number;
  noCents: number;
}

export type YesNoOutcome = 'YES' | 'NO';

function fancyAmounts(bet: DecimalFancyBet): BetAmounts {
  assertSide(bet.side);
  assertNonNegativeInt(bet.stakeCents, 'stakeCents');
  return amounts(bet.side === 'BACK', bet.stakeCents, backProfitCents(bet.stakeCents, bet.price));
}

function fancyResult(bet: DecimalFancyBet, outcome: YesNoOutcome | null): number {
  const a = fancyAmounts(bet);
  if (outcome === null) return 0;
  const backerWins = (bet.side === 'BACK') === (outcome === 'YES');
  return backerWins ? a.winCents : negCents(a.lossCents);
}

/** Positions of a decimal fancy book: BACK (YES) wins round(s·(p−1)) on YES and loses s on NO; LAY mirrored. */
export function decimalFancyPositions(bets: readonly DecimalFancyBet[]): YesNoPositions {
  let yesCents = 0;
  let noCents = 0;
  for (const bet of bets) {
    yesCents = addCents(yesCents, fancyResult(bet, 'YES'));
    noCents = addCents(noCents, fancyResult(bet, 'NO'));
  }
  return { yesCents, noCents };
}

/** Exposure of a decimal fancy book: max(0, −min(yes, no)). */
export function decimalFancyExposure(bets: readonly DecimalFancyBet[]): number {
  const p = decimalFancyPositions(bets);
  return worstCaseExposure([p.yesCents, p.noCents]);
}

/** Settle decimal fancy bets on the outcome; null voids. */
export function settleDecimalFancy(
  bets: readonly DecimalFancyBet[],
  outcome: YesNoOutcome | null,
): Settlement<DecimalFancyBet> {
  if (outcome !== null && outcome !== 'YES' && outcome !== 'NO')
    throw new RangeError(`outcome must be YES, NO or null`);
  let totalCents = 0;
  const settled = bets.map((bet) => {
    const resultCents = fancyResult(bet, outcome);
    totalCents = addCents(totalCents, resultCents);
    return { bet, resultCents };
  });
  return { bets: settled, totalCents, voided: outcome === null };
}
