/**
 * Calendar days written YYYY-MM-DD, as report ranges name them, and the longest range one report
 * covers: the API reads its query with these and the report forms check their fields with them.
 */

export const DAY_MS = 86_400_000;
/** The longest range one report covers, in days, both ends included (a leap year). */
export const MAX_RANGE_DAYS = 366;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A day as written: month 1–12, day of the month from 1. */
export interface DayFields {
  year: number;
  month: number;
  day: number;
}

/**
 * The start (UTC) of a day, for any year: `Date.UTC` and `new Date(y, m, d)` read the years 0–99
 * as 1900–1999 (0050-06-15 would become 1950-06-15); setUTCFullYear takes the year as written.
 */
export function utcDayStart(year: number, month: number, day: number): number {
  const at = new Date(0);
  at.setUTCFullYear(year, month - 1, day);
  return at.getTime();
}

/** The fields of a text written YYYY-MM-DD, or null; the day may not be on the calendar. */
export function dayFields(text: string): DayFields | null {
  const m = DAY_PATTERN.exec(text);
  return m ? { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) } : null;
}

/** The start (UTC) of a day that is on the calendar, or null (2026-02-30 rolls over to March: it does not come back). */
export function calendarDayStart({ year, month, day }: DayFields): number | null {
  const ms = utcDayStart(year, month, day);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return null;
  return ms;
}

/** The fields of a real calendar day written YYYY-MM-DD, or null. */
export function calendarDay(text: string): DayFields | null {
  const fields = dayFields(text);
  return fields && calendarDayStart(fields) !== null ? fields : null;
}

/** How many days run from `from` to `to`, both included (0 or less when `to` is before `from`). */
export function daysInRange(from: DayFields, to: DayFields): number {
  const span = utcDayStart(to.year, to.month, to.day) - utcDayStart(from.year, from.month, from.day);
  return Math.round(span / DAY_MS) + 1;
}
