/**
 * Embeds on another screen: a player's "Open … on another screen" link opens the full-screen
 * scoreboard or live video in a fresh browser (no session: a TV, a second screen), at 360 and
 * 1440 px; a changed link and a bare embed page say why they show nothing, instead of sending the
 * visitor to /login.
 */
import type { Browser, Page } from '@playwright/test';
import { expectAccessible } from '../support/axe.js';
import { expect, test } from '../support/test.js';
import { apiGet, signIn } from '../support/helpers.js';

const SHOTS = 'test-results/screenshots';
const WIDTHS = [360, 1440] as const;

interface ListMatch {
  id: string;
  inPlay: boolean;
  isTv: boolean;
}

/** A cricket match in play with live video, on a signed-in page. */
async function matchWithTv(page: Page): Promise<ListMatch> {
  const list = await apiGet<{ matches: ListMatch[] }>(page, '/match/list?match.matchType=eqcricket&limit=100');
  const match = list.matches.find((m) => m.inPlay && m.isTv) ?? list.matches.find((m) => m.isTv);
  expect(match, 'a cricket match with live video').toBeTruthy();
  return match!;
}

/** A context with nothing of the player's: no session storage, no cookies. */
async function freshScreen(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 740 : 900 } });
  return context.newPage();
}

test.describe('embeds on another screen', () => {
  for (const width of WIDTHS) {
    test(`the scoreboard and live video links open without a session at ${width} px`, async ({
      page,
      context,
      browser,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.setViewportSize({ width, height: 900 });
      await signIn(page);
      const match = await matchWithTv(page);
      await page.goto(`/game-detail/cricket/${match.id}`);

      // The scoreboard's link: made, copied and shown.
      const share = page.getByRole('button', { name: 'Open scoreboard on another screen' });
      await expect(share).toBeVisible();
      await share.click();
      await expect(page.getByRole('status').filter({ hasText: 'Link copied.' })).toBeVisible();
      const field = page.getByRole('textbox', { name: 'Link to the scoreboard' });
      const scoreLink = await field.inputValue();
      expect(scoreLink).toMatch(
        new RegExp(`/scoreBoardPage/${match.id}/\\d+\\?embedToken=v1\\.score\\.${match.id}\\.`),
      );
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(scoreLink);
      await page.getByTestId('share-score').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/embed-link-share-${width}.png` });

      // The live video's, once Live TV is on.
      await page.getByRole('button', { name: 'Live TV' }).click();
      await page.getByRole('button', { name: 'Open live video on another screen' }).click();
      const videoLink = await page.getByRole('textbox', { name: 'Link to the live video' }).inputValue();
      expect(videoLink).toMatch(new RegExp(`/videoPage/${match.id}\\?embedToken=v1\\.video\\.${match.id}\\.`));

      // A screen with no session: the scoreboard plays, and the page stays where the link led.
      const screen = await freshScreen(browser, width);
      await screen.goto(scoreLink);
      expect(await screen.evaluate(() => Object.keys(sessionStorage).length)).toBe(0);
      const board = screen.getByTitle('Scoreboard');
      await expect(board).toBeVisible();
      const boardFrame = screen.frameLocator('iframe[title="Scoreboard"]');
      await expect(boardFrame.locator('[data-field="title"]')).not.toHaveText('Loading…');
      await expect(screen).toHaveURL(scoreLink);
      await screen.waitForTimeout(1500);
      await screen.screenshot({ path: `${SHOTS}/embed-link-scoreboard-${width}.png` });
      await expectAccessible(screen, 'the scoreboard embed');

      // The live video, on the same screen.
      await screen.goto(videoLink);
      await expect(screen.getByTitle('Live video')).toBeVisible();
      const tvFrame = screen.frameLocator('iframe[title="Live video"]');
      await expect(tvFrame.locator('canvas')).toBeVisible();
      await expect(tvFrame.locator('[data-field="title"]')).not.toHaveText('Loading…');
      await expect(screen).toHaveURL(videoLink);
      await screen.waitForTimeout(1500);
      await screen.screenshot({ path: `${SHOTS}/embed-link-video-${width}.png` });
      await expectAccessible(screen, 'the video embed');

      // The scoreboard's token on the video page: refused, said in place.
      const swapped = videoLink.replace(/embedToken=.*/, scoreLink.replace(/.*embedToken=/, 'embedToken='));
      await screen.goto(swapped);
      await expect(screen.getByRole('alert')).toContainText(
        'This embed link opens the scoreboard, not the live video.',
      );
      await expect(screen.getByRole('heading', { name: 'The live video cannot be shown' })).toBeVisible();

      // A changed link: refused, said in place, no way round to /login.
      const tampered = scoreLink.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
      await screen.goto(tampered);
      await expect(screen.getByRole('alert')).toContainText('This embed link is not valid.');
      await expect(screen.getByRole('heading', { name: 'The scoreboard cannot be shown' })).toBeVisible();
      await expect(screen.getByTitle('Scoreboard')).toHaveCount(0);
      await expect(screen).toHaveURL(tampered);
      await screen.screenshot({ path: `${SHOTS}/embed-link-refused-${width}.png` });
      await expectAccessible(screen, 'the refused embed');

      // Neither link nor session: the page says how to open it.
      const bare = new URL(scoreLink);
      bare.search = '';
      await screen.goto(bare.toString());
      await expect(screen.getByRole('alert')).toContainText('This screen needs a link to open.');
      await expect(screen.getByRole('link', { name: 'Log in' })).toBeVisible();
      await expect(screen).toHaveURL(bare.toString());
      await screen.screenshot({ path: `${SHOTS}/embed-link-none-${width}.png` });
      await expectAccessible(screen, 'the none embed');
      await screen.context().close();
    });
  }
});
