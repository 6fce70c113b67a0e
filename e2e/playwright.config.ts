import { defineConfig } from '@playwright/test';
import { OPERATOR_KEY, PORTS } from './support/env.js';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const serve = (port: number, ...dirs: string[]) =>
  `node ../scripts/serve.mjs --port ${port} ${dirs.map((d) => `--dir ${d}`).join(' ')}`;

export default defineConfig({
  testDir: './tests',
  testMatch: /.*\.spec\.ts/,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // CI runs the journeys beside the API suites on two cores: a long journey can take a minute there.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON ?? 'test-results/results.json' }]],
  outputDir: './test-results/artifacts',
  use: {
    baseURL: `http://127.0.0.1:${PORTS.host}`,
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      command: 'node ../api/dist/main.js',
      url: `http://127.0.0.1:${PORTS.api}/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(PORTS.api),
        DATABASE_URL: 'memory://',
        OPERATOR_KEY,
        CORS_ORIGINS: `http://127.0.0.1:${PORTS.host}`,
        LOGIN_RATE_LIMIT: '1000',
        LOG_LEVEL: 'warn',
        PUBLIC_API_URL: `http://127.0.0.1:${PORTS.api}`,
        PROVIDER_PORT: String(PORTS.provider),
        // The embedded provider's own database, in memory like the API's.
        PROVIDER_DATABASE_URL: 'memory://',
        CASINO_LOBBY_URL: `http://127.0.0.1:${PORTS.host}/live-casino`,
      },
    },
    {
      command: `node support/prepare.mjs && ${serve(PORTS.host, '../host/dist', '../host/public')} --spa --config config/config.e2e.json`,
      url: `http://127.0.0.1:${PORTS.host}/config.json`,
      reuseExistingServer: false,
    },
    {
      command: serve(PORTS.sports, '../mfe-sports/dist'),
      url: `http://127.0.0.1:${PORTS.sports}/mf-manifest.json`,
      reuseExistingServer: false,
    },
    {
      command: serve(PORTS.casino, '../mfe-casino/dist'),
      url: `http://127.0.0.1:${PORTS.casino}/mf-manifest.json`,
      reuseExistingServer: false,
    },
    {
      command: serve(PORTS.reports, '../mfe-reports/dist'),
      url: `http://127.0.0.1:${PORTS.reports}/mf-manifest.json`,
      reuseExistingServer: false,
    },
    {
      command: serve(PORTS.account, '../mfe-account/dist'),
      url: `http://127.0.0.1:${PORTS.account}/mf-manifest.json`,
      reuseExistingServer: false,
    },
    {
      command: serve(PORTS.accountAlt, '../mfe-account/dist'),
      url: `http://127.0.0.1:${PORTS.accountAlt}/mf-manifest.json`,
      reuseExistingServer: false,
    },
  ],
});
