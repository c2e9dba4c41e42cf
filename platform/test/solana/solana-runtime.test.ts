import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { findTransaction } from '../../src/solana/solana-transaction-store.js';
import type { SolanaRuntime } from '../../src/solana/solana-runtime.js';
import { fundSolanaUser } from '../../src/faucet/fund-solana-user.js';
import { associatedTokenAccount } from '../../src/solana/spl-transfer-instructions.js';
import { parseTokenAccount } from '../../src/solana/token-account.js';
import { PLATFORM_SOLANA_ACCOUNT } from '../../src/solana/solana-constants.js';
import { address } from '@solana/kit';
import { insertUser, type SeededUser } from '../helpers/seed-session.js';
import { startPlatform, type TestPlatform } from '@satchel/test-support';
import {
  freshAddress,
  insertOrder,
  memoInstruction,
  rawPayload,
  commitFaucetTransaction,
  settleOnRuntime,
  SOLANA,
  transferPayload,
  USDC,
} from './helpers/solana-orders.js';
import { solanaRuntimeOf } from './helpers/solana-runtime-of.js';

const NOW_MS = 1767225600600;

describe('the Solana runtime (LiteSVM) executes orders', () => {
  let platform: TestPlatform;
  let runtime: SolanaRuntime;
  let user: SeededUser;
  const balanceRow = (owner: string, symbol: string) =>
    (
      platform.ctx.db
        .prepare(
          `SELECT b.amount FROM balances b JOIN tokens t ON t.token_id = b.token_id JOIN networks n ON n.network_id = t.network_id
           WHERE n.caip_key = ? AND t.symbol = ? AND b.owner_key = ?`,
        )
        .get(SOLANA.toLowerCase(), symbol, owner.toLowerCase()) as { amount: string } | undefined
    )?.amount;

  beforeAll(async () => {
    platform = await startPlatform({ nowMs: NOW_MS, worker: false });
    runtime = solanaRuntimeOf(platform);
    user = insertUser(platform.ctx);
    const { balances, executed } = await fundSolanaUser(platform.ctx, runtime, user, SOLANA);
    if (executed) commitFaucetTransaction(platform.ctx, executed);
    expect(balances.map((b) => [b.symbol, b.amount])).toEqual([
      ['SOL', '2000000000'],
      ['USDC', '1000000000'],
      ['USDT', '1000000000'],
    ]);
  });
  afterAll(async () => platform.close());

  it('funds the user for real: lamports, token accounts at the ATA, indexed into balances', async () => {
    const chain = runtime.chain(SOLANA);
    expect(chain.getAccount(user.solanaAddress)?.lamports).toBe(2_000_000_000n);
    const ata = associatedTokenAccount(address(user.solanaAddress), address(USDC));
    expect(parseTokenAccount(chain.getAccount(ata))).toEqual({
      mint: USDC,
      owner: user.solanaAddress,
      amount: 1_000_000_000n,
    });
    expect(balanceRow(user.solanaAddress, 'SOL')).toBe('2000000000');
    expect(balanceRow(user.solanaAddress, 'USDC')).toBe('1000000000');
    // Topping up again changes nothing: no transaction.
    expect((await fundSolanaUser(platform.ctx, runtime, user, SOLANA)).executed).toBeUndefined();
  });

  it('a SOL transfer moves the amount and the user pays the fee (no sponsorship), with the signature', async () => {
    const recipient = freshAddress();
    const order = await insertOrder(
      platform.ctx,
      user,
      'TOKEN_TRANSFER',
      transferPayload(recipient, 1_500_000n),
    );
    const platformBefore = runtime.chain(SOLANA).getAccount(PLATFORM_SOLANA_ACCOUNT)!.lamports;
    const outcome = await settleOnRuntime(platform.ctx, runtime, order);
    expect(outcome.reason).toBe('');
    expect(balanceRow(user.solanaAddress, 'SOL')).toBe('1998495000');
    expect(balanceRow(recipient, 'SOL')).toBe('1500000');
    const tx = findTransaction(platform.ctx.db, outcome.txHash);
    expect(tx).toMatchObject({ status: 'success', error: null, intentId: order.intent_id, fee: 5000n });
    expect(tx?.accountKeys[0]).toEqual({ pubkey: user.solanaAddress, signer: true, writable: true });
    expect(runtime.chain(SOLANA).getAccount(PLATFORM_SOLANA_ACCOUNT)!.lamports).toBe(platformBefore);
    const activity = platform.ctx.db
      .prepare(
        'SELECT owner_key, transfer_type, quantity, tx_hash FROM activity WHERE intent_id = ? ORDER BY transfer_type',
      )
      .all(order.intent_id);
    expect(activity).toEqual([
      {
        owner_key: recipient.toLowerCase(),
        transfer_type: 'DEPOSIT',
        quantity: '1500000',
        tx_hash: outcome.txHash,
      },
      {
        owner_key: user.solanaAddress.toLowerCase(),
        transfer_type: 'WITHDRAWAL',
        quantity: '1505000',
        tx_hash: outcome.txHash,
      },
    ]);
  });

  it('an SPL transfer creates the recipient ATA and moves the tokens (TransferChecked)', async () => {
    const recipient = freshAddress();
    const order = await insertOrder(
      platform.ctx,
      user,
      'TOKEN_TRANSFER',
      transferPayload(recipient, 2_500_000n, USDC),
    );
    const outcome = await settleOnRuntime(platform.ctx, runtime, order);
    expect(outcome.reason).toBe('');
    expect(balanceRow(user.solanaAddress, 'USDC')).toBe('997500000');
    expect(balanceRow(recipient, 'USDC')).toBe('2500000');
    const tx = findTransaction(platform.ctx.db, outcome.txHash)!;
    expect(tx.instructions.map((ix) => ix.programId)).toEqual([
      'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
      'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
    ]);
    expect(tx.instructions[1].data.slice(0, 4)).toBe('0x0c'); // TransferChecked
    expect(tx.logs.at(-1)).toBe('Program TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA success');
    expect(tx.postTokenBalances.find((b) => b.owner === recipient)).toMatchObject({
      mint: USDC,
      amount: '2500000',
      decimals: 6,
    });
    // A second transfer to the same recipient finds the ATA there (idempotent create).
    const again = await settleOnRuntime(
      platform.ctx,
      runtime,
      await insertOrder(platform.ctx, user, 'TOKEN_TRANSFER', transferPayload(recipient, 500_000n, USDC)),
    );
    expect(again.reason).toBe('');
    expect(balanceRow(recipient, 'USDC')).toBe('3000000');
  });

  it('a raw Memo instruction succeeds with the memo in the logs', async () => {
    const order = await insertOrder(
      platform.ctx,
      user,
      'RAW_TRANSACTION',
      rawPayload(user.solanaAddress, [memoInstruction(user.solanaAddress, 'hello from satchel')]),
    );
    const outcome = await settleOnRuntime(platform.ctx, runtime, order);
    expect(outcome.reason).toBe('');
    const tx = findTransaction(platform.ctx.db, outcome.txHash)!;
    expect(tx.logs).toContain('Program log: hello from satchel');
    expect(tx.logs).toContain(`Program log: ${user.solanaAddress}`);
    expect(tx.instructions).toEqual(
      rawPayload(user.solanaAddress, [memoInstruction(user.solanaAddress, 'hello from satchel')])
        .transactions[0].instructions,
    );
  });

  it('a transfer beyond the balance fails with the runtime error and the program logs; only the fee moves', async () => {
    const before = runtime.chain(SOLANA).getAccount(user.solanaAddress)!.lamports;
    const order = await insertOrder(
      platform.ctx,
      user,
      'TOKEN_TRANSFER',
      transferPayload(freshAddress(), 50_000_000_000n),
    );
    const outcome = await settleOnRuntime(platform.ctx, runtime, order);
    expect(outcome.reason).toBe(
      `Transaction failed: InstructionError(0, Custom(1)) — Transfer: insufficient lamports ${before - 5000n}, need 50000000000; Program 11111111111111111111111111111111 failed: custom program error: 0x1`,
    );
    expect(balanceRow(user.solanaAddress, 'SOL')).toBe(String(before - 5000n));
    expect(findTransaction(platform.ctx.db, outcome.txHash)).toMatchObject({
      status: 'failed',
      error: 'InstructionError(0, Custom(1))',
    });
  });

  it('an SPL transfer beyond the token balance fails with the token program error', async () => {
    const order = await insertOrder(
      platform.ctx,
      user,
      'TOKEN_TRANSFER',
      transferPayload(freshAddress(), 10n ** 12n, USDC),
    );
    const outcome = await settleOnRuntime(platform.ctx, runtime, order);
    expect(outcome.reason).toMatch(
      /^Transaction failed: InstructionError\(1, Custom\(1\)\) — .*Error: insufficient funds/,
    );
  });

  it('an unknown program fails the order', async () => {
    const order = await insertOrder(
      platform.ctx,
      user,
      'RAW_TRANSACTION',
      rawPayload(user.solanaAddress, [{ programId: freshAddress(), data: '0x01', keys: [] }]),
    );
    const outcome = await settleOnRuntime(platform.ctx, runtime, order);
    expect(outcome.reason).toBe('Transaction failed: InvalidProgramForExecution');
    expect(findTransaction(platform.ctx.db, outcome.txHash)).toMatchObject({ status: 'failed', fee: 0n });
  });

  it('refuses a signer other than the user, and any use of the platform account', async () => {
    const before = balanceRow(user.solanaAddress, 'SOL');
    const other = freshAddress();
    const forged = await insertOrder(
      platform.ctx,
      user,
      'RAW_TRANSACTION',
      rawPayload(user.solanaAddress, [memoInstruction(other, 'x')]),
    );
    expect((await settleOnRuntime(platform.ctx, runtime, forged)).reason).toBe(
      `Instruction 0: only the user's address ${user.solanaAddress} can sign`,
    );
    const notMine = await insertOrder(
      platform.ctx,
      user,
      'RAW_TRANSACTION',
      rawPayload(other, [memoInstruction(other, 'x')]),
    );
    expect((await settleOnRuntime(platform.ctx, runtime, notMine)).reason).toBe(
      `Signer ${other} is not the user's Solana address ${user.solanaAddress}`,
    );
    const drain = await insertOrder(
      platform.ctx,
      user,
      'RAW_TRANSACTION',
      rawPayload(user.solanaAddress, [
        {
          programId: '11111111111111111111111111111111',
          data: '0x020000000065cd1d00000000',
          keys: [
            { pubkey: PLATFORM_SOLANA_ACCOUNT, isSigner: false, isWritable: true },
            { pubkey: user.solanaAddress, isSigner: false, isWritable: true },
          ],
        },
      ]),
    );
    expect((await settleOnRuntime(platform.ctx, runtime, drain)).reason).toBe(
      `Instruction 0 may not use the platform's fee payer ${PLATFORM_SOLANA_ACCOUNT}`,
    );
    // Refused before they ran: no fee.
    expect(balanceRow(user.solanaAddress, 'SOL')).toBe(before);
  });
});
