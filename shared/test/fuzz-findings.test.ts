import { describe, expect, it } from '@jest/globals';
import { contractReadSchema, validate } from '../src/index.js';

// Regressions for what the fuzz suite (platform/test/fuzz, server/test/fuzz) found in the shared schemas.

const USDC = '0x036CbD53842c5426634e7929541eC2318f3dCF7e';
const read = (inputs: unknown, args: unknown = { account: USDC }) => ({
  caip2Id: 'eip155:84532',
  data: {
    contractAddress: USDC,
    abi: {
      name: 'balanceOf',
      type: 'function',
      stateMutability: 'view',
      inputs,
      outputs: [{ type: 'uint256' }],
    },
    args,
  },
});

describe('contract reads found by the fuzzer', () => {
  it.each([[[null]], [[1]], [['address']], [[[]]], [[null, { name: 'a', type: 'address' }]]])(
    'ABI inputs %j are refused as an invalid ABI (the args check used to read them and throw)',
    (inputs) => {
      const result = validate(contractReadSchema, read(inputs));
      expect(result).toMatchObject({ success: false, message: 'Validation failed: Invalid ABI' });
    },
  );

  it('args are still checked against well-formed inputs', () => {
    expect(validate(contractReadSchema, read([{ name: 'account', type: 'address' }], {}))).toMatchObject({
      success: false,
    });
    expect(validate(contractReadSchema, read([{ name: 'account', type: 'address' }])).success).toBe(true);
  });
});
