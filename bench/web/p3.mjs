// P3: Lighthouse on phones. One run is one Lighthouse navigation in a new Chromium (empty profile):
// mobile form factor, the default simulated throttling (Slow 4G, 4× CPU), performance only.
//
// A public page is measured as the Lighthouse command line measures it (storage and HTTP cache
// cleared for the origin first). A signed-in page needs the session the client keeps in the tab's
// sessionStorage: a new player logs in on that tab first, then the HTTP cache is cleared
// (Network.clearBrowserCache) and Lighthouse runs on the same tab with `disableStorageReset`, so the
// session survives and the cache is cold.
import lighthouse from 'lighthouse';
import { launchBrowser, logIn } from './browser.mjs';
import { newPlayer } from './stack.mjs';

const FLAGS = {
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance'],
  formFactor: 'mobile',
  throttlingMethod: 'simulate',
};

/** One Lighthouse run of `url`; `signedIn` logs a new player in first. Returns the result (lhr). */
export async function lighthouseRun(url, { signedIn }) {
  const { chrome, browser, close } = await launchBrowser();
  try {
    const page = await browser.newPage();
    if (signedIn) {
      await logIn(page, await newPlayer());
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
    }
    const result = await lighthouse(
      url,
      { ...FLAGS, port: chrome.port, disableStorageReset: signedIn },
      undefined,
      page,
    );
    if (!result) throw new Error(`${url}: Lighthouse returned no result`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const landed = lhr.finalDisplayedUrl;
    if (new URL(landed).pathname !== new URL(url).pathname) {
      throw new Error(`${url}: the page went to ${landed} (not signed in?)`);
    }
    return lhr;
  } finally {
    await close();
  }
}

/** What a result says about how it was measured (written beside the figures). */
export function settingsOf(lhr) {
  const s = lhr.configSettings;
  return {
    lighthouse: lhr.lighthouseVersion,
    browser: lhr.environment?.hostUserAgent,
    formFactor: s.formFactor,
    throttlingMethod: s.throttlingMethod,
    throttling: s.throttling,
    screenEmulation: s.screenEmulation,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
}
