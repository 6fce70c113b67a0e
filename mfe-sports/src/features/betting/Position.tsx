import { memo, useMemo } from 'react';
import { useBettingValue, type BettingState } from './betting.js';
import { formatPnl, pnlTone } from './money.js';
import type { PositionView } from './outcomes.js';

interface Shown {
  current: number | null;
  next: number | null;
}

const shownEqual = (a: Shown, b: Shown) => a.current === b.current && a.next === b.next;

function runnerValue(view: PositionView | null | undefined, selectionId: number): number | null {
  if (!view) return null;
  return view.runners.get(selectionId) ?? view.yesCents;
}

/**
 * The player's position (green when up, red when down) and, while a slip on the market has a
 * valid stake, what it would be if the bet were placed. Nothing when there is neither.
 */
function PositionText({ current, next, nowLabel }: Shown & { nowLabel: string }) {
  if (current === null && next === null) return null;
  return (
    <span className="bl-pos" data-testid="position">
      {current !== null ? (
        <span className={`bl-${pnlTone(current)}`} data-testid="position-now">
          <span className="bl-sr">{nowLabel} </span>
          {formatPnl(current)}
        </span>
      ) : null}
      {next !== null ? (
        <span className={`bl-${pnlTone(next)}`} data-testid="position-next">
          <span className="bl-pos__arrow" aria-hidden="true">
            {current !== null ? '→ ' : ''}
          </span>
          <span className="bl-sr">if placed </span>
          {formatPnl(next)}
        </span>
      ) : null}
    </span>
  );
}

/** Beside a runner: P/L if it wins (a decimal fancy's one runner: if it happens). */
export const RunnerPosition = memo(function RunnerPosition({
  marketId,
  selectionId,
}: {
  marketId: string;
  selectionId: number;
}) {
  const selector = useMemo(
    () =>
      (s: BettingState | null): Shown => ({
        current: runnerValue(s?.positions.get(marketId), selectionId),
        next: s?.whatIf?.marketId === marketId ? runnerValue(s.whatIf, selectionId) : null,
      }),
    [marketId, selectionId],
  );
  const shown = useBettingValue(selector, shownEqual);
  return <PositionText {...shown} nowLabel="Position" />;
});

/** Beside a session: the worst case over its run ladder. */
export const WorstCase = memo(function WorstCase({ marketId }: { marketId: string }) {
  const selector = useMemo(
    () =>
      (s: BettingState | null): Shown => ({
        current: s?.positions.get(marketId)?.worstCents ?? null,
        next: s?.whatIf?.marketId === marketId ? s.whatIf.worstCents : null,
      }),
    [marketId],
  );
  const shown = useBettingValue(selector, shownEqual);
  return <PositionText {...shown} nowLabel="Worst case" />;
});

/** Whether the player holds bets on a market (a session row then offers its book). */
export function useHoldsMarket(marketId: string): boolean {
  const selector = useMemo(
    () => (s: BettingState | null) =>
      Boolean(s && (s.positions.has(marketId) || s.bets.some((b) => b.betId === marketId))),
    [marketId],
  );
  return useBettingValue(selector);
}
