// Solana in the demo, in both modes: the faucet's SOL in the portfolio, a SOL transfer and a raw Memo transaction
// until SUCCESSFUL on the platform's Solana runtime, the form's field errors, and the explorer link opening the
// platform's page with the memo in the logs.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  choose,
  detailsByItself,
  expectFieldError,
  followToSuccess,
  loginWithJwt,
  platformGet,
  shot,
  storedSession,
} from './helpers.mjs';
import { useDemoStack } from './use-demo-stack.mjs';

const SOLANA = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
/** A fresh system account: the transfer below is above its rent-exempt minimum (890,880 lamports). */
const RECIPIENT = 'DvxW1kkbut5bH2G1a9B6GuFQH2F3DTk5BMBPB8Mpbhy6';
const LAMPORTS = 1000000n; // 0.001 SOL
const MEMO = 'Hello from Satchel';
const BASE58_SIGNATURE = /^[1-9A-HJ-NP-Za-km-z]{80,90}$/;

/** The details modal's hash and explorer link; on the local platform the link is the platform's own page. */
async function explorerLink(modal, platformUrl) {
  const hash = (await modal.getByTestId('details-hash').textContent()).trim();
  assert.match(hash, BASE58_SIGNATURE);
  const href = await modal.getByRole('link', { name: 'View in Explorer' }).getAttribute('href');
  assert.equal(href, `${platformUrl}/explorer/tx/${hash}`);
  return href;
}

describe('demo Solana', () => {
  const stack = useDemoStack();

  for (const mode of ['sdk', 'api']) {
    it(`shows the SOL balance, transfers SOL and sends a Memo to SUCCESSFUL (${mode})`, async () => {
      const { context, page, errors } = await stack.open(mode);
      await loginWithJwt(page);
      const session = await storedSession(page, mode);
      const wallets = await platformGet(stack.platformUrl, session, 'wallets');
      const solanaAddress = wallets.find((w) => w.network_id && w.caip_id === SOLANA)?.address;
      assert.ok(solanaAddress, `the user has a Solana wallet: ${JSON.stringify(wallets)}`);

      // The dashboard's portfolio has the faucet's 2 SOL, read from the runtime's accounts.
      await page.getByRole('button', { name: 'getPortfolio', exact: true }).click();
      const portfolio = page.getByTestId('result-modal');
      const solRow = portfolio
        .getByTestId('portfolio-table')
        .locator('tbody tr')
        .filter({ hasText: 'Solana Devnet' })
        .filter({ hasText: /^SOL/ });
      await solRow.first().waitFor();
      assert.match(await solRow.first().textContent(), /2\.0000/);
      await shot(page, `${mode}-solana-portfolio`);
      await portfolio.getByRole('button', { name: 'Close' }).click();

      // Token Transfer: SOL, a recipient that is not a Solana key named under its field, then 0.001 SOL to SUCCESSFUL.
      await page.getByRole('button', { name: 'Transfer Token' }).click();
      await page.waitForURL('**/transfertoken');
      await page.getByRole('button', { name: 'SOLANA', exact: true }).click();
      await choose(page, 'Network', /Solana Devnet/);
      await choose(page, 'Token', /^SOL/);
      await page.getByTestId('balance-value').filter({ hasText: '2.0000' }).waitFor();
      await page.getByLabel('Amount (smallest unit)').fill(String(LAMPORTS));
      await page.getByLabel('Recipient address').fill('0x000000000000000000000000000000000000dEaD');
      await page.getByRole('button', { name: 'Transfer Token (Direct Execute)' }).click();
      await expectFieldError(page, 'Recipient address', 'Please enter a valid recipient address: a base58');
      await page.getByLabel('Recipient address').fill(RECIPIENT);
      await shot(page, `${mode}-solana-transfer`);
      await page.getByRole('button', { name: 'Transfer Token (Direct Execute)' }).click();
      let { modal } = await detailsByItself(page, `${mode}-solana-transfer`);
      await explorerLink(modal, stack.platformUrl);
      await modal.getByRole('button', { name: 'Create New Transaction' }).click();
      // Solana Devnet is not sponsored: the user pays the fee too (2 − 0.001 − 0.000005 SOL shows as 1.9990).
      await page.getByRole('button', { name: 'SOLANA', exact: true }).click();
      await choose(page, 'Network', /Solana Devnet/);
      await choose(page, 'Token', /^SOL/);
      await page.getByTestId('balance-value').filter({ hasText: '1.9990' }).waitFor();

      // Raw Transaction: the signer is the user's Solana address; a Memo (sdk: the UserOp path, api: estimate first).
      await page.goto(`${stack.clientUrl}/rawtransaction`);
      await page.getByRole('button', { name: 'SOLANA', exact: true }).click();
      await choose(page, 'Network', /Solana Devnet/);
      const signer = page.getByRole('textbox', { name: 'Signer' });
      await page.waitForFunction(
        (expected) => [...document.querySelectorAll('input')].some((input) => input.value === expected),
        solanaAddress,
      );
      assert.equal(await signer.inputValue(), solanaAddress);
      await page.getByRole('button', { name: 'Use a Memo example' }).click();
      assert.equal(
        await page.getByLabel('Program ID').inputValue(),
        'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr',
      );
      await page.getByText(`UTF-8: "${MEMO}"`).waitFor();
      assert.equal(await page.getByLabel('Key 1 pubkey').inputValue(), solanaAddress);
      // A byte out of range, a signer that is not the user, a key marked Signer that is not the user: each named
      // under its field before anything is sent.
      const data = page.getByLabel('Data (comma-separated bytes)');
      const bytes = await data.inputValue();
      await data.fill('72, 256');
      await page.getByRole('button', { name: 'Create Raw Transaction UserOp' }).click();
      await expectFieldError(
        page,
        'Data (comma-separated bytes)',
        'Enter the data as comma-separated bytes from 0 to 255',
      );
      await data.fill(bytes);
      await signer.fill(RECIPIENT);
      await page.getByRole('button', { name: 'Create Raw Transaction UserOp' }).click();
      // Scoped to the text field: each key's Signer checkbox has that name too.
      await expectFieldError(
        page,
        'Signer',
        `Only you can sign: enter your Solana address ${solanaAddress}`,
        page.locator('.MuiTextField-root').filter({ has: signer }),
      );
      await signer.fill(solanaAddress);
      const key = page.getByLabel('Key 1 pubkey');
      await key.fill(RECIPIENT);
      await page.getByRole('button', { name: 'Create Raw Transaction UserOp' }).click();
      await expectFieldError(
        page,
        'Key 1 pubkey',
        `Only you can sign: enter your Solana address ${solanaAddress}`,
      );
      await key.fill(solanaAddress);
      await shot(page, `${mode}-solana-memo`);
      if (mode === 'api') {
        await page.getByRole('button', { name: 'Raw Transaction (Estimate + Execute)' }).click();
        const review = page.getByTestId('review-estimate-modal');
        await review.getByTestId('estimated-fees').waitFor();
        await review.getByRole('button', { name: 'Execute (UserOp)' }).click();
      } else {
        await page.getByRole('button', { name: 'Create Raw Transaction UserOp' }).click();
        await page.getByRole('button', { name: 'Sign Transaction' }).click();
        await page.getByRole('button', { name: 'Execute Transaction' }).click();
      }
      ({ modal } = await followToSuccess(page, `${mode}-solana-memo`));
      const href = await explorerLink(modal, stack.platformUrl);

      // The platform's transaction page shows the memo in the program logs.
      const explorer = await context.newPage();
      const response = await explorer.goto(href);
      assert.equal(response.status(), 200);
      await explorer.getByText(`Program log: ${MEMO}`).waitFor();
      await explorer.getByText('Success', { exact: true }).waitFor();
      await shot(explorer, `${mode}-solana-explorer`);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});
