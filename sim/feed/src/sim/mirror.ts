/**
 * Rebuilding match state from the change stream: what a consumer (socket layer, client store, a
 * test) does with the feed. Applying every change in order to the snapshots taken at the start
 * gives exactly the simulator's current snapshots.
 *
 * How one change applies to one snapshot lives in the contract package (`applyMatchChange`,
 * `patchMarket`), so the browser's bus and this mirror read a delta the same way.
 */
import { applyMatchChange, emptySnapshot, patchMarket } from '@backlay/shared/sports';
import type { FeedChange, Market, MarketPatch, MatchSnapshot } from './types.js';

export { emptySnapshot };

/** Applies a market patch in place (the market object keeps its identity; its fields are replaced). */
export function applyMarketPatch(m: Market, patch: MarketPatch): void {
  Object.assign(m, patchMarket(m, patch));
}

/** Applies one change to a map of snapshots by match id (a changed snapshot is a new object). */
export function applyChange(snapshots: Map<string, MatchSnapshot>, change: FeedChange): void {
  if (change.kind === 'added') {
    snapshots.set(change.fixture.id, emptySnapshot(change.fixture, change.at));
    return;
  }
  const s = snapshots.get(change.matchId);
  if (!s) return;
  const next = applyMatchChange(s, change);
  if (next) snapshots.set(change.matchId, next);
  else snapshots.delete(change.matchId);
}

/** Keeps full snapshots of every fixture up to date from the change stream. */
export class FeedMirror {
  private readonly snapshots = new Map<string, MatchSnapshot>();

  constructor(initial: readonly MatchSnapshot[] = []) {
    for (const s of initial) this.snapshots.set(s.id, s);
  }

  apply(changes: readonly FeedChange[]): void {
    for (const c of changes) applyChange(this.snapshots, c);
  }

  snapshot(id: string): MatchSnapshot | undefined {
    return this.snapshots.get(id);
  }

  ids(): string[] {
    return [...this.snapshots.keys()];
  }
}
