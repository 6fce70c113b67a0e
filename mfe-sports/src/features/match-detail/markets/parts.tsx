/**
 * Building blocks of the market views. Markets re-render whenever their status moves (every ball
 * for cricket sessions), so everything here is plain elements with the static classes of
 * PriceStyles; prices render in LiveCell, fed straight from the store.
 */
import { memo, useContext, useId, useMemo, useState, type ReactNode } from 'react';
import type {
  MarketResult,
  MarketStatus,
  MarketType,
  PriceKind,
  RunnerStatus,
  SessionMeta,
} from '@backlay/shared/sports';
import { formatLimit } from '../../../lib/format.js';
import { PriceCell, type Side } from '../../../ui/PriceCell.js';
import { SlipOpenerContext } from '../../betting/useSlipOpener.js';
import { levelEqual, selectLevel, type MarketInfo, type RunnerInfo } from '../../live/selectors.js';
import { usePrice } from '../../live/usePrice.js';
import { marketRule } from '../rules.js';

export interface LiveCellProps {
  marketId: string;
  selectionId: number;
  side: Side;
  level: number;
  runner: string;
  kind: PriceKind;
  sideLabel?: string;
}

/** A price cell fed straight from the match store (a button that opens the slip): re-renders only when its own level changes. */
export const LiveCell = memo(function LiveCell({
  marketId,
  selectionId,
  side,
  level,
  runner,
  kind,
  sideLabel,
}: LiveCellProps) {
  const selector = useMemo(() => selectLevel(marketId, selectionId, side, level), [marketId, selectionId, side, level]);
  const value = usePrice(selector, levelEqual);
  const openSlip = useContext(SlipOpenerContext);
  return (
    <PriceCell
      selectionId={selectionId}
      side={side}
      runner={runner}
      price={value?.price ?? null}
      size={value?.size ?? null}
      kind={kind}
      level={level}
      sideLabel={sideLabel}
      onClick={openSlip ?? undefined}
    />
  );
});

const RESULT_STATUSES: ReadonlySet<RunnerStatus> = new Set<RunnerStatus>(['WINNER', 'LOSER', 'PLACED', 'REMOVED']);

/**
 * What covers a runner's cells, or null when it can be bet on: a settled runner's outcome first,
 * then the market's state (SUSPENDED, BALL RUNNING, CLOSED), then a runner suspended on its own.
 */
export function overlayText(market: MarketStatus, runner: RunnerStatus, racing = false): string | null {
  if (RESULT_STATUSES.has(runner)) return runner === 'REMOVED' ? (racing ? 'NON-RUNNER' : 'REMOVED') : runner;
  if (market !== 'OPEN') return market;
  if (runner === 'SUSPENDED') return 'SUSPENDED';
  return null;
}

export function resultText(result: MarketResult, runners: readonly RunnerInfo[]): string {
  switch (result.type) {
    case 'winner': {
      const placed = result.placed
        .map((id) => runners.find((r) => r.selectionId === id)?.name)
        .filter((n): n is string => Boolean(n));
      return `Winner: ${result.name}${placed.length ? ` · Placed: ${placed.join(', ')}` : ''}`;
    }
    case 'runs':
      return `Result: ${result.runs} runs`;
    case 'yesNo':
      return `Result: ${result.outcome}`;
    case 'void':
      return `Void (${result.reason})`;
    case 'card':
      return `Round ${result.mid}: result ${result.win}`;
  }
}

export function limitsText(info: Pick<MarketInfo, 'minBet' | 'maxBet'>): string {
  return `Min: ${formatLimit(info.minBet)} Max: ${formatLimit(info.maxBet)}`;
}

/** The rule of a market behind a small "i" button; the text opens inline, under the market's name. */
export function useRules(
  type: MarketType,
  session: SessionMeta | null,
  name: string,
): { button: ReactNode; panel: ReactNode } {
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = (
    <button
      type="button"
      className="bl-info"
      aria-expanded={open}
      aria-controls={id}
      aria-label={`Rules: ${name}`}
      title="Rules"
      onClick={() => setOpen((o) => !o)}
    >
      i
    </button>
  );
  const panel = open ? (
    <div id={id} role="note" className="bl-rule">
      {marketRule(type, session)}
    </div>
  ) : null;
  return { button, panel };
}

/** The frame of a market: a dark bar with the name, limits and rules, then the result if settled, then its lines. */
export function MarketCard({
  info,
  children,
  aside,
  headingAs = 'h2',
}: {
  info: MarketInfo;
  children: ReactNode;
  aside?: ReactNode;
  headingAs?: 'h2' | 'h3';
}) {
  const rules = useRules(info.type, info.session, info.name);
  const Heading = headingAs;
  return (
    <section className="bl-panel" aria-label={info.name}>
      <div className="bl-panel__head">
        <Heading className="bl-panel__title">{info.name}</Heading>
        {aside}
        <span className="bl-panel__meta">{limitsText(info)}</span>
        {rules.button}
      </div>
      {rules.panel}
      {info.result ? (
        <div className="bl-result" data-testid="market-result">
          {resultText(info.result, info.runners)}
        </div>
      ) : null}
      {children}
    </section>
  );
}
