import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { base58Encode, fmt, VALIDATION } from '@satchel/shared';
import { readFileSync } from 'node:fs';

import { fundUser } from '../../src/faucet/faucet.js';
import { request } from '../helpers/request.js';
import type { SeededSession } from '../helpers/seed-session.js';
import { startPlatform, type TestPlatform } from '@satchel/test-support';
import { buildOperation, paymasterData } from '../orders/helpers/build-operation.js';
import { executeIntent, orderOf, POLICY, settleNow } from '../orders/helpers/chain-scenario.js';
import { insertVectorSession } from '../orders/helpers/vector-session.js';

// The Solana wire vectors (scripts/solana-vectors.ts, viem-built; docs/protocol-solana.md).
const vectors = JSON.parse(
  readFileSync(new URL('../../../test-fixtures/solana-vectors.json', import.meta.url), 'utf8'),
);
const NOW_MS: number = vectors.inputs.nowMs;
const SOLANA = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
const MEMO = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr';
const OTHER_KEY = base58Encode(new Uint8Array(32).fill(7));

const memoTx = (signer: string, data = '0x6869') => ({
  signer,
  instructions: [{ programId: MEMO, data, keys: [] }],
});

describe('Solana user operations on the platform (docs/protocol-solana.md)', () => {
  let platform: TestPlatform;
  let session: SeededSession;
  const auth = async () => ({ Authorization: await session.authorization() });
  const execute = async (body: unknown) =>
    request(platform.url, 'POST', '/api/oc/v1/execute', { headers: await auth(), body });
  const nowSec = () => Math.floor(platform.ctx.now() / 1000);

  beforeAll(async () => {
    platform = await startPlatform({ nowMs: NOW_MS });
    session = insertVectorSession(platform.ctx);
    await fundUser(platform.ctx, platform.chains, session.user, SOLANA);
  });
  afterAll(async () => platform.close());

  it('derives the vector user Solana address the vectors were built for', () => {
    expect(session.user.solanaAddress).toBe(vectors.inputs.solanaAddress);
  });

  for (const name of Object.keys(vectors.intents)) {
    it(`${name}: execute answers the jobId and records the decoded payload`, async () => {
      const vector = vectors.intents[name];
      const res = await execute(vector.executeBody);
      expect(res.json).toEqual({ status: 'success', data: vector.expectedExecuteResponseData });
      const row = platform.ctx.db
        .prepare('SELECT intent_type, status, caip_id, job_parameters FROM orders WHERE intent_id = ?')
        .get(vector.jobId) as Record<string, string>;
      expect({ ...row, job_parameters: JSON.parse(row.job_parameters) }).toEqual({
        intent_type: vector.intentType,
        status: 'INITIATED',
        caip_id: SOLANA,
        job_parameters: vector.expectedPayload,
      });
    });
  }

  it('refuses a replayed Solana operation (409) and a forged one (signature of another operation)', async () => {
    const { SOL_TRANSFER, SPL_TRANSFER } = vectors.intents;
    const replay = await execute(SOL_TRANSFER.executeBody);
    expect(replay.status).toBe(409);
    expect(replay.json.error.errorCode).toBe('REPLAYED_REQUEST');
    const forged = await execute({ ...SPL_TRANSFER.executeBody, signature: SOL_TRANSFER.signature });
    expect(forged.status).toBe(401);
    expect(forged.json.error.errorCode).toBe('INVALID_SIGNATURE');
    // The amount changed after signing: the hash no longer matches the signature.
    const tampered = SPL_TRANSFER.executeBody.callData.replace(/2625a0/, '2625a1');
    expect(tampered).not.toBe(SPL_TRANSFER.executeBody.callData);
    const res = await execute({ ...SPL_TRANSFER.executeBody, callData: tampered });
    expect(res.json.error.errorCode).toBe('INVALID_SIGNATURE');
  });

  it('refuses a raw transaction whose signer is not the user, and a transfer to the user', async () => {
    const user = session.user.solanaAddress;
    const signed = async (
      intentType: 'RAW_TRANSACTION' | 'TOKEN_TRANSFER',
      payload: Record<string, unknown>,
    ) => execute(await buildOperation(session, intentType, payload, nowSec(), { policy: POLICY[SOLANA] }));
    const signer = await signed('RAW_TRANSACTION', { caip2Id: SOLANA, transactions: [memoTx(OTHER_KEY)] });
    expect(signer.status).toBe(400);
    expect(signer.json.error.message).toBe(fmt.validationFailed([VALIDATION.signerIsNotUser]));
    const self = await signed('TOKEN_TRANSFER', {
      caip2Id: SOLANA,
      recipientWalletAddress: user,
      tokenAddress: '',
      amount: 1n,
    });
    expect(self.json.error.message).toBe(fmt.validationFailed([VALIDATION.recipientIsUser]));
    const hexRecipient = await signed('TOKEN_TRANSFER', {
      caip2Id: SOLANA,
      recipientWalletAddress: '0x3e5a8b1c9d2f4a6b7c8d9e0f1a2b3c4d5e6f7a8b',
      tokenAddress: '',
      amount: 1n,
    });
    expect(hexRecipient.json.error.message).toBe(fmt.validationFailed([VALIDATION.invalidRecipient]));
  });

  it('refuses embedded JSON that is not the wire format (INVALID_CALL_DATA)', async () => {
    const user = session.user.solanaAddress;
    const cases = [[memoTx(user, '0xABCD')], [memoTx(user, '0x1')], [memoTx(user), memoTx(user)]];
    for (const transactions of cases) {
      const op = await buildOperation(
        session,
        'RAW_TRANSACTION',
        { caip2Id: SOLANA, transactions },
        nowSec(),
        {
          policy: POLICY[SOLANA],
        },
      );
      const res = await execute(op);
      expect(res.status).toBe(400);
      expect(res.json.error.errorCode).toBe('INVALID_CALL_DATA');
    }
  });

  it('settles a SOL transfer and a Memo raw transaction on the Solana runtime', async () => {
    const transfer = await executeIntent(platform, session, 'TOKEN_TRANSFER', {
      caip2Id: SOLANA,
      recipientWalletAddress: OTHER_KEY,
      tokenAddress: '',
      amount: 1_000_000n, // a new account needs the rent-exempt minimum (890,880 lamports)
    });
    const raw = await executeIntent(platform, session, 'RAW_TRANSACTION', {
      caip2Id: SOLANA,
      transactions: [memoTx(session.user.solanaAddress)],
    });
    await settleNow(platform);
    expect(await orderOf(platform, session, transfer)).toMatchObject({ status: 'SUCCESSFUL' });
    expect(await orderOf(platform, session, raw)).toMatchObject({ status: 'SUCCESSFUL' });
  });

  it('estimates a Solana raw transaction and a SOL transfer with the payload execute would record', async () => {
    const estimate = async (type: string, details: Record<string, unknown>) => {
      const jobId = crypto.randomUUID();
      return request(platform.url, 'POST', '/api/oc/v1/estimate', {
        headers: await auth(),
        body: {
          type,
          jobId,
          paymasterData: await paymasterData(jobId, nowSec()),
          gasDetails: vectors.inputs.gasValues,
          details,
        },
      });
    };
    const { RAW_TRANSACTION_SOLANA, SOL_TRANSFER } = vectors.intents;
    const raw = await estimate('RAW_TRANSACTION', RAW_TRANSACTION_SOLANA.expectedPayload);
    expect(raw.status).toBe(200);
    expect(raw.json.data.callData.payload).toEqual(RAW_TRANSACTION_SOLANA.expectedPayload);
    const { recipient, token, amount } = SOL_TRANSFER.input;
    const sol = await estimate('TOKEN_TRANSFER', {
      recipientWalletAddress: recipient,
      caip2Id: SOLANA,
      tokenAddress: token,
      amount,
    });
    expect(sol.status).toBe(200);
    expect(sol.json.data.callData.payload).toEqual(SOL_TRANSFER.expectedPayload);
    const wrongSigner = await estimate('RAW_TRANSACTION', {
      caip2Id: SOLANA,
      transactions: [memoTx(OTHER_KEY)],
    });
    expect(wrongSigner.json.error.message).toBe(fmt.validationFailed([VALIDATION.signerIsNotUser]));
    const two = await estimate('RAW_TRANSACTION', {
      caip2Id: SOLANA,
      transactions: [memoTx(OTHER_KEY), memoTx(OTHER_KEY)],
    });
    expect(two.status).toBe(400);
  });
});
