/**
 * Bets (spec section 7, "Bets"): placement bodies and answers, refusals, the lists and the position
 * calls. The types of `@backlay/shared/api` (bets) are `Static` of these. Money leaves the API as a
 * number of currency units with at most two decimals.
 */
import { Type, type Static } from 'typebox';
import { ERROR_CODES } from './common.js';
import { ListValueSchema, Nullable, StringEnum } from './shapes.js';
import { MarketTypeSchema, SPORT_KEY_VALUES } from './sports.js';
import { UserBalanceSchema } from './user.js';

const BET_KINDS = ['session', 'matchBetting', 'otherMatchBetting', 'raceBetting', 'tournament', 'cardBetting'] as const;
export const BetKindSchema = StringEnum(BET_KINDS);

/** BACK/LAY on exchange, bookmaker and decimal fancy markets; YES/NO on run-line sessions. */
export const BetSideSchema = StringEnum(['BACK', 'LAY', 'YES', 'NO'] as const);

/** Spec section 3: open states are PENDING and UNDECLARE. TIE is a void (stake returned). */
export const BET_RESULTS = ['PENDING', 'UNDECLARE', 'WIN', 'LOSS', 'TIE'] as const;
export const BetResultSchema = StringEnum(BET_RESULTS);

/** A bet's sport, `card` for a live card table, or `casino` for a provider casino round. */
export const BetEventTypeSchema = StringEnum([...SPORT_KEY_VALUES, 'card', 'casino']);

/** Provider casino rounds are not placed through a kind path: the provider's debits open them. */
export const PlacedBetKindSchema = StringEnum([...BET_KINDS, 'casino']);

/** POST /bet/… body. */
export const PlaceBetRequestSchema = Type.Object(
  {
    /** The player's key for this bet (8–64 of A–Z a–z 0–9 _ -): a repeat returns the first answer. */
    idempotencyKey: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' }),
    matchId: Type.String({ minLength: 1, maxLength: 64, pattern: '^[0-9]+$' }),
    /** The market's id. */
    betId: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9._:-]+$' }),
    selectionId: Type.Integer({ minimum: 0, maximum: 2_147_483_647 }),
    betType: BetSideSchema,
    /** Decimal price, bookmaker rate, or session run line — as the market quotes it. */
    odds: Type.Number({ minimum: 0, maximum: 100_000 }),
    /** Run-line sessions: the rate (100 = even money). */
    ratePercent: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    /** Currency units, at most two decimals. */
    stake: Type.Number({ exclusiveMinimum: 0, maximum: 1e9 }),
    /**
     * Take a better price than asked when the market has moved in the player's favour (default
     * true). A worse price is always refused.
     */
    acceptBetterOdds: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

/**
 * `POST /bet/cashOut`: the cash-out bet the player was quoted (see `cashOutQuote` in
 * `@backlay/shared/betting`). The server works the quote out again from the player's bets and the
 * prices on offer and places the bet only if it is the same.
 */
export const CashOutRequestSchema = Type.Object(
  {
    idempotencyKey: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' }),
    matchId: Type.String({ minLength: 1, maxLength: 64, pattern: '^[0-9]+$' }),
    marketId: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9._:-]+$' }),
    /** The share of the position closed: 100 levels it fully. */
    percent: Type.Integer({ minimum: 1, maximum: 100 }),
    selectionId: Type.Integer({ minimum: 0, maximum: 2_147_483_647 }),
    betType: Type.Union([Type.Literal('BACK'), Type.Literal('LAY')]),
    /** The price quoted: decimal price or bookmaker rate. */
    odds: Type.Number({ minimum: 0, maximum: 100_000 }),
    /** Currency units, at most two decimals. */
    stake: Type.Number({ exclusiveMinimum: 0, maximum: 1e9 }),
  },
  { additionalProperties: false },
);

export const PlacedBetSchema = Type.Object({
  id: Type.String(),
  kind: PlacedBetKindSchema,
  matchId: Type.String(),
  /** The market's id. */
  betId: Type.String(),
  marketType: MarketTypeSchema,
  marketName: Type.String(),
  eventName: Type.String(),
  eventType: BetEventTypeSchema,
  selectionId: Type.Number(),
  teamName: Type.String(),
  betType: BetSideSchema,
  /** The price the bet was matched at (decimal, rate or run line). */
  odds: Type.Number(),
  /** The price the player asked for. */
  requestedOdds: Type.Number(),
  /** Run-line sessions: the rate. */
  rate: Nullable(Type.Number()),
  stake: Type.Number(),
  /** What the bet wins and loses on its own. */
  winAmount: Type.Number(),
  lossAmount: Type.Number(),
  result: BetResultSchema,
  /** Signed result once settled (win > 0, loss < 0, void 0); null while open. */
  profitLoss: Nullable(Type.Number()),
  deleteReason: Nullable(Type.String()),
  createdAt: Type.String(),
  settledAt: Nullable(Type.String()),
});

/** The answer to a placement. */
export const PlaceBetResponseSchema = Type.Object({ bet: PlacedBetSchema, balance: UserBalanceSchema });

/**
 * Exchange orders on ladder markets (match odds and the other decimal runner markets): a back or
 * lay at the player's own price. What the prices on offer can take matches at once (at their
 * prices, best first); the rest waits unmatched at the order's price until the market reaches it,
 * the player cancels it, or it lapses.
 */
export const ORDER_STATUSES = ['OPEN', 'FILLED', 'CANCELLED', 'LAPSED'] as const;
export const OrderStatusSchema = StringEnum(ORDER_STATUSES);

/** What the unmatched part does when the market turns in-play: lapse (cancel, the default) or keep waiting. */
export const InPlayChoiceSchema = StringEnum(['LAPSE', 'KEEP'] as const);

/** POST /bet/order body. */
export const PlaceOrderRequestSchema = Type.Object(
  {
    idempotencyKey: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' }),
    matchId: Type.String({ minLength: 1, maxLength: 64, pattern: '^[0-9]+$' }),
    /** The market's id. */
    betId: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9._:-]+$' }),
    selectionId: Type.Integer({ minimum: 0, maximum: 2_147_483_647 }),
    betType: Type.Union([Type.Literal('BACK'), Type.Literal('LAY')]),
    /** The order's own price: a decimal price on the ladder. */
    odds: Type.Number({ minimum: 1.01, maximum: 1000 }),
    /** Currency units, at most two decimals. */
    stake: Type.Number({ exclusiveMinimum: 0, maximum: 1e9 }),
    inPlay: Type.Optional(InPlayChoiceSchema),
  },
  { additionalProperties: false },
);

export const OrderIdSchema = Type.String({ format: 'uuid' });

/** POST /bet/order/cancel body: the unmatched part of the order is cancelled. */
export const CancelOrderRequestSchema = Type.Object({ orderId: OrderIdSchema }, { additionalProperties: false });

/** POST /bet/order/price body: the unmatched part moves to a new price (and loses its place in the queue). */
export const RepriceOrderRequestSchema = Type.Object(
  { orderId: OrderIdSchema, odds: Type.Number({ minimum: 1.01, maximum: 1000 }) },
  { additionalProperties: false },
);

/** GET /bet/orders query: the player's orders, the waiting ones by default, optionally of one match. */
export const OrderListQuerySchema = Type.Object(
  {
    matchId: Type.Optional(Type.String({ minLength: 1, maxLength: 64, pattern: '^[0-9]+$' })),
    status: Type.Optional(StringEnum(['OPEN', 'ALL'] as const)),
  },
  { additionalProperties: false },
);

export const BetOrderSchema = Type.Object({
  id: Type.String(),
  matchId: Type.String(),
  /** The market's id. */
  betId: Type.String(),
  marketType: MarketTypeSchema,
  marketName: Type.String(),
  eventName: Type.String(),
  eventType: BetEventTypeSchema,
  selectionId: Type.Number(),
  teamName: Type.String(),
  betType: Type.Union([Type.Literal('BACK'), Type.Literal('LAY')]),
  /** The order's own price. */
  odds: Type.Number(),
  stake: Type.Number(),
  /** stake = matched + unmatched + cancelled. */
  matched: Type.Number(),
  unmatched: Type.Number(),
  /** Cancelled by the player, or lapsed. */
  cancelled: Type.Number(),
  status: OrderStatusSchema,
  inPlay: InPlayChoiceSchema,
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

/** The answer to an order, a cancel or a new price: the order, the bets matched by this call, the wallet. */
export const OrderResponseSchema = Type.Object({
  order: BetOrderSchema,
  bets: Type.Array(PlacedBetSchema),
  balance: UserBalanceSchema,
});

/** Why a placement was refused, for the slip to act on. */
export const BET_REJECT_CODES = [
  'MARKET_CLOSED',
  'MARKET_SUSPENDED',
  'MARKET_NOT_FOUND',
  'WRONG_KIND',
  'PRICE_CHANGED',
  'INVALID_ODDS',
  'INVALID_STAKE',
  'STAKE_BELOW_MIN',
  'STAKE_ABOVE_MAX',
  'INSUFFICIENT_BALANCE',
  'EXPOSURE_LIMIT',
  'INVALID_SELECTION',
  'INVALID_SIDE',
  'DEMO_LIMIT',
  /** A card table's rules refuse backing both sides of one round. */
  'OPPOSITE_SIDE',
  /** Cash out: nothing to cash out, several runners, no price, or a stake outside the limits. */
  'CASH_OUT_UNAVAILABLE',
  /** Cash out: the quote the player saw is no longer the one on offer (`current` is its price). */
  'QUOTE_CHANGED',
  /** Cash out: the player's bets on the market changed before the cash-out bet was placed. */
  'POSITION_CHANGED',
  /** A limit the player set (loss, stake, maximum stake): the message names it, its window and when it frees up. */
  'PLAYER_LIMIT',
  /** The account's state does not allow bets (frozen, dormant, cooling off, self-excluded, blocked, closed). */
  'ACCOUNT_RESTRICTED',
] as const;
export const BetRejectCodeSchema = StringEnum(BET_REJECT_CODES);

/** The price on offer at the moment of a refusal. */
export const CurrentPriceSchema = Type.Object({ odds: Type.Number(), ratePercent: Type.Optional(Type.Number()) });

/** Error body of a refused placement: `current` is the price on offer now, when there is one. */
export const BetRejectionSchema = Type.Object({
  statusCode: Type.Integer(),
  message: Type.String(),
  code: BetRejectCodeSchema,
  current: Type.Optional(Nullable(CurrentPriceSchema)),
});

/**
 * What a placement call answers when it refuses: a bet refusal, or any other refusal (a body that
 * fails its schema, no session) with its own code.
 */
export const BetRefusalSchema = Type.Object({
  ...BetRejectionSchema.properties,
  code: StringEnum([...new Set([...BET_REJECT_CODES, ...ERROR_CODES])]),
});

/** The error responses of a placement call, for fastify's `response` map. */
export const BET_ERROR_RESPONSES = { '4xx': BetRefusalSchema, '5xx': BetRefusalSchema } as const;

/** One row of a run-amount ladder. */
export const RunAmountRowSchema = Type.Object({ run: Type.Number(), profitLoss: Type.Number() });

/** GET run-amount/{id}?matchId= (and the meter variant). */
export const RunAmountSchema = Type.Object({
  betId: Type.String(),
  matchId: Type.String(),
  /** Every run from below the lowest line to above the highest; the client trims for display. */
  profitLoss: Type.Array(RunAmountRowSchema),
  /** The worst row, as a positive exposure. */
  maxLoss: Type.Number(),
  betPlaced: Type.Array(PlacedBetSchema),
});

const MatchIdText = Type.String({ minLength: 1, maxLength: 64, pattern: '^[0-9]+$' });

/** POST /bet/profitLoss body: the markets to compute positions for. */
export const ProfitLossRequestSchema = Type.Object(
  {
    matchId: MatchIdText,
    /** Limit to these markets (default: every market of the match the player has bets on). */
    betIds: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 200 })),
  },
  { additionalProperties: false },
);

/** The player's position in one market. */
export const MarketPositionSchema = Type.Object({
  betId: Type.String(),
  matchId: Type.String(),
  marketType: MarketTypeSchema,
  /** Selection id → P/L if that runner wins (exchange and bookmaker markets, oddEven, cricketCasino). */
  runners: Type.Record(Type.String(), Type.Number()),
  /** Run-line and decimal fancy markets: the ladder (run or 1 = YES / 0 = NO → P/L). */
  ladder: Type.Array(RunAmountRowSchema),
  /** The market's worst case as a positive number. */
  exposure: Type.Number(),
  totalBet: Type.Number(),
});

/** A row of GET bet/myMarket (spec section 3). */
export const MyMarketRowSchema = Type.Object({
  eventType: BetEventTypeSchema,
  eventName: Type.String(),
  matchId: Type.String(),
  beventId: Nullable(Type.String()),
  /** The market id the row is about. */
  betId: Type.String(),
  groupedmarkettype: Nullable(Type.String()),
  marketType: Type.String(),
  /** Open bets on the market. */
  trade: Type.Number(),
  /** Orders waiting unmatched on the market (their reservation is in `exposure`). */
  unmatched: Type.Number(),
  exposure: Type.Number(),
  /** Where the row's event link goes. */
  kind: BetKindSchema,
});

/**
 * A row of GET /bet/commission: the commission a market type pays on a player's net winnings on
 * a market, taken once at settlement. Types not listed pay none.
 */
export const CommissionRateSchema = Type.Object({
  marketType: MarketTypeSchema,
  /** Percent of net winnings, at most two decimals (1 = 1 %). */
  percent: Type.Number({ minimum: 0, maximum: 100 }),
});

/** POST /bet/deleteMultipleBetForRace: the player withdraws open race bets before the off. */
export const DeleteRaceBetsRequestSchema = Type.Object(
  {
    requestData: Type.Object(
      {
        matchId: MatchIdText,
        betIds: Type.Array(Type.String({ format: 'uuid' }), { minItems: 1, maxItems: 100 }),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

/** The answer to a withdrawal: how many bets were withdrawn. */
export const DeleteRaceBetsResultSchema = Type.Object({ deleted: Type.Number() });

/** A page of GET /bet and /bet/placed. */
export const BetPageSchema = Type.Object({ count: Type.Number(), rows: Type.Array(PlacedBetSchema) });

/**
 * GET /bet and /bet/placed: the spec's filter strings (`result=inArr["PENDING"]`,
 * `betPlaced.matchId=eq123`, paging, sort), `status` (matched or deleted bets) and the spec
 * client's `isCurrentBets` flag (read, not used).
 */
export const BetListQuerySchema = Type.Object(
  {
    status: Type.Optional(StringEnum(['', 'MATCHED', 'DELETED'] as const)),
    isCurrentBets: Type.Optional(Type.String({ maxLength: 20 })),
  },
  { additionalProperties: ListValueSchema },
);
export type BetListQuery = Static<typeof BetListQuerySchema>;

/** GET /run-amount/{id}?matchId=, /bet/session/profitLoss?matchId=. */
export const MatchIdQuerySchema = Type.Object({ matchId: MatchIdText }, { additionalProperties: false });

/** GET /run-amount/{id}: a market id. */
export const MarketParamsSchema = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9._:-]+$' }),
});
