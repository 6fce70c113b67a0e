/**
 * Mines: a square of tiles (5×5, or 3×3 for MINES3) hides the number of mines the player chose.
 * Each safe tile revealed raises the multiplier; a mine takes the stake; "Cash out" after at least
 * one safe tile pays stake × multiplier. Revealing the last safe tile cashes out by itself.
 *
 * After k safe tiles among n tiles with m mines the fair multiplier is C(n, k) / C(n − m, k) (the
 * inverse of the chance of surviving k picks); the game pays 97 % of it, floored to hundredths, at
 * most 10,000×. Mines are placed by a secure shuffle before the debit.
 */
import type { ProviderGame } from '@backlay/shared/casino';
import { payoutAt, record, stakeCents, toAmount } from './money.js';
import { shuffle } from './rng.js';
import { GameError, type Engine, type Rng, type Step } from './types.js';
import type { MinesInfo, MinesView } from './views.js';

export const MINES_RTP_PCT = 97;
export const MAX_MINES_HUNDREDTHS = 1_000_000;
export const MINES_LIMITS = { minStake: 10, maxStake: 50_000 } as const;

export interface MinesState {
  stakeCents: number;
  side: number;
  mines: number;
  /** The secret: tile indexes (row-major) of the mines, ascending. */
  minePositions: number[];
  revealed: number[];
  end: { kind: 'cashed' | 'bust'; hit: number | null; payoutCents: number } | null;
}

/** Tiles per side of a game: MINES3 is 3×3, the others 5×5. */
export function minesSide(game: Pick<ProviderGame, 'game_code'>): number {
  return game.game_code.endsWith('-MINES3') ? 3 : 5;
}

function choose(n: number, k: number): number {
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return Math.round(r);
}

/** The multiplier (hundredths) after `safe` safe tiles on `tiles` tiles hiding `mines` mines. */
export function minesMultiplier(tiles: number, mines: number, safe: number): number {
  if (mines < 1 || mines >= tiles || safe < 0 || safe > tiles - mines)
    throw new RangeError(`no multiplier for ${safe} safe of ${tiles} tiles with ${mines} mines`);
  if (safe === 0) return 100;
  // Both binomials are exact integers below 2^53 for 25 tiles, and so is their product with 97.
  return Math.min(
    MAX_MINES_HUNDREDTHS,
    Math.floor((MINES_RTP_PCT * choose(tiles, safe)) / choose(tiles - mines, safe)),
  );
}

function currentH(state: MinesState): number {
  return minesMultiplier(state.side * state.side, state.mines, state.revealed.length);
}

function cashOut(state: MinesState): Step<MinesState> {
  const payoutCents = payoutAt(state.stakeCents, currentH(state));
  return { state: { ...state, end: { kind: 'cashed', hit: null, payoutCents } }, payoutCents };
}

export const minesEngine: Engine<MinesState> = {
  info(game): MinesInfo {
    const side = minesSide(game);
    return {
      engine: 'mines',
      side,
      minMines: 1,
      maxMines: side * side - 1,
      defaultMines: side === 3 ? 2 : 3,
      maxMultiplier: MAX_MINES_HUNDREDTHS / 100,
      ...MINES_LIMITS,
    };
  },

  open(game, bet, rng: Rng) {
    const body = record(bet, 'The bet');
    const side = minesSide(game);
    const tiles = side * side;
    const mines = body.mines;
    if (typeof mines !== 'number' || !Number.isInteger(mines) || mines < 1 || mines >= tiles) {
      throw new GameError('INVALID_REQUEST', `Choose between 1 and ${tiles - 1} mines.`);
    }
    const stake = stakeCents(body.stake, MINES_LIMITS.minStake, MINES_LIMITS.maxStake);
    const positions = shuffle(
      Array.from({ length: tiles }, (_, i) => i),
      rng,
    )
      .slice(0, mines)
      .sort((a, b) => a - b);
    return {
      stakeCents: stake,
      state: { stakeCents: stake, side, mines, minePositions: positions, revealed: [], end: null },
    };
  },

  begin(state) {
    return { state };
  },

  act(state, action) {
    if (state.end) throw new GameError('ROUND_OVER', 'This round is over.', 409);
    const body = record(action, 'The action');
    if (body.type === 'cashout') {
      if (state.revealed.length === 0)
        throw new GameError('INVALID_REQUEST', 'Reveal at least one tile before cashing out.');
      return cashOut(state);
    }
    if (body.type !== 'reveal') throw new GameError('INVALID_REQUEST', 'Reveal a tile or cash out.');
    const tile = body.tile;
    const tiles = state.side * state.side;
    if (typeof tile !== 'number' || !Number.isInteger(tile) || tile < 0 || tile >= tiles)
      throw new GameError('INVALID_REQUEST', `A tile is a number from 0 to ${tiles - 1}.`);
    if (state.revealed.includes(tile)) throw new GameError('INVALID_REQUEST', 'That tile is already open.');
    if (state.minePositions.includes(tile))
      return { state: { ...state, end: { kind: 'bust', hit: tile, payoutCents: 0 } }, payoutCents: 0 };
    const next = { ...state, revealed: [...state.revealed, tile] };
    // Every safe tile found: nothing is left to risk.
    if (next.revealed.length === tiles - state.mines) return cashOut(next);
    return { state: next };
  },

  deadline() {
    return null;
  },

  expire(state) {
    return { state };
  },

  view(state): MinesView {
    const tiles = state.side * state.side;
    const over = state.end;
    const left = tiles - state.mines - state.revealed.length;
    return {
      engine: 'mines',
      stake: toAmount(state.stakeCents),
      side: state.side,
      mines: state.mines,
      revealed: state.revealed,
      multiplier: currentH(state) / 100,
      nextMultiplier: over || left === 0 ? null : minesMultiplier(tiles, state.mines, state.revealed.length + 1) / 100,
      phase: over ? over.kind : 'live',
      minePositions: over ? state.minePositions : null,
      hit: over ? over.hit : null,
      payout: over ? toAmount(over.payoutCents) : null,
    };
  },
};

/** Closes a mines round nobody plays any more: cashed out when a safe tile was found, else null (refund). */
export function abandonMines(state: MinesState): Step<MinesState> | null {
  if (state.end || state.revealed.length === 0) return null;
  return cashOut(state);
}
