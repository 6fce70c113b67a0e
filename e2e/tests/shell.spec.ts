import { expect, test } from '../support/test.js';
import { readFileSync, writeFileSync } from 'node:fs';
import { CONFIG_FILE, hostConfig, PORTS } from '../support/env.js';
import { expectAccessible } from '../support/axe.js';
import { expectLoggedIn, login, newPlayer, operator, sessionValue, totpCode } from '../support/helpers.js';

const SHOTS = 'test-results/screenshots';

test.describe('public shell', () => {
  test('/ goes to /login; unknown paths too; footer and policies', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('24X7 Support')).toBeVisible();
    await expect(page.getByText('Protected connection and encrypted data.')).toBeVisible();
    await expect(page.getByText('© Copyright 2024. All Rights Reserved. Powered by Backlay')).toBeVisible();
    const terms = page.getByRole('link', { name: 'Terms and Conditions' });
    await expect(terms).toHaveAttribute('target', '_blank');
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: `${SHOTS}/login-${width}.png`, fullPage: true });
    }
    await page.goto('/responsible-gaming');
    await expect(page.getByText('Profile > Player Protection').first()).toBeVisible();
    await expectAccessible(page, '/responsible-gaming');
    await page.goto('/terms-and-conditions');
    await expect(page.getByRole('heading', { name: 'Terms and Conditions' })).toBeVisible();
    await expectAccessible(page, '/terms-and-conditions');
  });

  test('/login arrives drawn, styled and branded before any script runs; the code then takes it over', async ({
    browser,
    page,
  }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });
    const drawn = await noScript.newPage();
    await drawn.goto('/login');
    await expect(drawn.getByRole('heading', { name: 'Login' })).toBeVisible();
    await expect(drawn.getByLabel('User name')).toBeVisible();
    await expect(drawn.getByRole('button', { name: 'Login', exact: true })).toBeDisabled();
    await expect(drawn.getByText('Powered by Backlay')).toBeVisible();
    await expect(drawn).toHaveTitle('Backlay');
    const card = drawn.getByTestId('login-form');
    expect(await card.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)');
    await drawn.screenshot({ path: `${SHOTS}/login-prerendered-360.png`, fullPage: true });
    await noScript.close();

    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
    expect(errors, 'hydration leaves no error behind').toEqual([]);
  });

  test('the support heading is smaller at 768 px and below', async ({ page }) => {
    await page.setViewportSize({ width: 1200, height: 800 });
    await page.goto('/login');
    const wide = await page.getByTestId('support-heading').evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    await page.setViewportSize({ width: 768, height: 800 });
    const narrow = await page
      .getByTestId('support-heading')
      .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(wide).toBeGreaterThan(narrow);
  });
});

test.describe('sessions', () => {
  test('password login stores the session entries and shows balance; logout revokes', async ({ page }) => {
    const p = await newPlayer({ credit: 2500 });
    await login(page, p.userName, p.password);
    await expectLoggedIn(page);
    expect(await sessionValue(page, 'jwtMaxUser')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await sessionValue(page, 'forceChangePassword')).toBe('false');
    expect(await sessionValue(page, 'authenticatorType')).toBe('0');
    await expect(page.getByTestId('header-balance')).toContainText('2,500');
    await expect(page.getByTestId('header-exposure')).toContainText('0');
    // A stored token sends a visitor of the public shell home.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/home$/);
    const token = await sessionValue(page, 'jwtMaxUser');
    await page.getByTestId('user-menu').getByRole('button').first().click();
    await page.getByRole('menuitem', { name: 'SignOut' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await sessionValue(page, 'jwtMaxUser')).toBeNull();
    const res = await fetch(`http://127.0.0.1:${PORTS.api}/user/profile`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(401);
  });

  test('balance follows a credit live, without a reload', async ({ page }) => {
    const p = await newPlayer({ credit: 100 });
    await login(page, p.userName, p.password);
    await expectLoggedIn(page);
    await expect(page.getByTestId('header-balance')).toContainText('100');
    await page.waitForTimeout(500);
    await operator('/operator/wallet', { userName: p.userName, type: 'add', amount: 400 });
    await expect(page.getByTestId('header-balance')).toContainText('500');
  });

  test('second factor: the verify page, then home', async ({ page }) => {
    await login(page, 'secureplayer', 'Secure#2026');
    await expect(page).toHaveURL(/\/verify$/);
    await expect(page.getByRole('heading', { name: 'Security Code Verification' })).toBeVisible();
    await expect(page.getByText('Enter the 6-digit code from your security auth verification app')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend Code' })).toHaveCount(0);
    // Paste fills all six boxes and submits.
    const code = totpCode('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', Date.now());
    await page.getByLabel('Digit 1').focus();
    await page.evaluate((c) => {
      const el = document.activeElement as HTMLInputElement;
      const data = new DataTransfer();
      data.setData('text', c);
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, code);
    await expectLoggedIn(page);
    expect(await sessionValue(page, 'isAuthenticator')).toBe('true');
    await page.goto('/verify');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('turning security verification on asks for the password and signs out the other device', async ({
    page,
    browser,
    baseURL,
  }) => {
    // Two devices, each signed in, then the account page and /home again (four full page loads), two
    // full-page screenshots, and closing the second device (which saves its trace) all count here:
    // beside another suite on a 2-core CI machine that is 50-65 s, past the default 60 s.
    test.setTimeout(120_000);
    const p = await newPlayer();
    const elsewhere = await browser.newContext({ baseURL });
    try {
      const other = await elsewhere.newPage();
      await login(other, p.userName, p.password);
      await expectLoggedIn(other);
      await login(page, p.userName, p.password);
      await expectLoggedIn(page);

      const generateCalls: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && new URL(r.url()).pathname === '/auth/generateAuthToken')
          generateCalls.push(r.url());
      });
      await page.goto('/secure-auth');
      const form = page.getByRole('form', { name: 'Enable security verification' });
      await form.getByRole('radio', { name: /Authenticator app/ }).check();
      const password = form.getByLabel('Current password');
      const enable = form.getByRole('button', { name: 'Enable' });
      const message = form.getByRole('alert');

      // Left empty: the page asks for it and nothing is sent.
      await expect(password).toHaveValue('');
      await enable.click();
      await expect(message).toHaveText('Enter your current password.');
      await expect(password).toBeFocused();
      await expect(password).toHaveAttribute('aria-invalid', 'true');
      for (const width of [360, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        await expect(message).toBeInViewport();
        await page.screenshot({ path: `${SHOTS}/secure-auth-password-${width}.png`, fullPage: true });
      }
      expect(generateCalls).toHaveLength(0);

      // A wrong password: the API's own words.
      await password.fill('Wrong#2026');
      await enable.click();
      await expect(message).toHaveText('The password is not correct.');
      expect(generateCalls).toHaveLength(1);

      // The right one: the secret for the app, then a current code.
      const generated = page.waitForResponse(
        (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/auth/generateAuthToken',
      );
      await password.fill(p.password);
      await enable.click();
      const response = await generated;
      expect(response.status()).toBe(200);
      const { data } = (await response.json()) as { data: { secret: string } };
      const confirm = page.getByRole('form', { name: 'Confirm security verification' });
      await expect(confirm.getByTestId('authenticator-secret')).toHaveText(data.secret);
      await expect(confirm.getByLabel('Digit 1')).toBeEnabled();
      await confirm.getByLabel('Digit 1').focus();
      await page.evaluate(
        (c) => {
          const el = document.activeElement as HTMLInputElement;
          const clip = new DataTransfer();
          clip.setData('text', c);
          el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: clip, bubbles: true, cancelable: true }));
        },
        totpCode(data.secret, Date.now()),
      );
      await confirm.getByRole('button', { name: 'Verify' }).click();
      await expect(page.getByText('Security verification is on (Authenticator app).')).toBeVisible();

      // The other device is signed out and told why.
      await expect(other).toHaveURL(/\/login$/);
      await expect(other.getByTestId('login-form').getByRole('alert')).toHaveText(
        'Security verification was turned on for your account. Please log in again.',
      );
      expect(await sessionValue(other, 'jwtMaxUser')).toBeNull();

      // This one stays signed in.
      await page.goto('/home');
      await expectLoggedIn(page);
    } finally {
      await elsewhere.close();
    }
  });

  test('demo login shows Demo and only demo-allowed menu entries', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login with Demo ID' }).click();
    await expectLoggedIn(page);
    expect(await sessionValue(page, 'isDemo')).toBe('true');
    const menu = page.getByTestId('user-menu');
    await menu.getByRole('button', { name: /Demo/ }).click();
    await expect(menu.getByRole('menuitem', { name: 'Account Statement' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Set Button Values' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Change Password' })).toHaveCount(0);
    await expect(menu.getByRole('menuitem', { name: 'Live Casino Bets' })).toHaveCount(0);
    await expect(menu.getByRole('menuitem', { name: 'Security Auth Verification' })).toHaveCount(0);
  });

  test('forced password change blocks every page until the password is changed', async ({ page }) => {
    const p = await newPlayer({ forceChangePassword: true });
    await login(page, p.userName, p.password);
    await expect(page).toHaveURL(/\/change-password$/);
    await page.goto('/home');
    await expect(page).toHaveURL(/\/change-password$/);
    await page.getByLabel('Old Password').fill(p.password);
    await page.getByLabel('New Password').fill('Changed#2027');
    await page.getByLabel('Confirm Password').fill('Changed#2027');
    await page.getByRole('button', { name: /change|update|submit/i }).click();
    await expect(page).toHaveURL(/\/login$/);
    await login(page, p.userName, 'Changed#2027');
    await expectLoggedIn(page);
  });

  test('logout in one tab signs out the others', async ({ context }) => {
    const p = await newPlayer();
    const first = await context.newPage();
    await login(first, p.userName, p.password);
    await expectLoggedIn(first);
    const token = await sessionValue(first, 'jwtMaxUser');
    const second = await context.newPage();
    await second.goto('/login');
    await second.evaluate((t) => {
      sessionStorage.setItem('jwtMaxUser', t ?? '');
      sessionStorage.setItem('forceChangePassword', 'false');
    }, token);
    await second.goto('/home');
    await expectLoggedIn(second);
    await first.getByTestId('user-menu').getByRole('button').first().click();
    await first.getByRole('menuitem', { name: 'SignOut' }).click();
    await expect(second).toHaveURL(/\/login$/);
    // The message is removed again after 500 ms.
    await expect.poll(() => second.evaluate(() => localStorage.getItem('backlay:logout'))).toBeNull();
  });

  test('six idle hours show the expiry overlay, then sign out', async ({ page }) => {
    await page.clock.install();
    const p = await newPlayer();
    await login(page, p.userName, p.password);
    await expectLoggedIn(page);
    await page.clock.fastForward('06:00:01');
    const overlay = page.getByTestId('session-expired');
    await expect(overlay).toContainText('Your session has been expired');
    await expect(overlay).toContainText('Redirected to Login in 6 seconds');
    await page.clock.fastForward(2000);
    await expect(overlay).toContainText('Redirected to Login in 4 seconds');
    await page.clock.fastForward(3500);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('offline shows the banner; online reloads', async ({ page, context }) => {
    const p = await newPlayer();
    await login(page, p.userName, p.password);
    await expectLoggedIn(page);
    await context.setOffline(true);
    await expect(page.getByText('You are currently offline')).toBeVisible();
    await expectAccessible(page, 'the offline banner');
    const reload = page.waitForEvent('load');
    await context.setOffline(false);
    await reload;
    await expect(page.getByText('You are currently offline')).toHaveCount(0);
  });
});

test.describe('composition', () => {
  test('home and account screens at 360 and 1440 px', async ({ page }) => {
    const p = await newPlayer({ credit: 12345 });
    await login(page, p.userName, p.password);
    await expectLoggedIn(page);
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/home');
      // The shot waits for the sports list's rows (the page was blank before its code ran).
      await expect(page.getByTestId(/^match-row-/).first()).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/home-${width}.png`, fullPage: true });
      await page.goto('/change-password');
      await expect(page.getByLabel('Old Password')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/change-password-${width}.png`, fullPage: true });
      // The user menu open (on phones with its balance and exposure switches).
      await page.getByTestId('user-menu').getByRole('button').first().click();
      await expect(page.getByRole('menuitem', { name: 'SignOut' })).toBeVisible();
      // Whole on the screen (on phones it once opened off the left edge), its text readable.
      const box = (await page.getByRole('menu').boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      if (width < 1200) {
        const toggle = page.getByRole('menu').getByText('Balance and Exposure');
        await expect(toggle).toBeVisible();
        expect(await toggle.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(29, 39, 48)');
      }
      await page.screenshot({ path: `${SHOTS}/user-menu-${width}.png` });
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toHaveCount(0);
      await page.goto('/rules');
      await expect(page.getByRole('tab').first()).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/rules-${width}.png`, fullPage: true });
    }
  });

  test('button values round trip through the modal', async ({ page }) => {
    const p = await newPlayer();
    await login(page, p.userName, p.password);
    await expectLoggedIn(page);
    await page.getByTestId('user-menu').getByRole('button').first().click();
    await page.getByRole('menuitem', { name: 'Set Button Values' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('tab', { name: 'Game Buttons' })).toBeVisible();
    await expectAccessible(page, 'the button values dialog');
    const firstLabel = dialog.getByLabel(/Price Label/).first();
    await firstLabel.fill('Lucky');
    await dialog
      .getByLabel(/Price Value/)
      .first()
      .fill('777');
    // The toast lasts 1.5 s; on a loaded machine the click alone can take longer, so the wait for
    // it starts before the click.
    const toast = page.getByTestId('toast').filter({ hasText: 'Button values updated.' }).first();
    const toastShown = toast.waitFor({ state: 'visible' });
    await dialog.getByRole('button', { name: 'Update' }).click();
    await toastShown;
    const token = await sessionValue(page, 'jwtMaxUser');
    const res = await fetch(`http://127.0.0.1:${PORTS.api}/button?type=Match`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await res.json()) as { data: { value: string } };
    expect(JSON.parse(body.data.value)).toMatchObject({ Lucky: 777 });
  });

  test('a blocked account remote shows a retry panel while the shell keeps working', async ({ page }) => {
    const p = await newPlayer({ credit: 321 });
    await login(page, p.userName, p.password);
    await expectLoggedIn(page);
    await page.route(`http://127.0.0.1:${PORTS.account}/**`, (route) => route.abort());
    await page.goto('/change-password');
    const panel = page.getByTestId('section-unavailable');
    await expect(panel).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('header-balance')).toContainText('321');
    await expect(page.getByTestId('top-bar')).toBeVisible();
    await expectAccessible(page, 'the retry panel of a remote that is down');
    await page.unroute(`http://127.0.0.1:${PORTS.account}/**`);
    await panel.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByLabel('Old Password')).toBeVisible();
  });

  test('changing config.json points the host at another build of a remote, no rebuild', async ({ page }) => {
    const original = readFileSync(CONFIG_FILE, 'utf8');
    try {
      writeFileSync(CONFIG_FILE, JSON.stringify(hostConfig(PORTS.accountAlt), null, 2));
      const p = await newPlayer();
      const fromAlt: string[] = [];
      page.on('request', (r) => {
        if (r.url().startsWith(`http://127.0.0.1:${PORTS.accountAlt}/`)) fromAlt.push(r.url());
      });
      await login(page, p.userName, p.password);
      await expectLoggedIn(page);
      await page.goto('/change-password');
      await expect(page.getByLabel('Old Password')).toBeVisible();
      expect(fromAlt.some((u) => u.endsWith('/mf-manifest.json'))).toBe(true);
    } finally {
      writeFileSync(CONFIG_FILE, original);
    }
  });
});
