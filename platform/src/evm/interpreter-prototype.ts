import { createEVM } from '@ethereumjs/evm';
import type { Common } from '@ethereumjs/common';

/** An opcode no fork uses, run once by a throwaway EVM to reach the Interpreter class (custom opcodes get runState). */
const PROBE_OPCODE = 0x0c;

let reached: Promise<object> | undefined;

/**
 * @ethereumjs/evm 10's Interpreter prototype, which the package does not export nor offer hooks into: reached through
 * a custom opcode's `runState.interpreter` on a throwaway EVM, once per process. The platform wraps two of its methods
 * (jump-analysis-cache.ts, synchronous-steps.ts); both check the methods are there before they wrap them.
 */
export function interpreterPrototype(common: Common): Promise<object> {
  reached ??= (async () => {
    let prototype: object | undefined;
    const probe = await createEVM({
      common: common.copy(),
      customOpcodes: [
        {
          opcode: PROBE_OPCODE,
          opcodeName: 'PROBE',
          baseFee: 0,
          logicFunction(runState) {
            prototype = Object.getPrototypeOf(runState.interpreter) as object;
          },
        },
      ],
    });
    await probe.runCode({ code: Uint8Array.of(PROBE_OPCODE), gasLimit: 100_000n });
    if (!prototype) throw new Error('interpreterPrototype: the probe opcode did not run');
    return prototype;
  })();
  return reached;
}
