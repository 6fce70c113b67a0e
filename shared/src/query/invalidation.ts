/**
 * Real-time pushes → cache: the one place that decides which queries a push makes stale. The host
 * connects it once to its bus (a standalone dev host and the test host do the same), so screens
 * never subscribe to player events just to refetch.
 *
 * | push                                                   | queries                                           |
 * | ------------------------------------------------------ | ------------------------------------------------- |
 * | updateUserBalance                                      | profile (balance patched in place), statement, My Market |
 * | bet placed / result / undeclare / delete (BET_EVENTS)  | bets lists and pages, bets.placed(matchId), positions.match(matchId), run ladders, My Market, reports, results |
 *
 * Pushes that name a match (matchId) only reach that match's per-match queries.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Observable } from 'rxjs';
import type { Profile } from '../api/index.js';
import { BET_EVENTS, type UserEvent } from '../realtime/protocol.js';
import { queryKeys } from './keys.js';

const BET_EVENT_TYPES: ReadonlySet<string> = new Set<string>(BET_EVENTS);

/** The match (or card table) a player event is about, if it names one. */
export function eventMatchId(event: UserEvent): string | null {
  const payload: unknown = event.payload;
  if (typeof payload !== 'object' || payload === null) return null;
  if ('bet' in payload && typeof payload.bet === 'object' && payload.bet !== null && 'matchId' in payload.bet) {
    return typeof payload.bet.matchId === 'string' ? payload.bet.matchId : null;
  }
  return 'matchId' in payload && typeof payload.matchId === 'string' ? payload.matchId : null;
}

/** Applies one push to the cache. */
export function invalidateForEvent(client: QueryClient, event: UserEvent): void {
  const invalidate = (queryKey: readonly unknown[]) => void client.invalidateQueries({ queryKey });
  if (event.type === 'updateUserBalance') {
    client.setQueryData<Profile>(queryKeys.profile, (profile) =>
      profile ? { ...profile, userBal: event.payload } : profile,
    );
    invalidate(queryKeys.reports.statementAll);
    invalidate(queryKeys.positions.myMarket);
    return;
  }
  if (!BET_EVENT_TYPES.has(event.type)) return;
  const matchId = eventMatchId(event);
  if (matchId !== null) {
    invalidate(queryKeys.bets.placed(matchId));
    invalidate(queryKeys.positions.match(matchId));
  } else {
    invalidate(queryKeys.bets.placedAll);
    invalidate(queryKeys.positions.matchAll);
  }
  // Everything not keyed by match: the lists, ladders, My Market, reports and results.
  void client.invalidateQueries({
    predicate: (query) => {
      const [root, kind] = query.queryKey;
      if (root === 'bets') return kind !== 'placed';
      if (root === 'positions') return kind !== 'match';
      return root === 'reports' || root === 'results';
    },
  });
}

/** Follows `user$` until the returned function is called. */
export function connectQueryInvalidation(client: QueryClient, user$: Observable<UserEvent>): () => void {
  const subscription = user$.subscribe((event) => invalidateForEvent(client, event));
  return () => subscription.unsubscribe();
}
