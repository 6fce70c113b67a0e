/**
 * Request and response shapes of the Backlay API. Each is the static type of its TypeBox schema
 * (`@backlay/shared/schemas`), which the API validates and serialises with, so client and server
 * can't drift apart. Imported type-only here: an app importing these types bundles no schema.
 */
import type { Static } from 'typebox';
import type { ErrorBodySchema } from '../schemas/common.js';
import type {
  AuthenticatorStateSchema,
  AuthenticatorTypeSchema,
  ChangePasswordRequestSchema,
  CheckOldPasswordRequestSchema,
  CheckOldPasswordResponseSchema,
  GenerateAuthTokenRequestSchema,
  GenerateAuthTokenResponseSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  RemoveAuthenticatorRequestSchema,
  VerifyAuthTokenRequestSchema,
} from '../schemas/auth.js';
import type {
  BetSettingsSchema,
  BetSettingsUpdateSchema,
  ButtonInsertRequestSchema,
  ButtonTypeSchema,
  ButtonValuesSchema,
  NotificationSchema,
  ProfileSchema,
  TransactionRowSchema,
  TransactionTypeSchema,
  UserBalanceSchema,
} from '../schemas/user.js';
import type { RulesEntrySchema } from '../schemas/content.js';
import type { StarMarketRequestSchema, StarredMarketSchema, UnstarMarketRequestSchema } from '../schemas/starred.js';
import type {
  AccountRefusalSchema,
  CoolOffRequestSchema,
  PlayerLimitSchema,
  ProtectionEventSchema,
  ProtectionSchema,
  RealityCheckIntervalRequestSchema,
  RevokeSelfExclusionRequestSchema,
  SelfExcludeRequestSchema,
  SetLimitRequestSchema,
} from '../schemas/protection.js';

/** Every successful response: `data` carries the payload, `message` a text worth showing. */
export interface Envelope<T> {
  statusCode: number;
  message?: string;
  data: T;
}

/** Every error response: the status, a message for the player and a machine-readable code. */
export type ErrorBody = Static<typeof ErrorBodySchema>;

/** 0 none, 1 a code through the operator's channel, 2 an authenticator app. */
export type AuthenticatorType = Static<typeof AuthenticatorTypeSchema>;

export type LoginRequest = Static<typeof LoginRequestSchema>;

/** True `isAuthenticator`: the token can only verify the second factor. */
export type LoginResponse = Static<typeof LoginResponseSchema>;

export type VerifyAuthTokenRequest = Static<typeof VerifyAuthTokenRequestSchema>;

/** `password`: the player's current password, turning the second factor on needs it. */
export type GenerateAuthTokenRequest = Static<typeof GenerateAuthTokenRequestSchema>;

/** The six-digit code and the current password: turning the second factor off needs both. */
export type RemoveAuthenticatorRequest = Static<typeof RemoveAuthenticatorRequestSchema>;

/** Type 2: the base32 secret and the otpauth URI to show as a QR code; type 1: where the code went. */
export type GenerateAuthTokenResponse = Static<typeof GenerateAuthTokenResponseSchema>;

export type AuthenticatorState = Static<typeof AuthenticatorStateSchema>;

export type ChangePasswordRequest = Static<typeof ChangePasswordRequestSchema>;

export type CheckOldPasswordRequest = Static<typeof CheckOldPasswordRequestSchema>;

export type CheckOldPasswordResponse = Static<typeof CheckOldPasswordResponseSchema>;

export type ButtonType = Static<typeof ButtonTypeSchema>;

/** `value`: JSON text of label → stake, at most 8 pairs. */
export type ButtonValues = Static<typeof ButtonValuesSchema>;

/** `value`: label → stake; a JSON text of the same is accepted too. */
export type ButtonInsertRequest = Static<typeof ButtonInsertRequestSchema>;

/** One-click betting (on, its stake) and whether the slip confirms before placing. */
export type BetSettings = Static<typeof BetSettingsSchema>;

/** The settings to change, at least one. */
export type BetSettingsUpdate = Static<typeof BetSettingsUpdateSchema>;

/** A market the player starred (`GET /user/starredMarkets`), named and linked as when starred. */
export type StarredMarket = Static<typeof StarredMarketSchema>;

/** `POST /user/starredMarkets`: a market of a listed match. */
export type StarMarketRequest = Static<typeof StarMarketRequestSchema>;

/** `POST /user/starredMarkets/remove`. */
export type UnstarMarketRequest = Static<typeof UnstarMarketRequestSchema>;

/** `GET /user/protection`: the account's state, limits and reality check. */
export type Protection = Static<typeof ProtectionSchema>;
/** One limit: in force, pending, used. */
export type PlayerLimit = Static<typeof PlayerLimitSchema>;
/** `POST /user/protection/limits`. */
export type SetLimitRequest = Static<typeof SetLimitRequestSchema>;
/** `POST /user/protection/realityCheck`. */
export type RealityCheckIntervalRequest = Static<typeof RealityCheckIntervalRequestSchema>;
/** `POST /user/protection/coolOff`. */
export type CoolOffRequest = Static<typeof CoolOffRequestSchema>;
/** `POST /user/protection/selfExclude`. */
export type SelfExcludeRequest = Static<typeof SelfExcludeRequestSchema>;
/** `POST /auth/selfExclusion/revoke`. */
export type RevokeSelfExclusionRequest = Static<typeof RevokeSelfExclusionRequestSchema>;
/** `GET /user/protection/history`: one row. */
export type ProtectionEvent = Static<typeof ProtectionEventSchema>;
/** A log-in refused by the account's state. */
export type AccountRefusal = Static<typeof AccountRefusalSchema>;

/** currentBalance (available to bet), exposure, profitLoss, totalBalance (currentBalance + exposure), creditReference. */
export type UserBalance = Static<typeof UserBalanceSchema>;

export type Profile = Static<typeof ProfileSchema>;

export type Notification = Static<typeof NotificationSchema>;

export type TransactionType = Static<typeof TransactionTypeSchema>;

/** One statement line: `uniqueId` the stable, sortable statement number, `amount` the signed effect. */
export type TransactionRow = Static<typeof TransactionRowSchema>;

/** One sport tab of the betting rules (`GET /rules`). */
export type RulesEntry = Static<typeof RulesEntrySchema>;

export interface Paged<T> {
  count: number;
  rows: T[];
}

export * from './bets.js';
export * from './reports.js';
export * from './calls.js';
export * from './protection.js';
