// Token and NFT transfers in both modes through every path until SUCCESSFUL (estimate in api mode), the sender's
// balance dropping by the amount, and the demo form messages of spec §5.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEMO_CLIENT } from '@satchel/shared';
import {
  choose,
  detailsByItself,
  expectFieldError,
  followToSuccess,
  loginWithJwt,
  openFromHome,
  POLL,
  RECIPIENT,
  shot,
} from './helpers.mjs';
import { expectAccessible } from './accessibility.mjs';
import { useDemoStack } from './use-demo-stack.mjs';

const STEP = 1000000000000000n; // 0.001 ETH in wei
/** The seeded ERC-1155 collection (every new user holds five of id 42). */
const BADGES = '0x5a7c0d3ebf4a6c8d9eafb01c2d3e4f5a6b7c8d9e';

async function pickToken(page, network, token) {
  await choose(page, 'Network', network);
  await choose(page, 'Token', token);
}

async function balance(page) {
  return Number(await page.getByTestId('balance-value').textContent());
}

describe('demo transfers', () => {
  const stack = useDemoStack();

  for (const mode of ['sdk', 'api']) {
    it(`a transfer's Details shows no fee from an operation left unsent (${mode})`, async () => {
      const { context, page } = await stack.open(mode);
      await loginWithJwt(page);
      await openFromHome(page, 'Transfer Token', 'transfertoken');
      await pickToken(page, /Base Sepolia/, /ETH/);
      await page.getByLabel('Amount (smallest unit)').fill(String(STEP));
      await page.getByLabel('Recipient address').fill(RECIPIENT);
      // A user operation reviewed with its maximum fee, then cancelled.
      await page.getByRole('button', { name: 'Create Token Transfer UserOp' }).click();
      const review = page.getByTestId('review-modal');
      await review.getByTestId('network-fees').waitFor();
      await review.getByRole('button', { name: 'Cancel' }).click();
      await review.waitFor({ state: 'hidden' });
      // The direct path knows no fee: its Details names none rather than the cancelled operation's.
      await page.getByRole('button', { name: 'Transfer Token (Direct Execute)' }).click();
      const { modal } = await detailsByItself(page);
      assert.equal(await modal.getByTestId('network-fees').count(), 0);
      await context.close();
    });
  }

  for (const mode of ['sdk', 'api']) {
    it(`transfers a token through every path and checks the form rules (${mode})`, async () => {
      const { context, page } = await stack.open(mode);
      await loginWithJwt(page);
      await openFromHome(page, 'Transfer Token', 'transfertoken');

      // Form rules, in the spec's order.
      // A sponsored network: the fee payer is explained and prefilled with the client's SWA; without a valid one
      // the buttons wait.
      await pickToken(page, /Polygon Amoy/, /POL/);
      await page.getByTestId('sponsorship-notice').getByText('a sponsor wallet pays the fees').waitFor();
      const feePayer = page.getByLabel('Fee payer address');
      assert.equal(await feePayer.inputValue(), DEMO_CLIENT.clientSWA);
      await page.getByLabel('Amount (smallest unit)').fill('1');
      await page.getByLabel('Recipient address').fill(RECIPIENT);
      const direct = page.getByRole('button', { name: 'Transfer Token (Direct Execute)' });
      assert.equal(await direct.isEnabled(), true);
      await feePayer.fill('0x12');
      assert.equal(await direct.isDisabled(), true);
      await page.getByText('Enter the sponsor wallet’s 0x address').waitFor();
      await feePayer.fill('');
      assert.equal(await direct.isDisabled(), true);
      await pickToken(page, /Base Sepolia/, /ETH/);
      await page.getByTestId('no-sponsorship-notice').waitFor();
      await page.getByLabel('Amount (smallest unit)').fill('abc');
      await page.getByRole('button', { name: 'Transfer Token (Direct Execute)' }).click();
      await expectFieldError(page, 'Amount (smallest unit)', 'Please enter a valid amount: a whole number');
      await page.getByLabel('Amount (smallest unit)').fill(String(STEP));
      await page.getByLabel('Recipient address').fill('   ');
      await page.getByRole('button', { name: 'Transfer Token (Direct Execute)' }).click();
      await expectFieldError(
        page,
        'Recipient address',
        'Please enter a valid recipient address: 0x followed',
      );
      await page.getByLabel('Recipient address').fill('dEaD');
      await page.getByRole('button', { name: 'Transfer Token (Direct Execute)' }).click();
      await expectFieldError(
        page,
        'Recipient address',
        'Please enter a valid recipient address: 0x followed',
      );
      await page.getByLabel('Recipient address').fill(RECIPIENT);
      await shot(page, `${mode}-transfer-token`);

      const before = await balance(page);
      assert.ok(before > 0.1, `faucet funded the user (${before})`);
      const paths = [
        async () => page.getByRole('button', { name: 'Transfer Token (Direct Execute)' }).click(),
        async () => {
          await page.getByRole('button', { name: 'Create Token Transfer UserOp' }).click();
          const review = page.getByTestId('review-modal');
          await review.waitFor();
          // The operation's most it may cost, in ETH with its USDT value.
          assert.match(
            await review.getByTestId('network-fees').textContent(),
            /^Maximum network fee on Base Sepolia: 0\.[0-9]+ ETH ≈ [0-9.]+ USDT$/,
          );
          await shot(page, `${mode}-token-review`);
          await page.getByRole('button', { name: 'Sign Transaction' }).click();
          await page.getByTestId('signed-modal').waitFor();
          await shot(page, `${mode}-token-signed`);
          await page.getByRole('button', { name: 'Execute Transaction' }).click();
        },
      ];
      if (mode === 'api')
        paths.push(async () => {
          await page.getByRole('button', { name: 'Token Transfer (Estimate + Execute)' }).click();
          await page.getByTestId('review-estimate-modal').getByTestId('estimated-fees').waitFor();
          // In the token's units with their USDT value, not a raw count of wei.
          const fee = page.getByTestId('review-estimate-modal').getByTestId('fee-amount');
          assert.match(await fee.textContent(), /^0\.[0-9]+ ETH$/);
          assert.match(await page.getByTestId('estimated-fees').textContent(), /≈ [0-9.]+ USDT/);
          await shot(page, 'api-token-estimate');
          await page.getByRole('button', { name: 'Execute (UserOp)' }).click();
        });
      let spent = 0;
      for (const [i, path] of paths.entries()) {
        if (i > 0) {
          await pickToken(page, /Base Sepolia/, /ETH/);
          await page.getByLabel('Amount (smallest unit)').fill(String(STEP));
          await page.getByLabel('Recipient address').fill(RECIPIENT);
        }
        await path();
        // No Check Job Status on this screen: Details opens by itself once the order is final.
        const { modal } = await detailsByItself(page, i === 0 ? `${mode}-token` : undefined);
        // The submitted dialog gives way to Details (gone once its closing transition ends).
        await page.getByTestId('submitted-modal').waitFor({ state: 'detached', timeout: 5000 });
        assert.match(await modal.getByTestId('details-hash').textContent(), /^0x[0-9a-f]{64}$/i);
        // The order's user operation: its hash, linked to the platform explorer's page of it, which shows it.
        const userOpHash = await modal.getByTestId('details-userop').textContent();
        assert.match(userOpHash, /^0x[0-9a-f]{64}$/);
        const userOpLink = await modal.getByRole('link', { name: userOpHash }).getAttribute('href');
        assert.equal(userOpLink, `${stack.platformUrl}/explorer/userop/${userOpHash}`);
        if (i === 0) {
          assert.match(await (await page.request.get(userOpLink)).text(), new RegExp(userOpHash));
          // The Details dialog with its linked hash, judged once (api mode's; the dialog is the same in sdk mode).
          if (mode === 'api') await expectAccessible(page, 'api transfer Details at 1280 px');
        }
        // The fee the flow knew, in ETH with its USDT value, not a raw count of wei (the direct path answers none).
        const fees = modal.getByTestId('network-fees');
        if (i === 0) assert.equal(await fees.count(), 0);
        else
          assert.match(
            await fees.textContent(),
            /^(Maximum|Estimated) network fee on Base Sepolia: 0\.[0-9]+ ETH ≈ [0-9.]+ USDT$/,
          );
        assert.equal(await modal.getByRole('link', { name: 'View in Explorer' }).count(), 1);
        spent += 0.001;
        await modal.getByRole('button', { name: 'Create New Transaction' }).click();
        assert.equal(await page.getByLabel('Amount (smallest unit)').inputValue(), '');
        await pickToken(page, /Base Sepolia/, /ETH/);
        await page.waitForFunction(
          (expected) =>
            Math.abs(Number(document.querySelector('[data-testid=balance-value]')?.textContent) - expected) <
            1e-9,
          Number((before - spent).toFixed(4)),
          POLL,
        );
      }
      // The local faucet tops the balance back up.
      await page.getByRole('button', { name: 'Top up from the local faucet' }).click();
      await page.getByRole('button', { name: 'Topped up ✓' }).waitFor();
      await page.waitForFunction(
        (expected) => Number(document.querySelector('[data-testid=balance-value]')?.textContent) === expected,
        Number(before.toFixed(4)),
        POLL,
      );
      await context.close();
    });

    it(`transfers an ERC721 and part of an ERC1155 balance (${mode})`, async () => {
      const { context, page } = await stack.open(mode);
      await loginWithJwt(page);
      await openFromHome(page, 'Transfer NFT', 'transfernft');
      await choose(page, 'Network', /Polygon Amoy/);
      await page.getByLabel('Fee payer address').fill(DEMO_CLIENT.clientSWA);
      await page.getByRole('combobox', { name: 'NFT', exact: true }).click();
      await page
        .getByRole('option', { name: /ERC721/ })
        .first()
        .click();
      assert.equal(
        await page.getByRole('combobox', { name: 'NFT type', exact: true }).textContent(),
        'ERC721',
      );
      await page.getByLabel('Recipient wallet address').fill(RECIPIENT);
      const nftId = await page.getByLabel('NFT ID').inputValue();
      await page.getByLabel('NFT ID').fill('   ');
      await page.getByRole('button', { name: 'Transfer NFT (Direct Execute)' }).click();
      await expectFieldError(page, 'NFT ID', 'Please fill in all required fields: enter the NFT ID');
      await page.getByLabel('NFT ID').fill(nftId);
      await shot(page, `${mode}-transfer-nft`);
      await page.getByRole('button', { name: 'Transfer NFT (Direct Execute)' }).click();
      // A SUCCESSFUL order in the submitted dialog: its hash, the explorer, and View Details as the way on.
      const submitted = page.getByTestId('submitted-modal');
      await submitted.getByTestId('submitted-status').filter({ hasText: 'SUCCESSFUL' }).waitFor();
      assert.match(await submitted.getByTestId('submitted-hash').textContent(), /^0x[0-9a-f]{64}$/i);
      assert.equal(await submitted.getByRole('link', { name: 'View in Explorer' }).count(), 1);
      const next = submitted.getByRole('button', { name: 'View Details' });
      assert.match(await next.getAttribute('class'), /MuiButton-contained/);
      let result = await followToSuccess(page, `${mode}-nft`);
      await result.modal.getByRole('button', { name: 'Create New Transaction' }).click();

      await choose(page, 'Network', /Polygon Amoy/);
      await page.getByLabel('Fee payer address').fill(DEMO_CLIENT.clientSWA);
      await page.getByRole('combobox', { name: 'NFT', exact: true }).click();
      await page
        .getByRole('option', { name: /ERC1155/ })
        .first()
        .click();
      assert.equal(
        await page.getByRole('combobox', { name: 'NFT type', exact: true }).textContent(),
        'ERC1155',
      );
      await page.getByText('Balance: 5.00').waitFor();
      await page.getByLabel('Amount', { exact: true }).fill('2');
      await page.getByLabel('Recipient wallet address').fill(RECIPIENT);
      if (mode === 'api') {
        // The estimate path: review the estimate, then execute the returned operation.
        await page.getByRole('button', { name: 'NFT Transfer (Estimate + Execute)' }).click();
        const review = page.getByTestId('review-estimate-modal');
        await review.getByRole('heading', { name: 'Review NFT Transfer Estimate' }).waitFor();
        await shot(page, 'api-nft-estimate');
        await review.getByRole('button', { name: 'Execute (UserOp)' }).click();
      } else {
        await page.getByRole('button', { name: 'Create NFT Transfer UserOp' }).click();
        await page
          .getByTestId('review-modal')
          .getByRole('heading', { name: 'Review NFT Transfer' })
          .waitFor();
        await shot(page, 'sdk-nft-review');
        await page.getByRole('button', { name: 'Sign Transaction' }).click();
        await page.getByRole('button', { name: 'Execute Transaction' }).click();
      }
      result = await followToSuccess(page);
      await result.modal.getByRole('button', { name: 'Create New Transaction' }).click();

      // A network without NFTs shows the hint; the manual fields then work on their own.
      await choose(page, 'Network', /Base Sepolia/);
      await page.getByTestId('no-nfts').waitFor();
      await choose(page, 'Network', /Polygon Amoy/);
      await page.getByLabel('Fee payer address').fill(DEMO_CLIENT.clientSWA);
      await page.getByLabel('Collection address').fill(BADGES);
      await page.getByLabel('NFT ID').fill('42');
      await choose(page, 'NFT type', 'ERC1155');
      await page.getByLabel('Recipient wallet address').fill(RECIPIENT);
      await page.getByRole('button', { name: 'Transfer NFT (Direct Execute)' }).click();
      result = await followToSuccess(page);
      await result.modal.getByRole('button', { name: 'Create New Transaction' }).click();

      await page.goto(`${stack.clientUrl}/transfernft`);
      await choose(page, 'Network', /Polygon Amoy/);
      await page.getByRole('combobox', { name: 'NFT', exact: true }).click();
      await page
        .getByRole('option', { name: /ERC1155/ })
        .first()
        .click();
      await page.getByText('Balance: 2.00').waitFor();
      await context.close();
    });
  }
});
