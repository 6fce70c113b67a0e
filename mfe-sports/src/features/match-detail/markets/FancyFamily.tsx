import { memo, useMemo } from 'react';
import type { SessionFamily } from '@backlay/shared/sports';
import { StatusOverlay } from '../../../ui/PriceCell.js';
import { idsEqual, marketInfoEqual, selectFamilyIds, selectManualIds, selectMarketInfo } from '../../live/selectors.js';
import { usePrice } from '../../live/usePrice.js';
import { BookButton } from '../../betting/BookButton.js';
import { SlipSlot } from '../../betting/BetSlip.js';
import { WorstCase } from '../../betting/Position.js';
import { SlipOpenerContext, useSlipOpener } from '../../betting/useSlipOpener.js';
import { DigitMarket } from './DigitMarket.js';
import { LadderMarket } from './LadderMarket.js';
import { limitsText, LiveCell, overlayText, resultText, useRules } from './parts.js';

export const FAMILY_TITLES: Record<SessionFamily, string> = {
  session: 'Session',
  overByover: 'Over by Over',
  ballByBall: 'Ball by Ball',
  oddEven: 'Odd/Even',
  fancy1: 'Fancy 1',
  khado: 'Khado',
  meter: 'Meter',
  cricketCasino: 'Cricket Casino',
};

/** Families priced as run lines (YES/NO boxes); the others use decimal odds like match odds. */
const LINE_FAMILIES: ReadonlySet<SessionFamily> = new Set<SessionFamily>([
  'session',
  'overByover',
  'ballByBall',
  'khado',
  'meter',
]);

/**
 * One session: its name, limits and the player's worst case, then NO (pink, the lay side) and YES
 * (blue, the back side), each box showing the run line big and the rate small. Where the player
 * holds bets, "Book" opens the run ladder; a price opens the slip under the row.
 */
export const LineRow = memo(function LineRow({ marketId }: { marketId: string }) {
  const selector = useMemo(() => selectMarketInfo(marketId), [marketId]);
  const info = usePrice(selector, marketInfoEqual);
  const rules = useRules(info?.type ?? 'session', info?.session ?? null, info?.name ?? '');
  const openSlip = useSlipOpener(marketId);
  const runner = info?.runners[0];
  if (!info || !runner) return null;
  const overlay = overlayText(info.status, runner.status);
  return (
    <li data-testid={`fancy-${marketId}`}>
      <div className="bl-line">
        <div className="bl-line__label">
          <div>
            <span className="bl-line__name">{info.name}</span>
            <span className="bl-line__limits">{limitsText(info)}</span>
            <WorstCase marketId={marketId} />
            {info.result ? (
              <span className="bl-line__result" data-testid="market-result">
                {resultText(info.result, info.runners)}
              </span>
            ) : null}
          </div>
          <span className="bl-line__tools">
            <BookButton marketId={marketId} name={info.name} meter={info.type === 'meter'} />
            <span className="bl-line__info">{rules.button}</span>
          </span>
        </div>
        <SlipOpenerContext value={openSlip}>
          <div className="bl-cells bl-pair">
            <LiveCell
              marketId={marketId}
              selectionId={runner.selectionId}
              side="lay"
              level={0}
              runner={info.name}
              kind="line"
              sideLabel="No"
            />
            <LiveCell
              marketId={marketId}
              selectionId={runner.selectionId}
              side="back"
              level={0}
              runner={info.name}
              kind="line"
              sideLabel="Yes"
            />
            {overlay ? <StatusOverlay text={overlay} /> : null}
          </div>
        </SlipOpenerContext>
      </div>
      {rules.panel}
      <SlipSlot info={info} />
    </li>
  );
});

export const LineHeads = memo(function LineHeads() {
  return (
    <div className="bl-line bl-heads" aria-hidden="true">
      <span />
      <div className="bl-cells bl-pair">
        <span className="bl-col-head">No</span>
        <span className="bl-col-head">Yes</span>
      </div>
    </div>
  );
});

/** Every market of one fancy family under its heading; nothing while the family has none. */
export const FancyFamily = memo(function FancyFamily({ family }: { family: SessionFamily }) {
  const selector = useMemo(() => selectFamilyIds(family), [family]);
  const ids = usePrice(selector, idsEqual);
  if (ids.length === 0) return null;
  const title = FAMILY_TITLES[family];
  if (!LINE_FAMILIES.has(family)) {
    return (
      <section aria-label={title} data-family={family}>
        <h2 className="bl-family-title">{title}</h2>
        {ids.map((id) =>
          family === 'cricketCasino' ? (
            <DigitMarket key={id} marketId={id} />
          ) : (
            <LadderMarket key={id} marketId={id} depth={1} headingAs="h3" />
          ),
        )}
      </section>
    );
  }
  return <LinePanel title={title} family={family} ids={ids} />;
});

/**
 * The operator's manual sessions on the match, under their own heading beside the feed's sessions:
 * the same rows (NO then YES, the book, the slip); nothing while none is open.
 */
export const ManualSessions = memo(function ManualSessions() {
  const ids = usePrice(selectManualIds, idsEqual);
  if (ids.length === 0) return null;
  return <LinePanel title="Manual Session" family="manual" ids={ids} />;
});

/** A panel of run-line rows (NO then YES) under one heading. */
function LinePanel({ title, family, ids }: { title: string; family: string; ids: readonly string[] }) {
  return (
    <section className="bl-panel" aria-label={title} data-family={family}>
      <div className="bl-panel__head">
        <h2 className="bl-panel__title">{title}</h2>
      </div>
      <LineHeads />
      <ul className="bl-lines">
        {ids.map((id) => (
          <LineRow key={id} marketId={id} />
        ))}
      </ul>
    </section>
  );
}
