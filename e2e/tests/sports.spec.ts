import type { Locator } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { apiGet, signIn } from '../support/helpers.js';
import { PORTS } from '../support/env.js';

const SHOTS = 'test-results/screenshots';

/** The price texts of a set of cells, to tell whether anything moved. */
async function priceTexts(cells: Locator): Promise<string> {
  return (await cells.allTextContents()).join('|');
}

test.describe('sports', () => {
  test('home lists in-play matches whose prices change live', async ({ page }) => {
    await signIn(page);
    await page.goto('/inPlay');
    const rows = page.locator('[data-testid^="match-row-"]');
    await expect(rows.first()).toBeVisible();
    const cells = page.locator('.bl-cell');
    const before = await priceTexts(cells);
    await expect.poll(() => priceTexts(cells), { timeout: 20_000 }).not.toBe(before);
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/home');
      await expect(rows.first()).toBeVisible();
      const scroll = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(scroll).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SHOTS}/sports-home-${width}.png`, fullPage: true });
    }
  });

  test('a reload of /home draws its list ahead of the sports code, which then replaces it', async ({ page }) => {
    await signIn(page);
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      // The sports remote's code held back: what the page shows before it is the first screen.
      let release = () => undefined as void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const manifest = `http://127.0.0.1:${PORTS.sports}/mf-manifest.json`;
      await page.route(manifest, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/home');
      const ahead = page.locator('#bl-first-screen');
      await expect(ahead.locator('[data-testid^="match-row-"]').first()).toBeVisible();
      await expect(ahead.getByRole('heading', { level: 1, includeHidden: true })).toHaveText('Sports');
      await page.screenshot({ path: `${SHOTS}/sports-home-first-screen-${width}.png` });
      // It lies where the page's own list comes: over the content, under the header and beside the sidebar.
      const box = await ahead.boundingBox();
      expect(box?.y).toBe(width >= 1200 ? 121 : 146);
      expect(box?.x).toBe(width >= 1200 ? 240 : 0);
      release();
      await expect(ahead).toHaveCount(0);
      const rows = page.locator('[data-testid^="match-row-"]');
      await expect(rows.first()).toBeVisible();
      // One list: the page's own, in the same place.
      const first = await rows.first().getAttribute('data-testid');
      await expect(page.locator(`[data-testid="${first}"]`)).toHaveCount(1);
      await page.unroute(manifest);
    }
  });

  test('a match page shows every market and they update', async ({ page }) => {
    await signIn(page);
    const list = await apiGet<{ matches: { id: string; matchType: string; inPlay: boolean }[] }>(
      page,
      '/match/list?match.matchType=eqcricket&limit=100',
    );
    const match = list.matches.find((m) => m.inPlay) ?? list.matches[0]!;
    await page.goto(`/game-detail/cricket/${match.id}`);
    await expect(page.getByTestId('score-line')).toBeVisible();
    await expect(page.getByText(/Match Odds/i).first()).toBeVisible();
    const cells = page.locator('.bl-cell');
    await expect(cells.first()).toBeVisible();
    const before = await priceTexts(cells);
    await expect.poll(() => priceTexts(cells), { timeout: 20_000 }).not.toBe(before);
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/match-detail-${width}.png`, fullPage: true });
    }
  });

  test('header search finds a match and navigates to it', async ({ page }) => {
    await signIn(page);
    const list = await apiGet<{ matches: { id: string; title: string; matchType: string }[] }>(
      page,
      '/match/list?match.matchType=eqfootball&limit=5',
    );
    const target = list.matches[0]!;
    const word = target.title.split(' ')[0]!.slice(0, 5);
    // On wide screens the box is collapsed behind a search button.
    await page.getByRole('button', { name: 'Search events' }).click();
    const box = page.getByPlaceholder('All Events');
    await box.fill(word.slice(0, 2));
    await page.waitForTimeout(700);
    await expect(page.getByText('No real-time records found')).toHaveCount(0);
    await box.fill(word);
    const result = page.getByRole('option').filter({ hasText: target.title }).first();
    await expect(result).toBeVisible();
    await result.click();
    await expect(page).toHaveURL(new RegExp(`/game-detail/football/${target.id}`));
    // Navigating closes the search; open it again for a search with no results.
    await page.getByRole('button', { name: 'Search events' }).click();
    await box.fill('zzzzqqq');
    await expect(page.getByText('No real-time records found')).toBeVisible();
  });

  test('racing: a race page with runners and prices', async ({ page }) => {
    await signIn(page);
    const countries = await apiGet<{ countryCode: string; count: number }[]>(
      page,
      '/match/countryWiseList?matchType=horseRacing',
    );
    expect(countries.length).toBeGreaterThan(0);
    const races = await apiGet<{ id: string; title: string }[]>(
      page,
      `/match/racing/list?racingMatch.countryCode=eq${countries[0]!.countryCode}&stopAt=isNull&matchType=eqhorseRacing`,
    );
    await page.goto(`/race/${races[0]!.id}`);
    await expect(page.getByTestId('race-status')).toBeVisible();
    await expect(page.locator('[data-testid^="runner-"]').first()).toBeVisible();
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/race-${width}.png`, fullPage: true });
    }
  });

  test('the sidebar tree goes sport → competition → date → match', async ({ page }) => {
    await signIn(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    const competitions = await apiGet<{ competitionId: string; competitionName: string }[]>(
      page,
      '/expert/match/competitionList/cricket',
    );
    const sidebar = page.getByTestId('sidebar');
    await sidebar.getByRole('button', { name: 'Cricket', exact: true }).click();
    await sidebar.getByRole('button', { name: competitions[0]!.competitionName, exact: true }).click();
    const date = sidebar.getByRole('button', { name: /^\d{4}\/\d{2}\/\d{2}$/ }).first();
    await date.click();
    const link = sidebar.locator('a[href^="/game-detail/cricket/"]').first();
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/game-detail\/cricket\/\d+/);
  });
});
