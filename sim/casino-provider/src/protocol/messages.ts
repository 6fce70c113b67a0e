/**
 * The seamless-wallet protocol between a casino provider and its operator (the API), both ways.
 *
 * Provider → operator, `POST {api}/mac88/wallet/{balance|debit|credit|rollback}`: the provider
 * moves the player's money through the operator's ledger. Operator → provider,
 * `POST {provider}/v1/launch`: the operator opens a game session for a player and gets the
 * address the game runs at.
 *
 * Every request is JSON and signed (see signature.ts): headers `x-casino-timestamp` (epoch ms) and
 * `x-casino-signature`, the hex HMAC-SHA256 with the shared secret of the canonical string
 * `${timestamp}.${METHOD}.${path}.${raw body}` (path: the protocol path below, e.g.
 * `/mac88/wallet/debit`). A request without a valid signature (`INVALID_SIGNATURE`), or whose
 * timestamp is more than SIGNATURE_TOLERANCE_MS away from the receiver's clock (`STALE_REQUEST`),
 * is refused before anything is read from it. A signature is good once: the receiver remembers
 * the signatures it took (replay.ts) and refuses a second use (`REPLAYED`), so every request, a
 * retry too, is signed afresh with a new timestamp.
 *
 * Money is in currency units with at most two decimals. Every money call carries the provider's
 * own transaction id; a repeat of a transaction id changes nothing and gets the first answer.
 * A rollback names the debit it undoes; a debit arriving after a rollback named it is refused
 * (`ROLLED_BACK`), so a provider that gave up on a debit can never be charged for it later.
 * Each round ends with a credit (amount 0 when the player lost) that closes it (`roundClosed`,
 * true unless said otherwise); a rollback undoes one known debit of a round still open.
 */

export const SIGNATURE_HEADER = 'x-casino-signature';
export const TIMESTAMP_HEADER = 'x-casino-timestamp';
/** How far a request's timestamp may be from the receiver's clock. */
export const SIGNATURE_TOLERANCE_MS = 30_000;

/** The session the operator opened at launch: the provider sends its token back on every call. */
export interface WalletAuth {
  /** The launch token (opaque, from `LaunchRequest.token`). */
  token: string;
  /** The operator's player id, as given at launch. */
  userId: string;
}

export type WalletBalanceRequest = WalletAuth;

export interface WalletDebitRequest extends WalletAuth {
  /** The provider's id of this money movement: unique per provider, the idempotency key. */
  transactionId: string;
  /** The provider's round; several debits and credits may belong to one round. */
  roundId: string;
  gameCode: string;
  /** > 0. */
  amount: number;
}

export interface WalletCreditRequest extends WalletAuth {
  transactionId: string;
  roundId: string;
  gameCode: string;
  /** ≥ 0: 0 closes a lost round. */
  amount: number;
  /** Whether this credit ends the round (default true). */
  roundClosed?: boolean;
}

export interface WalletRollbackRequest extends WalletAuth {
  transactionId: string;
  roundId: string;
  gameCode: string;
  /** The debit being undone. */
  rollbackTransactionId: string;
}

/** A successful answer: the player's balance available to bet after the call. */
export interface WalletOk {
  status: 'OK';
  balance: number;
  currency: string;
  /** The operator's reference for a money call (absent for balance). */
  operatorTransactionId?: string;
}

export type WalletErrorCode =
  | 'INVALID_SIGNATURE'
  | 'STALE_REQUEST'
  /** This exact signed request was taken before: a copy, never acted on (a retry is signed afresh). */
  | 'REPLAYED'
  | 'INVALID_REQUEST'
  | 'INVALID_TOKEN'
  | 'DEMO_ACCOUNT'
  | 'INSUFFICIENT_FUNDS'
  | 'UNKNOWN_ROUND'
  | 'UNKNOWN_TRANSACTION'
  | 'ROUND_CLOSED'
  | 'TRANSACTION_MISMATCH'
  /** A debit whose id a rollback already named (it arrived after its rollback): never taken. */
  | 'ROLLED_BACK'
  | 'LIMIT_EXCEEDED'
  | 'INTERNAL_ERROR';

export interface WalletError {
  status: 'ERROR';
  code: WalletErrorCode;
  message: string;
}

export type WalletResponse = WalletOk | WalletError;

/** HTTP status of each error code. */
export const WALLET_ERROR_STATUS: Record<WalletErrorCode, number> = {
  INVALID_SIGNATURE: 401,
  STALE_REQUEST: 401,
  REPLAYED: 401,
  INVALID_REQUEST: 400,
  INVALID_TOKEN: 401,
  DEMO_ACCOUNT: 403,
  INSUFFICIENT_FUNDS: 402,
  UNKNOWN_ROUND: 404,
  UNKNOWN_TRANSACTION: 404,
  ROUND_CLOSED: 409,
  TRANSACTION_MISMATCH: 409,
  ROLLED_BACK: 409,
  LIMIT_EXCEEDED: 409,
  INTERNAL_ERROR: 500,
};

/** Operator → provider: open a game session. */
export interface LaunchRequest {
  /** Opaque token the provider sends back with every wallet call of this session. */
  token: string;
  userId: string;
  /** Shown in the game. */
  userName: string;
  gameCode: string;
  currency: string;
  platform: 'desktop' | 'mobile';
  /** Where the game's "back" leads (the operator's live casino page), when it has one. */
  lobbyUrl?: string;
}

export interface LaunchResponse {
  status: 'OK';
  /** Absolute address of the game page on the provider's origin. */
  url: string;
}

export const WALLET_PATHS = {
  balance: '/mac88/wallet/balance',
  debit: '/mac88/wallet/debit',
  credit: '/mac88/wallet/credit',
  rollback: '/mac88/wallet/rollback',
} as const;

export const LAUNCH_PATH = '/v1/launch';
