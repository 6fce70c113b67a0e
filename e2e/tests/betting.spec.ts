import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { API } from '../support/env.js';
import { apiGet, keptAfterCommission, operator, sessionValue, signIn } from '../support/helpers.js';
import { formatAmount } from '@backlay/shared/betting';

const SHOTS = 'test-results/screenshots';

interface Runner {
  selectionId: number;
  nat: string;
  ex: { availableToBack: { price: number; size: number }[]; availableToLay: { price: number; size: number }[] };
}
interface Market {
  id: string;
  name: string;
  type: string;
  status: string;
  minBet: number;
  maxBet: number;
  result: unknown;
  runners: Runner[];
}
interface Detail {
  id: string;
  matchType: string;
  tournament: Market[];
  apiSession: Record<string, Market[]>;
}
/** An exchange order as GET /bet/orders gives it (amounts in currency units). */
interface Order {
  id: string;
  betId: string;
  selectionId: number;
  betType: 'BACK' | 'LAY';
  odds: number;
  stake: number;
  matched: number;
  unmatched: number;
  cancelled: number;
  status: 'OPEN' | 'FILLED' | 'CANCELLED' | 'LAPSED';
}

/** `text` matched literally inside a regular expression. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The match of the match page the journey is on. */
function pageMatchId(page: Page): string {
  return new URL(page.url()).pathname.split('/').pop()!;
}

/** The player's orders on a match, newest first: the waiting ones, or all. */
function ordersOn(page: Page, matchId: string, status: 'OPEN' | 'ALL' = 'OPEN'): Promise<Order[]> {
  return apiGet<Order[]>(page, `/bet/orders?matchId=${matchId}&status=${status}`);
}

/** A waiting order's row in My Bets' Unmatched list. */
function unmatchedRow(page: Page, orderId: string): Locator {
  return page.getByTestId('unmatched-order').and(page.locator(`[data-order-id="${orderId}"]`));
}

/**
 * After a slip on a ladder market closed: a bet sent at a price the market had just left waits
 * unmatched (in part or in full) instead of being refused. Each waiting order is cancelled with its
 * Cancel button in My Bets; returns the stake that was not matched, to place again (0: all matched).
 */
async function cancelWaiting(page: Page): Promise<number> {
  const matchId = pageMatchId(page);
  let left = 0;
  for (const order of await ordersOn(page, matchId)) {
    const row = unmatchedRow(page, order.id);
    await row.getByTestId('order-cancel').click();
    await expect(row).toHaveCount(0);
    // Filled meanwhile, the cancel is refused and the row goes all the same: count what was cancelled.
    const ended = (await ordersOn(page, matchId, 'ALL')).find((o) => o.id === order.id)!;
    left += ended.cancelled;
  }
  return Math.round(left * 100) / 100;
}

/** Header figures as numbers: balance and exposure (shown as 0 or negative). */
async function header(page: Page): Promise<{ balance: number; exposure: number }> {
  const num = async (id: string) =>
    Number(((await page.getByTestId(id).locator('strong').textContent()) ?? '').replace(/,/g, ''));
  return { balance: await num('header-balance'), exposure: await num('header-exposure') };
}

/**
 * Sends the open slip. The feed moves prices while a journey types: a refusal that offers the new
 * price ("Take …") is taken and sent once more. True once the slip has closed with the bet placed.
 */
async function sendSlip(slip: Locator): Promise<boolean> {
  await slip.getByRole('button', { name: 'Place bet' }).click();
  const done = await Promise.race([
    slip.waitFor({ state: 'detached', timeout: 20_000 }).then(() => 'placed' as const),
    slip
      .getByTestId('slip-rejection')
      .waitFor({ timeout: 20_000 })
      .then(() => 'refused' as const),
  ]).catch(() => 'timeout' as const);
  if (done === 'placed') return true;
  const take = slip.getByRole('button', { name: /^Take / });
  if (!(await take.isVisible().catch(() => false))) return false;
  await take.click();
  await slip.getByRole('button', { name: 'Place bet' }).click();
  return slip
    .waitFor({ state: 'detached', timeout: 20_000 })
    .then(() => true)
    .catch(() => false);
}

/**
 * Opens the slip from a price cell, types the stake and places. Live markets move and suspend:
 * a refusal with a new price is taken, a suspension is retried, and on a ladder market an order
 * left waiting by a price that moved away is cancelled and placed again, up to a few attempts.
 */
async function placeFrom(page: Page, cell: () => Locator, stake: number): Promise<void> {
  let left = stake;
  for (let attempt = 0; attempt < 8; attempt++) {
    const target = cell();
    await expect(target).toBeEnabled({ timeout: 20_000 });
    await target.click();
    const slip = page.getByTestId('bet-slip');
    if (!(await slip.isVisible().catch(() => false))) {
      await page.waitForTimeout(500);
      continue;
    }
    await slip.getByLabel('Stake', { exact: true }).fill(String(left));
    await expect(slip.getByTestId('slip-outcomes').or(slip.getByTestId('slip-win')).first()).toBeVisible();
    if (await sendSlip(slip)) {
      // On a ladder market the price may have moved on as the order was sent: what waits is
      // cancelled and placed again at the price on offer now.
      left = await cancelWaiting(page);
      if (left === 0) return;
      continue;
    }
    const close = slip.getByRole('button', { name: /close|cancel/i }).first();
    if (await close.isVisible().catch(() => false)) await close.click();
    await page.waitForTimeout(1000);
  }
  throw new Error('the bet could not be placed');
}

/**
 * The `nth` pre-play match of a sport (cricket unless named) whose match odds are open and without a result, with a back and
 * a lay price on every runner. Each journey of this file takes its own `nth`, so one journey's
 * result never falls on another's market (a worker restarted after a failure counts the same way).
 */
async function prePlayMatchOdds(page: Page, nth: number, sport = 'cricket'): Promise<Detail> {
  const list = await apiGet<{ matches: { id: string; matchType: string; inPlay: boolean }[] }>(
    page,
    `/match/list?match.matchType=eq${sport}&limit=100`,
  );
  let skip = nth;
  for (const m of list.matches.filter((x) => !x.inPlay)) {
    const d = await apiGet<Detail>(page, `/match/${m.id}`);
    const mo = d.tournament.find((t) => t.type === 'matchOdds' && t.status === 'OPEN' && t.result === null);
    if (
      mo &&
      mo.runners.length >= 2 &&
      mo.runners.every((r) => r.ex.availableToBack.length && r.ex.availableToLay.length)
    ) {
      if (skip === 0) return d;
      skip -= 1;
    }
  }
  throw new Error(`no pre-play ${sport} match with open match odds`);
}

/** Opens the `nth` pre-play match of `sport` on its page: its match odds, their region, a best-price cell. */
async function openMatchOdds(page: Page, nth: number, sport = 'cricket') {
  const detail = await prePlayMatchOdds(page, nth, sport);
  const market = detail.tournament.find((t) => t.type === 'matchOdds')!;
  await page.goto(`/game-detail/${sport}/${detail.id}`);
  const region = page.getByRole('region', { name: market.name }).first();
  await expect(region).toBeVisible();
  const cell = (r: Runner, side: 'back' | 'lay') =>
    region.locator(`button[data-selection="${r.selectionId}"][data-side="${side}"][data-level="0"]`);
  return { detail, market, region, cell };
}

test.describe('betting', () => {
  test('back and lay on match odds: positions, balance and exposure move, My Market lists it, the result settles it', async ({
    page,
  }) => {
    await signIn(page);
    const { detail, market, region, cell: best } = await openMatchOdds(page, 0);
    const [a, b] = market.runners;
    const cell = (r: Runner, side: 'back' | 'lay') => () => best(r, side);

    // The slip shows every runner's outcome while the stake is typed.
    await cell(a!, 'back')().click();
    const slip = page.getByTestId('bet-slip');
    await expect(slip).toBeVisible();
    await slip.getByLabel('Stake', { exact: true }).fill('100');
    await expect(slip.getByTestId(`outcome-${b!.selectionId}`)).toContainText('100');
    // Match odds pay commission on net winnings: the slip says so, and what A's win keeps.
    await expect(slip.getByTestId('slip-commission')).toContainText('1 % of your net winnings');
    await expect(slip.getByTestId(`outcome-${a!.selectionId}`).getByTestId('slip-kept')).toContainText(
      'after 1 % commission',
    );
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await slip.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/bet-slip-${width}.png` });
    }
    expect(await sendSlip(slip), 'the first bet is placed').toBe(true);
    await expect(slip).toHaveCount(0);
    // Left waiting by a price that moved away as it was sent: cancelled, and placed at the price now.
    const waited = await cancelWaiting(page);
    if (waited > 0) await placeFrom(page, cell(a!, 'back'), waited);
    await expect.poll(async () => (await header(page)).exposure).toBe(-100);
    await expect(region.getByTestId('runner-' + b!.selectionId).getByTestId('position-now')).toContainText('100');

    await placeFrom(page, cell(b!, 'lay'), 100);
    const myBets = page.getByTestId('my-bets');
    await expect(myBets.locator('[data-testid^="my-bet-"]')).toHaveCount(2);
    const positions = await fetch(`${API}/bet/profitLoss`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await sessionValue(page, 'jwtMaxUser')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ matchId: detail.id }),
    }).then((r) => r.json() as Promise<{ data: { exposure: number; runners: Record<string, number> }[] }>);
    const exposure = positions.data[0]!.exposure;
    await expect.poll(async () => (await header(page)).exposure).toBe(-exposure);
    await expect(page.getByTestId('header-balance')).toContainText(
      (5000 - exposure).toLocaleString('en-US', { maximumFractionDigits: 2 }),
    );
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/positions-${width}.png`, fullPage: true });
    }

    // My Market from the header exposure.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByTestId('header-exposure').click();
    const dialog = page.getByRole('dialog', { name: 'My Market' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('row')).toHaveCount(2);
    await page.screenshot({ path: `${SHOTS}/my-market-1440.png` });
    await dialog.getByRole('link').first().click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/game-detail/cricket/${detail.id}`));

    // The operator declares A the winner: balance settles without a reload.
    // What A's win leaves once the market's commission (1 % on match odds by default) is taken.
    const win = await keptAfterCommission(page, positions.data[0]!.runners[String(a!.selectionId)]!, market.type);
    await operator('/operator/results/declare', { marketId: market.id, winner: a!.selectionId });
    await expect
      .poll(async () => header(page), { timeout: 15_000 })
      .toEqual({ balance: Math.round((5000 + win) * 100) / 100, exposure: 0 });
    await expect(myBets.locator('[data-testid^="my-bet-"]')).toHaveCount(0);
  });

  test('a session bet shows its run-amount ladder and settles on the result', async ({ page }) => {
    await signIn(page);
    const list = await apiGet<{ matches: { id: string; inPlay: boolean }[] }>(
      page,
      '/match/list?match.matchType=eqcricket&limit=100',
    );
    let found: { detail: Detail; market: Market } | undefined;
    for (const m of list.matches.filter((x) => x.inPlay)) {
      const d = await apiGet<Detail>(page, `/match/${m.id}`);
      const session = (d.apiSession.session ?? []).find(
        (s) => s.status !== 'CLOSED' && s.runners[0]?.ex.availableToBack.length,
      );
      if (session) {
        found = { detail: d, market: session };
        break;
      }
    }
    expect(found, 'an in-play cricket match with an open session').toBeTruthy();
    const { detail, market } = found!;
    await page.goto(`/game-detail/cricket/${detail.id}`);
    const row = page.getByTestId(`fancy-${market.id}`);
    await expect(row).toBeVisible({ timeout: 20_000 });
    await placeFrom(page, () => row.locator('button[data-side="back"]').first(), 100);
    await expect.poll(async () => (await header(page)).exposure).toBe(-100);

    await row.getByRole('button', { name: /^Book: / }).click();
    const book = page.getByRole('dialog');
    await expect(book.getByTestId('book-ladder')).toBeVisible();
    const rows = book.getByTestId('book-ladder').locator('tbody tr');
    expect(await rows.count()).toBeLessThanOrEqual(8);
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/session-book-${width}.png` });
    }
    await book.getByRole('button', { name: 'Close the book' }).click();

    const bets = await apiGet<{ rows: { betId: string; odds: number; stake: number; rate: number }[] }>(page, '/bet');
    const line = bets.rows.find((r) => r.betId === market.id)!.odds;
    const rate = bets.rows.find((r) => r.betId === market.id)!.rate;
    await operator('/operator/results/declare', { marketId: market.id, runs: line + 2 });
    const expected = Math.round((5000 + (100 * rate) / 100) * 100) / 100;
    await expect.poll(async () => header(page), { timeout: 15_000 }).toEqual({ balance: expected, exposure: 0 });
  });

  test('one-click: a price click places the chosen stake at once and the setting outlives a reload; the slip can confirm first', async ({
    page,
  }) => {
    await signIn(page);
    await page.setViewportSize({ width: 360, height: 800 });
    const { market, cell } = await openMatchOdds(page, 1);
    const [a, b] = market.runners;

    // On, with the 500 button as its stake.
    const bar = page.getByRole('group', { name: 'One-click betting' });
    const toggle = bar.getByRole('switch', { name: 'One-click betting' });
    await expect(toggle).toBeEnabled();
    await toggle.click();
    await expect(toggle).toBeChecked();
    await bar.getByRole('group', { name: 'One-click stake' }).getByRole('button', { name: '500', exact: true }).click();
    await expect(bar.getByTestId('one-click-note')).toHaveText(
      'One-click is on: a price click places a bet of 500 at once.',
    );

    // A price click places 500 at once: no slip; the toast names the bet. The feed moves prices:
    // an order at a price the market has left waits unmatched (or a refusal) — a toast too — and is
    // cancelled, and the click tried again.
    const myBets = page.getByTestId('my-bets').locator('[data-testid^="my-bet-"]');
    const toasts = page.getByTestId('toast');
    for (let attempt = 0; attempt < 6 && (await myBets.count()) === 0; attempt++) {
      await expect(cell(a!, 'back')).toBeEnabled({ timeout: 20_000 });
      await cell(a!, 'back').click();
      await expect(page.getByTestId('bet-slip')).toHaveCount(0);
      await expect(toasts.filter({ hasText: /^(Bet placed|Not placed)|waits unmatched/ }).first()).toBeVisible({
        timeout: 20_000,
      });
      if ((await toasts.filter({ hasText: /^Bet placed/ }).count()) > 0) break;
      await cancelWaiting(page);
      await page.waitForTimeout(1000);
    }
    await expect(toasts.filter({ hasText: new RegExp(`^Bet placed: Back ${a!.nat}, stake 500`) })).toBeVisible();
    await expect(myBets).toHaveCount(1);
    await expect.poll(async () => (await header(page)).exposure).toBe(-500);
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/one-click-${width}.png` });
    }

    // Remembered on the server: on after a reload, with the same stake.
    await page.reload();
    await expect(toggle).toBeChecked();
    await expect(
      bar.getByRole('group', { name: 'One-click stake' }).getByRole('button', { name: '500', exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');

    // Off again, and the slip's confirm step on: Place shows the bet once more, Confirm places it.
    await toggle.click();
    await expect(toggle).not.toBeChecked();
    await expect(bar.getByTestId('one-click-note')).toHaveText('A price click opens the bet slip.');
    await page.setViewportSize({ width: 360, height: 800 });
    for (let attempt = 0; attempt < 6 && (await myBets.count()) < 2; attempt++) {
      await expect(cell(b!, 'lay')).toBeEnabled({ timeout: 20_000 });
      await cell(b!, 'lay').click();
      const slip = page.getByTestId('bet-slip');
      await expect(slip).toBeVisible();
      const confirmFirst = slip.getByRole('checkbox', { name: 'Confirm before placing' });
      if (!(await confirmFirst.isChecked())) {
        // The choice is saved on the server; the box shows it as soon as the change is made.
        await confirmFirst.click();
        await expect(confirmFirst).toBeChecked();
      }
      await slip.getByLabel('Stake', { exact: true }).fill('100');
      await slip.getByRole('button', { name: 'Place bet' }).click();
      const step = slip.getByRole('group', { name: 'Confirm your bet' });
      await expect(step).toContainText(`Place this bet? Lay ${b!.nat} at `);
      await expect(step).toContainText('stake 100.');
      if (attempt === 0) {
        for (const width of [360, 1440]) {
          await page.setViewportSize({ width, height: 900 });
          await slip.scrollIntoViewIfNeeded();
          await page.screenshot({ path: `${SHOTS}/slip-confirm-${width}.png` });
        }
      }
      await step.getByRole('button', { name: 'Confirm bet' }).click();
      const placed = await slip
        .waitFor({ state: 'detached', timeout: 20_000 })
        .then(() => true)
        .catch(() => false);
      // A lay the market moved away from as it was sent waits unmatched: cancelled, and tried again.
      if (placed && (await cancelWaiting(page)) === 0) break;
      if (!placed) await slip.getByRole('button', { name: 'Cancel' }).click();
    }
    await expect(myBets).toHaveCount(2);
  });

  test('cash out: a back bet is half cashed out at the live quote, as a bet of its own, and the exposure falls', async ({
    page,
  }) => {
    await signIn(page);
    await page.setViewportSize({ width: 360, height: 800 });
    const { market, region, cell } = await openMatchOdds(page, 0, 'tennis');
    const [a] = market.runners;
    await placeFrom(page, () => cell(a!, 'back'), 1000);
    await expect.poll(async () => (await header(page)).exposure).toBe(-1000);

    // The quote follows the prices; half of it is placed. A refusal (the price moved between the
    // quote and the server) shows in the panel, and the new quote is sent again.
    const open = region.getByRole('button', { name: /^Cash out [+−]/ });
    await expect(open).toBeVisible();
    await open.click();
    const panel = region.getByRole('group', { name: 'Cash out' });
    await panel.getByRole('radio', { name: '50 %' }).click();
    await expect(panel.getByTestId('cash-out-bet')).toContainText(' at ');
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await panel.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/cash-out-${width}.png` });
    }
    const myBets = page.getByTestId('my-bets').locator('[data-testid^="my-bet-"]');
    for (let attempt = 0; attempt < 6 && (await myBets.count()) < 2; attempt++) {
      await panel.getByRole('button', { name: 'Cash out 50 %' }).click();
      await expect(
        page
          .getByTestId('toast')
          .filter({ hasText: /^Cashed out 50 %/ })
          .or(panel.getByTestId('cash-out-refusal')),
      ).toBeVisible({ timeout: 20_000 });
      if (
        await page
          .getByTestId('toast')
          .filter({ hasText: /^Cashed out 50 %/ })
          .isVisible()
      )
        break;
    }
    await expect(page.getByTestId('toast').filter({ hasText: /^Cashed out 50 %: (Back|Lay) / })).toBeVisible();
    await expect(myBets).toHaveCount(2);
    // Half the difference between the runners is hedged: the worst case is smaller than the stake.
    await expect.poll(async () => (await header(page)).exposure).toBeGreaterThan(-1000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: `${SHOTS}/cash-out-done-1440.png` });
  });

  test('an unmatched bet: a back above the best price waits, reserves its stake, and Cancel returns it', async ({
    page,
  }) => {
    await signIn(page);
    await page.setViewportSize({ width: 360, height: 800 });
    const { detail, market, cell } = await openMatchOdds(page, 1, 'tennis');
    const [a] = market.runners;
    const back = cell(a!, 'back');

    // Five ladder ticks above the best back: no backer's price on offer reaches it.
    await expect(back).toBeEnabled({ timeout: 20_000 });
    await back.click();
    const slip = page.getByTestId('bet-slip');
    await expect(slip).toBeVisible();
    for (let tick = 0; tick < 5; tick++) await slip.getByRole('button', { name: 'Raise the odds' }).click();
    const price = Number(await slip.getByLabel('Odds', { exact: true }).inputValue());
    const now = await apiGet<Detail>(page, `/match/${detail.id}`);
    const best = now.tournament.find((t) => t.id === market.id)!.runners.find((r) => r.selectionId === a!.selectionId)!
      .ex.availableToBack[0]!.price;
    expect(price, 'the slip asks well above the best back').toBeGreaterThan(best);
    // Before the off the slip asks what the unmatched part does at the in-play turn: cancel by default.
    await expect(slip.getByRole('radio', { name: 'Cancel' })).toBeChecked();
    await slip.getByLabel('Stake', { exact: true }).fill('200');
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await expect(
      page.getByTestId('toast').filter({
        hasText: `Back ${a!.nat}: your bet of 200 at ${price} waits unmatched.`,
      }),
    ).toBeVisible({ timeout: 20_000 });
    await expect(slip).toHaveCount(0);

    // Listed under Unmatched, with nothing matched; a back of 200 reserves 200.
    const [order] = await ordersOn(page, detail.id);
    expect(order).toMatchObject({ betType: 'BACK', odds: price, stake: 200, matched: 0, unmatched: 200 });
    const list = page.getByTestId('unmatched-orders');
    const row = unmatchedRow(page, order!.id);
    await expect(list.getByRole('heading', { name: 'Unmatched (1)' })).toBeVisible();
    await expect(row.getByTestId('order-price')).toHaveText(String(price));
    await expect(row.getByTestId('order-unmatched')).toContainText('200 unmatched');
    await expect(page.getByTestId('my-bets').locator('[data-testid^="my-bet-"]')).toHaveCount(0);
    await expect.poll(async () => header(page)).toEqual({ balance: 4800, exposure: -200 });
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await list.scrollIntoViewIfNeeded();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `no sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
      await expect(row.getByTestId('order-cancel')).toBeInViewport();
      await page.screenshot({ path: `${SHOTS}/unmatched-${width}.png` });
    }

    // Cancel: the row goes, the note says what was cancelled, and the reservation comes back.
    await page.setViewportSize({ width: 360, height: 800 });
    await row.getByTestId('order-cancel').click();
    await expect(row).toHaveCount(0);
    await expect(list.getByTestId('unmatched-note')).toHaveText(`Cancelled: unmatched Back ${a!.nat} 200 at ${price}.`);
    await expect(list.getByRole('heading', { name: 'Unmatched (0)' })).toBeVisible();
    await expect.poll(async () => header(page)).toEqual({ balance: 5000, exposure: 0 });
    expect((await ordersOn(page, detail.id, 'ALL')).find((o) => o.id === order!.id)).toMatchObject({
      status: 'CANCELLED',
      cancelled: 200,
      unmatched: 0,
    });
  });

  test('an unmatched bet filled by the market: a back larger than the best level matches part at once, and the feed fills the rest', async ({
    page,
  }) => {
    // Before the off the feed re-quotes a match every few seconds; the size at one price grows, or
    // the price moves through it, in about 15-20 s as a rule, but now and then not within a minute.
    // An order the market leaves behind for a minute is cancelled and a new one placed.
    test.setTimeout(360_000);
    await signIn(page, 300_000);
    await page.setViewportSize({ width: 360, height: 800 });
    const { detail, market, region } = await openMatchOdds(page, 2, 'tennis');
    const myBets = page.getByTestId('my-bets').locator('[data-testid^="my-bet-"]');
    const slip = page.getByTestId('bet-slip');
    const orderNow = async (id: string) => (await ordersOn(page, detail.id, 'ALL')).find((o) => o.id === id)!;
    /** What a row says still waits; 0 once the row is gone. */
    const waitingShown = async (row: Locator) =>
      (await row.count()) === 0
        ? 0
        : Number(
            ((await row.getByTestId('order-unmatched').textContent()) ?? '').split(' unmatched')[0]!.replace(/,/g, ''),
          );

    /** The runner whose best back has the least on offer (the smallest stake outgrows it), and that level. */
    const smallest = async () => {
      const live = (await apiGet<Detail>(page, `/match/${detail.id}`)).tournament.find((t) => t.id === market.id)!;
      const runner = [...live.runners].sort(
        (x, y) => (x.ex.availableToBack[0]?.size ?? Infinity) - (y.ex.availableToBack[0]?.size ?? Infinity),
      )[0]!;
      const level = runner.ex.availableToBack[0];
      return { live, runner, key: level ? `${runner.selectionId}@${level.price}/${level.size}` : '' };
    };
    // The levels earlier orders took: their size is used until the feed changes them (an order
    // there would match nothing at once), so a new try waits for the feed to move first.
    const taken = new Set<string>();
    const deadline = Date.now() + 200_000;

    let filled: { order: Order; bets: number; shown: number } | null = null;
    for (let attempt = 1; filled === null && Date.now() < deadline; attempt++) {
      let choice = await smallest();
      await expect
        .poll(async () => taken.has((choice = await smallest()).key), { timeout: 60_000, intervals: [1_000] })
        .toBe(false);
      const { live, runner } = choice;
      taken.add(choice.key);
      const cell = region.locator(`button[data-selection="${runner.selectionId}"][data-side="back"][data-level="0"]`);
      await expect(cell).toBeEnabled({ timeout: 20_000 });
      await cell.click();
      await expect(slip).toBeVisible();
      const price = Number(await slip.getByLabel('Odds', { exact: true }).inputValue());
      // The size at that price as the market offers it now (currency units): the stake is twice that.
      const offered = (await apiGet<Detail>(page, `/match/${detail.id}`)).tournament
        .find((t) => t.id === market.id)!
        .runners.find((r) => r.selectionId === runner.selectionId)!.ex.availableToBack[0];
      const stake = offered?.price === price ? Math.min(live.maxBet, Math.ceil(offered.size * 2)) : 0;
      if (!offered || stake <= offered.size) {
        // The price moved between the click and the read, or the level is beyond the market's limit.
        await slip.getByRole('button', { name: 'Cancel' }).click();
        continue;
      }
      taken.add(`${runner.selectionId}@${offered.price}/${offered.size}`);
      // Kept waiting should the match turn in play meanwhile.
      await slip.getByRole('radio', { name: 'Keep' }).check();
      await slip.getByLabel('Stake', { exact: true }).fill(String(stake));
      const firstOrder = (await myBets.count()) === 0;
      await slip.getByRole('button', { name: 'Place bet' }).click();
      const said = page
        .getByTestId('toast')
        .filter({ hasText: new RegExp(`^(Back ${literally(runner.nat)}|Bet placed)`) });
      await expect(said.first()).toBeVisible({ timeout: 20_000 });
      const words = (await said.first().textContent()) ?? '';
      await expect(slip).toHaveCount(0);
      const [placed] = await ordersOn(page, detail.id, 'ALL');
      expect(placed, 'the order is listed').toBeTruthy();
      if (!/ waits unmatched at /.test(words) || !/: matched /.test(words)) {
        // The feed moved as it was sent (all of it matched, or none): a new order at the price then.
        test.info().annotations.push({ type: 'retry', description: `attempt ${attempt}: ${words}` });
        await cancelWaiting(page);
        continue;
      }
      // Part matched at once at the level's price, the rest waits at the same price.
      expect(words).toMatch(
        new RegExp(`^Back ${literally(runner.nat)}: matched .+ waits unmatched at ${literally(String(price))}\\.$`),
      );
      expect(placed).toMatchObject({ betType: 'BACK', odds: price, stake });
      if (firstOrder) await expect.poll(async () => (await header(page)).exposure).toBe(-stake);

      // What the screen shows against what the order is: read again until both agree (no fill between).
      // The row says what waits, of what stake, and what matched at once.
      const row = unmatchedRow(page, placed!.id);
      const says = (o: Order) =>
        `${formatAmount(o.unmatched)} unmatched of ${formatAmount(o.stake)} (${formatAmount(o.matched)} matched)`;
      let order = placed!;
      let bets = 0;
      let shown = 0;
      await expect
        .poll(async () => {
          order = await orderNow(placed!.id);
          bets = await myBets.count();
          shown = await waitingShown(row);
          const text = shown > 0 ? await row.getByTestId('order-unmatched').textContent() : '';
          const same = (await orderNow(placed!.id)).matched === order.matched;
          return bets > 0 && same && (order.unmatched === 0 ? shown === 0 : (text ?? '').startsWith(says(order)));
        })
        .toBe(true);
      if (order.unmatched === 0) {
        // Filled before the screen was read: nothing left to watch, place another.
        continue;
      }
      await expect(row.getByTestId('order-price')).toHaveText(String(price));

      const started = Date.now();
      const reached = await expect
        .poll(async () => (await orderNow(order.id)).matched, { timeout: 60_000, intervals: [1_000] })
        .toBeGreaterThan(order.matched)
        .then(() => true)
        .catch(() => false);
      const seconds = Math.round((Date.now() - started) / 1000);
      test.info().annotations.push({
        type: reached ? 'fill' : 'no fill',
        description: `attempt ${attempt}: back ${stake} at ${price} over ${offered.size} on offer; ${reached ? `filled more after ${seconds} s` : 'not reached within 60 s'}`,
      });
      if (reached) filled = { order, bets, shown };
      else await cancelWaiting(page);
    }
    expect(filled, 'an order the market filled within a minute').not.toBeNull();
    const { order, bets, shown } = filled!;

    // The row shows less waiting (gone once all of it matched); each filled part is a bet of its own,
    // at the order's price.
    const row = unmatchedRow(page, order.id);
    await expect.poll(() => waitingShown(row), { timeout: 15_000 }).toBeLessThan(shown);
    await expect.poll(() => myBets.count(), { timeout: 15_000 }).toBeGreaterThan(bets);
    await expect(myBets.first().locator('td').nth(1)).toHaveText('Back');
    await expect(myBets.first().locator('td').nth(2)).toHaveText(String(order.odds));
    const after = await orderNow(order.id);
    expect(after.matched).toBeGreaterThan(order.matched);
    expect(after.matched + after.unmatched + after.cancelled).toBeCloseTo(order.stake, 2);
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByTestId('my-bets').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/order-filled-${width}.png` });
    }
    await cancelWaiting(page);
  });
});
