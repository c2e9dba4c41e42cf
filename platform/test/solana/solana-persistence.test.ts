import { describe, expect, it } from '@jest/globals';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { address } from '@solana/kit';
import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { base58 } from '../../src/chain/base58.js';
import { fundUser } from '../../src/chain/faucet.js';
import { createPlatform, type Platform } from '../../src/create-platform.js';
import { associatedTokenAccount } from '../../src/solana/spl-transfer-instructions.js';
import { parseTokenAccount } from '../../src/solana/token-account.js';
import { DEMO_CLIENT_RECORD } from '../../src/world/demo-client.js';
import { orderOf, settleNow } from '../chain/helpers/chain-scenario.js';
import { insertSession } from '../helpers/seed-session.js';
import { startTestPlatform } from '../helpers/start-test-platform.js';
import { insertOrder, SOLANA, transferPayload, USDC } from './helpers/solana-orders.js';
import { solanaRuntimeOf } from './helpers/solana-runtime-of.js';

const MAIN = fileURLToPath(new URL('../../src/main.ts', import.meta.url));
const ORDERS = 600;
const TOO_MUCH = 10n ** 15n;

const recipient = (i: number) => base58(sha256(utf8ToBytes(`solana-kill9:${i}`)));
const amountOf = (i: number) => (i % 10 === 0 ? TOO_MUCH : BigInt(i + 1));

/** A wallet's USDC as the committed chain holds it (its ATA, through the reader). */
async function usdcOf(platform: Platform, owner: string): Promise<bigint> {
  const ata = associatedTokenAccount(address(owner), address(USDC));
  return parseTokenAccount(platform.ctx.chains.solanaReader(SOLANA)!.getAccount(ata))?.amount ?? 0n;
}

const waitFor = async (check: () => boolean, ms: number) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('Solana chain state persistence', () => {
  it('a restart on the same database keeps accounts, transactions, orders and the slot; the chain goes on', async () => {
    const first = await startTestPlatform({
      nowMs: 1767225600600,
      worker: false,
      file: true,
      keepFile: true,
    });
    const alice = insertSession(first.ctx);
    const bob = insertSession(first.ctx);
    await fundUser(first.ctx, alice.user, SOLANA);
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
    const slot = first.ctx.chains.solanaReader(SOLANA)!.slot();
    await first.close();

    const second = await startTestPlatform({ nowMs: 1767225700600, worker: false, dbPath: first.dbPath });
    try {
      const reader = second.ctx.chains.solanaReader(SOLANA)!;
      expect(reader.slot()).toBe(slot);
      expect(reader.getTransaction(signature)).toMatchObject({
        status: 'success',
        intentId: order.intent_id,
      });
      expect(await usdcOf(second, bob.user.solanaAddress)).toBe(4_200_000n);
      expect(await usdcOf(second, alice.user.solanaAddress)).toBe(995_800_000n);
      // The fresh LiteSVM holds the stored accounts: a transfer of the rest succeeds, one more unit fails.
      const chain = solanaRuntimeOf(second.ctx).chain(SOLANA);
      expect(chain.getAccount(alice.user.solanaAddress)?.lamports).toBe(2_000_000_000n);
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
    const dir = mkdtempSync(join(tmpdir(), 'satchel-solana-kill9-'));
    const dbPath = join(dir, 'platform.db');
    try {
      // The acknowledged orders: written as /execute writes them, before the child process settles them.
      const setup = createPlatform({ dbPath, worker: false });
      const user = insertSession(setup.ctx).user;
      await fundUser(setup.ctx, user, SOLANA);
      const nowSec = Math.floor(Date.now() / 1000);
      const insert = setup.ctx.db.prepare(
        `INSERT INTO orders (intent_id, user_id, client_id, intent_type, status, caip_id, details, job_parameters,
           fee_payer, created_at, updated_at, settle_at_ms) VALUES (?, ?, ?, 'TOKEN_TRANSFER', 'INITIATED', ?, '{}', ?, ?, ?, ?, ?)`,
      );
      setup.ctx.db.transaction(() => {
        for (let i = 0; i < ORDERS; i++) {
          const payload = transferPayload(recipient(i), amountOf(i), USDC);
          insert.run(
            `0x${i.toString(16).padStart(64, '0')}`,
            user.userId,
            DEMO_CLIENT_RECORD.clientId,
            SOLANA,
            JSON.stringify(payload),
            user.userSWA,
            nowSec,
            nowSec,
            0,
          );
        }
      })();
      await setup.close();

      const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', MAIN], {
        env: {
          ...process.env,
          NODE_OPTIONS: '',
          PLATFORM_PORT: '0',
          LOG_LEVEL: 'silent',
          PLATFORM_DB: dbPath,
          PLATFORM_SETTLE_MS: '0',
        },
        stdio: 'ignore',
      });
      const exited = new Promise<NodeJS.Signals | null>((resolve) =>
        child.once('exit', (_code, signal) => resolve(signal)),
      );
      const watcher = new Database(dbPath, { readonly: true });
      const settled = () =>
        (
          watcher
            .prepare(`SELECT COUNT(*) AS n FROM orders WHERE status IN ('SUCCESSFUL', 'FAILED')`)
            .get() as { n: number }
        ).n;
      let atKill = 0;
      try {
        await waitFor(() => (atKill = settled()) > 0, 60_000);
        child.kill('SIGKILL');
        expect(await exited).toBe('SIGKILL');
      } finally {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
        watcher.close();
      }
      expect(atKill).toBeLessThan(ORDERS);

      const restarted = createPlatform({ dbPath, settleMs: 0 });
      try {
        const db = restarted.ctx.db;
        await waitFor(
          () =>
            (
              db
                .prepare(`SELECT COUNT(*) AS n FROM orders WHERE status IN ('INITIATED', 'IN_PROGRESS')`)
                .get() as { n: number }
            ).n === 0,
          120_000,
        );
        const orders = db.prepare('SELECT intent_id, status, reason, job_parameters FROM orders').all() as {
          intent_id: string;
          status: string;
          reason: string;
          job_parameters: string;
        }[];
        expect(orders).toHaveLength(ORDERS);
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
        for (const i of [1, 2, 11, ORDERS - 1])
          expect(await usdcOf(restarted, recipient(i))).toBe(amountOf(i));
        expect(await usdcOf(restarted, recipient(10))).toBe(0n);
        // The in-memory chain reloaded from the database agrees with the reader, and the portfolio row with both.
        const chain = solanaRuntimeOf(restarted.ctx).chain(SOLANA);
        const ata = associatedTokenAccount(address(user.solanaAddress), address(USDC));
        expect(parseTokenAccount(chain.getAccount(ata))?.amount).toBe(10n ** 9n - spent);
        const row = db
          .prepare(
            `SELECT amount FROM balances b JOIN tokens t ON t.token_id = b.token_id WHERE b.owner_key = ? AND t.address = ?`,
          )
          .get(user.solanaAddress.toLowerCase(), USDC) as { amount: string };
        expect(BigInt(row.amount)).toBe(10n ** 9n - spent);
      } finally {
        await restarted.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);
});
