import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import { ok } from '@backlay/shared/testing';
import { createTestHost, renderWithHost } from '@backlay/shared/testing/render';
import { CONTRACT_VERSION, contractCompatible } from '@backlay/shared/contract';
import accountModule from './module.js';
import { ButtonValuesModal } from './features/button-values/ButtonValuesModal.js';
import { RulesModal } from './features/rules/RulesModal.js';

const OWN_PATHS = ['/change-password', '/secure-auth', '/change-btn-value', '/rules', '/player-protection'];

describe('the account remote module', () => {
  it('identifies itself and speaks the current contract', () => {
    expect(accountModule.id).toBe('mfe_account');
    expect(accountModule.contractVersion).toBe(CONTRACT_VERSION);
    expect(contractCompatible(CONTRACT_VERSION, accountModule.contractVersion)).toBe(true);
  });

  it('registers exactly its five pages, each with an element', () => {
    expect(accountModule.routes.map((r) => r.path)).toEqual(OWN_PATHS);
    expect(accountModule.routes.every((r) => r.element !== undefined && r.element !== null)).toBe(true);
  });

  it('owns the paths the local host config gives it', () => {
    const config = JSON.parse(readFileSync(join(__dirname, '../../host/config/config.local.json'), 'utf8')) as {
      remotes: { name: string; paths: string[] }[];
    };
    expect(config.remotes.find((r) => r.name === 'mfe_account')?.paths).toEqual(OWN_PATHS);
  });

  it('lends the Set Button Values and Rules popups to the host', () => {
    expect(Object.keys(accountModule.slots ?? {}).sort()).toEqual(['buttonValues', 'rules']);
    // Each popup is wrapped in the remote's own Chakra root.
    expect(accountModule.slots?.buttonValues?.displayName).toBe(`WithUi(${ButtonValuesModal.name})`);
    expect(accountModule.slots?.rules?.displayName).toBe(`WithUi(${RulesModal.name})`);
  });

  it('loads the Player Protection page (a chunk of its own) on /player-protection', async () => {
    const testHost = createTestHost();
    testHost.server.on(
      'GET',
      '/user/protection',
      ok({
        status: 'active',
        statusUntil: null,
        limits: [],
        realityCheck: {
          intervalMinutes: 60,
          sessionStartedAt: '2026-11-29T09:00:00',
          dueAt: '2026-11-29T10:00:00',
          sessionProfitLoss: 0,
        },
      }),
    );
    testHost.server.on('GET', '/user/protection/history', ok([]));
    const route = accountModule.routes.find((r) => r.path === '/player-protection');
    renderWithHost(<>{route?.element}</>, { testHost, path: '/player-protection' });
    expect(await screen.findByText('Your account is active.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Player Protection' })).toBeInTheDocument();
  });
});
