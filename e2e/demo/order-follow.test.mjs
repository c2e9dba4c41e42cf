// Following an order from the submitted dialog, in both modes, on a platform that keeps orders pending for a while:
// the token screen follows it and opens Details by itself once it is final (spec §4); elsewhere a press on the
// dialog's main button that starts while the order is pending and ends once it is final still opens Details (the
// button keeps its place and size when its words change).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { choose, expectSuccessful, loginWithJwt, RECIPIENT, shot, submitEthTransfer } from './helpers.mjs';
import { useDemoStack } from './use-demo-stack.mjs';

/** Long enough to press the button while the order is still pending. */
const SETTLE_MS = 4000;

describe('demo order following', () => {
  // The dialog's animations are part of what these tests press across: they run, as for most users.
  const stack = useDemoStack({ settleMs: SETTLE_MS, reducedMotion: 'no-preference' });

  for (const mode of ['sdk', 'api']) {
    it(`the token screen follows a transfer and opens Details by itself once final (${mode})`, async () => {
      const { context, page, errors } = await stack.open(mode);
      await loginWithJwt(page);
      const calls = [];
      page.on('request', (request) => calls.push(new URL(request.url()).pathname));
      await submitEthTransfer(page, '1000');
      // Pending: the submitted dialog with its job id and progress, nothing to press.
      const submitted = page.getByTestId('submitted-modal');
      await submitted.locator('[data-testid=order-progress][data-phase=pending]').waitFor();
      await submitted.getByRole('progressbar').waitFor();
      const jobId = (await submitted.getByTestId('job-id').textContent()).trim();
      await shot(page, `${mode}-token-pending`);
      // Final: Details in its place, with the hash and the platform's explorer page.
      const modal = await expectSuccessful(page);
      await submitted.waitFor({ state: 'detached' });
      assert.equal(await modal.getByTestId('details-intent-id').textContent(), jobId);
      assert.equal(await modal.getByRole('progressbar').count(), 0, 'no progress once final');
      const hash = (await modal.getByTestId('details-hash').textContent()).trim();
      assert.equal(
        await modal.getByRole('link', { name: 'View in Explorer' }).getAttribute('href'),
        `${stack.platformUrl}/explorer/tx/${hash}`,
      );
      await shot(page, `${mode}-token-followed`);
      if (mode === 'api') {
        // api mode follows through the BFF's order stream (§18.7): one read of the order when it is submitted, no polling.
        assert.ok(calls.includes('/api/explorer/order-stream'), 'followed through the order stream');
        assert.ok(calls.filter((path) => path === '/api/explorer/order-history').length <= 1, 'no polling');
      }
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  // At a desktop's width and a phone's, where the dialog's buttons wrap onto two lines.
  for (const [mode, width, height] of [
    ['sdk', 1280, 900],
    ['api', 1280, 900],
    ['api', 390, 844],
  ]) {
    it(`a press on Check Job Status held while the order turns final opens Details (${mode}, ${width} px)`, async () => {
      const { context, page, errors } = await stack.open(mode);
      await loginWithJwt(page);
      await page.setViewportSize({ width, height });
      await page.goto(`${stack.clientUrl}/rawtransaction`);
      await choose(page, 'Network', /Base Sepolia/);
      await page.getByLabel('To (recipient)').fill(RECIPIENT);
      await page.getByLabel('Value (wei)').fill('1');
      await page.getByRole('button', { name: 'Send Transaction (Direct Execute)' }).click();

      const submitted = page.getByTestId('submitted-modal');
      const main = submitted.getByRole('button', { name: 'Check Job Status' });
      await main.waitFor();
      // Wait for the dialog's entrance to end (the progress bar's endless animation aside), then press (down only)
      // in the middle of the button.
      await page.waitForFunction(
        (el) =>
          el
            .getAnimations({ subtree: true })
            .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
        await submitted.elementHandle(),
      );
      const pending = await main.boundingBox();
      await page.mouse.move(pending.x + pending.width / 2, pending.y + pending.height / 2);
      await page.mouse.down();
      assert.notEqual(
        await submitted.getByTestId('order-progress').getAttribute('data-phase'),
        'final',
        'the order is still pending when the press starts',
      );
      await submitted.getByTestId('submitted-status').filter({ hasText: 'SUCCESSFUL' }).waitFor();
      const final = await submitted.getByRole('button', { name: 'View Details' }).boundingBox();
      assert.deepEqual(final, pending, 'the main button keeps its place and size');
      await page.mouse.up();
      const modal = await expectSuccessful(page);
      assert.match(await modal.getByTestId('details-hash').textContent(), /^0x[0-9a-f]{64}$/i);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});
