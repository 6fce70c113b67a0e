/**
 * The operator's levers (`/operator/*`, loopback and operator key only): accounts, money,
 * notifications, log-outs, lock-outs, results and bet corrections.
 */
import { Type } from 'typebox';
import { PlacedBetSchema } from './bets.js';
import { BlinkingTabRowSchema, MarketResultSchema, MarketSchema } from './sports.js';
import { NotificationSchema, NotificationTypeSchema, UserBalanceSchema } from './user.js';

const UserName = Type.String({ minLength: 3, maxLength: 32 });
const Amount = Type.Number({ exclusiveMinimum: 0, maximum: 1e13 });
const MarketId = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9._:-]+$' });
const Reason = Type.String({ minLength: 1, maxLength: 200 });
const BetIds = Type.Array(Type.String({ format: 'uuid' }), { minItems: 1, maxItems: 500 });

/** `POST /operator/users` body. */
export const OperatorCreateUserRequestSchema = Type.Object(
  {
    userName: UserName,
    password: Type.String({ minLength: 8, maxLength: 128 }),
    forceChangePassword: Type.Optional(Type.Boolean()),
    credit: Type.Optional(Amount),
  },
  { additionalProperties: false },
);

/** `POST /operator/users`. */
export const OperatorUserSchema = Type.Object({ id: Type.String(), userName: Type.String() });

export const OperatorWalletTypeSchema = Type.Union([
  Type.Literal('add'),
  Type.Literal('withDraw'),
  Type.Literal('creditReference'),
]);

/** `POST /operator/wallet` body. */
export const OperatorWalletRequestSchema = Type.Object(
  {
    userName: UserName,
    type: OperatorWalletTypeSchema,
    amount: Type.Number({ minimum: 0, maximum: 1e13 }),
    note: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);

/** `POST /operator/wallet`: the ledger entry and the balance after it. */
export const OperatorPostedSchema = Type.Object({
  entryId: Type.Integer(),
  /** False when the idempotency key had been used: nothing new was posted. */
  created: Type.Boolean(),
  balance: UserBalanceSchema,
});

/** `POST /operator/notification` body; the answer is the notification. */
export const OperatorNotificationRequestSchema = Type.Object(
  { type: NotificationTypeSchema, value: Type.String({ maxLength: 1000 }) },
  { additionalProperties: false },
);
export const OperatorNotificationSchema = NotificationSchema;

/**
 * `POST /operator/blinkingTabs` body: the matches to show as blinking tabs, in order (at most 10);
 * none goes back to in-play cricket. The answer is the tabs as players now see them.
 */
export const OperatorBlinkingTabsRequestSchema = Type.Object(
  { matchIds: Type.Array(Type.String({ pattern: '^[0-9]{1,20}$', maxLength: 20 }), { maxItems: 10 }) },
  { additionalProperties: false },
);
export const OperatorBlinkingTabsSchema = Type.Array(BlinkingTabRowSchema);

/** `POST /operator/logout`, `POST /operator/unlock` body; `GET /operator/outbox` query. */
export const OperatorUserNameSchema = Type.Object({ userName: UserName }, { additionalProperties: false });

export const OperatorLogoutSchema = Type.Object({ revoked: Type.Integer() });
export const OperatorUnlockSchema = Type.Object({ cleared: Type.Integer() });

/** `GET /operator/outbox`: the player's last ten messages, newest first. */
export const OperatorOutboxSchema = Type.Array(Type.Object({ body: Type.String(), createdAt: Type.String() }));

/** `POST /operator/results/declare` body: the market and exactly one result. */
export const DeclareResultRequestSchema = Type.Object(
  {
    marketId: MarketId,
    winner: Type.Optional(Type.Integer({ minimum: 0 })),
    runs: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
    outcome: Type.Optional(Type.Union([Type.Literal('YES'), Type.Literal('NO')])),
    void: Type.Optional(Type.String({ maxLength: 40 })),
    /** A card round: declare what its committed shoe dealt (after an undeclare or a void). */
    round: Type.Optional(Type.Literal(true)),
  },
  { additionalProperties: false },
);

/** `POST /operator/results/declare`. */
export const DeclareOutcomeSchema = Type.Object({
  marketId: Type.String(),
  version: Type.Integer(),
  /** Bets settled by this declaration. */
  settled: Type.Integer(),
  /** Players whose balance changed. */
  players: Type.Integer(),
  /** The same result was already live: nothing happened. */
  repeated: Type.Boolean(),
});

/** `POST /operator/results/undeclare` body; `GET /operator/bets` query. */
export const MarketIdRequestSchema = Type.Object({ marketId: MarketId }, { additionalProperties: false });

/** `POST /operator/results/undeclare`. */
export const UndeclareOutcomeSchema = Type.Object({
  marketId: Type.String(),
  version: Type.Integer(),
  reopened: Type.Integer(),
  players: Type.Integer(),
});

/** `POST /operator/bets/delete` body: bets by id, or a market's open bets (of one player). */
export const DeleteBetsRequestSchema = Type.Object(
  {
    betIds: Type.Optional(BetIds),
    marketId: Type.Optional(MarketId),
    userName: Type.Optional(UserName),
    reason: Reason,
    permanent: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

/** `POST /operator/bets/reason` body. */
export const BetReasonRequestSchema = Type.Object({ betIds: BetIds, reason: Reason }, { additionalProperties: false });

/** `POST /operator/bets/delete`, `POST /operator/bets/reason`. */
export const DeleteBetsOutcomeSchema = Type.Object({
  deleted: Type.Integer(),
  updated: Type.Integer(),
  removed: Type.Integer(),
});

/** One declaration of a market's result, undone or live. */
export const MarketResultRowSchema = Type.Object({
  id: Type.Integer(),
  marketId: Type.String(),
  matchId: Type.String(),
  version: Type.Integer(),
  /** The declared result. */
  result: MarketResultSchema,
  source: Type.String(),
  declaredAt: Type.String(),
  undeclaredAt: Type.Union([Type.String(), Type.Null()]),
});

/** `GET /operator/bets`: a market's bets and every declaration of its result. */
export const OperatorMarketBetsSchema = Type.Object({
  /** Each bet with its player's id. */
  bets: Type.Array(Type.Intersect([PlacedBetSchema, Type.Object({ userId: Type.String() })])),
  results: Type.Array(MarketResultRowSchema),
});

const RunLine = Type.Integer({ minimum: 0, maximum: 10_000 });
const SessionRate = Type.Integer({ minimum: 1, maximum: 10_000 });
const SessionStake = Type.Integer({ minimum: 1, maximum: 100_000_000 });
/** A manual session's market id: `manual:<n>`. */
const ManualSessionId = Type.String({ minLength: 8, maxLength: 32, pattern: '^manual:[1-9][0-9]{0,18}$' });

/** `POST /operator/sessions/open` body: a manual session on a cricket match, rated at once when the prices are given. */
export const ManualSessionOpenRequestSchema = Type.Object(
  {
    matchId: Type.String({ minLength: 1, maxLength: 20, pattern: '^[0-9]+$' }),
    name: Type.String({ minLength: 1, maxLength: 80 }),
    minBet: Type.Optional(SessionStake),
    maxBet: Type.Optional(SessionStake),
  },
  { additionalProperties: false },
);

/** `POST /operator/sessions/rate` body: the No and Yes run lines with their rates (100 = even money). */
export const ManualSessionRateRequestSchema = Type.Object(
  { marketId: ManualSessionId, noLine: RunLine, noRate: SessionRate, yesLine: RunLine, yesRate: SessionRate },
  { additionalProperties: false },
);

/** `POST /operator/sessions/suspend|resume|close` body. */
export const ManualSessionIdRequestSchema = Type.Object({ marketId: ManualSessionId }, { additionalProperties: false });

/** `GET /operator/sessions` query: one match's manual sessions. */
export const ManualSessionsQuerySchema = Type.Object(
  { matchId: Type.String({ minLength: 1, maxLength: 20, pattern: '^[0-9]+$' }) },
  { additionalProperties: false },
);

/** A manual session as the operator sees it: its market (as the match detail shows it) and whether it is closed. */
export const ManualSessionSchema = Type.Object({
  market: MarketSchema,
  closed: Type.Boolean(),
});
