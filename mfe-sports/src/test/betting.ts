/**
 * Builders of the betting API's answers for tests: placed bets, orders, positions, run ladders, a
 * player's profile with Game button values. Shapes are the contract's (`@backlay/shared/api`).
 */
import type {
  BetOrder,
  MarketPosition,
  OrderResponse,
  PlacedBet,
  Profile,
  RunAmount,
  UserBalance,
} from '@backlay/shared/api';

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

/** A back order on Team A at 2.6, nothing matched yet. */
export function betOrder(overrides: Partial<BetOrder> = {}): BetOrder {
  return {
    id: '6f1c2b9e-0d4a-4c1e-9a57-2b8f3d6e7a01',
    matchId: '1001',
    betId: 'mo',
    marketType: 'matchOdds',
    marketName: 'Match Odds',
    eventName: 'Team A v Team B',
    eventType: 'cricket',
    selectionId: 1,
    teamName: 'Team A',
    betType: 'BACK',
    odds: 2.6,
    stake: 500,
    matched: 0,
    unmatched: 500,
    cancelled: 0,
    status: 'OPEN',
    inPlay: 'LAPSE',
    createdAt: '2026-01-10T14:06:00.000Z',
    updatedAt: '2026-01-10T14:06:00.000Z',
    ...overrides,
  };
}

const BALANCE: UserBalance = {
  currentBalance: 9_500,
  exposure: 500,
  profitLoss: 0,
  totalBalance: 10_000,
  creditReference: 10_000,
};

/** POST /bet/order's answer when `bet` took the whole order at once. */
export function filledOrder(bet: PlacedBet, balance: UserBalance = BALANCE): OrderResponse {
  const side = bet.betType === 'LAY' ? 'LAY' : 'BACK';
  return {
    order: betOrder({
      matchId: bet.matchId,
      betId: bet.betId,
      marketType: bet.marketType,
      marketName: bet.marketName,
      eventType: bet.eventType,
      selectionId: bet.selectionId,
      teamName: bet.teamName,
      betType: side,
      odds: bet.requestedOdds,
      stake: bet.stake,
      matched: bet.stake,
      unmatched: 0,
      status: 'FILLED',
    }),
    bets: [bet],
    balance,
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
