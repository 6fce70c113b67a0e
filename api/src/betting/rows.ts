import { OPEN_RESULTS, type BetKind, type BetResult, type BetSide, type PlacedBet } from '@backlay/shared/api';
import {
  book,
  ResultMismatchError,
  settleBets,
  type Book,
  type BookBet,
  type BookMarket,
} from '@backlay/shared/betting';
import {
  cardExposure,
  cardPositions,
  cardTable,
  settleCardBets,
  type CardBookBet,
  type CardTableDefinition,
} from '@backlay/shared/cards';
import type { MarketResult, MarketType, PriceKind } from '@backlay/shared/sports';
import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { bets, type betMarkets } from '../db/schema.js';
import { centsToNumber, toCents } from '../wallet/money.js';

export type BetRow = typeof bets.$inferSelect;
export type BetMarketRow = typeof betMarkets.$inferSelect;
/** A market as settlement remembers it (bet_markets), without its bookkeeping. */
export type MarketMeta = Omit<BetMarketRow, 'createdAt'>;

/** Open bet results (PENDING, UNDECLARE), as the spec names them. */
export const OPEN = OPEN_RESULTS;

/** A player's open bets on one market: not settled, not deleted. */
export function openBetsOn(userId: string, marketId: string): SQL {
  return and(
    eq(bets.userId, userId),
    eq(bets.marketId, marketId),
    inArray(bets.result, [...OPEN]),
    isNull(bets.deleteReason),
  )!;
}

/**
 * Advisory-lock key space of markets: placements take a market's lock shared, a declaration or
 * undeclare takes it exclusively (pg_advisory_xact_lock(space, hashtext(marketId))).
 */
export const MARKET_LOCK_SPACE = 7_301;

export function bookMarketOf(row: MarketMeta): BookMarket {
  return {
    type: row.type as MarketType,
    priceKind: row.priceKind as PriceKind,
    selectionIds: row.selectionIds,
    range: row.range,
  };
}

/** The table of a card round's market (its match id is the table code). */
export function cardTableOf(row: MarketMeta): CardTableDefinition {
  const def = cardTable(row.matchId);
  if (!def) throw new Error(`card market ${row.id} names no table (${row.matchId})`);
  return def;
}

function cardBetOf(bet: BookBet): CardBookBet {
  return {
    side: bet.side === 'LAY' || bet.side === 'NO' ? 'LAY' : 'BACK',
    selectionId: bet.selectionId,
    odds: bet.odds,
    stakeCents: bet.stakeCents,
  };
}

/** A player's reservation on a market from their open bets on it (every family, card rounds too). */
export function exposureOf(row: MarketMeta, openBets: readonly BookBet[]): number {
  // A provider casino round reserves what was debited: its stake.
  if (row.type === 'casino') return openBets.reduce((sum, b) => sum + b.stakeCents, 0);
  return row.type === 'card'
    ? cardExposure(cardTableOf(row), openBets.map(cardBetOf))
    : book(bookMarketOf(row), openBets).exposureCents;
}

/** A player's book on a market: card rounds show each row's position like a runner book. */
export function bookOf(row: BetMarketRow, openBets: readonly BookBet[]): Book {
  if (row.type === 'casino')
    return { family: 'odds', runners: new Map(), ladder: [], exposureCents: exposureOf(row, openBets) };
  if (row.type !== 'card') return book(bookMarketOf(row), openBets);
  const def = cardTableOf(row);
  const cardBets = openBets.map(cardBetOf);
  return {
    family: 'odds',
    runners: cardPositions(def, cardBets),
    ladder: [],
    exposureCents: cardExposure(def, cardBets),
  };
}

/** Each bet's signed result in cents for a result; throws ResultMismatchError when it does not fit. */
export function settleRows(row: BetMarketRow, rows: readonly BookBet[], result: MarketResult): number[] {
  // Only the provider settles its rounds, through the wallet calls (casino/wallet.ts).
  if (row.type === 'casino') throw new ResultMismatchError('provider casino rounds are settled by the provider');
  if (row.type !== 'card') return settleBets(bookMarketOf(row), rows, result);
  if (result.type === 'void') return rows.map(() => 0);
  if (result.type !== 'card') throw new ResultMismatchError(`a ${result.type} result cannot settle a card round`);
  const def = cardTableOf(row);
  if (result.gameType !== def.code || row.id !== cardMarketId(def.code, result.mid)) {
    throw new ResultMismatchError(`the result of ${result.gameType} round ${result.mid} is not this round's`);
  }
  return settleCardBets(def, result.dealt, rows.map(cardBetOf));
}

/** The market id of a card round. */
export function cardMarketId(code: string, mid: string): string {
  return `card:${code}:${mid}`;
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
    eventType: row.eventType as PlacedBet['eventType'],
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
