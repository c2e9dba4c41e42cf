import type { PlatformContext } from '../context.js';
import type { PlatformChains } from '../runtimes/platform-chains.js';
import type { ExplorerView } from './explorer-view.js';

/** Finds a transaction hash (or signature) on one chain family's networks; undefined when it is not there. */
export type ExplorerLookup = (
  ctx: PlatformContext,
  chains: PlatformChains,
  hash: string,
) => Promise<ExplorerView | undefined>;
