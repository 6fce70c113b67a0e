import type { LoginResponse } from '@backlay/shared/api';
import {
  clearSession,
  homeFor,
  needsVerification,
  readSession,
  SESSION_KEYS,
  storeLogin,
  storeVerified,
} from './storage.js';

function login(overrides: Partial<LoginResponse> = {}): LoginResponse {
  return {
    token: 'jwt-abc',
    userId: 'user-42',
    userName: 'player1',
    authenticatorType: 0,
    isAuthenticator: false,
    forceChangePassword: false,
    isDemo: false,
    ...overrides,
  };
}

beforeEach(() => sessionStorage.clear());

describe('session storage entries (spec section 3)', () => {
  it('storeLogin writes the token under jwtMaxUser, the user id and the authenticator type', () => {
    storeLogin(login({ authenticatorType: 2 }));
    expect(sessionStorage.getItem('jwtMaxUser')).toBe('jwt-abc');
    expect(sessionStorage.getItem('userId')).toBe('user-42');
    expect(sessionStorage.getItem('authenticatorType')).toBe('2');
  });

  it('stores forceChangePassword as the text true or false', () => {
    storeLogin(login({ forceChangePassword: true }));
    expect(sessionStorage.getItem('forceChangePassword')).toBe('true');
    sessionStorage.clear();
    storeLogin(login({ forceChangePassword: false }));
    expect(sessionStorage.getItem('forceChangePassword')).toBe('false');
  });

  it('sets isDemo to true only for a demo login', () => {
    storeLogin(login({ isDemo: true }));
    expect(sessionStorage.getItem('isDemo')).toBe('true');
    expect(readSession().isDemo).toBe(true);
    sessionStorage.clear();
    storeLogin(login());
    expect(sessionStorage.getItem('isDemo')).toBeNull();
    expect(readSession().isDemo).toBe(false);
  });

  it('uses the storage it is given', () => {
    const other = window.localStorage;
    other.clear();
    storeLogin(login(), other);
    expect(other.getItem(SESSION_KEYS.token)).toBe('jwt-abc');
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBeNull();
    other.clear();
  });

  it('storeVerified replaces the token and sets isAuthenticator to true', () => {
    storeLogin(login({ token: 'verify-only', authenticatorType: 1 }));
    expect(needsVerification(readSession())).toBe(true);
    storeVerified('full-token');
    expect(sessionStorage.getItem('jwtMaxUser')).toBe('full-token');
    expect(sessionStorage.getItem('isAuthenticator')).toBe('true');
    expect(readSession().isAuthenticatorVerified).toBe(true);
    expect(needsVerification(readSession())).toBe(false);
  });

  it('clearSession empties session storage', () => {
    storeLogin(login({ isDemo: true }));
    storeVerified('t');
    clearSession();
    expect(sessionStorage.length).toBe(0);
    expect(readSession()).toEqual({
      token: null,
      userId: null,
      authenticatorType: null,
      forceChangePassword: false,
      isDemo: false,
      isAuthenticatorVerified: false,
    });
  });
});

describe('homeFor (spec section 2)', () => {
  it('sends a forced password change to /change-password when the flag is the text true', () => {
    storeLogin(login({ forceChangePassword: true }));
    expect(homeFor(readSession())).toBe('/change-password');
  });

  it('ignores any other text for the forced change flag', () => {
    sessionStorage.setItem('jwtMaxUser', 't');
    sessionStorage.setItem('forceChangePassword', 'TRUE');
    expect(homeFor(readSession())).toBe('/home');
    sessionStorage.setItem('forceChangePassword', 'false');
    expect(homeFor(readSession())).toBe('/home');
  });

  it('sends a pending second factor to /verify', () => {
    storeLogin(login({ authenticatorType: 1 }));
    expect(homeFor(readSession())).toBe('/verify');
  });

  it('sends a verified second factor home', () => {
    storeLogin(login({ authenticatorType: 1 }));
    storeVerified('full');
    expect(homeFor(readSession())).toBe('/home');
  });

  it('sends everyone else to /home', () => {
    storeLogin(login());
    expect(homeFor(readSession())).toBe('/home');
  });
});
