import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { post } from './helpers/bff.js';
import { expectError } from './helpers/expect-error.js';
import { loginByEmail, type Session } from './helpers/flows.js';
import { startStack, type TestStack } from './helpers/stack.js';

// Regressions for what the fuzz suite (server/test/fuzz) found, through the BFF with the real SDK and platform.
// (Its other finding, a platform 429 losing Retry-After, is covered by otp-limit-passthrough.test.ts.)

let stack: TestStack;
let session: Session;
beforeAll(async () => {
  stack = await startStack();
  session = await loginByEmail(stack.app, stack.platform.url, 'findings@example.com');
});
afterAll(() => stack.close());

describe('BFF answers found by the fuzzer', () => {
  it('read-contract-data with an ABI input that is not an object: 400 Invalid ABI (was 500)', async () => {
    const res = await post(stack.app, '/api/explorer/read-contract-data', {
      sessionConfig: session,
      caip2Id: 'eip155:84532',
      data: {
        contractAddress: '0x036CbD53842c5426634e7929541eC2318f3dCF7e',
        abi: { name: 'balanceOf', type: 'function', inputs: [null], outputs: [{ type: 'uint256' }] },
        args: { account: 'x' },
      },
    });
    expectError(res, 400, 'VALIDATION_ERROR', 'Validation failed: Invalid ABI');
  });
});
