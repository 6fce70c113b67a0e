/** What the placement routes (sports and card tables) answer, and the work they leave for after. */
import type { PlaceBetResponse, PlacedBet, UserBalance } from '@backlay/shared/api';

export function placedReply(bet: PlacedBet, created: boolean, balance: UserBalance) {
  const data: PlaceBetResponse = { bet, balance };
  const message = created
    ? `Bet placed: ${bet.betType} ${bet.teamName} at ${bet.odds}${bet.rate !== null ? ` (${bet.rate})` : ''} for ${bet.stake.toFixed(2)}.`
    : 'This bet was already placed.';
  return { statusCode: created ? 201 : 200, message, data };
}

/**
 * Runs `work` once the reply is on its way: the pushes that follow a committed bet (balance, the
 * bet to the player's other screens) do not hold up the answer.
 */
export function afterReply(work: () => void): void {
  setImmediate(work);
}
