import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { expectAccessible } from '../support/axe.js';
import { API } from '../support/env.js';
import { apiGet, keptAfterCommission, operator, sessionValue, signIn } from '../support/helpers.js';

const SHOTS = 'test-results/screenshots';

interface Runner {
  selectionId: number;
  nat: string;
  ex: { availableToBack: { price: number }[] };
}
interface Market {
  id: string;
  name: string;
  type: string;
  status: string;
  runners: Runner[];
}
interface Detail {
  id: string;
  title: string;
  tournament: Market[];
}
interface Placed {
  id: string;
  eventType: string;
  betId: string;
  stake: number;
}
interface Balance {
  currentBalance: number;
  exposure: number;
  profitLoss: number;
}

async function api<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const token = await sessionValue(page, 'jwtMaxUser');
  const res = await fetch(`${API}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await res.json()) as { data: T; message?: string };
  expect(res.status, `${method} ${path}: ${json.message ?? ''}`).toBeLessThan(300);
  return json.data;
}

/** Open pre-play match-odds markets of cricket, football and tennis, in list order. */
async function markets(page: Page): Promise<{ detail: Detail; market: Market }[]> {
  const matches: { id: string; inPlay: boolean }[] = [];
  for (const sport of ['cricket', 'football', 'tennis']) {
    matches.push(
      ...(
        await apiGet<{ matches: { id: string; inPlay: boolean }[] }>(
          page,
          `/match/list?match.matchType=eq${sport}&limit=100`,
        )
      ).matches,
    );
  }
  const found: { detail: Detail; market: Market }[] = [];
  for (const m of matches.filter((x) => !x.inPlay)) {
    const d = await apiGet<Detail>(page, `/match/${m.id}`);
    const mo = d.tournament.find((t) => t.type === 'matchOdds' && t.status === 'OPEN');
    if (mo && mo.runners.length >= 2 && mo.runners.every((r) => r.ex.availableToBack.length))
      found.push({ detail: d, market: mo });
  }
  return found;
}

/** Markets this file has used (other journeys may have declared some too: those refuse the bet). */
const used = new Set<string>();
let keys = 0;

/** Backs runner `index` for `stake` on the first market still taking bets; returns the bet and its market. */
async function backFresh(page: Page, index: number, stake: number): Promise<{ bet: Placed; market: Market }> {
  const token = await sessionValue(page, 'jwtMaxUser');
  const refusals: string[] = [];
  for (const { detail, market } of await markets(page)) {
    if (used.has(market.id)) continue;
    used.add(market.id);
    const runner = market.runners[index]!;
    const res = await fetch(`${API}/bet/matchBetting`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        idempotencyKey: `e2e-report-${Date.now().toString(36)}-${++keys}`,
        matchId: detail.id,
        betId: market.id,
        selectionId: runner.selectionId,
        betType: 'BACK',
        odds: runner.ex.availableToBack[0]!.price,
        stake,
      }),
    });
    const json = (await res.json()) as { data: { bet: Placed }; message?: string };
    if (res.status < 300) return { bet: json.data.bet, market };
    refusals.push(`${market.id}: ${json.message ?? res.status}`);
  }
  throw new Error(`no open match-odds market took the bet (${refusals.join('; ')})`);
}

/** One aviator round through the provider's own page API, cashing out automatically at 1.01×. */
async function casinoRound(page: Page, userId: string): Promise<void> {
  const login = await api<{ url: string }>(page, 'POST', '/mac88/casino/login', {
    gameId: '151001',
    platform: 'desktop',
  });
  const res = await fetch(`${login.url}/api/bet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ stake: 50, autoCashOut: 1.01 }),
  });
  expect(res.status).toBe(200);
  await expect
    .poll(
      async () =>
        (await apiGet<{ rows: { status: string }[] }>(page, `/mac88/bets/${userId}`)).rows.filter(
          (r) => r.status !== 'OPEN',
        ).length,
      { timeout: 15_000 },
    )
    .toBe(1);
}

/** Amounts as the reports show them: "1,234.50"; profit/loss signed "+150.00" / "−100.00". */
const money = (n: number) =>
  Math.abs(n).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const pnl = (n: number) => (n > 0 ? `+${money(n)}` : n < 0 ? `\u2212${money(n)}` : money(0));

test.describe('reports', () => {
  test('after bets are placed and settled, every report shows them with the right amounts', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, 5000);
    const userId = (await sessionValue(page, 'userId'))!;
    const { bet: settled, market: first } = await backFresh(page, 0, 100);
    const { bet: open } = await backFresh(page, 0, 200);
    await operator('/operator/results/declare', { marketId: first.id, winner: first.runners[0]!.selectionId });
    await casinoRound(page, userId);
    const wallet = (await api<{ userBal: Balance }>(page, 'GET', '/user/profile')).userBal;
    const bets = await api<{ rows: { id: string; profitLoss: number | null; result: string }[] }>(
      page,
      'GET',
      `/bet/placed?betId=eq${first.id}`,
    );
    const won = bets.rows.find((b) => b.id === settled.id)!;
    expect(won.result).toBe('WIN');
    const casino = (
      await apiGet<{ rows: { id: string; stake: number; profitLoss: number }[] }>(page, `/mac88/bets/${userId}`)
    ).rows[0]!;
    // The wallet's profit/loss is after the match odds' commission; the reports show both.
    const kept = await keptAfterCommission(page, won.profitLoss!, first.type);
    expect(kept).toBeLessThan(won.profitLoss!);
    expect(wallet.profitLoss).toBeCloseTo(kept + casino.profitLoss, 2);

    for (const width of [1440, 360]) {
      await page.setViewportSize({ width, height: 900 });

      await page.goto('/account-statement');
      const statement = page.getByTestId('report-statement');
      await expect(statement).toBeVisible();
      await expect(statement.getByTestId('report-rows')).toContainText(money(won.profitLoss!));
      await expect(statement.getByTestId('report-rows')).toContainText(money(5000));
      await page.screenshot({ path: `${SHOTS}/report-statement-${width}.png`, fullPage: true });

      await page.goto('/profit-loss');
      const pl = page.getByTestId('report-profit-loss');
      await expect(pl.getByTestId('report-totals')).toContainText(pnl(wallet.profitLoss));
      await expect(pl.getByTestId(`report-sport-${settled.eventType}`)).toContainText(pnl(won.profitLoss!));
      await expect(pl.getByTestId(`report-sport-${settled.eventType}`)).toContainText(pnl(kept));
      await expect(pl.getByTestId('report-sport-casino')).toContainText(pnl(casino.profitLoss));
      await page.screenshot({ path: `${SHOTS}/report-profit-loss-${width}.png`, fullPage: true });

      await page.goto('/bet-history');
      const history = page.getByTestId('report-bet-history');
      await expect(history.getByTestId(`report-row-${settled.id}`)).toContainText(money(100));
      await expect(history.getByTestId(`report-row-${settled.id}`)).toContainText(pnl(won.profitLoss!));
      await page.screenshot({ path: `${SHOTS}/report-bet-history-${width}.png`, fullPage: true });

      await page.goto('/unsettled-bet');
      const current = page.getByTestId('report-current-bets');
      await expect(current.getByTestId(`report-row-${open.id}`)).toContainText(money(200));
      await expect(current.getByTestId(`report-row-${settled.id}`)).toHaveCount(0);
      await page.screenshot({ path: `${SHOTS}/report-current-bets-${width}.png`, fullPage: true });

      await page.goto('/live-casino-bets');
      const casinoBets = page.getByTestId('report-casino-bets');
      await expect(casinoBets.getByTestId(`report-row-${casino.id}`)).toContainText(money(50));
      await expect(casinoBets.getByTestId('report-totals')).toContainText(pnl(casino.profitLoss));
      await page.screenshot({ path: `${SHOTS}/report-casino-bets-${width}.png`, fullPage: true });

      await page.goto('/card-report?table=dt20');
      const cards = page.getByTestId('report-card-report');
      await expect(cards.getByTestId('report-rows').or(cards.getByTestId('report-empty'))).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/report-card-report-${width}.png`, fullPage: true });
    }
  });

  test('a statement line opens the bets behind it, and the filters live in the URL', async ({ page }) => {
    await signIn(page, 3000);
    const { bet, market } = await backFresh(page, 1, 150);
    await operator('/operator/results/declare', { marketId: market.id, winner: market.runners[0]!.selectionId });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/account-statement');
    const rows = page.getByTestId('report-rows');
    await expect(rows).toContainText(money(150));
    await rows
      .getByRole('button', { name: /^View bets/ })
      .first()
      .click();
    const dialog = page.getByTestId('report-bets');
    await expect(dialog.getByTestId(`report-bet-${bet.id}`)).toBeVisible();
    await expectAccessible(page, "a statement line's bets dialog");
    await page.keyboard.press('Escape');
    // A type filter goes into the URL and survives a reload.
    await page.goto('/account-statement?type=loss');
    await expect(page.getByTestId('report-rows')).toContainText(money(150));
    await expect(page.getByTestId('report-rows')).not.toContainText('3,000.00');
  });
});
