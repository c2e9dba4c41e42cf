// Where a user's wallet contract comes from when the first login did not place it: a user inserted without logging
// in gets it in the block of its first transaction; a database from before the accounts existed gets every user's
// when the chains open. (A real first login: sdk/test/evm/rpc-agrees.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { decodeFunctionResult, encodeFunctionData, type Hex } from 'viem';
import { publicKeyToAddress } from 'viem/accounts';
import type { EvmChainReader } from '../../src/evm/evm-chain-reader.js';
import {
  satchelAccountAbi,
  satchelAccountDeployedBytecode,
} from '../../src/evm/artifacts/satchel-account.js';
import { EvmRuntime } from '../../src/evm/evm-runtime.js';
import { insertSession, type SeededSession } from '../helpers/seed-session.js';
import { startPlatform, type TestPlatform } from '@satchel/test-support';
import { executeIntent, orderOf, settleNow } from '../orders/helpers/chain-scenario.js';

const NETWORKS = ['eip155:84532', 'eip155:80002', 'eip155:11155111'];
const AMOY = 'eip155:80002';

const ownerOf = async (reader: EvmChainReader, wallet: Hex) => {
  const result = await reader.call({
    to: wallet,
    data: encodeFunctionData({ abi: satchelAccountAbi, functionName: 'owner' }),
  });
  if (!result.ok) throw new Error(result.reason);
  return decodeFunctionResult({ abi: satchelAccountAbi, functionName: 'owner', data: result.returnData });
};

describe('the wallet contract, placed where the first login did not', () => {
  let platform: TestPlatform;
  let carol: SeededSession;
  beforeAll(async () => {
    platform = await startPlatform({ nowMs: 1767225600600, settleMs: 1500 });
    carol = insertSession(platform.ctx);
  });
  afterAll(async () => platform.close());

  it('in the block of the user’s first transaction, owned by the user’s ECDSA key', async () => {
    const wallet = carol.user.userSWA as Hex;
    const amoy = platform.chains.evmReader(AMOY)!;
    expect(await amoy.getCode(wallet)).toBe('0x');
    // Sponsored on Polygon Amoy: carol needs no funds; a call to nowhere in particular succeeds.
    const jobId = await executeIntent(platform, carol, 'RAW_TRANSACTION', {
      caip2Id: AMOY,
      transactions: [{ from: wallet, to: `0x${'5'.repeat(40)}`, data: '0x1234', value: '0x0' }],
    });
    await settleNow(platform);
    const order = await orderOf(platform, carol, jobId);
    expect(order.status).toBe('SUCCESSFUL');
    expect(await amoy.getCode(wallet)).toBe(satchelAccountDeployedBytecode);
    expect(await ownerOf(amoy, wallet)).toBe(publicKeyToAddress(carol.user.ecdsaPublicKey as Hex));
    expect(await amoy.getTransactionCount(wallet)).toBe(1n);
    // Only where it transacted: the other networks wait for theirs.
    expect(await platform.chains.evmReader('eip155:84532')!.getCode(wallet)).toBe('0x');
  });

  it('for every user of the database when the chains open (a database from before the accounts)', async () => {
    const dave = insertSession(platform.ctx).user;
    const reopened = new EvmRuntime(platform.ctx);
    await reopened.ready();
    for (const caip2Id of NETWORKS) {
      const reader = reopened.readers.get(caip2Id)!;
      for (const user of [carol.user, dave]) {
        expect(await reader.getCode(user.userSWA)).toBe(satchelAccountDeployedBytecode);
        expect(await ownerOf(reader, user.userSWA)).toBe(publicKeyToAddress(user.ecdsaPublicKey as Hex));
      }
    }
    // Persisted: the platform's own chains, reloaded from the database, see them too.
    await platform.chains.evm!.discardUncommitted();
    expect(await platform.chains.evmReader('eip155:84532')!.getCode(dave.userSWA)).toBe(
      satchelAccountDeployedBytecode,
    );
  });
});
