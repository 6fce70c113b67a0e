import { createContext, useCallback, useEffect, useRef, type MouseEvent } from 'react';
import { readAcceptBetterOdds } from '@backlay/shared/betting';
import { useHost } from '@backlay/shared/contract';
import type { MatchState } from '../../data/contract.js';
import type { Side } from '../../ui/PriceCell.js';
import { findMarket, selectMarketInfo } from '../live/selectors.js';
import { usePriceStore } from '../live/usePrice.js';
import { useBetting, type SlipTarget } from './betting.js';
import { placeOneClick } from './oneClick.js';
import { useBetSettings } from './settings.js';

/**
 * What a click on a price opens: the price on screen now (read from the store, not the DOM),
 * or null when the market or runner cannot be bet on (suspended, closed, no price there).
 */
export function pickPrice(
  state: MatchState | null,
  marketId: string,
  selectionId: number,
  side: Side,
  level: number,
): Omit<SlipTarget, 'openId'> | null {
  const market = findMarket(state, marketId);
  if (!market || market.status !== 'OPEN' || market.result !== null) return null;
  const runner = market.runners.find((r) => r.selectionId === selectionId);
  if (!runner || runner.status !== 'ACTIVE') return null;
  const box = (side === 'back' ? runner.ex.availableToBack : runner.ex.availableToLay)[level];
  if (!box) return null;
  return { marketId, selectionId, side, price: box.price, rate: market.priceKind === 'line' ? box.size : null };
}

function sideOf(value: string | undefined): Side | null {
  return value === 'back' || value === 'lay' ? value : null;
}

export type SlipOpener = (event: MouseEvent<HTMLElement>) => void;

/**
 * The slip opener of the market around a price cell (LiveCell puts it on its button); none: the
 * cells open nothing.
 */
export const SlipOpenerContext = createContext<SlipOpener | null>(null);

/**
 * One click handler for all the price cells of a market (a click, or Enter/Space on a focused
 * cell, which a native button turns into a click), handed to them through SlipOpenerContext. It
 * reads the runner, side and level from the cell's data attributes and is the same function for the
 * market's life, so the cells stay plain memoised elements.
 *
 * With one-click betting on, the click places a bet of the one-click stake instead of opening the
 * slip. A second click on the same price while its bet is on the way is ignored (a double click
 * is one bet); other prices can be clicked meanwhile.
 */
export function useSlipOpener(marketId: string): SlipOpener {
  const host = useHost();
  const betting = useBetting();
  const prices = usePriceStore();
  const settings = useBetSettings();
  const oneClick = useRef<number | null>(null);
  useEffect(() => {
    oneClick.current = settings?.oneClick ? settings.oneClickStake : null;
  }, [settings]);
  const pending = useRef(new Set<string>());
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const target = event.target;
      if (!(target instanceof Element)) return;
      const cell = target.closest('button[data-selection]');
      if (!(cell instanceof HTMLButtonElement) || cell.disabled || !event.currentTarget.contains(cell)) return;
      const side = sideOf(cell.dataset.side);
      const selectionId = Number(cell.dataset.selection);
      const level = Number(cell.dataset.level ?? '0');
      if (side === null || !Number.isSafeInteger(selectionId) || !Number.isSafeInteger(level)) return;
      const state = prices.getSnapshot();
      const picked = pickPrice(state, marketId, selectionId, side, level);
      if (!picked) return;
      const stake = oneClick.current;
      const info = selectMarketInfo(marketId)(state);
      if (stake === null || !info) {
        betting.openSlip(picked, cell);
        return;
      }
      const key = `${selectionId}:${side}`;
      if (pending.current.has(key)) return;
      pending.current.add(key);
      const bet = {
        host,
        matchId: betting.matchId,
        info,
        target: picked,
        stake,
        acceptBetterOdds: readAcceptBetterOdds(),
      };
      void placeOneClick(bet).then((result) => {
        pending.current.delete(key);
        if (result === 'placed') betting.refresh();
      });
    },
    [host, betting, prices, marketId],
  );
}
