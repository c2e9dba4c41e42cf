// Form errors beside their field on Token Transfer, NFT Transfer, Raw Transaction, Raw Read and NFT Collections, at a
// phone's width: the field marked invalid, its message under it saying what to enter (the same words in both modes,
// as the demo checks before sending), the field scrolled into view from the button that found it, no page banner.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { artifactPath } from '@satchel/test-support/browser';
import {
  choose,
  expectFieldError,
  loginWithJwt,
  platformGet,
  RECIPIENT,
  shot,
  storedSession,
} from './helpers.mjs';
import { useDemoStack } from './use-demo-stack.mjs';

const BADGES = '0x5a7c0d3ebf4a6c8d9eafb01c2d3e4f5a6b7c8d9e';
const EVM_SHAPE = '0x followed by 40 hex characters';
const OTHER_SOLANA = 'DvxW1kkbut5bH2G1a9B6GuFQH2F3DTk5BMBPB8Mpbhy6';
const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
const SOLANA_KEY = /[1-9A-HJ-NP-Za-km-z]{32,44}/;

describe('demo field errors', () => {
  const stack = useDemoStack();

  const said = {};
  for (const mode of ['sdk', 'api']) {
    it(`shows each form's error under its field (${mode})`, async () => {
      const { context, page, errors } = await stack.open(mode);
      await loginWithJwt(page);
      await page.setViewportSize({ width: 390, height: 844 });
      const messages = [];
      // The user's own Solana address differs between the modes' users: compared as <key>. Each message fits its
      // field's width (one may quote a 44-letter key) and the page does not scroll sideways.
      const expect = async (label, message, scope = page) => {
        const text = await expectFieldError(page, label, message, scope);
        const overflow = await scope.getByLabel(label, { exact: true }).evaluate((el) => {
          const said = document.getElementById(el.getAttribute('aria-describedby') ?? '');
          return [
            said.scrollWidth - said.clientWidth,
            document.documentElement.scrollWidth - window.innerWidth,
          ];
        });
        assert.deepEqual(overflow, [0, 0], `${label}: the message and the page fit the screen`);
        messages.push(text.replace(SOLANA_KEY, '<key>'));
      };

      // Token Transfer on Solana: an 0x address is not a Solana key.
      await page.goto(`${stack.clientUrl}/transfertoken`);
      await page.getByRole('button', { name: 'SOLANA', exact: true }).click();
      await choose(page, 'Network', /Solana Devnet/);
      await choose(page, 'Token', /^SOL/);
      await page.getByLabel('Amount (smallest unit)').fill('1000');
      await page.getByLabel('Recipient address').fill(RECIPIENT);
      await page.getByRole('button', { name: 'Transfer Token (Direct Execute)' }).click();
      await expect(
        'Recipient address',
        'Please enter a valid recipient address: a base58 public key of 32 to 44 characters',
      );
      // Nor is the user's own Solana address a recipient.
      const wallets = await platformGet(stack.platformUrl, await storedSession(page, mode), 'wallets');
      const own = wallets.find((w) => w.caip_id === SOLANA_DEVNET)?.address;
      await page.getByLabel('Recipient address').fill(own);
      await page.getByRole('button', { name: 'Transfer Token (Direct Execute)' }).click();
      await expect(
        'Recipient address',
        'Recipient address cannot be same as the user address: enter someone else’s address',
      );

      // NFT Transfer, entered by hand on a network without NFTs.
      await page.goto(`${stack.clientUrl}/transfernft`);
      await choose(page, 'Network', /Base Sepolia/);
      await page.getByLabel('Collection address').fill('dead');
      await page.getByLabel('NFT ID').fill('42');
      await page.getByLabel('Recipient wallet address').fill(RECIPIENT);
      const sendNft = page.getByRole('button', { name: 'Transfer NFT (Direct Execute)' });
      await sendNft.click();
      await expect('Collection address', `Enter the collection’s contract address: ${EVM_SHAPE}`);
      await shot(page, `${mode}-field-error-nft`);
      // As the phone's screen shows it (the README's picture).
      await page.screenshot({
        path: artifactPath(`${mode}-field-error-nft-screen.png`),
        animations: 'disabled',
      });
      await page.getByLabel('Collection address').fill(BADGES);
      await page.getByLabel('Recipient wallet address').fill('bob');
      await sendNft.click();
      await expect('Recipient wallet address', `Enter the recipient’s wallet address: ${EVM_SHAPE}`);
      await page.getByLabel('Recipient wallet address').fill(RECIPIENT);
      await page.getByLabel('Amount', { exact: true }).fill('2');
      await sendNft.click();
      await expect('Amount', 'An ERC721 NFT is sent whole: enter 1');

      // Raw Transaction: EVM, Solana and Aptos.
      await page.goto(`${stack.clientUrl}/rawtransaction`);
      await choose(page, 'Network', /Base Sepolia/);
      await page.getByLabel('To (recipient)').fill('dead');
      await page.getByLabel('Value (wei)').fill('1');
      const sendRaw = page.getByRole('button', { name: 'Send Transaction (Direct Execute)' });
      await sendRaw.click();
      await expect('To (recipient)', `Enter the recipient’s address: ${EVM_SHAPE}`);
      await page.getByLabel('To (recipient)').fill(RECIPIENT);
      await page.getByLabel('Value (wei)').fill('1.5');
      await sendRaw.click();
      await expect('Value (wei)', 'Enter the value in wei as a whole number');
      await shot(page, `${mode}-field-error-raw`);
      await page.getByLabel('Value (wei)').fill('1');
      await page.getByLabel('Data (optional hex)').fill('0xabc');
      await sendRaw.click();
      await expect('Data (optional hex)', 'Enter the data as 0x followed by pairs of hex digits');
      await page.getByRole('button', { name: 'SOLANA', exact: true }).click();
      await choose(page, 'Network', /Solana Devnet/);
      const signer = page.getByRole('textbox', { name: 'Signer' });
      await page.waitForFunction((el) => el.value.length >= 32, await signer.elementHandle());
      const user = await signer.inputValue();
      await page.getByRole('button', { name: 'Use a Memo example' }).click();
      await page.getByLabel('Data (comma-separated bytes)').fill('104, 300');
      await sendRaw.click();
      await expect('Data (comma-separated bytes)', 'Enter the data as comma-separated bytes from 0 to 255');
      // Only the user signs: as the signer, and as a key marked Signer.
      await page.getByLabel('Data (comma-separated bytes)').fill('104');
      await signer.fill(OTHER_SOLANA);
      await sendRaw.click();
      // Scoped to the text field: each key's Signer checkbox has that name too.
      const signerField = page.locator('.MuiTextField-root').filter({ has: signer });
      await expect('Signer', `Only you can sign: enter your Solana address ${user}`, signerField);
      await signer.fill(user);
      await page.getByLabel('Key 1 pubkey').fill(OTHER_SOLANA);
      await sendRaw.click();
      await expect('Key 1 pubkey', `Only you can sign: enter your Solana address ${user}, or untick Signer`);
      await shot(page, `${mode}-field-error-solana-key`);
      await page.getByRole('button', { name: 'APTOS', exact: true }).click();
      await choose(page, 'Network', /Aptos/);
      await page.getByLabel('Function', { exact: true }).fill('transfer');
      await sendRaw.click();
      await expect('Function', 'Enter the function as address::module::function');

      // Raw Read.
      await page.goto(`${stack.clientUrl}/rawRead`);
      await choose(page, 'Network', /Base Sepolia/);
      await page.getByLabel('Contract address').fill('0x12');
      await page.getByRole('button', { name: 'Read Contract Data' }).click();
      await expect('Contract address', `Invalid contract address: enter ${EVM_SHAPE}`);

      // NFT Collections: the collection's URI, then the mint's collection address.
      await page.goto(`${stack.clientUrl}/createnftcollection`);
      await choose(page, 'Network', /Aptos/);
      const create = page.getByTestId('create-collection');
      await create.getByLabel('Collection name').fill('Field errors');
      await create.getByLabel('Collection URI').fill('example.com/c.json');
      await create.getByRole('button', { name: 'Create Collection' }).click();
      await expect('Collection URI', 'Enter the collection’s URI: a link starting with https://', create);
      const mint = page.getByTestId('mint-nft');
      await mint.getByLabel('Collection address').fill('zzz');
      await mint.getByLabel('NFT name').fill('One');
      await mint.getByLabel('NFT URI').fill('https://example.com/1.json');
      await mint.getByRole('button', { name: 'Mint NFT' }).click();
      await expect('Collection address', 'Enter the collection’s address (0x followed by up to 64', mint);
      await shot(page, `${mode}-field-error-collection`);

      said[mode] = messages;
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  it('says the same words in both modes', () => {
    assert.equal(said.sdk?.length, 15);
    assert.deepEqual(said.api, said.sdk);
  });
});
