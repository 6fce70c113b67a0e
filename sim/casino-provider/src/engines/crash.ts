/**
 * Aviator and crash: the multiplier grows from 1.00× as m(t) = e^(0.00006·t) (t in ms since
 * take-off: 2× after ~11.6 s, 10× after ~38 s) until the round's crash point, drawn before the
 * debit. Cashing out at m pays stake × m floored to the cent; the crash takes the stake.
 *
 * Crash point: r uniform in [0, 1), floor(97 / (1 − r)) hundredths, at least 1.00× and at most
 * 1000×. The chance it reaches x is 0.97 / x, so a cash-out target returns 97 % on average (a 3 %
 * house edge), and about 4 % of rounds crash at 1.00× straight away.
 *
 * Multipliers are integer hundredths. A cash-out at elapsed t pays m(t) floored to hundredths;
 * the round crashes at the first ms the multiplier reaches the crash point, so a manual cash-out
 * always pays less than it; an automatic cash-out target at or below the crash point pays exactly
 * the target.
 */
import type { ProviderGame } from '@backlay/shared/casino';
import { payoutAt, record, stakeCents, toAmount } from './money.js';
import { GameError, type Engine, type Rng, type Step } from './types.js';
import type { CrashInfo, CrashView } from './views.js';

/** Growth of the multiplier per ms. */
export const CRASH_GROWTH = 0.00006;
/** The house keeps 3 %: 97 of every 100 staked come back on average. */
export const CRASH_RTP_PCT = 97;
export const MAX_CRASH_HUNDREDTHS = 100_000;
export const MIN_AUTO_HUNDREDTHS = 101;
export const CRASH_LIMITS = { minStake: 10, maxStake: 50_000 } as const;

export interface CrashState {
  stakeCents: number;
  /** The secret: where the round ends, in hundredths. */
  crashH: number;
  autoH: number | null;
  /** Take-off (the debit's answer); null until then. */
  startedAt: number | null;
  end: { kind: 'cashed' | 'crashed'; atH: number; payoutCents: number } | null;
}

/** The crash point (hundredths) of a uniform draw r in [0, 1). */
export function crashPointFrom(r: number): number {
  if (!(r >= 0 && r < 1)) throw new RangeError(`r must be in [0, 1), got ${r}`);
  return Math.min(MAX_CRASH_HUNDREDTHS, Math.max(100, Math.floor(CRASH_RTP_PCT / (1 - r) + 1e-9)));
}

/** The multiplier (hundredths, floored) `ms` after take-off. */
export function multiplierAt(ms: number): number {
  return Math.floor(100 * Math.exp(CRASH_GROWTH * Math.max(0, ms)) + 1e-9);
}

/** The first whole ms at which the multiplier reaches `h` hundredths. */
export function timeToReach(h: number): number {
  if (h <= 100) return 0;
  let t = Math.max(0, Math.ceil(Math.log(h / 100) / CRASH_GROWTH));
  while (multiplierAt(t) < h) t++;
  while (t > 0 && multiplierAt(t - 1) >= h) t--;
  return t;
}

/** When (ms after take-off) the round ends by itself: the auto cash-out if it comes first, else the crash. */
function endAfter(state: CrashState): number {
  const autoWins = state.autoH !== null && state.autoH <= state.crashH;
  return autoWins ? timeToReach(state.autoH!) : timeToReach(state.crashH);
}

function finish(state: CrashState, kind: 'cashed' | 'crashed', atH: number): Step<CrashState> {
  const payoutCents = kind === 'cashed' ? payoutAt(state.stakeCents, atH) : 0;
  return { state: { ...state, end: { kind, atH, payoutCents } }, payoutCents };
}

/** Ends the round as it stands at `elapsed` ms, or null while it is still flying. */
function settledBy(state: CrashState, elapsed: number): Step<CrashState> | null {
  if (elapsed < endAfter(state)) return null;
  if (state.autoH !== null && state.autoH <= state.crashH) return finish(state, 'cashed', state.autoH);
  return finish(state, 'crashed', state.crashH);
}

function autoFrom(value: unknown): number | null {
  if (value === undefined || value === null) return null;
  const h = typeof value === 'number' && Number.isFinite(value) ? Math.round(value * 100) : NaN;
  if (!Number.isSafeInteger(h) || h / 100 !== value || h < MIN_AUTO_HUNDREDTHS || h > MAX_CRASH_HUNDREDTHS) {
    throw new GameError(
      'INVALID_REQUEST',
      `Auto cash-out must be between ${MIN_AUTO_HUNDREDTHS / 100} and ${MAX_CRASH_HUNDREDTHS / 100} with at most two decimals.`,
    );
  }
  return h;
}

export const crashEngine: Engine<CrashState> = {
  info(game: ProviderGame): CrashInfo {
    return {
      engine: 'crash',
      style: game.game_type === 'aviator' ? 'aviator' : 'crash',
      growth: CRASH_GROWTH,
      maxMultiplier: MAX_CRASH_HUNDREDTHS / 100,
      minAutoCashOut: MIN_AUTO_HUNDREDTHS / 100,
      ...CRASH_LIMITS,
    };
  },

  open(_game, bet, rng: Rng) {
    const body = record(bet, 'The bet');
    const stake = stakeCents(body.stake, CRASH_LIMITS.minStake, CRASH_LIMITS.maxStake);
    return {
      stakeCents: stake,
      state: {
        stakeCents: stake,
        crashH: crashPointFrom(rng.float()),
        autoH: autoFrom(body.autoCashOut),
        startedAt: null,
        end: null,
      },
    };
  },

  begin(state, now) {
    const started = { ...state, startedAt: now };
    return settledBy(started, 0) ?? { state: started };
  },

  act(state, action, now) {
    if (record(action, 'The action').type !== 'cashout')
      throw new GameError('INVALID_REQUEST', 'The only action here is cash out.');
    if (state.end || state.startedAt === null) throw new GameError('ROUND_OVER', 'This round is over.', 409);
    const elapsed = now - state.startedAt;
    return settledBy(state, elapsed) ?? finish(state, 'cashed', multiplierAt(elapsed));
  },

  deadline(state) {
    return state.end || state.startedAt === null ? null : state.startedAt + endAfter(state);
  },

  expire(state, now) {
    if (state.end || state.startedAt === null) return { state };
    return settledBy(state, now - state.startedAt) ?? { state };
  },

  view(state, now): CrashView {
    const over = state.end;
    const elapsed = state.startedAt === null ? 0 : Math.max(0, now - state.startedAt);
    return {
      engine: 'crash',
      stake: toAmount(state.stakeCents),
      autoCashOut: state.autoH === null ? null : state.autoH / 100,
      phase: over ? over.kind : 'live',
      elapsedMs: over ? 0 : elapsed,
      // The round service expires a due round before it is viewed: a live view is below the crash point.
      multiplier: (over ? over.atH : multiplierAt(elapsed)) / 100,
      crashPoint: over ? state.crashH / 100 : null,
      payout: over ? toAmount(over.payoutCents) : null,
    };
  },
};
