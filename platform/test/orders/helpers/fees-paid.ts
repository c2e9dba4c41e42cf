import type { Hex } from 'viem';
import type { TestPlatform } from '@satchel/test-support';

/** What an account paid in gas on a chain: Σ gas used × gas price of the transactions it sent, read from the chain. */
export async function feesPaid(platform: TestPlatform, caip2Id: string, from: string): Promise<bigint> {
  const reader = platform.chains.evmReader(caip2Id);
  if (!reader) throw new Error(`no EVM reader for ${caip2Id}`);
  let total = 0n;
  for (let n = await reader.blockNumber(); n > 0n; n--) {
    for (const hash of (await reader.getBlock(n))?.transactions ?? []) {
      const tx = await reader.getTransaction(hash as Hex);
      if (tx && tx.from.toLowerCase() === from.toLowerCase()) total += tx.gasUsed * tx.gasPrice;
    }
  }
  return total;
}
