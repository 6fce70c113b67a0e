import { expect, test } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { PORTS } from '../support/env.js';
import { expectLoggedIn, login, newPlayer } from '../support/helpers.js';

/**
 * JavaScript the browser fetches (gzip, as served) for /login, for /home after login and for each
 * remote's first use: quality bar P1 is 150 KB for /login and 350 KB for /home (counted from the
 * login page on); bar P2 is 60 KB for a remote on first use, and a page of a remote already loaded
 * is held to it too. The figures are written to test-results/weight.json.
 */
const LOGIN_CEILING = 150_000;
const HOME_CEILING = 350_000;
const REMOTE_CEILING = 60_000;

/**
 * Parts of Chakra components no app uses (the colour picker's swatches, the floating panel): a
 * script carrying them carries Chakra's whole theme, every recipe and anatomy (~20 KB gzip per app),
 * which the build leaves out (shared/webpack/chakra-loader.cjs).
 */
const UNUSED_CHAKRA = /swatchGroup|floatingPanel/;

test('JavaScript weight of /login and /home', async ({ page }) => {
  const fetched = new Map<string, number>();
  const withUnusedChakra: string[] = [];
  /** What of the JavaScript fetched so far came from the origin on `port`. */
  const fromPort = (port: number) =>
    [...fetched].filter(([url]) => new URL(url).port === String(port)).reduce((a, [, n]) => a + n, 0);
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js') || fetched.has(response.url())) return;
    const headers = await response.allHeaders();
    fetched.set(response.url(), Number(headers['content-length'] ?? 0));
    if (UNUSED_CHAKRA.test(await response.text().catch(() => ''))) withUnusedChakra.push(response.url());
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
  // The sports remote's first use (P2) is part of /home: its entry and the lists.
  const sportsBytes = fromPort(PORTS.sports);
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
  // The account remote's first use (P2): change password.
  await page.goto('/change-password');
  await expect(page.getByLabel('Old Password')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const accountBytes = fromPort(PORTS.account);
  mkdirSync('test-results', { recursive: true });
  writeFileSync(
    'test-results/weight.json',
    JSON.stringify(
      {
        loginBytes,
        homeBytes,
        sportsBytes,
        casinoLobbyBytes: lobbyBytes,
        casinoTableBytes: tableBytes,
        liveCasinoBytes,
        reportsBytes,
        accountBytes,
        files: fetched.size,
      },
      null,
      2,
    ),
  );
  const kib = (n: number) => (n / 1024).toFixed(1);
  console.log(
    `JS gzip: /login ${kib(loginBytes)} KiB, /home after login ${kib(homeBytes)} KiB (sports remote ${kib(sportsBytes)} KiB), casino lobby +${kib(lobbyBytes)} KiB, a table +${kib(tableBytes)} KiB, live casino +${kib(liveCasinoBytes)} KiB, reports +${kib(reportsBytes)} KiB, account +${kib(accountBytes)} KiB (${fetched.size} files)`,
  );
  expect(loginBytes).toBeLessThanOrEqual(LOGIN_CEILING);
  expect(homeBytes).toBeLessThanOrEqual(HOME_CEILING);
  const remotes = {
    'sports remote on /home': sportsBytes,
    'casino lobby': lobbyBytes,
    'a card table after it': tableBytes,
    'live casino after them': liveCasinoBytes,
    'reports remote': reportsBytes,
    'account remote': accountBytes,
  };
  for (const [what, bytes] of Object.entries(remotes)) expect(bytes, what).toBeLessThanOrEqual(REMOTE_CEILING);
  expect(withUnusedChakra, 'scripts carrying Chakra recipes no app uses').toEqual([]);
});
