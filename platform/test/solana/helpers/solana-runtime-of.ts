import type { PlatformChains } from '../../../src/runtimes/platform-chains.js';
import type { SolanaRuntime } from '../../../src/solana/solana-runtime.js';
import { SOLANA } from './solana-orders.js';

/** The platform's own Solana runtime (the one settlement, the faucet and the RPC share). */
export function solanaRuntimeOf(platform: { chains: PlatformChains }): SolanaRuntime {
  const runtime = platform.chains.runtimes.find((r) => r.handles(SOLANA));
  if (!runtime) throw new Error('the platform runs no Solana runtime');
  return runtime as SolanaRuntime;
}
