// Chromium for the web benchmark, as the Lighthouse command line starts it: chrome-launcher (its
// default flags, a new temporary profile each time) with `--headless=new --no-sandbox`, driven
// through puppeteer-core over the DevTools port.
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { HOST } from './stack.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH || process.env.CHROME_PATH || '/usr/bin/chromium';

export function checkChromium() {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `the web benchmark needs Chromium, and there is none at ${CHROMIUM}: install it (apt-get install chromium) or set CHROMIUM_PATH`,
    );
  }
}

/** A new Chromium with an empty profile: `{ chrome, browser, close() }`. */
export async function launchBrowser() {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox'],
    logLevel: 'silent',
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    return {
      chrome,
      browser,
      close: async () => {
        await browser.disconnect().catch(() => undefined);
        chrome.kill();
      },
    };
  } catch (error) {
    chrome.kill();
    throw error;
  }
}

/**
 * Logs `player` in on the login page of `page` as a person would (the form, then the Login
 * button) and waits for the signed-in home page. The session lives in the tab's sessionStorage
 * (host/src/session/storage.ts), so later navigations of this page stay signed in.
 */
export async function logIn(page, player) {
  await page.goto(`${HOST}/login`, { waitUntil: 'load' });
  await page.waitForSelector('#login-userName');
  await page.type('#login-userName', player.userName);
  await page.type('#login-password', player.password);
  // A pre-rendered form's buttons wait for the page's code.
  await page.waitForSelector('button[type=submit]:not([disabled])', { timeout: 30_000 });
  await page.click('button[type=submit]');
  await page.waitForFunction(() => location.pathname === '/home', { timeout: 30_000 });
  await page.waitForSelector('[data-testid="header-balance"]', { timeout: 30_000 });
  const token = await page.evaluate(() => sessionStorage.getItem('jwtMaxUser'));
  if (!token) throw new Error(`${player.userName}: signed in, but no session token in sessionStorage`);
}
