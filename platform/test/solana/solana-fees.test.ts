import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { address, createSolanaRpc, type Signature } from '@solana/kit';
import { randomUUID } from 'node:crypto';
import { fundUser } from '../../src/faucet/faucet.js';
import { PLATFORM_SOLANA_ACCOUNT } from '../../src/solana/solana-constants.js';
import { paymasterData } from '../orders/helpers/build-operation.js';
import { getRead, orderOf, settleNow } from '../orders/helpers/chain-scenario.js';
import { request } from '../helpers/request.js';
import { insertSession, type SeededSession } from '../helpers/seed-session.js';
import { startPlatform, type TestPlatform } from '@satchel/test-support';
import {
  freshAddress,
  insertOrder,
  memoInstruction,
  rawPayload,
  SOLANA,
  transferPayload,
} from './helpers/solana-orders.js';

// Who pays a Solana transaction's fee follows the network's sponsorship flag (docs/protocol-solana.md), judged by
// @solana/kit on the platform's RPC: the user's account where the client does not sponsor the network (the seeded
// Solana Devnet), the platform's account where it does.
const NOW_MS = 1767225600600;
const FEE = 5_000n; // one signature

describe('Solana fees follow the sponsorship flag', () => {
  let platform: TestPlatform;
  let rpc: ReturnType<typeof createSolanaRpc>;
  beforeAll(async () => {
    platform = await startPlatform({ nowMs: NOW_MS, worker: false });
    rpc = createSolanaRpc(`${platform.url}/rpc/${SOLANA}`);
  });
  afterAll(async () => platform.close());

  const setSponsored = (session: SeededSession, sponsored: boolean) =>
    platform.ctx.db
      .prepare(
        `UPDATE client_networks SET sponsorship_enabled = ?
         WHERE client_id = ? AND network_id = (SELECT network_id FROM networks WHERE caip_key = ?)`,
      )
      .run(sponsored ? 1 : 0, session.user.clientId, SOLANA.toLowerCase());
  const lamports = async (owner: string) => (await rpc.getBalance(address(owner)).send()).value;
  /** Settles a SOL transfer of the session's user; its order and the transaction as @solana/kit reads it. */
  async function transfer(session: SeededSession, amount: bigint) {
    const order = await insertOrder(
      platform.ctx,
      session.user,
      'TOKEN_TRANSFER',
      transferPayload(freshAddress(), amount),
    );
    await settleNow(platform);
    const settled = await orderOf(platform, session, order.intent_id);
    const signature = settled.downstream_transaction_hash[0] as Signature;
    const tx = await rpc
      .getTransaction(signature, { encoding: 'json', maxSupportedTransactionVersion: 0 })
      .send();
    return { settled, tx };
  }
  async function estimateFees(session: SeededSession) {
    const jobId = randomUUID();
    const res = await request(platform.url, 'POST', '/api/oc/v1/estimate', {
      headers: { Authorization: await session.authorization() },
      body: {
        type: 'TOKEN_TRANSFER',
        jobId,
        paymasterData: await paymasterData(jobId, Math.floor(NOW_MS / 1000)),
        gasDetails: { maxFeePerGas: '0xee6b2800', maxPriorityFeePerGas: '0x3b9aca00' },
        details: {
          caip2Id: SOLANA,
          recipientWalletAddress: freshAddress(),
          tokenAddress: '',
          amount: '1000000',
        },
      },
    });
    expect(res.status).toBe(200);
    return res.json.data.details.fees;
  }

  it('not sponsored: the user is the fee payer and pays meta.fee beside the amount; the estimate says so', async () => {
    const session = insertSession(platform.ctx);
    await fundUser(platform.ctx, platform.chains, session.user, SOLANA);
    const networks = await getRead(platform, session, '/supported/networks');
    const solana = networks.network.find((n: { caip_id: string }) => n.caip_id === SOLANA);
    expect(solana.sponsorship_enabled).toBe(false);
    // SOL at 150 USDT: 0.000005 SOL is 0.00075 USDT.
    expect(await estimateFees(session)).toEqual({
      transactionFees: { [SOLANA]: FEE.toString() },
      approxTransactionFeesInUSDT: '0.00075',
    });
    const user = session.user.solanaAddress;
    const [userBefore, platformBefore] = [await lamports(user), await lamports(PLATFORM_SOLANA_ACCOUNT)];
    const { settled, tx } = await transfer(session, 1_000_000n);
    expect(settled.status).toBe('SUCCESSFUL');
    expect(tx!.transaction.message.accountKeys[0]).toBe(user);
    expect(tx!.meta!.fee).toBe(FEE);
    expect(tx!.meta!.preBalances[0] - tx!.meta!.postBalances[0]).toBe(1_000_000n + FEE);
    expect(await lamports(user)).toBe(userBefore - 1_000_000n - FEE);
    expect(await lamports(PLATFORM_SOLANA_ACCOUNT)).toBe(platformBefore);
  });

  it('sponsored: the platform is the fee payer, the user pays the amount only, the estimate is 0', async () => {
    const session = insertSession(platform.ctx);
    await fundUser(platform.ctx, platform.chains, session.user, SOLANA);
    setSponsored(session, true);
    try {
      expect(await estimateFees(session)).toEqual({
        transactionFees: { [SOLANA]: '0' },
        approxTransactionFeesInUSDT: '0',
      });
      const user = session.user.solanaAddress;
      const [userBefore, platformBefore] = [await lamports(user), await lamports(PLATFORM_SOLANA_ACCOUNT)];
      const { settled, tx } = await transfer(session, 1_000_000n);
      expect(settled.status).toBe('SUCCESSFUL');
      const keys = tx!.transaction.message.accountKeys;
      expect(keys[0]).toBe(PLATFORM_SOLANA_ACCOUNT);
      const fee = tx!.meta!.fee;
      expect(fee).toBeGreaterThan(0n);
      const userIndex = keys.indexOf(address(user));
      expect(tx!.meta!.preBalances[userIndex] - tx!.meta!.postBalances[userIndex]).toBe(1_000_000n);
      expect(await lamports(user)).toBe(userBefore - 1_000_000n);
      expect(await lamports(PLATFORM_SOLANA_ACCOUNT)).toBe(platformBefore - fee);
    } finally {
      setSponsored(session, false);
    }
  });

  it('not sponsored, no SOL for the fee: the order is FAILED with a reason that says so, and nothing runs', async () => {
    const session = insertSession(platform.ctx); // never funded: 0 SOL
    const me = session.user.solanaAddress;
    const slot = await rpc.getSlot().send();
    const order = await insertOrder(
      platform.ctx,
      session.user,
      'RAW_TRANSACTION',
      rawPayload(me, [memoInstruction(me, 'no SOL')]),
    );
    await settleNow(platform);
    const failed = await orderOf(platform, session, order.intent_id);
    expect(failed.status).toBe('FAILED');
    expect(failed.reason).toBe(
      `Insufficient SOL for fees: the transaction's fee is 0.000005 SOL and the account ${me} has 0 SOL; ` +
        'add SOL to it (on a test network, the faucet) and try again',
    );
    expect(await rpc.getSlot().send()).toBe(slot);
    expect(await lamports(me)).toBe(0n);
  });
});
