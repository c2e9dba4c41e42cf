import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { address, createSolanaRpc, type Address, type Signature } from '@solana/kit';
import { parseUnits } from 'viem';
import {
  getAccount,
  getPortfolio,
  solanaRawTransaction,
  tokenTransfer,
  type SatchelClient,
} from '../../src/index.js';
import { loggedInClient, publicUrl, waitForFinalOrder, type Platform } from '../integration/helpers.js';
import { startPlatform } from '@satchel/test-support';

// After SOL and SPL transfers through the SDK, @solana/kit's RPC client on the platform's JSON-RPC endpoint (the
// independent judge) reads the same balances as the portfolio and the same signature as the order.

const SOLANA = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
const USDC = address('4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU');
const MEMO = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr';
const RECIPIENT = address('32ucMRYaAfzQTZi4XNDnVR7hkpFZgq4AUWbe6anJ4h5n');

let platform: Platform;
let client: SatchelClient;
let user: Address;
let rpc: ReturnType<typeof createSolanaRpc>;
beforeAll(async () => {
  platform = await startPlatform();
  client = await loggedInClient(platform);
  user = address((await getAccount(client)).find((wallet) => wallet.caip2Id === SOLANA)!.address);
  rpc = createSolanaRpc(`${publicUrl(platform)}/rpc/${SOLANA}`);
});
afterAll(() => platform.close());

/** The portfolio's balance of a token on the Solana network, in base units. */
async function portfolioBalance(symbol: string, decimals: number): Promise<bigint> {
  const tokens = (await getPortfolio(client)).groupTokens.flatMap((g) => g.tokens ?? [g]);
  const token = tokens.find((t) => t.caipId === SOLANA && t.symbol === symbol);
  return parseUnits(token?.balance ?? '0', decimals);
}

async function settledSignature(jobId: string): Promise<Signature> {
  const order = await waitForFinalOrder(client, jobId);
  expect(order.status).toBe('SUCCESSFUL');
  const [signature] = order.downstreamTransactionHash;
  const { value } = await rpc.getSignatureStatuses([signature as Signature]).send();
  expect(value[0]).toMatchObject({ confirmationStatus: 'finalized', err: null });
  return signature as Signature;
}

describe('the SDK’s Solana transfers, read back through POST /rpc/{caip2Id} with @solana/kit', () => {
  it('a SOL transfer: getBalance of both sides and the transaction agree with the order and the portfolio', async () => {
    const before = (await rpc.getBalance(user).send()).value;
    expect(before).toBe(await portfolioBalance('SOL', 9));
    const signature = await settledSignature(
      await tokenTransfer(client, { caip2Id: SOLANA, recipient: RECIPIENT, token: '', amount: 1_500_000n }),
    );
    // Solana Devnet is not sponsored: the user's account pays the fee (one signature), with the amount.
    expect((await rpc.getBalance(user).send()).value).toBe(before - 1_500_000n - 5_000n);
    expect((await rpc.getBalance(RECIPIENT).send()).value).toBe(1_500_000n);
    expect(await portfolioBalance('SOL', 9)).toBe(before - 1_500_000n - 5_000n);
    const tx = await rpc
      .getTransaction(signature, { encoding: 'json', maxSupportedTransactionVersion: 0 })
      .send();
    const keys = tx!.transaction.message.accountKeys;
    expect(tx!.meta!.err).toBeNull();
    expect(keys[0]).toBe(user); // the fee payer
    expect(tx!.meta!.fee).toBe(5_000n);
    expect(tx!.meta!.preBalances[keys.indexOf(user)] - tx!.meta!.postBalances[keys.indexOf(user)]).toBe(
      1_500_000n + 5_000n,
    );
  });

  it('an SPL transfer: the token accounts of both sides agree with the order and the portfolio', async () => {
    const before = await portfolioBalance('USDC', 6);
    await settledSignature(
      await tokenTransfer(client, { caip2Id: SOLANA, recipient: RECIPIENT, token: USDC, amount: 2_500_000n }),
    );
    const amountOf = async (owner: Address) => {
      const { value } = await rpc
        .getTokenAccountsByOwner(owner, { mint: USDC }, { encoding: 'jsonParsed' })
        .send();
      expect(value).toHaveLength(1);
      return BigInt(value[0].account.data.parsed.info.tokenAmount.amount);
    };
    expect(await amountOf(RECIPIENT)).toBe(2_500_000n);
    expect(await amountOf(user)).toBe(before - 2_500_000n);
    expect(await portfolioBalance('USDC', 6)).toBe(before - 2_500_000n);
  });

  it('a raw Memo transaction: its memo is in the transaction’s logs', async () => {
    const signature = await settledSignature(
      await solanaRawTransaction(client, {
        caip2Id: SOLANA,
        transaction: {
          signer: user,
          instructions: [
            {
              programId: MEMO,
              data: [...new TextEncoder().encode('read back by kit')],
              keys: [{ pubkey: user, isSigner: true, isWritable: false }],
            },
          ],
        },
      }),
    );
    const tx = await rpc
      .getTransaction(signature, { encoding: 'json', maxSupportedTransactionVersion: 0 })
      .send();
    expect(tx!.meta!.logMessages!.join('\n')).toContain('read back by kit');
  });
});
