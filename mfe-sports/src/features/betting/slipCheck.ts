/**
 * The bet slip's checks in the player's words: the shared validators decide, these messages
 * explain (in currency units, never cents).
 */
import { validatePrice, validateStake, type StakeLimits } from '@backlay/shared/betting';
import { MAX_PRICE, MIN_PRICE, nearestTick, type PriceKind } from '@backlay/shared/sports';
import { formatPrice } from '../../lib/format.js';
import { formatAmount, parsePrice, parseStake, toCents } from './money.js';

export interface SlipCheck {
  /** The price to send, or null while the typed one is not valid. */
  price: number | null;
  priceError: string | null;
  /** The stake in cents, or null while none (or no valid one) is typed. */
  stakeCents: number | null;
  /** Null also while the stake is empty: nothing to complain about yet. */
  stakeError: string | null;
}

export function stakeLimits(minBet: number, maxBet: number): StakeLimits {
  return {
    ...(minBet > 0 ? { minCents: toCents(minBet) } : {}),
    ...(maxBet > 0 ? { maxCents: toCents(maxBet) } : {}),
  };
}

/** A typed price: the price to send, or why it cannot be sent (also the new price of an order). */
export function checkPrice(text: string, kind: PriceKind): { price: number | null; error: string | null } {
  const price = parsePrice(text);
  if (price === null)
    return { price: null, error: kind === 'decimal' ? 'Enter a price, for example 2.5.' : 'This price is not valid.' };
  if (validatePrice(price, kind).ok) return { price, error: null };
  if (kind !== 'decimal') return { price: null, error: 'This price is not valid.' };
  if (price < MIN_PRICE || price > MAX_PRICE)
    return { price: null, error: `Prices run from ${MIN_PRICE} to ${MAX_PRICE}.` };
  return {
    price: null,
    error: `${formatPrice(price)} is not on the price ladder: try ${formatPrice(nearestTick(price))}.`,
  };
}

function checkStake(text: string, minBet: number, maxBet: number): { stakeCents: number | null; error: string | null } {
  if (text.trim() === '') return { stakeCents: null, error: null };
  const cents = parseStake(text);
  if (cents === null) return { stakeCents: null, error: 'Enter the stake as an amount, with at most two decimals.' };
  const result = validateStake(cents, stakeLimits(minBet, maxBet));
  if (result.ok) return { stakeCents: cents, error: null };
  switch (result.code) {
    case 'STAKE_BELOW_MIN':
      return { stakeCents: null, error: `The minimum stake is ${formatAmount(minBet)}.` };
    case 'STAKE_ABOVE_MAX':
      return { stakeCents: null, error: `The maximum stake is ${formatAmount(maxBet)}.` };
    default:
      return { stakeCents: null, error: 'Enter a stake above 0.' };
  }
}

export function checkSlip(input: {
  priceText: string;
  stakeText: string;
  priceKind: PriceKind;
  minBet: number;
  maxBet: number;
}): SlipCheck {
  const price = checkPrice(input.priceText, input.priceKind);
  const stake = checkStake(input.stakeText, input.minBet, input.maxBet);
  return { price: price.price, priceError: price.error, stakeCents: stake.stakeCents, stakeError: stake.error };
}
