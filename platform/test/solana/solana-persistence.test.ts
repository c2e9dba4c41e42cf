import { describe, expect, it } from '@jest/globals';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { address } from '@solana/kit';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { base58Encode } from '@satchel/shared';
import { fundUser } from '../../src/faucet/faucet.js';
import type { Platform } from '../../src/create-platform.js';
import { associatedTokenAccount } from '../../src/solana/spl-transfer-instructions.js';
import { parseTokenAccount } from '../../src/solana/token-account.js';
import { orderOf, settleNow } from '../orders/helpers/chain-scenario.js';
import { insertSession } from '../helpers/seed-session.js';
import { startPlatform } from '@satchel/test-support';
import { insertOrder, SOLANA, transferPayload, USDC } from './helpers/solana-orders.js';
import { solanaRuntimeOf } from './helpers/solana-runtime-of.js';
import { runKillNine } from '../persistence/helpers/kill-nine.js';

const ORDERS = 600;
const TOO_MUCH = 10n ** 15n;

const recipient = (i: number) => base58Encode(sha256(utf8ToBytes(`solana-kill9:${i}`)));
const amountOf = (i: number) => (i % 10 === 0 ? TOO_MUCH : BigInt(i + 1));

/** A wallet's USDC as the committed chain holds it (its ATA, through the reader). */
async function usdcOf(platform: Platform, owner: string): Promise<bigint> {
  const ata = associatedTokenAccount(address(owner), address(USDC));
  return parseTokenAccount(platform.chains.solanaReader(SOLANA)!.getAccount(ata))?.amount ?? 0n;
}

describe('Solana chain state persistence', () => {
  it('a restart on the same database keeps accounts, transactions, orders and the slot; the chain goes on', async () => {
    const first = await startPlatform({
      nowMs: 1767225600600,
      worker: false,
      file: true,
      keepFile: true,
    });
    const alice = insertSession(first.ctx);
    const bob = insertSession(first.ctx);
    await fundUser(first.ctx, first.chains, alice.user, SOLANA);
    const order = await insertOrder(
      first.ctx,
      alice.user,
      'TOKEN_TRANSFER',
      transferPayload(bob.user.solanaAddress, 4_200_000n, USDC),
    );
    await settleNow(first);
    const settled = await orderOf(first, alice, order.intent_id);
    expect(settled).toMatchObject({ status: 'SUCCESSFUL' });
    const signature = settled.downstream_transaction_hash[0];
    const slot = first.chains.solanaReader(SOLANA)!.slot();
    await first.close();

    const second = await startPlatform({ nowMs: 1767225700600, worker: false, dbPath: first.dbPath });
    try {
      const reader = second.chains.solanaReader(SOLANA)!;
      expect(reader.slot()).toBe(slot);
      expect(reader.getTransaction(signature)).toMatchObject({
        status: 'success',
        intentId: order.intent_id,
      });
      expect(await usdcOf(second, bob.user.solanaAddress)).toBe(4_200_000n);
      expect(await usdcOf(second, alice.user.solanaAddress)).toBe(995_800_000n);
      // The fresh LiteSVM holds the stored accounts: a transfer of the rest succeeds, one more unit fails.
      const chain = solanaRuntimeOf(second).chain(SOLANA);
      // 2 SOL less what the first transfer cost her (not sponsored): its fee and the rent of bob's new USDC account.
      expect(chain.getAccount(alice.user.solanaAddress)?.lamports).toBe(2_000_000_000n - 5_000n - 2_039_280n);
      const rest = await insertOrder(
        second.ctx,
        alice.user,
        'TOKEN_TRANSFER',
        transferPayload(bob.user.solanaAddress, 995_800_000n, USDC),
      );
      const beyond = await insertOrder(
        second.ctx,
        alice.user,
        'TOKEN_TRANSFER',
        transferPayload(bob.user.solanaAddress, 1n, USDC),
      );
      await settleNow(second);
      expect((await orderOf(second, alice, rest.intent_id)).status).toBe('SUCCESSFUL');
      expect((await orderOf(second, alice, beyond.intent_id)).status).toBe('FAILED');
      expect(reader.slot()).toBe(slot + 2);
      expect(await usdcOf(second, bob.user.solanaAddress)).toBe(1_000_000_000n);
    } finally {
      await second.close();
      rmSync(join(first.dbPath, '..'), { recursive: true, force: true });
    }
  }, 30_000);

  it('kill -9 during settlement: every acknowledged order ends SUCCESSFUL or FAILED exactly once', async () => {
    const payloads = Array.from({ length: ORDERS }, (_, i) =>
      transferPayload(recipient(i), amountOf(i), USDC),
    );
    await runKillNine(SOLANA, payloads, async ({ user, atKill, restarted, orders }) => {
      expect(atKill).toBeLessThan(ORDERS);
      expect(orders).toHaveLength(ORDERS);
      const db = restarted.ctx.db;
      const executed = new Map(
        (
          db
            .prepare(
              'SELECT intent_id, COUNT(*) AS n FROM solana_transactions WHERE intent_id IS NOT NULL GROUP BY intent_id',
            )
            .all() as { intent_id: string; n: number }[]
        ).map((r) => [r.intent_id, r.n]),
      );
      let spent = 0n;
      for (const [i, order] of orders.entries()) {
        const amount = BigInt(JSON.parse(order.job_parameters).amount);
        expect(order.status).toBe(amount === TOO_MUCH ? 'FAILED' : 'SUCCESSFUL');
        if (amount === TOO_MUCH)
          expect(order.reason).toMatch(
            /^Transaction failed: InstructionError\(1, Custom\(1\)\) — .*insufficient funds/,
          );
        else spent += amount;
        expect([i, executed.get(order.intent_id)]).toEqual([i, 1]);
      }
      expect(await usdcOf(restarted, user.solanaAddress)).toBe(10n ** 9n - spent);
      for (const i of [1, 2, 11, ORDERS - 1]) expect(await usdcOf(restarted, recipient(i))).toBe(amountOf(i));
      expect(await usdcOf(restarted, recipient(10))).toBe(0n);
      // The in-memory chain reloaded from the database agrees with the reader, and the portfolio row with both.
      const chain = solanaRuntimeOf(restarted).chain(SOLANA);
      const ata = associatedTokenAccount(address(user.solanaAddress), address(USDC));
      expect(parseTokenAccount(chain.getAccount(ata))?.amount).toBe(10n ** 9n - spent);
      const row = db
        .prepare(
          `SELECT amount FROM balances b JOIN tokens t ON t.token_id = b.token_id WHERE b.owner_key = ? AND t.address = ?`,
        )
        .get(user.solanaAddress.toLowerCase(), USDC) as { amount: string };
      expect(BigInt(row.amount)).toBe(10n ** 9n - spent);
    });
  }, 330_000);
});
