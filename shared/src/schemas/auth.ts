/** Logging in, the second factor and the password: `/auth/*`, `/user/loginWithDemo`, `/user/*Password`. */
import { Type } from 'typebox';

/** 0 none, 1 a code through the operator's channel, 2 an authenticator app. */
export const AuthenticatorTypeSchema = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)], {
  description: '0 none, 1 a code through the operator’s channel, 2 an authenticator app.',
});

/** The kinds of second factor a player can turn on. */
const SecondFactorType = Type.Union([Type.Literal(1), Type.Literal(2)]);

const Password = Type.String({ minLength: 1, maxLength: 128 });
/** The six-digit code from the authenticator app or the message. */
const SecurityCode = Type.String({ pattern: '^[0-9]{6}$', description: 'six digits' });

/** `POST /auth/login` body. */
export const LoginRequestSchema = Type.Object(
  { userName: Type.String({ minLength: 1, maxLength: 64 }), password: Password },
  { additionalProperties: false },
);

/** `POST /auth/login`, `POST /user/loginWithDemo`. */
export const LoginResponseSchema = Type.Object({
  token: Type.String(),
  userId: Type.String(),
  userName: Type.String(),
  authenticatorType: AuthenticatorTypeSchema,
  /** True when the token can only verify the second factor. */
  isAuthenticator: Type.Boolean({ description: 'True when the token can only verify the second factor.' }),
  forceChangePassword: Type.Boolean(),
  isDemo: Type.Boolean(),
});

/** `POST /auth/verifyAuthToken` body. */
export const VerifyAuthTokenRequestSchema = Type.Object({ authToken: SecurityCode }, { additionalProperties: false });

/** `POST /auth/generateAuthToken` body. */
export const GenerateAuthTokenRequestSchema = Type.Object(
  {
    type: SecondFactorType,
    /** The player's current password: turning the second factor on needs it. */
    password: Password,
  },
  { additionalProperties: false },
);

/** `POST /auth/removeAuthenticator` body. */
export const RemoveAuthenticatorRequestSchema = Type.Object(
  {
    /** The six-digit code from the authenticator app or the message. */
    authToken: SecurityCode,
    /** The player's current password: turning the second factor off needs it. */
    password: Password,
  },
  { additionalProperties: false },
);

/** `POST /auth/generateAuthToken`. */
export const GenerateAuthTokenResponseSchema = Type.Object({
  type: SecondFactorType,
  /** Type 2: the base32 secret and the otpauth URI to show as a QR code. */
  secret: Type.Optional(Type.String()),
  otpauthUri: Type.Optional(Type.String()),
  /** Type 1: where the code went. */
  channel: Type.Optional(Type.String()),
});

/** `GET /auth/getAuthenticator`; `POST /auth/verifyAuthToken` when it turns the second factor on. */
export const AuthenticatorStateSchema = Type.Object({
  isAuthenticator: Type.Boolean(),
  authenticatorType: AuthenticatorTypeSchema,
  pendingType: Type.Union([SecondFactorType, Type.Null()]),
});

/**
 * `POST /auth/verifyAuthToken`: with a verify-only token, the new session's token (text); with a
 * full session, the second factor's new state.
 */
export const VerifyAuthTokenResponseSchema = Type.Union([Type.String(), AuthenticatorStateSchema]);

/** `POST /auth/removeAuthenticator`. */
export const RemoveAuthenticatorResponseSchema = Type.Object({ isAuthenticator: Type.Boolean() });

/** `POST /user/check/oldPassword` body. */
export const CheckOldPasswordRequestSchema = Type.Object({ oldPassword: Password }, { additionalProperties: false });

/** `POST /user/check/oldPassword`. */
export const CheckOldPasswordResponseSchema = Type.Object({ isPasswordMatch: Type.Boolean() });

/** `POST /user/changePassword` body. */
export const ChangePasswordRequestSchema = Type.Object(
  { oldPassword: Password, newPassword: Password, confirmPassword: Password },
  { additionalProperties: false },
);
