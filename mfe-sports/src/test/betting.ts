/**
 * Builders of the betting API's answers for tests: placed bets, positions, run ladders, a
 * player's profile with Game button values. Shapes are the contract's (`@backlay/shared/api`).
 */
import type { MarketPosition, PlacedBet, Profile, RunAmount } from '@backlay/shared/api';

export function placedBet(overrides: Partial<PlacedBet> = {}): PlacedBet {
  return {
    id: 'b1',
    kind: 'matchBetting',
    matchId: '1001',
    betId: 'mo',
    marketType: 'matchOdds',
    marketName: 'Match Odds',
    eventName: 'Team A v Team B',
    eventType: 'cricket',
    selectionId: 1,
    teamName: 'Team A',
    betType: 'BACK',
    odds: 2.5,
    requestedOdds: 2.5,
    rate: null,
    stake: 100,
    winAmount: 150,
    lossAmount: 100,
    result: 'PENDING',
    profitLoss: null,
    deleteReason: null,
    createdAt: '2026-01-10T14:05:00.000Z',
    settledAt: null,
    ...overrides,
  };
}

export function position(overrides: Partial<MarketPosition> = {}): MarketPosition {
  return {
    betId: 'mo',
    matchId: '1001',
    marketType: 'matchOdds',
    runners: {},
    ladder: [],
    exposure: 0,
    totalBet: 1,
    ...overrides,
  };
}

export function runAmountOf(betId: string, rows: readonly (readonly [number, number])[], maxLoss: number): RunAmount {
  return {
    betId,
    matchId: '1001',
    profitLoss: rows.map(([run, profitLoss]) => ({ run, profitLoss })),
    maxLoss,
    betPlaced: [],
  };
}

export function profile(buttons: Record<string, number>): Profile {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    userName: 'player1',
    role: 'user',
    isDemo: false,
    forceChangePassword: false,
    isAuthenticator: false,
    authenticatorType: 0,
    userBal: { currentBalance: 10_000, exposure: 0, profitLoss: 0, totalBalance: 10_000, creditReference: 10_000 },
    marqueeNotification: { value: '' },
    buttonValues: { id: 'bv1', type: 'Match', value: JSON.stringify(buttons) },
    buttonValues2: { id: 'bv2', type: 'Casino', value: '{}' },
  };
}
