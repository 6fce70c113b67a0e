/**
 * 3 Cards Judgement: the player picks exactly three ranks, then backs Yes (at least one dealt card
 * has a picked rank) or No (none has). The pick travels in the selection id, encoded by the
 * judgement family; the Yes and No rows give the price, state and limits.
 */
import { memo, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { RANKS, type Rank } from '@backlay/shared/cards';
import { formatAmount, formatPrice } from '../../lib/money.js';
import { priceLabel } from '../table/Markets.js';
import type { RowView } from '../table/tableState.js';

export const PICK = 3;

/** The order a bet names its ranks in ("Yes AKQ"): A first, then K down to 2, as the judgement family labels them. */
const NAME_ORDER: readonly Rank[] = ['A', ...RANKS.slice(1).reverse()];

export type JudgementSide = 'Yes' | 'No';

/** The family's encoding of a pick into a selection id. */
export type JudgementEncoder = (side: JudgementSide, ranks: readonly Rank[]) => number;

export interface JudgementPick {
  side: JudgementSide;
  ranks: Rank[];
  row: RowView;
  trigger: HTMLElement;
}

/** The Yes and No rows of the table: by name, else the feed's order (t2[0] Yes, t2[1] No). */
export function judgementRows(rows: readonly RowView[]): { yes: RowView | null; no: RowView | null } {
  const byName = (name: string) => rows.find((r) => r.nat.trim().toLowerCase() === name) ?? null;
  return { yes: byName('yes') ?? rows[0] ?? null, no: byName('no') ?? rows[1] ?? null };
}

export const JudgementPicker = memo(function JudgementPicker({
  rows,
  onPick,
}: {
  rows: readonly RowView[];
  onPick: (pick: JudgementPick) => void;
}) {
  const [picked, setPicked] = useState<readonly Rank[]>([]);
  const { yes, no } = judgementRows(rows);
  const full = picked.length === PICK;
  const toggle = (rank: Rank) =>
    setPicked((p) =>
      p.includes(rank)
        ? p.filter((r) => r !== rank)
        : p.length < PICK
          ? NAME_ORDER.filter((r) => r === rank || p.includes(r))
          : p,
    );

  const sideButton = (side: JudgementSide, row: RowView | null) => {
    if (!row) return null;
    const locked = row.suspended;
    return (
      <div className="cz-row__cells cz-row__cells--one">
        <button
          type="button"
          // Both sides are back bets (on Yes or on No): both wear the back colour.
          className="cz-cell cz-back"
          aria-label={priceLabel('back', row.nat, row.back)}
          data-sid={row.sid}
          data-side="back"
          disabled={locked || !full}
          onClick={(e) => onPick({ side, ranks: [...picked], row, trigger: e.currentTarget })}
        >
          {formatPrice(row.back)}
        </button>
        {locked ? (
          <span className="cz-lock" aria-hidden="true">
            Suspended
          </span>
        ) : null}
      </div>
    );
  };

  return (
    <section className="cz-panel" aria-labelledby="judgement-title" data-testid="judgement">
      <div className="cz-panel__head">
        <h2 className="cz-panel__title" id="judgement-title">
          Pick 3 ranks
        </h2>
        <span className="cz-panel__meta" aria-live="polite" data-testid="judgement-count">
          {picked.length} of {PICK} picked
        </span>
      </div>
      <div className="cz-ranks" role="group" aria-label="Ranks">
        {RANKS.map((rank) => {
          const on = picked.includes(rank);
          return (
            <button
              key={rank}
              type="button"
              className="cz-rank"
              aria-pressed={on}
              disabled={!on && full}
              onClick={() => toggle(rank)}
            >
              {rank}
            </button>
          );
        })}
      </div>
      <ul className="cz-rows">
        {[
          { side: 'Yes' as const, row: yes, text: 'at least one dealt card has a picked rank' },
          { side: 'No' as const, row: no, text: 'no dealt card has a picked rank' },
        ].map(({ side, row, text }) =>
          row ? (
            <li key={side} className={`cz-row${row.suspended ? ' cz-locked' : ''}`} data-testid={`row-${row.sid}`}>
              <div>
                <span className="cz-row__name">
                  {side}
                  {full ? ` ${picked.join('')}` : ''}
                </span>
                <span className="cz-row__limits">
                  Wins when {text} · Min {formatAmount(row.min)} · Max {formatAmount(row.max)}
                </span>
              </div>
              {sideButton(side, row)}
            </li>
          ) : null,
        )}
      </ul>
      {!full ? (
        <Box px={3} pb={2} fontSize="12px" color="gray.700">
          Pick {PICK - picked.length} more {PICK - picked.length === 1 ? 'rank' : 'ranks'} to bet.
        </Box>
      ) : null}
    </section>
  );
});
