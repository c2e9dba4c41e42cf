// Every page and the transfer dialogs at a phone's width (390 px): nothing wider than the viewport, so no
// horizontal scrolling; a screenshot of each in artifacts/e2e/.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO_CLIENT } from '@satchel/shared';
import { launchBrowser } from '../harness/browser.mjs';
import { startStack } from '../harness/stack.mjs';
import { CONFIG_KEY, TIMEOUT, choose, loginWithJwt, shot } from './helpers.mjs';

const WIDTH = 390;
const PAGES = [
  '/home',
  '/rawRead',
  '/transfertoken',
  '/transfernft',
  '/createnftcollection',
  '/rawtransaction',
];

/** Fails with the widest elements named when the page is wider than the viewport. */
async function expectFits(page, name) {
  await shot(page, `mobile-${name}`);
  const { width, culprits } = await page.evaluate((max) => {
    const wide = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > max + 0.5)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 2).join('.')}`);
    return { width: document.documentElement.scrollWidth, culprits: wide };
  }, WIDTH);
  assert.ok(width <= WIDTH, `${name}: ${width} px wide (${culprits.join(', ')})`);
}

describe('demo at 390 px', () => {
  let stack;
  let browser;
  before(async () => {
    stack = await startStack({ server: true, client: true });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await stack?.stop();
  });

  for (const mode of ['sdk', 'api']) {
    it(`fits every page and the transfer dialogs (${mode})`, async () => {
      const context = await browser.newContext({ viewport: { width: WIDTH, height: 844 }, isMobile: true });
      context.setDefaultTimeout(TIMEOUT);
      const page = await context.newPage();
      await page.goto(stack.clientUrl);
      await page.evaluate(
        ([key, config]) => localStorage.setItem(key, JSON.stringify(config)),
        [
          CONFIG_KEY,
          {
            mode,
            apiUrl: stack.apiUrl,
            environment: 'sandbox',
            clientPrivateKey: DEMO_CLIENT.clientPrivateKey,
            clientSWA: DEMO_CLIENT.clientSWA,
          },
        ],
      );
      await page.reload();
      await page.getByRole('heading', { name: 'Welcome to Satchel' }).waitFor();
      await expectFits(page, `${mode}-login`);
      await page.getByRole('button', { name: 'Update' }).click();
      await page.getByRole('button', { name: 'Cancel' }).waitFor();
      await expectFits(page, `${mode}-login-config-form`);
      await page.getByRole('button', { name: 'Cancel' }).click();

      await loginWithJwt(page);
      for (const path of PAGES) {
        await page.goto(`${stack.clientUrl}${path}`);
        await page.getByRole('heading').first().waitFor();
        await page.waitForLoadState('networkidle');
        await expectFits(page, `${mode}${path.replace('/', '-')}`);
      }

      // A transfer: the submitted dialog, then the details dialog.
      await page.goto(`${stack.clientUrl}/transfertoken`);
      await choose(page, 'Network', /Base Sepolia/);
      await choose(page, 'Token', /ETH/);
      await page.getByLabel('Amount (smallest unit)').fill('1000');
      await page.getByLabel('Recipient address').fill('0x000000000000000000000000000000000000dEaD');
      await page.getByRole('button', { name: 'Transfer Token (Direct Execute)' }).click();
      const submitted = page.getByTestId('submitted-modal');
      await submitted.getByTestId('submitted-status').filter({ hasText: 'SUCCESSFUL' }).waitFor();
      await expectFits(page, `${mode}-submitted-dialog`);
      await submitted.getByRole('button', { name: 'Check Job Status' }).click();
      await page.getByTestId('transaction-details-modal').getByTestId('details-status').waitFor();
      await expectFits(page, `${mode}-details-dialog`);
      await context.close();
    });
  }
});
