import type { Hex } from 'viem';
import type { TestPlatform } from '@satchel/test-support';
import { PLATFORM_EXECUTOR } from '../../../src/evm/platform-accounts.js';

/**
 * What a user's account paid in gas on an unsponsored chain: Σ gas used × gas price of the transactions the
 * platform's executor sent to it for its orders (not the faucet's claims, whose gas the paymaster pays), read from the
 * chain.
 */
export async function feesPaid(platform: TestPlatform, caip2Id: string, account: string): Promise<bigint> {
  const reader = platform.chains.evmReader(caip2Id);
  if (!reader) throw new Error(`no EVM reader for ${caip2Id}`);
  let total = 0n;
  for (let n = await reader.blockNumber(); n > 0n; n--) {
    for (const hash of (await reader.getBlock(n))?.transactions ?? []) {
      const tx = await reader.getTransaction(hash as Hex);
      if (
        tx?.from.toLowerCase() === PLATFORM_EXECUTOR.toLowerCase() &&
        tx.to?.toLowerCase() === account.toLowerCase() &&
        tx.intentId !== null
      )
        total += tx.gasUsed * tx.gasPrice;
    }
  }
  return total;
}
