import { basename } from 'node:path';
import { expect, test as base } from '@playwright/test';
import { axeFindings, describeFindings } from './axe.js';

/**
 * The journeys' `test`: every screenshot a journey saves (each page and open dialog it photographs,
 * at 360 and 1440 px) is also checked by axe-core, the page as photographed (bar A1). The findings
 * of all the photographs are gathered and fail the journey at its end, so one run lists them all.
 * How many pages were checked and the time it took are noted on the test ("axe" annotation).
 */
export const test = base.extend({
  page: async ({ page }, use, testInfo) => {
    const reports: string[] = [];
    let checked = 0;
    let spentMs = 0;
    const screenshot = page.screenshot.bind(page);
    page.screenshot = async (options) => {
      const image = await screenshot(options);
      // Playwright's own photograph of a failed test (in the test's output folder) is not a page to check.
      if (options?.path && !options.path.startsWith(testInfo.outputDir)) {
        const started = Date.now();
        const findings = await axeFindings(page);
        spentMs += Date.now() - started;
        checked += 1;
        if (findings.length > 0) reports.push(`${basename(options.path)}:\n${describeFindings(findings)}`);
      }
      return image;
    };
    await use(page);
    if (checked > 0) testInfo.annotations.push({ type: 'axe', description: `${checked} pages in ${spentMs} ms` });
    if (reports.length > 0) throw new Error(`accessibility (axe-core), serious or critical:\n${reports.join('\n')}`);
  },
});

export { expect };
