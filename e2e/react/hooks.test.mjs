// Browser tests of the `@satchel/sdk/react` hooks against the real, built platform: a login mutation (email OTP
// from the dev inbox; a wrong code is RETURNED as an RpcError by the SDK and must show as the hook's error), a sign
// mutation, read hooks, and an intent mutation whose success revalidates the orders read, then useWaitForOrder
// whose final order revalidates the portfolio. Each mutation's `status:isPending` history is checked.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { readDevCode, startStack } from '@satchel/test-support';
import { launchBrowser } from '@satchel/test-support/browser';
import { servePage } from './page/serve-page.mjs';

const RECIPIENT = '0x7c9e0f1a2b3c4d5e6f708192a3b4c5d6e7f8f1a2';

let stack;
let site;
let browser;
let page;

const text = (testId) => page.getByTestId(testId).textContent();
const waitForText = (testId, predicate, timeout = 20000) =>
  page.waitForFunction(
    ([id, source]) =>
      new Function('t', `return (${source})(t)`)(
        document.querySelector(`[data-testid="${id}"]`)?.textContent ?? '',
      ),
    [testId, predicate.toString()],
    { timeout },
  );
const history = (name) => page.evaluate((n) => window.mutationHistory[n] ?? [], name);
const click = (name) => page.getByRole('button', { name, exact: true }).click();

/** Waits until a mutation settles; resolves to its status. */
async function settled(name) {
  await waitForText(`${name}-status`, (t) => t === 'success' || t === 'error');
  return text(`${name}-status`);
}

before(async () => {
  stack = await startStack({ settleMs: 1500 });
  site = await servePage(stack.platformUrl, 'hooks-app.jsx');
  browser = await launchBrowser();
  page = await (await browser.newContext()).newPage();
  await page.goto(site.url);
  await waitForText('status', (t) => t === 'logged-out');
});

after(async () => {
  await browser?.close();
  await site?.close();
  await stack?.stop();
});

describe('@satchel/sdk/react hooks in Chromium', () => {
  test('a sign mutation while logged out ends in error with the SDK message', async () => {
    assert.equal(await text('sign-status'), 'idle');
    await click('Sign');
    assert.equal(await settled('sign'), 'error');
    assert.equal(await text('sign-error'), 'User must be logged in to sign message');
    assert.equal(await text('sign-data'), '');
    assert.deepEqual(await history('sign'), ['idle:false', 'pending:true', 'error:false']);
  });

  test('login mutations: send a code, a wrong code (a returned RpcError) is the error, the right one logs in', async () => {
    const email = `hooks-${Date.now()}@example.com`;
    await page.getByLabel('Email').fill(email);
    await click('Send code');
    assert.equal(await settled('sendOtp'), 'success');
    assert.match(await text('sendOtp-data'), /"token":"[^"]+"/);
    const otp = (await readDevCode(stack.platformUrl, email)).otp;

    await page.getByLabel('Code').fill(String((Number(otp) + 1) % 1000000).padStart(6, '0'));
    await click('Log in');
    assert.equal(await settled('login'), 'error');
    assert.notEqual(await text('login-error'), '');
    assert.equal(await text('status'), 'logged-out');

    await page.getByLabel('Code').fill(otp);
    await click('Log in');
    await waitForText('login-status', (t) => t === 'success');
    assert.match(await text('login-data'), /^0x[0-9a-fA-F]{40}$/);
    assert.equal(await text('login-error'), '');
    await waitForText('status', (t) => t === 'logged-in');
    assert.equal(await text('user'), await text('login-data'));
    assert.deepEqual(await history('login'), [
      'idle:false',
      'pending:true',
      'error:false',
      'pending:true',
      'success:false',
    ]);
  });

  test('read hooks load once logged in; a sign mutation succeeds with a 65-byte signature', async () => {
    await waitForText('orders', (t) => t === '0');
    await waitForText('balances', (t) => /=\d/.test(t));
    await click('Sign');
    await waitForText('sign-status', (t) => t === 'success');
    assert.match(await text('sign-data'), /^0x[0-9a-f]{130}$/);
    assert.equal(await text('sign-error'), '');
  });

  test('an invalid intent ends in error with the validation message and revalidates nothing', async () => {
    await page.getByLabel('Recipient').fill('not-an-address');
    await click('Transfer');
    assert.equal(await settled('transfer'), 'error');
    assert.match(await text('transfer-error'), /^Validation failed: /);
    assert.equal(await text('orders'), '0');
  });

  test('a token transfer mutation resolves to the jobId and revalidates the orders read', async () => {
    const balancesBefore = await text('balances');
    await page.getByLabel('Recipient').fill(RECIPIENT);
    await click('Transfer');
    await waitForText('transfer-status', (t) => t === 'success');
    const jobId = await text('transfer-data');
    assert.match(jobId, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    assert.equal(await text('transfer-error'), '');
    // The reads do not poll or revalidate on focus: only the hook's invalidation can show the new order.
    await waitForText('orders', (t) => t === '1');
    assert.deepEqual(await history('transfer'), [
      'idle:false',
      'pending:true',
      'error:false',
      'pending:true',
      'success:false',
    ]);

    await click('Wait for order');
    await waitForText('wait-status', (t) => t === 'success' || t === 'error', 30000);
    const order = JSON.parse(await text('wait-data'));
    assert.equal(order.intentId, jobId);
    assert.equal(order.status, 'SUCCESSFUL');
    // The settled order changed the balances; the final order revalidated the portfolio read (the transfer's own
    // revalidation ran before settlement, 1.5 s after the execute).
    await page.waitForFunction(
      (before) => document.querySelector('[data-testid="balances"]').textContent !== before,
      balancesBefore,
      { timeout: 10000 },
    );
    assert.deepEqual((await history('wait')).slice(-2), ['pending:true', 'success:false']);
  });

  test('usePortfolioActivityPages loads more and keeps what was loaded', async () => {
    await waitForText('activity-count', (t) => Number(t) > 2);
    const first = (await text('activity-ids')).split(',');
    assert.equal(first.length, 2);
    await click('Load more activity');
    await waitForText('activity-ids', (t) => t.split(',').length === 4);
    const more = (await text('activity-ids')).split(',');
    // Every entry loaded stays, each once (swr revalidates the first page too: a newer entry may come on top).
    assert.ok(
      first.every((id) => more.includes(id)),
      `${first} kept in ${more}`,
    );
    assert.equal(new Set(more).size, more.length);
  });

  test('reset returns a mutation to idle; the logout mutation ends the session', async () => {
    await click('Reset');
    await waitForText('transfer-status', (t) => t === 'idle');
    assert.equal(await text('transfer-data'), '');
    assert.equal(await text('sign-status'), 'idle');
    await click('Log out');
    await waitForText('status', (t) => t === 'logged-out');
    assert.equal(await text('logout-status'), 'success');
    assert.equal(await page.evaluate(() => localStorage.getItem('satchel_session')), null);
  });
});
