import { paramsBlock } from '@ethereumjs/block';
import type { Common } from '@ethereumjs/common';
import { paramsTx } from '@ethereumjs/tx';
import { evmCommon } from '../crypto/evm-crypto.js';

/** For blocks and transactions built on a chain's common (chainCommon), which holds their parameters already. */
export const NO_PARAMS: Parameters<Common['updateParams']>[0] = {};

/**
 * An in-process network's Common (evm-crypto.ts) with the block and transaction parameters merged once: every block
 * and transaction built on it passes NO_PARAMS, sparing @ethereumjs the deep copy of them it makes per header and per
 * transaction otherwise (a third of a transfer's CPU in a profile).
 */
export function chainCommon(chainId: number): Common {
  const common = evmCommon(chainId);
  common.updateParams(paramsBlock);
  common.updateParams(paramsTx);
  common.isActivatedEIP = isActivatedEIP;
  common.updateParams = updateParams;
  return common;
}

/**
 * Common's `updateParams`, a no-op for NO_PARAMS: @ethereumjs rebuilds the whole parameter cache on every call, even
 * with nothing to merge, and each block header and transaction built on a chain's common calls it on its copy (≈ 1.5%
 * of a settlement pass's CPU in a profile, bench/evm-settlement.mjs --profile). Nothing changes, so nothing is
 * rebuilt; any other parameters go through @ethereumjs's own. Kept by `copy()` (an own property, as
 * isActivatedEIP).
 */
function updateParams(this: Common, params: Parameters<Common['updateParams']>[0]): void {
  if (params !== NO_PARAMS) Object.getPrototypeOf(this).updateParams.call(this, params);
}

/** Common's EIP cache with the set built from it (kept on the Common itself: one lookup, no WeakMap, per call). */
interface EipLookup {
  _activatedEIPsCache: readonly number[];
  satchelActiveEips?: { from: readonly number[]; set: Set<number> };
}

/**
 * Common's `isActivatedEIP` as a Set lookup: @ethereumjs asks it a few times per executed opcode, and its own is an
 * `Array.includes` over every active EIP (≈ 3% of a handleOps bundle's CPU in a profile, bench/user-operations.mjs).
 * Same answer: it reads the same array, which @ethereumjs replaces (never mutates) when the hardfork or EIPs change.
 */
function isActivatedEIP(this: Common, eip: number): boolean {
  const common = this as unknown as EipLookup;
  const active = common._activatedEIPsCache;
  let cached = common.satchelActiveEips;
  if (cached?.from !== active) common.satchelActiveEips = cached = { from: active, set: new Set(active) };
  return cached.set.has(eip);
}
