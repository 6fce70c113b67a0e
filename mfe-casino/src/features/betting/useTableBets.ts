import { useCallback, useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paged, PlacedBet } from '@backlay/shared/api';
import { useHost } from '@backlay/shared/contract';
import { eventMatchId, placedBetsQuery, queryKeys } from '@backlay/shared/query';
import { toCents } from '../../lib/money.js';
import { settledMid } from '../table/tableState.js';

/** Events close together (a placement brings a bet event and a balance push) refetch once. */
export const REFRESH_DELAY_MS = 60;

export type BetsStatus = 'loading' | 'ready' | 'error';

/** A round settled for this player: its mid and net result. */
export interface RoundSettled {
  mid: string;
  cents: number;
}

/**
 * The player's open bets on one table (every round; `GET /bet/placed` by matchId = table code) as
 * a query: the host's push invalidation refetches it when the main socket reports a bet, result or
 * deletion on the table. Also reports the rounds settled for the player while the page is open
 * (`cardResult`).
 */
export function useTableBets(
  code: string,
  onSettled: (settled: RoundSettled) => void,
): {
  bets: readonly PlacedBet[];
  status: BetsStatus;
  refresh: () => void;
  /** Shows a bet the API just confirmed before the refetch lands. */
  add: (bet: PlacedBet) => void;
} {
  const host = useHost();
  const queryClient = useQueryClient();
  const query = useQuery(placedBetsQuery(host.http, code, { silent: true, allowConcurrent: true }));
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const settled = useRef(onSettled);
  useEffect(() => {
    settled.current = onSettled;
  }, [onSettled]);

  const refresh = useCallback(() => {
    if (timer.current !== null) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      void queryClient.invalidateQueries({ queryKey: queryKeys.bets.placed(code) });
    }, REFRESH_DELAY_MS);
  }, [queryClient, code]);

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = null;
    },
    [],
  );

  useEffect(() => {
    const subscription = host.realtime.user$.subscribe((event) => {
      if (event.type !== 'cardResult' || eventMatchId(event) !== code) return;
      settled.current({
        mid: settledMid(event.payload.betId, event.payload.result),
        cents: toCents(event.payload.profitLoss),
      });
    });
    return () => subscription.unsubscribe();
  }, [host, code]);

  const add = useCallback(
    (bet: PlacedBet) =>
      queryClient.setQueryData<Paged<PlacedBet>>(queryKeys.bets.placed(code), (page) =>
        !page
          ? { count: 1, rows: [bet] }
          : page.rows.some((b) => b.id === bet.id)
            ? page
            : { ...page, count: page.count + 1, rows: [bet, ...page.rows] },
      ),
    [queryClient, code],
  );

  const status: BetsStatus = query.data ? 'ready' : query.isError && !query.isFetching ? 'error' : 'loading';
  return { bets: query.data?.rows ?? NO_BETS, status, refresh, add };
}

const NO_BETS: readonly PlacedBet[] = [];
