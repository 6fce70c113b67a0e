/**
 * Reports (spec section 2, /profit-loss):
 * - GET /report/profitLoss?from=YYYY-MM-DD&to=YYYY-MM-DD[&eventType=…]: the caller's settled bets
 *   whose settlement falls in [from 00:00, to + 1 day 00:00) of the player's days (`utcOffset`
 *   minutes east of UTC, default 0), by market, by sport and in total (`ProfitLossReport`).
 *
 * The other report pages read existing calls: the statement (`GET /transaction/get/{userId}`),
 * current bets and bet history (`GET /bet`), casino bets (`GET /mac88/bets/{userId}`).
 */
import type { BetEventType } from '@backlay/shared/api';
import { SPORTS } from '@backlay/shared/sports';
import type { AppContext } from '../context.js';
import { routePlugin } from '../plugins/routes.js';
import { badRequest } from '../errors.js';
import { requireSession, sessionOf } from '../plugins/auth.js';
import { profitLossReport, type ProfitLossRange } from '../betting/reports.js';
import { MAX_RANGE_DAYS, calendarDayStart, dayFields } from '@backlay/shared/rules';
import { BEFORE_EARLIEST_YEAR, EARLIEST_YEAR } from '../filters/filter.js';

const DAY_MS = 86_400_000;
/** The longest range one report covers, in days (a leap year). */
export const MAX_REPORT_DAYS = MAX_RANGE_DAYS;

export const REPORT_EVENT_TYPES: readonly BetEventType[] = [...SPORTS.map((s) => s.key), 'card', 'casino'];
const EVENT_TYPES: ReadonlySet<string> = new Set(REPORT_EVENT_TYPES);
const QUERY_KEYS: ReadonlySet<string> = new Set(['from', 'to', 'eventType', 'utcOffset']);
/** Offsets run from UTC−14:00 to UTC+14:00. */
const MAX_OFFSET_MINUTES = 14 * 60;

/** The start (UTC) of a YYYY-MM-DD day that exists, or null; a day before 1900 is a 400 of its own. */
function dayStart(text: string): number | null {
  const fields = dayFields(text);
  if (!fields) return null;
  if (fields.year < EARLIEST_YEAR) throw badRequest(BEFORE_EARLIEST_YEAR);
  return calendarDayStart(fields);
}

/** Reads and checks the report's query: both days, real, in order, at most MAX_REPORT_DAYS apart. */
export function parseProfitLossQuery(query: Record<string, unknown>): ProfitLossRange {
  for (const key of Object.keys(query)) {
    if (!QUERY_KEYS.has(key))
      throw badRequest(
        `Unknown query parameter "${key.length > 50 ? `${key.slice(0, 50)}…` : key}": use from, to, eventType and utcOffset.`,
      );
  }
  const single = (key: string): string | undefined => {
    const value = query[key];
    if (value === undefined) return undefined;
    if (typeof value !== 'string') throw badRequest(`Query parameter "${key}" may be given only once.`);
    return value.trim();
  };
  const from = single('from');
  const to = single('to');
  const eventType = single('eventType');
  const offsetText = single('utcOffset');
  let offset = 0;
  if (offsetText !== undefined && offsetText !== '') {
    offset = /^[+-]?\d{1,4}$/.test(offsetText) ? Number(offsetText) : NaN;
    if (!Number.isInteger(offset) || Math.abs(offset) > MAX_OFFSET_MINUTES) {
      throw badRequest('"utcOffset" must be whole minutes east of UTC, from -840 to 840.');
    }
  }
  if (!from) throw badRequest('Choose the first day of the report (from=YYYY-MM-DD).');
  if (!to) throw badRequest('Choose the last day of the report (to=YYYY-MM-DD).');
  const start = dayStart(from);
  if (start === null) throw badRequest('"from" must be a date that exists, written YYYY-MM-DD.');
  const last = dayStart(to);
  if (last === null) throw badRequest('"to" must be a date that exists, written YYYY-MM-DD.');
  if (start > last) throw badRequest('The first day of the report must not be after its last day.');
  const days = (last - start) / DAY_MS + 1;
  if (days > MAX_REPORT_DAYS)
    throw badRequest(`A report covers at most ${MAX_REPORT_DAYS} days; this range has ${days}.`);
  // An empty eventType is "all", as a select's first option sends it.
  if (eventType !== undefined && eventType !== '' && !EVENT_TYPES.has(eventType)) {
    throw badRequest('"eventType" must be a sport key (cricket, football, tennis, …), card or casino.');
  }
  return {
    from,
    to,
    // The player's local midnight is `offset` minutes before UTC midnight of the same date.
    start: new Date(start - offset * 60_000),
    end: new Date(last + DAY_MS - offset * 60_000),
    ...(eventType ? { eventType: eventType as BetEventType } : {}),
  };
}

export function reportRoutes(ctx: AppContext) {
  return routePlugin((app) => {
    const session = { onRequest: requireSession(ctx, ['full']) };

    app.get('/report/profitLoss', session, async (request) => {
      const range = parseProfitLossQuery(request.query as Record<string, unknown>);
      return { statusCode: 200, data: await profitLossReport(ctx.db, sessionOf(request).userId, range) };
    });
  });
}
