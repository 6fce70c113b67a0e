import { QueryClient } from '@tanstack/react-query';
import { Subject } from 'rxjs';
import type { PlacedBet, Profile, UserBalance } from '../api/index.js';
import { HttpError } from '../http/index.js';
import type { UserEvent } from '../realtime/protocol.js';
import { shouldRetry } from './client.js';
import { connectQueryInvalidation } from './invalidation.js';
import { queryKeys } from './keys.js';

const BALANCE: UserBalance = {
  currentBalance: 900,
  exposure: 100,
  profitLoss: 0,
  totalBalance: 1000,
  creditReference: 0,
};

function seeded(): QueryClient {
  const client = new QueryClient();
  const keys: ReadonlyArray<readonly unknown[]> = [
    queryKeys.profile,
    queryKeys.account.rules,
    queryKeys.bets.placed('m1'),
    queryKeys.bets.placed('m2'),
    queryKeys.bets.market('mk', false),
    queryKeys.positions.match('m1'),
    queryKeys.positions.match('m2'),
    queryKeys.positions.myMarket,
    queryKeys.reports.statementAll,
    queryKeys.reports.profitLoss({ from: 'a', to: 'b' }),
    queryKeys.results.cardRound('r1'),
    queryKeys.casino.list,
  ];
  for (const key of keys) client.setQueryData(key, key === queryKeys.profile ? { userBal: null } : { seeded: true });
  return client;
}

function invalidated(client: QueryClient): string[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.isInvalidated)
    .map((q) => JSON.stringify(q.queryKey))
    .sort();
}

describe('push → query invalidation', () => {
  it('a bet event about a match reaches that match, the lists, My Market, reports and results', () => {
    const client = seeded();
    const user$ = new Subject<UserEvent>();
    const stop = connectQueryInvalidation(client, user$);
    user$.next({
      type: 'matchDeleteBet',
      payload: { matchId: 'm1', betId: 'mk', betIds: ['b1'], deleteReason: 'Void', permanent: true },
    });
    expect(invalidated(client)).toEqual(
      [
        queryKeys.bets.market('mk', false),
        queryKeys.bets.placed('m1'),
        queryKeys.positions.match('m1'),
        queryKeys.positions.myMarket,
        queryKeys.reports.profitLoss({ from: 'a', to: 'b' }),
        queryKeys.reports.statementAll,
        queryKeys.results.cardRound('r1'),
      ]
        .map((k) => JSON.stringify(k))
        .sort(),
    );
    stop();
  });

  it('a bet placed names its match through the bet', () => {
    const client = seeded();
    const user$ = new Subject<UserEvent>();
    connectQueryInvalidation(client, user$);
    const bet: PlacedBet = {
      id: 'b1',
      kind: 'cardBetting',
      matchId: 'm2',
      betId: 'card:m2:1',
      marketType: 'card',
      marketName: 'Table',
      eventName: 'Table',
      eventType: 'card',
      selectionId: 1,
      teamName: 'Player A',
      betType: 'BACK',
      odds: 1.98,
      requestedOdds: 1.98,
      rate: null,
      stake: 100,
      winAmount: 98,
      lossAmount: 100,
      result: 'PENDING',
      profitLoss: null,
      deleteReason: null,
      createdAt: '2026-01-10T14:00:05.000Z',
      settledAt: null,
    };
    user$.next({ type: 'userCardBetPlaced', payload: { bet, balance: BALANCE } });
    const keys = invalidated(client);
    expect(keys).toContain(JSON.stringify(queryKeys.bets.placed('m2')));
    expect(keys).not.toContain(JSON.stringify(queryKeys.bets.placed('m1')));
  });

  it('a balance push patches the profile and refreshes the statement and My Market only', () => {
    const client = seeded();
    const user$ = new Subject<UserEvent>();
    connectQueryInvalidation(client, user$);
    user$.next({ type: 'updateUserBalance', payload: BALANCE });
    expect(client.getQueryData<Profile>(queryKeys.profile)?.userBal).toEqual(BALANCE);
    expect(invalidated(client)).toEqual(
      [queryKeys.positions.myMarket, queryKeys.reports.statementAll].map((k) => JSON.stringify(k)).sort(),
    );
  });

  it('other pushes change nothing, and nothing after stop', () => {
    const client = seeded();
    const user$ = new Subject<UserEvent>();
    const stop = connectQueryInvalidation(client, user$);
    user$.next({ type: 'hardRefreshAll', payload: null });
    user$.next({ type: 'logoutUserForce', payload: { reason: 'x' } });
    stop();
    user$.next({ type: 'updateUserBalance', payload: BALANCE });
    expect(invalidated(client)).toEqual([]);
  });
});

describe('retries', () => {
  it('retries network failures twice, never answers or cancellations', () => {
    const network = new HttpError('down', { status: 0 });
    expect(shouldRetry(0, network)).toBe(true);
    expect(shouldRetry(1, network)).toBe(true);
    expect(shouldRetry(2, network)).toBe(false);
    expect(shouldRetry(0, new HttpError('bad', { status: 400 }))).toBe(false);
    expect(shouldRetry(0, new HttpError('boom', { status: 500 }))).toBe(false);
    expect(shouldRetry(0, new HttpError('gone', { status: 0, cancelled: true }))).toBe(false);
    expect(shouldRetry(0, new Error('other'))).toBe(false);
  });
});
