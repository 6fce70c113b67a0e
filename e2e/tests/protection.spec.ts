import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { apiGet, cricketMatchOdds, expectLoggedIn, login, newPlayer, signIn } from '../support/helpers.js';

const SHOTS = 'test-results/screenshots';

async function shoot(page: Page, name: string, options: { fullPage?: boolean; show?: Locator } = {}) {
  const { fullPage = false, show } = options;
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    if (show) await show.scrollIntoViewIfNeeded();
    const scroll = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(scroll, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage });
  }
}

test.describe('player protection', () => {
  test('a limit set on Player Protection refuses a bet over it, saying which limit; the history records both', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signIn(page, 5000);
    await page.setViewportSize({ width: 1440, height: 900 });

    // From the user menu.
    await page.getByTestId('user-menu').getByRole('button').first().click();
    await page.getByRole('menuitem', { name: 'Player Protection' }).click();
    await expect(page).toHaveURL(/\/player-protection$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Player Protection' })).toBeVisible();

    const maxStake = page.getByRole('form', { name: 'Maximum stake per bet' });
    await maxStake.getByLabel('New limit').fill('100');
    await maxStake.getByRole('button', { name: 'Set limit' }).click();
    const maxStakeLimit = page.getByRole('article', { name: 'Maximum stake per bet' });
    await expect(maxStakeLimit.getByText('Maximum stake per bet: 100.00, in force now.')).toBeVisible();
    await expect(maxStakeLimit.getByText('In force: 100.00')).toBeVisible();

    // Raising a loss limit waits 7 days, shown with its date.
    const lossDayLimit = page.getByRole('article', { name: 'Loss limit per 24 hours' });
    const lossDay = lossDayLimit.getByRole('form', { name: 'Loss limit per 24 hours' });
    await lossDay.getByLabel('New limit').fill('500');
    await lossDay.getByRole('button', { name: 'Set limit' }).click();
    await expect(lossDayLimit.getByText('Loss limit per 24 hours: 500.00, in force now.')).toBeVisible();
    await lossDay.getByLabel('New limit').fill('900');
    await lossDay.getByRole('button', { name: 'Set limit' }).click();
    await expect(
      lossDayLimit.getByText(/Loss limit per 24 hours: rises to 900\.00 on .*; until then 500\.00 stays in force\./),
    ).toBeVisible();
    await shoot(page, 'protection-limits', { fullPage: true });

    // A bet of 150 on a match: refused in the slip with the limit's own words. (Another journey may
    // have declared a result on the market found: the slip then says so, and the next one is tried.)
    const declared = new Set<string>();
    let refusal = page.getByTestId('slip-rejection');
    for (let attempt = 0; attempt < 4; attempt++) {
      const { detail, market } = await cricketMatchOdds(page, { preMatch: true, except: declared });
      await page.goto(`/game-detail/cricket/${detail.id}`);
      const region = page.getByRole('region', { name: market.name }).first();
      const cell = region.locator('[data-side="back"][data-level="0"]').first();
      await expect(cell).toBeEnabled({ timeout: 20_000 });
      await cell.click();
      const slip = region.getByTestId('bet-slip');
      await slip.getByLabel('Stake', { exact: true }).fill('150');
      await slip.getByRole('button', { name: 'Place bet' }).click();
      refusal = slip.getByTestId('slip-rejection');
      await expect(refusal).toBeVisible({ timeout: 20_000 });
      if (!/has a result/.test(await refusal.innerText())) break;
      declared.add(market.id);
    }
    await expect(refusal).toContainText('Your maximum stake per bet is 100.00: this bet stakes 150.00.');
    const profile = await apiGet<{ userBal: { exposure: number } }>(page, '/user/profile');
    expect(profile.userBal.exposure).toBe(0);
    await shoot(page, 'protection-limit-refusal', { show: refusal });

    // The history: the limits set, the pending increase, the refusal.
    await page.goto('/player-protection');
    const history = page.getByRole('region', { name: 'History' });
    await expect(
      history.getByText(/^Refused \((bet|order) on .+\): Your maximum stake per bet is 100\.00/),
    ).toBeVisible();
    await expect(history.getByText(/rises to 900\.00 on/)).toBeVisible();
    await shoot(page, 'protection-history', { show: history });
  });

  test('the reality check comes after the interval, survives a reload, shows in every tab, and Continue closes it everywhere', async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    // The browser's clock, moved on instead of waiting an hour: the due time is the server's.
    await context.clock.install();
    await signIn(page, 5000);
    await page.setViewportSize({ width: 1440, height: 900 });
    const clock = page.getByRole('timer', { name: 'Time logged in' });
    await expect(clock).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Reality check' })).toHaveCount(0);

    await context.clock.fastForward('01:01:00');
    const dialog = page.getByRole('dialog', { name: 'Reality check' });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await expect(dialog).toContainText('You have been logged in for 1 h 01 min.');
    await expect(dialog).toContainText('Profit/loss this session:');
    await expect(dialog.getByRole('link', { name: 'Bet History' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Account Statement' })).toBeVisible();
    await shoot(page, 'reality-check');

    // A reload shows it again at once; so does another tab of the same login.
    await page.reload();
    await expect(page.getByRole('dialog', { name: 'Reality check' })).toBeVisible({ timeout: 20_000 });
    // Opened from the page, as a player opens a tab: it shares the page's login.
    const opened = context.waitForEvent('page');
    await page.evaluate(() => void window.open('/home'));
    const other = await opened;
    await other.setViewportSize({ width: 1440, height: 900 });
    await expect(other.getByRole('dialog', { name: 'Reality check' })).toBeVisible({ timeout: 20_000 });

    // The browser's clock back to the server's, then Continue: both tabs close it.
    await context.clock.setSystemTime(Date.now());
    await page.getByRole('dialog', { name: 'Reality check' }).getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('dialog', { name: 'Reality check' })).toHaveCount(0);
    await expect(other.getByRole('dialog', { name: 'Reality check' })).toHaveCount(0, { timeout: 20_000 });
    const state = await apiGet<{ realityCheck: { dueAt: string } }>(page, '/user/protection');
    expect(Date.parse(state.realityCheck.dueAt) - Date.now()).toBeGreaterThan(59 * 60_000);
  });

  test('self-exclusion logs out at once and the log-in is refused with its end date and where to find help', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const player = await newPlayer({ credit: 1000 });
    await login(page, player.userName, player.password);
    await expectLoggedIn(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/player-protection');
    const section = page.getByRole('region', { name: 'Self-exclusion' });
    await section.getByRole('radio', { name: '6 months' }).check();
    await section.getByRole('button', { name: 'Self-exclude' }).click();
    const dialog = page.getByRole('dialog', { name: 'Self-exclude for 6 months' });
    await expect(dialog).toBeVisible();
    await shoot(page, 'self-exclusion-confirm');

    // The wrong password changes nothing.
    await dialog.getByLabel('Your password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Self-exclude and log out' }).click();
    await expect(dialog.getByText('The password is not correct.')).toBeVisible();
    await dialog.getByLabel('Your password').fill(player.password);
    await dialog.getByRole('button', { name: 'Self-exclude and log out' }).click();
    await expect(page).toHaveURL(/\/login/, { timeout: 20_000 });

    await login(page, player.userName, player.password);
    const panel = page.locator('.bl-refusal');
    await expect(
      panel.getByText(/^You have excluded yourself until \d{1,2} \w{3} \d{4}, \d{2}:\d{2} UTC\./),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    const help = panel.getByRole('navigation', { name: 'Help and support' });
    for (const name of ['GamCare', 'Gambling Therapy', 'Gamblers Anonymous'])
      await expect(help.getByRole('link', { name })).toBeVisible();
    // Before the period is over it cannot be asked to end.
    await expect(panel.getByRole('button', { name: 'Ask to end my self-exclusion' })).toHaveCount(0);
    await shoot(page, 'self-exclusion-login-refused');
  });
});
