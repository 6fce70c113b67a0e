/** Helpers shared by the feed tests: run a simulator and keep what it said. */
import { FeedSimulator } from './simulator.js';
import type { FeedChange, FeedOptions, Market, MatchSnapshot } from './types.js';

export const START = Date.UTC(2026, 0, 10, 14, 0, 0);

export interface Run {
  sim: FeedSimulator;
  initial: MatchSnapshot[];
  changes: FeedChange[];
}

/** Runs a simulator for `minutes` in steps of `stepMs`, calling `each` after every step. */
export function run(
  seed: number,
  minutes: number,
  stepMs = 250,
  options: Partial<FeedOptions> = {},
  each?: (sim: FeedSimulator, changes: readonly FeedChange[]) => void,
): Run {
  const sim = new FeedSimulator({ seed, startMs: START, ...options });
  const initial = sim.fixtures().map((f) => {
    const s = sim.snapshot(f.id);
    if (!s) throw new Error(`no snapshot for ${f.id}`);
    return s;
  });
  const changes: FeedChange[] = [];
  const end = START + minutes * 60_000;
  for (let t = START + stepMs; t <= end; t += stepMs) {
    const out = sim.advanceTo(t);
    for (const c of out) changes.push(c);
    each?.(sim, out);
  }
  return { sim, initial, changes };
}

export function allMarkets(s: MatchSnapshot): Market[] {
  return [...s.tournament, ...Object.values(s.apiSession).flat()];
}

/** Plain-JSON copy, for deep comparisons that ignore object identity. */
export function json<T>(x: T): T {
  return JSON.parse(JSON.stringify(x)) as T;
}
