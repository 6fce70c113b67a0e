import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isValidElement } from 'react';
import { screen } from '@testing-library/react';
import { CONTRACT_VERSION, contractCompatible } from '@backlay/shared/contract';
import { ok } from '@backlay/shared/testing';
import reportsModule from './module.js';
import { REPORT_TEST_IDS } from './testIds.js';
import { USER_ID, paged, plReport } from './test/builders.js';
import { createTestHost, renderWithHost } from '@backlay/shared/testing/render';
import { REPORT_LINKS } from './ui/reports.js';
import { UiRoot } from './ui/UiRoot.js';

const OWN_PATHS = [
  '/account-statement',
  '/profit-loss',
  '/bet-history',
  '/unsettled-bet',
  '/live-casino-bets',
  '/card-report',
];

function routeElement(path: string) {
  const route = reportsModule.routes.find((r) => r.path === path);
  if (!isValidElement(route?.element)) throw new Error(`no route for ${path}`);
  return route.element;
}

describe('the reports remote module', () => {
  it('identifies itself and speaks the current contract', () => {
    expect(reportsModule.id).toBe('mfe_reports');
    expect(reportsModule.contractVersion).toBe(CONTRACT_VERSION);
    expect(contractCompatible(CONTRACT_VERSION, reportsModule.contractVersion)).toBe(true);
    expect(reportsModule.slots).toBeUndefined();
  });

  it('registers its pages as flat absolute routes, each in the remote’s own Chakra root', () => {
    expect(reportsModule.routes.map((r) => r.path)).toEqual(OWN_PATHS);
    expect(reportsModule.routes.every((r) => !r.children)).toBe(true);
    for (const route of reportsModule.routes)
      expect(isValidElement(route.element) && route.element.type === UiRoot).toBe(true);
  });

  it('owns the paths the local host config gives it, and links every report', () => {
    const config = JSON.parse(readFileSync(join(__dirname, '../../host/config/config.local.json'), 'utf8')) as {
      remotes: { name: string; entry: string; paths: string[] }[];
    };
    const reports = config.remotes.find((r) => r.name === 'mfe_reports');
    expect(reports?.entry).toBe('http://127.0.0.1:8083/mf-manifest.json');
    expect(reports?.paths).toEqual(OWN_PATHS);
    expect(REPORT_LINKS.map((l) => l.path)).toEqual(reports?.paths);
  });

  it('loads the statement page on /account-statement', async () => {
    const testHost = createTestHost();
    testHost.server.on('GET', `/transaction/get/${USER_ID}`, ok(paged([])));
    renderWithHost(routeElement('/account-statement'), { testHost, path: '/account-statement' });
    expect(await screen.findByTestId(REPORT_TEST_IDS.statement)).toBeInTheDocument();
    expect(await screen.findByTestId(REPORT_TEST_IDS.empty)).toBeInTheDocument();
  });

  it('loads profit & loss, bet history and current bets on their paths', async () => {
    const testHost = createTestHost();
    testHost.server.on('GET', '/report/profitLoss', ok(plReport([])));
    testHost.server.on('GET', '/bet', ok(paged([])));
    const pages: Array<[string, string]> = [
      ['/profit-loss', REPORT_TEST_IDS.profitLoss],
      ['/bet-history', REPORT_TEST_IDS.betHistory],
      ['/unsettled-bet', REPORT_TEST_IDS.currentBets],
    ];
    for (const [path, testId] of pages) {
      const view = renderWithHost(routeElement(path), { testHost, path });
      expect(await screen.findByTestId(testId)).toBeInTheDocument();
      view.unmount();
    }
  });
});
