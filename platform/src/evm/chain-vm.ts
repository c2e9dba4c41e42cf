import type { Common, StateManagerInterface } from '@ethereumjs/common';
import { createVM, type VM } from '@ethereumjs/vm';
import { fastOpcodes } from './fast-opcodes.js';
import { cacheJumpAnalysis } from './jump-analysis-cache.js';
import { buildRunStateLazily } from './lazy-run-state.js';
import { runStepsSynchronously } from './synchronous-steps.js';

/**
 * The @ethereumjs VM of an in-process network (evm-chain.ts), on its Common (chain-common.ts) and state manager,
 * with the interpreter's jump analysis kept per code (jump-analysis-cache.ts), its steps run without a microtask
 * each (synchronous-steps.ts), each frame's runState built only when read (lazy-run-state.ts) and a faster MSTORE (fast-opcodes.ts). bench/user-operations.mjs runs the same one.
 */
export async function createChainVm(common: Common, stateManager: StateManagerInterface): Promise<VM> {
  await cacheJumpAnalysis(common);
  await runStepsSynchronously(common);
  await buildRunStateLazily(common);
  return createVM({ common, stateManager, evmOpts: { customOpcodes: fastOpcodes(common) } });
}
