import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { OTP } from '@satchel/shared';
import { post } from './helpers/bff.js';
import { expectError } from './helpers/expect-error.js';
import { loginByEmail, type Session } from './helpers/flows.js';
import { startStack, type TestStack } from './helpers/stack.js';

// Regressions for what the fuzz suite (server/test/fuzz) found, through the BFF with the real SDK and platform.

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

  it("a platform 429 is passed on with the platform's Retry-After (was dropped)", async () => {
    const email = 'limited@example.com';
    for (let i = 0; i < OTP.maxSendsPerWindow; i++)
      expect((await post(stack.app, '/api/auth/email/otp', { email })).status).toBe(200);
    const res = await post(stack.app, '/api/auth/email/otp', { email });
    expectError(res, 429, 'RATE_LIMITED', undefined, true);
    expect(res.headers['retry-after']).toMatch(/^[1-9]\d*$/);
  });
});
