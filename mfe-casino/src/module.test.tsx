import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isValidElement } from 'react';
import { screen } from '@testing-library/react';
import { CARD_TABLE_CODES } from '@backlay/shared/cards';
import { CONTRACT_VERSION, contractCompatible } from '@backlay/shared/contract';
import { ok } from '@backlay/shared/testing';
import { CASINO_TEST_IDS, liveCasinoGameTestId } from './testIds.js';
import casinoModule from './module.js';
import { TABLE_CODES } from './routes.js';
import { initialOf, snapshotOf } from './test/builders.js';
import { casinoListOf } from './test/casino.js';
import { createTestHost, renderWithHost } from '@backlay/shared/testing/render';
import { TEEN20 } from './test/tables.js';
import { UiRoot } from './ui/UiRoot.js';

const PATHS = ['/casino', '/live-casino', ...CARD_TABLE_CODES.map((code) => `/${code}`)];

function routeElement(path: string) {
  const route = casinoModule.routes.find((r) => r.path === path);
  if (!isValidElement(route?.element)) throw new Error(`no route for ${path}`);
  return route.element;
}

describe('the casino remote module', () => {
  it('identifies itself and speaks the current contract', () => {
    expect(casinoModule.id).toBe('mfe_casino');
    expect(contractCompatible(CONTRACT_VERSION, casinoModule.contractVersion)).toBe(true);
    expect(casinoModule.slots).toBeUndefined();
  });

  it('registers the lobby, the live casino and one flat absolute route per table code', () => {
    // The codes come from the lobby list (ordered by game id): every spec code once, none other.
    expect([...TABLE_CODES].sort()).toEqual([...CARD_TABLE_CODES].sort());
    const paths = casinoModule.routes.map((r) => r.path);
    expect(paths[0]).toBe('/casino');
    expect([...paths].sort()).toEqual([...PATHS].sort());
    expect(casinoModule.routes.every((r) => !r.children)).toBe(true);
  });

  it('owns exactly these paths in the local host config', () => {
    const config = JSON.parse(readFileSync(join(__dirname, '../../host/config/config.local.json'), 'utf8')) as {
      remotes: { name: string; entry: string; paths: string[] }[];
    };
    const casino = config.remotes.find((r) => r.name === 'mfe_casino');
    expect(casino?.entry).toBe('http://127.0.0.1:8082/mf-manifest.json');
    expect(casino?.paths).toEqual(PATHS);
  });

  it("wraps every route element in the remote's own Chakra root", () => {
    for (const route of casinoModule.routes)
      expect(isValidElement(route.element) && route.element.type === UiRoot).toBe(true);
  });

  it('loads the lobby on /casino', async () => {
    renderWithHost(routeElement('/casino'), { path: '/casino' });
    expect(await screen.findByTestId(CASINO_TEST_IDS.lobby)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '20-20 Teenpatti' })).toHaveAttribute('href', '/teen20');
  });

  it('loads the provider catalogue on /live-casino', async () => {
    const testHost = createTestHost();
    testHost.server.on('POST', '/mac88/casino/list', ok(casinoListOf()));
    renderWithHost(routeElement('/live-casino'), { testHost, path: '/live-casino' });
    expect(await screen.findByTestId(CASINO_TEST_IDS.liveCasino)).toBeInTheDocument();
    expect(await screen.findByTestId(liveCasinoGameTestId('MAC88-AVIATOR'))).toHaveAccessibleName(
      'Play Aviator Virtual MAC88 · Mac88 Gaming Virtual',
    );
  });

  it("loads a table's page on its code", async () => {
    const testHost = createTestHost();
    testHost.server.on('GET', '/match/initial/card/teen20', ok(initialOf(snapshotOf(TEEN20))));
    testHost.server.on('GET', '/bet/placed', ok({ count: 0, rows: [] }));
    renderWithHost(routeElement('/teen20'), { testHost, path: '/teen20' });
    expect(await screen.findByRole('heading', { level: 1, name: '20-20 Teenpatti' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Back Player A 1.98' })).toBeEnabled();
  });
});
