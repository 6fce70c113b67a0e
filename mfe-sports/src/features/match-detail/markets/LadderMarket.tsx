import { memo, useMemo } from 'react';
import type { MarketStatus, PriceKind } from '@backlay/shared/sports';
import { StatusOverlay } from '../../../ui/PriceCell.js';
import { marketInfoEqual, selectMarketInfo, type RunnerInfo } from '../../live/selectors.js';
import { usePrice } from '../../live/usePrice.js';
import { SlipSlot } from '../../betting/BetSlip.js';
import { CashOutSlot } from '../../betting/CashOut.js';
import { RunnerPosition } from '../../betting/Position.js';
import { SlipOpenerContext, useSlipOpener } from '../../betting/useSlipOpener.js';
import { LiveCell, MarketCard, overlayText } from './parts.js';

/** Back levels deepest first so the best back sits next to the best lay, as on exchanges. */
const BACK_3 = [2, 1, 0] as const;
const LAY_3 = [0, 1, 2] as const;

interface RunnerLineProps {
  marketId: string;
  runner: RunnerInfo;
  marketStatus: MarketStatus;
  kind: PriceKind;
  depth: 1 | 3;
  racing: boolean;
}

const RunnerLine = memo(function RunnerLine({ marketId, runner, marketStatus, kind, depth, racing }: RunnerLineProps) {
  const overlay = overlayText(marketStatus, runner.status, racing);
  const back = depth === 3 ? BACK_3 : ([0] as const);
  const lay = depth === 3 ? LAY_3 : ([0] as const);
  return (
    <li className="bl-line" data-testid={`runner-${runner.selectionId}`}>
      <div className="bl-line__runner">
        <span className="bl-line__name">{runner.name}</span>
        <RunnerPosition marketId={marketId} selectionId={runner.selectionId} />
      </div>
      <div className={`bl-cells bl-ladder-${depth}`}>
        {back.map((level) => (
          <LiveCell
            key={`b${level}`}
            marketId={marketId}
            selectionId={runner.selectionId}
            side="back"
            level={level}
            runner={runner.name}
            kind={kind}
          />
        ))}
        {lay.map((level) => (
          <LiveCell
            key={`l${level}`}
            marketId={marketId}
            selectionId={runner.selectionId}
            side="lay"
            level={level}
            runner={runner.name}
            kind={kind}
          />
        ))}
        {overlay ? <StatusOverlay text={overlay} /> : null}
      </div>
    </li>
  );
});

/** "Back" over the best back, "Lay" over the best lay (the deeper columns stay unlabelled). */
const ColumnHeads = memo(function ColumnHeads({ depth }: { depth: 1 | 3 }) {
  return (
    <div className="bl-line bl-heads" aria-hidden="true">
      <span />
      <div className={`bl-cells bl-ladder-${depth}`}>
        {depth === 3 ? (
          <>
            <span className="bl-depth" />
            <span className="bl-depth" />
          </>
        ) : null}
        <span className="bl-col-head">Back</span>
        <span className="bl-col-head">Lay</span>
        {depth === 3 ? (
          <>
            <span className="bl-depth" />
            <span className="bl-depth" />
          </>
        ) : null}
      </div>
    </div>
  );
});

/**
 * An exchange or bookmaker market: one line per runner with its back and lay ladder (three levels,
 * or only the best with depth 1; phones always show only the best) and the player's position.
 * Statuses cover the cells. A price opens the bet slip under the market.
 */
export const LadderMarket = memo(function LadderMarket({
  marketId,
  depth = 3,
  racing = false,
  headingAs = 'h2',
}: {
  marketId: string;
  depth?: 1 | 3;
  racing?: boolean;
  headingAs?: 'h2' | 'h3';
}) {
  const selector = useMemo(() => selectMarketInfo(marketId), [marketId]);
  const info = usePrice(selector, marketInfoEqual);
  const openSlip = useSlipOpener(marketId);
  if (!info) return null;
  const aside = info.betDelay > 0 ? <span className="bl-panel__meta">Delay {info.betDelay}s</span> : null;
  return (
    <MarketCard info={info} aside={aside} headingAs={headingAs}>
      <ColumnHeads depth={depth} />
      <SlipOpenerContext value={openSlip}>
        <ul className="bl-lines">
          {info.runners.map((runner) => (
            <RunnerLine
              key={runner.selectionId}
              marketId={marketId}
              runner={runner}
              marketStatus={info.status}
              kind={info.priceKind}
              depth={depth}
              racing={racing}
            />
          ))}
        </ul>
      </SlipOpenerContext>
      <CashOutSlot info={info} />
      <SlipSlot info={info} />
    </MarketCard>
  );
});
