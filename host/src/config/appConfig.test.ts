import localConfig from '../../config/config.local.json';
import { ConfigError, INLINE_CONFIG_ID, loadConfig, parseConfig, slotOwner } from './appConfig.js';

function validRaw(): Record<string, unknown> {
  return {
    brand: { name: 'Backlay', logo: '/brand/logo.svg', theme: { primary: '#123456', accent: 7 } },
    apiUrl: 'https://api.example.com/',
    socketUrl: 'https://rt.example.com/',
    remotes: [
      {
        name: 'mfe_account',
        entry: 'https://cdn.example.com/account/mf-manifest.json',
        paths: ['/change-password', '/secure-auth'],
        slots: ['buttonValues'],
      },
      { name: 'mfe_reports', entry: 'http://localhost:3004/mf-manifest.json', paths: ['/account-statement'] },
    ],
  };
}

function withRaw(edit: (raw: Record<string, unknown>) => void): Record<string, unknown> {
  const raw = validRaw();
  edit(raw);
  return raw;
}

function withRemote(index: number, patch: Record<string, unknown>): Record<string, unknown> {
  return withRaw((raw) => {
    const remotes = raw.remotes as Record<string, unknown>[];
    remotes[index] = { ...remotes[index], ...patch };
  });
}

function expectConfigError(raw: unknown, message: RegExp): void {
  let thrown: unknown;
  try {
    parseConfig(raw);
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(ConfigError);
  expect((thrown as Error).message).toMatch(/^config\.json: /);
  expect((thrown as Error).message).toMatch(message);
}

describe('parseConfig', () => {
  it('accepts a valid config, trims the trailing slash and keeps only string theme colours', () => {
    const config = parseConfig(validRaw());
    expect(config.brand).toEqual({ name: 'Backlay', logo: '/brand/logo.svg', theme: { primary: '#123456' } });
    expect(config.apiUrl).toBe('https://api.example.com');
    expect(config.socketUrl).toBe('https://rt.example.com');
    expect(config.remotes).toEqual([
      {
        name: 'mfe_account',
        entry: 'https://cdn.example.com/account/mf-manifest.json',
        paths: ['/change-password', '/secure-auth'],
        slots: ['buttonValues'],
      },
      {
        name: 'mfe_reports',
        entry: 'http://localhost:3004/mf-manifest.json',
        paths: ['/account-statement'],
        slots: [],
      },
    ]);
    expect(slotOwner(config, 'buttonValues')?.name).toBe('mfe_account');
    expect(slotOwner(config, 'myMarket')).toBeUndefined();
  });

  it('accepts the local config, where the sports remote lends My Market and the account remote its popups', () => {
    const config = parseConfig(localConfig);
    expect(slotOwner(config, 'myMarket')?.name).toBe('mfe_sports');
    expect(slotOwner(config, 'buttonValues')?.name).toBe('mfe_account');
    expect(slotOwner(config, 'rules')?.name).toBe('mfe_account');
  });

  it('rejects something that is not an object', () => {
    expectConfigError(null, /not an object/);
    expectConfigError([], /not an object/);
  });

  it('rejects a missing brand or a brand without name and logo', () => {
    expectConfigError(
      withRaw((r) => delete r.brand),
      /brand needs name and logo/,
    );
    expectConfigError(
      withRaw((r) => (r.brand = { name: 'Backlay' })),
      /brand needs name and logo/,
    );
    expectConfigError(
      withRaw((r) => (r.brand = { logo: '/l.svg' })),
      /brand needs name and logo/,
    );
  });

  it('rejects API and socket URLs that are not http(s)', () => {
    expectConfigError(
      withRaw((r) => (r.apiUrl = 'ftp://api.example.com')),
      /apiUrl must be an http\(s\) URL/,
    );
    expectConfigError(
      withRaw((r) => (r.apiUrl = '/api')),
      /apiUrl must be an http\(s\) URL/,
    );
    expectConfigError(
      withRaw((r) => delete r.apiUrl),
      /apiUrl must be an http\(s\) URL/,
    );
    expectConfigError(
      withRaw((r) => (r.socketUrl = 'https://exa mple.com')),
      /socketUrl must be an http\(s\) URL/,
    );
  });

  it('rejects a remote entry that is not an http(s) URL, naming the remote', () => {
    expectConfigError(withRemote(1, { entry: 'mf-manifest.json' }), /remotes\[1\]\.entry must be an http\(s\) URL/);
  });

  it('rejects remotes that are not a list', () => {
    expectConfigError(
      withRaw((r) => (r.remotes = {})),
      /remotes must be a list/,
    );
  });

  it('rejects an unknown remote name, quoting it', () => {
    expectConfigError(withRemote(0, { name: 'mfe_unknown' }), /remotes\[0\]\.name "mfe_unknown" is not a known remote/);
  });

  it('rejects a path owned by two remotes', () => {
    expectConfigError(
      withRemote(1, { paths: ['/account-statement', '/secure-auth'] }),
      /path \/secure-auth is owned twice/,
    );
  });

  it('rejects a path owned twice by the same remote', () => {
    expectConfigError(withRemote(0, { paths: ['/rules', '/rules'] }), /path \/rules is owned twice/);
  });

  it('rejects relative paths', () => {
    expectConfigError(withRemote(0, { paths: ['change-password'] }), /remotes\[0\]\.paths must be absolute paths/);
    expectConfigError(withRemote(0, { paths: '/change-password' }), /remotes\[0\]\.paths must be absolute paths/);
  });

  it('rejects an unknown slot', () => {
    expectConfigError(withRemote(0, { slots: ['buttonValues', 'betSlip'] }), /remotes\[0\]\.slots has an unknown slot/);
  });

  it('rejects a remote that is not an object', () => {
    expectConfigError(
      withRaw((r) => (r.remotes = ['mfe_account'])),
      /remotes\[0\] is not an object/,
    );
  });

  it('takes the origins of framed providers, and only origins', () => {
    expect(parseConfig(withRaw((r) => (r.frameOrigins = ['http://127.0.0.1:3001']))).frameOrigins).toEqual([
      'http://127.0.0.1:3001',
    ]);
    expect(parseConfig(validRaw()).frameOrigins).toBeUndefined();
    expectConfigError(
      withRaw((r) => (r.frameOrigins = 'http://127.0.0.1:3001')),
      /frameOrigins must be a list/,
    );
    expectConfigError(
      withRaw((r) => (r.frameOrigins = ['http://127.0.0.1:3001/game'])),
      /frameOrigins\[0\] must be an origin/,
    );
    expectConfigError(
      withRaw((r) => (r.frameOrigins = ['javascript:alert(1)'])),
      /frameOrigins\[0\] must be an http\(s\) URL/,
    );
  });
});

describe('loadConfig', () => {
  it('fetches /config.json without the cache and parses it', async () => {
    const fetchImpl = jest.fn<Promise<Response>, Parameters<typeof fetch>>(() =>
      Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(validRaw()) } as Response),
    );
    const config = await loadConfig(fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
    expect(config.brand.name).toBe('Backlay');
  });

  it('reads the config the server wrote into the page, without a request', async () => {
    const fetchImpl = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
    const doc = document.implementation.createHTMLDocument('page');
    const block = doc.createElement('script');
    block.type = 'application/json';
    block.id = INLINE_CONFIG_ID;
    block.textContent = JSON.stringify(validRaw());
    doc.body.append(block);
    const config = await loadConfig(fetchImpl, doc);
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(config.brand.theme).toEqual({ primary: '#123456' });
    expect(config.apiUrl).toBe('https://api.example.com');
  });

  it('checks the config in the page as strictly as the fetched one', async () => {
    const doc = document.implementation.createHTMLDocument('page');
    const block = doc.createElement('script');
    block.type = 'application/json';
    block.id = INLINE_CONFIG_ID;
    block.textContent = '{"brand":';
    doc.body.append(block);
    await expect(loadConfig(jest.fn(), doc)).rejects.toThrow(
      new ConfigError('config.json: the config in the page is not JSON'),
    );
    block.textContent = JSON.stringify(withRaw((raw) => delete raw.apiUrl));
    await expect(loadConfig(jest.fn(), doc)).rejects.toThrow(ConfigError);
  });

  it('fails with a ConfigError on an HTTP error', async () => {
    const fetchImpl = jest.fn<Promise<Response>, Parameters<typeof fetch>>(() =>
      Promise.resolve({ ok: false, status: 404, json: () => Promise.resolve({}) } as Response),
    );
    await expect(loadConfig(fetchImpl)).rejects.toThrow(new ConfigError('config.json: HTTP 404'));
  });
});
