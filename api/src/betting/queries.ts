/** What a player reads about their bets: lists, positions, run ladders, My Market. */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  betKindOf,
  type MarketPosition,
  type MyMarketRow,
  type RunAmount,
  type RunAmountRow,
} from '@backlay/shared/api';
import type { Book } from '@backlay/shared/betting';
import type { MarketType, SessionProfitLoss } from '@backlay/shared/sports';
import type { Db } from '../db/client.js';
import { betMarkets, betOrders, bets, marketExposures } from '../db/schema.js';
import { badRequest, notFound } from '../errors.js';
import { centsToNumber, toCents } from '../wallet/money.js';
import { bookBetOf, bookOf, OPEN, placedBetOf, SESSION_TYPES, type BetMarketRow, type BetRow } from './rows.js';

interface OpenBook {
  market: BetMarketRow;
  rows: BetRow[];
  book: Book;
}

/** The player's open books on a match (or on the given markets), in market order of first bet. */
export async function openBooks(
  db: Db,
  userId: string,
  filter: { matchId?: string; marketIds?: string[] },
): Promise<OpenBook[]> {
  const conditions = [eq(bets.userId, userId), inArray(bets.result, [...OPEN]), isNull(bets.deleteReason)];
  if (filter.matchId !== undefined) conditions.push(eq(bets.matchId, filter.matchId));
  if (filter.marketIds !== undefined) {
    if (filter.marketIds.length === 0) return [];
    conditions.push(inArray(bets.marketId, filter.marketIds));
  }
  const rows = await db
    .select()
    .from(bets)
    .where(and(...conditions))
    .orderBy(asc(bets.seq));
  if (rows.length === 0) return [];
  const marketIds = [...new Set(rows.map((r) => r.marketId))];
  const markets = await db.select().from(betMarkets).where(inArray(betMarkets.id, marketIds));
  const byId = new Map(markets.map((m) => [m.id, m]));
  return marketIds.flatMap((id) => {
    const market = byId.get(id);
    if (!market) return [];
    const mine = rows.filter((r) => r.marketId === id);
    return [{ market, rows: mine, book: bookOf(market, mine.map(bookBetOf)) }];
  });
}

const ladderRows = (b: Book): RunAmountRow[] =>
  b.ladder.map((r) => ({ run: r.run, profitLoss: centsToNumber(r.pnlCents) }));

export function positionOf(ob: OpenBook): MarketPosition {
  return {
    betId: ob.market.id,
    matchId: ob.market.matchId,
    marketType: ob.market.type as MarketType,
    runners: Object.fromEntries([...ob.book.runners].map(([id, cents]) => [String(id), centsToNumber(cents)])),
    ladder: ladderRows(ob.book),
    exposure: centsToNumber(ob.book.exposureCents),
    totalBet: ob.rows.length,
  };
}

export async function runAmount(
  db: Db,
  userId: string,
  marketId: string,
  matchId: string,
  meter: boolean,
): Promise<RunAmount> {
  const [market] = await db.select().from(betMarkets).where(eq(betMarkets.id, marketId));
  if (!market) throw notFound('You have no bets on that session.');
  if (market.matchId !== matchId) throw badRequest('That session is not part of this match.');
  if ((market.type === 'meter') !== meter) {
    throw badRequest(meter ? 'That session is not a meter session.' : 'Meter sessions have their own run-amount call.');
  }
  const [ob] = await openBooks(db, userId, { marketIds: [marketId] });
  if (ob && ob.book.family !== 'line' && ob.book.family !== 'meter' && ob.book.family !== 'khado') {
    throw badRequest('Run amounts exist for run-line sessions only.');
  }
  return {
    betId: marketId,
    matchId,
    profitLoss: ob ? ladderRows(ob.book) : [],
    maxLoss: ob ? centsToNumber(ob.book.exposureCents) : 0,
    betPlaced: ob ? ob.rows.map(placedBetOf).reverse() : [],
  };
}

/** Spec "profitLossDataSession": per session, max loss, bet count and the run → P/L map. */
export async function sessionProfitLoss(db: Db, userId: string, matchId: string): Promise<SessionProfitLoss[]> {
  const books = await openBooks(db, userId, { matchId });
  return books
    .filter((ob) => SESSION_TYPES.has(ob.market.type))
    .map((ob) => ({
      betId: ob.market.id,
      maxLoss: centsToNumber(ob.book.exposureCents),
      totalBet: ob.rows.length,
      profitLoss: Object.fromEntries(
        ob.book.ladder.length > 0
          ? ob.book.ladder.map((r) => [String(r.run), centsToNumber(r.pnlCents)])
          : [...ob.book.runners].map(([id, cents]) => [String(id), centsToNumber(cents)]),
      ),
    }));
}

/** Match detail's teamRates (`${marketId}_${selectionId}` → P/L) and profitLossDataMatch (market worst case). */
export async function matchPositions(db: Db, userId: string, matchId: string) {
  const books = await openBooks(db, userId, { matchId });
  const teamRates: Record<string, number> = {};
  const profitLossDataMatch: Record<string, number> = {};
  for (const ob of books) {
    if (SESSION_TYPES.has(ob.market.type)) continue;
    for (const [id, cents] of ob.book.runners) teamRates[`${ob.market.id}_${id}`] = centsToNumber(cents);
    profitLossDataMatch[`${ob.market.id}_profitLoss_${matchId}`] = -centsToNumber(ob.book.exposureCents);
  }
  return { teamRates, profitLossDataMatch, profitLossDataSession: await sessionProfitLoss(db, userId, matchId) };
}

/**
 * `beventOf`: the other provider's event id of a match (the feed's), for rows whose bets do not
 * carry it (placed through the database's place_bet, which does not store it; orders not matched).
 */
export async function myMarket(
  db: Db,
  userId: string,
  beventOf: (matchId: string) => string | null = () => null,
): Promise<MyMarketRow[]> {
  const books = await openBooks(db, userId, {});
  // Markets where orders wait unmatched count too, with what those orders reserve.
  const waiting = await db
    .select({
      marketId: betOrders.marketId,
      matchId: betOrders.matchId,
      marketType: betOrders.marketType,
      marketName: betOrders.marketName,
      eventName: betOrders.eventName,
      eventType: betOrders.eventType,
      orders: sql<number>`count(*)::int`,
      reserved: sql<string>`sum(${betOrders.reserved})::text`,
    })
    .from(betOrders)
    .where(and(eq(betOrders.userId, userId), eq(betOrders.status, 'OPEN')))
    .groupBy(
      betOrders.marketId,
      betOrders.matchId,
      betOrders.marketType,
      betOrders.marketName,
      betOrders.eventName,
      betOrders.eventType,
    );
  if (books.length === 0 && waiting.length === 0) return [];
  const reserved =
    books.length === 0
      ? []
      : await db
          .select()
          .from(marketExposures)
          .where(
            and(
              eq(marketExposures.userId, userId),
              inArray(
                marketExposures.marketId,
                books.map((b) => b.market.id),
              ),
            ),
          );
  const exposureOf = new Map(reserved.map((r) => [r.marketId, toCents(r.exposure)]));
  const ordersOn = new Map(waiting.map((w) => [w.marketId, w]));
  const rows: MyMarketRow[] = books.map((ob) => {
    const first = ob.rows[0]!;
    const orders = ordersOn.get(ob.market.id);
    ordersOn.delete(ob.market.id);
    return {
      eventType: first.eventType as MyMarketRow['eventType'],
      eventName: first.eventName,
      matchId: ob.market.matchId,
      beventId: first.beventId ?? beventOf(ob.market.matchId),
      betId: ob.market.id,
      groupedmarkettype: ob.market.name,
      marketType: ob.market.type,
      trade: ob.rows.length,
      unmatched: orders?.orders ?? 0,
      exposure: centsToNumber((exposureOf.get(ob.market.id) ?? 0) + (orders ? toCents(orders.reserved) : 0)),
      kind: first.kind as MyMarketRow['kind'],
    };
  });
  for (const w of ordersOn.values()) {
    rows.push({
      eventType: w.eventType as MyMarketRow['eventType'],
      eventName: w.eventName,
      matchId: w.matchId,
      beventId: beventOf(w.matchId),
      betId: w.marketId,
      groupedmarkettype: w.marketName,
      marketType: w.marketType,
      trade: 0,
      unmatched: w.orders,
      exposure: centsToNumber(toCents(w.reserved)),
      kind: betKindOf(w.marketType as MarketType),
    });
  }
  return rows.sort((a, b) => a.eventName.localeCompare(b.eventName) || a.betId.localeCompare(b.betId));
}
