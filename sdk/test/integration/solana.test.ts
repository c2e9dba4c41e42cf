import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { fmt, VALIDATION } from '@satchel/shared';
import {
  estimateRawTransaction,
  estimateTokenTransfer,
  getAccount,
  prepareSolanaRawTransaction,
  prepareTokenTransfer,
  solanaRawTransaction,
  tokenTransfer,
  type SatchelClient,
} from '../../src/index.js';
import { failureOf } from '../client/helpers.js';
import { loggedInClient, waitForFinalOrder, type Platform } from './helpers.js';
import { startPlatform } from '@satchel/test-support';

const SOLANA = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
const USDC_MINT = '4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU';
const MEMO = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr';
const RECIPIENT = '32ucMRYaAfzQTZi4XNDnVR7hkpFZgq4AUWbe6anJ4h5n';

let platform: Platform;
let client: SatchelClient;
let solanaAddress: string;
beforeAll(async () => {
  platform = await startPlatform();
  client = await loggedInClient(platform);
  solanaAddress = (await getAccount(client)).find((wallet) => wallet.caip2Id === SOLANA)!.address;
});
afterAll(() => platform.close());

const memo = (text: string) => ({
  programId: MEMO,
  data: [...new TextEncoder().encode(text)],
  keys: [{ pubkey: solanaAddress, isSigner: true, isWritable: false }],
});
const memoInput = (text: string) => ({
  caip2Id: SOLANA,
  transaction: { signer: solanaAddress, instructions: [memo(text)] },
});
/** The embedded transaction the platform records (docs/protocol-solana.md): data as lowercase hex. */
const recorded = (text: string) => [
  { Key: 'signer', Value: solanaAddress },
  {
    Key: 'instructions',
    Value: [
      {
        programId: MEMO,
        data: `0x${Buffer.from(text).toString('hex')}`,
        keys: [{ pubkey: solanaAddress, isSigner: true, isWritable: false }],
      },
    ],
  },
];

describe('Solana through the SDK on the real platform', () => {
  it('tokenTransfer of SOL and of the seeded SPL mint settle on the Solana runtime', async () => {
    for (const token of ['', USDC_MINT]) {
      const jobId = await tokenTransfer(client, {
        caip2Id: SOLANA,
        recipient: RECIPIENT,
        token,
        amount: 1_000_000n, // a new account needs the rent-exempt minimum (890,880 lamports)
      });
      const order = await waitForFinalOrder(client, jobId);
      expect(order).toMatchObject({ intentType: 'TOKEN_TRANSFER', status: 'SUCCESSFUL' });
      expect(order.details).toMatchObject({
        caip2Id: SOLANA,
        recipientWalletAddress: RECIPIENT,
        tokenAddress: token,
        amount: '1000000',
      });
    }
  });

  it('prepare → sign → execute and estimate → execute of a SOL transfer', async () => {
    const input = { caip2Id: SOLANA, recipient: RECIPIENT, token: '', amount: '2000000' };
    const viaPrepare = await client.executeUserOp(
      await client.signUserOp(await prepareTokenTransfer(client, input)),
    );
    const estimate = await estimateTokenTransfer(client, input);
    expect(estimate.callData.payload).toMatchObject({ recipientWalletAddress: RECIPIENT, amount: '2000000' });
    const viaEstimate = await client.executeUserOp(await client.signUserOp(estimate.userOps));
    for (const jobId of [viaPrepare, viaEstimate])
      expect(await waitForFinalOrder(client, jobId)).toMatchObject({ status: 'SUCCESSFUL' });
  });

  it('solanaRawTransaction through all three paths: a Memo instruction to SUCCESSFUL, recorded as sent', async () => {
    const direct = await solanaRawTransaction(client, memoInput('direct'));
    const prepared = await client.executeUserOp(
      await client.signUserOp(await prepareSolanaRawTransaction(client, memoInput('prepared'))),
    );
    const estimate = await estimateRawTransaction(client, memoInput('estimated'));
    expect(estimate.callData.payload).toEqual({
      caip2Id: SOLANA,
      transactions: [
        {
          signer: solanaAddress,
          instructions: [
            {
              programId: MEMO,
              data: `0x${Buffer.from('estimated').toString('hex')}`,
              keys: [{ pubkey: solanaAddress, isSigner: true, isWritable: false }],
            },
          ],
        },
      ],
    });
    const estimated = await client.executeUserOp(await client.signUserOp(estimate.userOps));
    for (const [jobId, text] of [
      [direct, 'direct'],
      [prepared, 'prepared'],
      [estimated, 'estimated'],
    ]) {
      const order = await waitForFinalOrder(client, jobId);
      expect(order.intentType).toBe('RAW_TRANSACTION');
      expect(order.details).toMatchObject({ caip2Id: SOLANA, transactions: [recorded(text)] });
      expect(order.status).toBe('SUCCESSFUL');
    }
  });

  it('refuses a signer other than the user and a transfer to the user, after the wallets read', async () => {
    const signer = await failureOf(() =>
      solanaRawTransaction(client, {
        ...memoInput('x'),
        transaction: { signer: RECIPIENT, instructions: [memo('x')] },
      }),
    );
    expect(signer.shortMessage).toBe(fmt.validationFailed([VALIDATION.signerIsNotUser]));
    const self = await failureOf(() =>
      tokenTransfer(client, { caip2Id: SOLANA, recipient: solanaAddress, token: '', amount: 1n }),
    );
    expect(self.shortMessage).toBe(fmt.validationFailed([VALIDATION.recipientIsUser]));
    const estimate = await failureOf(() =>
      estimateRawTransaction(client, {
        caip2Id: SOLANA,
        transaction: { signer: RECIPIENT, instructions: [memo('y')] },
      }),
    );
    expect(estimate.shortMessage).toBe(fmt.validationFailed([VALIDATION.signerIsNotUser]));
  });
});
