import { memo, useCallback, useLayoutEffect, useRef, type MouseEvent } from 'react';
import { formatAmount, formatPnl, formatPrice, pnlTone } from '../../lib/money.js';
import type { GroupView, RowView } from './tableState.js';

export type Side = 'back' | 'lay';

/** What a price button says: "Back Player A 1.98". */
export function priceLabel(side: Side, nat: string, price: number): string {
  return `${side === 'back' ? 'Back' : 'Lay'} ${nat} ${formatPrice(price)}`;
}

interface RowLineProps extends RowView {
  /** The player's P/L in cents on this row for the round, when they have bets that touch it. */
  position: number | undefined;
  /** Whether the row's group shows a lay column (back-only groups use one column, not an empty second). */
  layColumn: boolean;
  /** A tile in a grid: the limits are in the group's header. */
  compact: boolean;
  /** The markets' one click handler for price buttons (the same function for every row). */
  onPrice: (event: MouseEvent<HTMLButtonElement>) => void;
}

/** Groups of at least this many back-only rows (or marked `tiles`) show as a grid of tiles. */
const GRID_ROWS = 8;

/**
 * One odds row; its price buttons carry sid and side, and the markets' one click handler reads
 * them. Its props are plain values and that one handler, so a snapshot re-renders only the rows
 * whose values changed.
 */
const RowLine = memo(function RowLine({ position, layColumn, compact, onPrice, ...row }: RowLineProps) {
  const locked = row.suspended;
  return (
    <li className={`cz-row${locked ? ' cz-locked' : ''}`} data-testid={`row-${row.sid}`} data-suspended={locked}>
      <div>
        <span className="cz-row__name">{row.nat}</span>
        {compact ? null : (
          <span className="cz-row__limits">
            Min {formatAmount(row.min)} · Max {formatAmount(row.max)}
          </span>
        )}
        {position !== undefined ? (
          <span
            className={`cz-row__pos cz-${pnlTone(position)}`}
            data-testid={`position-${row.sid}`}
            title="Your position on this round if it wins"
          >
            {formatPnl(position)}
          </span>
        ) : null}
      </div>
      <div className={`cz-row__cells${layColumn ? '' : ' cz-row__cells--one'}`}>
        <button
          type="button"
          className="cz-cell cz-back"
          aria-label={priceLabel('back', row.nat, row.back)}
          data-sid={row.sid}
          data-side="back"
          disabled={locked}
          onClick={onPrice}
        >
          {formatPrice(row.back)}
        </button>
        {row.lay !== null ? (
          <button
            type="button"
            className="cz-cell cz-lay"
            aria-label={priceLabel('lay', row.nat, row.lay)}
            data-sid={row.sid}
            data-side="lay"
            disabled={locked}
            onClick={onPrice}
          >
            {formatPrice(row.lay)}
          </button>
        ) : layColumn ? (
          <span className="cz-cell cz-cell--none" aria-hidden="true" />
        ) : null}
        {locked ? (
          <span className="cz-lock" aria-hidden="true">
            Suspended
          </span>
        ) : null}
      </div>
    </li>
  );
});

export interface MarketsProps {
  groups: readonly GroupView[];
  positions: ReadonlyMap<number, number>;
  onPick: (pick: { sid: number; side: Side; trigger: HTMLElement }) => void;
}

/** The table's markets, one panel per group in the definition's order. */
export const Markets = memo(function Markets({ groups, positions, onPick }: MarketsProps) {
  // One handler for every price button, the same across renders so the rows stay memoised; it
  // calls the latest onPick.
  const latestPick = useRef(onPick);
  useLayoutEffect(() => {
    latestPick.current = onPick;
  }, [onPick]);
  const onPrice = useCallback((event: MouseEvent<HTMLButtonElement>) => {
    const button = event.currentTarget;
    if (button.disabled) return;
    const side = button.dataset.side === 'lay' ? 'lay' : 'back';
    latestPick.current({ sid: Number(button.dataset.sid), side, trigger: button });
  }, []);
  return (
    <div data-testid="card-markets">
      {groups.map(({ group, rows }) => {
        const titleId = `group-${group.key}`;
        const layColumn = rows.some((r) => r.lay !== null);
        const first = rows[0];
        const grid =
          !layColumn &&
          first !== undefined &&
          (group.tiles === true || rows.length >= GRID_ROWS) &&
          rows.every((r) => r.min === first.min && r.max === first.max);
        return (
          <section key={group.key} className="cz-panel" aria-labelledby={titleId} data-testid={`group-${group.key}`}>
            <div className="cz-panel__head">
              <h2 className="cz-panel__title" id={titleId}>
                {group.title}
              </h2>
              {grid ? (
                <span className="cz-panel__meta">
                  Min {formatAmount(first.min)} · Max {formatAmount(first.max)}
                </span>
              ) : null}
            </div>
            <ul className={grid ? 'cz-rows cz-rows--grid' : 'cz-rows'}>
              {rows.map((row) => (
                <RowLine
                  key={row.sid}
                  {...row}
                  layColumn={layColumn}
                  compact={grid}
                  position={positions.get(row.sid)}
                  onPrice={onPrice}
                />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
});
