/**
 * Builders of sports feed data for tests (fixtures, markets, snapshots, list rows), with plausible
 * defaults that a test overrides where it matters.
 */
import type { ListRow } from '../sports/protocol.js';
import type { Fixture, Market, MatchSnapshot, PriceSize, Runner, SessionFamily } from '../sports/types.js';

export function makeFixture(overrides: Partial<Fixture> = {}): Fixture {
  const id = overrides.id ?? '1001';
  return {
    id,
    eventId: `e${id}`,
    gmid: `g${id}`,
    marketId: `1.${id}`,
    sport: 'football',
    matchType: 'football',
    sportId: 1,
    sportName: 'Football',
    kind: 'match',
    competitionId: 'c1',
    competitionName: 'Backlay Premier League',
    title: 'Harbour FC v Northside United',
    teamA: 'Harbour FC',
    teamB: 'Northside United',
    teamC: 'The Draw',
    startAt: '2026-01-10T15:00:00.000Z',
    startMs: Date.UTC(2026, 0, 10, 15),
    stopAt: null,
    inPlay: false,
    finished: false,
    isTv: false,
    isBookmaker: false,
    isFancy: false,
    rateThan100: false,
    format: null,
    countryCode: null,
    venue: null,
    raceNumber: null,
    betFairSessionMinBet: null,
    betFairSessionMaxBet: null,
    ...overrides,
  };
}

export function makeRunner(selectionId: number, nat: string, back: PriceSize[] = [], lay: PriceSize[] = []): Runner {
  return {
    selectionId,
    nat,
    status: 'ACTIVE',
    sortPriority: selectionId,
    ex: { availableToBack: back, availableToLay: lay },
  };
}

export function makeMarket(overrides: Partial<Market> = {}): Market {
  return {
    id: '1.1001',
    matchId: '1001',
    name: 'Match Odds',
    type: 'matchOdds',
    gtype: 'match',
    priceKind: 'decimal',
    status: 'OPEN',
    version: 1,
    inPlay: false,
    betDelay: 0,
    minBet: 100,
    maxBet: 25000,
    sno: 1,
    parentBetId: null,
    numberOfWinners: 1,
    numberOfPlaces: 0,
    remark: '',
    session: null,
    runners: [
      makeRunner(1, 'Harbour FC', [{ price: 2.1, size: 500 }], [{ price: 2.12, size: 400 }]),
      makeRunner(2, 'Northside United', [{ price: 3.5, size: 300 }], [{ price: 3.55, size: 250 }]),
    ],
    result: null,
    ...overrides,
  };
}

export function makeSessions(
  overrides: Partial<Record<SessionFamily, Market[]>> = {},
): Record<SessionFamily, Market[]> {
  return {
    session: [],
    overByover: [],
    ballByBall: [],
    oddEven: [],
    fancy1: [],
    khado: [],
    meter: [],
    cricketCasino: [],
    ...overrides,
  };
}

export function makeSnapshot(overrides: Partial<MatchSnapshot> = {}): MatchSnapshot {
  const fixture = overrides.fixture ?? makeFixture(overrides.id === undefined ? {} : { id: overrides.id });
  return {
    id: fixture.id,
    marketId: fixture.marketId,
    eventId: fixture.eventId,
    gmid: fixture.gmid,
    fixture,
    scoreBoard: null,
    tournament: [makeMarket({ id: fixture.marketId, matchId: fixture.id })],
    apiSession: makeSessions(),
    updatedAt: Date.UTC(2026, 0, 10, 14),
    ...overrides,
  };
}

export function makeListRow(overrides: Partial<ListRow> = {}): ListRow {
  return {
    id: '1001',
    sport: 'football',
    title: 'Harbour FC v Northside United',
    competitionName: 'Backlay Premier League',
    startAt: '2026-01-10T15:00:00.000Z',
    inPlay: false,
    finished: false,
    isTv: false,
    isBookmaker: false,
    isFancy: false,
    status: 'OPEN',
    runners: [
      { selectionId: 1, nat: 'Harbour FC', back: { price: 2.1, size: 500 }, lay: { price: 2.12, size: 400 } },
      { selectionId: 2, nat: 'Northside United', back: { price: 3.5, size: 300 }, lay: { price: 3.55, size: 250 } },
    ],
    ...overrides,
  };
}
