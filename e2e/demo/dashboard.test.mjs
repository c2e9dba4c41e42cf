/* global navigator, sessionStorage */
// The dashboard in both modes: user details, every explorer function, the portfolio table, copy, signing
// verified with viem against the user's key, session info, the API logs drawer (api mode) and logout. In api mode
// (the one with every control: estimates, API logs) axe-core judges every page, a result dialog and the API logs
// drawer at 1280 px (mobile-width.test.mjs: at 390 px).
import assert from 'node:assert/strict';
import { Buffer } from 'node:buffer';
import { describe, it } from 'node:test';
import { verifyMessage, verifyTypedData } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { expectAccessible } from './accessibility.mjs';
import { DEMO_PAGES, gotoPage, loginWithJwt, logout, shot, storedSession, userSigner } from './helpers.mjs';
import { useDemoStack } from './use-demo-stack.mjs';

const EXPLORER = [
  'getAccount',
  'getChains',
  'getOrdersHistory',
  'getPortfolio',
  'getPortfolioActivity',
  'getPortfolioNFT',
  'getTokens',
];

/** A history list of more than a page: "Load more" keeps the rows shown and adds the next page's. */
async function loadMore(list, count) {
  assert.ok(count > 5, 'more than one page of 5');
  const first = await list.locator('li').allTextContents();
  assert.equal(first.length, 5);
  await list.getByRole('button', { name: 'Load more' }).click();
  await list
    .locator('li')
    .nth(Math.min(10, count) - 1)
    .waitFor();
  const more = await list.locator('li').allTextContents();
  assert.deepEqual(more.slice(0, 5), first);
  assert.equal(new Set(more).size, more.length);
  assert.equal(await list.getByTestId('history-shown').textContent(), `${more.length} of ${count}`);
}

async function sign(page, button, fill) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const modal = page.getByTestId('sign-modal');
  await fill(modal);
  await modal.getByRole('button', { name: 'Submit' }).click();
  const result = page.getByTestId('result-modal');
  const signature = (await result.getByTestId('result-json').textContent()).trim();
  return { result, signature };
}

describe('demo dashboard', () => {
  const stack = useDemoStack();

  for (const mode of ['sdk', 'api']) {
    it(`runs every explorer function, signs and shows the session (${mode})`, async () => {
      const { context, page, errors } = await stack.open(mode);
      if (mode === 'api') {
        await page.getByRole('button', { name: 'View API Logs' }).click();
        await page.getByText('No logs yet').waitFor();
        await page.keyboard.press('Escape');
      }
      await loginWithJwt(page);
      const session = await storedSession(page, mode);
      assert.equal(await page.getByTestId('user-swa').textContent(), session.userSWA);
      assert.equal(await page.getByTestId('environment').textContent(), 'sandbox');
      await shot(page, `${mode}-dashboard`);
      const judge = mode === 'api';
      if (judge) await expectAccessible(page, `${mode} /home at 1280 px`);

      for (const name of EXPLORER) {
        await page.getByRole('button', { name, exact: true }).click();
        const modal = page.getByTestId('result-modal');
        await modal.getByRole('heading', { name }).waitFor();
        assert.equal(await modal.getByTestId('result-error').count(), 0, `${name} failed`);
        const text = await modal.getByTestId('result-json').textContent();
        const value = JSON.parse(text);
        if (name === 'getPortfolio') {
          assert.ok(value.groupTokens.length > 0);
          assert.ok((await modal.getByTestId('portfolio-table').locator('tbody tr').count()) > 1);
          await shot(page, `${mode}-portfolio`);
          if (judge) await expectAccessible(page, `${mode} result dialog at 1280 px`);
        } else if (name === 'getOrdersHistory' || name === 'getPortfolioActivity') {
          // The first page (docs/protocol.md §14.11), and "Load more" adds the next one under the rows shown.
          const rows = value.items ?? value.activity;
          assert.ok(Array.isArray(rows) && value.count >= rows.length, `${name} answers a page`);
          if (name === 'getPortfolioActivity')
            await loadMore(modal.getByTestId('history-activity'), value.count);
        } else assert.ok(Array.isArray(value) && value.length > 0, `${name} shows data`);
        if (name === 'getAccount') {
          await modal.getByRole('button', { name: 'Copy' }).click();
          await modal.getByRole('button', { name: 'Copied ✓' }).waitFor();
          assert.equal(await page.evaluate(() => navigator.clipboard.readText()), text);
        }
        await modal.getByRole('button', { name: 'Close' }).click();
        await modal.waitFor({ state: 'detached' });
      }

      const signer = await userSigner(stack.platformUrl, session);
      const message = `Hello from the ${mode} e2e test`;
      const signed = await sign(page, 'Sign Message', async (modal) => {
        // An empty (or blank) message is never signed.
        const submit = modal.getByRole('button', { name: 'Submit' });
        assert.equal(await submit.isDisabled(), true);
        await modal.getByPlaceholder('Enter message...').fill('   ');
        assert.equal(await submit.isDisabled(), true);
        await modal.getByPlaceholder('Enter message...').fill(message);
      });
      assert.match(signed.signature, /^0x[0-9a-f]{130}$/i);
      assert.ok(await verifyMessage({ address: signer, message, signature: signed.signature }));
      await shot(page, `${mode}-sign-message`);
      await signed.result.getByRole('button', { name: 'Close' }).click();

      const typed = await sign(page, 'Sign Typed Data', (modal) =>
        modal.getByRole('button', { name: 'Use the example' }).click(),
      );
      const example = {
        domain: {
          name: 'Satchel Demo',
          version: '1',
          chainId: 1,
          verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
        },
        types: {
          Mail: [
            { name: 'from', type: 'string' },
            { name: 'contents', type: 'string' },
          ],
        },
        primaryType: 'Mail',
        message: { from: 'Ada', contents: 'Hello from Satchel' },
      };
      assert.ok(await verifyTypedData({ address: signer, ...example, signature: typed.signature }));
      await typed.result.getByRole('button', { name: 'Close' }).click();

      // Invalid typed data ends in `Error: …` in red.
      await page.getByRole('button', { name: 'Sign Typed Data', exact: true }).click();
      await page.getByTestId('sign-modal').locator('textarea').first().fill('{not json');
      await page.getByTestId('sign-modal').getByRole('button', { name: 'Submit' }).click();
      const failed = page.getByTestId('result-modal').getByTestId('result-error');
      assert.match(await failed.textContent(), /Error: /);
      await page.getByTestId('result-modal').getByRole('button', { name: 'Close' }).click();

      await page.getByRole('button', { name: 'Show Session Info' }).click();
      const info = page.getByTestId('session-info-modal');
      await info.getByRole('heading', { name: 'Session Information' }).waitFor();
      const shown = async () => JSON.parse(await info.getByTestId('session-info-json').textContent());
      assert.equal((await shown()).userSWA, session.userSWA);
      // The private key stays masked until asked for.
      assert.ok(!(await info.textContent()).includes(session.sessionPrivKey.slice(2)));
      assert.match((await shown()).sessionPrivKey, /hidden/);
      await info.getByRole('button', { name: 'Show private key' }).click();
      assert.equal((await shown()).sessionPrivKey, session.sessionPrivKey);
      await info.getByRole('button', { name: 'Hide private key' }).click();
      assert.match((await shown()).sessionPrivKey, /hidden/);
      const token = JSON.parse(
        Buffer.from(await info.getByTestId('session-auth-token').textContent(), 'base64').toString(),
      );
      assert.equal(token.type, 'ecdsa_uncompressed');
      assert.equal(token.data.session_pub_key, session.sessionPubKey);
      await shot(page, `${mode}-session-info`);
      await info.getByRole('button', { name: 'Close' }).click();

      if (mode === 'api') {
        await page.getByRole('button', { name: 'View API Logs' }).click();
        const drawer = page.locator('.MuiDrawer-paper');
        const list = drawer.getByTestId('api-log-list');
        assert.ok((await list.getByRole('button').count()) >= EXPLORER.length + 3);
        assert.match(
          await list.getByRole('button').first().textContent(),
          /POST \/api\/intent\/signTypedData/,
        );
        await list.getByRole('button', { name: /\/api\/auth\/authenticate/ }).click();
        const details = drawer.getByTestId('api-log-details');
        const requestText = await details.textContent();
        assert.match(requestText, /\[REDACTED\]/);
        assert.ok(!requestText.includes(session.sessionPrivKey.slice(2)));
        await drawer.getByRole('tab', { name: 'Response' }).click();
        await details.getByText('200', { exact: true }).waitFor();
        const responseText = await details.textContent();
        assert.ok(responseText.includes(session.userSWA));
        assert.ok(!responseText.includes(session.sessionPrivKey.slice(2)), 'the session key is masked');
        await shot(page, 'api-logs-drawer');
        await expectAccessible(page, 'the API logs drawer at 1280 px');
        // Each response belongs to its own request: getChains' entry shows networks, getTokens' shows tokens.
        await drawer.getByRole('tab', { name: 'Request' }).click();
        await list.getByRole('button', { name: /\/api\/explorer\/chains/ }).click();
        await drawer.getByRole('tab', { name: 'Response' }).click();
        assert.match(await details.textContent(), /networkName/);
        await page.keyboard.press('Escape');

        // The log lasts for the browser session: a reload keeps every entry, newest first.
        const count = await list.getByRole('button').count();
        await page.reload();
        await page.getByText('Logged in', { exact: true }).waitFor();
        await page.getByRole('button', { name: 'View API Logs' }).click();
        await list.getByRole('button').first().waitFor();
        assert.ok((await list.getByRole('button').count()) >= count);
        assert.ok(
          (await list.getByRole('button').allTextContents()).some((t) =>
            t.includes('/api/intent/signTypedData'),
          ),
        );
        assert.ok(
          !(await page.evaluate(() => JSON.stringify(sessionStorage))).includes(
            session.sessionPrivKey.slice(2),
          ),
        );
        await page.keyboard.press('Escape');
      }

      if (mode === 'api') {
        // The BFF's error body is read on every status: an unknown session shows its 401 message in red.
        const strangerKey = generatePrivateKey();
        const stranger = {
          ...session,
          sessionPrivKey: strangerKey,
          sessionPubKey: privateKeyToAccount(strangerKey).publicKey,
        };
        const valid = JSON.stringify(session);
        await page.evaluate((s) => localStorage.setItem('satchel_api_session', s), JSON.stringify(stranger));
        await page.reload();
        await page.getByRole('button', { name: 'getAccount', exact: true }).click();
        const failed = page.getByTestId('result-modal').getByTestId('result-error');
        assert.match(await failed.textContent(), /error: .*Session not found/);
        await shot(page, 'api-explorer-error');
        await page.getByTestId('result-modal').getByRole('button', { name: 'Close' }).click();
        await page.evaluate((s) => localStorage.setItem('satchel_api_session', s), valid);
      }

      if (judge)
        for (const path of DEMO_PAGES.filter((p) => p !== '/home')) {
          await gotoPage(page, stack, path);
          await expectAccessible(page, `${mode} ${path} at 1280 px`);
        }
      if (judge) await gotoPage(page, stack, '/home');
      await logout(page);
      assert.equal(
        await page.evaluate(
          (m) => localStorage.getItem(m === 'sdk' ? 'satchel_session' : 'satchel_api_session'),
          mode,
        ),
        null,
      );
      await page.goto(`${stack.clientUrl}/home`);
      await page.waitForURL((url) => url.pathname === '/');
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});
