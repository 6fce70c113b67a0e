import { expect, test } from '../support/test.js';
import { apiGet, signIn } from '../support/helpers.js';

const SHOTS = 'test-results/screenshots';

interface Country {
  countryCode: string;
  count: number;
}

test.describe('racing', () => {
  test('races by country: countries, meetings and start times, each race opening its race card', async ({ page }) => {
    await signIn(page);
    const horses = await apiGet<Country[]>(
      page,
      '/match/countryWiseList?racingMatch.stopAt=isNull&matchType=horseRacing',
    );
    expect(horses.length).toBeGreaterThan(1);
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/home?tab=horseRacing');
      const countries = page.getByRole('navigation', { name: 'Countries' });
      await expect(countries.getByRole('link')).toHaveCount(horses.length);
      await expect(countries.locator('[aria-current="page"]')).toHaveCount(1);
      const meetings = page.getByRole('region', { name: 'Horse Racing by country' }).locator('section.bl-panel');
      await expect(meetings.first()).toBeVisible();
      const scroll = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(scroll).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SHOTS}/racing-countries-${width}.png`, fullPage: true });
    }

    // Another country: its meetings replace the first one's, and the address says which.
    const second = horses[1]!;
    await page.getByRole('navigation', { name: 'Countries' }).locator('a').nth(1).click();
    await expect(page).toHaveURL(new RegExp(`country=${second.countryCode}`));
    const links = page.locator('section.bl-panel a[href^="/race/"]');
    await expect(links).toHaveCount(second.count);

    // A race opens its race card with its runners.
    const href = await links.first().getAttribute('href');
    await links.first().click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator('.bl-cell').first()).toBeVisible();

    // Greyhounds on their sport page, the same way.
    await page.goto('/game-list/greyHound');
    await expect(page.getByRole('heading', { level: 1, name: 'Greyhound Racing' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Countries' }).getByRole('link').first()).toBeVisible();
    await expect(page.locator('section.bl-panel a[href^="/race/"]').first()).toBeVisible();
  });
});
