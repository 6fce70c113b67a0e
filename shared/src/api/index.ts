/**
 * Request and response shapes of the Backlay API. The server imports these type-only, so client
 * and server can't drift apart.
 */

/** Every successful response: `data` carries the payload, `message` a text worth showing. */
export interface Envelope<T> {
  statusCode: number;
  message?: string;
  data: T;
}

/** Every error response: the status, a message for the player and a machine-readable code. */
export interface ErrorBody {
  statusCode: number;
  message: string;
  code: string;
}

/** 0 none, 1 a code through the operator's channel, 2 an authenticator app. */
export type AuthenticatorType = 0 | 1 | 2;

export interface LoginRequest {
  userName: string;
  password: string;
}

export interface LoginResponse {
  token: string;
  userId: string;
  userName: string;
  authenticatorType: AuthenticatorType;
  /** True when the token can only verify the second factor. */
  isAuthenticator: boolean;
  forceChangePassword: boolean;
  isDemo: boolean;
}

export interface VerifyAuthTokenRequest {
  authToken: string;
}

export interface GenerateAuthTokenRequest {
  type: 1 | 2;
  /** The player's current password: turning the second factor on needs it. */
  password: string;
}

export interface RemoveAuthenticatorRequest {
  /** The six-digit code from the authenticator app or the message. */
  authToken: string;
  /** The player's current password: turning the second factor off needs it. */
  password: string;
}

export interface GenerateAuthTokenResponse {
  type: 1 | 2;
  /** Type 2: the base32 secret and the otpauth URI to show as a QR code. */
  secret?: string;
  otpauthUri?: string;
  /** Type 1: where the code went. */
  channel?: string;
}

export interface AuthenticatorState {
  isAuthenticator: boolean;
  authenticatorType: AuthenticatorType;
  pendingType: 1 | 2 | null;
}

export interface ChangePasswordRequest {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface CheckOldPasswordResponse {
  isPasswordMatch: boolean;
}

export type ButtonType = 'Match' | 'Casino';

export interface ButtonValues {
  id: string;
  type: ButtonType;
  /** JSON text of label → stake, at most 8 pairs. */
  value: string;
}

export interface ButtonInsertRequest {
  id?: string;
  type: ButtonType;
  /** Label → stake; a JSON text of the same is accepted too. */
  value: Record<string, number> | string;
}

export interface UserBalance {
  /** Available to bet: balance less exposure. */
  currentBalance: number;
  /** Money reserved for open positions, shown negated in the header. */
  exposure: number;
  /** Settled wins less settled losses. */
  profitLoss: number;
  /** Everything the player holds: currentBalance + exposure. */
  totalBalance: number;
  creditReference: number;
}

export interface Profile {
  id: string;
  userName: string;
  role: 'user';
  isDemo: boolean;
  forceChangePassword: boolean;
  isAuthenticator: boolean;
  authenticatorType: AuthenticatorType;
  userBal: UserBalance;
  marqueeNotification: { value: string };
  buttonValues: ButtonValues;
  buttonValues2: ButtonValues;
}

export interface Notification {
  type: string;
  value: string;
}

export type TransactionType = 'add' | 'withDraw' | 'win' | 'loss' | 'creditReference';

export interface TransactionRow {
  id: number;
  /** Stable, sortable statement number. */
  uniqueId: number;
  userId: string;
  transType: TransactionType;
  /** Signed effect on the balance; for creditReference, the change of the credit limit. */
  amount: number;
  closingBalance: number;
  description: string;
  reference: string | null;
  createdAt: string;
}

export interface Paged<T> {
  count: number;
  rows: T[];
}

export * from './bets.js';
export * from './reports.js';
export * from './calls.js';
