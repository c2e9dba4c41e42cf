import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { fundUser } from '../../src/faucet/faucet.js';
import { settleDueOrders } from '../../src/orders/settlement-worker.js';
import type { EvmChainReader } from '../../src/evm/evm-chain-reader.js';
import { insertSession, type SeededSession } from '../helpers/seed-session.js';
import { startPlatform, type TestPlatform } from '@satchel/test-support';
import { executeIntent, orderOf, settleNow } from '../orders/helpers/chain-scenario.js';

const BASE = 'eip155:84532';

describe("a settlement pass in which one order's commit fails", () => {
  let platform: TestPlatform;
  let alice: SeededSession;
  let bob: SeededSession;
  let reader: EvmChainReader;
  beforeAll(async () => {
    platform = await startPlatform({ nowMs: 1767225600600, settleMs: 1500, worker: false });
    alice = insertSession(platform.ctx);
    bob = insertSession(platform.ctx);
    await fundUser(platform.ctx, platform.chains, alice.user, BASE);
    reader = platform.chains.evmReader(BASE)!;
  });
  afterAll(async () => platform.close());

  it('keeps the orders committed before it, leaves chain and orders agreeing, and settles the refused one exactly once on its next attempt', async () => {
    const head = await reader.blockNumber();
    const jobs = [];
    for (const amount of ['1000', '2000']) {
      jobs.push(
        await executeIntent(platform, alice, 'TOKEN_TRANSFER', {
          caip2Id: BASE,
          recipientWalletAddress: bob.user.userSWA,
          tokenAddress: '',
          amount,
        }),
      );
    }
    // A real database fault: the second order's final write aborts (its savepoint rolls back, the first commits).
    platform.ctx.db.exec(`CREATE TRIGGER fail_commit BEFORE UPDATE OF status ON orders
      WHEN NEW.intent_id = '${jobs[1].toLowerCase()}' AND NEW.status = 'SUCCESSFUL'
      BEGIN SELECT RAISE(ABORT, 'disk says no'); END`);
    expect(await settleNow(platform)).toBe(1);
    expect((await orderOf(platform, alice, jobs[0])).status).toBe('SUCCESSFUL');
    expect((await orderOf(platform, alice, jobs[1])).status).toBe('IN_PROGRESS');
    expect(await reader.blockNumber()).toBe(head + 1n);
    expect(await reader.getBalance(bob.user.userSWA)).toBe(1000n);
    expect(await reader.getTransactionCount(alice.user.userSWA)).toBe(1n);

    platform.ctx.db.exec('DROP TRIGGER fail_commit');
    // Its next attempt comes after the backoff.
    platform.advance(250);
    expect(await settleDueOrders(platform.ctx, platform.chains)).toBe(1);
    for (const job of jobs) expect((await orderOf(platform, alice, job)).status).toBe('SUCCESSFUL');
    expect(await reader.blockNumber()).toBe(head + 2n);
    expect(await reader.getBalance(bob.user.userSWA)).toBe(3000n);
    expect(await reader.getTransactionCount(alice.user.userSWA)).toBe(2n);
  });
});
