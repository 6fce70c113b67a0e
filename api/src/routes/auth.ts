import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, asc, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { AuthenticatorState, GenerateAuthTokenResponse, LoginResponse } from '@backlay/shared/api';
import {
  AuthenticatorStateSchema,
  ChangePasswordRequestSchema,
  CheckOldPasswordRequestSchema,
  CheckOldPasswordResponseSchema,
  Envelope,
  ERROR_RESPONSES,
  GenerateAuthTokenRequestSchema,
  GenerateAuthTokenResponseSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  MessageEnvelope,
  RemoveAuthenticatorRequestSchema,
  RemoveAuthenticatorResponseSchema,
  VerifyAuthTokenRequestSchema,
  VerifyAuthTokenResponseSchema,
} from '@backlay/shared/schemas';
import type { AppContext } from '../context.js';
import { routePlugin } from '../plugins/routes.js';
import { auditLog, sessions, users } from '../db/schema.js';
import { ApiError, badRequest, conflict, forbidden, tooMany, unauthorized } from '../errors.js';
import { hashPassword, passwordProblem, verifyPassword } from '../auth/passwords.js';
import { createSession, type SessionScope } from '../auth/sessions.js';
import { endSessions } from '../auth/endSessions.js';
import {
  lockedFor,
  lockedOut,
  recordFailure,
  recordSuccess,
  throttleKey,
  THROTTLE_RULES,
  type ThrottleRule,
} from '../auth/throttle.js';
import { consumeOtp, issueOtp, resendWait, type OtpPurpose, type OutboxSink } from '../auth/otp.js';
import { matchTotp, newTotpSecret, otpauthUri } from '../auth/totp.js';
import { bearerToken, requireSession, sessionOf } from '../plugins/auth.js';
import { resetDemoWallet } from '../wallet/demo.js';
import { hashToken } from '../auth/tokens.js';
import { admitLogIn } from '../protection/service.js';

const AnyScope: SessionScope[] = ['full', 'verify', 'password'];
/** The answer of a call that only does something: its message says what. */
const DONE = { 200: MessageEnvelope(Type.Null()), ...ERROR_RESPONSES };
/** A verify-only token dies after this many wrong codes: the player logs in again. */
const VERIFY_TOKEN_RULE: ThrottleRule = {
  maxFailures: THROTTLE_RULES.code.maxFailures,
  firstLockSeconds: 600,
  maxLockSeconds: 600,
  forgetAfterSeconds: 600,
};

/** Same work whether or not the user exists, so timing doesn't reveal user names. */
const DUMMY_HASH = hashPassword('not-a-real-password-0');

export function authRoutes(ctx: AppContext, sink: OutboxSink) {
  return routePlugin((base) => {
    const app = base.withTypeProvider<TypeBoxTypeProvider>();
    const { db, config } = ctx;
    const perMinute = (max: number, key: 'ip' | 'token' = 'ip') => ({
      rateLimit: {
        max,
        timeWindow: 60_000,
        // The token itself, not the header's spelling: "bearer  x" and "Bearer x" share one allowance.
        keyGenerator: (request: Parameters<typeof bearerToken>[0]) => {
          const token = key === 'token' ? bearerToken(request) : null;
          return token ? `t:${hashToken(token)}` : `ip:${request.ip}`;
        },
      },
    });
    const audit = (userId: string | null, action: string, detail: Record<string, unknown> = {}) =>
      db.insert(auditLog).values({ userId, action, detail, createdAt: new Date(ctx.now()) });

    const scopeAfterVerification = (forceChangePassword: boolean): SessionScope =>
      forceChangePassword ? 'password' : 'full';

    app.post(
      '/auth/login',
      {
        config: perMinute(config.loginRateLimitPerMinute),
        schema: {
          body: LoginRequestSchema,
          response: { 200: MessageEnvelope(LoginResponseSchema), ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const { userName, password } = request.body;
        const now = ctx.now();
        // Counted per user name whether or not it exists (so a lock-out reveals nothing), and per address.
        const nameKey = throttleKey('login', userName.trim().toLowerCase());
        const addressKey = throttleKey('loginAddress', request.ip);
        const addressWait = await lockedFor(db, addressKey, now);
        if (addressWait > 0) throw lockedOut('Too many failed logins from this address.', addressWait);
        const nameWait = await lockedFor(db, nameKey, now);
        if (nameWait > 0) throw lockedOut('Too many failed logins for this account.', nameWait);
        const [user] = await db
          .select()
          .from(users)
          .where(and(sql`lower(${users.userName}) = lower(${userName.trim()})`, eq(users.isDemo, false)));
        const ok = user
          ? await verifyPassword(user.passwordHash, password)
          : (await verifyPassword(await DUMMY_HASH, password), false);
        if (!user || !ok) {
          await audit(user?.id ?? null, 'login.failed', { userName });
          const nameLock = await recordFailure(db, nameKey, THROTTLE_RULES.login, now);
          const addressLock = await recordFailure(db, addressKey, THROTTLE_RULES.loginAddress, now);
          if (nameLock > 0) throw lockedOut('Too many failed logins for this account.', nameLock);
          if (addressLock > 0) throw lockedOut('Too many failed logins from this address.', addressLock);
          throw badRequest('Invalid user name or password.');
        }
        await recordSuccess(db, nameKey);
        // The account's state: a cool-off, self-exclusion, block or closure refuses with its end date.
        try {
          await admitLogIn(db, user.id, new Date(now));
        } catch (error) {
          await audit(user.id, 'login.refused', { userName });
          throw error;
        }
        const needsCode = user.authenticatorType > 0;
        const scope: SessionScope = needsCode ? 'verify' : scopeAfterVerification(user.forceChangePassword);
        const { token } = await createSession(db, user.id, scope, ctx.now(), config.sessionTtlSeconds);
        if (user.authenticatorType === 1) await issueOtp(db, user, 'login', ctx.now(), sink);
        await audit(user.id, 'login', { scope });
        const data: LoginResponse = {
          token,
          userId: user.id,
          userName: user.userName,
          authenticatorType: user.authenticatorType as LoginResponse['authenticatorType'],
          isAuthenticator: needsCode,
          forceChangePassword: user.forceChangePassword,
          isDemo: false,
        };
        return { statusCode: 200, message: needsCode ? 'Enter your security code.' : 'Logged in.', data };
      },
    );

    const demoLogin = {
      config: perMinute(config.loginRateLimitPerMinute),
      schema: { response: { 200: MessageEnvelope(LoginResponseSchema), ...ERROR_RESPONSES } },
    };
    app.post('/user/loginWithDemo', demoLogin, async (request) => {
      const now = ctx.now();
      const address = request.ip;
      const leaseUntil = new Date(now + config.demoIdleSeconds * 1000);
      const leased = await db.transaction(async (tx) => {
        const fields = { id: users.id, userName: users.userName };
        // One address holds only a few: beyond them, its own longest-idle lease is recycled.
        const held = await tx
          .select(fields)
          .from(users)
          .where(and(eq(users.isDemo, true), eq(users.demoLeaseIp, address), gt(users.demoLeasedUntil, new Date(now))))
          .orderBy(asc(users.demoLeasedUntil))
          .for('update', { skipLocked: true });
        let chosen = held.length >= config.demoLeasesPerAddress ? held[0] : undefined;
        if (!chosen) {
          // Otherwise the account idle the longest: never leased first, then the oldest lease ended.
          [chosen] = await tx
            .select(fields)
            .from(users)
            .where(
              and(eq(users.isDemo, true), or(isNull(users.demoLeasedUntil), lte(users.demoLeasedUntil, new Date(now)))),
            )
            .orderBy(sql`${users.demoLeasedUntil} asc nulls first`, asc(users.userName))
            .limit(1)
            .for('update', { skipLocked: true });
        }
        if (!chosen) return null;
        await tx
          .update(users)
          .set({ demoLeasedUntil: leaseUntil, demoLeaseIp: address })
          .where(eq(users.id, chosen.id));
        // Whoever held it before is logged out: one demo account, one visitor.
        const ended = await tx
          .update(sessions)
          .set({ revokedAt: new Date(now) })
          .where(and(eq(sessions.userId, chosen.id), isNull(sessions.revokedAt)))
          .returning({ id: sessions.id });
        await resetDemoWallet(tx, chosen.id, config.demoCredit);
        return { user: chosen, ended: ended.map((row) => row.id) };
      });
      if (!leased) throw tooMany('All demo accounts are in use. Please try again in a few minutes.');
      for (const id of leased.ended) ctx.realtime.endSession(id, 'Your demo session has ended. Please log in again.');
      const { user } = leased;
      const { token } = await createSession(db, user.id, 'full', now, config.sessionTtlSeconds);
      await audit(user.id, 'login.demo');
      const data: LoginResponse = {
        token,
        userId: user.id,
        userName: user.userName,
        authenticatorType: 0,
        isAuthenticator: false,
        forceChangePassword: false,
        isDemo: true,
      };
      return { statusCode: 200, message: 'Logged in with a demo account.', data };
    });

    app.post(
      '/auth/logout',
      { onRequest: requireSession(ctx, AnyScope), schema: { response: DONE } },
      async (request) => {
        const session = sessionOf(request);
        await endSessions(ctx, session.userId, { sessionId: session.sessionId });
        if (session.isDemo)
          await db.update(users).set({ demoLeasedUntil: null, demoLeaseIp: null }).where(eq(users.id, session.userId));
        await audit(session.userId, 'logout');
        return { statusCode: 200, message: 'Logged out.', data: null };
      },
    );

    const passwordScopes: SessionScope[] = ['full', 'password'];

    app.post(
      '/user/check/oldPassword',
      {
        onRequest: requireSession(ctx, passwordScopes),
        config: perMinute(10, 'token'),
        schema: {
          body: CheckOldPasswordRequestSchema,
          response: { 200: Envelope(CheckOldPasswordResponseSchema), ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const session = sessionOf(request);
        if (session.isDemo) throw forbidden('Demo accounts cannot change the password.');
        const isPasswordMatch = await checkPassword(session.userId, request.body.oldPassword);
        return { statusCode: 200, data: { isPasswordMatch } };
      },
    );

    app.post(
      '/user/changePassword',
      {
        onRequest: requireSession(ctx, passwordScopes),
        config: perMinute(10, 'token'),
        schema: { body: ChangePasswordRequestSchema, response: DONE },
      },
      async (request) => {
        const session = sessionOf(request);
        if (session.isDemo) throw forbidden('Demo accounts cannot change the password.');
        const { oldPassword, newPassword, confirmPassword } = request.body;
        const problem = passwordProblem(newPassword);
        if (problem) throw badRequest(problem);
        if (newPassword !== confirmPassword) throw badRequest('The new password and its confirmation do not match.');
        if (newPassword === oldPassword) throw badRequest('The new password must differ from the old one.');
        if (!(await checkPassword(session.userId, oldPassword))) throw badRequest('The old password is not correct.');
        const hash = await hashPassword(newPassword);
        await db
          .update(users)
          .set({ passwordHash: hash, forceChangePassword: false })
          .where(eq(users.id, session.userId));
        // Every login ends, this one too, with their sockets and casino game sessions.
        await endSessions(ctx, session.userId, { reason: 'Your password was changed. Please log in again.' });
        await audit(session.userId, 'password.changed');
        return { statusCode: 200, message: 'Password changed. Please log in again.', data: null };
      },
    );

    // ---- second factor -------------------------------------------------------------------

    async function loadUser(userId: string) {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) throw unauthorized();
      return user;
    }

    /**
     * The account's current password, counted: a wrong one is a failure toward the account's
     * password lock (shared by every call that asks for it); while locked, nothing is checked.
     */
    async function checkPassword(userId: string, password: string): Promise<boolean> {
      const key = throttleKey('password', userId);
      const now = ctx.now();
      const wait = await lockedFor(db, key, now);
      if (wait > 0) throw lockedOut('Too many wrong passwords.', wait);
      const [user] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
      if (user && (await verifyPassword(user.hash, password))) {
        await recordSuccess(db, key);
        return true;
      }
      const lock = await recordFailure(db, key, THROTTLE_RULES.password, now);
      if (lock > 0) throw lockedOut('Too many wrong passwords.', lock);
      return false;
    }

    /**
     * Runs a second-factor check, counted per account (whatever token or call it comes through) and,
     * for a verify-only token, per token: that token dies after too many wrong codes.
     */
    async function checkCode<T>(userId: string, verifySessionId: string | null, accept: () => Promise<T>): Promise<T> {
      const key = throttleKey('code', userId);
      const now = ctx.now();
      const wait = await lockedFor(db, key, now);
      if (wait > 0) throw lockedOut('Too many wrong security codes.', wait);
      try {
        const result = await accept();
        await recordSuccess(db, key);
        return result;
      } catch (error) {
        if (!(error instanceof ApiError) || error.statusCode !== 400) throw error;
        const lock = await recordFailure(db, key, THROTTLE_RULES.code, now);
        if (verifySessionId) {
          const dead = await recordFailure(db, `verify:${verifySessionId}`, VERIFY_TOKEN_RULE, now);
          if (dead > 0) {
            await endSessions(ctx, userId, { sessionId: verifySessionId });
            throw unauthorized('Too many wrong codes. Please log in again.');
          }
        }
        if (lock > 0) throw lockedOut('Too many wrong security codes.', lock);
        throw error;
      }
    }

    /** Checks a TOTP code and records its step so the same code can't be used again. */
    async function acceptTotp(userId: string, secret: string, code: string, recordStep: boolean): Promise<number> {
      const step = matchTotp(secret, code, Math.floor(ctx.now() / 1000));
      if (step === null) throw badRequest('The security code is not correct.');
      if (!recordStep) return step;
      const updated = await db
        .update(users)
        .set({ totpLastStep: step })
        .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
        .returning({ id: users.id });
      if (updated.length === 0) throw badRequest('This security code has already been used. Wait for the next one.');
      return step;
    }

    async function acceptOtp(userId: string, purpose: OtpPurpose, code: string): Promise<void> {
      const result = await consumeOtp(db, userId, purpose, code, ctx.now());
      if (result === 'ok') return;
      if (result === 'expired') throw badRequest('The security code has expired. Ask for a new one.');
      if (result === 'none') throw badRequest('There is no security code waiting. Ask for a new one.');
      throw badRequest('The security code is not correct.');
    }

    app.post(
      '/auth/generateAuthToken',
      {
        onRequest: requireSession(ctx, ['full']),
        config: perMinute(10, 'token'),
        schema: {
          body: GenerateAuthTokenRequestSchema,
          response: { 200: MessageEnvelope(GenerateAuthTokenResponseSchema), ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const session = sessionOf(request);
        if (session.isDemo) throw forbidden('Demo accounts cannot use security verification.');
        const user = await loadUser(session.userId);
        if (user.authenticatorType > 0) throw conflict('Security verification is already enabled. Disable it first.');
        const { type, password } = request.body;
        // A stolen session alone must not be able to lock the owner out: the password is asked for.
        if (!(await checkPassword(user.id, password))) throw badRequest('The password is not correct.');
        if (type === 2) {
          const secret = newTotpSecret();
          await db
            .update(users)
            .set({ pendingAuthenticatorType: 2, pendingTotpSecret: secret })
            .where(eq(users.id, user.id));
          const data: GenerateAuthTokenResponse = {
            type,
            secret,
            otpauthUri: otpauthUri(config.brandName, user.userName, secret),
          };
          return { statusCode: 200, message: 'Scan the code with your authenticator app, then enter a code.', data };
        }
        const wait = await resendWait(db, user.id, 'setup', ctx.now());
        if (wait > 0) throw tooMany(`Please wait ${wait} seconds before asking for another code.`);
        await db
          .update(users)
          .set({ pendingAuthenticatorType: 1, pendingTotpSecret: null })
          .where(eq(users.id, user.id));
        await issueOtp(db, user, 'setup', ctx.now(), sink);
        const data: GenerateAuthTokenResponse = { type, channel: 'operator' };
        return { statusCode: 200, message: 'A security code has been sent to you.', data };
      },
    );

    app.post(
      '/auth/verifyAuthToken',
      {
        onRequest: requireSession(ctx, AnyScope),
        config: perMinute(10, 'token'),
        schema: {
          body: VerifyAuthTokenRequestSchema,
          response: { 200: MessageEnvelope(VerifyAuthTokenResponseSchema), ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const session = sessionOf(request);
        const user = await loadUser(session.userId);
        const code = request.body.authToken;
        if (session.scope === 'verify') {
          const secret = user.totpSecret;
          if (user.authenticatorType === 2 && secret)
            await checkCode(user.id, session.sessionId, () => acceptTotp(user.id, secret, code, true));
          else if (user.authenticatorType === 1)
            await checkCode(user.id, session.sessionId, () => acceptOtp(user.id, 'login', code));
          else throw badRequest('Security verification is not enabled for this account.');
          await endSessions(ctx, user.id, { sessionId: session.sessionId });
          const { token } = await createSession(
            db,
            user.id,
            scopeAfterVerification(user.forceChangePassword),
            ctx.now(),
            config.sessionTtlSeconds,
          );
          await audit(user.id, 'login.verified');
          return { statusCode: 200, message: 'Verified.', data: token };
        }
        if (session.scope !== 'full') throw forbidden('Change your password before continuing.');
        const pendingSecret = user.pendingTotpSecret;
        if (user.pendingAuthenticatorType === 2 && pendingSecret) {
          const step = await checkCode(user.id, null, () => acceptTotp(user.id, pendingSecret, code, false));
          await db
            .update(users)
            .set({
              authenticatorType: 2,
              totpSecret: user.pendingTotpSecret,
              totpLastStep: step,
              pendingAuthenticatorType: null,
              pendingTotpSecret: null,
            })
            .where(eq(users.id, user.id));
        } else if (user.pendingAuthenticatorType === 1) {
          await checkCode(user.id, null, () => acceptOtp(user.id, 'setup', code));
          await db
            .update(users)
            .set({ authenticatorType: 1, pendingAuthenticatorType: null })
            .where(eq(users.id, user.id));
        } else {
          throw badRequest('There is no security verification waiting to be confirmed.');
        }
        await audit(user.id, 'authenticator.enabled');
        await endSessions(ctx, user.id, {
          except: session.sessionId,
          reason: 'Security verification was turned on for your account. Please log in again.',
        });
        const data: AuthenticatorState = {
          isAuthenticator: true,
          authenticatorType: user.pendingAuthenticatorType ?? 0,
          pendingType: null,
        };
        return { statusCode: 200, message: 'Security verification is enabled.', data };
      },
    );

    const getAuthenticator = {
      onRequest: requireSession(ctx, AnyScope),
      schema: { response: { 200: Envelope(AuthenticatorStateSchema), ...ERROR_RESPONSES } },
    };
    app.get('/auth/getAuthenticator', getAuthenticator, async (request) => {
      const user = await loadUser(sessionOf(request).userId);
      const data: AuthenticatorState = {
        isAuthenticator: user.authenticatorType > 0,
        authenticatorType: user.authenticatorType as AuthenticatorState['authenticatorType'],
        pendingType: (user.pendingAuthenticatorType as 1 | 2 | null) ?? null,
      };
      return { statusCode: 200, data };
    });

    app.post(
      '/auth/resend/token',
      { onRequest: requireSession(ctx, AnyScope), config: perMinute(5, 'token'), schema: { response: DONE } },
      async (request) => {
        const session = sessionOf(request);
        const user = await loadUser(session.userId);
        let purpose: OtpPurpose;
        if (session.scope === 'verify' && user.authenticatorType === 1) purpose = 'login';
        else if (session.scope === 'full' && user.authenticatorType === 1) purpose = 'disable';
        else if (session.scope === 'full' && user.pendingAuthenticatorType === 1) purpose = 'setup';
        else throw badRequest('Codes are sent only for channel verification; use your authenticator app.');
        const wait = await resendWait(db, user.id, purpose, ctx.now());
        if (wait > 0) throw tooMany(`Please wait ${wait} seconds before asking for another code.`);
        await issueOtp(db, user, purpose, ctx.now(), sink);
        return { statusCode: 200, message: 'A new security code has been sent.', data: null };
      },
    );

    app.post(
      '/auth/removeAuthenticator',
      {
        onRequest: requireSession(ctx, ['full']),
        config: perMinute(10, 'token'),
        schema: {
          body: RemoveAuthenticatorRequestSchema,
          response: { 200: MessageEnvelope(RemoveAuthenticatorResponseSchema), ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const session = sessionOf(request);
        const user = await loadUser(session.userId);
        const { authToken: code, password } = request.body;
        if (user.authenticatorType === 0) throw badRequest('Security verification is not enabled.');
        if (!(await checkPassword(user.id, password))) throw badRequest('The password is not correct.');
        const secret = user.totpSecret;
        if (user.authenticatorType === 2 && secret)
          await checkCode(user.id, null, () => acceptTotp(user.id, secret, code, true));
        else await checkCode(user.id, null, () => acceptOtp(user.id, 'disable', code));
        await db
          .update(users)
          .set({
            authenticatorType: 0,
            totpSecret: null,
            totpLastStep: null,
            pendingAuthenticatorType: null,
            pendingTotpSecret: null,
          })
          .where(eq(users.id, user.id));
        await audit(user.id, 'authenticator.removed');
        await endSessions(ctx, user.id, {
          except: session.sessionId,
          reason: 'Security verification was turned off for your account. Please log in again.',
        });
        return { statusCode: 200, message: 'Security verification is disabled.', data: { isAuthenticator: false } };
      },
    );
  });
}
