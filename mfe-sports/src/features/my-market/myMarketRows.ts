/**
 * What the My Market table shows of a row of GET bet/myMarket: where its event link goes and the
 * market name in readable words.
 */
import type { MyMarketRow } from '@backlay/shared/api';
import { matchPath } from '@backlay/shared/sports';

/** Market types in the words the match screens use. */
const MARKET_TYPE_NAMES: Readonly<Record<string, string>> = {
  matchOdds: 'Match Odds',
  bookmaker: 'Bookmaker',
  tiedMatch: 'Tied Match',
  completedMatch: 'Completed Match',
  overUnder: 'Over/Under',
  tournamentWinner: 'Tournament Winner',
  outright: 'Outright',
  raceWin: 'Race Winner',
  session: 'Session',
  overByover: 'Over by Over',
  ballByBall: 'Ball by Ball',
  oddEven: 'Odd/Even',
  fancy1: 'Fancy 1',
  khado: 'Khado',
  meter: 'Meter',
  cricketCasino: 'Cricket Casino',
};

/** A market type in readable words; a type not in the list is split at its capitals ("lineMarket" → "Line Market"). */
export function marketTypeName(type: string): string {
  const known = MARKET_TYPE_NAMES[type];
  if (known !== undefined) return known;
  const words = type
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The Match Name column: the grouped market type when the server sends one, otherwise the market type. */
export function matchName(row: Pick<MyMarketRow, 'groupedmarkettype' | 'marketType'>): string {
  const grouped = row.groupedmarkettype?.trim();
  return grouped ? grouped : marketTypeName(row.marketType);
}

/**
 * Where the Event Name link goes: /race/{matchId} for horse racing and greyhounds, otherwise
 * /game-detail/{eventType}/{matchId}, with ?bid={beventId} when the row has one and is not cricket.
 */
export function eventPath(row: Pick<MyMarketRow, 'eventType' | 'matchId' | 'beventId'>): string {
  // A card round's match is its table, whose page is the table code's route.
  if (row.eventType === 'card') return `/${encodeURIComponent(row.matchId)}`;
  // A provider casino round is played inside the live casino page.
  if (row.eventType === 'casino') return '/live-casino';
  return matchPath({ id: row.matchId, matchType: row.eventType, beventId: row.beventId });
}

function isRow(value: unknown): value is MyMarketRow {
  if (typeof value !== 'object' || value === null) return false;
  const row = value as Record<string, unknown>;
  return typeof row.eventType === 'string' && typeof row.matchId === 'string' && typeof row.eventName === 'string';
}

/** The rows of a response body; anything that is not a row (or a body that is not a list) is dropped. */
export function toMyMarketRows(data: unknown): MyMarketRow[] {
  return Array.isArray(data) ? data.filter(isRow) : [];
}
