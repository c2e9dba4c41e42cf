import { describe, expect, it } from '@jest/globals';
import { SatchelError, ValidationError } from '../../src/index.js';
import { failureOf, freshSession, makeClient, refusingFetch } from './helpers.js';

const OP = {
  sender: '0x0aAdc07EF355C3B68906D2889aB403d12176B31F',
  nonce: `0x${'0'.repeat(32)}3f1c2e4d5b6a4c7d8e9f0a1b2c3d4e5f`,
  paymaster: '0x7892A55F2C23a1AE3516dc2973bc18e8848C55fA',
  callGasLimit: '0x927c0',
  verificationGasLimit: '0x61a80',
  preVerificationGas: '0x186a0',
  maxFeePerGas: '0xee6b2800',
  maxPriorityFeePerGas: '0x3b9aca00',
  paymasterPostOpGasLimit: '0x30d40',
  paymasterVerificationGasLimit: '0x30d40',
  callData: '0x1234',
  paymasterData: '0xabcd',
};

function loggedIn() {
  const network = refusingFetch();
  const client = makeClient({ fetch: network.fetch });
  client.setSessionConfig(freshSession());
  return { network, client };
}

describe('signing and user operations: checks before any request', () => {
  it('need a session', async () => {
    const network = refusingFetch();
    const client = makeClient({ fetch: network.fetch });
    expect((await failureOf(() => client.signMessage('hi'))).shortMessage).toBe(
      'User must be logged in to sign message',
    );
    expect((await failureOf(() => client.signTypedData('{}'))).shortMessage).toBe(
      'User must be logged in to sign message',
    );
    expect((await failureOf(() => client.signUserOp(OP))).shortMessage).toBe(
      'User must be logged in to execute user operation',
    );
    expect((await failureOf(() => client.executeUserOp(OP))).shortMessage).toBe(
      'User must be logged in to execute user operation',
    );
    expect((await failureOf(() => client.syncUserKeys())).shortMessage).toBe(
      'User must be logged in to sync user keys',
    );
    expect(network.calls).toEqual([]);
  });

  it('signMessage needs a message and the user keys', async () => {
    const { network, client } = loggedIn();
    const empty = await failureOf(() => client.signMessage(''));
    expect(empty).toBeInstanceOf(ValidationError);
    expect(empty.shortMessage).toBe('Validation failed: Message is required');
    const noKeys = await failureOf(() => client.signMessage('hello'));
    expect(noKeys).toBeInstanceOf(SatchelError);
    expect(noKeys.shortMessage).toBe('User keys are not set');
    expect(network.calls).toEqual([]);
  });

  it.each([
    ['{"types":', 'not JSON'],
    [{ types: {}, primaryType: 'Mail', domain: {}, message: {} }, 'unknown primary type'],
    [
      {
        types: { EIP712Domain: [], Mail: [{ name: 'n', type: 'uint8' }] },
        primaryType: 'Mail',
        domain: {},
        message: { n: 300 },
      },
      'uint8 overflow',
    ],
  ] as [unknown, string][])(
    'signTypedData rejects invalid typed data (%#: %s) before sending',
    async (typedData) => {
      const { network, client } = loggedIn();
      const error = await failureOf(() => client.signTypedData(typedData as never));
      expect(error).toBeInstanceOf(ValidationError);
      expect(error.shortMessage).toBe('Validation failed: Invalid typed data');
      expect(network.calls).toEqual([]);
    },
  );

  it('signUserOp / executeUserOp validate the operation (§15.2)', async () => {
    const { network, client } = loggedIn();
    const { callData: _omitted, ...missing } = OP;
    expect((await failureOf(() => client.signUserOp(missing))).shortMessage).toBe(
      'Validation failed: Invalid UserOp',
    );
    expect((await failureOf(() => client.executeUserOp(OP))).shortMessage).toBe(
      'Validation failed: Invalid UserOp',
    );
    const bad = { ...OP, sender: '0x12', nonce: '0x1', maxFeePerGas: '4e9', callData: '0x123' };
    const error = await failureOf(() => client.signUserOp(bad));
    expect(error.shortMessage).toBe(
      'Validation failed: Invalid sender address format, Invalid nonce format, Invalid max fee per gas format, Invalid call data format',
    );
    const signed = await client.signUserOp(OP);
    expect(Object.keys(signed)).toEqual([...Object.keys(OP), 'signature']);
    expect(signed.signature).toMatch(/^0x[0-9a-f]{130}$/);
    expect((await failureOf(() => client.executeUserOp({ ...signed, signature: '0x12' }))).shortMessage).toBe(
      'Validation failed: Invalid signature format',
    );
    expect(network.calls).toEqual([]);
  });
});
