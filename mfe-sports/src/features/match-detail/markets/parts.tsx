/**
 * Building blocks of the market views. Markets re-render whenever their status moves (every ball
 * for cricket sessions), so everything here is plain elements with the static classes of
 * PriceStyles; prices are written in LiveCell, fed straight from the store.
 */
import { memo, useContext, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type {
  MarketResult,
  MarketStatus,
  MarketType,
  PriceKind,
  PriceSize,
  RunnerStatus,
  SessionMeta,
} from '@backlay/shared/sports';
import { formatLimit } from '../../../lib/format.js';
import { flash, forget } from '../../../ui/flash.js';
import { CellContent, cellClassName, cellTexts, shapeOf, type CellShape, type Side } from '../../../ui/PriceCell.js';
import { SlipOpenerContext } from '../../betting/useSlipOpener.js';
import { selectLevel, type MarketInfo, type RunnerInfo } from '../../live/selectors.js';
import { usePriceStore } from '../../live/usePrice.js';
import { StarButton } from '../../starred/StarButton.js';
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

/**
 * A price cell fed straight from the match store (a button that opens the slip). React draws the
 * cell's elements; its price and size texts are written here, at each commit of the store (once a
 * frame at most), without a React render: a busy match page changes ~100 cells 50 times a second,
 * and rendering each change through React (subscription, render, reconciliation, commit) cost more
 * main thread than the change itself. Only a change of shape (a price appearing or going, a size
 * appearing or going) renders the cell again. React never writes the two texts (it draws those
 * elements empty), so what it renders and what is written here cannot disagree.
 */
export const LiveCell = memo(function LiveCell({
  marketId,
  selectionId,
  side,
  level,
  runner,
  kind,
  sideLabel,
}: LiveCellProps) {
  const store = usePriceStore();
  const selector = useMemo(() => selectLevel(marketId, selectionId, side, level), [marketId, selectionId, side, level]);
  const openSlip = useContext(SlipOpenerContext);
  const [shape, setShape] = useState<CellShape>(() => cellView(selector(store.getSnapshot()), kind).shape);
  const cellRef = useRef<HTMLButtonElement>(null);
  const priceRef = useRef<HTMLSpanElement>(null);
  const sizeRef = useRef<HTMLSpanElement>(null);
  /** What the cell shows; null before the first write. */
  const shown = useRef<CellView | null>(null);

  useLayoutEffect(() => {
    const show = () => {
      const next = cellView(selector(store.getSnapshot()), kind);
      const before = shown.current;
      if (before && before.texts.price === next.texts.price && before.texts.size === next.texts.size) return;
      if (next.shape !== shape) {
        // React draws the other elements; this effect then runs again and writes the texts.
        setShape(next.shape);
        return;
      }
      writeText(priceRef.current, next.texts.price);
      writeText(sizeRef.current, next.texts.size);
      // A new price flashes the cell (not the first one shown, not a price going away).
      if (before && next.price !== null && before.price !== next.price && cellRef.current) flash(cellRef.current);
      shown.current = next;
    };
    show();
    return store.subscribe(show);
  }, [store, selector, kind, shape]);

  useEffect(() => {
    const cell = cellRef.current;
    return () => {
      if (cell) forget(cell);
    };
  }, []);

  return (
    <button
      ref={cellRef}
      type="button"
      className={cellClassName(side, level, shape === 'empty')}
      disabled={shape === 'empty'}
      data-selection={selectionId}
      data-side={side}
      data-level={level}
      onClick={openSlip ?? undefined}
    >
      <CellContent
        shape={shape}
        label={sideLabel ?? (side === 'back' ? 'Back' : 'Lay')}
        runner={runner}
        kind={kind}
        priceRef={priceRef}
        sizeRef={sizeRef}
        button
      />
    </button>
  );
});

/** What a cell shows of a ladder level: its price (for the flash), texts and shape. */
interface CellView {
  price: number | null;
  texts: { price: string; size: string };
  shape: CellShape;
}

function cellView(value: PriceSize | null, kind: PriceKind): CellView {
  const price = value?.price ?? null;
  const texts = cellTexts(price, value?.size ?? null, kind);
  return { price, texts, shape: shapeOf(price, texts) };
}

/** Sets an element's text, in its one text node when it has one (as React does). */
function writeText(element: HTMLElement | null, text: string): void {
  if (!element) return;
  const only = element.firstChild;
  if (only && only === element.lastChild && only.nodeType === Node.TEXT_NODE) only.nodeValue = text;
  else element.textContent = text;
}

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
        <StarButton marketId={info.id} name={info.name} />
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
