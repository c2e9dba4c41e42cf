/* global navigator, sessionStorage */
// Every login of the login page in both modes: email and WhatsApp OTP (codes from the dev inbox), Google through
// its stand-in pop-up, JWT, Apple and X (api mode), the onboarding modal (sdk mode), and the form alerts.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readDevCode } from '@satchel/test-support';
import { loginWithJwt, logout, openTab, POLL, randomDigits, shot } from './helpers.mjs';
import { useDemoStack } from './use-demo-stack.mjs';

async function expectHome(page) {
  await page.waitForURL('**/home');
  await page.getByText('Logged in', { exact: true }).waitFor();
  assert.match(await page.getByTestId('user-swa').textContent(), /^0x[0-9a-fA-F]{40}$/);
}

/** Fills the provider stand-in's sign-in form (Google, Apple: email; X: username) and continues. */
async function signInOnStandIn(target, account) {
  await target.locator('#account').fill(account);
  await target.locator('#name').fill('Ada Lovelace');
  await target.getByRole('button', { name: 'Continue' }).click();
}

describe('demo logins', () => {
  it('the demo is served by the production static server', async () => {
    const res = await fetch(`${stack.clientUrl}/home`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(res.headers.get('cross-origin-opener-policy'), 'unsafe-none');
  });

  const stack = useDemoStack();

  for (const mode of ['sdk', 'api']) {
    it(`logs in by email OTP with resend and shows the alerts (${mode})`, async () => {
      const { context, page } = await stack.open(mode);
      await openTab(page, 'Email');
      await page.getByRole('button', { name: 'Send code' }).click();
      await page.getByText('Enter a valid email').waitFor();
      const email = `ada-${mode}-${randomDigits(6)}@example.com`;
      await page.getByLabel('Email address').fill(email);
      await page.getByRole('button', { name: 'Send code' }).click();
      await page.getByLabel('Code').waitFor();
      const first = (await readDevCode(stack.platformUrl, email)).otp;
      await page.getByRole('button', { name: 'Resend' }).click();
      await page.waitForFunction(
        () => document.querySelector('[data-otp-state]')?.getAttribute('data-otp-state') === 'verify_OTP',
        null,
        POLL,
      );
      const second = (await readDevCode(stack.platformUrl, email)).otp;
      // The resent code replaces the first one; paste it from the clipboard as a user would.
      await page.evaluate((code) => navigator.clipboard.writeText(code), second);
      await page.getByRole('button', { name: 'Paste from clipboard' }).click();
      // Reading the clipboard is asynchronous: wait for the field to take the code (or time out and fail).
      const code = await page.getByLabel('Code').elementHandle();
      await page.waitForFunction(([input, expected]) => input.value === expected, [code, second], {
        timeout: 5000,
      });
      assert.equal(await page.getByLabel('Code').inputValue(), second);
      assert.equal(typeof first, 'string');
      await shot(page, `${mode}-login-email-code`);
      await page.getByRole('button', { name: 'Verify' }).click();
      await expectHome(page);
      await shot(page, `${mode}-home`);
      await logout(page);
      await context.close();
    });

    it(`says what to fix beside the field, the same words in both modes (${mode})`, async () => {
      const { context, page } = await stack.open(mode);
      await openTab(page, 'Email');
      const field = page.getByLabel('Email address');
      await field.fill('ada@example');
      await page.getByRole('button', { name: 'Send code' }).click();
      // The message is the field's own description (helper text), not a banner elsewhere.
      const described = async (locator) =>
        locator.evaluate((el) =>
          document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent.trim(),
        );
      assert.equal(await described(field), 'Enter a valid email address, like name@example.com');
      assert.equal(await field.getAttribute('aria-invalid'), 'true');
      const email = `ada-${mode}-${randomDigits(6)}@example.com`;
      await field.fill(email);
      assert.equal(await field.getAttribute('aria-invalid'), 'false');
      await page.getByRole('button', { name: 'Send code' }).click();
      const code = page.getByLabel('Code');
      await code.fill('12');
      await page.getByRole('button', { name: 'Verify' }).click();
      assert.equal(await described(code), 'Enter the 6-digit code from the message');
      const right = (await readDevCode(stack.platformUrl, email)).otp;
      await code.fill(right === '000000' ? '111111' : '000000');
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.waitForFunction(
        (el) => el.getAttribute('aria-invalid') === 'true',
        await code.elementHandle(),
        POLL,
      );
      assert.equal(
        await described(code),
        'That code is not right or has expired: enter the latest code we sent, or tap Resend',
      );
      assert.equal(await page.getByTestId('error').count(), 0);
      await shot(page, `${mode}-login-wrong-code`);
      await code.fill(right);
      await page.getByRole('button', { name: 'Verify' }).click();
      await expectHome(page);
      await context.close();

      const phone = await stack.open(mode);
      await openTab(phone.page, 'WhatsApp');
      const number = phone.page.getByLabel('WhatsApp number');
      await number.fill('+91 98765 43210');
      await phone.page.getByRole('button', { name: 'Send code' }).click();
      assert.equal(
        await described(number),
        'Enter a valid phone number: the 10 digits after +91, like 9876543210',
      );
      await phone.context.close();
    });

    it(`logs in by WhatsApp OTP (${mode})`, async () => {
      const { context, page } = await stack.open(mode);
      await openTab(page, 'WhatsApp');
      await page.getByRole('button', { name: 'Send code' }).click();
      await page.getByText('Enter a valid phone number').waitFor();
      const phone = `98${randomDigits(8)}`;
      await page.getByLabel('WhatsApp number').fill(phone);
      await page.getByRole('button', { name: 'Send code' }).click();
      await page.getByLabel('Code').waitFor();
      await page.getByLabel('Code').fill((await readDevCode(stack.platformUrl, phone)).otp);
      await page.getByRole('button', { name: 'Verify' }).click();
      await expectHome(page);
      await context.close();
    });

    it(`logs in with Google through the stand-in pop-up (${mode})`, async () => {
      const { context, page } = await stack.open(mode);
      const [popup] = await Promise.all([
        page.waitForEvent('popup'),
        page.getByRole('button', { name: 'Sign in with Google' }).click(),
      ]);
      await popup.locator('#account').waitFor();
      await shot(popup, `${mode}-google-stand-in`);
      await signInOnStandIn(popup, `grace-${mode}-${randomDigits(5)}@example.com`);
      // The pop-up comes back to the demo's origin, where its opener reads the id_token and closes it.
      await popup.waitForEvent('close');
      await expectHome(page);
      assert.equal(await page.getByText('Authentication popup closed').count(), 0);
      await context.close();
    });

    it(`logs in with a JWT from the local platform and alerts on an empty token (${mode})`, async () => {
      const { context, page } = await stack.open(mode);
      await openTab(page, 'JWT');
      await page.getByRole('button', { name: 'Login with JWT' }).click();
      await page.getByText('Enter a valid Jwt token').waitFor();
      await loginWithJwt(page);
      await expectHome(page);
      await context.close();
    });
  }

  for (const provider of ['Apple', 'X']) {
    it(`logs in with ${provider} through the callback route (api)`, async () => {
      const { context, page } = await stack.open('api');
      await openTab(page, provider);
      await page.getByRole('button', { name: `Sign in with ${provider}` }).click();
      await page.locator('#account').waitFor();
      await shot(page, `api-${provider.toLowerCase()}-stand-in`);
      await signInOnStandIn(
        page,
        provider === 'X' ? `ada_${randomDigits(5)}` : `ada-${randomDigits(5)}@example.com`,
      );
      await expectHome(page);
      await context.close();
    });

    it(`returns to a logged-out deep link after ${provider} sign-in (api)`, async () => {
      const { context, page } = await stack.open('api');
      await page.goto(`${stack.clientUrl}/rawtransaction`);
      await page.getByTestId('login-notice').filter({ hasText: 'Log in to open /rawtransaction' }).waitFor();
      await openTab(page, provider);
      await page.getByRole('button', { name: `Sign in with ${provider}` }).click();
      await page.locator('#account').waitFor();
      await signInOnStandIn(
        page,
        provider === 'X' ? `ada_${randomDigits(5)}` : `ada-${randomDigits(5)}@example.com`,
      );
      // Through the provider and the callback route, back where the user was going.
      await page.waitForURL((url) => url.pathname === '/rawtransaction');
      await page.getByRole('heading', { name: 'Raw Transaction' }).waitFor();
      assert.equal(await page.evaluate(() => sessionStorage.getItem('satchel_oauth_next')), null);
      await context.close();
    });

    it(`refuses ${provider} in sdk mode, on the tab and on the callback route`, async () => {
      const { context, page } = await stack.open('sdk');
      await openTab(page, provider);
      await page.getByRole('button', { name: `Sign in with ${provider}` }).click();
      await page.getByText('Login is currently not supported in sdk mode').waitFor();
      await page.goto(
        `${stack.clientUrl}/auth/callback/${provider === 'X' ? 'twitter' : 'apple'}?code=abc&state=def`,
      );
      await page.waitForURL((url) => url.pathname === '/');
      await page
        .getByTestId('login-notice')
        .filter({ hasText: 'Login is currently not supported in sdk mode' })
        .waitFor();
      await context.close();
    });
  }

  for (const mode of ['sdk', 'api']) {
    it(`a logged-out deep link says why and returns there after login (${mode})`, async () => {
      const { context, page } = await stack.open(mode);
      await page.goto(`${stack.clientUrl}/transfertoken`);
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByTestId('login-notice').filter({ hasText: 'Log in to open /transfertoken' }).waitFor();
      await openTab(page, 'JWT');
      await page.getByRole('button', { name: 'Get a test token' }).click();
      await page.waitForFunction(
        () => document.querySelector('textarea')?.value.split('.').length === 3,
        null,
        POLL,
      );
      await page.getByRole('button', { name: 'Login with JWT' }).click();
      await page.waitForURL('**/transfertoken');
      await page.getByRole('heading', { name: 'Token Transfer' }).waitFor();
      // Only this demo's own paths are followed.
      await page.getByRole('button', { name: '← Home' }).click();
      await logout(page);
      await page.goto(`${stack.clientUrl}/?next=${encodeURIComponent('//example.com/x')}`);
      await loginWithJwt(page);
      await context.close();
    });
  }

  it('returns to / when a social callback fails (api)', async () => {
    const { context, page } = await stack.open('api');
    await page.goto(`${stack.clientUrl}/auth/callback/apple?code=not-a-real-code&state=x`);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('login-notice').waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('satchel_api_session')), null);
    await context.close();
  });

  it('logs in through the onboarding modal (sdk) and hides the token in Session Info', async () => {
    const { context, page } = await stack.open('sdk');
    await openTab(page, 'Onboarding Modal');
    await page.getByRole('button', { name: 'Open Onboarding Modal' }).click();
    const frame = page.frameLocator('iframe');
    const email = `modal-${randomDigits(6)}@example.com`;
    await frame.locator('#contact').fill(email);
    await shot(page, 'sdk-onboarding-modal');
    await frame.locator('#contact').press('Enter');
    await frame.locator('#code').waitFor({ state: 'visible' });
    await frame.locator('#code').fill((await readDevCode(stack.platformUrl, email)).otp);
    await frame.locator('#code').press('Enter');
    await expectHome(page);
    await page.getByRole('button', { name: 'Show Session Info' }).click();
    const modal = page.getByTestId('session-info-modal');
    await modal
      .getByText('Session Information cannot be captured when logging in with Onboarding Modal')
      .waitFor();
    assert.equal(await modal.getByTestId('session-auth-token').count(), 0);
    await context.close();
  });

  it('api mode shows the onboarding modal as sdk-only', async () => {
    const { context, page } = await stack.open('api');
    await openTab(page, 'Onboarding Modal');
    await page.getByText('switch to sdk mode to try it').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Open Onboarding Modal' }).count(), 0);
    await context.close();
  });
});
