import { paramsBlock } from '@ethereumjs/block';
import type { Common } from '@ethereumjs/common';
import { paramsTx } from '@ethereumjs/tx';
import { evmCommon } from '../crypto/evm-crypto.js';

/** For blocks and transactions built on a chain's common (chainCommon), which holds their parameters already. */
export const NO_PARAMS = {};

/**
 * An in-process network's Common (evm-crypto.ts) with the block and transaction parameters merged once: every block
 * and transaction built on it passes NO_PARAMS, sparing @ethereumjs the deep copy of them it makes per header and per
 * transaction otherwise (a third of a transfer's CPU in a profile).
 */
export function chainCommon(chainId: number): Common {
  const common = evmCommon(chainId);
  common.updateParams(paramsBlock);
  common.updateParams(paramsTx);
  return common;
}
