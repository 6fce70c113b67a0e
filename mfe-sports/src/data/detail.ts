/**
 * First paint of the match screens comes from HTTP (GET /match/{id}, GET /match/racing/{id});
 * the bus then takes over. These turn the HTTP answers into the MatchState the bus emits, so the
 * screens read one shape whichever arrived first.
 */
import { SPORTS, type Fixture, type MatchDetail, type MatchSnapshot, type RaceDetail } from '@backlay/shared/sports';
import type { MatchState } from './contract.js';

const noSessions = (): MatchSnapshot['apiSession'] => ({
  session: [],
  overByover: [],
  ballByBall: [],
  oddEven: [],
  fancy1: [],
  khado: [],
  meter: [],
  cricketCasino: [],
});

function sportInfo(key: string) {
  return SPORTS.find((s) => s.key === key);
}

/**
 * The API also sends the fixture's own in-play flag and gmid with the detail (not yet in the
 * contract's MatchDetail); without them, the markets' in-play flags say it.
 */
function detailExtras(d: MatchDetail): { inPlay: boolean; gmid: string } {
  return {
    inPlay:
      'inPlay' in d && typeof d.inPlay === 'boolean'
        ? d.inPlay
        : d.stopAt === null && d.tournament.some((m) => m.inPlay),
    gmid: 'gmid' in d && typeof d.gmid === 'string' ? d.gmid : '',
  };
}

export function fixtureFromDetail(d: MatchDetail): Fixture {
  const extras = detailExtras(d);
  const info = sportInfo(d.matchType);
  const finished = d.stopAt !== null;
  return {
    id: d.id,
    eventId: d.eventId,
    gmid: extras.gmid,
    marketId: d.marketId,
    sport: d.matchType,
    matchType: d.matchType,
    sportId: info?.id ?? 0,
    sportName: info?.name ?? d.matchType,
    kind: d.teamA === null && d.teamB === null ? 'outright' : 'match',
    competitionId: d.competitionId,
    competitionName: d.competitionName,
    title: d.title,
    teamA: d.teamA,
    teamB: d.teamB,
    teamC: d.teamC,
    startAt: d.startAt,
    startMs: Date.parse(d.startAt),
    stopAt: d.stopAt,
    inPlay: !finished && extras.inPlay,
    finished,
    isTv: d.isTv,
    isBookmaker: d.isBookmaker,
    isFancy: d.isFancy,
    rateThan100: d.rateThan100,
    format: null,
    countryCode: null,
    venue: null,
    raceNumber: null,
    betFairSessionMinBet: d.betFairSessionMinBet,
    betFairSessionMaxBet: d.betFairSessionMaxBet,
  };
}

export function stateFromDetail(d: MatchDetail, now: number = Date.now()): MatchState {
  const fixture = fixtureFromDetail(d);
  return {
    snapshot: {
      id: d.id,
      marketId: d.marketId,
      eventId: d.eventId,
      gmid: fixture.gmid,
      fixture,
      scoreBoard: d.scoreBoard,
      tournament: d.tournament,
      apiSession: { ...noSessions(), ...d.apiSession },
      // The operator's sessions: the bus keeps them up to date from here on.
      ...(d.sessionBettings.length > 0 ? { sessionBettings: d.sessionBettings } : {}),
      updatedAt: now,
    },
    seq: d.seq,
    updatedAt: now,
    removed: false,
  };
}

export function fixtureFromRace(d: RaceDetail): Fixture {
  const info = sportInfo(d.matchType);
  const finished = d.stopAt !== null;
  return {
    id: d.id,
    eventId: d.eventId,
    gmid: '',
    marketId: d.marketId,
    sport: d.matchType,
    matchType: d.matchType,
    sportId: info?.id ?? 0,
    sportName: info?.name ?? d.matchType,
    kind: 'race',
    competitionId: '',
    competitionName: d.venue,
    title: d.title,
    teamA: null,
    teamB: null,
    teamC: null,
    startAt: d.startAt,
    startMs: Date.parse(d.startAt),
    stopAt: d.stopAt,
    inPlay: !finished && d.matchOdd.inPlay,
    finished,
    isTv: false,
    isBookmaker: false,
    isFancy: false,
    rateThan100: false,
    format: null,
    countryCode: d.countryCode,
    venue: d.venue,
    raceNumber: d.raceNumber,
    betFairSessionMinBet: null,
    betFairSessionMaxBet: null,
  };
}

export function stateFromRace(d: RaceDetail, now: number = Date.now()): MatchState {
  return {
    snapshot: {
      id: d.id,
      marketId: d.marketId,
      eventId: d.eventId,
      gmid: '',
      fixture: fixtureFromRace(d),
      scoreBoard: null,
      tournament: [d.matchOdd],
      apiSession: noSessions(),
      updatedAt: now,
    },
    seq: d.seq,
    updatedAt: now,
    removed: false,
  };
}
