/**
 * Player protection (`/user/protection…`): account states, limits, reality check, cool-off and
 * self-exclusion. The API enforces every rule; these shapes are what the Player Protection page,
 * the reality check dialog and the log-in page read.
 */
import { Type } from 'typebox';
import {
  ACCOUNT_STATUSES,
  COOL_OFF_PERIODS,
  LIMIT_KEYS,
  LIMIT_MAX,
  SELF_EXCLUSION_PERIODS,
} from '../rules/protection.js';
import { Nullable, StringEnum } from './shapes.js';

/** The rules' constants, so a schema's reader has them beside the shapes. */
export * from '../rules/protection.js';

export const AccountStatusSchema = StringEnum(ACCOUNT_STATUSES);

export const LimitKeySchema = StringEnum(LIMIT_KEYS);

/** One limit as it stands. */
export const PlayerLimitSchema = Type.Object({
  key: LimitKeySchema,
  /** In force now; null: no limit. */
  amount: Nullable(Type.Number()),
  /** An increase or removal waiting for its date (`amount` null: the limit will be removed). */
  pending: Nullable(Type.Object({ amount: Nullable(Type.Number()), from: Type.String() })),
  /**
   * Used in the window now: net losses settled plus the worst case of open bets (loss limits), or
   * stakes placed (stake limits); null for the maximum stake.
   */
  used: Nullable(Type.Number()),
});

/**
 * `POST /user/protection/limits`: a new amount, or null to remove the limit. At most two decimals,
 * checked by the API in cents (a JSON schema `multipleOf: 0.01` fails amounts like 10.1 in binary).
 */
export const SetLimitRequestSchema = Type.Object(
  { key: LimitKeySchema, amount: Nullable(Type.Number({ minimum: 0, maximum: LIMIT_MAX })) },
  { additionalProperties: false },
);

export const RealityCheckSchema = Type.Object({
  intervalMinutes: Type.Integer(),
  /** ISO 8601: when this login began (the header's session clock counts from it). */
  sessionStartedAt: Type.String(),
  /** ISO 8601: when the next reality check is due (the last Continue, or the log-in, plus the interval). */
  dueAt: Type.String(),
  /** Settled wins less losses since this login began. */
  sessionProfitLoss: Type.Number(),
});

/** `POST /user/protection/realityCheck`: how often it appears. */
export const RealityCheckIntervalRequestSchema = Type.Object(
  {
    // Spelled out: a union of the constant mapped to literals has the static type never.
    intervalMinutes: Type.Union([Type.Literal(15), Type.Literal(30), Type.Literal(60), Type.Literal(120)]),
  },
  { additionalProperties: false },
);

/** `POST /user/protection/coolOff`: confirmed with the password. */
export const CoolOffRequestSchema = Type.Object(
  { period: StringEnum(COOL_OFF_PERIODS), password: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);

/** `POST /user/protection/selfExclude`: confirmed with the password. */
export const SelfExcludeRequestSchema = Type.Object(
  { period: StringEnum(SELF_EXCLUSION_PERIODS), password: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);

/** `POST /auth/selfExclusion/revoke`: no session (log-in is refused), so the credentials. */
export const RevokeSelfExclusionRequestSchema = Type.Object(
  { userName: Type.String({ minLength: 1, maxLength: 64 }), password: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);

/** `GET /user/protection`: everything the Player Protection page shows. */
export const ProtectionSchema = Type.Object({
  status: AccountStatusSchema,
  /** ISO 8601 end of a cool-off or self-exclusion; null: none, or permanent. */
  statusUntil: Nullable(Type.String()),
  limits: Type.Array(PlayerLimitSchema),
  realityCheck: RealityCheckSchema,
});

/** One protection change or limit refusal. */
export const ProtectionEventSchema = Type.Object({
  /** ISO 8601. */
  at: Type.String(),
  /** limit.set, limit.pending, limit.active, limit.refused, status, coolOff, selfExclusion, selfExclusion.revoke, realityCheck. */
  action: Type.String(),
  /** What happened, in words, with its values. */
  message: Type.String(),
});

/** A help organisation the log-in refusal and the protection page point to. */
export const HelpLinkSchema = Type.Object({ name: Type.String(), url: Type.String() });

/** On a refused log-in (`code` ACCOUNT_RESTRICTED): the state, its end and where to find help. */
export const AccountRefusalSchema = Type.Object({
  status: AccountStatusSchema,
  /** ISO 8601 end of the cool-off or self-exclusion; null: none, or permanent. */
  until: Nullable(Type.String()),
  /** A self-exclusion whose period is over: the player may ask for it to end (7 days later). */
  revocable: Type.Boolean(),
  /** ISO 8601: a revocation already asked for takes effect then. */
  revokesAt: Nullable(Type.String()),
  help: Type.Array(HelpLinkSchema),
});

/** `POST /operator/players/status`: the operator sets an account's state (an end for a cool-off or self-exclusion). */
export const OperatorStatusRequestSchema = Type.Object(
  {
    userName: Type.String({ minLength: 1, maxLength: 64 }),
    status: AccountStatusSchema,
    /** ISO 8601 end of a cool-off (required) or self-exclusion (none: permanent). */
    until: Type.Optional(Type.String({ format: 'date-time' })),
    reason: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  },
  { additionalProperties: false },
);

/** `GET /operator/players/protection?userName=`: the named player's state, limits and history. */
export const OperatorProtectionSchema = Type.Object({
  userName: Type.String(),
  status: AccountStatusSchema,
  statusUntil: Nullable(Type.String()),
  limits: Type.Array(PlayerLimitSchema),
  history: Type.Array(ProtectionEventSchema),
});

/** `POST /operator/players/inactivity`: how many accounts were marked. */
export const OperatorInactivitySchema = Type.Object({ inactive: Type.Integer(), dormant: Type.Integer() });
