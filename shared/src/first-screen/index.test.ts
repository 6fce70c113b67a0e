import {
  dropFirstScreen,
  FIRST_SCREEN_ID,
  FIRST_SCREEN_SCRIPT_ATTRIBUTE,
  firstScreenOpen,
  firstScreenSession,
  firstScreenSettled,
  INLINE_CONFIG_ID,
  SESSION_KEYS,
  settleFirstScreen,
} from './index.js';

function page(config: unknown, session: Record<string, string>) {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  for (const name of ['data-first-screen-closed', 'data-first-screen-settled'])
    document.documentElement.removeAttribute(name);
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = INLINE_CONFIG_ID;
  block.textContent = typeof config === 'string' ? config : JSON.stringify(config);
  document.head.append(block);
  sessionStorage.clear();
  for (const [k, v] of Object.entries(session)) sessionStorage.setItem(k, v);
}

const API = { apiUrl: 'https://api.example.test' };

describe('firstScreenSession', () => {
  test("the player's token and the API's URL, from the session and the page's config", () => {
    page(API, { [SESSION_KEYS.token]: 'jwt', [SESSION_KEYS.authenticatorType]: '0' });
    expect(firstScreenSession(document, sessionStorage)).toEqual({ token: 'jwt', apiUrl: 'https://api.example.test' });
    page(API, {
      [SESSION_KEYS.token]: 'jwt',
      [SESSION_KEYS.authenticatorType]: '1',
      [SESSION_KEYS.isAuthenticator]: 'true',
    });
    expect(firstScreenSession(document, sessionStorage)?.token).toBe('jwt');
  });

  test.each([
    ['no token', API, {}],
    ['a forced password change', API, { [SESSION_KEYS.token]: 'jwt', [SESSION_KEYS.forceChangePassword]: 'true' }],
    ['a second factor still to enter', API, { [SESSION_KEYS.token]: 'jwt', [SESSION_KEYS.authenticatorType]: '1' }],
    ['a config that is not JSON', '{apiUrl', { [SESSION_KEYS.token]: 'jwt' }],
    ['an API URL that is not http(s)', { apiUrl: 'javascript:alert(1)' }, { [SESSION_KEYS.token]: 'jwt' }],
    ['no API URL', {}, { [SESSION_KEYS.token]: 'jwt' }],
  ])('none with %s', (_what, config, session) => {
    page(config, session);
    expect(firstScreenSession(document, sessionStorage)).toBeNull();
  });
});

describe('dropFirstScreen', () => {
  test('removes the first screen and closes it for good; harmless on a page without one', () => {
    page(API, {});
    const el = document.createElement('div');
    el.id = FIRST_SCREEN_ID;
    document.body.append(el);
    expect(firstScreenOpen()).toBe(true);
    dropFirstScreen();
    expect(el.isConnected).toBe(false);
    expect(firstScreenOpen()).toBe(false);
    expect(() => dropFirstScreen()).not.toThrow();
  });
});

describe('firstScreenSettled', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const withScript = () => {
    const script = document.createElement('script');
    script.setAttribute(FIRST_SCREEN_SCRIPT_ATTRIBUTE, '');
    document.head.append(script);
  };
  const state = (promise: Promise<void>) => {
    let settled = false;
    void promise.then(() => (settled = true));
    return () => settled;
  };

  test('at once on a page without a first screen, or whose first screen has settled', async () => {
    page(API, {});
    await expect(firstScreenSettled(document, 1_000)).resolves.toBeUndefined();
    withScript();
    settleFirstScreen(document);
    await expect(firstScreenSettled(document, 1_000)).resolves.toBeUndefined();
  });

  test('when the first screen settles, or after the wait at the latest', async () => {
    page(API, {});
    withScript();
    const first = state(firstScreenSettled(document, 400));
    await jest.advanceTimersByTimeAsync(100);
    expect(first()).toBe(false);
    settleFirstScreen(document);
    await jest.advanceTimersByTimeAsync(0);
    expect(first()).toBe(true);

    page(API, {});
    withScript();
    const second = state(firstScreenSettled(document, 400));
    await jest.advanceTimersByTimeAsync(399);
    expect(second()).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(second()).toBe(true);
  });
});
