import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { apiGet, cricketMatchOdds, signIn } from '../support/helpers.js';

const SHOTS = 'test-results/screenshots';

/** The price texts of a set of cells, to tell whether anything moved. */
async function priceTexts(cells: Locator): Promise<string> {
  return (await cells.allTextContents()).join('|');
}

/**
 * Places a back bet from the market's best back price. Live prices move while the stake is typed:
 * a refusal that offers the new price is taken; a suspension is waited out, a few times at most.
 */
async function backFrom(page: Page, region: Locator, stake: number): Promise<void> {
  for (let attempt = 0; attempt < 6; attempt++) {
    const cell = region.locator('[data-side="back"][data-level="0"]').first();
    await expect(cell).toBeEnabled({ timeout: 20_000 });
    await cell.click();
    const slip = region.getByTestId('bet-slip');
    if (!(await slip.isVisible().catch(() => false))) {
      await page.waitForTimeout(500);
      continue;
    }
    await slip.getByLabel('Stake', { exact: true }).fill(String(stake));
    await slip.getByRole('button', { name: 'Place bet' }).click();
    const outcome = await Promise.race([
      slip.waitFor({ state: 'detached', timeout: 20_000 }).then(() => 'placed' as const),
      slip
        .getByTestId('slip-rejection')
        .waitFor({ timeout: 20_000 })
        .then(() => 'refused' as const),
    ]).catch(() => 'timeout' as const);
    if (outcome === 'placed') return;
    const take = slip.getByRole('button', { name: /^Take / });
    if (await take.isVisible().catch(() => false)) {
      await take.click();
      await slip.getByRole('button', { name: 'Place bet' }).click();
      if (
        await slip
          .waitFor({ state: 'detached', timeout: 20_000 })
          .then(() => true)
          .catch(() => false)
      )
        return;
    }
    const close = slip.getByRole('button', { name: /close|cancel/i }).first();
    if (await close.isVisible().catch(() => false)) await close.click();
    await page.waitForTimeout(1000);
  }
  throw new Error('the bet could not be placed');
}

test.describe('starred markets', () => {
  test('a market starred on its match page is on Starred Markets, live, bet on from there, and unstarred', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signIn(page, 5000);
    await page.setViewportSize({ width: 1440, height: 900 });
    const { detail, market } = await cricketMatchOdds(page);

    // The match page: each market's header has its star, off until pressed.
    await page.goto(`/game-detail/cricket/${detail.id}`);
    const odds = page.getByRole('region', { name: market.name }).first();
    const star = odds.getByRole('button', { name: `Star ${market.name}` });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Market starred.')).toBeVisible();
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await odds.scrollIntoViewIfNeeded();
      await expect(star).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/starred-match-page-${width}.png` });
    }
    // Remembered: still starred after a reload.
    await page.reload();
    await expect(
      page
        .getByRole('region', { name: market.name })
        .first()
        .getByRole('button', { name: `Star ${market.name}` }),
    ).toHaveAttribute('aria-pressed', 'true');

    // Starred Markets, from the user menu.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByTestId('user-menu').getByRole('button').first().click();
    await page.getByRole('menuitem', { name: 'Starred Markets' }).click();
    await expect(page).toHaveURL(/\/starred-markets$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Starred Markets' })).toBeVisible();
    const match = page.getByRole('region', { name: detail.title });
    await expect(match.getByRole('link', { name: detail.title })).toHaveAttribute(
      'href',
      `/game-detail/cricket/${detail.id}`,
    );
    const starred = match.getByRole('region', { name: market.name });
    const cells = starred.locator('.bl-cell');
    await expect(cells.first()).toBeVisible();
    // Only the starred market of the match.
    await expect(match.getByRole('region', { name: 'Bookmaker' })).toHaveCount(0);
    // Live: its prices move without a reload.
    const before = await priceTexts(cells);
    await expect.poll(() => priceTexts(cells), { timeout: 30_000 }).not.toBe(before);

    // A bet from the page: the slip opens under the market, and the player's position shows there.
    await backFrom(page, starred, 100);
    const rows = await apiGet<{ betId: string; trade: number }[]>(page, '/bet/myMarket');
    const held = rows.find((r) => r.betId === market.id);
    expect(held, 'the bet is on the starred market').toBeTruthy();
    // Matched (not left waiting at a price the market moved away from): the position shows here.
    if (held!.trade > 0) await expect(starred.getByTestId('position').first()).toBeVisible({ timeout: 20_000 });

    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      // Phones show only the best level of the ladder.
      await expect(starred.locator('.bl-cell[data-level="0"]').first()).toBeVisible();
      const scroll = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(scroll).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SHOTS}/starred-markets-${width}.png`, fullPage: true });
    }

    // Unstarred from the page: the market leaves it, and the page says how to star one.
    await starred.getByRole('button', { name: `Star ${market.name}` }).click();
    await expect(page.getByText(/You have not starred any markets yet/)).toBeVisible();
    await expect(match).toHaveCount(0);
    expect(await apiGet<unknown[]>(page, '/user/starredMarkets')).toEqual([]);
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/starred-markets-empty-${width}.png` });
    }
  });
});
