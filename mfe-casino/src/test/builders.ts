/**
 * Builders of what the API and the sockets send about card tables, with plausible defaults a test
 * overrides where it matters.
 */
import type { PlacedBet, Profile } from '@backlay/shared/api';
import type {
  CardInitial,
  CardRoundDetail,
  CardRoundInfo,
  CardSnapshot,
  CardTableDefinition,
} from '@backlay/shared/cards';
import type { CardTableState } from '@backlay/shared/realtime';

export const NOW = Date.UTC(2026, 0, 10, 14, 0, 0);

export function roundInfo(def: CardTableDefinition, overrides: Partial<CardRoundInfo> = {}): CardRoundInfo {
  return {
    code: def.code,
    gtype: def.gtype,
    mid: '102260110140000',
    phase: 'betting',
    autotime: 15,
    closesAt: NOW + 15_000,
    dealt: [],
    commit: 'a3f1c2e4b5d6978812345678901234567890abcdefabcdefabcdefabcdef0042',
    result: null,
    scoreboard: null,
    min: def.min,
    max: def.max,
    ...overrides,
  };
}

/** The table with every row open at its definition's prices. */
export function snapshotOf(def: CardTableDefinition, t1: Partial<CardRoundInfo> = {}, seq = 1): CardSnapshot {
  return {
    t1: roundInfo(def, t1),
    t2: def.rows.map((r) => ({
      sid: r.sid,
      nat: r.nat,
      group: r.group,
      b1: r.back,
      l1: r.lay,
      gstatus: 'ACTIVE',
      min: r.min,
      max: r.max,
    })),
    seq,
    serverTime: NOW,
  };
}

export function suspendRows(snapshot: CardSnapshot, sids: readonly number[], seq = snapshot.seq + 1): CardSnapshot {
  return { ...snapshot, seq, t2: snapshot.t2.map((r) => (sids.includes(r.sid) ? { ...r, gstatus: 'SUSPENDED' } : r)) };
}

export function initialOf(snapshot: CardSnapshot, lastResults: CardInitial['lastResults'] = []): CardInitial {
  return { snapshot, lastResults };
}

export function tableState(snapshot: CardSnapshot, lastResult: CardTableState['lastResult'] = null): CardTableState {
  // The bus stamps its own clock; the snapshot carries the server's (NOW), so the offset is what the test says.
  return { snapshot, lastResult, updatedAt: Date.now() };
}

export function cardBet(overrides: Partial<PlacedBet> = {}): PlacedBet {
  return {
    id: 'cb1',
    kind: 'cardBetting',
    matchId: 'teen20',
    betId: 'card:teen20:102260110140000',
    marketType: 'card',
    marketName: '20-20 Teenpatti',
    eventName: '20-20 Teenpatti',
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
    ...overrides,
  };
}

export function profileWithCasinoButtons(buttons: Record<string, number>): Profile {
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
    buttonValues: { id: 'bv1', type: 'Match', value: '{"Game 5k":5000}' },
    buttonValues2: { id: 'bv2', type: 'Casino', value: JSON.stringify(buttons) },
  };
}

export function roundDetail(overrides: Partial<CardRoundDetail> = {}): CardRoundDetail {
  return {
    mid: '102260110135900',
    gameType: 'teen20',
    createdAt: '2026-01-10T13:59:55.000Z',
    win: '1',
    desc: 'Player A 30 | Player B 20',
    sid: '1',
    cards: [],
    dealt: [],
    commit: '',
    salt: '9f86d081884c7d65',
    shoe: [],
    voided: false,
    ...overrides,
  };
}
