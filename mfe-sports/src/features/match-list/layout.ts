// How a match list is laid out, without React: its groups, a row's 1-X-2 columns and how many rows
// its first render draws. The list's components and the first screen drawn ahead of the remote's
// code (src/first-screen) both follow it.
import { SPORTS, type ListRunner } from '@backlay/shared/sports';
import { MAIN_SPORTS, sportName } from '../../lib/sports.js';
import type { MatchRow } from './rows.js';

export type Grouping = 'none' | 'sport' | 'competition';

interface Group {
  key: string;
  title: string;
  rows: MatchRow[];
}

/** Sports in the order of the home tabs, then the All Sports list. */
const SPORT_ORDER = new Map<string, number>();
for (const key of [...MAIN_SPORTS, ...SPORTS.map((s) => s.key)])
  if (!SPORT_ORDER.has(key)) SPORT_ORDER.set(key, SPORT_ORDER.size);

/**
 * Sports in tab order; competitions in order of their first (earliest) row. Rows keep their
 * start-time order inside a group.
 */
export function groupRows(rows: readonly MatchRow[], by: Exclude<Grouping, 'none'>): Group[] {
  const groups = new Map<string, Group>();
  for (const row of rows) {
    const key = by === 'sport' ? row.sport : row.competitionName || 'Other';
    let group = groups.get(key);
    if (!group) {
      group = { key, title: by === 'sport' ? sportName(row.sport) : key, rows: [] };
      groups.set(key, group);
    }
    group.rows.push(row);
  }
  const list = [...groups.values()];
  if (by === 'sport') list.sort((a, b) => (SPORT_ORDER.get(a.key) ?? Infinity) - (SPORT_ORDER.get(b.key) ?? Infinity));
  return list;
}

/**
 * The 1-X-2 columns of a main market: home (first runner), the draw (the third, when there is
 * one) and away (the second). Markets with other shapes (races, outrights) have no columns.
 */
export function oneXTwo(
  runners: readonly ListRunner[],
): [ListRunner | null, ListRunner | null, ListRunner | null] | null {
  if (runners.length < 2 || runners.length > 3) return null;
  return [runners[0] ?? null, runners[2] ?? null, runners[1] ?? null];
}

export const COLUMN_NAMES = ['1', 'X', '2'] as const;

/** Rows drawn with the list's first render (a phone's screenful and more), then this many per step. */
export const FIRST_ROWS = 12;
export const ROWS_PER_STEP = 24;
