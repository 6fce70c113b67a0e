/**
 * Reports over a player's settled bets. A settled bet (WIN, LOSS or TIE, not deleted) carries the
 * P/L its live settlement posted, so sums over bets reconcile with the win and loss entries of the
 * ledger (invariant "market money in the ledger equals its live settlements"); a market's
 * commission is its live commission row, as the commission entries (invariant "commission in the
 * ledger equals the live commissions").
 */
import { and, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { BetEventType, ProfitLossMarket, ProfitLossReport, ProfitLossSport } from '@backlay/shared/api';
import type { Db } from '../db/client.js';
import { bets, marketCommissions } from '../db/schema.js';
import { centsToNumber, toCents } from '../wallet/money.js';

export const SETTLED_RESULTS = ['WIN', 'LOSS', 'TIE'] as const;

export interface ProfitLossRange {
  /** The first day, YYYY-MM-DD (as the client sent it). */
  from: string;
  /** The last day, YYYY-MM-DD, inclusive. */
  to: string;
  /** Start of `from` (UTC). */
  start: Date;
  /** Start of the day after `to` (UTC): settlements before it count. */
  end: Date;
  eventType?: BetEventType;
}

const money = (text: string | null | undefined): number => centsToNumber(toCents(text ?? '0'));

/**
 * The profit/loss report: the player's settled bets whose settlement falls in [start, end), by
 * market, by sport and in total. Every sum is taken by the database over numeric(18,2) values in
 * one statement (grouping sets), so the three levels always describe the same bets.
 */
export async function profitLossReport(db: Db, userId: string, range: ProfitLossRange): Promise<ProfitLossReport> {
  const where = and(
    eq(bets.userId, userId),
    inArray(bets.result, [...SETTLED_RESULTS]),
    isNull(bets.deleteReason),
    gte(bets.settledAt, range.start),
    lt(bets.settledAt, range.end),
    range.eventType ? eq(bets.eventType, range.eventType) : undefined,
  );
  const rows = await db
    .select({
      // 0 when the row is grouped by that column, 1 when the column is rolled up.
      byMarket: sql<number>`grouping(${bets.marketId})::int`,
      bySport: sql<number>`grouping(${bets.eventType})::int`,
      eventType: bets.eventType,
      marketId: bets.marketId,
      matchId: sql<string | null>`max(${bets.matchId})`,
      eventName: sql<string | null>`max(${bets.eventName})`,
      marketName: sql<string | null>`max(${bets.marketName})`,
      marketType: sql<string | null>`max(${bets.marketType})`,
      markets: sql<number>`count(distinct ${bets.marketId})::int`,
      bets: sql<number>`count(*)::int`,
      stake: sql<string | null>`sum(${bets.stake})::text`,
      profitLoss: sql<string | null>`sum(${bets.profitLoss})::text`,
      // ISO text straight from the database: the same on every driver.
      settledAt: sql<
        string | null
      >`to_char(max(${bets.settledAt}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    })
    .from(bets)
    .where(where)
    .groupBy(sql`grouping sets ((${bets.eventType}, ${bets.marketId}), (${bets.eventType}), ())`);

  // The live commission of each market in the report (one per market at most: one live result).
  const marketIds = rows.filter((r) => Number(r.byMarket) === 0).map((r) => r.marketId);
  const taken =
    marketIds.length === 0
      ? []
      : await db
          .select({ marketId: marketCommissions.marketId, amount: marketCommissions.amount })
          .from(marketCommissions)
          .where(
            and(
              eq(marketCommissions.userId, userId),
              inArray(marketCommissions.marketId, marketIds),
              eq(marketCommissions.reversed, false),
            ),
          );
  const commissionOf = new Map(taken.map((t) => [t.marketId, toCents(t.amount)]));
  const commissionBySport = new Map<string, number>();
  let commissionTotal = 0;
  for (const row of rows) {
    if (Number(row.byMarket) !== 0) continue;
    const cents = commissionOf.get(row.marketId) ?? 0;
    commissionBySport.set(row.eventType, (commissionBySport.get(row.eventType) ?? 0) + cents);
    commissionTotal += cents;
  }

  const markets: ProfitLossMarket[] = [];
  const sports: ProfitLossSport[] = [];
  let total: ProfitLossReport['total'] = { markets: 0, bets: 0, stake: 0, profitLoss: 0, commission: 0 };
  for (const row of rows) {
    const counts = { bets: Number(row.bets), stake: money(row.stake), profitLoss: money(row.profitLoss) };
    if (Number(row.byMarket) === 0) {
      markets.push({
        eventType: row.eventType as BetEventType,
        matchId: row.matchId ?? '',
        eventName: row.eventName ?? '',
        marketId: row.marketId,
        marketName: row.marketName ?? '',
        marketType: row.marketType ?? '',
        ...counts,
        commission: centsToNumber(commissionOf.get(row.marketId) ?? 0),
        settledAt: row.settledAt ?? '',
      });
    } else if (Number(row.bySport) === 0) {
      sports.push({
        eventType: row.eventType as BetEventType,
        markets: Number(row.markets),
        ...counts,
        commission: centsToNumber(commissionBySport.get(row.eventType) ?? 0),
      });
    } else {
      total = { markets: Number(row.markets), ...counts, commission: centsToNumber(commissionTotal) };
    }
  }
  sports.sort((a, b) => b.bets - a.bets || (a.eventType < b.eventType ? -1 : a.eventType > b.eventType ? 1 : 0));
  // ISO texts of one format order as their instants do.
  markets.sort((a, b) =>
    a.settledAt < b.settledAt
      ? 1
      : a.settledAt > b.settledAt
        ? -1
        : a.marketId < b.marketId
          ? -1
          : a.marketId > b.marketId
            ? 1
            : 0,
  );
  return {
    from: range.from,
    to: range.to,
    sports,
    markets,
    total,
  };
}
