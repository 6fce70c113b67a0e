import { expect, test } from '@playwright/test';
import { axeFindings, describeFindings } from '../support/axe.js';

// The journeys' accessibility check (support/test.ts) is only as good as the rules it runs: this
// shows it finds what bar A1 is about, on a page made to break them, and passes the same page mended.
test.describe('accessibility check', () => {
  test('finds a price button whose name leaves out its visible text, low contrast and an unnamed image', async ({
    page,
  }) => {
    await page.setContent(`<!doctype html><html lang="en"><head><title>t</title></head><body><main>
      <button aria-label="Back Portmere Knights 17">17 2.6k</button>
      <p style="color:#777;background:#fff">Faint text</p>
      <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
    </main></body></html>`);
    const findings = await axeFindings(page);
    expect(findings.map((f) => f.rule).sort()).toEqual(['color-contrast', 'image-alt', 'label-content-name-mismatch']);
    const text = describeFindings(findings);
    expect(text).toContain('- label-content-name-mismatch (serious, 1)');
    expect(text).toContain('at button');
  });

  test('passes the same page mended', async ({ page }) => {
    await page.setContent(`<!doctype html><html lang="en"><head><title>t</title></head><body><main>
      <button><span style="position:absolute;clip:rect(0,0,0,0)">Back Portmere Knights </span>17 2.6k</button>
      <p style="color:#595959;background:#fff">Readable text</p>
      <img alt="" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
    </main></body></html>`);
    expect(await axeFindings(page)).toEqual([]);
  });
});
