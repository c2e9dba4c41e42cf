import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { erc20Abi } from 'viem';
import { request } from '../helpers/request.js';
import { insertSession, type SeededSession } from '../helpers/seed-session.js';
import { startPlatform, type TestPlatform } from '@satchel/test-support';
import { buildOperation, paymasterData } from './helpers/build-operation.js';

// Issue 20, findings 1, 3, 4 and 8 over HTTP: input beyond a bound is a 400 with the shared message, never a 500.
const NOW_MS = 1767225600600;
const NOW = Math.floor(NOW_MS / 1000);
const USDC = '0x036CbD53842c5426634e7929541eC2318f3dCF7e';
const RECIPIENT = '0x3e5a8b1c9d2f4a6b7c8d9e0f1a2b3c4d5e6f7a8b';
const OVERSIZED = `0x${'f'.repeat(40)}`;

describe('platform input bounds', () => {
  let platform: TestPlatform;
  let session: SeededSession;
  beforeAll(async () => {
    platform = await startPlatform({ nowMs: NOW_MS });
    session = insertSession(platform.ctx);
  });
  afterAll(async () => platform.close());

  const post = async (path: string, body: unknown) =>
    request(platform.url, 'POST', `/api/oc/v1/${path}`, {
      headers: { Authorization: await session.authorization() },
      body,
    });
  const expect400 = (res: { status: number; json: any }, message: string) => {
    expect({
      status: res.status,
      errorCode: res.json?.error?.errorCode,
      message: res.json?.error?.message,
    }).toEqual({ status: 400, errorCode: 'VALIDATION_ERROR', message });
  };

  it('finding 1: execute with a gas value beyond uint128 is 400, for each packed field', async () => {
    const op = await buildOperation(
      session,
      'TOKEN_TRANSFER',
      { caip2Id: 'eip155:84532', recipientWalletAddress: RECIPIENT, tokenAddress: '', amount: '1000' },
      NOW,
    );
    expect400(
      await post('execute', { ...op, callGasLimit: OVERSIZED }),
      'Validation failed: Call gas limit cannot exceed the uint128 maximum',
    );
    expect400(
      await post('execute', { ...op, maxFeePerGas: OVERSIZED, paymasterPostOpGasLimit: OVERSIZED }),
      'Validation failed: Max fee per gas cannot exceed the uint128 maximum, Paymaster post-op gas limit cannot exceed the uint128 maximum',
    );
    expect400(
      await post('execute', { ...op, preVerificationGas: `0x1${'0'.repeat(64)}` }),
      'Validation failed: Pre-verification gas cannot exceed the uint256 maximum',
    );
  });

  const estimatePayload = async (
    jobId: string,
    details: Record<string, unknown>,
    gasDetails = { maxFeePerGas: '0xee6b2800', maxPriorityFeePerGas: '0x3b9aca00' },
  ) => ({
    type: 'TOKEN_TRANSFER',
    jobId,
    paymasterData: await paymasterData(jobId, NOW),
    gasDetails,
    details,
  });

  it('finding 3: an estimate amount of 2^256 is 400; fees beyond uint128 too', async () => {
    const details = {
      caip2Id: 'eip155:84532',
      recipientWalletAddress: RECIPIENT,
      tokenAddress: '',
      amount: (2n ** 256n).toString(),
    };
    expect400(
      await post('estimate', await estimatePayload('5b0e3c1a-7d2f-4e8a-9b6c-1d2e3f4a5b6c', details)),
      'Validation failed: Amount cannot exceed the uint256 maximum',
    );
    const fees = { maxFeePerGas: OVERSIZED, maxPriorityFeePerGas: '0x1' };
    expect400(
      await post(
        'estimate',
        await estimatePayload('5b0e3c1a-7d2f-4e8a-9b6c-1d2e3f4a5b6d', { ...details, amount: '1' }, fees),
      ),
      'Validation failed: Max fee per gas cannot exceed the uint128 maximum',
    );
  });

  const name = erc20Abi.find((f) => f.type === 'function' && f.name === 'name')!;
  const balanceOf = erc20Abi.find((f) => f.type === 'function' && f.name === 'balanceOf')!;

  it('finding 4: a fragment without inputs reads as none, without args as {}', async () => {
    const { inputs: _inputs, ...noInputs } = name;
    const res = await post('readContractData', {
      caip2Id: 'eip155:84532',
      data: { contractAddress: USDC, abi: noInputs },
    });
    expect(res.json).toMatchObject({ status: 'success', data: ['USD Coin'] });
  });

  it('finding 4: missing args for an input, bad types and fragments that are not ABI are 400', async () => {
    const read = (data: unknown) =>
      post('readContractData', {
        caip2Id: 'eip155:84532',
        data: { contractAddress: USDC, ...(data as object) },
      });
    expect400(await read({ abi: balanceOf }), 'Validation failed: Arguments do not match the ABI inputs');
    expect400(
      await read({ abi: { ...balanceOf, inputs: [{ type: 'address', name: 'constructor' }] }, args: {} }),
      'Validation failed: Arguments do not match the ABI inputs',
    );
    expect400(
      await read({ abi: { ...balanceOf, inputs: [{ type: 'wallet' }] }, args: [RECIPIENT] }),
      'Validation failed: Invalid ABI parameter type',
    );
    expect400(
      await read({ abi: { ...balanceOf, inputs: 'address' }, args: [RECIPIENT] }),
      'Validation failed: Invalid ABI',
    );
    expect400(
      await read({ abi: { ...balanceOf, outputs: [{ type: 'tuple' }] }, args: [RECIPIENT] }),
      'Validation failed: Invalid ABI',
    );
  });

  it('finding 8: error details and messages that repeat the input are cut to 200 characters', async () => {
    const caip2Id = `eip155:${'9'.repeat(5000)}`;
    const unsupported = await post('readContractData', {
      caip2Id,
      data: { contractAddress: USDC, abi: name },
    });
    expect(unsupported.status).toBe(403);
    expect(unsupported.json.error.details).toBe(`${caip2Id.slice(0, 200)}… is not supported for this client`);
    const type = 'X'.repeat(5000);
    const estimate = await post('estimate', { type });
    expect(estimate.json.error).toMatchObject({
      errorCode: 'UNSUPPORTED_INTENT_TYPE',
      message: `Unsupported intent type: ${type.slice(0, 200)}…`,
    });
    const keys = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`${i}${'k'.repeat(3000)}`, 1]));
    const op = await post('execute', {
      ...(await buildOperation(
        session,
        'TOKEN_TRANSFER',
        { caip2Id: 'eip155:84532', recipientWalletAddress: RECIPIENT, tokenAddress: '', amount: '1' },
        NOW,
      )),
      ...keys,
    });
    expect(op.status).toBe(400);
    expect(op.json.error.message.length).toBeLessThan(2500);
  });
});
