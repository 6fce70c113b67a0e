/**
 * One-click betting: with it on, a price click places a bet of the player's one-click stake at
 * that price at once, without the slip. A toast says what is being placed (and the in-play delay),
 * then the result: the slip's confirmation, or the refusal in the server's words. On a ladder
 * market it is an order, as from the slip: what the size on offer takes matches, the rest waits
 * (cancelled at the in-play turn, the server's default) and the toast says so.
 */
import { betKindOf } from '@backlay/shared/api';
import { newIdempotencyKey, placeBet, placeOrder } from '@backlay/shared/betting';
import type { HostApi } from '@backlay/shared/contract';
import { formatPrice } from '../../lib/format.js';
import type { MarketInfo } from '../live/selectors.js';
import type { SlipTarget } from './betting.js';
import { formatAmount } from './money.js';
import { betSideOf } from './outcomes.js';
import { confirmation, placeRequest, priceWords, refusalOf, SIDE_WORDS } from './placement.js';
import { orderRequest, orderWords, takesOrders } from './orders.js';
import { checkSlip } from './slipCheck.js';

/** How long the 'Placing' toast shows beyond the in-play delay. */
export const PLACING_TOAST_MS = 1_500;

export type OneClickResult = 'placed' | 'refused' | 'not-sent';

export interface OneClickBet {
  host: Pick<HostApi, 'http' | 'toast'>;
  matchId: string;
  info: MarketInfo;
  target: Omit<SlipTarget, 'openId'>;
  /** Currency units. */
  stake: number;
  acceptBetterOdds: boolean;
}

/** "Back Team A at 2.5, stake 100". */
export function oneClickWords(info: MarketInfo, target: Omit<SlipTarget, 'openId'>, stake: number): string {
  const side = SIDE_WORDS[betSideOf(target.side, info.priceKind)] ?? target.side;
  const runner = info.runners.find((r) => r.selectionId === target.selectionId)?.name ?? info.name;
  return `${side} ${runner} at ${priceWords(target.price, target.rate, info.priceKind)}, stake ${formatAmount(stake)}`;
}

/**
 * Places one bet; every click is its own bet with its own idempotency key. A stake outside the
 * market's limits is not sent: the toast says why.
 */
export async function placeOneClick({
  host,
  matchId,
  info,
  target,
  stake,
  acceptBetterOdds,
}: OneClickBet): Promise<OneClickResult> {
  const words = oneClickWords(info, target, stake);
  const check = checkSlip({
    priceText: formatPrice(target.price, info.priceKind),
    stakeText: String(stake),
    priceKind: info.priceKind,
    minBet: info.minBet,
    maxBet: info.maxBet,
  });
  if (check.stakeError !== null || check.stakeCents === null || check.price === null) {
    host.toast.show(
      `One-click bet not placed (${words}): ${check.stakeError ?? check.priceError ?? ''}`.trim(),
      'error',
    );
    return 'not-sent';
  }
  const body = placeRequest({
    matchId,
    info,
    selectionId: target.selectionId,
    betType: betSideOf(target.side, info.priceKind),
    odds: check.price,
    rate: target.rate,
    stakeCents: check.stakeCents,
    acceptBetterOdds,
    idempotencyKey: newIdempotencyKey(),
  });
  const delay = info.betDelay > 0 ? ` (in-play delay ${info.betDelay} s)` : '';
  // Shown while the bet is held for the in-play delay, not only the app's usual 1.5 s.
  host.toast.show(`Placing: ${words}${delay}…`, 'info', PLACING_TOAST_MS + info.betDelay * 1_000);
  try {
    if (takesOrders(info)) {
      const order = orderRequest({
        matchId,
        marketId: info.id,
        selectionId: target.selectionId,
        betType: body.betType === 'LAY' ? 'LAY' : 'BACK',
        odds: check.price,
        stakeCents: check.stakeCents,
        idempotencyKey: body.idempotencyKey,
        inPlay: null,
      });
      const response = await placeOrder(host.http, order, { silent: true });
      host.toast.show(orderWords(response.data), 'success');
      return 'placed';
    }
    const response = await placeBet(host.http, betKindOf(info.type), body, { silent: true });
    host.toast.show(confirmation(response.data.bet, info.priceKind), 'success');
    return 'placed';
  } catch (error) {
    host.toast.show(`Not placed: ${words}. ${refusalOf(error).message}`, 'error');
    return 'refused';
  }
}
