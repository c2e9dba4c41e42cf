import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { INPUT_LIMITS } from '@satchel/shared';
import { ConfigError, loadConfig } from '../src/config.js';
import { ALL_ROUTES } from '../src/routes/all-routes.js';
import { ok, post } from './helpers/bff.js';
import { VALID_BODIES, VALID_SIGNED_USER_OP, VALID_USER_OP } from './helpers/bodies.js';
import { expectError } from './helpers/expect-error.js';
import { loginByEmail, type Session } from './helpers/flows.js';
import { forgedSession } from './helpers/session-keys.js';
import { startStack, type TestStack } from './helpers/stack.js';

// Issue 20 at the BFF, against the real SDK and platform: each finding was a 500, each is now a 400 with the
// shared schemas' message, decided before any SDK call.
// Each case is fast alone; the whole suite on two busy cores once pushed one past jest's default 5 s.
jest.setTimeout(30_000);

let stack: TestStack;
let session: Session;
const forged = forgedSession();
const USDC = '0x036CbD53842c5426634e7929541eC2318f3dCF7e';
const RECIPIENT = '0x7c9e73d4C71dae564d41F78d56439bB4ba87592f';
const UUID = '3f1c2e4d-5b6a-4c7d-8e9f-0a1b2c3d4e5f';
const OVERSIZED_GAS = `0x${'f'.repeat(40)}`;
const NOT_SCALARS = [
  `0x${'0'.repeat(64)}`,
  `0x${'f'.repeat(64)}`,
  `0x${INPUT_LIMITS.secp256k1N.toString(16)}`,
];

beforeAll(async () => {
  stack = await startStack();
  session = await loginByEmail(stack.app, stack.platform.url, 'bounds@example.com');
});
afterAll(async () => {
  await stack.close();
});

describe('finding 1: a gas value beyond uint128', () => {
  it.each([
    ['/api/intent/signUserOp', VALID_USER_OP],
    ['/api/intent/executeUserOp', VALID_SIGNED_USER_OP],
    ['/api/intent/tokenTransfer/executeAfterEstimate', VALID_USER_OP],
  ])('%s is 400', async (path, userOp) => {
    const res = await post(stack.app, path, {
      sessionConfig: session,
      userOp: { ...userOp, callGasLimit: OVERSIZED_GAS },
    });
    expectError(
      res,
      400,
      'VALIDATION_ERROR',
      'Validation failed: Call gas limit cannot exceed the uint128 maximum',
    );
  });

  it('a fee beyond uint128 on signUserOp is 400 too', async () => {
    const userOp = { ...VALID_USER_OP, sender: session.userSWA, maxPriorityFeePerGas: OVERSIZED_GAS };
    const res = await post(stack.app, '/api/intent/signUserOp', { sessionConfig: session, userOp });
    expectError(
      res,
      400,
      'VALIDATION_ERROR',
      'Validation failed: Max priority fee per gas cannot exceed the uint128 maximum',
    );
  });
});

describe('finding 2: a private key that is not a secp256k1 scalar', () => {
  it('CLIENT_PRIVATE_KEY of the server fails fast with the range message', () => {
    const load = () => loadConfig({ CLIENT_PRIVATE_KEY: NOT_SCALARS[0] });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow('CLIENT_PRIVATE_KEY: Client private key is not a valid secp256k1 key');
  });

  const sessionRoutes = ALL_ROUTES.filter((route) => route.session).map((route) => route.path);
  it.each(sessionRoutes)('sessionConfig.sessionPrivKey on %s is 400', async (path) => {
    for (const sessionPrivKey of NOT_SCALARS) {
      const res = await post(stack.app, path, {
        ...VALID_BODIES[path],
        sessionConfig: { ...forged, sessionPrivKey },
      });
      expectError(
        res,
        400,
        'VALIDATION_ERROR',
        'Validation failed: Session private key is not a valid secp256k1 key',
      );
    }
  });

  const authBodies: Record<string, Record<string, unknown>> = {
    '/api/auth/email/otp': { email: 'ada@example.com' },
    '/api/auth/email/verify-otp': { email: 'ada@example.com', otp: '123456', token: UUID },
    '/api/auth/whatsapp/otp': { whatsapp_number: '9876543210' },
    '/api/auth/whatsapp/verify-otp': { whatsapp_number: '9876543210', otp: '123456', token: UUID },
    '/api/auth/authenticate': { idToken: 'token', provider: 'satchel' },
  };
  const clientKeyRoutes = [...Object.keys(authBodies), ...sessionRoutes];
  it.each(clientKeyRoutes)('client_pk on %s is 400', async (path) => {
    const base = authBodies[path] ?? { ...VALID_BODIES[path], sessionConfig: forged };
    for (const client_pk of NOT_SCALARS) {
      const res = await post(stack.app, path, { ...base, client_pk });
      expectError(
        res,
        400,
        'VALIDATION_ERROR',
        'Validation failed: Client private key is not a valid secp256k1 key',
      );
    }
  });
});

describe('finding 3: an amount of 2^256 or more', () => {
  it.each([
    '/api/intent/tokenTransfer',
    '/api/intent/tokenTransfer/createUserOp',
    '/api/intent/tokenTransfer/estimate',
  ])('%s is 400', async (path) => {
    for (const amount of [(2n ** 256n).toString(), '9'.repeat(10_000)]) {
      const body = { ...VALID_BODIES[path], recipient: RECIPIENT, amount, sessionConfig: session };
      const res = await post(stack.app, path, body);
      expectError(
        res,
        400,
        'VALIDATION_ERROR',
        'Validation failed: Amount cannot exceed the uint256 maximum',
      );
    }
  });

  it('the uint256 maximum itself is within the bound: the operation is built', async () => {
    const body = {
      ...VALID_BODIES['/api/intent/tokenTransfer/createUserOp'],
      amount: INPUT_LIMITS.uint256Max.toString(),
      sessionConfig: session,
    };
    const data = ok(await post(stack.app, '/api/intent/tokenTransfer/createUserOp', body));
    expect(data).toHaveProperty('callGasLimit');
  });
});

describe('finding 4: ABI fragments and arguments of read-contract-data', () => {
  const read = (data: Record<string, unknown>) =>
    post(stack.app, '/api/explorer/read-contract-data', {
      sessionConfig: session,
      caip2Id: 'eip155:84532',
      data: { contractAddress: USDC, ...data },
    });

  it('a fragment without inputs and without args reads', async () => {
    expect(
      ok(await read({ abi: { name: 'name', type: 'function', outputs: [{ name: '', type: 'string' }] } })),
    ).toEqual(['USD Coin']);
  });

  it('a fragment with inputs and without args is 400', async () => {
    const abi = {
      name: 'balanceOf',
      inputs: [{ name: 'account', type: 'address' }],
      outputs: [{ type: 'uint256' }],
    };
    expectError(
      await read({ abi }),
      400,
      'VALIDATION_ERROR',
      'Validation failed: Arguments do not match the ABI inputs',
    );
    const badType = { ...abi, inputs: [{ name: 'account', type: 'addr' }] };
    expectError(
      await read({ abi: badType, args: [RECIPIENT] }),
      400,
      'VALIDATION_ERROR',
      'Validation failed: Invalid ABI parameter type',
    );
  });
});

describe('finding 8: echoed input is bounded', () => {
  it('an unsupported provider is cut to 200 characters', async () => {
    const provider = 'p'.repeat(5000);
    const res = await post(stack.app, '/api/auth/authenticate', { idToken: 'x', provider });
    expectError(res, 400, 'VALIDATION_ERROR', `Validation failed: Unsupported provider: ${'p'.repeat(200)}…`);
  });

  it('unknown keys: ten at most, each cut to 200 characters', async () => {
    const keys = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`${i}${'k'.repeat(2000)}`, 1]));
    const res = await post(stack.app, '/api/explorer/account', { sessionConfig: session, ...keys });
    expect(res.status).toBe(400);
    expect(res.body.error.message.length).toBeLessThan(2300);
    expect(res.body.error.message.endsWith(', …')).toBe(true);
  });

  it('a long caip2Id is refused by its length, not echoed', async () => {
    const res = await post(stack.app, '/api/intent/rawTransaction/estimate', {
      ...VALID_BODIES['/api/intent/rawTransaction/estimate'],
      sessionConfig: session,
      caip2Id: `eip155:${'1'.repeat(5000)}`,
    });
    expectError(res, 400, 'VALIDATION_ERROR', 'Validation failed: CAIP2 ID cannot exceed 64 characters');
  });
});
