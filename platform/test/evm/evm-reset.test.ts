import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { decodeFunctionResult, encodeFunctionData, erc20Abi, type Hex } from 'viem';
import { fundUser } from '../../src/faucet/faucet.js';
import type { EvmChainReader } from '../../src/evm/evm-chain-reader.js';
import { request } from '../helpers/request.js';
import { insertSession, type SeededSession } from '../helpers/seed-session.js';
import { startPlatform, type TestPlatform } from '@satchel/test-support';

const BASE = 'eip155:84532';
const USDC = '0x036CbD53842c5426634e7929541eC2318f3dCF7e';

describe('POST /dev/reset resets the EVM chains with the rest of the world', () => {
  let platform: TestPlatform;
  let alice: SeededSession;
  let reader: EvmChainReader;
  beforeAll(async () => {
    platform = await startPlatform({ nowMs: 1767225600600 });
    alice = insertSession(platform.ctx);
    reader = platform.chains.evmReader(BASE)!;
  });
  afterAll(async () => platform.close());

  const usdcOf = async (owner: Hex) => {
    const result = await reader.call({
      to: USDC,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [owner] }),
    });
    if (!result.ok) throw new Error(result.reason);
    return decodeFunctionResult({ abi: erc20Abi, functionName: 'balanceOf', data: result.returnData });
  };

  it('back to the seeded contracts: balances, blocks and transactions gone, contracts initialized again', async () => {
    const seededHead = await reader.blockNumber();
    await fundUser(platform.ctx, platform.chains, alice.user, BASE);
    expect(await usdcOf(alice.user.userSWA)).toBe(10n ** 9n);
    const faucetBlock = await reader.getBlock(seededHead + 1n);
    expect(faucetBlock).toBeDefined();
    const res = await request(platform.url, 'POST', '/dev/reset', {});
    expect(res.status).toBe(200);
    expect(await reader.blockNumber()).toBe(seededHead);
    expect(await usdcOf(alice.user.userSWA)).toBe(0n);
    expect(await reader.getBalance(alice.user.userSWA)).toBe(0n);
    expect(await reader.getTransaction(faucetBlock!.transactions[0])).toBeUndefined();
    const symbol = await reader.call({
      to: USDC,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'symbol' }),
    });
    expect(
      symbol.ok && decodeFunctionResult({ abi: erc20Abi, functionName: 'symbol', data: symbol.returnData }),
    ).toBe('USDC');
  });
});
