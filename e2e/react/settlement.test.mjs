// Browser tests of what the `@satchel/sdk/react` hooks tell a user, against the real, built platform: balances that
// follow a settled order without any wait, a 500 ms poll that is honoured and refreshes the balance when its order
// settles, a FAILED order that ends useWaitForOrder in error, callbacks of the latest call only (two quick calls, a
// reset), a session the platform forgets mid-use, and a client key the SDK refuses (no blank page).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { readDevCode, startStack } from '@satchel/test-support';
import { launchBrowser } from '@satchel/test-support/browser';
import { servePage } from './page/serve-page.mjs';

// Orders settle 2.5 s after the execute: long enough for several 500 ms polls, short enough for the tests.
const SETTLE_MS = 2500;

let stack;
let site;
let browser;
let page;

const text = (testId, on = page) => on.getByTestId(testId).textContent();
const waitForText = (testId, predicate, { timeout = 20000, on = page } = {}) =>
  on.waitForFunction(
    ([id, source]) =>
      new Function('t', `return (${source})(t)`)(
        document.querySelector(`[data-testid="${id}"]`)?.textContent ?? '',
      ),
    [testId, predicate.toString()],
    { timeout },
  );
const click = (name, on = page) => on.getByRole('button', { name, exact: true }).click();
const heard = (name) => page.evaluate((n) => window.heard[n], name);
/** The balance once it differs from `before` (or, after 20 s, as it is). */
async function balanceChangedFrom(before) {
  await page
    .waitForFunction(
      (old) => !['', old].includes(document.querySelector('[data-testid="balance"]')?.textContent ?? ''),
      before,
      { timeout: 20000 },
    )
    .catch(() => {});
  return text('balance');
}

before(async () => {
  stack = await startStack({ settleMs: SETTLE_MS });
  site = await servePage(stack.platformUrl, 'settlement-app.jsx');
  browser = await launchBrowser();
  page = await (await browser.newContext()).newPage();
  await page.goto(site.url);
  await waitForText('status', (t) => t === 'logged-out');
  const email = `settlement-${Date.now()}@example.com`;
  await page.getByLabel('Email').fill(email);
  await click('Send code');
  await page.getByLabel('Code').fill((await readDevCode(stack.platformUrl, email)).otp);
  await click('Log in');
  await waitForText('status', (t) => t === 'logged-in');
  await waitForText('balance', (t) => t !== '');
});

after(async () => {
  await browser?.close();
  await site?.close();
  await stack?.stop();
});

describe('@satchel/sdk/react tells the truth (Chromium, real platform)', () => {
  test('a transfer nobody waits for: the balance changes once its order settles (background follow)', async () => {
    const before = await text('balance');
    await click('Transfer');
    await waitForText('transfer-status', (t) => t === 'success');
    // The submission's revalidation comes before settlement: the balance is still the old one then.
    assert.equal(await text('balance'), before);
    assert.notEqual(await balanceChangedFrom(before), before);
  });

  test('useOrders polls every 500 ms as asked and its settled order refreshes the balance', async () => {
    const before = await text('balance');
    const polls = [];
    const onRequest = (request) => {
      if (/\/orders\?intent_id=/.test(request.url())) polls.push(Date.now());
    };
    page.on('request', onRequest);
    await click('Transfer unfollowed');
    await waitForText('followed', (t) => t === 'SUCCESSFUL', { timeout: 30000 });
    page.off('request', onRequest);
    // 2.5 s of settlement polled every 500 ms: four polls or more, none more than 1.5 s apart (swr's 2 s dedupe
    // window, left alone, spaces them 2 s apart).
    assert.ok(polls.length >= 4, `expected at least 4 polls of the order, saw ${polls.length}`);
    const gaps = polls.slice(1, 4).map((at, i) => at - polls[i]);
    assert.ok(Math.max(...gaps) < 1500, `polls ${gaps.join(', ')} ms apart`);
    assert.notEqual(await balanceChangedFrom(before), before);
  });

  test('a FAILED order ends useWaitForOrder in error with an OrderFailedError, its order and reason', async () => {
    await click('Transfer too much and wait');
    await waitForText('wait-status', (t) => t === 'success' || t === 'error', { timeout: 30000 });
    assert.equal(await text('wait-status'), 'error');
    assert.equal(await text('wait-data'), '');
    assert.equal(await text('wait-error-class'), 'OrderFailedError');
    assert.equal(await text('wait-error-order'), 'FAILED');
    assert.match(await text('wait-error-reason'), /Insufficient balance/);
    assert.deepEqual(await heard('wait'), ['error:OrderFailedError', 'settled:error']);

    await click('Transfer and wait');
    await waitForText('wait-status', (t) => t === 'success', { timeout: 30000 });
    assert.equal(await text('wait-data'), 'SUCCESSFUL');
    assert.deepEqual((await heard('wait')).slice(2), ['success:SUCCESSFUL', 'settled:data']);
  });

  test('two quick calls: the callbacks hear the latest only, with the state', async () => {
    await click('Sign twice');
    await waitForText('sign-status', (t) => t === 'success');
    await page.waitForFunction(() => window.heard.sign.length >= 2);
    const signature = await text('sign-data');
    assert.deepEqual(await heard('sign'), [`success:${signature}`, 'settled:data']);
  });

  test('a reset call: no state and no callbacks when it settles', async () => {
    const heardBefore = await heard('sign');
    await click('Sign then reset');
    await page.waitForFunction(() => window.resetCallDone === true);
    assert.equal(await text('sign-status'), 'idle');
    assert.equal(await text('sign-data'), '');
    assert.deepEqual(await heard('sign'), heardBefore);
  });

  test('a session the platform forgets mid-use: the next read logs out, clears storage, says why', async () => {
    assert.notEqual(await page.evaluate(() => localStorage.getItem('satchel_session')), null);
    const reset = await fetch(`${stack.platformUrl}/dev/reset`, { method: 'POST' });
    assert.equal(reset.status, 200);
    await click('Refresh');
    await waitForText('status', (t) => t === 'logged-out');
    assert.equal(await text('reason'), 'SESSION_NOT_FOUND');
    assert.equal(await text('user'), '');
    assert.equal(await page.evaluate(() => localStorage.getItem('satchel_session')), null);
  });

  test('a client key the SDK refuses: status error with the message, the page still renders', async () => {
    const other = await (await browser.newContext()).newPage();
    const thrown = [];
    other.on('pageerror', (error) => thrown.push(error.message));
    await other.goto(`${site.url}/?badKey`);
    await waitForText('status', (t) => t === 'error', { on: other });
    assert.equal(await text('config-error', other), 'Invalid client private key format');
    // The hooks render without a client: a mutation ends in error with the same message, no throw.
    await click('Sign twice', other);
    await waitForText('sign-status', (t) => t === 'error', { on: other });
    assert.equal(await text('sign-error', other), 'Invalid client private key format');
    // useSatchel() in render did not throw; using its client does, with the same error.
    await click('Chains', other);
    await waitForText('chains', (t) => t !== '', { on: other });
    assert.equal(await text('chains', other), 'Invalid client private key format');
    assert.deepEqual(thrown, []);
    await other.close();
  });
});
