import type { PlatformContext } from '../context.js';
import type { PlatformChains } from '../runtimes/platform-chains.js';
import type { ExplorerLookup } from './explorer-lookup.js';
import { evmTransactionLookup } from './evm/evm-transaction-lookup.js';
import type { ExplorerView } from './explorer-view.js';
import { solanaTransactionLookup } from './solana/solana-transaction-lookup.js';

/**
 * The lookups `GET /explorer/tx/{hash}` tries in order, one per chain family that really executes: adding a
 * family's transactions to the page is one entry here.
 */
export const EXPLORER_LOOKUPS: readonly ExplorerLookup[] = [evmTransactionLookup, solanaTransactionLookup];

/** The first view a lookup finds for the hash. */
export async function lookUpTransaction(
  ctx: PlatformContext,
  chains: PlatformChains,
  hash: string,
): Promise<ExplorerView | undefined> {
  for (const lookup of EXPLORER_LOOKUPS) {
    const view = await lookup(ctx, chains, hash);
    if (view) return view;
  }
  return undefined;
}
