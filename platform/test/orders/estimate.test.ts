import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { request as httpRequest } from 'node:http';
import {
  createPublicClient,
  encodeFunctionData,
  formatUnits,
  http,
  keccak256,
  type Address,
  type Hex,
} from 'viem';
import { satchelAccountAbi } from '../../src/evm/artifacts/satchel-account.js';
import { PLATFORM_EXECUTOR } from '../../src/evm/platform-accounts.js';
import { fundUser } from '../../src/faucet/faucet.js';
import { request } from '../helpers/request.js';
import type { SeededSession } from '../helpers/seed-session.js';
import { startPlatform, type TestPlatform } from '@satchel/test-support';
import { paymasterData, signOperation } from './helpers/build-operation.js';
import { insertVectorSession } from './helpers/vector-session.js';
import { NOW_MS, vectors } from './helpers/vectors.js';

const NOW = Math.floor(NOW_MS / 1000);

/** fetch refuses a GET body; node:http sends one, as some clients do. */
function getWithBody(baseUrl: string, path: string, authorization: string, body: unknown): Promise<any> {
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${baseUrl}${path}`,
      {
        method: 'GET',
        headers: {
          Authorization: authorization,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(text),
        },
      },
      (res) => {
        let data = '';
        res.on('data', (chunk) => (data += chunk));
        res.on('end', () => resolve(JSON.parse(data)));
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

describe('estimate (§12)', () => {
  let platform: TestPlatform;
  let session: SeededSession;
  beforeAll(async () => {
    platform = await startPlatform({ nowMs: NOW_MS });
    session = insertVectorSession(platform.ctx);
    // Funded on Base Sepolia (its account placed), so the orders estimated there would succeed.
    await fundUser(platform.ctx, platform.chains, session.user, 'eip155:84532');
  });
  afterAll(async () => platform.close());

  const auth = async () => ({ Authorization: await session.authorization() });

  /**
   * The fee the order will pay, judged by viem on the network's JSON-RPC: 0 where the demo client is sponsored
   * (Polygon Amoy), else the gas its transaction uses × the gas price, and its USDT value. The transaction is the
   * platform executor's call of the user's account (`execute(to, value, data)`, docs/accounts.md).
   */
  async function expectedFees(type: string, details: Record<string, any>) {
    const caip = details.caip2Id as string;
    if (caip === 'eip155:80002')
      return { transactionFees: { [caip]: '0' }, approxTransactionFeesInUSDT: '0' };
    const client = createPublicClient({ transport: http(`${platform.url}/rpc/${caip}`) });
    const call: [Address, bigint, Hex] =
      type === 'RAW_TRANSACTION'
        ? [
            details.transactions[0].to as Address,
            BigInt(details.transactions[0].value),
            details.transactions[0].data as Hex,
          ]
        : [details.recipientWalletAddress as Address, BigInt(details.amount), '0x'];
    expect(type === 'RAW_TRANSACTION' || details.tokenAddress === '').toBe(true);
    const { gasUsed } = await client.createAccessList({
      account: PLATFORM_EXECUTOR,
      to: session.user.userSWA as Address,
      data: encodeFunctionData({ abi: satchelAccountAbi, functionName: 'execute', args: call }),
    });
    const fee = gasUsed * (await client.getGasPrice());
    // ETH at 3200 USDT.
    return {
      transactionFees: { [caip]: fee.toString() },
      approxTransactionFeesInUSDT: formatUnits(fee * 3200n, 18),
    };
  }
  const get = async (payload: unknown) =>
    request(
      platform.url,
      'GET',
      `/api/oc/v1/estimate?${new URLSearchParams({ payload: JSON.stringify(payload) })}`,
      { headers: await auth() },
    );
  const post = async (payload: unknown) =>
    request(platform.url, 'POST', '/api/oc/v1/estimate', { headers: await auth(), body: payload });

  for (const name of Object.keys(vectors.estimate)) {
    it(`${name}: GET with the SDK's URL and POST answer §12.3 with the builder's userOps`, async () => {
      const v = vectors.estimate[name];
      const viaGet = await request(platform.url, 'GET', v.getRequest, { headers: await auth() });
      const viaPost = await request(platform.url, 'POST', v.postRequest.path, {
        headers: { ...(await auth()), 'Content-Type': 'application/json' },
        body: v.postRequest.body,
      });
      for (const res of [viaGet, viaPost]) {
        expect(res.status).toBe(200);
        expect(res.json.data.userOps).toEqual(v.expectedUserOps);
        expect(keccak256(res.json.data.userOps.callData as Hex)).toBe(v.expectedUserOpsCallDataKeccak);
        expect(res.json.data.callData).toEqual(v.expectedResponseCallData);
        expect(Object.keys(res.json.data)).toEqual(['details', 'callData', 'userOps']);
        expect(Object.keys(res.json.data.details)).toEqual(['estimation', 'fees', 'swapFees']);
        expect(res.json.data.details.fees).toEqual(await expectedFees(v.payload.type, v.payload.details));
      }
      // A JSON body on GET is read when the parameter is absent.
      const getBody = await getWithBody(
        platform.url,
        '/api/oc/v1/estimate',
        (await auth()).Authorization,
        v.payload,
      );
      expect(getBody.data.userOps).toEqual(v.expectedUserOps);
    });
  }

  it('Aptos raw transactions: the estimated operation, signed, executes', async () => {
    const jobId = '7e8f9a0b-1c2d-4e3f-8a4b-5c6d7e8f9a0b';
    const tx = { function: '0x1::aptos_account::transfer', functionArguments: ['0x1', '5'] };
    const payload = {
      type: 'RAW_TRANSACTION',
      jobId,
      paymasterData: await paymasterData(jobId, NOW),
      gasDetails: { maxFeePerGas: '0xee6b2800', maxPriorityFeePerGas: '0x3b9aca00' },
      details: { caip2Id: 'aptos:testnet', transactions: [tx] },
    };
    const res = await post(payload);
    expect(res.status).toBe(200);
    expect(res.json.data.callData.payload).toEqual({
      caip2Id: 'aptos:testnet',
      transactions: [{ ...tx, typeArguments: [] }],
    });
    expect(res.json.data.details.estimation.amount).toBe('');
    const signed = await signOperation(res.json.data.userOps, session.sessionPrivKey);
    const executed = await request(platform.url, 'POST', '/api/oc/v1/execute', {
      headers: await auth(),
      body: signed,
    });
    expect(executed.json).toEqual({ status: 'success', data: { jobId } });
  });

  it('does not consume the job id: the signed estimate executes, then estimating it again is a replay', async () => {
    const v = vectors.estimate.TOKEN_TRANSFER;
    const executed = await request(platform.url, 'POST', '/api/oc/v1/execute', {
      headers: await auth(),
      body: v.executeAfterEstimateBody,
    });
    expect(executed.json).toEqual({ status: 'success', data: { jobId: v.payload.jobId } });
    const again = await post(v.payload);
    expect(again.status).toBe(409);
    expect(again.json.error).toMatchObject({
      errorCode: 'REPLAYED_REQUEST',
      message: 'Request already used',
    });
  });

  it('400 BAD_REQUEST without payload; 400 UNSUPPORTED_INTENT_TYPE for other types', async () => {
    const none = await request(platform.url, 'GET', '/api/oc/v1/estimate', { headers: await auth() });
    expect(none.status).toBe(400);
    expect(none.json.error).toMatchObject({ errorCode: 'BAD_REQUEST', message: 'Malformed request body' });
    const notJson = await request(platform.url, 'GET', '/api/oc/v1/estimate?payload=%7Bnope', {
      headers: await auth(),
    });
    expect(notJson.json.error).toMatchObject({ errorCode: 'BAD_REQUEST' });
    const mint = await get({ ...vectors.estimate.TOKEN_TRANSFER.payload, type: 'NFT_MINT' });
    expect(mint.status).toBe(400);
    expect(mint.json.error).toMatchObject({
      errorCode: 'UNSUPPORTED_INTENT_TYPE',
      message: 'Unsupported intent type: NFT_MINT',
    });
  });

  it('400 VALIDATION_ERROR for payload and details (§15)', async () => {
    const base = vectors.estimate.TOKEN_TRANSFER.payload;
    const cases: [unknown, string][] = [
      [
        { ...base, details: { ...base.details, amount: '1.5' } },
        'Validation failed: Amount must be an integer',
      ],
      [
        { ...base, details: { ...base.details, amount: '0' } },
        'Validation failed: Amount must be greater than 0',
      ],
      [
        { ...base, details: { ...base.details, recipientWalletAddress: 'bob' } },
        'Validation failed: Invalid recipient address format',
      ],
      [
        { ...base, details: { ...base.details, extra: 1 } },
        "Validation failed: Unrecognized key(s) in object: 'extra'",
      ],
      [{ ...base, jobId: 'x' }, 'Validation failed: Invalid jobId format'],
      [
        { ...base, gasDetails: { maxFeePerGas: 1 } },
        'Validation failed: Invalid max fee per gas format, Invalid max priority fee per gas format',
      ],
      [{ ...base, extra: 1 }, "Validation failed: Unrecognized key(s) in object: 'extra'"],
    ];
    for (const [payload, message] of cases) {
      const res = await get(payload);
      expect(res.status).toBe(400);
      expect(res.json.error).toMatchObject({ errorCode: 'VALIDATION_ERROR', message });
    }
  });

  it('chain, fee payer and paymaster checks', async () => {
    const v = vectors.estimate.NFT_TRANSFER.payload;
    const unsupported = await get({ ...v, details: { ...v.details, caip2Id: 'eip155:1' } });
    expect(unsupported.status).toBe(403);
    expect(unsupported.json.error).toMatchObject({
      errorCode: 'CHAIN_NOT_SUPPORTED',
      message: 'Chain Not Supported',
      details: 'eip155:1 is not supported for this client',
    });
    const unsponsored = await get({ ...v, details: { ...v.details, caip2Id: 'eip155:84532' } });
    expect(unsponsored.json.error).toMatchObject({
      errorCode: 'INVALID_CALL_DATA',
      message: 'Invalid call data',
    });
    const otherNonce = await get({
      ...v,
      paymasterData: await paymasterData('0c6f3e2a-9b41-4c8e-a1f7-5e3c2b9d8a64', NOW),
    });
    expect(otherNonce.json.error).toMatchObject({ errorCode: 'INVALID_PAYMASTER_DATA' });
    const expired = await get({
      ...v,
      paymasterData: await paymasterData(v.jobId, NOW, { validUntil: NOW - 1 }),
    });
    expect(expired.json.error).toMatchObject({
      errorCode: 'PAYMASTER_DATA_EXPIRED',
      message: 'Paymaster data expired or not yet valid',
    });
    const raw = vectors.estimate.RAW_TRANSACTION.payload;
    const otherFamily = await get({
      ...raw,
      details: { caip2Id: 'bip122:000000000019d6689c085ae165831e93', transactions: raw.details.transactions },
    });
    expect(otherFamily.json.error).toMatchObject({
      errorCode: 'INVALID_CHAIN_TYPE',
      message: 'Invalid Chain Type',
    });
    const noAuth = await request(platform.url, 'GET', '/api/oc/v1/estimate?payload=%7B%7D');
    expect(noAuth.json.error).toMatchObject({ errorCode: 'AUTH_REQUIRED' });
  });
});
