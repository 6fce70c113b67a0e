/**
 * What every game engine of the embedded provider is: pure functions over a JSON state. The round
 * service stores the state (secret outcome included) in `provider_rounds.state`, so a round never
 * depends on memory, and the engines never touch the clock, the database or the network: time and
 * randomness come in as arguments.
 */
import type { ProviderGame } from '@backlay/shared/casino';
import type { EngineView, GameInfo } from './views.js';

/** A source of uniform randomness; the provider's is node:crypto (rng.ts), tests pass fixed ones. */
export interface Rng {
  /** An integer in [0, max). */
  int(max: number): number;
  /** A number in [0, 1) with 48 random bits. */
  float(): number;
}

/** A refusal of the player's input (HTTP 400 unless said otherwise), shown to them as is. */
export class GameError extends Error {
  override readonly name = 'GameError';
  constructor(
    readonly code: string,
    message: string,
    readonly statusCode = 400,
  ) {
    super(message);
  }
}

/** A round just opened from the player's bet: what to debit and the engine's state. */
export interface Opened<S> {
  stakeCents: number;
  state: S;
}

/** The state after a step; `payoutCents` is set when the round is over (0 when lost). */
export interface Step<S> {
  state: S;
  payoutCents?: number;
}

export interface Engine<S> {
  /** What the page needs to draw the game and take bets. */
  info(game: ProviderGame): GameInfo;
  /** Validates a bet and draws the round's secret outcome. Throws GameError on bad input. */
  open(game: ProviderGame, bet: unknown, rng: Rng): Opened<S>;
  /** The stake has been debited at `now`: the round starts. Instant games end here. */
  begin(state: S, now: number): Step<S>;
  /** A player's action on the open round (cash out, reveal a tile). Throws GameError when not allowed. */
  act(state: S, action: unknown, now: number): Step<S>;
  /** When the round ends by itself (a crash, an auto cash-out), or null. */
  deadline(state: S): number | null;
  /** Ends a round whose deadline has passed (a no-op step before it). */
  expire(state: S, now: number): Step<S>;
  /** What the page may see: secrets only once the round is over. */
  view(state: S, now: number): EngineView;
}
