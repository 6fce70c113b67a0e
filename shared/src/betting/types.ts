/**
 * Bet shapes of the exchange's money math (exchange-research c2–c4).
 *
 * Units, everywhere in `betting`:
 * - money is an integer number of **cents** (`…Cents`), a safe integer; never a float;
 * - a decimal price (`price`) is exchange decimal odds with at most two decimals (2.5, 1.01, 1000);
 * - a rate (`rate`) is an integer in "paise": profit per 100 staked (rate 50 ⇔ decimal 1.50);
 * - a run line (`line`) is an integer number of runs.
 */

/** Side of an exchange or bookmaker bet. */
export type Side = 'BACK' | 'LAY';

/** Side of a session (fancy) bet: YES is the back side, NO the lay side. */
export type SessionSide = 'YES' | 'NO';

/** A match-odds (exchange) bet at a decimal price. */
export interface OddsBet {
  side: Side;
  selectionId: number;
  /** Decimal odds, e.g. 2.5; at most two decimals. */
  price: number;
  stakeCents: number;
}

/** A bookmaker bet at a rate in paise (decimal = 1 + rate/100). */
export interface RateBet {
  side: Side;
  selectionId: number;
  /** Integer profit per 100 staked (50 ⇔ 1.50). */
  rate: number;
  stakeCents: number;
}

/** A fancy/session bet on the runs of a session: YES wins when runs ≥ line, NO when runs < line. */
export interface SessionBet {
  side: SessionSide;
  /** Integer run line. */
  line: number;
  /** Integer rate in paise; 100 = even money. */
  rate: number;
  stakeCents: number;
}

/** A khado bet (back only): wins when line ≤ runs ≤ line + range − 1. */
export interface KhadoBet {
  line: number;
  /** Width N of the winning range (N ≥ 1), from the market name suffix "-N". */
  range: number;
  rate: number;
  stakeCents: number;
}

/** A meter bet: P/L scales with the distance between the final runs and the line. */
export interface MeterBet {
  side: SessionSide;
  line: number;
  rate: number;
  stakeCents: number;
}

/**
 * A decimal-odds fancy bet (fancy1): BACK is a bet that the proposition happens (YES), LAY that it
 * does not. oddEven and cricketCasino are decimal-odds books over several outcomes: use the
 * match-odds functions with one selection id per outcome (odd/even, digits 0–9).
 */
export interface DecimalFancyBet {
  side: Side;
  price: number;
  stakeCents: number;
}

/** What a single bet can win and lose, both ≥ 0 cents (the slip's "profit" and "liability"). */
export interface BetAmounts {
  winCents: number;
  lossCents: number;
}

/** One row of a run-amount ladder: the P/L of all the user's bets if the session ends on `run`. */
export interface LadderRow {
  run: number;
  pnlCents: number;
}

/** One settled bet: its signed result (win > 0, loss < 0, void 0). */
export interface SettledBet<B> {
  bet: B;
  resultCents: number;
}

/** Settlement of a market's bets: one result per bet, in input order, and their sum. */
export interface Settlement<B> {
  bets: SettledBet<B>[];
  totalCents: number;
  /** True when the market was voided (no result): every result is 0. */
  voided: boolean;
}
