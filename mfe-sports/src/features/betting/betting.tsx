/**
 * The player's side of one match screen: their open bets and positions on the match (refetched
 * when the main socket says something changed about it), the one open bet slip, and the slip's
 * "if placed" numbers. Held in a store outside React, so a runner line re-renders only when its
 * own position or what-if changes, never with the prices. A push saying one of the player's
 * orders on the match matched later or lapsed is told in a toast.
 */
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import type { MarketPosition, PlacedBet } from '@backlay/shared/api';
import { marketPositions, placedBets } from '@backlay/shared/betting';
import { useHost, type HostApi } from '@backlay/shared/contract';
import { BET_EVENTS, type UserEvent } from '@backlay/shared/realtime';
import type { Side } from '../../ui/PriceCell.js';
import { createPriceStore, type PriceStore } from '../live/priceStore.js';
import { useStoreValue } from '../live/usePrice.js';
import { orderEventWords } from './orders.js';
import { positionView, type PositionView } from './outcomes.js';

/** Events close together (a placement brings a bet event and a balance push) refetch once. */
export const REFRESH_DELAY_MS = 60;

/** Where the slip was opened: a market, a runner, a side and the price shown at that moment. */
export interface SlipTarget {
  /** Increments with every opening: a new slip, with its own idempotency key. */
  openId: number;
  marketId: string;
  selectionId: number;
  side: Side;
  /** Decimal price, bookmaker rate or run line. */
  price: number;
  /** Run-line sessions: the rate of the box (its size). */
  rate: number | null;
}

export interface WhatIf extends PositionView {
  openId: number;
  marketId: string;
}

export type LoadStatus = 'loading' | 'ready' | 'error';

export interface BettingState {
  matchId: string;
  /** Open bets on the match, newest first. */
  bets: readonly PlacedBet[];
  betsStatus: LoadStatus;
  /** Market id → the player's position on it. */
  positions: ReadonlyMap<string, PositionView>;
  slip: SlipTarget | null;
  whatIf: WhatIf | null;
}

export interface Betting {
  matchId: string;
  store: PriceStore<BettingState>;
  openSlip(target: Omit<SlipTarget, 'openId'>, trigger: HTMLElement | null): void;
  /** Closes the slip if it is still the one opened as `openId`; focus goes back to its price. */
  closeSlip(openId: number, restoreFocus?: boolean): void;
  /** The open slip's "if placed" numbers, or null to clear them (ignored for a slip no longer open). */
  setWhatIf(openId: number, view: PositionView | null): void;
  /** Refetches bets and positions (coalescing calls close together). */
  refresh(): void;
  /** Loads now and follows the player's events; returns the teardown. */
  start(): () => void;
}

function eventMatchId(event: UserEvent): string | null {
  const payload: unknown = event.payload;
  if (typeof payload !== 'object' || payload === null) return null;
  if ('bet' in payload && typeof payload.bet === 'object' && payload.bet !== null && 'matchId' in payload.bet) {
    return typeof payload.bet.matchId === 'string' ? payload.bet.matchId : null;
  }
  // An order's push without a matched part (cancelled, lapsed) names its match on the order.
  if ('order' in payload && typeof payload.order === 'object' && payload.order !== null && 'matchId' in payload.order) {
    return typeof payload.order.matchId === 'string' ? payload.order.matchId : null;
  }
  if ('matchId' in payload) return typeof payload.matchId === 'string' ? payload.matchId : null;
  return null;
}

const BET_EVENT_TYPES: ReadonlySet<string> = new Set<string>(BET_EVENTS);

function newestFirst(bets: readonly PlacedBet[]): PlacedBet[] {
  return [...bets].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
}

function positionsById(list: readonly MarketPosition[]): Map<string, PositionView> {
  return new Map(list.map((p) => [p.betId, positionView(p)]));
}

export function createBetting(host: HostApi, matchId: string): Betting {
  const store = createPriceStore<BettingState>({
    initial: { matchId, bets: [], betsStatus: 'loading', positions: new Map(), slip: null, whatIf: null },
  });
  const update = (change: (s: BettingState) => BettingState) => {
    const current = store.getSnapshot();
    if (!current) return;
    const next = change(current);
    if (next !== current) store.setNow(next);
  };
  let openCount = 0;
  let trigger: HTMLElement | null = null;
  let controller: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running = false;

  const load = () => {
    controller?.abort();
    const own = new AbortController();
    controller = own;
    const options = { signal: own.signal, silent: true, allowConcurrent: true };
    void Promise.allSettled([
      placedBets(host.http, matchId, options),
      marketPositions(host.http, { matchId }, options),
    ]).then(([bets, positions]) => {
      if (own.signal.aborted) return;
      update((s) => ({
        ...s,
        bets: bets.status === 'fulfilled' ? newestFirst(bets.value.data.rows) : s.bets,
        betsStatus: bets.status === 'fulfilled' ? 'ready' : s.betsStatus === 'ready' ? 'ready' : 'error',
        positions: positions.status === 'fulfilled' ? positionsById(positions.value.data) : s.positions,
      }));
    });
  };

  const refresh = () => {
    if (!running || timer !== null) return;
    timer = setTimeout(() => {
      timer = null;
      if (running) load();
    }, REFRESH_DELAY_MS);
  };

  const holdsAnything = () => {
    const s = store.getSnapshot();
    return s !== null && (s.bets.length > 0 || s.positions.size > 0);
  };

  return {
    matchId,
    store,
    openSlip(target, from) {
      openCount += 1;
      trigger = from;
      const openId = openCount;
      update((s) => ({ ...s, slip: { ...target, openId }, whatIf: null }));
    },
    closeSlip(openId, restoreFocus = false) {
      const s = store.getSnapshot();
      if (!s?.slip || s.slip.openId !== openId) return;
      update((prev) => ({ ...prev, slip: null, whatIf: null }));
      if (restoreFocus && trigger?.isConnected) trigger.focus();
      trigger = null;
    },
    setWhatIf(openId, view) {
      update((s) => {
        if (view === null) return s.whatIf?.openId === openId ? { ...s, whatIf: null } : s;
        if (s.slip?.openId !== openId) return s;
        return { ...s, whatIf: { ...view, openId, marketId: s.slip.marketId } };
      });
    },
    refresh,
    start() {
      running = true;
      load();
      const subscription = host.realtime.user$.subscribe({
        next: (event) => {
          if (event.type === 'updateUserBalance') {
            if (holdsAnything()) refresh();
            return;
          }
          if (BET_EVENT_TYPES.has(event.type) && eventMatchId(event) === matchId) refresh();
          if (event.type === 'userOrderUpdated' && event.payload.order.matchId === matchId) {
            const words = orderEventWords(event.payload);
            if (words !== null) host.toast.show(words, event.payload.bet !== null ? 'success' : 'info');
          }
        },
        error: () => undefined,
      });
      return () => {
        running = false;
        subscription.unsubscribe();
        controller?.abort();
        controller = null;
        if (timer !== null) clearTimeout(timer);
        timer = null;
      };
    },
  };
}

const BettingContext = createContext<Betting | null>(null);

/** Bets, positions and the slip of one match for everything under it. */
export function BettingProvider({ matchId, children }: { matchId: string; children: ReactNode }) {
  const host = useHost();
  const betting = useMemo(() => createBetting(host, matchId), [host, matchId]);
  useEffect(() => betting.start(), [betting]);
  return <BettingContext.Provider value={betting}>{children}</BettingContext.Provider>;
}

export function useBetting(): Betting {
  const betting = useContext(BettingContext);
  if (!betting) throw new Error('useBetting() needs a BettingProvider');
  return betting;
}

/** One value of the betting state; re-renders only when it changes. */
export function useBettingValue<T>(selector: (state: BettingState | null) => T, isEqual?: (a: T, b: T) => boolean): T {
  return useStoreValue(useBetting().store, selector, isEqual);
}
