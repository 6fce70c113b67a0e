import { memo } from 'react';
import { Link } from '@backlay/shared/router';
import { isRacingSport, matchPath } from '@backlay/shared/sports';
import { formatStart } from '../../lib/format.js';
import { Badge, InPlayMark } from '../../ui/Marks.js';
import { PriceCell, StatusOverlay } from '../../ui/PriceCell.js';
import { COLUMN_NAMES, oneXTwo } from './layout.js';
import type { MatchRow } from './rows.js';

/** A column the market doesn't have (no draw in a two-way market). */
function NoRunner({ side }: { side: 'back' | 'lay' }) {
  return (
    <div className={`bl-cell bl-${side} bl-empty`} aria-hidden="true">
      <span className="bl-cell__price">-</span>
    </div>
  );
}

function Cells({ row }: { row: MatchRow }) {
  const columns = oneXTwo(row.runners);
  if (!columns) {
    return (
      <div className="bl-row__other">{isRacingSport(row.sport) ? 'Race card' : `${row.runners.length} selections`}</div>
    );
  }
  const overlay = row.status === 'OPEN' ? null : row.status;
  return (
    <div className="bl-cells bl-list-cells">
      {columns.map((runner, i) =>
        runner
          ? [
              <PriceCell
                key={`b${i}`}
                side="back"
                runner={runner.nat}
                price={runner.back?.price ?? null}
                size={runner.back?.size ?? null}
              />,
              <PriceCell
                key={`l${i}`}
                side="lay"
                runner={runner.nat}
                price={runner.lay?.price ?? null}
                size={runner.lay?.size ?? null}
              />,
            ]
          : [<NoRunner key={`b${i}`} side="back" />, <NoRunner key={`l${i}`} side="lay" />],
      )}
      {overlay ? <StatusOverlay text={overlay} /> : null}
    </div>
  );
}

/** The 1 / X / 2 heads over the price columns (wide screens). */
export const ListHeads = memo(function ListHeads() {
  return (
    <div className="bl-row bl-heads" aria-hidden="true">
      <span />
      <div className="bl-cells bl-list-cells">
        {COLUMN_NAMES.map((n) => (
          <span key={n} className="bl-col-head" style={{ gridColumn: 'span 2' }}>
            {n}
          </span>
        ))}
      </div>
    </div>
  );
});

/**
 * One listed match: title (to its page), competition, start or In-Play, badges, and the 1-X-2 best
 * prices. Rows re-render whenever their prices move, so they are plain elements with static classes.
 */
export const MatchRowItem = memo(function MatchRowItem({ row, now }: { row: MatchRow; now: number }) {
  const href = matchPath({ id: row.id, matchType: row.sport, beventId: row.beventId });
  return (
    <li className="bl-row" data-testid={`match-row-${row.id}`}>
      <div>
        <Link to={href} className="bl-row__title">
          {row.title}
        </Link>
        <div className="bl-row__meta">
          {row.inPlay ? <InPlayMark /> : <time dateTime={row.startAt}>{formatStart(row.startAt, now)}</time>}
          <span>{row.competitionName}</span>
          {row.isTv ? <Badge kind="tv" /> : null}
          {row.isBookmaker ? <Badge kind="bookmaker" /> : null}
          {row.isFancy ? <Badge kind="fancy" /> : null}
        </div>
      </div>
      <Cells row={row} />
    </li>
  );
});
