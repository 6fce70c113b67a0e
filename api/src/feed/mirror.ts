/**
 * Rebuilding match state from the change stream: what a consumer (socket layer, client store, a
 * test) does with the feed. Applying every change in order to the snapshots taken at the start
 * gives exactly the simulator's current snapshots.
 */
import { cloneMarket, cloneResult, emptySessions, isSessionMarket } from './match.js';
import type { FeedChange, Fixture, LevelUpdate, Market, MarketPatch, MatchSnapshot, PriceSize } from './types.js';

function applyLevels(side: PriceSize[], updates: readonly LevelUpdate[]): void {
  let cut = Infinity;
  for (const u of updates) {
    if (u.size > 0) side[u.level] = { price: u.price, size: u.size };
    else cut = Math.min(cut, u.level);
  }
  if (cut < side.length) side.length = cut;
}

/** Applies a market patch in place. */
export function applyMarketPatch(m: Market, patch: MarketPatch): void {
  if (patch.status !== undefined) m.status = patch.status;
  if (patch.version !== undefined) m.version = patch.version;
  if (patch.inPlay !== undefined) m.inPlay = patch.inPlay;
  if (patch.betDelay !== undefined) m.betDelay = patch.betDelay;
  if (patch.remark !== undefined) m.remark = patch.remark;
  for (const rp of patch.runners ?? []) {
    const r = m.runners.find((x) => x.selectionId === rp.selectionId);
    if (!r) continue;
    if (rp.status !== undefined) r.status = rp.status;
    if (rp.back) applyLevels(r.ex.availableToBack, rp.back);
    if (rp.lay) applyLevels(r.ex.availableToLay, rp.lay);
  }
}

/** The snapshot of a fixture announced by an `added` change, before its markets arrive. */
export function emptySnapshot(fixture: Fixture, at: number): MatchSnapshot {
  return {
    id: fixture.id,
    marketId: fixture.marketId,
    eventId: fixture.eventId,
    gmid: fixture.gmid,
    fixture: { ...fixture },
    scoreBoard: null,
    tournament: [],
    apiSession: emptySessions(),
    updatedAt: at,
  };
}

function findMarket(s: MatchSnapshot, id: string): Market | undefined {
  const t = s.tournament.find((m) => m.id === id);
  if (t) return t;
  for (const list of Object.values(s.apiSession)) {
    const m = list.find((x) => x.id === id);
    if (m) return m;
  }
  return undefined;
}

/** Applies one change to a map of snapshots by match id. */
export function applyChange(snapshots: Map<string, MatchSnapshot>, change: FeedChange): void {
  if (change.kind === 'added') {
    snapshots.set(change.fixture.id, emptySnapshot(change.fixture, change.at));
    return;
  }
  const s = snapshots.get(change.matchId);
  if (!s) return;
  s.updatedAt = change.at;
  switch (change.kind) {
    case 'removed':
      snapshots.delete(change.matchId);
      return;
    case 'status':
      s.fixture.inPlay = change.inPlay;
      s.fixture.finished = change.finished;
      s.fixture.stopAt = change.stopAt;
      return;
    case 'score':
      s.scoreBoard = change.score;
      return;
    case 'market': {
      const m = findMarket(s, change.marketId);
      if (m) applyMarketPatch(m, change.patch);
      return;
    }
    case 'marketAdded': {
      const m = cloneMarket(change.market);
      if (isSessionMarket(m.type)) s.apiSession[m.type].push(m);
      else {
        s.tournament.push(m);
        s.tournament.sort((a, b) => a.sno - b.sno);
      }
      return;
    }
    case 'marketRemoved': {
      s.tournament = s.tournament.filter((m) => m.id !== change.marketId);
      for (const key of Object.keys(s.apiSession) as (keyof MatchSnapshot['apiSession'])[]) {
        s.apiSession[key] = s.apiSession[key].filter((m) => m.id !== change.marketId);
      }
      return;
    }
    case 'result': {
      const m = findMarket(s, change.marketId);
      if (m) m.result = cloneResult(change.result);
      return;
    }
  }
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
