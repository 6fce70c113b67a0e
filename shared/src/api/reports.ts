/**
 * The profit/loss report (`GET /report/profitLoss`): settled bets over a date range, by sport and
 * by market, read straight from the bets and their settlements (each bet's P/L is exactly what the
 * ledger posted for it).
 */
import type { BetEventType } from './bets.js';

export interface ProfitLossQuery {
  /** First day (YYYY-MM-DD, the server's UTC day), inclusive. */
  from: string;
  /** Last day (YYYY-MM-DD), inclusive. */
  to: string;
  /** Only this sport (or `card`, `casino`). */
  eventType?: BetEventType;
  /**
   * The player's offset from UTC in minutes (east positive, e.g. 330 for India): the days are the
   * player's local days. Default 0 (UTC days).
   */
  utcOffset?: number;
}

/** One market the player had settled bets on in the range. */
export interface ProfitLossMarket {
  eventType: BetEventType;
  matchId: string;
  eventName: string;
  /** The market's id: the bets behind the row are `GET /bet?betId=eq{marketId}`. */
  marketId: string;
  marketName: string;
  marketType: string;
  bets: number;
  stake: number;
  /** Sum of the bets' settled P/L (wins positive). */
  profitLoss: number;
  /** When the last of its bets was settled (ISO). */
  settledAt: string;
}

export interface ProfitLossSport {
  eventType: BetEventType;
  markets: number;
  bets: number;
  stake: number;
  profitLoss: number;
}

export interface ProfitLossReport {
  from: string;
  to: string;
  /** By sport, largest activity first. */
  sports: ProfitLossSport[];
  /** By market, most recently settled first. */
  markets: ProfitLossMarket[];
  total: { markets: number; bets: number; stake: number; profitLoss: number };
}
