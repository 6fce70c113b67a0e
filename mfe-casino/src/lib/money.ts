/** Money at the edge of the casino screens: the shared conversions and formats, plus table prices. */
export {
  toCents,
  toUnits,
  formatPnl,
  pnlTone,
  formatAmount,
  parseStake,
  type PnlTone as Tone,
} from '@backlay/shared/betting';

/** Decimal odds as tables print them: at most two decimals, no trailing zeros (1.98, 2, 12.5). */
export function formatPrice(price: number): string {
  return String(Math.round(price * 100) / 100);
}
