import { OPEN_RESULTS, type BetKind, type BetResult, type BetSide, type PlacedBet } from '@backlay/shared/api';
import type { BookBet, BookMarket } from '@backlay/shared/betting';
import type { MarketType, PriceKind, SportKey } from '@backlay/shared/sports';
import type { betMarkets, bets } from '../db/schema.js';
import { centsToNumber, toCents } from '../wallet/money.js';

export type BetRow = typeof bets.$inferSelect;
export type BetMarketRow = typeof betMarkets.$inferSelect;

/** Open bet results (PENDING, UNDECLARE), as the spec names them. */
export const OPEN = OPEN_RESULTS;

/**
 * Advisory-lock key space of markets: placements take a market's lock shared, a declaration or
 * undeclare takes it exclusively (pg_advisory_xact_lock(space, hashtext(marketId))).
 */
export const MARKET_LOCK_SPACE = 7_301;

export function bookMarketOf(row: BetMarketRow): BookMarket {
  return {
    type: row.type as MarketType,
    priceKind: row.priceKind as PriceKind,
    selectionIds: row.selectionIds,
    range: row.range,
  };
}

export function bookBetOf(row: BetRow): BookBet {
  return {
    side: row.side as BetSide,
    selectionId: row.selectionId,
    odds: Number(row.odds),
    rate: row.rate,
    stakeCents: toCents(row.stake),
  };
}

const money = (value: string) => centsToNumber(toCents(value));

export function placedBetOf(row: BetRow): PlacedBet {
  return {
    id: row.id,
    kind: row.kind as BetKind,
    matchId: row.matchId,
    betId: row.marketId,
    marketType: row.marketType as MarketType,
    marketName: row.marketName,
    eventName: row.eventName,
    eventType: row.eventType as SportKey,
    selectionId: row.selectionId,
    teamName: row.teamName,
    betType: row.side as BetSide,
    odds: Number(row.odds),
    requestedOdds: Number(row.requestedOdds),
    rate: row.rate,
    stake: money(row.stake),
    winAmount: money(row.winAmount),
    lossAmount: money(row.lossAmount),
    result: row.result as BetResult,
    profitLoss: row.profitLoss === null ? null : money(row.profitLoss),
    deleteReason: row.deleteReason,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt ? row.settledAt.toISOString() : null,
  };
}

/** Session families report through the session events; everything else through the match events. */
export const SESSION_TYPES: ReadonlySet<string> = new Set([
  'session',
  'overByover',
  'ballByBall',
  'oddEven',
  'fancy1',
  'khado',
  'meter',
  'cricketCasino',
]);
