/* global getComputedStyle, Node, NodeFilter */
// The demo at a phone's width (390 × 844), checked as a person would read it: no sideways scroll, no text squeezed
// into a column narrower than a readable width, headings wrapping between words, every login tab reachable with a
// visible scroll cue, the primary buttons on screen, an error in view after the tap that caused it, dialogs and the
// API logs drawer at full width. A screenshot of each step in artifacts/e2e/ (mobile-*.png). In sdk mode axe-core
// judges the login page, every page behind it and the result dialog at this width (dashboard.test.mjs: at 1280 px).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEMO_CLIENT } from '@satchel/shared';
import { artifactPath } from '@satchel/test-support/browser';
import { expectAccessible } from './accessibility.mjs';
import { CONFIG_KEY, DEMO_PAGES, TIMEOUT, choose, gotoPage, loginWithJwt, shot } from './helpers.mjs';
import { useDemoStack } from './use-demo-stack.mjs';

const WIDTH = 390;
const HEIGHT = 844;
/** Narrower than this, a sentence reads one or two words a line. */
const READABLE_PX = 120;

/** Everything a person would notice at a glance, measured in the page. */
function measure([max, readable]) {
  const visible = (el) => {
    const style = getComputedStyle(el);
    const r = el.getBoundingClientRect();
    return style.visibility !== 'hidden' && style.opacity !== '0' && r.width > 0 && r.height > 0;
  };
  const name = (el) =>
    `${el.tagName.toLowerCase()}${el.dataset.testid ? `[${el.dataset.testid}]` : ''} "${el.textContent.trim().slice(0, 40)}"`;
  const wide = [...document.querySelectorAll('body *')]
    .filter((el) => visible(el) && el.getBoundingClientRect().right > max + 0.5)
    .slice(0, 5)
    .map(name);
  // Elements holding a sentence of their own (a direct text node of 20+ characters).
  const narrow = [...document.querySelectorAll('body *')]
    .filter((el) =>
      [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim().length >= 20),
    )
    .filter((el) => visible(el) && el.getBoundingClientRect().width < readable)
    .map((el) => `${name(el)} ${Math.round(el.getBoundingClientRect().width)} px`);
  // A word of a heading or a button split over two lines ("Transfe / r").
  const broken = [];
  for (const el of document.querySelectorAll('h1, h2, h3, h4, h5, h6, button, [role=tab]')) {
    if (!visible(el)) continue;
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of node.textContent.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        if (lines.size > 1) broken.push(`${name(el)}: "${match[0]}"`);
      }
    }
  }
  return { width: document.documentElement.scrollWidth, wide, narrow, broken };
}

/** Fails with the culprits named when a person would see the page break. */
async function expectReadable(page, name) {
  await shot(page, `mobile-${name}`);
  // A dialog is best seen as the phone shows it: the screen, not the whole page behind it.
  if (name.endsWith('-dialog'))
    await page.screenshot({ path: artifactPath(`mobile-${name}-screen.png`), animations: 'disabled' });
  const { width, wide, narrow, broken } = await page.evaluate(measure, [WIDTH, READABLE_PX]);
  assert.ok(width <= WIDTH, `${name}: ${width} px wide (${wide.join(', ')})`);
  assert.deepEqual(narrow, [], `${name}: text narrower than ${READABLE_PX} px`);
  assert.deepEqual(broken, [], `${name}: words broken across lines`);
}

/** The element is fully on screen (after the page has had time to scroll it there). */
async function expectInView(page, locator, what) {
  await locator.waitFor();
  await page
    .waitForFunction(
      ([el, h, w]) => {
        const r = el.getBoundingClientRect();
        return r.top >= 0 && r.bottom <= h && r.left >= 0 && r.right <= w;
      },
      [await locator.elementHandle(), HEIGHT, WIDTH],
      { timeout: 5000 },
    )
    .catch(() => assert.fail(`${what} is not in view`));
}

/** Every contained (primary) button can be brought on screen and is not covered by anything. */
async function expectPrimaryButtonsReachable(page, name) {
  const buttons = page.locator('button.MuiButton-contained:visible');
  for (let i = 0; i < (await buttons.count()); i++) {
    const button = buttons.nth(i);
    await button.scrollIntoViewIfNeeded();
    const hit = await button.evaluate((el) => {
      const r = el.getBoundingClientRect();
      // A disabled button takes no pointer events, so elementFromPoint would look through it.
      const before = el.style.pointerEvents;
      el.style.pointerEvents = 'auto';
      const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      el.style.pointerEvents = before;
      return { left: r.left, right: r.right, onTop: el.contains(top) };
    });
    const label = (await button.textContent()).trim();
    assert.ok(hit.left >= 0 && hit.right <= WIDTH, `${name}: "${label}" is cut off`);
    assert.ok(hit.onTop, `${name}: "${label}" is covered`);
  }
}

async function expectFullWidth(locator, what) {
  const box = await locator.boundingBox();
  assert.ok(box.width >= WIDTH - 16, `${what} is ${Math.round(box.width)} px wide on a ${WIDTH} px phone`);
}

describe('demo at 390 px', () => {
  const stack = useDemoStack();

  for (const mode of ['sdk', 'api']) {
    it(`every page, dialog and error reads well at 390 px (${mode})`, async () => {
      const context = await stack.browser.newContext({
        viewport: { width: WIDTH, height: HEIGHT },
        isMobile: true,
        hasTouch: true,
      });
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
      await expectReadable(page, `${mode}-login`);
      // One mode is enough for axe at this width: the pages are the same, api mode's extras are judged at 1280 px.
      const judge = mode === 'sdk';
      if (judge) await expectAccessible(page, `${mode}-login at ${WIDTH} px`);

      // The tabs overflow: a visible arrow says so, and tapping it brings the last tab on screen.
      const tabs = page.getByRole('tab');
      const last = tabs.last();
      const forward = page.getByTestId('tabs-forward');
      assert.equal(await forward.evaluate((el) => getComputedStyle(el).opacity !== '0'), true);
      for (let i = 0; i < 5 && !(await last.evaluate((el) => el.getBoundingClientRect().right <= 390)); i++) {
        await forward.click();
        await page.waitForTimeout(400);
      }
      await expectInView(page, last, `the "${(await last.textContent()).trim()}" tab`);
      for (let i = 0; i < (await tabs.count()); i++) {
        const tab = tabs.nth(i);
        await tab.click();
        await expectInView(page, tab, `the "${(await tab.textContent()).trim()}" tab`);
        await expectPrimaryButtonsReachable(page, `${mode}-login tab ${i}`);
      }

      // An error after a tap shows in view: an empty email.
      await page.getByRole('tab', { name: 'Email', exact: true }).click();
      await page.getByRole('button', { name: 'Send code' }).click();
      await expectInView(page, page.getByText('Enter a valid email'), 'the email error');
      await expectReadable(page, `${mode}-login-email-error`);

      await page.getByRole('button', { name: 'Update' }).click();
      await page.getByRole('button', { name: 'Cancel' }).waitFor();
      await expectReadable(page, `${mode}-login-config-form`);
      await page.getByRole('button', { name: 'Cancel' }).click();

      await loginWithJwt(page);
      for (const path of DEMO_PAGES) {
        await gotoPage(page, stack, path);
        await expectReadable(page, `${mode}${path.replace('/', '-')}`);
        await expectPrimaryButtonsReachable(page, `${mode}${path}`);
        if (judge) await expectAccessible(page, `${mode}${path} at ${WIDTH} px`);
      }

      // A result dialog with the portfolio table.
      await page.goto(`${stack.clientUrl}/home`);
      await page.getByRole('button', { name: 'getPortfolio', exact: true }).click();
      const result = page.getByTestId('result-modal').getByRole('dialog');
      await page.getByTestId('portfolio-table').waitFor();
      await expectFullWidth(result, 'the result dialog');
      await expectReadable(page, `${mode}-portfolio-dialog`);
      if (judge) await expectAccessible(page, `${mode} result dialog at ${WIDTH} px`);
      // Every figure and heading word of the table on one line: no "0.500 / 0", no "Balan / ce".
      const split = await page.getByTestId('portfolio-table').evaluate((table) => {
        const words = [];
        const walker = document.createTreeWalker(table, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode())
          for (const match of node.textContent.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            if (new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1)
              words.push(match[0]);
          }
        return words;
      });
      assert.deepEqual(split, [], `${mode}: portfolio words wider than their column`);
      await result.getByRole('button', { name: 'Close' }).click();

      await page.getByRole('button', { name: 'Show Session Info' }).click();
      const info = page.getByTestId('session-info-modal').getByRole('dialog');
      await expectFullWidth(info, 'the session info dialog');
      await expectReadable(page, `${mode}-session-dialog`);
      await page.keyboard.press('Escape');
      await info.waitFor({ state: 'hidden' });

      // Token Transfer on a chain without sponsorship: the notice reads at full width.
      await page.goto(`${stack.clientUrl}/transfertoken`);
      await choose(page, 'Network', /Base Sepolia/);
      const notice = page.getByTestId('no-sponsorship-notice');
      await notice.waitFor();
      await expectReadable(page, `${mode}-transfertoken-notice`);
      await choose(page, 'Token', /ETH/);

      // A bad amount, tapped at the bottom of the form: the error comes into view.
      await page.getByLabel('Amount (smallest unit)').fill('abc');
      await page.getByLabel('Recipient address').fill('0x000000000000000000000000000000000000dEaD');
      await page.getByRole('button', { name: 'Transfer Token (Direct Execute)' }).click();
      await expectInView(page, page.getByText('Please enter a valid amount'), 'the amount error');
      await expectReadable(page, `${mode}-transfertoken-error`);

      // The review of a user operation: the summary's recipient address wraps inside the dialog, nothing past its edge
      // (JSON blocks scroll on their own).
      await page.getByLabel('Amount (smallest unit)').fill('1000');
      await page.getByRole('button', { name: 'Create Token Transfer UserOp' }).click();
      const review = page.getByTestId('review-modal');
      await review.getByTestId('network-fees').waitFor();
      const clipped = await review.getByRole('dialog').evaluate((dialog) => {
        const edge = dialog.getBoundingClientRect().right;
        return [...dialog.querySelectorAll('*')]
          .filter((el) => !el.closest('pre') && el.getBoundingClientRect().right > edge + 0.5)
          .map((el) => `${el.tagName.toLowerCase()} "${el.textContent.trim().slice(0, 40)}"`);
      });
      assert.deepEqual(clipped, [], `${mode}: the review dialog's content runs past its edge`);
      await expectReadable(page, `${mode}-review-dialog`);
      await review.getByRole('button', { name: 'Cancel' }).click();
      await review.waitFor({ state: 'hidden' });

      // A transfer: Details opens by itself once the order is final.
      await page.getByRole('button', { name: 'Transfer Token (Direct Execute)' }).click();
      const details = page.getByTestId('transaction-details-modal');
      await details.getByTestId('details-status').filter({ hasText: 'SUCCESSFUL' }).waitFor();
      await expectFullWidth(details.getByRole('dialog'), 'the details dialog');
      await expectReadable(page, `${mode}-details-dialog`);
      await details.getByRole('button', { name: 'Create New Transaction' }).click();

      // A raw transaction keeps its submitted dialog until View Details.
      await page.goto(`${stack.clientUrl}/rawtransaction`);
      await choose(page, 'Network', /Base Sepolia/);
      await page.getByLabel('To (recipient)').fill('0x000000000000000000000000000000000000dEaD');
      await page.getByLabel('Value (wei)').fill('1');
      await page.getByRole('button', { name: 'Send Transaction (Direct Execute)' }).click();
      const submitted = page.getByTestId('submitted-modal');
      await submitted.getByTestId('submitted-status').filter({ hasText: 'SUCCESSFUL' }).waitFor();
      await expectFullWidth(submitted.getByRole('dialog'), 'the submitted dialog');
      await expectReadable(page, `${mode}-submitted-dialog`);
      await submitted.getByRole('button', { name: 'View Details' }).click();
      await details.getByTestId('details-status').filter({ hasText: 'SUCCESSFUL' }).waitFor();

      if (mode === 'api') {
        await page.keyboard.press('Escape');
        await details.waitFor({ state: 'hidden' });
        await page.getByRole('button', { name: 'View API Logs' }).click();
        const drawer = page.getByTestId('api-logs-drawer');
        await drawer.waitFor();
        await expectFullWidth(page.locator('.MuiDrawer-paper'), 'the API logs drawer');
        await expectFullWidth(page.getByTestId('api-log-details'), 'the API log details');
        await expectReadable(page, `${mode}-api-logs`);
      }
      await context.close();
    });
  }
});
