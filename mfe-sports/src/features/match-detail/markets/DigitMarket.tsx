import { memo, useMemo } from 'react';
import { StatusOverlay } from '../../../ui/PriceCell.js';
import { marketInfoEqual, selectMarketInfo } from '../../live/selectors.js';
import { usePrice } from '../../live/usePrice.js';
import { SlipSlot } from '../../betting/BetSlip.js';
import { RunnerPosition } from '../../betting/Position.js';
import { SlipOpenerContext, useSlipOpener } from '../../betting/useSlipOpener.js';
import { LiveCell, MarketCard, overlayText } from './parts.js';

/**
 * A last-digit (cricket casino) market: ten back-only outcomes 0–9, as a compact grid of boxes
 * under their digits instead of ten runner lines.
 */
export const DigitMarket = memo(function DigitMarket({ marketId }: { marketId: string }) {
  const selector = useMemo(() => selectMarketInfo(marketId), [marketId]);
  const info = usePrice(selector, marketInfoEqual);
  const openSlip = useSlipOpener(marketId);
  if (!info) return null;
  const overlay = overlayText(info.status, 'ACTIVE');
  return (
    <MarketCard info={info} headingAs="h3">
      <div className="bl-pad">
        <SlipOpenerContext value={openSlip}>
          <div className="bl-cells bl-digits">
            {info.runners.map((runner) => (
              <div key={runner.selectionId} className="bl-digit" data-testid={`digit-${runner.name}`}>
                <span className="bl-col-head" aria-hidden="true">
                  {runner.name}
                </span>
                <LiveCell
                  marketId={marketId}
                  selectionId={runner.selectionId}
                  side="back"
                  level={0}
                  runner={`last digit ${runner.name}`}
                  kind={info.priceKind}
                />
                <RunnerPosition marketId={marketId} selectionId={runner.selectionId} />
              </div>
            ))}
            {overlay ? <StatusOverlay text={overlay} /> : null}
          </div>
        </SlipOpenerContext>
      </div>
      <SlipSlot info={info} />
    </MarketCard>
  );
});
