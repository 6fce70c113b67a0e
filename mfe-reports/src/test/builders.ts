/**
 * Builders of the API's answers for the reports' tests, with plausible defaults a test overrides
 * where it matters. Shapes are the contract's (`@backlay/shared/api`).
 */
import type {
  BetOrder,
  Paged,
  PlacedBet,
  ProfitLossMarket,
  ProfitLossReport,
  TransactionRow,
} from '@backlay/shared/api';

export const USER_ID = '00000000-0000-4000-8000-000000000001';

export function transaction(overrides: Partial<TransactionRow> = {}): TransactionRow {
  const uniqueId = overrides.uniqueId ?? overrides.id ?? 1;
  return {
    id: uniqueId,
    uniqueId,
    userId: USER_ID,
    transType: 'add',
    amount: 1000,
    closingBalance: 1000,
    description: 'Deposit',
    reference: null,
    createdAt: '2026-10-10T04:30:00.000Z',
    ...overrides,
  };
}

export function placedBet(overrides: Partial<PlacedBet> = {}): PlacedBet {
  return {
    id: 'b1',
    kind: 'matchBetting',
    matchId: '1001',
    betId: '1.1001',
    marketType: 'matchOdds',
    marketName: 'Match Odds',
    eventName: 'India v Australia',
    eventType: 'cricket',
    selectionId: 1,
    teamName: 'India',
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
    createdAt: '2026-10-10T08:00:00.000Z',
    settledAt: null,
    ...overrides,
  };
}

/** An exchange order still waiting in full (override matched / unmatched for a part-matched one). */
export function betOrder(overrides: Partial<BetOrder> = {}): BetOrder {
  return {
    id: '00000000-0000-4000-8000-0000000000a1',
    matchId: '1001',
    betId: '1.1001',
    marketType: 'matchOdds',
    marketName: 'Match Odds',
    eventName: 'India v Australia',
    eventType: 'cricket',
    selectionId: 1,
    teamName: 'India',
    betType: 'BACK',
    odds: 2.5,
    stake: 100,
    matched: 0,
    unmatched: 100,
    cancelled: 0,
    status: 'OPEN',
    inPlay: 'LAPSE',
    createdAt: '2026-10-10T08:00:00.000Z',
    updatedAt: '2026-10-10T08:00:00.000Z',
    ...overrides,
  };
}

export function paged<T>(rows: T[], count: number = rows.length): Paged<T> {
  return { count, rows };
}

export function plMarket(overrides: Partial<ProfitLossMarket> = {}): ProfitLossMarket {
  return {
    eventType: 'cricket',
    matchId: '1001',
    eventName: 'India v Australia',
    marketId: '1.1001',
    marketName: 'Match Odds',
    marketType: 'matchOdds',
    bets: 2,
    stake: 300,
    profitLoss: 150,
    commission: 0,
    settledAt: '2026-10-10T12:00:00.000Z',
    ...overrides,
  };
}

export function plReport(markets: ProfitLossMarket[], from = '2026-10-01', to = '2026-10-15'): ProfitLossReport {
  const sports = new Map<string, ProfitLossReport['sports'][number]>();
  for (const m of markets) {
    const s = sports.get(m.eventType) ?? {
      eventType: m.eventType,
      markets: 0,
      bets: 0,
      stake: 0,
      profitLoss: 0,
      commission: 0,
    };
    sports.set(m.eventType, {
      ...s,
      markets: s.markets + 1,
      bets: s.bets + m.bets,
      stake: s.stake + m.stake,
      profitLoss: s.profitLoss + m.profitLoss,
      commission: s.commission + m.commission,
    });
  }
  return {
    from,
    to,
    sports: [...sports.values()],
    markets,
    total: {
      markets: markets.length,
      bets: markets.reduce((n, m) => n + m.bets, 0),
      stake: markets.reduce((n, m) => n + m.stake, 0),
      profitLoss: markets.reduce((n, m) => n + m.profitLoss, 0),
      commission: markets.reduce((n, m) => n + m.commission, 0),
    },
  };
}
