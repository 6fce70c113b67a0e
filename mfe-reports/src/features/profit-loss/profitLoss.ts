/**
 * The profit & loss report, `GET /report/profitLoss?from&to[&eventType]` (contract in
 * `@backlay/shared/api` reports.ts, call in `@backlay/shared/betting`).
 */
import type { BetEventType, ProfitLossMarket, ProfitLossQuery } from '@backlay/shared/api';
import { profitLossReport, toCents, toUnits } from '@backlay/shared/betting';
import {
  ALL,
  eventTypeLabel,
  formatDateTime,
  isDay,
  isEventTypeOption,
  localTime,
  type CsvColumn,
  type DateRange,
} from '../../ui/index.js';

export const fetchProfitLoss = profitLossReport;

/** What the player kept of a P/L once commission was taken (exact, in cents). */
export function netOf(row: { profitLoss: number; commission: number }): number {
  return toUnits(toCents(row.profitLoss) - toCents(row.commission));
}

export interface ProfitLossFilters extends DateRange {
  sport: BetEventType | typeof ALL;
}

export const PROFIT_LOSS_GUARDS = { from: isDay, to: isDay, sport: isEventTypeOption };

/** The player's offset from UTC (minutes east) on the report's first day: the report's days are local days. */
export function utcOffsetOn(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  return -localTime(y!, m!, d!).getTimezoneOffset();
}

export function profitLossQuery(filters: ProfitLossFilters): ProfitLossQuery {
  const utcOffset = utcOffsetOn(filters.from);
  return {
    from: filters.from,
    to: filters.to,
    ...(filters.sport !== ALL ? { eventType: filters.sport } : {}),
    ...(utcOffset !== 0 ? { utcOffset } : {}),
  };
}

/** Markets on one screen page (the report itself comes whole). */
export const MARKETS_PAGE_SIZE = 15;

export const MARKET_CSV: readonly CsvColumn<ProfitLossMarket>[] = [
  { header: 'Settled', value: (m) => formatDateTime(m.settledAt) },
  { header: 'Sport', value: (m) => eventTypeLabel(m.eventType) },
  { header: 'Event', value: (m) => m.eventName },
  { header: 'Market', value: (m) => m.marketName },
  { header: 'Bets', value: (m) => m.bets },
  { header: 'Stake', value: (m) => m.stake },
  { header: 'P/L', value: (m) => m.profitLoss },
  { header: 'Commission', value: (m) => m.commission },
  { header: 'Net', value: (m) => netOf(m) },
  { header: 'Market id', value: (m) => m.marketId },
];
