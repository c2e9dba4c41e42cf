// Raw transactions (EVM and Aptos until SUCCESSFUL; Solana in solana.test.mjs), both example contract reads
// and their messages, in both modes; NFT collection creation and a mint that then shows in getPortfolioNFT.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  choose,
  expectFieldError,
  followToSuccess,
  loginWithJwt,
  openFromHome,
  randomDigits,
  shot,
} from './helpers.mjs';
import { useDemoStack } from './use-demo-stack.mjs';

describe('demo raw transactions, contract reads and NFT collections', () => {
  const stack = useDemoStack();

  for (const mode of ['sdk', 'api']) {
    it(`sends EVM and Aptos raw transactions (${mode})`, async () => {
      const { context, page } = await stack.open(mode);
      await loginWithJwt(page);
      await page.getByRole('button', { name: 'Raw Transaction' }).click();
      await page.waitForURL('**/rawtransaction');
      const send = page.getByRole('button', { name: 'Send Transaction (Direct Execute)' });
      assert.ok(await send.isDisabled(), 'disabled until network, sender, recipient and amount are set');
      await choose(page, 'Network', /Base Sepolia/);
      await page.getByLabel('To (recipient)').fill('0x000000000000000000000000000000000000dEaD');
      await page.getByLabel('Value (wei)').fill('12345');
      await shot(page, `${mode}-raw-evm`);
      if (mode === 'api') {
        await page.getByRole('button', { name: 'Raw Transaction (Estimate + Execute)' }).click();
        await page
          .getByTestId('review-estimate-modal')
          .getByRole('button', { name: 'Execute (UserOp)' })
          .click();
      } else await send.click();
      let result = await followToSuccess(page, `${mode}-raw-evm`);
      await result.modal.getByRole('button', { name: 'Create New Transaction' }).click();

      await page.getByRole('button', { name: 'APTOS', exact: true }).click();
      await choose(page, 'Network', /Aptos/);
      await page.getByRole('button', { name: /Fill example/ }).click();
      await shot(page, `${mode}-raw-aptos`);
      await page.getByRole('button', { name: 'Create Raw Transaction UserOp' }).click();
      await page.getByRole('button', { name: 'Sign Transaction' }).click();
      await page.getByRole('button', { name: 'Execute Transaction' }).click();
      result = await followToSuccess(page);
      await context.close();
    });

    it(`reads contracts with the one-click examples and shows the read messages (${mode})`, async () => {
      const { context, page } = await stack.open(mode);
      await loginWithJwt(page);
      await page.getByRole('button', { name: 'Raw Read' }).click();
      await page.waitForURL('**/rawRead');
      const read = page.getByRole('button', { name: 'Read Contract Data' });
      assert.ok(await read.isDisabled(), 'disabled without a network');

      await page.getByRole('button', { name: /^ERC-20 / }).click();
      await shot(page, `${mode}-contract-read`);
      await read.click();
      const value = JSON.parse(await page.getByTestId('read-result-json').textContent());
      assert.equal(value.length, 1);
      assert.match(value[0], /^[0-9]+$/);
      await shot(page, `${mode}-contract-read-result`);
      await page.getByRole('button', { name: 'Read Another Contract' }).click();

      await page.getByRole('button', { name: /^Aptos 0x1::coin::balance/ }).click();
      await read.click();
      const apt = JSON.parse(await page.getByTestId('read-result-json').textContent());
      assert.equal(apt[0], '1000000000', 'the faucet credits 10 APT');
      await page.getByRole('button', { name: 'Read Another Contract' }).click();

      // Messages: a bad address and bad ABI JSON beside their field, a missing Aptos function, a platform error.
      await choose(page, 'Network', /Base Sepolia/);
      await page.getByLabel('Contract address').fill('dead');
      await read.click();
      await expectFieldError(page, 'Contract address', 'Invalid contract address: enter 0x followed by 40');
      await page.getByLabel('Contract address').fill('0x036CbD53842c5426634e7929541eC2318f3dCF7e');
      await page.getByLabel('Function ABI (JSON)').fill('{oops');
      await read.click();
      await expectFieldError(page, 'Function ABI (JSON)', 'Invalid ABI JSON');
      await page
        .getByLabel('Function ABI (JSON)')
        .fill('{"name":"nope","type":"function","inputs":[],"outputs":[{"type":"uint256"}]}');
      await read.click();
      await page
        .getByTestId('error-banner')
        .filter({ hasText: /^EVM Read Error: / })
        .waitFor();
      await page.getByRole('button', { name: 'APTOS', exact: true }).click();
      await choose(page, 'Network', /Aptos/);
      await read.click();
      await expectFieldError(
        page,
        'Function',
        'Aptos function name is required: enter it as address::module',
      );
      await page.getByLabel('Function', { exact: true }).fill('0x1::no_such_module::nothing');
      await read.click();
      await page
        .getByTestId('error-banner')
        .filter({ hasText: /^Aptos Read Error: / })
        .waitFor();
      await context.close();
    });
  }

  for (const mode of ['sdk', 'api']) {
    it(`creates an Aptos collection, mints into it and lists the NFT (${mode})`, async () => {
      const { context, page } = await stack.open(mode);
      await loginWithJwt(page);
      await openFromHome(page, 'NFT Collections', 'createnftcollection');
      await choose(page, 'Network', /Aptos/);
      const name = `E2E Collection ${randomDigits(6)}`;
      const create = page.getByTestId('create-collection');
      await create.getByLabel('Collection name').fill(name);
      await create.getByLabel('Collection URI').fill('https://example.com/collection.json');
      await create.getByLabel('Symbol').fill('E2E');
      await create.getByLabel('Description').fill('Made by the browser test');
      await shot(page, `${mode}-nft-collection`);
      await create.getByRole('button', { name: 'Create Collection' }).click();
      let result = await followToSuccess(page, `${mode}-nft-collection`);
      await result.modal.getByRole('button', { name: 'Close' }).click();

      // The successful order carries the new collection's address, and the mint form takes it up.
      const mint = page.getByTestId('mint-nft');
      const address = mint.getByLabel('Collection address');
      await page.waitForFunction((el) => /^0x[0-9a-f]{64}$/.test(el.value), await address.elementHandle());
      await mint.getByLabel('NFT name').fill(`E2E Token ${mode}`);
      await mint.getByLabel('NFT URI').fill('https://example.com/1.json');
      await mint.getByLabel('Description').fill('First mint');
      await mint.getByRole('button', { name: '+ Add property' }).click();
      await mint.getByLabel('Property name').fill('level');
      await mint.getByLabel('Type (integer)').fill('0');
      await mint.getByLabel('Value').fill('7');
      await mint.getByRole('button', { name: 'Mint NFT' }).click();
      result = await followToSuccess(page, `${mode}-nft-mint`);
      await result.modal.getByRole('button', { name: 'Close' }).click();
      await page.getByTestId('owned-nfts').getByText(`E2E Token ${mode}`).waitFor();
      await shot(page, `${mode}-nft-minted`);
      await context.close();
    });
  }
});
