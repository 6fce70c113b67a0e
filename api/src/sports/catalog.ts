/**
 * The sports calls' response shapes (the contract's `@backlay/shared/sports` api types) built from
 * the feed's current views. Pure functions: no I/O, no clock.
 */
import {
  matchPath,
  SPORTS,
  type BlinkingTab,
  type Competition,
  type CompetitionDate,
  type CompetitionMatch,
  type Fixture,
  type Market,
  type MatchDetail,
  type MatchListItem,
  type MatchSnapshot,
  type MatchSummary,
  type OtherMatchMarkets,
  type RaceDetail,
  type RaceListItem,
  type RacingCountry,
  type RacingSportKey,
  type SportInfo,
  type SportKey,
} from '@backlay/shared/sports';
import { listRowOf } from './feedService.js';

/** Markets GET /match/other/{id} lists: everything but the match odds and the bookmaker. */
const MAIN_TYPES: ReadonlySet<Market['type']> = new Set<Market['type']>(['matchOdds', 'bookmaker']);

export const RACING_SPORTS: readonly RacingSportKey[] = ['horseRacing', 'greyHound'];

export function isRacing(sport: SportKey): sport is RacingSportKey {
  return sport === 'horseRacing' || sport === 'greyHound';
}

const SPORT_BY_KEY = new Map<string, SportInfo>(SPORTS.map((s) => [s.key, s]));
const SPORT_BY_ID = new Map<number, SportInfo>(SPORTS.map((s) => [s.id, s]));

/** A sport from its key (`cricket`) or its numeric id (`4`), or undefined. */
export function findSport(keyOrId: string): SportInfo | undefined {
  if (/^\d{1,12}$/.test(keyOrId)) return SPORT_BY_ID.get(Number(keyOrId));
  return SPORT_BY_KEY.get(keyOrId);
}

export const SPORT_KEYS: readonly SportKey[] = SPORTS.map((s) => s.key);

/** The UTC calendar day of an ISO time, YYYY-MM-DD. */
export function dayOf(iso: string): string {
  return iso.slice(0, 10);
}

export function listItem(s: MatchSnapshot): MatchListItem {
  const f = s.fixture;
  return {
    id: f.id,
    title: f.title,
    matchType: f.matchType,
    startAt: f.startAt,
    beventId: f.beventId ?? null,
    eventId: f.eventId,
    gmid: f.gmid,
    section: listRowOf(s).runners,
    inPlay: f.inPlay,
    competitionId: f.competitionId,
    competitionName: f.competitionName,
    isTv: f.isTv,
    isBookmaker: f.isBookmaker,
    isFancy: f.isFancy,
  };
}

export function summary(f: Fixture): MatchSummary {
  return {
    id: f.id,
    title: f.title,
    matchType: f.matchType,
    startAt: f.startAt,
    beventId: f.beventId ?? null,
    eventId: f.eventId,
    competitionName: f.competitionName,
  };
}

export function competitionMatch(f: Fixture): CompetitionMatch {
  return { ...summary(f), competitionId: f.competitionId, inPlay: f.inPlay };
}

/** Case-insensitive search of titles and competition names, by start time, at most `limit`. */
export function search(fixtures: readonly Fixture[], keyword: string, limit = 20): MatchSummary[] {
  const needle = keyword.toLowerCase();
  const out: MatchSummary[] = [];
  for (const f of fixtures) {
    if (out.length >= limit) break;
    if (f.title.toLowerCase().includes(needle) || f.competitionName.toLowerCase().includes(needle))
      out.push(summary(f));
  }
  return out;
}

/** The most tabs shown at once. */
export const BLINKING_TABS_MAX = 10;

/**
 * The tabs to make blink: the matches the operator chose, in the operator's order (those still
 * listed and not finished), or without a choice in-play cricket, one tab per match, by start time.
 * Each carries the contract's fields (matchName, matchId, matchType, order) and the brief's (name,
 * type, link, blink) so either reader finds its own.
 */
export type BlinkingTabRow = BlinkingTab & { name: string; type: SportKey; link: string; blink: true };

export function blinkingTabs(
  fixtures: readonly Fixture[],
  chosen: readonly string[] = [],
  limit = BLINKING_TABS_MAX,
): BlinkingTabRow[] {
  const byId = new Map(fixtures.map((f) => [f.id, f]));
  const picked =
    chosen.length > 0
      ? chosen.map((id) => byId.get(id)).filter((f): f is Fixture => f !== undefined && !f.finished)
      : fixtures.filter((f) => f.sport === 'cricket' && f.inPlay && f.kind === 'match');
  return picked.slice(0, limit).map((f, order) => ({
    id: f.id,
    matchName: f.title,
    matchId: f.id,
    matchType: f.matchType,
    order,
    name: f.title,
    type: f.matchType,
    link: matchPath({ id: f.id, matchType: f.matchType, beventId: f.beventId ?? null }),
    blink: true,
  }));
}

export function competitions(fixtures: readonly Fixture[], sport: SportKey): Competition[] {
  const seen = new Map<string, string>();
  for (const f of fixtures)
    if (f.sport === sport && !seen.has(f.competitionId)) seen.set(f.competitionId, f.competitionName);
  return [...seen]
    .map(([competitionId, competitionName]) => ({ competitionId, competitionName }))
    .sort(
      (a, b) => a.competitionName.localeCompare(b.competitionName) || a.competitionId.localeCompare(b.competitionId),
    );
}

export function competitionDates(fixtures: readonly Fixture[], competitionId: string): CompetitionDate[] {
  const days = new Set<string>();
  for (const f of fixtures) if (f.competitionId === competitionId) days.add(dayOf(f.startAt));
  return [...days].sort().map((startdate) => ({ startdate }));
}

/** GET /match/{id}: the spec's detail fields, every market of the match, and the seq it is current to. */
export type MatchDetailData = MatchDetail & { gmid: string; inPlay: boolean };

/** `sessionBettings`: the match's manual sessions not closed (the operator's, beside the feed). */
export function matchDetail(s: MatchSnapshot, seq: number, sessionBettings: Market[] = []): MatchDetailData {
  const f = s.fixture;
  const apiSessionActive = f.isFancy && Object.values(s.apiSession).some((list) => list.length > 0);
  return {
    id: f.id,
    title: f.title,
    marketId: s.marketId,
    eventId: f.eventId,
    gmid: f.gmid,
    matchType: f.matchType,
    competitionId: f.competitionId,
    competitionName: f.competitionName,
    teamA: f.teamA,
    teamB: f.teamB,
    teamC: f.teamC,
    startAt: f.startAt,
    stopAt: f.stopAt,
    inPlay: f.inPlay,
    isBookmaker: f.isBookmaker,
    isFancy: f.isFancy,
    isTv: f.isTv,
    rateThan100: f.rateThan100,
    manualSessionActive: sessionBettings.length > 0,
    apiSessionActive,
    betFairSessionMinBet: f.betFairSessionMinBet,
    betFairSessionMaxBet: f.betFairSessionMaxBet,
    teamRates: {},
    profitLossDataSession: [],
    profitLossDataMatch: {},
    apiSession: s.apiSession,
    sessionBettings,
    tournament: s.tournament,
    scoreBoard: s.scoreBoard,
    seq,
  };
}

/**
 * GET /match/other/{id}: the match's markets other than match odds and bookmaker (tied match,
 * completed match, over/under…), then the tournament-winner market of its competition when one is
 * listed (that market's own `matchId` names the outright fixture whose room carries its updates).
 */
export function otherMarkets(s: MatchSnapshot, outright: MatchSnapshot | undefined): OtherMatchMarkets {
  const markets = s.tournament.filter((m) => !MAIN_TYPES.has(m.type));
  if (outright && outright.id !== s.id) {
    const winner = outright.tournament.find((m) => m.type === 'tournamentWinner');
    if (winner) markets.push(winner);
  }
  return { matchId: s.id, beventId: s.fixture.beventId ?? null, markets };
}

/** The listed tournament-winner outright of a competition, if any. */
export function competitionOutright(views: readonly MatchSnapshot[], competitionId: string): MatchSnapshot | undefined {
  return views.find(
    (v) => v.fixture.competitionId === competitionId && v.tournament.some((m) => m.type === 'tournamentWinner'),
  );
}

export function racingCountries(fixtures: readonly Fixture[]): RacingCountry[] {
  const counts = new Map<string, number>();
  for (const f of fixtures) if (f.countryCode) counts.set(f.countryCode, (counts.get(f.countryCode) ?? 0) + 1);
  return [...counts]
    .map(([countryCode, count]) => ({ countryCode, count }))
    .sort((a, b) => a.countryCode.localeCompare(b.countryCode));
}

export function raceItem(s: MatchSnapshot): RaceListItem {
  const f = s.fixture;
  const main = s.tournament.find((m) => m.id === s.marketId);
  return {
    id: f.id,
    title: f.title,
    venue: f.venue ?? '',
    raceNumber: f.raceNumber ?? 0,
    startAt: f.startAt,
    countryCode: f.countryCode ?? '',
    status: main?.status ?? 'CLOSED',
  };
}

/** GET /match/racing/{id}, or undefined when the match is not a race with its win market. */
export function raceDetail(s: MatchSnapshot, seq: number): RaceDetail | undefined {
  const f = s.fixture;
  if (!isRacing(f.sport)) return undefined;
  const matchOdd = s.tournament.find((m) => m.id === s.marketId);
  if (!matchOdd) return undefined;
  return {
    id: f.id,
    title: f.title,
    matchType: f.sport,
    eventId: f.eventId,
    marketId: s.marketId,
    venue: f.venue ?? '',
    raceNumber: f.raceNumber ?? 0,
    countryCode: f.countryCode ?? '',
    startAt: f.startAt,
    stopAt: f.stopAt,
    matchOdd,
    runners: matchOdd.runners,
    profitLossDataMatch: {},
    seq,
  };
}
