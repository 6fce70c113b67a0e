import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { continueAfterRealityCheck } from '@backlay/shared/api';
import { useHost } from '@backlay/shared/contract';
import { lazyWithReload } from '../errors/lazyWithReload.js';
import { protectionQuery } from './protectionQuery.js';
import { connectRealityCheckTabs, type RealityCheckTabs } from './tabs.js';

/** How long the shell's start may keep the protection request waiting for an idle moment. */
export const PROTECTION_IDLE_TIMEOUT_MS = 3_000;
/** A reading this recent is taken as the server's word at the due time; an older one is read again. */
export const PROTECTION_FRESH_MS = 5_000;
/** Focus and visibility usually change together: one reading for both. */
export const REFOCUS_GAP_MS = 2_000;
/** setTimeout's longest delay; a later due time is checked then and scheduled again. */
const LONGEST_TIMER_MS = 2_147_483_647;

// The dialog's code is fetched when a check is due, not with the shell.
const RealityCheckDialog = lazyWithReload(() => import('./RealityCheckDialog.js').then((m) => m.RealityCheckDialog));

/** True once the browser has been idle after the shell's start (or after `timeoutMs`). */
function useAfterIdle(timeoutMs: number): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const start = () => setIdle(true);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(start, { timeout: timeoutMs });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(start, 0);
    return () => clearTimeout(timer);
  }, [timeoutMs]);
  return idle;
}

/** A check found due: its due time, and when it was found (the dialog's "logged in for" counts to it). */
interface Due {
  dueAt: string;
  foundAt: number;
}

/**
 * The reality check of a signed-in player: reads GET /user/protection once the shell has started
 * and the browser is idle, waits for the due time the server gave, reads it again then (a Continue
 * in another tab, or an interval changed on the Player Protection page, moves it), and shows the
 * dialog while the check is due. The due time is the server's, so the dialog comes back after a
 * reload, and a Continue in any tab of the login closes it in all of them.
 */
export function RealityCheck() {
  const host = useHost();
  const queryClient = useQueryClient();
  const started = useAfterIdle(PROTECTION_IDLE_TIMEOUT_MS);
  const query = protectionQuery(host.http);
  const { data, refetch } = useQuery({ ...query, enabled: started });
  const dueAt = data?.realityCheck.dueAt;
  const [due, setDue] = useState<Due | null>(null);
  // Counts the checks that found nothing due: a time beyond the longest timer is scheduled again.
  const [checks, setChecks] = useState(0);
  const tabs = useRef<RealityCheckTabs | null>(null);

  useEffect(() => {
    if (!started) return undefined;
    const reread = () => void refetch();
    tabs.current = connectRealityCheckTabs(reread);
    let lastRead = 0;
    const onShown = () => {
      if (document.visibilityState !== 'visible' || Date.now() - lastRead < REFOCUS_GAP_MS) return;
      lastRead = Date.now();
      reread();
    };
    window.addEventListener('focus', onShown);
    document.addEventListener('visibilitychange', onShown);
    return () => {
      tabs.current?.close();
      tabs.current = null;
      window.removeEventListener('focus', onShown);
      document.removeEventListener('visibilitychange', onShown);
    };
  }, [started, refetch]);

  useEffect(() => {
    if (dueAt === undefined) return undefined;
    const dueTime = Date.parse(dueAt);
    if (Number.isNaN(dueTime)) return undefined;
    let cancelled = false;
    const timer = setTimeout(
      () => {
        const state = queryClient.getQueryState(query.queryKey);
        const fresh = state !== undefined && Date.now() - state.dataUpdatedAt < PROTECTION_FRESH_MS;
        const latest = fresh ? Promise.resolve(state.data) : refetch().then((result) => result.data);
        void latest.then((protection) => {
          if (cancelled) return;
          // Without an answer the time already known stands.
          const at = protection?.realityCheck.dueAt ?? dueAt;
          const now = Date.now();
          if (Date.parse(at) <= now) setDue({ dueAt: at, foundAt: now });
          else setChecks((n) => n + 1);
        });
      },
      Math.min(Math.max(0, dueTime - Date.now()), LONGEST_TIMER_MS),
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [dueAt, checks, refetch, queryClient, query.queryKey]);

  const continueSession = useCallback(async () => {
    const { data: next } = await continueAfterRealityCheck(host.http);
    queryClient.setQueryData(query.queryKey, next);
    tabs.current?.announceContinue();
  }, [host.http, queryClient, query.queryKey]);

  const logOut = useCallback(() => void host.session.signOut('logout'), [host.session]);

  // Open while the time found due is still the server's: a new due time (a Continue here or
  // elsewhere, a new interval) closes it.
  if (data === undefined || due === null || due.dueAt !== dueAt) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheckDialog
        sessionStartedAt={data.realityCheck.sessionStartedAt}
        sessionProfitLoss={data.realityCheck.sessionProfitLoss}
        shownAt={due.foundAt}
        onContinue={continueSession}
        onLogOut={logOut}
      />
    </Suspense>
  );
}
