import type { PlatformContext } from '../context.js';
import { EvmRuntime } from '../evm/evm-runtime.js';
import { createSolanaChains } from '../solana/solana-chains.js';
import type { SolanaRuntime } from '../solana/solana-runtime.js';
import type { PlatformChains } from './platform-chains.js';
import { serialQueue } from './serial-queue.js';

/** Every chain family the platform executes, on the context's database (the EVM chains seed in the background). */
export function createPlatformChains(
  ctx: PlatformContext,
): PlatformChains & { evm: EvmRuntime; solana: SolanaRuntime } {
  const evm = new EvmRuntime(ctx);
  const solana = createSolanaChains(ctx);
  return {
    runtimes: [evm, solana.runtime],
    evm,
    evmReader: (caip2Id) => evm.readers.get(caip2Id.toLowerCase()),
    solana: solana.runtime,
    solanaReader: solana.solanaReader,
    exclusive: serialQueue(),
  };
}
