// A session is bound to the address set it logged in with (Satchel's or Okto's): nothing of the other set is accepted
// later, and only Okto-set sessions accept the Okto client's gasFees order.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { OktoClient } from '@okto_web3/core-js-sdk';
import { tokenTransfer } from '@okto_web3/core-js-sdk/userop';
import { DEMO_CLIENT, ENVIRONMENTS } from '@satchel/shared';
import { randomUUID } from 'node:crypto';
import { decodeAbiParameters, type Hex } from 'viem';
import { getUserOperationHash } from 'viem/account-abstraction';
import { privateKeyToAccount } from 'viem/accounts';
import { OUTER_ABI } from '../../src/orders/call-data/abi-types.js';
import { encodeCallData } from '../../src/orders/call-data/encode-call-data.js';
import { encodeJobParameters } from '../../src/intents/job-parameters.js';
import { OKTO_ADDRESSES } from '../../src/okto/okto-addresses.js';
import { redirectOktoClients } from '../../src/okto/redirect-okto-clients.js';
import { bytes32ToUuid } from '../../src/crypto/uuid.js';
import { buildOperation, signOperation } from '../orders/helpers/build-operation.js';
import { request } from '../helpers/request.js';
import { insertSession, type SeededSession } from '../helpers/seed-session.js';
import { startPlatform, type TestPlatform } from '@satchel/test-support';
import { oktoClient, rejection } from './helpers/okto-session.js';

const RECIPIENT: Hex = '0x3e5a8b1c9d2f4a6b7c8d9e0f1a2b3c4d5e6f7a8b';
const TRANSFER = { caip2Id: 'eip155:84532', recipient: RECIPIENT, token: '' as const, amount: 1000n };
type UserOp = Awaited<ReturnType<typeof tokenTransfer>>;

/** An Okto-client operation re-signed with viem's standard v0.7 hash over the Okto entry point. */
async function signStandard(unsigned: UserOp, sessionPrivKey: Hex): Promise<UserOp & { signature: Hex }> {
  const op = unsigned as Required<UserOp>;
  const hash = getUserOperationHash({
    chainId: ENVIRONMENTS.sandbox.chainId,
    entryPointAddress: OKTO_ADDRESSES.sandbox.entryPoint,
    entryPointVersion: '0.7',
    userOperation: {
      sender: op.sender,
      nonce: BigInt(op.nonce),
      callData: op.callData,
      callGasLimit: BigInt(op.callGasLimit),
      verificationGasLimit: BigInt(op.verificationGasLimit),
      preVerificationGas: BigInt(op.preVerificationGas),
      maxFeePerGas: BigInt(op.maxFeePerGas),
      maxPriorityFeePerGas: BigInt(op.maxPriorityFeePerGas),
      paymaster: op.paymaster,
      paymasterVerificationGasLimit: BigInt(op.paymasterVerificationGasLimit),
      paymasterPostOpGasLimit: BigInt(op.paymasterPostOpGasLimit),
      paymasterData: op.paymasterData,
      signature: '0x',
    },
  });
  return {
    ...op,
    signature: await privateKeyToAccount(sessionPrivKey).signMessage({ message: { raw: hash } }),
  };
}

describe('address sets: no mixing within a session', () => {
  let platform: TestPlatform;
  let undo: () => void;
  let okto: OktoClient;
  let oktoSessionKey: Hex;
  let satchel: SeededSession;
  const now = () => Math.floor(platform.ctx.now() / 1000);
  const execute = async (session: SeededSession, body: unknown) =>
    request(platform.url, 'POST', '/api/oc/v1/execute', {
      headers: { Authorization: await session.authorization() },
      body,
    });

  beforeAll(async () => {
    platform = await startPlatform();
    undo = redirectOktoClients(OktoClient, platform.url);
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    okto = oktoClient();
    const { json } = await request(platform.url, 'POST', '/dev/client-jwt', { body: { sub: 'okto-sets' } });
    await okto.loginUsingJWTAuthentication(json.data.jwt, (config) => {
      oktoSessionKey = config.sessionPrivKey;
    });
    satchel = insertSession(platform.ctx);
  });
  afterAll(async () => {
    undo();
    jest.restoreAllMocks();
    await platform.close();
  });

  it("binds each environment's Okto paymaster to that environment", async () => {
    const production = oktoClient('production');
    const { json } = await request(platform.url, 'POST', '/dev/client-jwt', {
      body: { sub: 'okto-production' },
    });
    await production.loginUsingJWTAuthentication(json.data.jwt);
    const rows = platform.ctx.db
      .prepare('SELECT env, address_set AS addressSet FROM sessions ORDER BY created_at, env')
      .all();
    expect(rows).toEqual(
      expect.arrayContaining([
        { env: 'sandbox', addressSet: 'okto' },
        { env: 'production', addressSet: 'okto' },
        { env: 'sandbox', addressSet: 'satchel' },
      ]),
    );
  });

  it('an Okto-set session accepts the standard hash as well as the Okto gasFees order', async () => {
    expect(
      await okto.executeUserOp(await signStandard(await tokenTransfer(okto, TRANSFER), oktoSessionKey)),
    ).toMatch(/^[0-9a-f-]{36}$/);
    expect(await okto.executeUserOp(await okto.signUserOp(await tokenTransfer(okto, TRANSFER)))).toMatch(
      /^[0-9a-f-]{36}$/,
    );
  });

  it("an Okto-set session's estimate uses the Okto paymaster and job manager; the Okto client signs and executes it", async () => {
    const jobId = randomUUID();
    const payload = {
      type: 'TOKEN_TRANSFER',
      jobId,
      paymasterData: await okto.paymasterData({ nonce: jobId, validUntil: new Date(Date.now() + 3_600_000) }),
      gasDetails: platform.ctx.config.gasValues,
      details: {
        recipientWalletAddress: RECIPIENT,
        caip2Id: 'eip155:84532',
        tokenAddress: '',
        amount: '1000',
      },
    };
    const res = await request(platform.url, 'POST', '/api/oc/v1/estimate', {
      headers: { Authorization: `Bearer ${await okto.getAuthorizationToken()}` },
      body: payload,
    });
    expect(res.status).toBe(200);
    const userOps = res.json.data.userOps;
    expect(userOps.paymaster).toBe(OKTO_ADDRESSES.sandbox.paymaster);
    const [, jobManager] = decodeAbiParameters(OUTER_ABI, userOps.callData);
    expect(jobManager).toBe(OKTO_ADDRESSES.sandbox.jobManager);
    expect(await okto.executeUserOp(await okto.signUserOp(userOps))).toBe(jobId);
  });

  it("an Okto-set session presenting Satchel's paymaster is refused (UNKNOWN_PAYMASTER)", async () => {
    const op = { ...(await tokenTransfer(okto, TRANSFER)), paymaster: ENVIRONMENTS.sandbox.paymaster };
    expect(await rejection(okto.executeUserOp(await okto.signUserOp(op)))).toEqual({
      status: 400,
      errorCode: 'UNKNOWN_PAYMASTER',
    });
  });

  it("an Okto-set session calling Satchel's job manager is refused (INVALID_CALL_DATA)", async () => {
    const op = await tokenTransfer(okto, TRANSFER);
    const callData = encodeCallData({
      env: 'sandbox',
      addressSet: 'satchel',
      jobId: bytes32ToUuid(op.nonce as Hex)!,
      clientSWA: okto.clientSWA as Hex,
      userSWA: okto.userSWA as Hex,
      feePayerAddress: '0x0000000000000000000000000000000000000000',
      policy: { gsnEnabled: false, sponsorshipEnabled: false },
      intentType: 'TOKEN_TRANSFER',
      jobParameters: encodeJobParameters('TOKEN_TRANSFER', {
        caip2Id: 'eip155:84532',
        recipientWalletAddress: RECIPIENT,
        tokenAddress: '',
        amount: '1000',
      }),
    });
    const res = await rejection(okto.executeUserOp(await okto.signUserOp({ ...op, callData })));
    expect(res).toEqual({ status: 400, errorCode: 'INVALID_CALL_DATA' });
  });

  it("a Satchel-set session presenting Okto's paymaster is refused (UNKNOWN_PAYMASTER)", async () => {
    const payload = {
      caip2Id: 'eip155:84532',
      recipientWalletAddress: RECIPIENT,
      tokenAddress: '',
      amount: '1000',
    };
    const op = await buildOperation(satchel, 'TOKEN_TRANSFER', payload, now(), {
      mutate: (o) => void (o.paymaster = OKTO_ADDRESSES.sandbox.paymaster),
    });
    const res = await execute(satchel, op);
    expect({ status: res.status, errorCode: res.json.error.errorCode }).toEqual({
      status: 400,
      errorCode: 'UNKNOWN_PAYMASTER',
    });
  });

  it("a Satchel-set session calling Okto's job manager is refused (INVALID_CALL_DATA)", async () => {
    const payload = {
      caip2Id: 'eip155:84532',
      recipientWalletAddress: RECIPIENT,
      tokenAddress: '',
      amount: '1000',
    };
    const jobId = randomUUID();
    const callData = encodeCallData({
      env: 'sandbox',
      addressSet: 'okto',
      jobId,
      clientSWA: DEMO_CLIENT.clientSWA,
      userSWA: satchel.user.userSWA,
      feePayerAddress: '0x0000000000000000000000000000000000000000',
      policy: { gsnEnabled: false, sponsorshipEnabled: false },
      intentType: 'TOKEN_TRANSFER',
      jobParameters: encodeJobParameters('TOKEN_TRANSFER', payload),
    });
    const res = await execute(
      satchel,
      await buildOperation(satchel, 'TOKEN_TRANSFER', payload, now(), { jobId, callData }),
    );
    expect({ status: res.status, errorCode: res.json.error.errorCode }).toEqual({
      status: 400,
      errorCode: 'INVALID_CALL_DATA',
    });
  });

  it('a Satchel-set session stays standard-only: the Okto gasFees order is INVALID_SIGNATURE', async () => {
    const payload = {
      caip2Id: 'eip155:84532',
      recipientWalletAddress: RECIPIENT,
      tokenAddress: '',
      amount: '1000',
    };
    const op = await buildOperation(satchel, 'TOKEN_TRANSFER', payload, now());
    expect(op.maxFeePerGas).not.toBe(op.maxPriorityFeePerGas);
    const swapped = await signOperation(
      { ...op, maxFeePerGas: op.maxPriorityFeePerGas, maxPriorityFeePerGas: op.maxFeePerGas },
      satchel.sessionPrivKey,
    );
    const res = await execute(satchel, { ...op, signature: swapped.signature });
    expect({ status: res.status, errorCode: res.json.error.errorCode }).toEqual({
      status: 401,
      errorCode: 'INVALID_SIGNATURE',
    });
  });
});
