/**
 * Reports (spec section 2, /profit-loss):
 * - GET /report/profitLoss?from=YYYY-MM-DD&to=YYYY-MM-DD[&eventType=…]: the caller's settled bets
 *   whose settlement falls in [from 00:00, to + 1 day 00:00) of the player's days (`utcOffset`
 *   minutes east of UTC, default 0), by market, by sport and in total (`ProfitLossReport`).
 *
 * The other report pages read existing calls: the statement (`GET /transaction/get/{userId}`),
 * current bets and bet history (`GET /bet`), casino bets (`GET /mac88/bets/{userId}`).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { BetEventType } from '@backlay/shared/api';
import {
  Envelope,
  ERROR_RESPONSES,
  ProfitLossQuerySchema,
  ProfitLossReportSchema,
  type ProfitLossQueryParams,
} from '@backlay/shared/schemas';
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

/** The start (UTC) of a YYYY-MM-DD day that exists, or null; a day before 1900 is a 400 of its own. */
function dayStart(text: string): number | null {
  const fields = dayFields(text);
  if (!fields) return null;
  if (fields.year < EARLIEST_YEAR) throw badRequest(BEFORE_EARLIEST_YEAR);
  return calendarDayStart(fields);
}

/**
 * Checks the report's days beyond what the query schema says (keys, eventType, utcOffset): both
 * given, real, in order, at most MAX_REPORT_DAYS apart.
 */
export function parseProfitLossQuery(query: ProfitLossQueryParams): ProfitLossRange {
  const from = query.from?.trim();
  const to = query.to?.trim();
  const { eventType } = query;
  // Empty is the default: UTC days.
  const offset = query.utcOffset === undefined || query.utcOffset === '' ? 0 : query.utcOffset;
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
  return {
    from,
    to,
    // The player's local midnight is `offset` minutes before UTC midnight of the same date.
    start: new Date(start - offset * 60_000),
    end: new Date(last + DAY_MS - offset * 60_000),
    // An empty eventType is "all", as a select's first option sends it.
    ...(eventType ? { eventType } : {}),
  };
}

export function reportRoutes(ctx: AppContext) {
  return routePlugin((base) => {
    const app = base.withTypeProvider<TypeBoxTypeProvider>();
    const session = { onRequest: requireSession(ctx, ['full']) };

    app.get(
      '/report/profitLoss',
      {
        ...session,
        schema: {
          querystring: ProfitLossQuerySchema,
          response: { 200: Envelope(ProfitLossReportSchema), ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const range = parseProfitLossQuery(request.query);
        return { statusCode: 200, data: await profitLossReport(ctx.db, sessionOf(request).userId, range) };
      },
    );
  });
}
