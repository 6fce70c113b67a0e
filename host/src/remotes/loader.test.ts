import type { RemoteModule } from '@backlay/shared/contract';
import type { RemoteConfig } from '../config/appConfig.js';
import { createRemoteLoader, REMOTE_TIMEOUT_MS, RemoteUnavailableError, type LoaderDeps } from './loader.js';

const REMOTES: RemoteConfig[] = [
  { name: 'mfe_account', entry: 'https://cdn.example.com/account/mf-manifest.json', paths: ['/change-password'] },
  { name: 'mfe_reports', entry: 'https://cdn.example.com/reports/mf-manifest.json', paths: ['/account-statement'] },
];

const MODULE: RemoteModule = { id: 'mfe_account', contractVersion: '1.3.0', routes: [{ path: '/change-password' }] };

function deps(load: LoaderDeps['load'], timeoutMs?: number) {
  const register = jest.fn<void, Parameters<LoaderDeps['register']>>();
  const loadMock = jest.fn<Promise<unknown>, [string]>(load);
  const value: LoaderDeps = { register, load: loadMock, ...(timeoutMs === undefined ? {} : { timeoutMs }) };
  return { register, load: loadMock, deps: value };
}

async function rejection(promise: Promise<unknown>): Promise<RemoteUnavailableError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof RemoteUnavailableError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

describe('createRemoteLoader', () => {
  it('registers every configured remote by name and entry', () => {
    const d = deps(() => Promise.resolve(MODULE));
    createRemoteLoader(REMOTES, d.deps);
    expect(d.register).toHaveBeenCalledWith([
      { name: 'mfe_account', entry: 'https://cdn.example.com/account/mf-manifest.json' },
      { name: 'mfe_reports', entry: 'https://cdn.example.com/reports/mf-manifest.json' },
    ]);
  });

  it('loads "<name>/module" and resolves a valid RemoteModule (default export or namespace)', async () => {
    const d = deps((id) => Promise.resolve(id === 'mfe_account/module' ? { default: MODULE } : MODULE));
    const loader = createRemoteLoader(REMOTES, d.deps);
    await expect(loader.load('mfe_account')).resolves.toBe(MODULE);
    await expect(loader.load('mfe_reports')).resolves.toBe(MODULE);
    expect(d.load.mock.calls.map(([id]) => id)).toEqual(['mfe_account/module', 'mfe_reports/module']);
  });

  it('caches a successful load', async () => {
    const d = deps(() => Promise.resolve(MODULE));
    const loader = createRemoteLoader(REMOTES, d.deps);
    const first = loader.load('mfe_account');
    const second = loader.load('mfe_account');
    await expect(first).resolves.toBe(MODULE);
    await expect(second).resolves.toBe(MODULE);
    await expect(loader.load('mfe_account')).resolves.toBe(MODULE);
    expect(d.load).toHaveBeenCalledTimes(1);
  });

  it('rejects with reason "failed" when the remote cannot be fetched, and loads again on retry', async () => {
    const d = deps(() => Promise.reject(new Error('ChunkLoadError: 502')));
    const loader = createRemoteLoader(REMOTES, d.deps);
    const error = await rejection(loader.load('mfe_account'));
    expect(error.reason).toBe('failed');
    expect(error.remote).toBe('mfe_account');
    expect(error.message).toContain('ChunkLoadError: 502');

    d.load.mockImplementation(() => Promise.resolve(MODULE));
    loader.reset('mfe_account');
    expect(d.register).toHaveBeenLastCalledWith(
      [{ name: 'mfe_account', entry: 'https://cdn.example.com/account/mf-manifest.json' }],
      { force: true },
    );
    await expect(loader.load('mfe_account')).resolves.toBe(MODULE);
    expect(d.load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed load cached even without reset', async () => {
    const d = deps(() => Promise.reject(new Error('down')));
    const loader = createRemoteLoader(REMOTES, d.deps);
    await rejection(loader.load('mfe_account'));
    d.load.mockImplementation(() => Promise.resolve(MODULE));
    await expect(loader.load('mfe_account')).resolves.toBe(MODULE);
  });

  it('reset of a cached module fetches it again', async () => {
    const d = deps(() => Promise.resolve(MODULE));
    const loader = createRemoteLoader(REMOTES, d.deps);
    await loader.load('mfe_account');
    loader.reset('mfe_account');
    await loader.load('mfe_account');
    expect(d.load).toHaveBeenCalledTimes(2);
  });

  describe('with fake timers', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('times out after 10 s with reason "timeout"', async () => {
      expect(REMOTE_TIMEOUT_MS).toBe(10_000);
      const d = deps(() => new Promise<unknown>(() => undefined));
      const loader = createRemoteLoader(REMOTES, d.deps);
      const outcome = rejection(loader.load('mfe_account'));
      let settled = false;
      void outcome.then(() => (settled = true));
      await jest.advanceTimersByTimeAsync(REMOTE_TIMEOUT_MS - 1);
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      const error = await outcome;
      expect(error.reason).toBe('timeout');
      expect(error.message).toBe('mfe_account took too long to load');
    });

    it('honours a custom timeout and clears the timer after a load', async () => {
      const d = deps(() => Promise.resolve(MODULE), 50);
      const loader = createRemoteLoader(REMOTES, d.deps);
      await expect(loader.load('mfe_account')).resolves.toBe(MODULE);
      expect(jest.getTimerCount()).toBe(0);

      d.load.mockImplementation(() => new Promise<unknown>(() => undefined));
      const outcome = rejection(loader.load('mfe_reports'));
      await jest.advanceTimersByTimeAsync(50);
      expect((await outcome).reason).toBe('timeout');
    });
  });

  it('refuses a module speaking another contract major with reason "contract"', async () => {
    const d = deps(() => Promise.resolve({ ...MODULE, contractVersion: '2.0.0' }));
    const loader = createRemoteLoader(REMOTES, d.deps);
    const error = await rejection(loader.load('mfe_account'));
    expect(error.reason).toBe('contract');
    expect(error.message).toBe('mfe_account speaks contract 2.0.0, the host speaks 1.1.0');
  });

  it.each([
    ['null', null],
    ['a string', 'not a module'],
    ['an object without routes', { id: 'x', contractVersion: '1.0.0' }],
    ['routes that are not a list', { id: 'x', contractVersion: '1.0.0', routes: {} }],
    ['a missing contract version', { default: { id: 'x', routes: [] } }],
  ])('refuses %s with reason "invalid"', async (_label, value) => {
    const d = deps(() => Promise.resolve(value));
    const loader = createRemoteLoader(REMOTES, d.deps);
    const error = await rejection(loader.load('mfe_account'));
    expect(error.reason).toBe('invalid');
    expect(error.message).toBe('mfe_account does not export a RemoteModule');
  });
});
