import { describe, expect, it } from '@jest/globals';
import { DEMO_CLIENT, INPUT_LIMITS } from '@satchel/shared';
import {
  estimateTokenTransfer,
  prepareTokenTransfer,
  readContractData,
  tokenTransfer,
  ValidationError,
} from '../../src/index.js';
import { failureOf, freshSession, makeClient, refusingFetch } from '../client/helpers.js';

// Issue 20 in the SDK: each bound is a ValidationError thrown before any request (the fetch refuses every call).
const USER = '0x0aAdc07EF355C3B68906D2889aB403d12176B31F';
const OTHER = '0x7c9e0f1a2b3c4d5e6f708192a3b4c5d6e7f8f1a2';
const NOT_SCALARS = [
  `0x${'0'.repeat(64)}`,
  `0x${'f'.repeat(64)}`,
  `0x${INPUT_LIMITS.secp256k1N.toString(16)}`,
];
const op = {
  sender: USER,
  nonce: `0x${'0'.repeat(32)}3f1c2e4d5b6a4c7d8e9f0a1b2c3d4e5f`,
  paymaster: '0x7892A55F2C23a1AE3516dc2973bc18e8848C55fA',
  callGasLimit: '0x927c0',
  verificationGasLimit: '0x61a80',
  preVerificationGas: '0x186a0',
  maxFeePerGas: '0xee6b2800',
  maxPriorityFeePerGas: '0x3b9aca00',
  paymasterPostOpGasLimit: '0x30d40',
  paymasterVerificationGasLimit: '0x30d40',
  callData: '0x8dd7712f',
  paymasterData: '0x',
};

function loggedIn() {
  const network = refusingFetch();
  const client = makeClient({ fetch: network.fetch });
  client.setSessionConfig(freshSession(USER));
  return { client, network };
}

async function expectValidationError(run: () => unknown, message: string) {
  const error = await failureOf(run);
  expect(error).toBeInstanceOf(ValidationError);
  expect(error.shortMessage).toBe(message);
  return error;
}

describe('finding 1: gas values beyond their ABI type', () => {
  it('signUserOp and executeUserOp refuse a callGasLimit of 40 hex digits', async () => {
    const { client, network } = loggedIn();
    const oversized = { ...op, callGasLimit: `0x${'f'.repeat(40)}` };
    const message = 'Validation failed: Call gas limit cannot exceed the uint128 maximum';
    await expectValidationError(() => client.signUserOp(oversized), message);
    await expectValidationError(
      () => client.executeUserOp({ ...oversized, signature: `0x${'11'.repeat(65)}` }),
      message,
    );
    expect(network.calls).toEqual([]);
  });

  it('the largest uint128 still signs', async () => {
    const { client } = loggedIn();
    const signed = await client.signUserOp({ ...op, callGasLimit: `0x${'f'.repeat(32)}` });
    expect(signed.signature).toMatch(/^0x[0-9a-f]{130}$/);
  });
});

describe('finding 2: private keys that are not secp256k1 scalars', () => {
  it.each(NOT_SCALARS)('setSessionConfig refuses %s with a ValidationError', async (sessionPrivKey) => {
    const client = makeClient();
    await expectValidationError(
      () => client.setSessionConfig({ ...freshSession(USER), sessionPrivKey }),
      'Session private key is not a valid secp256k1 key',
    );
    expect(client.isLoggedIn()).toBe(false);
  });

  it.each(NOT_SCALARS)('the client configuration refuses %s', async (clientPrivateKey) => {
    await expectValidationError(
      () => makeClient({ clientPrivateKey, clientSWA: DEMO_CLIENT.clientSWA }),
      'Client private key is not a valid secp256k1 key',
    );
  });
});

describe('finding 3: amounts of 2^256 or more', () => {
  it.each([
    ['2^256', 2n ** 256n],
    ['2^256 as text', (2n ** 256n).toString()],
  ])('%s is refused by every token transfer call', async (_name, amount) => {
    const { client, network } = loggedIn();
    const input = { caip2Id: 'eip155:84532', recipient: OTHER, token: '', amount };
    for (const intent of [tokenTransfer, prepareTokenTransfer, estimateTokenTransfer])
      await expectValidationError(
        () => intent(client, input as never),
        'Validation failed: Amount cannot exceed the uint256 maximum',
      );
    expect(network.calls).toEqual([]);
  });
});

describe('finding 4: ABI fragments and arguments of readContractData', () => {
  const balanceOf = {
    name: 'balanceOf',
    inputs: [{ name: 'account', type: 'address' }],
    outputs: [{ type: 'uint256' }],
  };
  it.each([
    ['inputs without args', { abi: balanceOf }, 'Validation failed: Arguments do not match the ABI inputs'],
    [
      'a type that is not Solidity',
      { abi: { ...balanceOf, inputs: [{ type: 'addr' }] }, args: [OTHER] },
      'Validation failed: Invalid ABI parameter type',
    ],
    [
      'inputs that are not a list',
      { abi: { ...balanceOf, inputs: {} }, args: [] },
      'Validation failed: Invalid ABI',
    ],
  ])('%s', async (_name, data, message) => {
    const { client, network } = loggedIn();
    await expectValidationError(
      () =>
        readContractData(client, {
          caip2Id: 'eip155:84532',
          data: { contractAddress: OTHER, ...data } as never,
        }),
      message,
    );
    expect(network.calls).toEqual([]);
  });
});

describe('finding 8: ValidationError messages and details repeat input only up to a bound', () => {
  it('unknown keys: ten at most, each cut to 200 characters', async () => {
    const { client } = loggedIn();
    const keys = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`${i}${'k'.repeat(5000)}`, 1]));
    const input = { caip2Id: 'eip155:84532', recipient: OTHER, token: '', amount: 1n, ...keys };
    const error = await failureOf(() => tokenTransfer(client, input as never));
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.shortMessage.length).toBeLessThan(2300);
    expect(JSON.stringify(error.details).length).toBeLessThan(2300);
  });
});
