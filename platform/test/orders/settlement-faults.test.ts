import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { fundUser } from '../../src/faucet/faucet.js';
import { createOrder } from '../../src/orders/create-order.js';
import { GAVE_UP_REASON, MAX_ATTEMPTS } from '../../src/orders/settlement-attempts.js';
import { DEADLINE_MS, DEADLINE_REASON, failOverdueOrders } from '../../src/orders/settlement-deadline.js';
import { settleDueOrders } from '../../src/orders/settlement-worker.js';
import { createLogger } from '../../src/http/logger.js';
import { waitFor } from '../persistence/helpers/kill-nine.js';
import { memoryLog } from './helpers/memory-log.js';
import { insertSession, type SeededSession } from '../helpers/seed-session.js';
import { startPlatform, type TestPlatform } from '@satchel/test-support';
import { executeIntent, settleNow } from './helpers/chain-scenario.js';

// Faults no input can cause any more (the door refuses them): an order written straight to the database with a
// token that is no address makes the real EVM runtime throw an unexpected error, and a SQLite trigger makes the
// database refuse one order's commit. Each must end that order alone, FAILED with a reason; the others settle.

const BASE = 'eip155:84532';
const ETH = 10n ** 18n;

/** An order `/execute` would have written, with a payload the door refuses: the runtime cannot send it. */
async function poisonedOrder(platform: TestPlatform, session: SeededSession): Promise<string> {
  const intentId = randomUUID();
  const payload = {
    caip2Id: BASE,
    recipientWalletAddress: '0x7c9e73d4C71dae564d41F78d56439bB4ba87592f',
    tokenAddress: 'ETH',
    amount: '1',
  };
  await createOrder(platform.ctx, {
    intentId,
    userId: session.user.userId,
    clientId: session.user.clientId,
    intentType: 'TOKEN_TRANSFER',
    caipId: BASE,
    details: payload,
    jobParameters: payload,
    feePayer: session.user.userSWA,
  });
  return intentId;
}

const orderRow = (platform: TestPlatform, intentId: string) =>
  platform.ctx.db
    .prepare('SELECT status, reason FROM orders WHERE intent_id = ?')
    .get(intentId.toLowerCase()) as { status: string; reason: string };

const minedFor = (platform: TestPlatform, intentId: string) =>
  (
    platform.ctx.db
      .prepare('SELECT COUNT(*) AS n FROM evm_transactions WHERE intent_id = ?')
      .get(intentId.toLowerCase()) as { n: number }
  ).n;

async function ethOf(platform: TestPlatform, address: string): Promise<bigint> {
  const reader = platform.chains.evmReader(BASE)!;
  return reader.getBalance(address as `0x${string}`);
}

const transfer = (to: string, wei: bigint) => ({
  caip2Id: BASE,
  recipientWalletAddress: to,
  tokenAddress: '',
  amount: String(wei),
});

describe('settlement faults: one order fails alone, the others settle', () => {
  let platform: TestPlatform;
  let alice: SeededSession;
  let bob: SeededSession;
  const log = memoryLog();
  beforeAll(async () => {
    platform = await startPlatform({
      nowMs: 1767225600600,
      settleMs: 1500,
      worker: false,
      logger: createLogger('info', log.stream),
    });
    alice = insertSession(platform.ctx);
    bob = insertSession(platform.ctx);
    await fundUser(platform.ctx, platform.chains, alice.user, BASE);
  });
  afterAll(async () => platform.close());

  it('an unexpected settlement error: attempts with backoff, then FAILED with a reason; an order sent after it settles at once', async () => {
    const poisoned = await poisonedOrder(platform, alice);
    const before = await ethOf(platform, bob.user.userSWA);
    const normal = await executeIntent(
      platform,
      alice,
      'TOKEN_TRANSFER',
      transfer(bob.user.userSWA, ETH / 100n),
    );
    await settleNow(platform);
    expect(orderRow(platform, normal)).toEqual({ status: 'SUCCESSFUL', reason: '' });
    expect(await ethOf(platform, bob.user.userSWA)).toBe(before + ETH / 100n);
    expect(orderRow(platform, poisoned)).toEqual({ status: 'IN_PROGRESS', reason: '' });

    // Not due again before its backoff; then attempt 2 after 250 ms, attempt 3 after 1 s more.
    expect(await settleDueOrders(platform.ctx, platform.chains)).toBe(0);
    expect(orderRow(platform, poisoned).status).toBe('IN_PROGRESS');
    platform.advance(250);
    await settleDueOrders(platform.ctx, platform.chains);
    expect(orderRow(platform, poisoned).status).toBe('IN_PROGRESS');
    platform.advance(1_000);
    await settleDueOrders(platform.ctx, platform.chains);
    expect(orderRow(platform, poisoned)).toEqual({ status: 'FAILED', reason: GAVE_UP_REASON });
    expect(minedFor(platform, poisoned)).toBe(0);

    // One line per attempt, with the error's first line and no stack.
    const lines = log.lines().filter((line) => line.intentId === poisoned.toLowerCase());
    expect(lines).toHaveLength(MAX_ATTEMPTS);
    expect(lines.map((line) => line.attempt)).toEqual([1, 2, 3]);
    for (const line of lines) {
      expect(line.error).toEqual(expect.any(String));
      expect(JSON.stringify(line)).not.toMatch(/\\n\s+at |"stack"/);
    }
  });

  it('a commit the database refuses fails that order alone; the orders executed after it run again and settle once', async () => {
    const before = await ethOf(platform, bob.user.userSWA);
    const refused = await executeIntent(platform, alice, 'TOKEN_TRANSFER', transfer(bob.user.userSWA, 1n));
    const after = await executeIntent(platform, alice, 'TOKEN_TRANSFER', transfer(bob.user.userSWA, 2n));
    platform.ctx.db.exec(
      `CREATE TEMP TRIGGER refuse_one BEFORE UPDATE OF status ON orders
       WHEN NEW.intent_id = '${refused.toLowerCase()}' AND NEW.status = 'SUCCESSFUL'
       BEGIN SELECT RAISE(ABORT, 'the disk refused the write'); END`,
    );
    try {
      await settleNow(platform);
      expect(orderRow(platform, refused).status).toBe('IN_PROGRESS');
      // Executed on top of the refused order: left for the next pass, which runs it on the database's state.
      expect(orderRow(platform, after).status).toBe('IN_PROGRESS');
      await settleDueOrders(platform.ctx, platform.chains);
      expect(orderRow(platform, after)).toEqual({ status: 'SUCCESSFUL', reason: '' });
      for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
        platform.advance(1_000);
        await settleDueOrders(platform.ctx, platform.chains);
      }
      expect(orderRow(platform, refused)).toEqual({ status: 'FAILED', reason: GAVE_UP_REASON });
    } finally {
      platform.ctx.db.exec('DROP TRIGGER refuse_one');
    }
    expect([minedFor(platform, refused), minedFor(platform, after)]).toEqual([0, 1]);
    expect(await ethOf(platform, bob.user.userSWA)).toBe(before + 2n);
  });

  it('an order still not final past its deadline is FAILED with a reason that says so; final and later orders are kept', async () => {
    const overdue = await poisonedOrder(platform, alice);
    const recent = await poisonedOrder(platform, alice);
    const nowMs = platform.ctx.now();
    const setSettleAt = platform.ctx.db.prepare('UPDATE orders SET settle_at_ms = ? WHERE intent_id = ?');
    setSettleAt.run(nowMs - DEADLINE_MS, overdue.toLowerCase());
    setSettleAt.run(nowMs - DEADLINE_MS + 1, recent.toLowerCase());
    expect(failOverdueOrders(platform.ctx)).toEqual([overdue.toLowerCase()]);
    expect(orderRow(platform, overdue)).toEqual({ status: 'FAILED', reason: DEADLINE_REASON });
    expect(orderRow(platform, recent)).toEqual({ status: 'INITIATED', reason: '' });
    expect(DEADLINE_REASON).toMatch(/not settled within 30 s/);
    platform.ctx.db
      .prepare("UPDATE orders SET status = 'FAILED' WHERE intent_id = ?")
      .run(recent.toLowerCase());
  });
});

describe('the running worker', () => {
  let platform: TestPlatform;
  let alice: SeededSession;
  let bob: SeededSession;
  beforeAll(async () => {
    platform = await startPlatform({ settleMs: 50 });
    alice = insertSession(platform.ctx);
    bob = insertSession(platform.ctx);
    await fundUser(platform.ctx, platform.chains, alice.user, BASE);
  });
  afterAll(async () => platform.close());

  it('ends a poisoned order FAILED within seconds while an order sent after it settles', async () => {
    const poisoned = await poisonedOrder(platform, alice);
    const normal = await executeIntent(platform, alice, 'TOKEN_TRANSFER', transfer(bob.user.userSWA, 5n));
    await waitFor(() => orderRow(platform, normal).status === 'SUCCESSFUL', 10_000);
    await waitFor(() => orderRow(platform, poisoned).status === 'FAILED', 10_000);
    expect(orderRow(platform, poisoned).reason).toBe(GAVE_UP_REASON);
  });
});
