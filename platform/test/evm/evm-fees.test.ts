import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { createPublicClient, formatUnits, http, parseEther, type Address, type PublicClient } from 'viem';
import { PLATFORM_EXECUTOR, PLATFORM_PAYMASTER } from '../../src/evm/platform-accounts.js';
import { request } from '../helpers/request.js';
import type { SeededSession } from '../helpers/seed-session.js';
import type { TestPlatform } from '@satchel/test-support';
import { paymasterData } from '../orders/helpers/build-operation.js';
import { executeIntent, orderOf, settleNow, startAliceAndBob } from '../orders/helpers/chain-scenario.js';

// Gas is paid: viem reads the receipts and balances. Base Sepolia is not sponsored for the demo client (the user's
// account pays gas used × gas price in ETH), Polygon Amoy is (the fee payer pays; the user's balance moves by the
// amount).

const BASE = 'eip155:84532';
const AMOY = 'eip155:80002';

let platform: TestPlatform;
let alice: SeededSession;
let bob: SeededSession;
let base: PublicClient;
let amoy: PublicClient;

beforeAll(async () => {
  ({ platform, alice, bob } = await startAliceAndBob());
  const client = (caip: string) =>
    createPublicClient({ transport: http(`${platform.url}/rpc/${caip}`, { retryCount: 0 }) }) as PublicClient;
  base = client(BASE);
  amoy = client(AMOY);
}, 60_000);
afterAll(() => platform.close());

/** The estimate route's fees for a native transfer (§12), as the SDK asks for them. */
async function estimateNative(
  session: SeededSession,
  caip2Id: string,
  amount: bigint,
  recipient = bob.user.userSWA,
) {
  const jobId = randomUUID();
  const payload = {
    type: 'TOKEN_TRANSFER',
    jobId,
    paymasterData: await paymasterData(jobId, Math.floor(platform.ctx.now() / 1000)),
    gasDetails: { maxFeePerGas: '0xee6b2800', maxPriorityFeePerGas: '0x3b9aca00' },
    details: {
      recipientWalletAddress: recipient,
      caip2Id,
      tokenAddress: '',
      amount: amount.toString(),
    },
  };
  const res = await request(platform.url, 'POST', '/api/oc/v1/estimate', {
    headers: { Authorization: await session.authorization() },
    body: payload,
  });
  expect(res.status).toBe(200);
  return res.json.data.details.fees as {
    transactionFees: Record<string, string>;
    approxTransactionFeesInUSDT: string;
  };
}

const sendNative = (session: SeededSession, caip2Id: string, amount: bigint) =>
  executeIntent(platform, session, 'TOKEN_TRANSFER', {
    caip2Id,
    recipientWalletAddress: bob.user.userSWA,
    tokenAddress: '',
    amount: amount.toString(),
  });

describe('fees that are paid', () => {
  it('unsponsored: the user pays gas used × gas price in ETH, exactly what the estimate answered', async () => {
    const amount = parseEther('0.01');
    const fees = await estimateNative(alice, BASE, amount);
    const before = await base.getBalance({ address: alice.user.userSWA as Address });
    const jobId = await sendNative(alice, BASE, amount);
    await settleNow(platform);
    const order = await orderOf(platform, alice, jobId);
    expect(order.status).toBe('SUCCESSFUL');
    const receipt = await base.getTransactionReceipt({ hash: order.downstream_transaction_hash[0] });
    const gasPrice = await base.getGasPrice();
    // The platform's executor sent it to the user's account, which made the transfer; the account paid the gas.
    expect([receipt.from, receipt.to]).toEqual([
      PLATFORM_EXECUTOR.toLowerCase(),
      alice.user.userSWA.toLowerCase(),
    ]);
    expect(receipt.effectiveGasPrice).toBe(gasPrice);
    const fee = receipt.gasUsed * receipt.effectiveGasPrice;
    expect(fee).toBeGreaterThan(0n);
    expect(await base.getBalance({ address: alice.user.userSWA as Address })).toBe(before - amount - fee);
    expect(fees).toEqual({
      transactionFees: { [BASE]: fee.toString() },
      approxTransactionFeesInUSDT: formatUnits(fee * 3200n, 18), // ETH at 3200 USDT
    });
  });

  it('sponsored: the platform’s paymaster pays the gas, the user pays nothing, the estimate answers 0', async () => {
    const amount = parseEther('1');
    expect(await estimateNative(alice, AMOY, amount)).toEqual({
      transactionFees: { [AMOY]: '0' },
      approxTransactionFeesInUSDT: '0',
    });
    const user = alice.user.userSWA as Address;
    const before = await amoy.getBalance({ address: user });
    const paymasterBefore = await amoy.getBalance({ address: PLATFORM_PAYMASTER });
    const jobId = await sendNative(alice, AMOY, amount);
    await settleNow(platform);
    const order = await orderOf(platform, alice, jobId);
    expect(order.status).toBe('SUCCESSFUL');
    const receipt = await amoy.getTransactionReceipt({ hash: order.downstream_transaction_hash[0] });
    expect(receipt.effectiveGasPrice).toBe(await amoy.getGasPrice());
    expect(await amoy.getBalance({ address: user })).toBe(before - amount);
    expect(await amoy.getBalance({ address: PLATFORM_PAYMASTER })).toBe(
      paymasterBefore - receipt.gasUsed * receipt.effectiveGasPrice,
    );
  });

  it('sponsored with a named fee payer: the paymaster pays on chain, the user pays nothing', async () => {
    const user = alice.user.userSWA as Address;
    const before = await amoy.getBalance({ address: user });
    const paymasterBefore = await amoy.getBalance({ address: PLATFORM_PAYMASTER });
    const jobId = await executeIntent(
      platform,
      alice,
      'TOKEN_TRANSFER',
      { caip2Id: AMOY, recipientWalletAddress: bob.user.userSWA, tokenAddress: '', amount: '1' },
      { feePayerAddress: '0x00000000000000000000000000000000000000fe' },
    );
    await settleNow(platform);
    const order = await orderOf(platform, alice, jobId);
    expect(order.status).toBe('SUCCESSFUL');
    const receipt = await amoy.getTransactionReceipt({ hash: order.downstream_transaction_hash[0] });
    expect(await amoy.getBalance({ address: user })).toBe(before - 1n);
    expect(await amoy.getBalance({ address: PLATFORM_PAYMASTER })).toBe(
      paymasterBefore - receipt.gasUsed * receipt.effectiveGasPrice,
    );
  });

  it('a user without enough ETH for the gas: FAILED, saying so, and nothing moved', async () => {
    // bob holds exactly what alice sent him: he sends it all, leaving nothing for the gas.
    const held = await base.getBalance({ address: bob.user.userSWA as Address });
    expect(held).toBeGreaterThan(0n);
    const jobId = await executeIntent(platform, bob, 'TOKEN_TRANSFER', {
      caip2Id: BASE,
      recipientWalletAddress: alice.user.userSWA,
      tokenAddress: '',
      amount: held.toString(),
    });
    // The fee it would pay: what the estimate answers (its account's call, simulated).
    const estimated = (await estimateNative(bob, BASE, held, alice.user.userSWA)).transactionFees[BASE];
    const head = await base.getBlockNumber();
    await settleNow(platform);
    const order = await orderOf(platform, bob, jobId);
    expect(order.status).toBe('FAILED');
    const fee = formatUnits(BigInt(estimated), 18);
    expect(order.reason).toBe(
      `Insufficient ETH for gas: the transaction's fee is ${fee} ETH and the account has 0 ETH left for it`,
    );
    expect(await base.getBalance({ address: bob.user.userSWA as Address })).toBe(held);
    expect(await base.getBlockNumber()).toBe(head);
  });
});
