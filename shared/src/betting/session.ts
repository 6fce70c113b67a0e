/**
 * Run-line markets (exchange-research c4): fancy/session YES/NO, khado and meter.
 *
 * Session, stake s, rate r (paise), line L, final runs R:
 * - YES: R ≥ L → +round(s·r/100); R < L → −s;
 * - NO:  R < L → +s;              R ≥ L → −round(s·r/100).
 * Khado (back only) on [L, L + N − 1]: inside → +round(s·r/100); outside → −s.
 * Meter: YES R ≥ L → +round(s·r·(R − L)/100), R < L → −s·(L − R);
 *        NO  R < L → +round(s·r·(L − R)/100), R ≥ L → −s·(R − L).
 *
 * The run-amount ladder is the P/L of all the user's bets on one market at each integer run. For
 * session and khado books the P/L only changes at a line (or a khado range end), so the ladder from
 * min(line) − 5 to max(line) + 5 (lower end clamped at 0) sees every value and its minimum is the
 * true worst case: exposure = max(0, −min over the ladder), not the sum of stakes. A meter's NO side
 * loses without bound as runs grow, so its ladder (and exposure) stops at max(line) + 100 as the
 * spec's client does (`METER_LADDER_SPAN`).
 */

import { addCents, amounts, negCents, assertNonNegativeInt, mulDivRound, rateProfitCents } from './money.js';
import type { BetAmounts, KhadoBet, LadderRow, MeterBet, SessionBet, SessionSide, Settlement } from './types.js';

/** Runs either side of the lines a session or khado ladder covers. */
export const LADDER_PADDING_RUNS = 5;
/** Ladders of at most this many rows are shown whole (spec 4, 9). */
export const TRIM_MAX_ROWS = 8;
/** Rows cut from each end of a longer ladder (spec 4, 9). */
export const TRIM_CUT_ROWS = 4;
/** Runs above the highest line a meter ladder covers (the spec client's line + 100). */
export const METER_LADDER_SPAN = 100;

function assertSessionSide(side: SessionSide): void {
  if (side !== 'YES' && side !== 'NO') throw new RangeError(`session side must be YES or NO, got ${String(side)}`);
}

function assertRuns(runs: number): void {
  assertNonNegativeInt(runs, 'runs');
}

/**
 * Rows lo…hi of a book's ladder. Each bet is validated and its amounts computed once (`prepare`);
 * `pnl` is then the pure per-bet P/L at a run.
 */
function buildLadder<B, P>(
  bets: readonly B[],
  lo: number,
  hi: number,
  prepare: (bet: B) => P,
  pnl: (bet: B, prepared: P, run: number) => number,
): LadderRow[] {
  const prepared = bets.map((bet) => ({ bet, p: prepare(bet) }));
  const rows: LadderRow[] = [];
  for (let run = lo; run <= hi; run++) {
    let total = 0;
    for (const x of prepared) total = addCents(total, pnl(x.bet, x.p, run));
    rows.push({ run, pnlCents: total });
  }
  return rows;
}

function sumOver<B>(bets: readonly B[], pnl: (bet: B) => number): number {
  let total = 0;
  for (const bet of bets) total = addCents(total, pnl(bet));
  return total;
}

function settleRuns<B>(
  bets: readonly B[],
  runs: number | null,
  pnl: (bet: B, runs: number) => number,
  check: (bet: B) => void,
): Settlement<B> {
  if (runs !== null) assertRuns(runs);
  let totalCents = 0;
  const settled = bets.map((bet) => {
    check(bet);
    const resultCents = runs === null ? 0 : pnl(bet, runs);
    totalCents = addCents(totalCents, resultCents);
    return { bet, resultCents };
  });
  return { bets: settled, totalCents, voided: runs === null };
}

function minMax(values: readonly number[]): { min: number; max: number } {
  let min = Infinity;
  let max = -Infinity;
  for (const v of values) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return { min, max };
}

/** Exposure of any ladder: max(0, −min P/L over its rows). */
export function ladderExposure(rows: readonly LadderRow[]): number {
  let min = 0;
  for (const r of rows) if (r.pnlCents < min) min = r.pnlCents;
  return min === 0 ? 0 : -min;
}

// ---- fancy / session --------------------------------------------------------------------------

/** Win and loss of one session bet: YES wins round(s·r/100) or loses s; NO wins s or loses round(s·r/100). */
export function sessionBetAmounts(bet: SessionBet): BetAmounts {
  assertSessionSide(bet.side);
  assertNonNegativeInt(bet.line, 'line');
  return amounts(bet.side === 'YES', bet.stakeCents, rateProfitCents(bet.stakeCents, bet.rate));
}

function sessionPnlWith(bet: SessionBet, a: BetAmounts, runs: number): number {
  const yesWins = runs >= bet.line;
  const bettorWins = bet.side === 'YES' ? yesWins : !yesWins;
  return bettorWins ? a.winCents : negCents(a.lossCents);
}

/** P/L of one session bet if the session ends on `runs`. */
export function sessionBetPnl(bet: SessionBet, runs: number): number {
  assertRuns(runs);
  return sessionPnlWith(bet, sessionBetAmounts(bet), runs);
}

/** P/L of all the bets if the session ends on `runs`. */
export function sessionPnlAt(bets: readonly SessionBet[], runs: number): number {
  return sumOver(bets, (bet) => sessionBetPnl(bet, runs));
}

/** Run-amount ladder: P/L at every integer run from max(0, min(line) − 5) to max(line) + 5. No bets → []. */
export function sessionLadder(bets: readonly SessionBet[]): LadderRow[] {
  if (bets.length === 0) return [];
  const { min, max } = minMax(bets.map((b) => b.line));
  return buildLadder(
    bets,
    Math.max(0, min - LADDER_PADDING_RUNS),
    max + LADDER_PADDING_RUNS,
    sessionBetAmounts,
    sessionPnlWith,
  );
}

/** Worst case of a session book over its ladder, as a reservation (≥ 0). */
export function sessionExposure(bets: readonly SessionBet[]): number {
  return ladderExposure(sessionLadder(bets));
}

/** Settle session bets on the final runs; null (no result) voids every bet. */
export function settleSession(bets: readonly SessionBet[], runs: number | null): Settlement<SessionBet> {
  return settleRuns(bets, runs, sessionBetPnl, sessionBetAmounts);
}

/**
 * Trim a run-amount ladder for display (spec 4 and 9: "more than 8 rows … trimmed to a window around
 * the sign change, 4 rows cut from each end").
 *
 * - At most 8 rows: returned unchanged (a copy).
 * - More than 8 rows: 4 rows are cut from each end, except that a cut never goes past the first
 *   (last) row where the P/L changes: at the low end at most `c` rows are cut, where rows c and
 *   c + 1 are the first pair with different P/L; at the high end at most `n − 1 − c'`, where rows
 *   c' − 1 and c' are the last such pair. Every sign change is a P/L change, so the window always
 *   contains all of them, and every cut row has the same P/L as the kept row at its end (trimming
 *   loses no information and never hides the worst case).
 *   A ladder from `sessionLadder` with every line ≥ 5 has 5 equal padding rows at each end, so exactly
 *   4 and 4 are cut (leaving one padding row either side). Lines below 5 clamp the ladder at run 0:
 *   then fewer rows are cut at the low end.
 * - No change at all (a flat ladder, e.g. a fully hedged book — so no sign change either): 4 and 4
 *   are cut, leaving n − 8 equal rows.
 */
export function trimLadder(rows: readonly LadderRow[]): LadderRow[] {
  const n = rows.length;
  if (n <= TRIM_MAX_ROWS) return rows.slice();
  const pnl = (i: number): number => {
    const row = rows[i];
    if (row === undefined) throw new RangeError(`ladder row ${i} missing`);
    return row.pnlCents;
  };
  let first = -1;
  for (let i = 0; i + 1 < n; i++) {
    if (pnl(i) !== pnl(i + 1)) {
      first = i;
      break;
    }
  }
  let last = -1;
  for (let j = n - 1; j > 0; j--) {
    if (pnl(j) !== pnl(j - 1)) {
      last = j;
      break;
    }
  }
  const low = first < 0 ? TRIM_CUT_ROWS : Math.min(TRIM_CUT_ROWS, first);
  const high = last < 0 ? TRIM_CUT_ROWS : Math.min(TRIM_CUT_ROWS, n - 1 - last);
  return rows.slice(low, n - high);
}

// ---- khado --------------------------------------------------------------------------------------

function assertKhado(bet: KhadoBet): BetAmounts {
  assertNonNegativeInt(bet.line, 'line');
  assertNonNegativeInt(bet.range, 'range');
  if (bet.range < 1) throw new RangeError(`khado range must be ≥ 1, got ${bet.range}`);
  return amounts(true, bet.stakeCents, rateProfitCents(bet.stakeCents, bet.rate));
}

/** Win and loss of one khado bet: wins round(s·r/100), loses s. */
export function khadoBetAmounts(bet: KhadoBet): BetAmounts {
  return assertKhado(bet);
}

/** P/L of one khado bet if the session ends on `runs`: inside [line, line + range − 1] wins, else loses. */
export function khadoBetPnl(bet: KhadoBet, runs: number): number {
  assertRuns(runs);
  return khadoPnlWith(bet, assertKhado(bet), runs);
}

function khadoPnlWith(bet: KhadoBet, a: BetAmounts, runs: number): number {
  return runs >= bet.line && runs <= bet.line + bet.range - 1 ? a.winCents : negCents(a.lossCents);
}

export function khadoPnlAt(bets: readonly KhadoBet[], runs: number): number {
  return sumOver(bets, (bet) => khadoBetPnl(bet, runs));
}

/** Khado ladder from max(0, min(line) − 5) to max(line + range − 1) + 5. No bets → []. */
export function khadoLadder(bets: readonly KhadoBet[]): LadderRow[] {
  if (bets.length === 0) return [];
  const lo = minMax(bets.map((b) => b.line)).min;
  const hi = minMax(bets.map((b) => b.line + b.range - 1)).max;
  return buildLadder(bets, Math.max(0, lo - LADDER_PADDING_RUNS), hi + LADDER_PADDING_RUNS, assertKhado, khadoPnlWith);
}

export function khadoExposure(bets: readonly KhadoBet[]): number {
  return ladderExposure(khadoLadder(bets));
}

/** Settle khado bets on the final runs; null voids. */
export function settleKhado(bets: readonly KhadoBet[], runs: number | null): Settlement<KhadoBet> {
  return settleRuns(bets, runs, khadoBetPnl, assertKhado);
}

// ---- meter --------------------------------------------------------------------------------------

function assertMeter(bet: MeterBet): void {
  assertSessionSide(bet.side);
  assertNonNegativeInt(bet.line, 'line');
  assertNonNegativeInt(bet.rate, 'rate');
  assertNonNegativeInt(bet.stakeCents, 'stakeCents');
}

/**
 * P/L of one meter bet if the session ends on `runs` (d = |runs − line|):
 * YES wins round(s·r·d/100) at runs ≥ line and loses s·d below; NO wins round(s·r·d/100) below the
 * line and loses s·d at or above it. At runs = line both are 0.
 */
export function meterBetPnl(bet: MeterBet, runs: number): number {
  assertRuns(runs);
  assertMeter(bet);
  return meterPnlWith(bet, runs);
}

function meterPnlWith(bet: MeterBet, runs: number): number {
  const d = Math.abs(runs - bet.line);
  const yesWins = runs >= bet.line;
  const bettorWins = bet.side === 'YES' ? yesWins : !yesWins;
  return bettorWins ? mulDivRound(bet.stakeCents, bet.rate * d, 100) : negCents(mulDivRound(bet.stakeCents, d, 1));
}

export function meterPnlAt(bets: readonly MeterBet[], runs: number): number {
  return sumOver(bets, (bet) => meterBetPnl(bet, runs));
}

/** Meter ladder from run 0 to max(line) + span (default 100). No bets → []. */
export function meterLadder(bets: readonly MeterBet[], span: number = METER_LADDER_SPAN): LadderRow[] {
  assertNonNegativeInt(span, 'span');
  if (bets.length === 0) return [];
  const hi = minMax(bets.map((b) => b.line)).max + span;
  return buildLadder(bets, 0, hi, assertMeter, (bet, _checked, run) => meterPnlWith(bet, run));
}

/** Worst case of a meter book over runs 0 … max(line) + span. */
export function meterExposure(bets: readonly MeterBet[], span: number = METER_LADDER_SPAN): number {
  return ladderExposure(meterLadder(bets, span));
}

/** Settle meter bets on the final runs (any runs, also beyond the ladder); null voids. */
export function settleMeter(bets: readonly MeterBet[], runs: number | null): Settlement<MeterBet> {
  return settleRuns(bets, runs, meterBetPnl, assertMeter);
}
