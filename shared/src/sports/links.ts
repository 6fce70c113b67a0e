/**
 * Where a match opens (spec section 2, search and My Market): racing goes to /race/{id}; a match
 * with the other provider's event id, other than cricket, carries it as ?bid=; the rest go to
 * /game-detail/{matchType}/{id}.
 */
import { isRacingSport } from './sports.js';

export interface MatchLinkTarget {
  id: string;
  matchType: string;
  beventId?: string | null;
}

export function matchPath({ id, matchType, beventId }: MatchLinkTarget): string {
  if (isRacingSport(matchType)) return `/race/${encodeURIComponent(id)}`;
  const base = `/game-detail/${encodeURIComponent(matchType)}/${encodeURIComponent(id)}`;
  return beventId && matchType !== 'cricket' ? `${base}?bid=${encodeURIComponent(beventId)}` : base;
}
