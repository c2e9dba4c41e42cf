import { expect } from '@jest/globals';
import type { IntentType } from '@satchel/shared';
import { fundUser } from '../../../src/faucet/faucet.js';
import { settleDueOrders } from '../../../src/orders/settlement-worker.js';
import { request } from '../../helpers/request.js';
import { insertSession, type SeededSession } from '../../helpers/seed-session.js';
import { startPlatform, type TestPlatform } from '@satchel/test-support';
import { buildOperation, type OperationOptions } from './build-operation.js';

/** Chain flags of the seeded networks (policy the callData must carry). */
export const POLICY: Record<string, { gsnEnabled: boolean; sponsorshipEnabled: boolean }> = {
  'eip155:84532': { gsnEnabled: false, sponsorshipEnabled: false },
  'eip155:80002': { gsnEnabled: false, sponsorshipEnabled: true },
  'eip155:11155111': { gsnEnabled: true, sponsorshipEnabled: true },
  'aptos:testnet': { gsnEnabled: false, sponsorshipEnabled: false },
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': { gsnEnabled: false, sponsorshipEnabled: false },
};

/**
 * The chain tests' scenario: a platform at a frozen instant that settles orders 1.5 s after execute, Alice (funded by
 * the first-login faucet) and Bob.
 */
export async function startAliceAndBob() {
  const platform = await startPlatform({ nowMs: 1767225600600, settleMs: 1500 });
  const alice = insertSession(platform.ctx);
  const bob = insertSession(platform.ctx);
  await fundUser(platform.ctx, platform.chains, alice.user);
  return { platform, alice, bob };
}

/** Executes an intent through HTTP (the whole §10.7 path) and returns its job id. */
export async function executeIntent(
  platform: TestPlatform,
  session: SeededSession,
  intentType: IntentType,
  payload: Record<string, unknown>,
  options: OperationOptions = {},
) {
  const nowSec = Math.floor(platform.ctx.now() / 1000);
  const op = await buildOperation(session, intentType, payload, nowSec, {
    policy: POLICY[String(payload.caip2Id)],
    ...options,
  });
  const res = await request(platform.url, 'POST', '/api/oc/v1/execute', {
    headers: { Authorization: await session.authorization() },
    body: op,
  });
  expect(res.json).toMatchObject({ status: 'success' });
  return res.json.data.jobId as string;
}

/** Moves the frozen clock past the settle delay and runs a settlement pass. */
export async function settleNow(platform: TestPlatform): Promise<number> {
  platform.advance(platform.ctx.config.settleMs);
  return settleDueOrders(platform.ctx, platform.chains);
}

/** The session user's order by job id, as GET /orders answers it. */
export async function orderOf(platform: TestPlatform, session: SeededSession, jobId: string) {
  const res = await request(platform.url, 'GET', `/api/oc/v1/orders?intent_id=${jobId}`, {
    headers: { Authorization: await session.authorization() },
  });
  expect(res.json.data.count).toBe(1);
  return res.json.data.items[0];
}

export async function getRead(platform: TestPlatform, session: SeededSession, path: string) {
  const res = await request(platform.url, 'GET', `/api/oc/v1${path}`, {
    headers: { Authorization: await session.authorization() },
  });
  expect(res.status).toBe(200);
  return res.json.data;
}
