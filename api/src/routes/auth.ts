import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { AuthenticatorState, GenerateAuthTokenResponse, LoginResponse } from '@backlay/shared/api';
import type { AppContext } from '../context.js';
import { routePlugin } from '../plugins/routes.js';
import { auditLog, users } from '../db/schema.js';
import { badRequest, conflict, forbidden, tooMany, unauthorized } from '../errors.js';
import { hashPassword, passwordProblem, verifyPassword } from '../auth/passwords.js';
import { createSession, revokeAllSessions, revokeSession, type SessionScope } from '../auth/sessions.js';
import { consumeOtp, issueOtp, resendWait, type OtpPurpose, type OutboxSink } from '../auth/otp.js';
import { matchTotp, newTotpSecret, otpauthUri } from '../auth/totp.js';
import { requireSession, sessionOf } from '../plugins/auth.js';
import { resetDemoWallet } from '../wallet/demo.js';
import { hashToken } from '../auth/tokens.js';

const Code = Type.String({ pattern: '^[0-9]{6}$', description: 'six digits' });
const AnyScope: SessionScope[] = ['full', 'verify', 'password'];

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
        keyGenerator: (request: { ip: string; headers: { authorization?: string | undefined } }) =>
          key === 'token' && request.headers.authorization
            ? `t:${hashToken(request.headers.authorization)}`
            : `ip:${request.ip}`,
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
          body: Type.Object(
            {
              userName: Type.String({ minLength: 1, maxLength: 64 }),
              password: Type.String({ minLength: 1, maxLength: 128 }),
            },
            { additionalProperties: false },
          ),
        },
      },
      async (request) => {
        const { userName, password } = request.body;
        const [user] = await db
          .select()
          .from(users)
          .where(and(sql`lower(${users.userName}) = lower(${userName.trim()})`, eq(users.isDemo, false)));
        const ok = user
          ? await verifyPassword(user.passwordHash, password)
          : (await verifyPassword(await DUMMY_HASH, password), false);
        if (!user || !ok) {
          await audit(user?.id ?? null, 'login.failed', { userName });
          throw badRequest('Invalid user name or password.');
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

    app.post('/user/loginWithDemo', { config: perMinute(config.loginRateLimitPerMinute) }, async () => {
      const now = ctx.now();
      const leaseUntil = new Date(now + config.sessionTtlSeconds * 1000);
      const user = await db.transaction(async (tx) => {
        const [free] = await tx
          .select({ id: users.id, userName: users.userName })
          .from(users)
          .where(
            and(eq(users.isDemo, true), or(isNull(users.demoLeasedUntil), lt(users.demoLeasedUntil, new Date(now)))),
          )
          .orderBy(users.demoLeasedUntil)
          .limit(1)
          .for('update', { skipLocked: true });
        if (!free) return null;
        await tx.update(users).set({ demoLeasedUntil: leaseUntil }).where(eq(users.id, free.id));
        await resetDemoWallet(tx, free.id, config.demoCredit);
        return free;
      });
      if (!user) throw tooMany('All demo accounts are in use. Please try again in a few minutes.');
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

    app.post('/auth/logout', { onRequest: requireSession(ctx, AnyScope) }, async (request) => {
      const session = sessionOf(request);
      await revokeSession(db, session.sessionId, ctx.now());
      if (session.isDemo) await db.update(users).set({ demoLeasedUntil: null }).where(eq(users.id, session.userId));
      ctx.realtime.endSession(session.sessionId);
      await audit(session.userId, 'logout');
      return { statusCode: 200, message: 'Logged out.', data: null };
    });

    const passwordScopes: SessionScope[] = ['full', 'password'];

    app.post(
      '/user/check/oldPassword',
      {
        onRequest: requireSession(ctx, passwordScopes),
        config: perMinute(10, 'token'),
        schema: {
          body: Type.Object(
            { oldPassword: Type.String({ minLength: 1, maxLength: 128 }) },
            { additionalProperties: false },
          ),
        },
      },
      async (request) => {
        const session = sessionOf(request);
        if (session.isDemo) throw forbidden('Demo accounts cannot change the password.');
        const [user] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, session.userId));
        const isPasswordMatch = user ? await verifyPassword(user.hash, request.body.oldPassword) : false;
        return { statusCode: 200, data: { isPasswordMatch } };
      },
    );

    app.post(
      '/user/changePassword',
      {
        onRequest: requireSession(ctx, passwordScopes),
        config: perMinute(10, 'token'),
        schema: {
          body: Type.Object(
            {
              oldPassword: Type.String({ minLength: 1, maxLength: 128 }),
              newPassword: Type.String({ minLength: 1, maxLength: 128 }),
              confirmPassword: Type.String({ minLength: 1, maxLength: 128 }),
            },
            { additionalProperties: false },
          ),
        },
      },
      async (request) => {
        const session = sessionOf(request);
        if (session.isDemo) throw forbidden('Demo accounts cannot change the password.');
        const { oldPassword, newPassword, confirmPassword } = request.body;
        const problem = passwordProblem(newPassword);
        if (problem) throw badRequest(problem);
        if (newPassword !== confirmPassword) throw badRequest('The new password and its confirmation do not match.');
        if (newPassword === oldPassword) throw badRequest('The new password must differ from the old one.');
        const [user] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, session.userId));
        if (!user || !(await verifyPassword(user.hash, oldPassword)))
          throw badRequest('The old password is not correct.');
        const hash = await hashPassword(newPassword);
        const now = ctx.now();
        await db
          .update(users)
          .set({ passwordHash: hash, forceChangePassword: false })
          .where(eq(users.id, session.userId));
        await revokeAllSessions(db, session.userId, now);
        ctx.realtime.forceLogout(session.userId, 'Your password was changed. Please log in again.');
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
          body: Type.Object({ type: Type.Union([Type.Literal(1), Type.Literal(2)]) }, { additionalProperties: false }),
        },
      },
      async (request) => {
        const session = sessionOf(request);
        if (session.isDemo) throw forbidden('Demo accounts cannot use security verification.');
        const user = await loadUser(session.userId);
        if (user.authenticatorType > 0) throw conflict('Security verification is already enabled. Disable it first.');
        const { type } = request.body;
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
        schema: { body: Type.Object({ authToken: Code }, { additionalProperties: false }) },
      },
      async (request) => {
        const session = sessionOf(request);
        const user = await loadUser(session.userId);
        const code = request.body.authToken;
        if (session.scope === 'verify') {
          if (user.authenticatorType === 2 && user.totpSecret) await acceptTotp(user.id, user.totpSecret, code, true);
          else if (user.authenticatorType === 1) await acceptOtp(user.id, 'login', code);
          else throw badRequest('Security verification is not enabled for this account.');
          await revokeSession(db, session.sessionId, ctx.now());
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
        if (user.pendingAuthenticatorType === 2 && user.pendingTotpSecret) {
          const step = await acceptTotp(user.id, user.pendingTotpSecret, code, false);
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
          await acceptOtp(user.id, 'setup', code);
          await db
            .update(users)
            .set({ authenticatorType: 1, pendingAuthenticatorType: null })
            .where(eq(users.id, user.id));
        } else {
          throw badRequest('There is no security verification waiting to be confirmed.');
        }
        await audit(user.id, 'authenticator.enabled');
        const data: AuthenticatorState = {
          isAuthenticator: true,
          authenticatorType: user.pendingAuthenticatorType ?? 0,
          pendingType: null,
        };
        return { statusCode: 200, message: 'Security verification is enabled.', data };
      },
    );

    app.get('/auth/getAuthenticator', { onRequest: requireSession(ctx, AnyScope) }, async (request) => {
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
      { onRequest: requireSession(ctx, AnyScope), config: perMinute(5, 'token') },
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
        schema: { body: Type.Object({ authToken: Code }, { additionalProperties: false }) },
      },
      async (request) => {
        const session = sessionOf(request);
        const user = await loadUser(session.userId);
        const code = request.body.authToken;
        if (user.authenticatorType === 2 && user.totpSecret) await acceptTotp(user.id, user.totpSecret, code, true);
        else if (user.authenticatorType === 1) await acceptOtp(user.id, 'disable', code);
        else throw badRequest('Security verification is not enabled.');
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
        return { statusCode: 200, message: 'Security verification is disabled.', data: { isAuthenticator: false } };
      },
    );
  });
}
