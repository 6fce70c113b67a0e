/**
 * One entry point over every market family: a player's book on a market (positions and exposure),
 * what one bet can win and lose, and settlement on a feed or operator result. The server reserves
 * and settles with these; the bet slip shows the same numbers.
 */

import type { MarketResult, MarketType, PriceKind } from '../sports/types.js';
import {
  bookmakerBetAmounts,
  bookmakerPositions,
  decimalFancyPositions,
  marketExposure,
  oddsBetAmounts,
  runnerPositions,
  settleBookmaker,
  settleDecimalFancy,
  settleOdds,
} from './odds.js';
import {
  khadoBetAmounts,
  khadoLadder,
  ladderExposure,
  meterLadder,
  sessionBetAmounts,
  sessionLadder,
  settleKhado,
  settleMeter,
  settleSession,
} from './session.js';
import type { BetAmounts, LadderRow } from './types.js';

/** How a market's bets are priced and settled. */
export type BookFamily = 'odds' | 'bookmaker' | 'line' | 'khado' | 'meter' | 'decimalFancy';

export interface BookMarket {
  type: MarketType;
  priceKind: PriceKind;
  /** Runner selection ids, in display order. */
  selectionIds: readonly number[];
  /** Khado: the width of the winning range. */
  range: number | null;
}

/** A bet as the book sees it: `odds` is the decimal price, bookmaker rate or run line. */
export interface BookBet {
  side: 'BACK' | 'LAY' | 'YES' | 'NO';
  selectionId: number;
  odds: number;
  /** Run-line families: the rate in paise (100 = even money). */
  rate: number | null;
  stakeCents: number;
}

export interface Book {
  family: BookFamily;
  /** Runner books: selection id → P/L in cents if it wins. Empty for ladder books. */
  runners: Map<number, number>;
  /** Ladder books: P/L in cents per final run (decimal fancy: run 1 = YES happens, 0 = NO). */
  ladder: LadderRow[];
  /** The worst case as a reservation (≥ 0 cents). */
  exposureCents: number;
}

export function bookFamily(type: MarketType, priceKind: PriceKind): BookFamily {
  if (type === 'khado') return 'khado';
  if (type === 'meter') return 'meter';
  if (type === 'fancy1') return 'decimalFancy';
  if (priceKind === 'rate') return 'bookmaker';
  if (priceKind === 'line') return 'line';
  return 'odds';
}

const backish = (side: BookBet['side']) => side === 'BACK' || side === 'YES';
const runnerSide = (side: BookBet['side']): 'BACK' | 'LAY' => (backish(side) ? 'BACK' : 'LAY');
const yesNo = (side: BookBet['side']): 'YES' | 'NO' => (backish(side) ? 'YES' : 'NO');

function rateOf(bet: BookBet): number {
  if (bet.rate === null) throw new RangeError('a run-line bet needs a rate');
  return bet.rate;
}

const asOdds = (b: BookBet) => ({
  side: runnerSide(b.side),
  selectionId: b.selectionId,
  price: b.odds,
  stakeCents: b.stakeCents,
});
const asRate = (b: BookBet) => ({
  side: runnerSide(b.side),
  selectionId: b.selectionId,
  rate: b.odds,
  stakeCents: b.stakeCents,
});
const asSession = (b: BookBet) => ({ side: yesNo(b.side), line: b.odds, rate: rateOf(b), stakeCents: b.stakeCents });
const asKhado = (b: BookBet, range: number) => ({ line: b.odds, range, rate: rateOf(b), stakeCents: b.stakeCents });
const asFancy = (b: BookBet) => ({ side: runnerSide(b.side), price: b.odds, stakeCents: b.stakeCents });

function khadoRange(market: BookMarket): number {
  if (market.range === null || market.range < 1) throw new RangeError('a khado market needs a range ≥ 1');
  return market.range;
}

/** What one bet wins and loses on its own (the slip's profit and liability). */
export function betAmounts(market: BookMarket, bet: BookBet): BetAmounts {
  switch (bookFamily(market.type, market.priceKind)) {
    case 'odds':
    case 'decimalFancy':
      return oddsBetAmounts(asOdds(bet));
    case 'bookmaker':
      return bookmakerBetAmounts(asRate(bet));
    case 'line':
    case 'meter':
      return sessionBetAmounts(asSession(bet));
    case 'khado':
      return khadoBetAmounts(asKhado(bet, khadoRange(market)));
  }
}

/** The player's book on a market from their open bets on it. */
export function book(market: BookMarket, bets: readonly BookBet[]): Book {
  const family = bookFamily(market.type, market.priceKind);
  switch (family) {
    case 'odds': {
      const runners = runnerPositions(market.selectionIds, bets.map(asOdds));
      return { family, runners, ladder: [], exposureCents: marketExposure(runners) };
    }
    case 'bookmaker': {
      const runners = bookmakerPositions(market.selectionIds, bets.map(asRate));
      return { family, runners, ladder: [], exposureCents: marketExposure(runners) };
    }
    case 'decimalFancy': {
      const p = decimalFancyPositions(bets.map(asFancy));
      const ladder =
        bets.length === 0
          ? []
          : [
              { run: 0, pnlCents: p.noCents },
              { run: 1, pnlCents: p.yesCents },
            ];
      return { family, runners: new Map(), ladder, exposureCents: ladderExposure(ladder) };
    }
    case 'line': {
      const ladder = sessionLadder(bets.map(asSession));
      return { family, runners: new Map(), ladder, exposureCents: ladderExposure(ladder) };
    }
    case 'meter': {
      const ladder = meterLadder(bets.map(asSession));
      return { family, runners: new Map(), ladder, exposureCents: ladderExposure(ladder) };
    }
    case 'khado': {
      const range = khadoRange(market);
      const ladder = khadoLadder(bets.map((b) => asKhado(b, range)));
      return { family, runners: new Map(), ladder, exposureCents: ladderExposure(ladder) };
    }
  }
}

/** Why a result cannot settle a market of this family. */
export class ResultMismatchError extends Error {}

/**
 * Each bet's signed result in cents (input order) for a result: a winner for runner books, final
 * runs for run-line books, YES/NO for decimal fancy; `void` returns every stake (all zeros).
 */
export function settleBets(market: BookMarket, bets: readonly BookBet[], result: MarketResult): number[] {
  const family = bookFamily(market.type, market.priceKind);
  if (result.type === 'void') return bets.map(() => 0);
  const mismatch = () => new ResultMismatchError(`a ${result.type} result cannot settle a ${market.type} market`);
  switch (family) {
    case 'odds':
    case 'bookmaker': {
      if (result.type !== 'winner') throw mismatch();
      if (!market.selectionIds.includes(result.selectionId))
        throw new ResultMismatchError(`runner ${result.selectionId} is not in the market`);
      const s =
        family === 'odds'
          ? settleOdds(bets.map(asOdds), result.selectionId)
          : settleBookmaker(bets.map(asRate), result.selectionId);
      return s.bets.map((b) => b.resultCents);
    }
    case 'decimalFancy': {
      if (result.type !== 'yesNo') throw mismatch();
      return settleDecimalFancy(bets.map(asFancy), result.outcome).bets.map((b) => b.resultCents);
    }
    case 'line':
    case 'meter': {
      if (result.type !== 'runs') throw mismatch();
      const s =
        family === 'line'
          ? settleSession(bets.map(asSession), result.runs)
          : settleMeter(bets.map(asSession), result.runs);
      return s.bets.map((b) => b.resultCents);
    }
    case 'khado': {
      if (result.type !== 'runs') throw mismatch();
      const range = khadoRange(market);
      return settleKhado(
        bets.map((b) => asKhado(b, range)),
        result.runs,
      ).bets.map((b) => b.resultCents);
    }
  }
}
