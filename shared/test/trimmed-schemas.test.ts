import { describe, expect, it } from '@jest/globals';
import * as z from 'zod/mini';
import {
  abiFunctionSchema,
  aptosTransactionSchema,
  INPUT_LIMITS,
  nftTransferSchema,
  VALIDATION,
} from '../src/index.js';

// Schemas rewritten for the SDK bundle's size (issue: core + React ≤ 50 kB gz) against the zod spelling they
// replaced, built here as it was: same success, output and issues (code aside where only the class differs).
const outcome = (schema: z.core.$ZodType, input: unknown) => {
  const result = z.safeParse(schema, input);
  return result.success
    ? { success: true, data: result.data }
    : { success: false, issues: result.error.issues.map(({ path, message }) => ({ path, message })) };
};

describe('Aptos function arguments: null and undefined in one custom schema', () => {
  const scalar = z.union([
    z.string().check(z.maxLength(INPUT_LIMITS.messageChars, VALIDATION.argumentTooLong)),
    z.number(),
    z.boolean(),
    z.bigint(),
    z.null(),
    z.undefined(),
    z.instanceof(Uint8Array),
    z.instanceof(ArrayBuffer),
  ]);
  const before = z.object({ functionArguments: z.array(z.union([scalar, z.array(scalar)])) });
  const after = z.object({ functionArguments: aptosTransactionSchema.shape.functionArguments });

  it.each([
    [[null, undefined, 'a', 1, true, 2n, new Uint8Array([1])]],
    [[[null, undefined], []]],
    [[{}]],
    [[Symbol.for('x')]],
    [[[{}], [[null]]]],
    [['x'.repeat(INPUT_LIMITS.messageChars + 1)]],
    [[['x'.repeat(INPUT_LIMITS.messageChars + 1)]]],
    [[NaN, () => 1]],
  ])('%#: same outcome as z.null() and z.undefined()', (args) => {
    expect(outcome(after, { functionArguments: args })).toEqual(outcome(before, { functionArguments: args }));
  });
});

describe("ABI fragment type: a one-value enum instead of z.literal('function')", () => {
  const before = z._default(z.literal('function', { error: VALIDATION.invalidAbi }), 'function');
  it.each([undefined, 'function', 'event', 'Function', 1, null])('%p', (type) => {
    const after = outcome(abiFunctionSchema, { name: 'f', type });
    const expected = outcome(z.object({ name: z.string(), type: before }), { name: 'f', type });
    expect(after.success).toBe(expected.success);
    if (after.success && expected.success)
      expect((after.data as { type: string }).type).toBe((expected.data as { type: string }).type);
    else expect(after.issues).toEqual(expected.issues);
  });
});

describe('NFT transfer collection address: a 0x regex instead of z.startsWith, then 20 bytes on EVM', () => {
  const input = {
    caip2Id: 'eip155:84532',
    nftId: '7',
    recipientWalletAddress: '0x000000000000000000000000000000000000dEaD',
  };
  const collection = `0x${'ab'.repeat(20)}`;
  it.each([collection, `${collection}00`, '0xabc', '0x', 'abc', '0X12', ' 0x12', ''])(
    '%p',
    (collectionAddress) => {
      const result = outcome(nftTransferSchema(), { ...input, collectionAddress });
      const ok = collectionAddress === collection;
      expect(result.success).toBe(ok);
      if (!ok)
        expect(result.issues).toEqual([
          { path: ['collectionAddress'], message: VALIDATION.invalidCollectionAddress },
        ]);
    },
  );
});
