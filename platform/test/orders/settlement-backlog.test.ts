import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { orderStatus } from '../../src/orders/order-store.js';
import { PASS_LIMIT } from '../../src/orders/settlement-worker.js';
import type { SeededSession } from '../helpers/seed-session.js';
import type { TestPlatform } from '@satchel/test-support';
import { executeIntent, startAliceAndBob } from './helpers/chain-scenario.js';

const AMOY = 'eip155:80002'; // sponsored: no fee, so every transfer of the backlog can pay
const FINAL = new Set(['SUCCESSFUL', 'FAILED']);

describe('a backlog larger than one settlement pass (the worker, not a test-driven pass)', () => {
  let platform: TestPlatform;
  let alice: SeededSession;
  let bob: SeededSession;
  beforeAll(async () => {
    ({ platform, alice, bob } = await startAliceAndBob());
  });
  afterAll(async () => platform.close());

  it('every order of it ends SUCCESSFUL: the full passes go on to the rest, and none is failed as overdue', async () => {
    const jobIds: string[] = [];
    for (let i = 0; i < PASS_LIMIT + 20; i++)
      jobIds.push(
        await executeIntent(platform, alice, 'TOKEN_TRANSFER', {
          caip2Id: AMOY,
          recipientWalletAddress: bob.user.userSWA,
          tokenAddress: '',
          amount: '1',
        }),
      );
    platform.advance(platform.ctx.config.settleMs);
    const open = () => jobIds.filter((id) => !FINAL.has(orderStatus(platform.ctx.db, id) ?? ''));
    while (open().length > 0) await new Promise((resolve) => setTimeout(resolve, 100));
    const statuses = new Map<string, number>();
    for (const id of jobIds) {
      const status = orderStatus(platform.ctx.db, id)!;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({ SUCCESSFUL: PASS_LIMIT + 20 });
  }, 120_000);
});
