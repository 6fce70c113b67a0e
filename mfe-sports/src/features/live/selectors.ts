/**
 * What the match screens read from a MatchState. Each selector returns a primitive or a small
 * object with an equality function, so a component re-renders only when its own part changed.
 */
import {
  SESSION_FAMILIES,
  type Market,
  type MarketResult,
  type MarketStatus,
  type MarketType,
  type MatchSnapshot,
  type PriceKind,
  type PriceSize,
  type RunnerStatus,
  type SessionFamily,
  type SessionMeta,
} from '@backlay/shared/sports';
import type { MatchState } from '../../data/contract.js';
import type { Side } from '../../ui/PriceCell.js';

/**
 * Markets by id, built once per snapshot: every cell of a frame looks its market up here, and the
 * bus makes a new snapshot object for every change, so the index is never out of date.
 */
const indexes = new WeakMap<MatchSnapshot, Map<string, Market>>();

export function findMarket(state: MatchState | null, marketId: string): Market | undefined {
  if (!state) return undefined;
  const { snapshot } = state;
  let index = indexes.get(snapshot);
  if (!index) {
    index = new Map();
    for (const m of snapshot.tournament) index.set(m.id, m);
    for (const family of SESSION_FAMILIES) for (const m of snapshot.apiSession[family] ?? []) index.set(m.id, m);
    for (const m of snapshot.sessionBettings ?? []) index.set(m.id, m);
    indexes.set(snapshot, index);
  }
  return index.get(marketId);
}

export interface MarketRef {
  id: string;
  type: MarketType;
}

const refsEqual = (a: readonly MarketRef[], b: readonly MarketRef[]) =>
  a.length === b.length && a.every((r, i) => r.id === b[i]?.id && r.type === b[i]?.type);

/** Match-level markets in display order (sno). */
export const selectTournamentRefs = (state: MatchState | null): MarketRef[] =>
  state ? [...state.snapshot.tournament].sort((a, b) => a.sno - b.sno).map((m) => ({ id: m.id, type: m.type })) : [];

export { refsEqual };

/** Ids of a fancy family's markets, in the order they came. */
export function selectFamilyIds(family: SessionFamily) {
  return (state: MatchState | null): string[] => (state?.snapshot.apiSession[family] ?? []).map((m) => m.id);
}

/** Ids of the operator's manual sessions open on the match, in the order they were opened. */
export const selectManualIds = (state: MatchState | null): string[] =>
  (state?.snapshot.sessionBettings ?? []).map((m) => m.id);

export const idsEqual = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

export interface RunnerInfo {
  selectionId: number;
  name: string;
  status: RunnerStatus;
}

export interface MarketInfo {
  id: string;
  name: string;
  type: MarketType;
  priceKind: PriceKind;
  status: MarketStatus;
  minBet: number;
  maxBet: number;
  betDelay: number;
  remark: string;
  session: SessionMeta | null;
  runners: RunnerInfo[];
  result: MarketResult | null;
}

/** A market the bus did not touch keeps its identity, and so its info. */
const infos = new WeakMap<Market, MarketInfo>();

/** Everything about a market except its prices (which the cells read themselves). */
export function selectMarketInfo(marketId: string) {
  return (state: MatchState | null): MarketInfo | null => {
    const m = findMarket(state, marketId);
    if (!m) return null;
    const cached = infos.get(m);
    if (cached) return cached;
    const info: MarketInfo = {
      id: m.id,
      name: m.name,
      type: m.type,
      priceKind: m.priceKind,
      status: m.status,
      minBet: m.minBet,
      maxBet: m.maxBet,
      betDelay: m.betDelay,
      remark: m.remark,
      session: m.session,
      runners: [...m.runners]
        .sort((a, b) => a.sortPriority - b.sortPriority)
        .map((r) => ({ selectionId: r.selectionId, name: r.nat, status: r.status })),
      result: m.result,
    };
    infos.set(m, info);
    return info;
  };
}

function resultEqual(a: MarketResult | null, b: MarketResult | null): boolean {
  if (a === b) return true;
  return a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b);
}

export function marketInfoEqual(a: MarketInfo | null, b: MarketInfo | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.id === b.id &&
    a.name === b.name &&
    a.type === b.type &&
    a.priceKind === b.priceKind &&
    a.status === b.status &&
    a.minBet === b.minBet &&
    a.maxBet === b.maxBet &&
    a.betDelay === b.betDelay &&
    a.remark === b.remark &&
    (a.session === b.session || JSON.stringify(a.session) === JSON.stringify(b.session)) &&
    resultEqual(a.result, b.result) &&
    a.runners.length === b.runners.length &&
    a.runners.every((r, i) => {
      const o = b.runners[i];
      return o !== undefined && r.selectionId === o.selectionId && r.name === o.name && r.status === o.status;
    })
  );
}

/** One ladder level of one runner, or null when the level is empty. */
export function selectLevel(marketId: string, selectionId: number, side: Side, level: number) {
  return (state: MatchState | null): PriceSize | null => {
    const runner = findMarket(state, marketId)?.runners.find((r) => r.selectionId === selectionId);
    const levels = side === 'back' ? runner?.ex.availableToBack : runner?.ex.availableToLay;
    return levels?.[level] ?? null;
  };
}
