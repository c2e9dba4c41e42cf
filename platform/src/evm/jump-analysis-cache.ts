import type { Common } from '@ethereumjs/common';
import { interpreterPrototype } from './interpreter-prototype.js';

/**
 * What @ethereumjs/evm 10's Interpreter computes of a code before running it: its JUMPDESTs, every PUSH's value as
 * a bigint, and each byte's opcode entry. Read only by the interpreter (validJumps, cachedPushes, the opcode cache).
 */
interface JumpAnalysis {
  jumps: Uint8Array;
  pushes: Record<number, bigint>;
  opcodesCached: unknown[];
}

interface InterpreterPrototype {
  _getValidJumpDestinations(this: InterpreterLike, code: Uint8Array): JumpAnalysis;
}

interface InterpreterLike {
  _evm: { _opcodeMap: object };
}

/** Per opcode map (one per EVM and hardfork), per code bytes. */
const analyses = new WeakMap<object, WeakMap<Uint8Array, JumpAnalysis>>();
let installed: Promise<void> | undefined;
/** Off: every frame analyses its code again, as @ethereumjs does (the tests and benches compare both). */
let enabled = true;

/** Turns the cache off or on again (for comparisons; the platform never turns it off). */
export function setJumpAnalysisCaching(on: boolean): void {
  enabled = on;
}

/**
 * Makes @ethereumjs/evm's Interpreter analyse each code once, not once per call frame: `_getValidJumpDestinations`
 * walks the whole code and converts every PUSH to a bigint each time a frame starts (a tenth of a settlement pass's
 * CPU in a profile, bench/evm-settlement.mjs --profile: a user operation runs eight frames over ≈ 60 kB of code).
 * The answer depends only on the code bytes and the EVM's opcode map, and the interpreter never writes to it, so it
 * is kept per opcode map and per code array: the state manager (layered-state.ts) hands out the same array for an
 * address's code until the code changes, and a new array (new code, an init code) is analysed afresh.
 *
 * @ethereumjs/evm 10 does not export its Interpreter, nor offer a hook for this: its prototype is reached through a
 * custom opcode (interpreter-prototype.ts) and its method wrapped.
 * Idempotent; platform/test/evm/jump-analysis-cache.test.ts checks the answers are the same with and without it.
 */
export function cacheJumpAnalysis(common: Common): Promise<void> {
  installed ??= (async () => {
    const prototype = (await interpreterPrototype(common)) as Partial<InterpreterPrototype>;
    const analyse = prototype._getValidJumpDestinations;
    if (typeof analyse !== 'function')
      throw new Error('cacheJumpAnalysis: @ethereumjs/evm has no Interpreter._getValidJumpDestinations');
    prototype._getValidJumpDestinations = function cachedJumpDestinations(code) {
      if (!enabled) return analyse.call(this, code);
      const map = this._evm._opcodeMap;
      let byCode = analyses.get(map);
      if (!byCode) analyses.set(map, (byCode = new WeakMap()));
      let analysis = byCode.get(code);
      if (!analysis) byCode.set(code, (analysis = analyse.call(this, code)));
      return analysis;
    };
  })();
  return installed;
}
