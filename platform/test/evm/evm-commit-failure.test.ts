import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { fundUser } from '../../src/chain/faucet.js';
import type { EvmChainReader } from '../../src/chain/runtime/evm-chain-reader.js';
import { insertSession, type SeededSession } from '../helpers/seed-session.js';
import { startTestPlatform, type TestPlatform } from '../helpers/start-test-platform.js';
import { executeIntent, orderOf, settleNow } from '../chain/helpers/chain-scenario.js';

const BASE = 'eip155:84532';

describe('a settlement pass whose commit fails', () => {
  let platform: TestPlatform;
  let alice: SeededSession;
  let bob: SeededSession;
  let reader: EvmChainReader;
  beforeAll(async () => {
    platform = await startTestPlatform({ nowMs: 1767225600600, settleMs: 1500 });
    alice = insertSession(platform.ctx);
    bob = insertSession(platform.ctx);
    await fundUser(platform.ctx, alice.user, BASE);
    reader = platform.ctx.chains.evmReader(BASE)!;
  });
  afterAll(async () => platform.close());

  it('leaves chain and orders as they were, and the next pass settles every order exactly once', async () => {
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
    // A real database fault: the second order's final write aborts the pass's transaction.
    platform.ctx.db.exec(`CREATE TRIGGER fail_commit BEFORE UPDATE OF status ON orders
      WHEN NEW.intent_id = '${jobs[1].toLowerCase()}' AND NEW.status = 'SUCCESSFUL'
      BEGIN SELECT RAISE(ABORT, 'disk says no'); END`);
    expect(await settleNow(platform)).toBe(0);
    for (const job of jobs) expect((await orderOf(platform, alice, job)).status).toBe('IN_PROGRESS');
    expect(await reader.blockNumber()).toBe(head);
    expect(await reader.getBalance(bob.user.userSWA)).toBe(0n);
    expect(await reader.getTransactionCount(alice.user.userSWA)).toBe(0n);

    platform.ctx.db.exec('DROP TRIGGER fail_commit');
    expect(await settleNow(platform)).toBe(2);
    for (const job of jobs) expect((await orderOf(platform, alice, job)).status).toBe('SUCCESSFUL');
    expect(await reader.blockNumber()).toBe(head + 2n);
    expect(await reader.getBalance(bob.user.userSWA)).toBe(3000n);
    expect(await reader.getTransactionCount(alice.user.userSWA)).toBe(2n);
  });
});
