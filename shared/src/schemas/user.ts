/** The player: profile, balance, stake buttons, notifications and statement (`/user/profile`, `/button*`, …). */
import { Type } from 'typebox';
import { AuthenticatorTypeSchema } from './auth.js';
import { PagedSchema, Uuid } from './common.js';

export const UserBalanceSchema = Type.Object({
  /** Available to bet: balance less exposure. */
  currentBalance: Type.Number({ description: 'Available to bet: balance less exposure.' }),
  /** Money reserved for open positions, shown negated in the header. */
  exposure: Type.Number({ description: 'Money reserved for open positions, shown negated in the header.' }),
  /** Settled wins less settled losses. */
  profitLoss: Type.Number({ description: 'Settled wins less settled losses.' }),
  /** Everything the player holds: currentBalance + exposure. */
  totalBalance: Type.Number({ description: 'Everything the player holds: currentBalance + exposure.' }),
  creditReference: Type.Number(),
});

export const ButtonTypeSchema = Type.Union([Type.Literal('Match'), Type.Literal('Casino')]);

export const ButtonValuesSchema = Type.Object({
  id: Type.String(),
  type: ButtonTypeSchema,
  /** JSON text of label → stake, at most 8 pairs. */
  value: Type.String({ description: 'JSON text of label → stake, at most 8 pairs.' }),
});

/** `GET /button` query. */
export const ButtonQuerySchema = Type.Object({ type: ButtonTypeSchema }, { additionalProperties: false });

/** `POST /button/insert` body. */
export const ButtonInsertRequestSchema = Type.Object(
  {
    id: Type.Optional(Uuid),
    type: ButtonTypeSchema,
    /**
     * Label → stake; a JSON text of the same is accepted too. The pairs are checked by
     * `user/buttons.ts` (labels, stakes, at most 8), which names what is wrong.
     */
    value: Type.Union([Type.String({ maxLength: 2000 }), Type.Record(Type.String(), Type.Unknown())]),
  },
  { additionalProperties: false },
);

/** How the player bets (`GET /user/betSettings`), the same on every device they use. */
export const BetSettingsSchema = Type.Object({
  /** A price click places a bet of `oneClickStake` at once, without the slip. */
  oneClick: Type.Boolean(),
  /** Currency units; null until the player picks one. */
  oneClickStake: Type.Union([Type.Integer({ minimum: 1, maximum: 10_000_000 }), Type.Null()]),
  /** The usual slip asks to confirm the bet before placing it. */
  confirmBets: Type.Boolean(),
});

/** `POST /user/betSettings` body: the settings to change (at least one); the others stay. */
export const BetSettingsUpdateSchema = Type.Object(
  {
    oneClick: Type.Optional(Type.Boolean()),
    oneClickStake: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000_000 })),
    confirmBets: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
);

export const ProfileSchema = Type.Object({
  id: Type.String(),
  userName: Type.String(),
  role: Type.Literal('user'),
  isDemo: Type.Boolean(),
  forceChangePassword: Type.Boolean(),
  isAuthenticator: Type.Boolean(),
  authenticatorType: AuthenticatorTypeSchema,
  userBal: UserBalanceSchema,
  marqueeNotification: Type.Object({ value: Type.String() }),
  buttonValues: ButtonValuesSchema,
  buttonValues2: ButtonValuesSchema,
});

/** `marquee` or `banner1`…`banner9`. */
export const NotificationTypeSchema = Type.String({ pattern: '^(marquee|banner[1-9])$' });

/** `GET /expert/notification` query. */
export const NotificationQuerySchema = Type.Object(
  { type: Type.Optional(NotificationTypeSchema) },
  { additionalProperties: false },
);

export const NotificationSchema = Type.Object({ type: Type.String(), value: Type.String() });

export const TransactionTypeSchema = Type.Union([
  Type.Literal('add'),
  Type.Literal('withDraw'),
  Type.Literal('win'),
  Type.Literal('loss'),
  /** Commission on a market's net winnings (negative), or its refund when the result is undone. */
  Type.Literal('commission'),
  Type.Literal('creditReference'),
]);

export const TransactionRowSchema = Type.Object({
  id: Type.Integer(),
  /** Stable, sortable statement number. */
  uniqueId: Type.Integer({ description: 'Stable, sortable statement number.' }),
  userId: Type.String(),
  transType: TransactionTypeSchema,
  /** Signed effect on the balance; for creditReference, the change of the credit limit. */
  amount: Type.Number({
    description: 'Signed effect on the balance; for creditReference, the change of the credit limit.',
  }),
  closingBalance: Type.Number(),
  description: Type.String(),
  reference: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
});

/** `GET /transaction/get/{userId}`. */
export const TransactionPageSchema = PagedSchema(TransactionRowSchema);

/** Path params of the calls about one player (`/transaction/get/{userId}`, `/mac88/bets/{userId}`). */
export const UserIdParamsSchema = Type.Object({ userId: Uuid });
