/** Money at the edge of the bet slip: the shared conversions and formats, plus typed prices. */
export { toCents, toUnits, formatPnl, pnlTone, formatAmount, parseStake } from '@backlay/shared/betting';

const PRICE_TEXT = /^\d+(\.\d+)?$/;

/** A typed decimal price, or null when the text is not a number. */
export function parsePrice(text: string): number | null {
  const trimmed = text.trim();
  if (!PRICE_TEXT.test(trimmed)) return null;
  const price = Number(trimmed);
  return Number.isFinite(price) ? price : null;
}
