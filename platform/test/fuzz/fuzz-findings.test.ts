import { afterAll, describe, expect, it } from '@jest/globals';
import { request, errorOf } from '../helpers/request.js';
import { insertSession } from '../helpers/seed-session.js';
import { startPlatform } from '@satchel/test-support';

// Regressions for what the fuzz suite (platform-fuzz.test.ts) found, over HTTP.

const platform = await startPlatform();
afterAll(() => platform.close());

describe('platform answers found by the fuzzer', () => {
  it.each([[[null]], [['address']]])(
    'readContractData with ABI inputs %j: 400 Invalid ABI (was 500)',
    async (inputs) => {
      const session = insertSession(platform.ctx);
      const res = await request(platform.url, 'POST', '/api/oc/v1/readContractData', {
        headers: { Authorization: await session.authorization() },
        body: {
          caip2Id: 'eip155:84532',
          data: {
            contractAddress: '0x036CbD53842c5426634e7929541eC2318f3dCF7e',
            abi: { name: 'balanceOf', type: 'function', inputs, outputs: [{ type: 'uint256' }] },
            args: { account: session.user.userSWA },
          },
        },
      });
      expect(res.status).toBe(400);
      expect(errorOf(res)).toMatchObject({
        errorCode: 'VALIDATION_ERROR',
        message: 'Validation failed: Invalid ABI',
      });
    },
  );
});
