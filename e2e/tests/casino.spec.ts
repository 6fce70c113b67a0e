import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { apiGet, signIn } from '../support/helpers.js';

const SHOTS = 'test-results/screenshots';

/** Header figures as numbers: balance and exposure (shown as 0 or negative). */
async function header(page: Page): Promise<{ balance: number; exposure: number }> {
  const num = async (id: string) =>
    Number(((await page.getByTestId(id).locator('strong').textContent()) ?? '').replace(/,/g, ''));
  return { balance: await num('header-balance'), exposure: await num('header-exposure') };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Placed {
  id: string;
  betId: string;
  stake: number;
  result: string;
  profitLoss: number | null;
}

/**
 * Backs `nat` on the table's open round (retrying on the next round when the window closes under
 * the click), then waits for the round's result and returns the settled bet. `held` is what the bet
 * reserves (its stake, unless the row can lose more: Casino War's Player holds the war's raise too).
 */
async function playRound(
  page: Page,
  code: string,
  nat: string,
  stake: number,
  shot?: string,
  held = stake,
): Promise<Placed> {
  await page.goto(`/${code}`);
  await expect(page.getByTestId('card-table')).toBeVisible();
  const backButton = page.getByRole('button', { name: new RegExp(`^Back ${escape(nat)} [0-9.]+$`) });
  for (let attempt = 0; attempt < 4; attempt++) {
    // A window with a few seconds left: a click in its last moments would be refused.
    await expect(backButton).toBeEnabled({ timeout: 90_000 });
    const left = Number(((await page.getByTestId('card-countdown').textContent()) ?? '0').replace(/\D+/g, '') || '0');
    if (left < 6) {
      await expect(backButton).toBeDisabled({ timeout: 20_000 });
      continue;
    }
    await backButton.click();
    const slip = page.getByTestId('card-bet-slip');
    await expect(slip).toBeVisible();
    await slip.getByLabel('Stake', { exact: true }).fill(String(stake));
    await slip.getByRole('button', { name: 'Place bet' }).click();
    const placed = await page
      .getByTestId('bet-placed')
      .waitFor({ timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
    if (!placed) continue;
    const mid = ((await page.getByTestId('card-round-id').textContent()) ?? '').replace(/\D+/g, '');
    await expect.poll(async () => (await header(page)).exposure).toBe(-held);
    if (shot) {
      for (const width of [360, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `${SHOTS}/${shot}-${width}.png`, fullPage: true });
      }
    }
    const before = await header(page);
    await expect(page.getByTestId('round-pnl')).toBeVisible({ timeout: 90_000 });
    const list = await apiGet<{ rows: Placed[] }>(page, `/bet?betId=eq${encodeURIComponent(`card:${code}:${mid}`)}`);
    expect(list.rows).toHaveLength(1);
    const bet = list.rows[0]!;
    expect(['WIN', 'LOSS', 'TIE']).toContain(bet.result);
    // The header follows the settlement: the reservation is released and the P/L booked.
    await expect.poll(async () => (await header(page)).exposure).toBe(0);
    await expect
      .poll(async () => Math.round((await header(page)).balance * 100))
      .toBe(Math.round((before.balance + held + (bet.profitLoss ?? 0)) * 100));
    return bet;
  }
  throw new Error(`no bet could be placed on ${code}`);
}

test.describe('live card tables', () => {
  test('the lobby lists every table with its drawn thumbnail and filters by name', async ({ page }) => {
    await signIn(page);
    await page.goto('/casino');
    const lobby = page.getByTestId('casino-lobby');
    // 31 games: lobby ids 1 to 32 without 23, Ball By Ball, Casino Queen and Casino War among them.
    await expect(lobby.getByRole('link')).toHaveCount(31);
    for (const [name, path] of [
      ['Ball By Ball', '/ballbyball'],
      ['Casino Queen', '/queen'],
      ['Casino War', '/war'],
    ] as const)
      await expect(lobby.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/casino-lobby-${width}.png` });
    }
    await page.getByLabel('Search games').fill('dragon');
    // 20-20 Dragon Tiger, 20-20 Dragon Tiger 2, 1 Day Dragon Tiger.
    await expect(lobby.getByRole('link')).toHaveCount(3);
    await lobby.getByRole('link', { name: '20-20 Dragon Tiger', exact: true }).click();
    await expect(page).toHaveURL(/\/dt20$/);
    await expect(page.getByTestId('card-table')).toBeVisible();
  });

  test('three families: a bet in the window, the round resolves, the balance follows', async ({ page }) => {
    test.setTimeout(420_000);
    await signIn(page, 5000);
    const played = [
      await playRound(page, 'lucky7eu', 'LOW Card', 100, 'card-table-lucky7eu'),
      await playRound(page, 'dt20', 'Dragon', 100, 'card-table-dt20'),
      await playRound(page, 'aaa', 'Amar', 100),
    ];
    expect(played.every((b) => b.profitLoss !== null)).toBe(true);
    // The round's shoe verifies in the round-detail dialog.
    await page.getByTestId('card-last-results').getByRole('button').first().click();
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Verified')).toBeVisible({ timeout: 10_000 });
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/card-round-detail-${width}.png` });
    }
  });

  test('the in-house tables: a Casino War round is bet and resolves; Ball By Ball and Casino Queen open', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await signIn(page, 5000);
    // A Player bet holds twice its stake: a tie goes to war, and the raise is reserved with the bet.
    const bet = await playRound(page, 'war', 'Player', 100, 'card-table-war', 200);
    expect(bet.profitLoss).not.toBeNull();
    expect([-200, -100, 100]).toContain(bet.profitLoss);
    // The result is on the table: the cards, the round's P/L and the last result (P, D, W or L).
    await expect(page.getByTestId('round-pnl')).toBeVisible();
    await expect(page.getByTestId('card-last-results').getByRole('button').first()).toHaveText(/^[PDWL]$/);
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/card-table-war-result-${width}.png`, fullPage: true });
    }
    for (const [code, title, row] of [
      ['ballbyball', 'Ball By Ball', 'Ball 1 Six'],
      ['queen', 'Casino Queen', 'Hand A'],
    ] as const) {
      await page.goto(`/${code}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('button', { name: new RegExp(`^Back ${row} [0-9.]+$`) })).toBeVisible();
      for (const width of [360, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `${SHOTS}/card-table-${code}-${width}.png`, fullPage: true });
      }
    }
  });
});
