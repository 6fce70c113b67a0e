import { expect, test } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { expectLoggedIn, login, newPlayer } from '../support/helpers.js';

/**
 * JavaScript the browser fetches (gzip, as served) for /login and for /home after login — quality
 * bar P1 is 150 KB and 350 KB. The ceilings below are today's weight plus a little headroom, so a
 * change that adds weight fails here; the figures are written to test-results/weight.json.
 */
const LOGIN_CEILING = 300_000;
const HOME_CEILING = 450_000;
/** The casino remote's first use (lobby: 66 KiB today, bar P2 is 60 KB) and a table page after it (15 KiB). */
const CASINO_CEILING = 80_000;

test('JavaScript weight of /login and /home', async ({ page }) => {
  const fetched = new Map<string, number>();
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js') || fetched.has(response.url())) return;
    const headers = await response.allHeaders();
    fetched.set(response.url(), Number(headers['content-length'] ?? 0));
  });
  const total = () => [...fetched.values()].reduce((a, b) => a + b, 0);
  await page.goto('/login', { waitUntil: 'networkidle' });
  const loginBytes = total();
  const p = await newPlayer();
  await login(page, p.userName, p.password);
  await expectLoggedIn(page);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-testid^="match-row-"]').first()).toBeVisible();
  const homeBytes = total();
  // The casino remote's first use (P2: ≤ 60 KB): the lobby, then a table page.
  await page.getByRole('link', { name: 'Casino', exact: true }).first().click();
  await expect(page.getByTestId('casino-lobby')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const lobbyBytes = total() - homeBytes;
  await page.getByTestId('lobby-dt20').click();
  await expect(page.getByTestId('card-table')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const tableBytes = total() - homeBytes - lobbyBytes;
  // The live casino page after them (the remote is loaded already: only the page's own code).
  await page.getByRole('link', { name: 'Live Casino', exact: true }).first().click();
  await expect(page.getByTestId('live-casino-game-MAC88-AVIATOR')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const liveCasinoBytes = total() - homeBytes - lobbyBytes - tableBytes;
  // The reports remote's first use (P2): the account statement.
  await page.goto('/account-statement');
  await expect(page.getByTestId('report-statement')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const reportsBytes = total() - homeBytes - lobbyBytes - tableBytes - liveCasinoBytes;
  mkdirSync('test-results', { recursive: true });
  writeFileSync(
    'test-results/weight.json',
    JSON.stringify(
      {
        loginBytes,
        homeBytes,
        casinoLobbyBytes: lobbyBytes,
        casinoTableBytes: tableBytes,
        liveCasinoBytes,
        reportsBytes,
        files: fetched.size,
      },
      null,
      2,
    ),
  );
  const kib = (n: number) => (n / 1024).toFixed(1);
  console.log(
    `JS gzip: /login ${kib(loginBytes)} KiB, /home after login ${kib(homeBytes)} KiB, casino lobby +${kib(lobbyBytes)} KiB, a table +${kib(tableBytes)} KiB, live casino +${kib(liveCasinoBytes)} KiB, reports +${kib(reportsBytes)} KiB (${fetched.size} files)`,
  );
  expect(loginBytes).toBeLessThan(LOGIN_CEILING);
  expect(homeBytes).toBeLessThan(HOME_CEILING);
  expect(lobbyBytes).toBeLessThan(CASINO_CEILING);
  expect(tableBytes).toBeLessThan(CASINO_CEILING);
  expect(liveCasinoBytes).toBeLessThan(CASINO_CEILING);
  expect(reportsBytes).toBeLessThan(CASINO_CEILING);
});
