import { memo } from 'react';
import { SPORTS } from '@backlay/shared/sports';
import { MAIN_SPORTS, sportName } from '../../lib/sports.js';
import { useNow } from '../../lib/useNow.js';
import { useProgressiveCount } from '../../lib/useProgressiveCount.js';
import { Notice } from '../../ui/Page.js';
import { ListHeads, MatchRowItem } from './MatchRowItem.js';
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

const sameRows = (a: readonly MatchRow[], b: readonly MatchRow[]) =>
  a.length === b.length && a.every((r, i) => r === b[i]);

/** One panel of rows; skips rendering when none of its rows changed (another panel's did). */
const Panel = memo(
  function Panel({ title, rows, now }: { title?: string; rows: readonly MatchRow[]; now: number }) {
    return (
      <section className="bl-panel" aria-label={title}>
        {title ? (
          <div className="bl-panel__head">
            <h2 className="bl-panel__title">{title}</h2>
          </div>
        ) : null}
        <ListHeads />
        <ul className="bl-lines">
          {rows.map((row) => (
            <MatchRowItem key={row.id} row={row} now={now} />
          ))}
        </ul>
      </section>
    );
  },
  (a, b) => a.title === b.title && a.now === b.now && sameRows(a.rows, b.rows),
);

/** Rows drawn with the list's first render (a phone's screenful and more), then this many per step. */
const FIRST_ROWS = 12;
const ROWS_PER_STEP = 24;

/** Rows in one panel, or one panel per sport or competition. */
export function MatchList({
  rows,
  grouping = 'none',
  empty = 'No matches right now.',
}: {
  rows: readonly MatchRow[];
  grouping?: Grouping;
  empty?: string;
}) {
  const now = useNow(60_000);
  // A list of a hundred matches reaches the screen a screenful first, the rest in later steps.
  const shown = useProgressiveCount(rows.length, FIRST_ROWS, ROWS_PER_STEP);
  if (rows.length === 0) return <Notice>{empty}</Notice>;
  const drawn = shown < rows.length ? rows.slice(0, shown) : rows;
  if (grouping === 'none') return <Panel rows={drawn} now={now} />;
  return (
    <>
      {groupRows(drawn, grouping).map((group) => (
        <Panel key={group.key} title={group.title} rows={group.rows} now={now} />
      ))}
    </>
  );
}
