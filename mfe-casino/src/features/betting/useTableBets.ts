import { useCallback, useEffect, useRef, useState } from 'react';
import type { PlacedBet } from '@backlay/shared/api';
import { placedBets } from '@backlay/shared/betting';
import { useHost } from '@backlay/shared/contract';
import { BET_EVENTS, type UserEvent } from '@backlay/shared/realtime';
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

const BET_EVENT_TYPES: ReadonlySet<string> = new Set<string>(BET_EVENTS);

/** The table (matchId) a player event is about, if it names one. */
function eventMatchId(event: UserEvent): string | null {
  const payload: unknown = event.payload;
  if (typeof payload !== 'object' || payload === null) return null;
  if ('bet' in payload && typeof payload.bet === 'object' && payload.bet !== null && 'matchId' in payload.bet) {
    return typeof payload.bet.matchId === 'string' ? payload.bet.matchId : null;
  }
  return 'matchId' in payload && typeof payload.matchId === 'string' ? payload.matchId : null;
}

function sameBets(a: readonly PlacedBet[], b: readonly PlacedBet[]): boolean {
  return (
    a.length === b.length &&
    a.every((bet, i) => bet.id === b[i]?.id && bet.result === b[i]?.result && bet.deleteReason === b[i]?.deleteReason)
  );
}

/**
 * The player's open bets on one table (every round; `GET /bet/placed` by matchId = table code),
 * refetched when the main socket reports a bet, result or deletion on the table, and the rounds
 * settled for the player while the page is open (`cardResult`).
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
  const [state, setState] = useState<{ code: string; bets: readonly PlacedBet[]; status: BetsStatus }>({
    code,
    bets: [],
    status: 'loading',
  });
  const [version, setVersion] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const settled = useRef(onSettled);
  useEffect(() => {
    settled.current = onSettled;
  }, [onSettled]);

  const refresh = useCallback(() => {
    if (timer.current !== null) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      setVersion((v) => v + 1);
    }, REFRESH_DELAY_MS);
  }, []);

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = null;
    },
    [],
  );

  useEffect(() => {
    const controller = new AbortController();
    placedBets(host.http, code, { signal: controller.signal, silent: true, allowConcurrent: true })
      .then(({ data }) => {
        if (controller.signal.aborted) return;
        setState((s) => ({
          code,
          bets: s.code === code && sameBets(s.bets, data.rows) ? s.bets : data.rows,
          status: 'ready',
        }));
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        setState((s) => (s.code === code && s.status === 'ready' ? s : { code, bets: [], status: 'error' }));
      });
    return () => controller.abort();
  }, [host, code, version]);

  useEffect(() => {
    const subscription = host.realtime.user$.subscribe((event) => {
      if (!BET_EVENT_TYPES.has(event.type) || eventMatchId(event) !== code) return;
      if (event.type === 'cardResult')
        settled.current({
          mid: settledMid(event.payload.betId, event.payload.result),
          cents: toCents(event.payload.profitLoss),
        });
      refresh();
    });
    return () => subscription.unsubscribe();
  }, [host, code, refresh]);

  const add = useCallback(
    (bet: PlacedBet) =>
      setState((s) => (s.code !== code || s.bets.some((b) => b.id === bet.id) ? s : { ...s, bets: [bet, ...s.bets] })),
    [code],
  );

  const current = state.code === code ? state : { bets: [], status: 'loading' as const };
  return { bets: current.bets, status: current.status, refresh, add };
}
