import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { apiGet, operator, signIn } from '../support/helpers.js';

const SHOTS = 'test-results/screenshots';

interface Level {
  price: number;
  size: number;
}
interface Market {
  id: string;
  name: string;
  status: string;
  runners: { selectionId: number; ex: { availableToBack: Level[]; availableToLay: Level[] } }[];
}

async function header(page: Page): Promise<{ balance: number; exposure: number }> {
  const num = async (id: string) =>
    Number(((await page.getByTestId(id).locator('strong').textContent()) ?? '').replace(/,/g, ''));
  return { balance: await num('header-balance'), exposure: await num('header-exposure') };
}

test.describe('manual sessions', () => {
  test('the operator opens and rates a manual session; a player bets on it live, opens its book, and it settles', async ({
    page,
  }) => {
    await signIn(page);
    const list = await apiGet<{ matches: { id: string }[] }>(page, '/match/list?match.matchType=eqcricket&limit=100');
    const matchId = list.matches[0]?.id;
    expect(matchId, 'a listed cricket match').toBeTruthy();

    // The operator's levers (what `npm run op -- session-open …` and `session-rate …` call).
    const opened = (await operator('/operator/sessions/open', {
      matchId,
      name: '8 over runs (manual)',
      minBet: 10,
      maxBet: 5000,
    })) as { market: Market };
    const id = opened.market.id;
    await operator('/operator/sessions/rate', { marketId: id, noLine: 62, noRate: 100, yesLine: 64, yesRate: 100 });

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/game-detail/cricket/${matchId}`);
    const section = page.getByRole('region', { name: 'Manual Session' });
    await expect(section.getByRole('heading', { name: 'Manual Session' })).toBeVisible({ timeout: 20_000 });
    const row = page.getByTestId(`fancy-${id}`);
    const yes = row.locator('.bl-cell.bl-back');
    const no = row.locator('.bl-cell.bl-lay');
    await expect(yes.locator('.bl-cell__price')).toHaveText('64');
    await expect(no.locator('.bl-cell__price')).toHaveText('62');

    // A new rate reaches the open page without a reload.
    await operator('/operator/sessions/rate', { marketId: id, noLine: 63, noRate: 100, yesLine: 65, yesRate: 90 });
    await expect(yes.locator('.bl-cell__price')).toHaveText('65');
    await expect(yes.locator('.bl-cell__size')).toHaveText('90');
    await expect(no.locator('.bl-cell__price')).toHaveText('63');

    // YES 65 at 90 for 100: the slip under the row, then the book.
    await yes.click();
    const slip = row.getByTestId('bet-slip');
    await expect(slip.getByTestId('slip-price')).toHaveText('65');
    await slip.getByLabel('Stake', { exact: true }).fill('100');
    await expect(slip.getByTestId('slip-win')).toContainText('90.00');
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await expect(slip).toBeHidden({ timeout: 20_000 });
    await expect.poll(async () => (await header(page)).exposure, { timeout: 15_000 }).toBe(-100);

    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await row.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/manual-session-${width}.png` });
    }

    await row.getByRole('button', { name: `Book: ${opened.market.name}` }).click();
    const book = page.getByRole('dialog');
    const ladder = book.getByTestId('book-ladder');
    await expect(ladder).toBeVisible();
    await expect(ladder.locator('tbody tr').first()).toBeVisible();
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/manual-session-book-${width}.png` });
    }
    await book.getByRole('button', { name: 'Close the book' }).click();

    // Suspended: the row is covered; closed: it leaves the page, and its bet still settles.
    await operator('/operator/sessions/suspend', { marketId: id });
    await expect(row.getByText('SUSPENDED')).toBeVisible();
    await operator('/operator/sessions/close', { marketId: id });
    await expect(section).toBeHidden();
    await operator('/operator/results/declare', { marketId: id, runs: 70 });
    await expect.poll(async () => header(page), { timeout: 15_000 }).toEqual({ balance: 5090, exposure: 0 });
  });
});
