import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { fundUser } from '../../src/faucet/faucet.js';
import { settleDueOrders } from '../../src/orders/settlement-worker.js';
import { orderOf, settleNow } from '../orders/helpers/chain-scenario.js';
import { insertSession, type SeededSession } from '../helpers/seed-session.js';
import { startPlatform, type TestPlatform } from '@satchel/test-support';
import { freshAddress, insertOrder, SOLANA, transferPayload } from './helpers/solana-orders.js';
import { solanaRuntimeOf } from './helpers/solana-runtime-of.js';

describe("a settlement pass in which one order's commit fails (Solana)", () => {
  let platform: TestPlatform;
  let alice: SeededSession;
  beforeAll(async () => {
    platform = await startPlatform({ nowMs: 1767225600600, worker: false });
    alice = insertSession(platform.ctx);
    await fundUser(platform.ctx, platform.chains, alice.user, SOLANA);
  });
  afterAll(async () => platform.close());

  it('keeps the orders committed before the refused one, leaves chain and database agreeing (in memory too), and settles the refused one once on its next attempt', async () => {
    const reader = platform.chains.solanaReader(SOLANA)!;
    const slot = reader.slot();
    const bob = freshAddress();
    const orders = [];
    for (const amount of [1_000_000n, 2_000_000n])
      orders.push(
        await insertOrder(platform.ctx, alice.user, 'TOKEN_TRANSFER', transferPayload(bob, amount)),
      );
    // A real database fault: the second order's final write aborts (its savepoint rolls back, the first commits).
    platform.ctx.db.exec(`CREATE TRIGGER fail_commit BEFORE UPDATE OF status ON orders
      WHEN NEW.intent_id = '${orders[1].intent_id}' AND NEW.status = 'SUCCESSFUL'
      BEGIN SELECT RAISE(ABORT, 'disk says no'); END`);
    expect(await settleNow(platform)).toBe(1);
    expect((await orderOf(platform, alice, orders[0].intent_id)).status).toBe('SUCCESSFUL');
    expect((await orderOf(platform, alice, orders[1].intent_id)).status).toBe('IN_PROGRESS');
    expect(reader.slot()).toBe(slot + 1);
    expect(reader.getAccount(bob)?.lamports).toBe(1_000_000n);
    const chain = solanaRuntimeOf(platform).chain(SOLANA);
    expect(chain.getAccount(bob)?.lamports).toBe(1_000_000n);
    // The amount and the fee (5000 lamports: Solana Devnet is not sponsored, the user pays).
    expect(chain.getAccount(alice.user.solanaAddress)?.lamports).toBe(1_998_995_000n);

    platform.ctx.db.exec('DROP TRIGGER fail_commit');
    // Its next attempt comes after the backoff.
    platform.advance(250);
    expect(await settleDueOrders(platform.ctx, platform.chains)).toBe(1);
    for (const order of orders)
      expect((await orderOf(platform, alice, order.intent_id)).status).toBe('SUCCESSFUL');
    expect(reader.slot()).toBe(slot + 2);
    expect(reader.getAccount(bob)?.lamports).toBe(3_000_000n);
    expect(reader.getAccount(alice.user.solanaAddress)?.lamports).toBe(1_996_990_000n);
    const count = platform.ctx.db
      .prepare('SELECT COUNT(*) AS n FROM solana_transactions WHERE intent_id IN (?, ?)')
      .get(orders[0].intent_id, orders[1].intent_id) as { n: number };
    expect(count.n).toBe(2);
  });
});
