/**
 * Applying the feed's changes to a match snapshot (what a `liveData<id>` delta means), as pure
 * functions with structural sharing: the result is a new object wherever something changed, and the
 * very same object wherever nothing did. React screens rely on that: a memoised market row whose
 * market kept its identity does not re-render. The API's FeedMirror uses the same functions, so the
 * server and the client cannot read a delta differently.
 */
import {
  SESSION_FAMILIES,
  type FeedChange,
  type Fixture,
  type LevelUpdate,
  type Market,
  type MarketPatch,
  type MarketResult,
  type MarketType,
  type MatchSnapshot,
  type PriceSize,
  type Runner,
  type RunnerPatch,
  type SessionFamily,
} from './types.js';

const SESSION_SET: ReadonlySet<MarketType> = new Set<MarketType>(SESSION_FAMILIES);

/** Fancy/session families live in `apiSession`, everything else in `tournament`. */
export function isSessionMarket(type: MarketType): type is SessionFamily {
  return SESSION_SET.has(type);
}

export function emptySessions(): Record<SessionFamily, Market[]> {
  return {
    session: [],
    overByover: [],
    ballByBall: [],
    oddEven: [],
    fancy1: [],
    khado: [],
    meter: [],
    cricketCasino: [],
  };
}

export function cloneResult(r: MarketResult): MarketResult {
  return r.type === 'winner' ? { ...r, placed: r.placed.slice() } : { ...r };
}

function cloneRunner(r: Runner): Runner {
  return {
    ...r,
    ex: {
      availableToBack: r.ex.availableToBack.map((l) => ({ price: l.price, size: l.size })),
      availableToLay: r.ex.availableToLay.map((l) => ({ price: l.price, size: l.size })),
    },
  };
}

/** A deep copy (a market added by a change must not alias the change's own objects). */
export function cloneMarket(m: Market): Market {
  return {
    ...m,
    session: m.session ? { ...m.session } : null,
    result: m.result ? cloneResult(m.result) : null,
    runners: m.runners.map(cloneRunner),
  };
}

/**
 * One side of a runner's book after level updates: size > 0 writes the level, size 0 removes it and
 * every level after it (levels only shrink from the end). Returns a new array.
 */
export function patchLevels(side: readonly PriceSize[], updates: readonly LevelUpdate[]): PriceSize[] {
  const next = side.slice();
  let cut = Infinity;
  for (const u of updates) {
    if (u.size > 0) next[u.level] = { price: u.price, size: u.size };
    else cut = Math.min(cut, u.level);
  }
  if (cut < next.length) next.length = cut;
  return next;
}

function patchRunner(r: Runner, rp: RunnerPatch): Runner {
  const back = rp.back ? patchLevels(r.ex.availableToBack, rp.back) : r.ex.availableToBack;
  const lay = rp.lay ? patchLevels(r.ex.availableToLay, rp.lay) : r.ex.availableToLay;
  const ex =
    back === r.ex.availableToBack && lay === r.ex.availableToLay
      ? r.ex
      : { availableToBack: back, availableToLay: lay };
  return { ...r, status: rp.status ?? r.status, ex };
}

/** A market after a patch: a new market object; runners the patch does not name keep their identity. */
export function patchMarket(m: Market, patch: MarketPatch): Market {
  let runners = m.runners;
  if (patch.runners && patch.runners.length > 0) {
    const bySelection = new Map<number, RunnerPatch[]>();
    for (const rp of patch.runners) bySelection.set(rp.selectionId, [...(bySelection.get(rp.selectionId) ?? []), rp]);
    runners = m.runners.map((r) => {
      const patches = bySelection.get(r.selectionId);
      return patches ? patches.reduce(patchRunner, r) : r;
    });
  }
  return {
    ...m,
    status: patch.status ?? m.status,
    version: patch.version ?? m.version,
    inPlay: patch.inPlay ?? m.inPlay,
    betDelay: patch.betDelay ?? m.betDelay,
    remark: patch.remark ?? m.remark,
    runners,
  };
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

/** A market of the snapshot by id, match-level or session. */
export function findMarket(s: MatchSnapshot, marketId: string): Market | undefined {
  const t = s.tournament.find((m) => m.id === marketId);
  if (t) return t;
  for (const family of SESSION_FAMILIES) {
    const m = s.apiSession[family].find((x) => x.id === marketId);
    if (m) return m;
  }
  return undefined;
}

/** Replaces the market `marketId` by update(market); lists without it keep their identity. */
function updateMarket(
  s: MatchSnapshot,
  marketId: string,
  update: (m: Market) => Market,
): Pick<MatchSnapshot, 'tournament' | 'apiSession'> {
  const index = s.tournament.findIndex((m) => m.id === marketId);
  const found = s.tournament[index];
  if (found) {
    const tournament = s.tournament.slice();
    tournament[index] = update(found);
    return { tournament, apiSession: s.apiSession };
  }
  for (const family of SESSION_FAMILIES) {
    const list = s.apiSession[family];
    const i = list.findIndex((m) => m.id === marketId);
    const market = list[i];
    if (market) {
      const next = list.slice();
      next[i] = update(market);
      return { tournament: s.tournament, apiSession: { ...s.apiSession, [family]: next } };
    }
  }
  return { tournament: s.tournament, apiSession: s.apiSession };
}

function removeMarket(s: MatchSnapshot, marketId: string): Pick<MatchSnapshot, 'tournament' | 'apiSession'> {
  const tournament = s.tournament.some((m) => m.id === marketId)
    ? s.tournament.filter((m) => m.id !== marketId)
    : s.tournament;
  let apiSession = s.apiSession;
  for (const family of SESSION_FAMILIES) {
    if (apiSession[family].some((m) => m.id === marketId)) {
      apiSession = { ...apiSession, [family]: apiSession[family].filter((m) => m.id !== marketId) };
    }
  }
  return { tournament, apiSession };
}

/**
 * The snapshot after one change about it: a new snapshot object, or null when the change removes
 * the fixture. Changes about another match (or an `added` of another fixture) return `s` itself.
 * A change naming a market the snapshot does not have only moves `updatedAt`.
 */
export function applyMatchChange(s: MatchSnapshot, change: FeedChange): MatchSnapshot | null {
  if (change.kind === 'added') return change.fixture.id === s.id ? emptySnapshot(change.fixture, change.at) : s;
  if (change.matchId !== s.id) return s;
  const at = change.at;
  switch (change.kind) {
    case 'removed':
      return null;
    case 'status':
      return {
        ...s,
        updatedAt: at,
        fixture: { ...s.fixture, inPlay: change.inPlay, finished: change.finished, stopAt: change.stopAt },
      };
    case 'score':
      return { ...s, updatedAt: at, scoreBoard: change.score };
    case 'market':
      return { ...s, updatedAt: at, ...updateMarket(s, change.marketId, (m) => patchMarket(m, change.patch)) };
    case 'marketAdded': {
      const m = cloneMarket(change.market);
      if (isSessionMarket(m.type)) {
        return { ...s, updatedAt: at, apiSession: { ...s.apiSession, [m.type]: [...s.apiSession[m.type], m] } };
      }
      // A stable sort: markets with the same sno keep their arrival order.
      return { ...s, updatedAt: at, tournament: [...s.tournament, m].sort((a, b) => a.sno - b.sno) };
    }
    case 'marketRemoved':
      return { ...s, updatedAt: at, ...removeMarket(s, change.marketId) };
    case 'result': {
      const result = cloneResult(change.result);
      return { ...s, updatedAt: at, ...updateMarket(s, change.marketId, (m) => ({ ...m, result })) };
    }
  }
}

/** Applies changes in order; null once one of them removes the fixture. */
export function applyMatchChanges(s: MatchSnapshot, changes: readonly FeedChange[]): MatchSnapshot | null {
  let current: MatchSnapshot | null = s;
  for (const change of changes) {
    if (current === null) return null;
    current = applyMatchChange(current, change);
  }
  return current;
}
