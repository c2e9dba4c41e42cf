import { describe, expect, it } from '@jest/globals';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  decodeFunctionResult,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  keccak256,
  toHex,
  type Hex,
} from 'viem';
import { fundUser } from '../../src/faucet/faucet.js';
import type { Platform } from '../../src/create-platform.js';
import { insertSession } from '../helpers/seed-session.js';
import { startPlatform } from '@satchel/test-support';
import { executeIntent, getRead, orderOf, settleNow } from '../orders/helpers/chain-scenario.js';
import { runKillNine } from './helpers/kill-nine.js';
import { USER_OPERATION_EVENT } from '../../src/evm/bundler/operation-logs.js';
import { bundleDueOperations } from '../../src/orders/bundle-due-operations.js';
import { listDueOrders, startOrdersDueBy } from '../../src/orders/order-store.js';
import { findOrderOperation } from '../../src/orders/user-operation-store.js';

const BASE = 'eip155:84532';
const USDC = '0x036CbD53842c5426634e7929541eC2318f3dCF7e';
// More than one settlement pass (at most 500 orders each, orders/settlement-worker.ts), so the kill after the first
// pass's commit lands with orders still to settle; each order is also a user operation to bundle, so no more.
const ORDERS = 700;
const TOO_MUCH = 10n ** 15n;

const recipient = (i: number) => getAddress(`0x${keccak256(toHex(`kill9:${i}`)).slice(-40)}`);
const amountOf = (i: number) => (i % 10 === 0 ? TOO_MUCH : BigInt(i + 1));

async function usdcBalance(platform: Platform, owner: Hex): Promise<bigint> {
  const result = await platform.chains.evmReader(BASE)!.call({
    to: USDC,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [owner] }),
  });
  if (!result.ok) throw new Error(result.reason);
  return decodeFunctionResult({ abi: erc20Abi, functionName: 'balanceOf', data: result.returnData });
}

describe('EVM chain state persistence', () => {
  it('a restart on the same database keeps balances, receipts and orders', async () => {
    const first = await startPlatform({
      nowMs: 1767225600600,
      settleMs: 1500,
      file: true,
      keepFile: true,
    });
    const alice = insertSession(first.ctx);
    const bob = insertSession(first.ctx);
    await fundUser(first.ctx, first.chains, alice.user, BASE);
    const jobId = await executeIntent(first, alice, 'TOKEN_TRANSFER', {
      caip2Id: BASE,
      recipientWalletAddress: bob.user.userSWA,
      tokenAddress: USDC,
      amount: '1250000',
    });
    await settleNow(first);
    const order = await orderOf(first, alice, jobId);
    const head = await first.chains.evmReader(BASE)!.blockNumber();
    await first.close();

    const second = await startPlatform({ nowMs: 1767225700600, dbPath: first.dbPath });
    try {
      const reader = second.chains.evmReader(BASE)!;
      expect(await orderOf(second, alice, jobId)).toMatchObject({ status: 'SUCCESSFUL' });
      const tx = await reader.getTransaction(order.downstream_transaction_hash[0]);
      expect(tx).toMatchObject({ status: 'success', intentId: jobId.toLowerCase() });
      expect(await reader.blockNumber()).toBe(head);
      expect(await usdcBalance(second, bob.user.userSWA)).toBe(1_250_000n);
      // Her ERC-20 transfer's gas, paid in ETH (Base Sepolia is not sponsored).
      expect(await reader.getBalance(alice.user.userSWA)).toBe(5n * 10n ** 17n - tx!.gasUsed * tx!.gasPrice);
      expect(await reader.getTransactionCount(alice.user.userSWA)).toBe(1n);
      const portfolio = await getRead(second, bob, '/aggregated-portfolio');
      expect(JSON.stringify(portfolio)).toContain('"balance":"1.25"');
      // The chain continues from where it was: the next block follows the stored head.
      await fundUser(second.ctx, second.chains, bob.user, BASE);
      expect(await reader.blockNumber()).toBeGreaterThan(head);
      expect((await reader.getBlock(head + 1n))!.parentHash).toBe((await reader.getBlock(head))!.hash);
    } finally {
      await second.close();
      rmSync(join(first.dbPath, '..'), { recursive: true, force: true });
    }
  }, 30_000);

  it('a stop between an order’s bundle and its target work: after the restart it settles once', async () => {
    const first = await startPlatform({ nowMs: 1767225600600, settleMs: 1500, file: true, keepFile: true });
    const alice = insertSession(first.ctx);
    await fundUser(first.ctx, first.chains, alice.user, BASE);
    const jobId = await executeIntent(first, alice, 'TOKEN_TRANSFER', {
      caip2Id: BASE,
      recipientWalletAddress: recipient(0),
      tokenAddress: USDC,
      amount: '7',
    });
    // The pass's first step only (its operation bundled and committed), then the process stops.
    first.advance(1500);
    const nowMs = first.ctx.now();
    const due = first.ctx.db.transaction(() => {
      startOrdersDueBy(first.ctx.db, nowMs, Math.floor(nowMs / 1000));
      return listDueOrders(first.ctx.db, nowMs, 10);
    })();
    expect(
      await first.chains.exclusive(() => bundleDueOperations(first.ctx, first.chains, due)),
    ).toHaveLength(1);
    const op = findOrderOperation(first.ctx.db, jobId)!;
    expect(op).toMatchObject({ status: 'included', success: true });
    await first.close();

    const second = await startPlatform({ nowMs: 1767225603600, settleMs: 1500, dbPath: first.dbPath });
    try {
      await settleNow(second);
      expect(await orderOf(second, alice, jobId)).toMatchObject({ status: 'SUCCESSFUL' });
      const events = second.ctx.db
        .prepare('SELECT COUNT(*) AS n FROM evm_logs WHERE topic0 = ? AND topic1 = ?')
        .get(USER_OPERATION_EVENT, op.userOpHash) as { n: number };
      expect(events.n).toBe(1);
      expect(await usdcBalance(second, recipient(0))).toBe(7n);
    } finally {
      await second.close();
      rmSync(join(first.dbPath, '..'), { recursive: true, force: true });
    }
  }, 30_000);

  it('kill -9 during settlement: every acknowledged order ends SUCCESSFUL or FAILED exactly once', async () => {
    const payloads = Array.from({ length: ORDERS }, (_, i) => ({
      caip2Id: BASE,
      recipientWalletAddress: recipient(i),
      tokenAddress: USDC,
      amount: String(amountOf(i)),
    }));
    await runKillNine(BASE, payloads, async ({ user, atKill, restarted, orders }) => {
      expect(atKill).toBeLessThan(ORDERS);
      expect(orders).toHaveLength(ORDERS);
      const db = restarted.ctx.db;
      const mined = new Map(
        (
          db
            .prepare(
              'SELECT intent_id, COUNT(*) AS n FROM evm_transactions WHERE intent_id IS NOT NULL GROUP BY intent_id',
            )
            .all() as { intent_id: string; n: number }[]
        ).map((r) => [r.intent_id, r.n]),
      );
      let spent = 0n;
      for (const [i, order] of orders.entries()) {
        const amount = BigInt(JSON.parse(order.job_parameters).amount);
        expect(order.status).toBe(amount === TOO_MUCH ? 'FAILED' : 'SUCCESSFUL');
        if (amount === TOO_MUCH)
          expect(order.reason).toBe('Execution reverted: ERC20: transfer amount exceeds balance');
        else spent += amount;
        expect([i, mined.get(order.intent_id)]).toEqual([i, 1]);
      }
      // Each order's user operation went on the sandbox chain exactly once (one UserOperationEvent per hash, a
      // successful call each), whether the kill fell between its bundle and its target work or not.
      const bundled = db
        .prepare(
          `SELECT o.intent_id, COUNT(l.topic1) AS n, MIN(u.success) AS success FROM user_operations u
             JOIN orders o ON o.intent_id = u.intent_id
             LEFT JOIN evm_logs l ON l.chain_id = u.chain_id AND l.topic0 = ? AND l.topic1 = u.user_op_hash
           GROUP BY o.intent_id`,
        )
        .all(USER_OPERATION_EVENT) as { intent_id: string; n: number; success: number }[];
      expect(bundled).toHaveLength(ORDERS);
      expect(bundled.filter((b) => b.n !== 1 || b.success !== 1)).toEqual([]);
      expect(await usdcBalance(restarted, user.userSWA)).toBe(10n ** 9n - spent);
      for (const i of [1, 2, 11, ORDERS - 1])
        expect(await usdcBalance(restarted, recipient(i))).toBe(amountOf(i));
      expect(await usdcBalance(restarted, recipient(10))).toBe(0n);
      const row = db
        .prepare(
          `SELECT amount FROM balances b JOIN tokens t ON t.token_id = b.token_id WHERE b.owner_key = ? AND t.address_key = ?`,
        )
        .get(user.userSWA.toLowerCase(), USDC.toLowerCase()) as { amount: string };
      expect(BigInt(row.amount)).toBe(10n ** 9n - spent);
    });
  }, 330_000);
});
