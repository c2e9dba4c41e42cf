import { expect } from '@jest/globals';
import type { Express } from 'express';
import { ok, post } from './bff.js';
import { waitForOrder, type Session } from './flows.js';
import { expectExecutedOrder } from './user-operation-judge.js';

export const RECIPIENT = '0x7c9e73d4C71dae564d41F78d56439bB4ba87592f';
export const USER_OP_KEYS = [
  'sender',
  'nonce',
  'paymaster',
  'callGasLimit',
  'verificationGasLimit',
  'preVerificationGas',
  'maxFeePerGas',
  'maxPriorityFeePerGas',
  'paymasterPostOpGasLimit',
  'paymasterVerificationGasLimit',
  'callData',
  'paymasterData',
];

/**
 * Runs one intent body through the three write paths of §18.4 (createUserOp → signUserOp → executeUserOp;
 * estimate → executeAfterEstimate; direct); every order must settle SUCCESSFUL, every answer carries its operation's
 * hash (viem's, where the test holds the operation). Answers the three jobIds.
 */
export async function threeWays(
  app: Express,
  platformUrl: string,
  session: Session,
  family: string,
  body: () => Record<string, unknown>,
  intentType: string,
): Promise<string[]> {
  const withSession = () => ({ ...body(), sessionConfig: session });
  // createUserOp → signUserOp → executeUserOp
  const op = ok(await post(app, `/api/intent/${family}/createUserOp`, withSession()));
  expect(Object.keys(op)).toEqual(USER_OP_KEYS);
  expect(op.sender).toBe(session.userSWA);
  const signed = ok(await post(app, '/api/intent/signUserOp', { userOp: op, sessionConfig: session }));
  expect(signed).toEqual({ ...op, signature: expect.stringMatching(/^0x[0-9a-f]{130}$/) });
  const first = ok(await post(app, '/api/intent/executeUserOp', { userOp: signed, sessionConfig: session }));
  expectExecutedOrder(first, platformUrl, signed);

  // estimate → executeAfterEstimate
  const estimate = ok(await post(app, `/api/intent/${family}/estimate`, withSession()));
  expect(Object.keys(estimate)).toEqual(['details', 'callData', 'userOps']);
  expect(estimate.callData.intentType).toBe(intentType);
  expect(Object.keys(estimate.userOps)).toEqual(USER_OP_KEYS);
  const second = ok(
    await post(app, `/api/intent/${family}/executeAfterEstimate`, {
      userOp: estimate.userOps,
      sessionConfig: session,
    }),
  );
  expect(second.jobId).toBe(estimate.callData.jobId);
  expectExecutedOrder(second, platformUrl, estimate.userOps);

  // direct
  const third = ok(await post(app, `/api/intent/${family}`, withSession()));
  expectExecutedOrder(third, platformUrl);

  for (const { jobId } of [first, second, third]) {
    const order = await waitForOrder(app, session, jobId);
    expect(order).toMatchObject({ intentId: jobId, intentType, status: 'SUCCESSFUL', reason: '' });
    expect(order.transactionHash.length).toBeGreaterThan(0);
  }
  return [first.jobId, second.jobId, third.jobId];
}
