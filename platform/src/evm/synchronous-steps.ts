import type { Common } from '@ethereumjs/common';
import { EVMError } from '@ethereumjs/evm';
import { interpreterPrototype } from './interpreter-prototype.js';

/** One entry of @ethereumjs/evm 10's opcode map (`_opcodeMap`, `opcodesCached`): the opcode, its logic and its gas. */
interface OpEntry {
  opcodeInfo: { code: number; isInvalid: boolean; dynamicGas: boolean; feeBigInt: bigint };
  opHandler(runState: RunState, common: Common): unknown;
  gasHandler?(runState: RunState, gas: bigint, common: Common): bigint | Promise<bigint>;
}

interface RunState {
  programCounter: number;
  opCode: number;
  code: Uint8Array;
  validJumps: Uint8Array;
  cachedPushes: Record<number, bigint>;
  shouldDoJumpAnalysis: boolean;
  gasLeft: bigint;
  env: { accessWitness?: { revert(): void } };
  eip8037BurnLeftoverAfterCreateHaltOntoAlive?: boolean;
}

interface RunResult {
  runState: RunState;
  exceptionError?: EVMError;
}

interface InterpreterLike {
  common: Common;
  _runState: RunState;
  _evm: { events: { listenerCount(event: string): number }; DEBUG: boolean };
  profilerOpts?: { enabled?: boolean };
  _getValidJumpDestinations(code: Uint8Array): {
    jumps: Uint8Array;
    pushes: Record<number, bigint>;
    opcodesCached: OpEntry[];
  };
  lookupOpInfo(opcode: number): OpEntry;
  useGas(amount: bigint, context: unknown): void;
}

interface InterpreterPrototype {
  run(this: InterpreterLike, code: Uint8Array, opts?: { pc?: number }): Promise<RunResult>;
}

const JUMP = 0x56;
const JUMPI = 0x57;
/** JUMPSUB in the EIP that never shipped, MCOPY since Cancun: @ethereumjs starts its jump analysis on it as well. */
const JUMPSUB = 0x5e;
/** EOF (3540), stateless witnesses (6800, 7864), block-level access lists (7928): frames run by @ethereumjs itself. */
const DEFERRED_EIPS = [3540, 6800, 7864, 7928];

let installed: Promise<void> | undefined;
/** Off: every step awaited, as @ethereumjs runs them (the tests and benches compare both). */
let enabled = true;

/** Turns the synchronous steps off or on again (for comparisons; the platform never turns them off). */
export function setSynchronousSteps(on: boolean): void {
  enabled = on;
}

const isPromise = (value: unknown): value is Promise<unknown> =>
  typeof (value as Promise<unknown> | undefined)?.then === 'function';

const isEvmError = (error: unknown): error is EVMError =>
  typeof error === 'object' && error !== null && (error as EVMError).errorType === 'EVMError';

/** The frames the synchronous loop runs: legacy code, nobody tracing steps or profiling, no EIP it does not know. */
const runsSynchronously = (interpreter: InterpreterLike) =>
  enabled &&
  interpreter.profilerOpts?.enabled !== true &&
  !interpreter._evm.DEBUG &&
  interpreter._evm.events.listenerCount('step') === 0 &&
  !DEFERRED_EIPS.some((eip) => interpreter.common.isActivatedEIP(eip));

/** An opcode's charge and effect (@ethereumjs's runStep without its tracing); a promise only if one of them awaits. */
function step(
  interpreter: InterpreterLike,
  runState: RunState,
  entry: OpEntry,
): Promise<unknown> | undefined {
  const gas = entry.opcodeInfo.dynamicGas
    ? entry.gasHandler!(runState, entry.opcodeInfo.feeBigInt, interpreter.common)
    : entry.opcodeInfo.feeBigInt;
  if (typeof gas !== 'bigint') return gas.then((charged) => execute(interpreter, runState, entry, charged));
  return execute(interpreter, runState, entry, gas);
}

function execute(
  interpreter: InterpreterLike,
  runState: RunState,
  entry: OpEntry,
  gas: bigint,
): Promise<unknown> | undefined {
  if (entry.opcodeInfo.isInvalid) throw new EVMError(EVMError.errorMessages.INVALID_OPCODE);
  interpreter.useGas(gas, entry.opcodeInfo);
  runState.programCounter++;
  const done = entry.opHandler(runState, interpreter.common);
  return isPromise(done) ? done : undefined;
}

/**
 * Makes @ethereumjs/evm's Interpreter run a frame's opcodes without awaiting each one: its `run` awaits `runStep` for
 * every opcode and `runStep` awaits every dynamic-gas handler (all `async`, even those that only price memory), so
 * each of a user operation's ≈ 7,900 steps paid for promises and microtask turns (run, runStep and the garbage
 * collector were the top three of a handleOps profile, bench/user-operations.mjs). Here a step awaits only what
 * returns a promise (state reads and writes, calls, creates); the rest runs straight through. The loop is
 * @ethereumjs's own (jump analysis on the first JUMP/JUMPI, then the cached opcode entries; STOP is not an error; the
 * EIP-8037 leftover burn), minus what it needs only for tracing, profiling, EOF and stateless witnesses, whose frames
 * keep running through @ethereumjs's `run` unchanged.
 *
 * Reached as jump-analysis-cache.ts reaches it (interpreter-prototype.ts). Idempotent;
 * platform/test/evm/synchronous-steps.test.ts checks the answers, gas and state are the same with and without it.
 */
export function runStepsSynchronously(common: Common): Promise<void> {
  installed ??= (async () => {
    const prototype = (await interpreterPrototype(common)) as Partial<InterpreterPrototype>;
    const original = prototype.run;
    if (typeof original !== 'function')
      throw new Error('runStepsSynchronously: @ethereumjs/evm has no Interpreter.run');
    prototype.run = async function run(code, opts = {}) {
      if (!runsSynchronously(this)) return original.call(this, code, opts);
      const runState = this._runState;
      runState.code = code;
      runState.programCounter = opts.pc ?? runState.programCounter;
      const start = runState.programCounter;
      if (start !== 0 && (start < 0 || start >= code.length))
        throw new Error('Internal error: program counter not in range');
      let cached: OpEntry[] | undefined;
      let exceptionError: EVMError | undefined;
      while (runState.programCounter < code.length) {
        const pc = runState.programCounter;
        let entry: OpEntry;
        if (cached === undefined) {
          const opcode = code[pc];
          if (opcode === JUMP || opcode === JUMPI || opcode === JUMPSUB) {
            const analysis = this._getValidJumpDestinations(code);
            runState.validJumps = analysis.jumps;
            runState.cachedPushes = analysis.pushes;
            runState.shouldDoJumpAnalysis = false;
            cached = analysis.opcodesCached;
          }
          runState.opCode = opcode;
          entry = this.lookupOpInfo(opcode);
        } else {
          entry = cached[pc];
          runState.opCode = entry.opcodeInfo.code;
        }
        try {
          const pending = step(this, runState, entry);
          if (pending !== undefined) await pending;
        } catch (error) {
          runState.env.accessWitness?.revert();
          if (!isEvmError(error)) throw error;
          if (error.error !== EVMError.errorMessages.STOP) exceptionError = error;
          break;
        }
      }
      if (
        exceptionError === undefined &&
        runState.eip8037BurnLeftoverAfterCreateHaltOntoAlive === true &&
        runState.gasLeft > 0n
      ) {
        runState.gasLeft = 0n;
        exceptionError = new EVMError(EVMError.errorMessages.OUT_OF_GAS);
      }
      return { runState, exceptionError };
    };
  })();
  return installed;
}
