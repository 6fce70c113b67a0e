import { createHostServices, type HostNavigate } from './services.js';
import type { AppConfig } from '../config/appConfig.js';
import { loginNoticeOf } from '../public/notices.js';
import { LOGOUT_KEY } from '../session/crossTab.js';
import { makeProfile, seedSession } from '../test/renderWithHost.js';
import { fakeLoader } from '../test/testServices.js';
import { loadHttpTransport } from '@backlay/shared/http';
import { openingMatchListQuery } from '@backlay/shared/query';
import { createFakeServer, ok } from '@backlay/shared/testing';

const CONFIG: AppConfig = {
  brand: { name: 'Backlay', logo: '/logo.svg' },
  apiUrl: 'https://api.example.test',
  socketUrl: 'https://rt.example.test',
  remotes: [],
};

beforeEach(() => {
  jest.useFakeTimers();
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe('createHostServices', () => {
  it('exposes the brand, the API URL and a session read from storage', () => {
    const services = createHostServices(CONFIG, fakeLoader());
    expect(services.api.brand).toEqual(CONFIG.brand);
    expect(services.api.apiUrl).toBe('https://api.example.test');
    seedSession({ token: 'jwt', isDemo: 'true' });
    expect(services.api.session.get()).toMatchObject({ token: 'jwt', isDemo: true });
  });

  it('signOut clears the session, tells the other tabs and goes to /login', async () => {
    const services = createHostServices(CONFIG, fakeLoader());
    await services.loadSignedIn();
    const navigate = jest.fn<void, [string, { replace?: boolean }?]>();
    services.setNavigate(navigate);
    services.profile$.next(makeProfile());
    seedSession({ token: 'jwt', userId: 'u', authenticatorType: '0', forceChangePassword: 'false' });

    await services.api.session.signOut('expired');

    expect(sessionStorage.length).toBe(0);
    expect(services.profile$.value).toBeNull();
    expect(localStorage.getItem(LOGOUT_KEY)).not.toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    jest.advanceTimersByTime(500);
    expect(localStorage.getItem(LOGOUT_KEY)).toBeNull();
  });

  it('a sign-out in another tab ends the session here and shows the reason it carried', () => {
    const services = createHostServices(CONFIG, fakeLoader());
    const navigate = jest.fn<void, Parameters<HostNavigate>>();
    services.setNavigate(navigate);
    seedSession({ token: 'jwt', userId: 'u', authenticatorType: '0', forceChangePassword: 'false' });

    services.signedOutElsewhere('You have been logged out by the operator.');

    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem(LOGOUT_KEY)).toBeNull();
    const [to, options] = navigate.mock.calls[0] ?? [];
    expect(to).toBe('/login');
    expect(loginNoticeOf(options?.state)).toBe('You have been logged out by the operator.');
    services.signedOutElsewhere(null);
    expect(navigate).toHaveBeenLastCalledWith('/login', { replace: true });
  });

  it('signOut with a message tells the other tabs the reason', async () => {
    const services = createHostServices(CONFIG, fakeLoader());
    services.setNavigate(jest.fn());
    seedSession({ token: 'jwt', userId: 'u', authenticatorType: '0', forceChangePassword: 'false' });
    await services.api.session.signOut('forced', 'Your password was changed. Please log in again.');
    expect(JSON.parse(localStorage.getItem(LOGOUT_KEY) ?? '{}')).toMatchObject({
      message: 'Your password was changed. Please log in again.',
    });
  });

  it('signOut with a message takes it to /login as the login notice', async () => {
    const services = createHostServices(CONFIG, fakeLoader());
    const navigate = jest.fn<void, Parameters<HostNavigate>>();
    services.setNavigate(navigate);
    seedSession({ token: 'jwt', userId: 'u', authenticatorType: '0', forceChangePassword: 'false' });

    await services.api.session.signOut('forced', 'Your password was changed. Please log in again.');

    expect(sessionStorage.length).toBe(0);
    expect(navigate).toHaveBeenCalledTimes(1);
    const [to, options] = navigate.mock.calls[0] ?? [];
    expect(to).toBe('/login');
    expect(options?.replace).toBe(true);
    expect(loginNoticeOf(options?.state)).toBe('Your password was changed. Please log in again.');
  });

  it('signOut without a message, or with a blank one, carries no notice', async () => {
    const services = createHostServices(CONFIG, fakeLoader());
    const navigate = jest.fn<void, Parameters<HostNavigate>>();
    services.setNavigate(navigate);

    await services.api.session.signOut('forced');
    await services.api.session.signOut('forced', '   ');

    expect(navigate.mock.calls).toEqual([
      ['/login', { replace: true }],
      ['/login', { replace: true }],
    ]);
  });

  it('refreshProfile without a token asks nothing and gives null', async () => {
    const services = createHostServices(CONFIG, fakeLoader());
    await expect(services.api.refreshProfile()).resolves.toBeNull();
  });

  it('openSlot publishes the slot for the shell', async () => {
    const services = createHostServices(CONFIG, fakeLoader());
    await services.loadSignedIn();
    services.api.openSlot('myMarket');
    expect(services.openSlot$.value).toBe('myMarket');
  });

  it('the signed-in parts are there once loadSignedIn resolves, and not before', async () => {
    const services = createHostServices(CONFIG, fakeLoader());
    expect(() => services.bus).toThrow(/loadSignedIn/);
    expect(() => services.api.realtime).toThrow(/loadSignedIn/);
    expect(() => services.api.profile$).toThrow(/loadSignedIn/);
    expect(() => services.queryClient).toThrow(/loadSignedIn/);
    await Promise.all([services.loadSignedIn(), services.loadSignedIn()]);
    expect(services.api.realtime).toBe(services.bus);
    expect(services.api.profile$).toBe(services.profile$);
    expect(services.api.queryClient).toBe(services.queryClient);
    expect(services.profile$.value).toBeNull();
  });

  it("prefetchPage starts a page's first data once the signed-in parts are there, and does nothing before", async () => {
    const server = createFakeServer();
    server.on('GET', '/match/list', ok({ matches: [], count: 0 }));
    const services = createHostServices(CONFIG, fakeLoader(), { httpAdapter: server.adapter });
    seedSession({ token: 'jwt', userId: 'u', authenticatorType: '0', forceChangePassword: 'false' });
    services.prefetchPage('/home', {});
    await services.loadSignedIn();
    await loadHttpTransport();
    expect(server.requests).toHaveLength(0);
    services.prefetchPage('/game-list/:type', { type: 'cricket' });
    await jest.advanceTimersByTimeAsync(10);
    expect(server.calls('GET', '/match/list').map((r) => r.query.get('match.matchType'))).toEqual(['eqcricket']);
    expect(services.queryClient.getQueryData(openingMatchListQuery(services.api.http, 'cricket').queryKey)).toEqual({
      matches: [],
      count: 0,
    });
  });

  it('a session ends on a public page too, before the signed-in parts exist', async () => {
    const services = createHostServices(CONFIG, fakeLoader());
    const navigate = jest.fn<void, [string, { replace?: boolean }?]>();
    services.setNavigate(navigate);
    seedSession({ token: 'jwt', userId: 'u', authenticatorType: '0', forceChangePassword: 'false' });
    await services.api.session.signOut('expired');
    expect(sessionStorage.length).toBe(0);
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    expect(() => services.bus).toThrow(/loadSignedIn/);
  });

  it('navigate goes through the router once it is set', () => {
    const services = createHostServices(CONFIG, fakeLoader());
    const navigate = jest.fn<void, [string, { replace?: boolean }?]>();
    services.setNavigate(navigate);
    services.api.navigate('/rules', { replace: false });
    expect(navigate).toHaveBeenCalledWith('/rules', { replace: false });
  });
});
