import type { LoginResponse } from '@backlay/shared/api';
import type { SessionState } from '@backlay/shared/contract';
import { SESSION_KEYS } from '@backlay/shared/first-screen';

/** Session storage entries (spec section 3): kept with the first screen's handshake, which reads them too. */
export { SESSION_KEYS };

export function readSession(storage: Storage = sessionStorage): SessionState {
  return {
    token: storage.getItem(SESSION_KEYS.token),
    userId: storage.getItem(SESSION_KEYS.userId),
    authenticatorType: storage.getItem(SESSION_KEYS.authenticatorType),
    forceChangePassword: storage.getItem(SESSION_KEYS.forceChangePassword) === 'true',
    isDemo: storage.getItem(SESSION_KEYS.isDemo) === 'true',
    isAuthenticatorVerified: storage.getItem(SESSION_KEYS.isAuthenticator) === 'true',
  };
}

/** After auth/login or /user/loginWithDemo. */
export function storeLogin(login: LoginResponse, storage: Storage = sessionStorage): void {
  storage.setItem(SESSION_KEYS.token, login.token);
  storage.setItem(SESSION_KEYS.userId, login.userId);
  storage.setItem(SESSION_KEYS.authenticatorType, String(login.authenticatorType));
  storage.setItem(SESSION_KEYS.forceChangePassword, String(login.forceChangePassword));
  if (login.isDemo) storage.setItem(SESSION_KEYS.isDemo, 'true');
}

/** A successful /auth/verifyAuthToken: the verify-only token is replaced by the full one. */
export function storeVerified(token: string, storage: Storage = sessionStorage): void {
  storage.setItem(SESSION_KEYS.token, token);
  storage.setItem(SESSION_KEYS.isAuthenticator, 'true');
}

export function clearSession(storage: Storage = sessionStorage): void {
  storage.clear();
}

/** A login with a second factor holds a token that can only verify until the code is entered. */
export function needsVerification(session: SessionState): boolean {
  return Boolean(session.token) && Number(session.authenticatorType ?? 0) > 0 && !session.isAuthenticatorVerified;
}

/** Where a visitor with a stored token belongs (spec section 2). */
export function homeFor(session: SessionState): string {
  if (needsVerification(session)) return '/verify';
  return session.forceChangePassword ? '/change-password' : '/home';
}
