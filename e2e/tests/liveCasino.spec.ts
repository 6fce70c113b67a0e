import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { apiGet, sessionValue, signIn } from '../support/helpers.js';

const SHOTS = 'test-results/screenshots';

interface CasinoBetPage {
  count: number;
  rows: {
    roundId: string;
    gameName: string;
    providerName: string;
    stake: number;
    payout: number;
    profitLoss: number | null;
    status: string;
  }[];
}

async function headerBalance(page: Page): Promise<number> {
  return Number(((await page.getByTestId('header-balance').locator('strong').textContent()) ?? '').replace(/,/g, ''));
}

test.describe('live casino', () => {
  test('the catalogue at phone and desktop widths: providers, categories, search', async ({ page }) => {
    await signIn(page);
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: width < 800 ? 760 : 900 });
      await page.goto('/live-casino');
      await expect(page.getByTestId('live-casino')).toBeVisible();
      await expect(page.getByTestId('live-casino-game-MAC88-AVIATOR')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/live-casino-${width}.png` });
    }
    await page
      .getByTestId('live-casino-provider-tabs')
      .getByRole('tab', { name: /MAC Excite/ })
      .click();
    await expect(page).toHaveURL(/provider=MAC(\+|%20)Excite/);
    await expect(page.getByTestId('live-casino-game-MAC88-AVIATOR')).toHaveCount(0);
    await expect(page.getByTestId('live-casino-game-MACX-XAVIATOR')).toBeVisible();
    await page.getByTestId('live-casino-search').fill('roulette');
    await expect(page.getByTestId('live-casino-game-MACX-XRL')).toBeVisible();
    await expect(page.getByTestId('live-casino-game-MACX-XDT')).toHaveCount(0);
  });

  test('launch the aviator, play a round, the header balance follows and the round is in the casino bets', async ({
    page,
  }) => {
    await signIn(page, 1000);
    const userId = await sessionValue(page, 'userId');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/live-casino');
    await expect.poll(() => headerBalance(page)).toBe(1000);
    await page.getByTestId('live-casino-game-MAC88-AVIATOR').click();
    const frame = page.getByTestId('live-casino-frame');
    await expect(frame).toBeVisible();
    const game = page.frameLocator('[data-testid="live-casino-frame"] iframe');
    await expect(game.getByRole('button', { name: 'Bet', exact: true })).toBeVisible({ timeout: 15_000 });
    await game.getByLabel('Stake').fill('100');
    // An automatic cash-out at 1.01× ends the round by itself a moment after take-off (or it crashes first).
    await game.getByLabel(/Auto cash-out/).fill('1.01');
    await game.getByRole('button', { name: 'Bet', exact: true }).click();
    await expect(game.getByText(/Cashed out at|Flew away at/)).toBeVisible({ timeout: 20_000 });
    await page.screenshot({ path: `${SHOTS}/live-casino-aviator-1440.png` });

    const bets = await expect
      .poll(
        async () =>
          (await apiGet<CasinoBetPage>(page, `/mac88/bets/${userId}`)).rows.filter((r) => r.status !== 'OPEN').length,
        { timeout: 10_000 },
      )
      .toBe(1)
      .then(() => apiGet<CasinoBetPage>(page, `/mac88/bets/${userId}`));
    const round = bets.rows[0]!;
    expect(round).toMatchObject({ gameName: 'Aviator', providerName: 'MAC88', stake: 100 });
    expect(['WIN', 'LOSS']).toContain(round.status);
    expect(round.profitLoss).toBe(round.payout - 100);
    // The header follows the wallet: 1000 + payout − stake.
    await expect.poll(() => headerBalance(page)).toBe(1000 - 100 + round.payout);

    await page
      .getByRole('button', { name: /Back to Live Casino|Close/ })
      .first()
      .click();
    await expect(frame).toHaveCount(0);
  });

  test('on a phone the game fills the screen', async ({ page }) => {
    await signIn(page, 500);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/live-casino');
    await page.getByTestId('live-casino-game-MAC88-MINES').click();
    const frame = page.getByTestId('live-casino-frame');
    await expect(frame).toBeVisible();
    const game = page.frameLocator('[data-testid="live-casino-frame"] iframe');
    await expect(game.getByLabel('Stake')).toBeVisible({ timeout: 15_000 });
    const box = await frame.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 360, height: 740 });
    await page.screenshot({ path: `${SHOTS}/live-casino-mines-360.png` });
  });
});
