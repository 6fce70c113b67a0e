import dayjs from 'dayjs';
import { formatUnits } from '../format/number.js';

/** Money as players read it: thousands separated, two decimals only when there are cents. */
export function formatMoney(value: number): string {
  return formatUnits(value);
}

/** Exposure is shown as 0 or a negative number (spec section 2). */
export function formatExposure(exposure: number): string {
  return exposure === 0 ? '0' : formatMoney(-Math.abs(exposure));
}

/** Search results: MM/DD/YYYY hh:mm:ss A. */
export const SEARCH_DATE_FORMAT = 'MM/DD/YYYY hh:mm:ss A';
/** Competition dates: YYYY/MM/DD. */
export const COMPETITION_DATE_FORMAT = 'YYYY/MM/DD';

export function formatDate(value: string | number | Date, format: string): string {
  return dayjs(value).format(format);
}
