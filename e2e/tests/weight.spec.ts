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
  mkdirSync('test-results', { recursive: true });
  writeFileSync('test-results/weight.json', JSON.stringify({ loginBytes, homeBytes, files: fetched.size }, null, 2));
  console.log(`JS gzip: /login ${(loginBytes / 1024).toFixed(1)} KiB, /home after login ${(homeBytes / 1024).toFixed(1)} KiB (${fetched.size} files)`);
  expect(loginBytes).toBeLessThan(LOGIN_CEILING);
  expect(homeBytes).toBeLessThan(HOME_CEILING);
});
