/**
 * The seamless-wallet calls (provider → operator) as schemas: what `POST /mac88/wallet/*` takes and
 * answers. The wire format is the provider protocol's (`@backlay/casino-provider/protocol`,
 * messages.ts); these schemas hold its fields to what the operator accepts, and their static types
 * are the protocol's own (checked in walletSchemas.test.ts), so the two cannot drift apart.
 *
 * Not in `@backlay/shared/schemas`: no client of the API calls these, only the provider.
 */
import { Type } from 'typebox';
import { ErrorBodySchema } from '@backlay/shared/schemas';

/** Ids the provider chooses: transaction, round and game code (and the player id it was given). */
const Id = Type.String({
  pattern: '^[A-Za-z0-9_.:-]{1,128}$',
  description: 'an id of 1–128 letters, digits or _ . : -',
});
/** The launch token. */
const Token = Type.String({ pattern: '^[A-Za-z0-9_-]{16,128}$', description: 'the launch token' });
/** The most one call may move. */
export const MAX_WALLET_AMOUNT = 1_000_000_000;

const auth = { token: Token, userId: Id };

export const WalletBalanceRequestSchema = Type.Object(auth);

export const WalletDebitRequestSchema = Type.Object({
  ...auth,
  transactionId: Id,
  roundId: Id,
  gameCode: Id,
  /** > 0, at most two decimals (the decimals are checked by the wallet, which says so). */
  amount: Type.Number({ exclusiveMinimum: 0, maximum: MAX_WALLET_AMOUNT }),
});

export const WalletCreditRequestSchema = Type.Object({
  ...auth,
  transactionId: Id,
  roundId: Id,
  gameCode: Id,
  /** ≥ 0: 0 closes a lost round. */
  amount: Type.Number({ minimum: 0, maximum: MAX_WALLET_AMOUNT }),
  /** Whether this credit ends the round (default true). */
  roundClosed: Type.Optional(Type.Boolean()),
});

export const WalletRollbackRequestSchema = Type.Object({
  ...auth,
  transactionId: Id,
  roundId: Id,
  gameCode: Id,
  /** The debit being undone. */
  rollbackTransactionId: Id,
});

/** A successful answer: the player's balance available to bet after the call. */
export const WalletOkSchema = Type.Object({
  status: Type.Literal('OK'),
  balance: Type.Number(),
  currency: Type.String(),
  /** The operator's reference for a money call (absent for balance). */
  operatorTransactionId: Type.Optional(Type.String()),
});

export const WalletErrorCodeSchema = Type.Enum([
  'INVALID_SIGNATURE',
  'STALE_REQUEST',
  'REPLAYED',
  'INVALID_REQUEST',
  'INVALID_TOKEN',
  'DEMO_ACCOUNT',
  'INSUFFICIENT_FUNDS',
  'UNKNOWN_ROUND',
  'UNKNOWN_TRANSACTION',
  'ROUND_CLOSED',
  'TRANSACTION_MISMATCH',
  'ROLLED_BACK',
  'LIMIT_EXCEEDED',
  'INTERNAL_ERROR',
]);

export const WalletErrorSchema = Type.Object({
  status: Type.Literal('ERROR'),
  code: WalletErrorCodeSchema,
  message: Type.String(),
});

/**
 * The answers of a wallet call: the protocol's OK or refusal; a refusal of the HTTP layer ahead of
 * the call (a body too large, not JSON by its content type) is the API's usual error body.
 */
export const WALLET_RESPONSES = {
  200: WalletOkSchema,
  '4xx': Type.Union([WalletErrorSchema, ErrorBodySchema]),
  '5xx': Type.Union([WalletErrorSchema, ErrorBodySchema]),
} as const;
