import type { PlatformContext } from '../context.js';
import { createSolanaReader, type SolanaChainReader } from './solana-chain-reader.js';
import { isSolanaNetwork, SOLANA_NETWORKS } from './solana-constants.js';
import { createSolanaRuntime, type SolanaRuntime } from './solana-runtime.js';

/** The Solana side of the platform's chains (`PlatformChains`): the runtime (settlement, faucet) and a reader per network (RPC, explorer). */
export function createSolanaChains(ctx: PlatformContext): {
  runtime: SolanaRuntime;
  solanaReader(caip2Id: string): SolanaChainReader | undefined;
} {
  const runtime = createSolanaRuntime(ctx);
  // Load (seeding a never-run network) at start rather than on the first request.
  for (const id of SOLANA_NETWORKS) runtime.chain(id);
  const readers = new Map(
    SOLANA_NETWORKS.map((id) => [id.toLowerCase(), createSolanaReader(ctx, runtime, id)] as const),
  );
  return {
    runtime,
    solanaReader: (caip2Id) => (isSolanaNetwork(caip2Id) ? readers.get(caip2Id.toLowerCase()) : undefined),
  };
}
