/**
 * What the slip and the runner lines show about a book: the player's position per runner (or a
 * session's worst case) from the server, and the same numbers computed for "if this bet is
 * placed" with the shared betting math. All amounts are integer cents.
 */
import {
  OPEN_RESULTS,
  type BetRejection,
  type BetSide,
  type MarketPosition,
  type PlacedBet,
} from '@backlay/shared/api';
import {
  betAmounts,
  book,
  bookFamily,
  type BetAmounts,
  type Book,
  type BookBet,
  type BookMarket,
} from '@backlay/shared/betting';
import type { MarketType, PriceKind, SessionMeta } from '@backlay/shared/sports';
import type { Side } from '../../ui/PriceCell.js';
import { toCents } from './money.js';

/** What a runner line or a session row shows: P/L per runner, and the worst case of the book. */
export interface PositionView {
  /** Selection id → P/L in cents if that runner wins (runner books). */
  runners: ReadonlyMap<number, number>;
  /** Decimal fancy: P/L in cents if the proposition happens (shown beside its one runner). */
  yesCents: number | null;
  /** The book's worst case as a signed amount (≤ 0 cents). */
  worstCents: number;
}

/** The part of a market the betting math needs. */
export interface SlipMarket {
  id: string;
  type: MarketType;
  priceKind: PriceKind;
  session: SessionMeta | null;
  runners: readonly { selectionId: number }[];
}

export function bookMarketOf(market: SlipMarket): BookMarket {
  return {
    type: market.type,
    priceKind: market.priceKind,
    selectionIds: market.runners.map((r) => r.selectionId),
    range: market.session?.range ?? null,
  };
}

/** True for the families whose book is a run ladder (sessions): they show a worst case, not runners. */
export function isLadderBook(type: MarketType, priceKind: PriceKind): boolean {
  const family = bookFamily(type, priceKind);
  return family === 'line' || family === 'meter' || family === 'khado';
}

/** Run-line sessions bet YES/NO; everything else BACK/LAY. */
export function betSideOf(side: Side, priceKind: PriceKind): BetSide {
  if (priceKind === 'line') return side === 'back' ? 'YES' : 'NO';
  return side === 'back' ? 'BACK' : 'LAY';
}

const OPEN = new Set<string>(OPEN_RESULTS);

/** The player's open bets on one market, as the book sees them (deleted bets no longer count). */
export function openBookBets(bets: readonly PlacedBet[], marketId: string): BookBet[] {
  return bets
    .filter((b) => b.betId === marketId && OPEN.has(b.result) && b.deleteReason === null)
    .map((b) => ({
      side: b.betType,
      selectionId: b.selectionId,
      odds: b.odds,
      rate: b.rate,
      stakeCents: toCents(b.stake),
    }));
}

/** A server position in cents. */
export function positionView(position: MarketPosition): PositionView {
  const runners = new Map<number, number>();
  for (const [id, pnl] of Object.entries(position.runners)) runners.set(Number(id), toCents(pnl));
  const yes = position.marketType === 'fancy1' ? position.ladder.find((row) => row.run === 1) : undefined;
  return { runners, yesCents: yes ? toCents(yes.profitLoss) : null, worstCents: -toCents(position.exposure) || 0 };
}

/** A computed book in the same shape. */
export function bookView(b: Book): PositionView {
  const yes = b.family === 'decimalFancy' ? b.ladder.find((row) => row.run === 1) : undefined;
  return { runners: b.runners, yesCents: yes ? yes.pnlCents : null, worstCents: -b.exposureCents || 0 };
}

export interface WhatIfResult {
  view: PositionView;
  /** The candidate bet on its own: what it wins and what it can lose. */
  amounts: BetAmounts;
}

/**
 * The book if `candidate` joins the player's open bets on the market, or null when the numbers
 * cannot be computed (a stake too large for exact cents, a runner the market no longer has).
 */
export function whatIf(market: SlipMarket, current: readonly BookBet[], candidate: BookBet): WhatIfResult | null {
  const bookMarket = bookMarketOf(market);
  try {
    const amounts = betAmounts(bookMarket, candidate);
    return { view: bookView(book(bookMarket, [...current, candidate])), amounts };
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The error body of a refused placement, when that is what the server sent. */
export function asRejection(body: unknown): BetRejection | null {
  if (!isRecord(body) || typeof body.message !== 'string' || typeof body.code !== 'string') return null;
  const current = isRecord(body.current) && typeof body.current.odds === 'number' ? body.current : null;
  return {
    statusCode: typeof body.statusCode === 'number' ? body.statusCode : 0,
    message: body.message,
    code: body.code as BetRejection['code'],
    current: current
      ? {
          odds: current.odds as number,
          ...(typeof current.ratePercent === 'number' ? { ratePercent: current.ratePercent } : {}),
        }
      : null,
  };
}

/** A server error body's message, if it has one. */
export function messageOf(body: unknown): string | null {
  return isRecord(body) && typeof body.message === 'string' && body.message.trim() !== '' ? body.message : null;
}
