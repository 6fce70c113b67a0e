/**
 * The profit/loss report (`GET /report/profitLoss`): settled bets over a date range, by sport and
 * by market, read straight from the bets and their settlements (each bet's P/L is exactly what the
 * ledger posted for it).
 */
import type { Static } from 'typebox';
// Type-only: typebox stays out of the browser's first load.
import type { ProfitLossMarketSchema, ProfitLossReportSchema, ProfitLossSportSchema } from '../schemas/reports.js';
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
export type ProfitLossMarket = Static<typeof ProfitLossMarketSchema>;

export type ProfitLossSport = Static<typeof ProfitLossSportSchema>;

export type ProfitLossReport = Static<typeof ProfitLossReportSchema>;
