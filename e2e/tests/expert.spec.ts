import { expect, test } from '../support/test.js';
import { apiGet, operator, signIn } from '../support/helpers.js';
import { TEST_IDS } from '@backlay/shared/testing/ids';

const SHOTS = 'test-results/screenshots';

test.describe('the operator’s notices, live', () => {
  test('a marquee, a banner and blinking tabs the operator sets reach an open page without a reload', async ({
    page,
  }) => {
    await signIn(page);
    const before = await apiGet<{ value: string }>(page, '/expert/notification?type=marquee');
    await page.goto('/home');
    const marquee = page.getByTestId(TEST_IDS.marquee);
    await expect(marquee).toBeVisible();
    let reloads = 0;
    page.on('load', () => (reloads += 1));

    try {
      await operator('/operator/notification', {
        type: 'marquee',
        value: 'Cup final tonight: in-play odds all evening',
      });
      await operator('/operator/notification', { type: 'banner2', value: 'Racing from Ascot from 13:30' });
      await expect(marquee).toHaveText(
        /^Cup final tonight: in-play odds all evening\s+•\s+Racing from Ascot from 13:30$/,
      );

      const fixtures = await apiGet<{ matches: { id: string; title: string; matchType: string }[] }>(
        page,
        '/match/list?searchBy=title&limit=100',
      );
      const [a, b] = fixtures.matches.filter((m) => m.matchType === 'football');
      expect(a && b).toBeTruthy();
      await operator('/operator/blinkingTabs', { matchIds: [a!.id, b!.id] });
      const tabs = page.getByTestId(TEST_IDS.blinkingTab);
      await expect(tabs).toHaveText([a!.title, b!.title]);
      expect(reloads).toBe(0);

      for (const width of [360, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        await expect(tabs.first()).toBeAttached();
        await page.screenshot({ path: `${SHOTS}/expert-live-${width}.png` });
      }

      // A tab opens its match.
      await tabs.first().locator('a').click();
      await expect(page).toHaveURL(new RegExp(`/game-detail/football/${a!.id}`));
    } finally {
      await operator('/operator/blinkingTabs', { matchIds: [] });
      await operator('/operator/notification', { type: 'banner2', value: '' });
      await operator('/operator/notification', { type: 'marquee', value: before.value });
    }
  });
});
