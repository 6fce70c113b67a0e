/**
 * Report date ranges. The fields hold calendar days (`YYYY-MM-DD`) in the player's own time zone,
 * which is how every time on the reports is shown; list calls turn a range into the exact instants
 * of those local days (the API's filter grammar takes ISO instants), so a bet placed at 00:30 on the
 * 22nd, shown as 22/11, is found by a range ending on the 22nd wherever the player is.
 */
import dayjs from 'dayjs';
import { MAX_RANGE_DAYS, calendarDay, daysInRange } from '@backlay/shared/rules';

export const DAY_FORMAT = 'YYYY-MM-DD';
export const DATE_FORMAT = 'DD/MM/YYYY';
export const DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm:ss';
/** The range a report opens with: the last 7 days, today included. */
export const DEFAULT_RANGE_DAYS = 7;
/** The longest range one request covers (the profit/loss report's own limit, a leap year). */
export { MAX_RANGE_DAYS };
/** Nothing is older; it also keeps half-typed years (0002, 0020, …) out of requests. */
export const EARLIEST_DAY = '2000-01-01';

export interface DateRange {
  /** First day, YYYY-MM-DD, inclusive. */
  from: string;
  /** Last day, YYYY-MM-DD, inclusive. */
  to: string;
}

/**
 * A local time on a day of the player's calendar, for any year: `new Date(y, m, d)` reads the years
 * 0–99 as 1900–1999, setFullYear takes the year as written.
 */
export function localTime(y: number, mo: number, d: number, h = 0, mi = 0, s = 0, ms = 0): Date {
  const at = new Date(2000, 0, 1, h, mi, s, ms);
  at.setFullYear(y, mo - 1, d);
  return at;
}

/** True for a real calendar day written YYYY-MM-DD. */
export function isDay(text: string): boolean {
  return calendarDay(text) !== null;
}

/** Today in the player's time zone, YYYY-MM-DD. */
export function todayDay(now: Date = new Date()): string {
  return dayjs(now).format(DAY_FORMAT);
}

/** The last `days` days, today included. */
export function lastDays(days: number = DEFAULT_RANGE_DAYS, now: Date = new Date()): DateRange {
  return {
    from: dayjs(now)
      .subtract(days - 1, 'day')
      .format(DAY_FORMAT),
    to: todayDay(now),
  };
}

/** How many days a range covers, both ends included (0 when either end is not a day). */
export function rangeDays(range: DateRange): number {
  const a = calendarDay(range.from);
  const b = calendarDay(range.to);
  return a && b ? daysInRange(a, b) : 0;
}

export interface RangeProblem {
  /** The field the message belongs to. */
  field: 'from' | 'to';
  message: string;
}

export interface RangeLimits {
  /** Default MAX_RANGE_DAYS. */
  maxDays?: number;
  /** The last day allowed (default today). */
  today?: string;
  /** The first day allowed (default EARLIEST_DAY). */
  earliest?: string;
}

/** What is wrong with a range, or null when a report can be asked for it. */
export function validateRange(range: DateRange, limits: RangeLimits = {}): RangeProblem | null {
  const maxDays = limits.maxDays ?? MAX_RANGE_DAYS;
  const today = limits.today ?? todayDay();
  const earliest = limits.earliest ?? EARLIEST_DAY;
  if (!isDay(range.from)) return { field: 'from', message: 'Enter a valid From date.' };
  if (!isDay(range.to)) return { field: 'to', message: 'Enter a valid To date.' };
  // YYYY-MM-DD strings compare as the days they name.
  if (range.from < earliest)
    return { field: 'from', message: `The From date cannot be before ${formatDay(earliest)}.` };
  if (range.from > today) return { field: 'from', message: 'The From date cannot be in the future.' };
  if (range.to > today) return { field: 'to', message: 'The To date cannot be in the future.' };
  if (range.to < range.from) return { field: 'to', message: 'The To date must be on or after the From date.' };
  if (rangeDays(range) > maxDays) return { field: 'to', message: `Choose at most ${maxDays} days.` };
  return null;
}

/** The first and the last instant (ISO, UTC) of a range of the player's local days. */
export function localDayBounds(range: DateRange): { start: string; end: string } {
  const a = calendarDay(range.from);
  const b = calendarDay(range.to);
  if (!a || !b) throw new RangeError(`not a date range: ${range.from}|${range.to}`);
  return {
    start: localTime(a.year, a.month, a.day).toISOString(),
    end: localTime(b.year, b.month, b.day, 23, 59, 59, 999).toISOString(),
  };
}

/** A raw filter over a range of local days: `createdAt=between<first instant>|<last instant>` (inclusive). */
export function betweenFilter(field: string, range: DateRange): string {
  const { start, end } = localDayBounds(range);
  return `${field}=between${start}|${end}`;
}

/** A day as DD/MM/YYYY. */
export function formatDay(day: string): string {
  const p = calendarDay(day);
  return p
    ? `${String(p.day).padStart(2, '0')}/${String(p.month).padStart(2, '0')}/${String(p.year).padStart(4, '0')}`
    : day;
}

/** An instant as DD/MM/YYYY HH:mm:ss in the player's time zone; '—' when there is none. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const d = dayjs(value);
  return d.isValid() ? d.format(DATE_TIME_FORMAT) : '—';
}
