import { announceLogout, CROSS_TAB_TTL_MS, LOGOUT_KEY, onLogoutElsewhere } from './crossTab.js';

function storageEvent(key: string | null, newValue: string | null): StorageEvent {
  return new StorageEvent('storage', { key, newValue });
}

describe('cross-tab logout', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => {
    jest.useRealTimers();
    localStorage.clear();
  });

  it('announceLogout writes the key and removes it after 500 ms', () => {
    expect(CROSS_TAB_TTL_MS).toBe(500);
    announceLogout();
    expect(localStorage.getItem(LOGOUT_KEY)).not.toBeNull();
    jest.advanceTimersByTime(499);
    expect(localStorage.getItem(LOGOUT_KEY)).not.toBeNull();
    jest.advanceTimersByTime(1);
    expect(localStorage.getItem(LOGOUT_KEY)).toBeNull();
  });

  it('writes a fresh value each time, so repeated logouts still fire in other tabs', () => {
    jest.setSystemTime(1_000);
    announceLogout();
    const first = localStorage.getItem(LOGOUT_KEY);
    jest.advanceTimersByTime(600);
    announceLogout();
    expect(localStorage.getItem(LOGOUT_KEY)).not.toBe(first);
  });

  it('onLogoutElsewhere fires on a storage event for the logout key', () => {
    const handler = jest.fn();
    const stop = onLogoutElsewhere(handler);
    window.dispatchEvent(storageEvent(LOGOUT_KEY, String(Date.now())));
    expect(handler).toHaveBeenCalledTimes(1);
    stop();
  });

  it('carries the reason the server gave to the other tabs; none when there was none', () => {
    const handler = jest.fn();
    const stop = onLogoutElsewhere(handler);
    announceLogout('Your password was changed. Please log in again.');
    window.dispatchEvent(storageEvent(LOGOUT_KEY, localStorage.getItem(LOGOUT_KEY)));
    announceLogout();
    window.dispatchEvent(storageEvent(LOGOUT_KEY, localStorage.getItem(LOGOUT_KEY)));
    // A tab of an older build wrote a bare time.
    window.dispatchEvent(storageEvent(LOGOUT_KEY, String(Date.now())));
    expect(handler.mock.calls).toEqual([['Your password was changed. Please log in again.'], [null], [null]]);
    stop();
  });

  it('ignores other keys and the removal of the logout key', () => {
    const handler = jest.fn();
    const stop = onLogoutElsewhere(handler);
    window.dispatchEvent(storageEvent('somethingElse', 'x'));
    window.dispatchEvent(storageEvent(null, null));
    window.dispatchEvent(storageEvent(LOGOUT_KEY, null));
    expect(handler).not.toHaveBeenCalled();
    stop();
  });

  it('stops listening when unsubscribed', () => {
    const handler = jest.fn();
    const stop = onLogoutElsewhere(handler);
    stop();
    window.dispatchEvent(storageEvent(LOGOUT_KEY, '1'));
    expect(handler).not.toHaveBeenCalled();
  });
});
