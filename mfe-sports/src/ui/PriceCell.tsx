import { memo, useCallback, useEffect, useRef, type RefObject } from 'react';
import type { PriceKind } from '@backlay/shared/sports';
import { formatPrice, formatSize } from '../lib/format.js';
import { flash, forget } from './flash.js';

export type Side = 'back' | 'lay';

/**
 * Highlights the element for FLASH_MS when `value` changes (not on the first render, and not when
 * the price goes away). Works on the DOM directly through the page's one flash timer (./flash.ts):
 * a flash costs no React render, and a cell re-rendering during a flash keeps it.
 */
export function useFlash(ref: RefObject<HTMLElement | null>, value: number | null): void {
  const previous = useRef(value);

  useEffect(() => {
    if (previous.current === value) return;
    previous.current = value;
    const el = ref.current;
    if (el && value !== null) flash(el);
  }, [ref, value]);

  useEffect(() => {
    const el = ref.current;
    return () => {
      if (el) forget(el);
    };
  }, [ref]);
}

export interface PriceCellProps {
  side: Side;
  /** Runner (or session) name, for the accessible name. */
  runner: string;
  price: number | null;
  size: number | null;
  kind?: PriceKind;
  /** Ladder level: 0 is the best price; deeper levels are lighter and hidden on phones. */
  level?: number;
  /** Label of the side for assistive tech: Back/Lay, or Yes/No for sessions. */
  sideLabel?: string;
}

/**
 * One price box of a list, with static classes (see PriceStyles): plain text, read in its place
 * ("Back Team A 2.5 1.2k"). A match page's cells, which open the bet slip, are LiveCell
 * (features/match-detail/markets/parts.tsx): native buttons drawn with the same content.
 */
export const PriceCell = memo(function PriceCell({
  side,
  runner,
  price,
  size,
  kind = 'decimal',
  level = 0,
  sideLabel,
}: PriceCellProps) {
  const ref = useRef<HTMLElement>(null);
  const setRef = useCallback((el: HTMLElement | null) => {
    ref.current = el;
  }, []);
  useFlash(ref, price);
  const texts = cellTexts(price, size, kind);
  const content = (
    <CellContent
      shape={shapeOf(price, texts)}
      label={sideLabel ?? (side === 'back' ? 'Back' : 'Lay')}
      runner={runner}
      kind={kind}
      priceText={texts.price}
      sizeText={texts.size}
    />
  );
  const className = cellClassName(side, level, price === null);
  return (
    <div ref={setRef} className={className} data-side={side} data-level={level}>
      {content}
    </div>
  );
});

/** A cell's classes: its side, its ladder level (deeper ones lighter, hidden on phones), empty. */
export function cellClassName(side: Side, level: number, empty: boolean): string {
  return `bl-cell bl-${side}${level > 0 ? ` bl-l${Math.min(level, 2)} bl-depth` : ''}${empty ? ' bl-empty' : ''}`;
}

/** The texts a cell shows: its price ("-" without one) and its size ("" without one). */
export function cellTexts(price: number | null, size: number | null, kind: PriceKind): { price: string; size: string } {
  if (price === null) return { price: '-', size: '' };
  return {
    price: formatPrice(price, kind),
    size: size === null ? '' : kind === 'line' ? String(Math.round(size)) : formatSize(size),
  };
}

/** Which elements a cell has: none priced, a price alone, or a price and a size. */
export type CellShape = 'empty' | 'price' | 'priceAndSize';

export function shapeOf(price: number | null, texts: { size: string }): CellShape {
  if (price === null) return 'empty';
  return texts.size ? 'priceAndSize' : 'price';
}

/**
 * A cell's content. The accessible name is the cell's own text, no aria-label: the side and runner
 * (for assistive technology only), then the price as shown. A button (LiveCell, `button`) is named
 * by everything it shows, the size too ("Back Team A 2.5 1.2k"; a session line "No 10 over run 82
 * 110"), so the text a player sees is in the name a voice command says, in the same order (WCAG
 * 2.5.3). A list's plain text reads its price alone (the size hidden) and a session line's rate after
 * "at". A price change then touches text only, never an attribute, and the name follows it. Without
 * texts (LiveCell), the price and size elements are drawn empty and their owner writes them.
 */
export function CellContent({
  shape,
  label,
  runner,
  kind,
  priceText,
  sizeText,
  priceRef,
  sizeRef,
  button = false,
}: {
  shape: CellShape;
  label: string;
  runner: string;
  kind: PriceKind;
  priceText?: string;
  sizeText?: string;
  priceRef?: RefObject<HTMLSpanElement | null>;
  sizeRef?: RefObject<HTMLSpanElement | null>;
  /** The cell is a button: its name holds all it shows, price then size. */
  button?: boolean;
}) {
  const empty = shape === 'empty';
  return (
    <>
      <span className="bl-sr">{empty ? `${label} ${runner} no price` : `${label} ${runner} `}</span>
      <span ref={priceRef} className="bl-cell__price" aria-hidden={empty || undefined}>
        {priceText}
      </span>
      {shape === 'priceAndSize' ? (
        button ? (
          <>
            {/* Keeps the two numbers apart in the name; not drawn between flex items. */}{' '}
            <span ref={sizeRef} className="bl-cell__size">
              {sizeText}
            </span>
          </>
        ) : kind === 'line' ? (
          <>
            <span className="bl-sr"> at </span>
            <span ref={sizeRef} className="bl-cell__size">
              {sizeText}
            </span>
          </>
        ) : (
          <span ref={sizeRef} className="bl-cell__size" aria-hidden="true">
            {sizeText}
          </span>
        )
      ) : null}
    </>
  );
}

/** Covers a runner's cells with the market's (or runner's) state: SUSPENDED, BALL RUNNING, CLOSED… */
export function StatusOverlay({ text }: { text: string }) {
  return (
    <div className="bl-overlay" data-testid="status-overlay">
      {text}
    </div>
  );
}
