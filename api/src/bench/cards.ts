/**
 * The card-table phase of the bet placement bench (BENCH_CARDS=1): back bets on one row of a live
 * table's open round through `POST /bet/cardBetting`.
 *
 * A round's betting window lasts seconds, then the round deals and settles. So that every bet of
 * the phase meets an open window, the bench's clock stands still at a moment inside the window for
 * the length of the phase (the API reads the time from it); the round carries on when it moves again.
 */
import { CARD_TABLES } from '@backlay/shared/cards';
import type { AppContext } from '../context.js';
import { pricesAt, rowOpen } from '../cards/timeline.js';

/** The API's clock in the bench: real time, or held at one moment. */
export interface BenchClock {
  now: () => number;
  hold: (at: number) => void;
  release: () => void;
}

export function benchClock(): BenchClock {
  let held: number | null = null;
  return {
    now: () => held ?? Date.now(),
    hold: (at) => void (held = at),
    release: () => void (held = null),
  };
}

export interface CardLoad {
  path: string;
  body: { matchId: string; betId: string; selectionId: number; betType: 'BACK'; odds: number; stake: number };
  table: string;
}

/**
 * Holds the clock inside a table's open betting window and names the bet to send: the first table
 * (in lobby order) whose round has a row taking back bets, at that row's price and minimum stake.
 * The caller releases the clock after the phase.
 */
export async function cardBetJob(ctx: AppContext, clock: BenchClock): Promise<CardLoad> {
  clock.hold(Date.now());
  for (const def of CARD_TABLES) {
    const table = await ctx.cards.watch(def.code);
    const round = table?.round;
    const state = table?.state(clock.now());
    if (!table || !round || !state) continue;
    const prices = pricesAt(def, state.shown);
    for (const row of def.rows) {
      const price = prices.get(row.sid);
      if (!price || !rowOpen(def, state, row.sid, price)) continue;
      return {
        path: '/bet/cardBetting',
        table: def.code,
        body: {
          matchId: def.code,
          betId: round.row.mid,
          selectionId: row.sid,
          betType: 'BACK',
          odds: price.back,
          stake: row.min,
        },
      };
    }
  }
  clock.release();
  throw new Error('no card table has a row open for bets');
}
