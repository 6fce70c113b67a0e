/**
 * The profit/loss report (`GET /report/profitLoss`): its query and answer. The types of
 * `@backlay/shared/api` (reports) are `Static` of these.
 */
import { Type, type Static } from 'typebox';
import { BetEventTypeSchema } from './bets.js';
import { StringEnum } from './shapes.js';
import { SPORT_KEY_VALUES } from './sports.js';

/** An eventType the report narrows to: a sport, `card` or `casino`; empty is every one (a select's "all"). */
const ReportEventTypeQuery = StringEnum([...SPORT_KEY_VALUES, 'card', 'casino', '']);

/**
 * `GET /report/profitLoss` query. The days are checked beyond their shape by the API (a day on the
 * calendar, in order, at most 366 days), with messages that say which one is wrong.
 */
export const ProfitLossQuerySchema = Type.Object(
  {
    /** First day (YYYY-MM-DD, the player's day), inclusive. */
    from: Type.Optional(Type.String({ maxLength: 40 })),
    /** Last day (YYYY-MM-DD), inclusive. */
    to: Type.Optional(Type.String({ maxLength: 40 })),
    /** Only this sport (or `card`, `casino`). */
    eventType: Type.Optional(ReportEventTypeQuery),
    /**
     * The player's offset from UTC in minutes (east positive, e.g. 330 for India): the days are the
     * player's local days. Default 0 (UTC days); empty is the default.
     */
    utcOffset: Type.Optional(Type.Union([Type.Integer({ minimum: -840, maximum: 840 }), Type.Literal('')])),
  },
  { additionalProperties: false },
);
/** The report's query as the API reads it (`ProfitLossQuery` is what a client sends). */
export type ProfitLossQueryParams = Static<typeof ProfitLossQuerySchema>;

/** One market the player had settled bets on in the range. */
export const ProfitLossMarketSchema = Type.Object({
  eventType: BetEventTypeSchema,
  matchId: Type.String(),
  eventName: Type.String(),
  /** The market's id: the bets behind the row are `GET /bet?betId=eq{marketId}`. */
  marketId: Type.String(),
  marketName: Type.String(),
  marketType: Type.String(),
  bets: Type.Number(),
  stake: Type.Number(),
  /** Sum of the bets' settled P/L (wins positive), before commission. */
  profitLoss: Type.Number(),
  /** Commission taken on the market's net winnings (≥ 0); the player kept profitLoss − commission. */
  commission: Type.Number(),
  /** When the last of its bets was settled (ISO). */
  settledAt: Type.String(),
});

export const ProfitLossSportSchema = Type.Object({
  eventType: BetEventTypeSchema,
  markets: Type.Number(),
  bets: Type.Number(),
  stake: Type.Number(),
  profitLoss: Type.Number(),
  commission: Type.Number(),
});

export const ProfitLossReportSchema = Type.Object({
  from: Type.String(),
  to: Type.String(),
  /** By sport, largest activity first. */
  sports: Type.Array(ProfitLossSportSchema),
  /** By market, most recently settled first. */
  markets: Type.Array(ProfitLossMarketSchema),
  total: Type.Object({
    markets: Type.Number(),
    bets: Type.Number(),
    stake: Type.Number(),
    profitLoss: Type.Number(),
    commission: Type.Number(),
  }),
});
