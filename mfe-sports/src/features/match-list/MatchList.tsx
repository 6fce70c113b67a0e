import { memo } from 'react';
import { useNow } from '../../lib/useNow.js';
import { useProgressiveCount } from '@backlay/shared/ui';
import { Notice } from '../../ui/Page.js';
import { ListHeads, MatchRowItem } from './MatchRowItem.js';
import { FIRST_ROWS, groupRows, ROWS_PER_STEP, type Grouping } from './layout.js';
import type { MatchRow } from './rows.js';

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
