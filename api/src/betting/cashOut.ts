/**
 * Cash out: the player's quoted opposite bet, placed as an ordinary bet through the placement path
 * (the in-play hold, the price re-check, the reservation and the record in one transaction), and
 * only while it is still the bet that levels their position.
 *
 * The quote is worked out again here from the player's open bets and the prices on offer; a quote
 * the player saw that is no longer the one on offer is refused with the new price (`QUOTE_CHANGED`).
 * At commit, holding the player's book on the market, the levelling stake is worked out once more
 * from the open bets at the quoted price: a bet that landed in between (a second cash out, a bet
 * from another tab) refuses this one (`POSITION_CHANGED`), so two cash outs never both go through.
 */
import { betKindOf, type CashOutRequest, type PlaceBetRequest } from '@backlay/shared/api';
import {
  bookFamily,
  cashOutQuote,
  type BookMarket,
  type CashOutBet,
  type CashOutPrices,
} from '@backlay/shared/betting';
import type { Market } from '@backlay/shared/sports';
import type { AppContext } from '../context.js';
import { rejected } from './errors.js';
import { requestHash, stakeCentsOf, type PlaceOutcome } from './place.js';
import type { OpenBet } from './positions.js';

/** The best back and lay price of each runner that can be bet on now. */
export function offeredPrices(market: Market): CashOutPrices[] {
  return market.runners.map((r) => {
    const active = r.status === 'ACTIVE';
    return {
      selectionId: r.selectionId,
      back: active ? (r.ex.availableToBack[0]?.price ?? null) : null,
      lay: active ? (r.ex.availableToLay[0]?.price ?? null) : null,
    };
  });
}

function describe(bet: CashOutBet): string {
  return `${bet.side === 'LAY' ? 'lay' : 'back'} ${(bet.stakeCents / 100).toFixed(2)} at ${bet.odds}`;
}

export async function cashOut(
  ctx: AppContext,
  userId: string,
  body: CashOutRequest,
  sessionId: string | null,
): Promise<PlaceOutcome> {
  const { placement } = ctx.betting;
  const found = ctx.feed.market(body.marketId);
  if (!found || found.matchId !== body.matchId)
    throw rejected('MARKET_NOT_FOUND', 'That market is not open for betting.');
  const kind = betKindOf(found.market.type);
  const family = bookFamily(found.market.type, found.market.priceKind);
  if (kind !== 'matchBetting' || (family !== 'odds' && family !== 'bookmaker'))
    throw rejected('CASH_OUT_UNAVAILABLE', 'Cash out is offered on match odds and bookmaker markets.');
  const bet: PlaceBetRequest = {
    idempotencyKey: body.idempotencyKey,
    matchId: body.matchId,
    betId: body.marketId,
    selectionId: body.selectionId,
    betType: body.betType,
    odds: body.odds,
    stake: body.stake,
    acceptBetterOdds: true,
  };
  const stakeCents = stakeCentsOf(body.stake);
  const asked = (b: CashOutBet) =>
    b.selectionId === body.selectionId && b.side === body.betType && b.stakeCents === stakeCents;

  // A retry of a cash out that went through is answered with its bet, whatever the book is now.
  return placement.answeringRetries(userId, body.idempotencyKey, requestHash(kind, bet), async () => {
    const { market } = ctx.feed.market(body.marketId) ?? found;
    if (market.status !== 'OPEN' || market.result !== null)
      throw rejected(
        'MARKET_SUSPENDED',
        `${market.name} is ${market.status.toLowerCase()}: cash out is not offered now.`,
      );
    const bookMarket: BookMarket = {
      type: market.type,
      priceKind: market.priceKind,
      selectionIds: market.runners.map((r) => r.selectionId),
      range: null,
    };
    const limits = { minStakeCents: market.minBet * 100, maxStakeCents: market.maxBet * 100 };
    const percent = body.percent;
    const answer = cashOutQuote(
      bookMarket,
      await placement.openBets(userId, market.id),
      offeredPrices(market),
      percent,
      limits,
    );
    if (!answer.ok) throw rejected('CASH_OUT_UNAVAILABLE', answer.message);
    const quoted = answer.quote.bet;
    if (!asked(quoted) || quoted.odds !== body.odds)
      throw rejected('QUOTE_CHANGED', `The cash-out quote has changed: ${describe(quoted)}.`, { odds: quoted.odds });

    const recheck = (open: readonly OpenBet[]) => {
      const at: CashOutPrices[] = [
        {
          selectionId: quoted.selectionId,
          back: quoted.side === 'BACK' ? quoted.odds : null,
          lay: quoted.side === 'LAY' ? quoted.odds : null,
        },
      ];
      const again = cashOutQuote(bookMarket, open, at, percent, limits);
      if (!again.ok || !asked(again.quote.bet))
        throw rejected(
          'POSITION_CHANGED',
          'Your bets on this market changed while cashing out. Check the quote and try again.',
        );
    };
    return placement.place(userId, kind, bet, sessionId, recheck);
  });
}
