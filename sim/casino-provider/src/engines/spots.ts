/**
 * The instant table games (roulette, colour, sic bo): chips on named spots, one draw, every bet
 * settled at once. One debit for the total stake, one credit for the total return. A spot returns
 * a fixed multiple of its stake (in hundredths, stake included) or nothing.
 */
import type { ProviderGame } from '@backlay/shared/casino';
import { betList, payoutAt, stakeCents, toAmount } from './money.js';
import { GameError, type Engine, type Rng } from './types.js';
import type { BetSpot, EngineView, GameInfo, PlacedBet, StakeLimits } from './views.js';

export const SPOT_LIMITS: StakeLimits = { minStake: 10, maxStake: 50_000 };
export const MAX_SPOT_BETS = 40;

export interface SpotBet {
  key: string;
  stakeCents: number;
}

export interface SpotState<D> {
  bets: SpotBet[];
  /** The secret: the draw, made before the debit. */
  draw: D;
  /** Once over: what each bet returned, in order. */
  returns: number[] | null;
}

export interface SpotGame<D> {
  spots: readonly BetSpot[];
  draw(rng: Rng): D;
  /** What a unit on `key` returns for this draw, in hundredths (0: lost). */
  returnH(key: string, draw: D): number;
  info(game: ProviderGame, spots: BetSpot[]): GameInfo;
  view(bets: PlacedBet[], draw: D | null, payout: number | null): EngineView;
}

/** Bets from the page: `{ bets: [{ key, stake }] }`, the same spot twice adding up. */
export function spotBets(bet: unknown, spots: readonly BetSpot[]): SpotBet[] {
  const known = new Set(spots.map((s) => s.key));
  const out = new Map<string, number>();
  for (const b of betList(bet, MAX_SPOT_BETS)) {
    if (typeof b.key !== 'string' || !known.has(b.key))
      throw new GameError('INVALID_REQUEST', `There is no bet ${String(b.key)} on this table.`);
    out.set(b.key, (out.get(b.key) ?? 0) + stakeCents(b.stake, SPOT_LIMITS.minStake, SPOT_LIMITS.maxStake));
  }
  for (const [key, cents] of out) {
    if (cents > SPOT_LIMITS.maxStake * 100)
      throw new GameError('INVALID_STAKE', `At most ${SPOT_LIMITS.maxStake} on ${key}.`);
  }
  return [...out].map(([key, cents]) => ({ key, stakeCents: cents }));
}

export function spotEngine<D>(def: SpotGame<D>): Engine<SpotState<D>> {
  const labels = new Map(def.spots.map((s) => [s.key, s.label]));
  const placed = (state: SpotState<D>): PlacedBet[] =>
    state.bets.map((b, i) => ({
      key: b.key,
      label: labels.get(b.key) ?? b.key,
      stake: toAmount(b.stakeCents),
      payout: state.returns ? toAmount(state.returns[i]!) : null,
    }));
  return {
    info: (game) => def.info(game, [...def.spots]),
    open(_game: ProviderGame, bet: unknown, rng: Rng) {
      const bets = spotBets(bet, def.spots);
      return {
        stakeCents: bets.reduce((n, b) => n + b.stakeCents, 0),
        state: { bets, draw: def.draw(rng), returns: null },
      };
    },
    begin(state) {
      const returns = state.bets.map((b) => payoutAt(b.stakeCents, def.returnH(b.key, state.draw)));
      return { state: { ...state, returns }, payoutCents: returns.reduce((n, c) => n + c, 0) };
    },
    act() {
      throw new GameError('ROUND_OVER', 'This round is over.', 409);
    },
    deadline: () => null,
    expire: (state) => ({ state }),
    view(state) {
      const over = state.returns !== null;
      return def.view(
        placed(state),
        over ? state.draw : null,
        over ? toAmount(state.returns!.reduce((n, c) => n + c, 0)) : null,
      );
    },
  };
}
