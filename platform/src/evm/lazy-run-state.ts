import type { Common } from '@ethereumjs/common';
import { EVM, EVMError } from '@ethereumjs/evm';
import { Account, createZeroAddress } from '@ethereumjs/util';
import { interpreterPrototype } from './interpreter-prototype.js';

interface RunOutcome {
  runState: Record<string, any>;
  exceptionError?: EVMError;
}

interface InterpreterInstance {
  _result: Record<string, any>;
  _env: Record<string, any>;
  run(code: Uint8Array, opts: { pc?: number }): Promise<RunOutcome>;
}

type InterpreterClass = new (...args: any[]) => InterpreterInstance;

type RunInterpreter = (
  this: any,
  message: any,
  opts?: { pc?: number; initialLogs?: unknown[] },
) => Promise<any>;

let installed: Promise<void> | undefined;
/** Off: every frame's result carries the merged runState, built as @ethereumjs builds it (tests compare both). */
let enabled = true;

/** Turns the lazy runState off or on again (for comparisons; the platform never turns it off). */
export function setLazyRunState(on: boolean): void {
  enabled = on;
}

/** The errors after which a frame's gas is all used (a revert or an invalid EOF container keep what is left). */
const keepsGas = (error: EVMError) =>
  error.error === EVMError.errorMessages.REVERT || error.error === EVMError.errorMessages.INVALID_EOF_FORMAT;

/**
 * Makes @ethereumjs/evm's `runInterpreter` build each call frame's `runState` (the interpreter's state merged with
 * its result and environment, ≈ 40 properties) only when something reads it: the merge, a spread of a dictionary-mode
 * object, was ≈ 7 µs per frame and the largest single line of a handleOps profile (bench/user-operations.mjs), and
 * nothing on the platform reads it (it is for debuggers of `runCode`). Everything else is @ethereumjs 10.1's
 * `runInterpreter` as it is; a frame run without a block (bare `runCode`) goes through the original.
 *
 * `EVM` is exported, so its method is replaced on its prototype; the Interpreter class is reached as
 * synchronous-steps.ts reaches it (interpreter-prototype.ts). Idempotent; platform/test/evm/lazy-run-state.test.ts
 * holds the results to the original's.
 */
export function buildRunStateLazily(common: Common): Promise<void> {
  installed ??= (async () => {
    const Interpreter = ((await interpreterPrototype(common)) as { constructor: InterpreterClass })
      .constructor;
    const prototype = EVM.prototype as unknown as { runInterpreter: RunInterpreter };
    const original = prototype.runInterpreter;
    if (typeof original !== 'function')
      throw new Error('buildRunStateLazily: @ethereumjs/evm has no runInterpreter');
    prototype.runInterpreter = async function runInterpreter(message, opts = {}) {
      if (!enabled || this._block === undefined) return original.call(this, message, opts);
      const contract =
        (await this.stateManager.getAccount(message.to ?? createZeroAddress())) ?? new Account();
      const env = {
        address: message.to ?? createZeroAddress(),
        caller: message.caller ?? createZeroAddress(),
        callData: message.data ?? Uint8Array.from([0]),
        callValue: message.value ?? 0n,
        code: message.code,
        isStatic: message.isStatic ?? false,
        isCreate: message.isCreate ?? false,
        depth: message.depth ?? 0,
        gasPrice: this._tx.gasPrice,
        origin: this._tx.origin ?? message.caller ?? createZeroAddress(),
        block: this._block,
        contract,
        codeAddress: message.codeAddress,
        gasRefund: message.gasRefund,
        chargeCodeAccesses: message.chargeCodeAccesses,
        blobVersionedHashes: message.blobVersionedHashes ?? [],
        accessWitness: message.accessWitness,
        createdAddresses: message.createdAddresses,
        initialLogs: opts.initialLogs,
      };
      const interpreter = new Interpreter(
        this,
        this.stateManager,
        this.blockchain,
        env,
        message.gasLimit,
        this.journal,
        this.performanceLogger,
        this._optsCached.profiler,
      );
      if (message.selfdestruct) interpreter._result.selfdestruct = message.selfdestruct;
      if (message.createdAddresses) interpreter._result.createdAddresses = message.createdAddresses;
      const outcome = await interpreter.run(message.code, opts);
      let result = interpreter._result;
      let gasUsed = message.gasLimit - outcome.runState.gasLeft;
      if (outcome.exceptionError) {
        if (!keepsGas(outcome.exceptionError)) gasUsed = message.gasLimit;
        result = { ...result, logs: [], selfdestruct: new Map(), createdAddresses: new Set() };
      }
      message.accessWitness?.commit();
      const frame = {
        ...result,
        exceptionError: outcome.exceptionError,
        gas: outcome.runState.gasLeft,
        executionGasUsed: gasUsed,
        gasRefund: outcome.runState.gasRefund,
        stateGasSpilled: outcome.runState.stateGasSpilled,
        returnValue: result.returnValue ?? new Uint8Array(0),
      };
      let runState: Record<string, unknown> | undefined;
      return Object.defineProperty(frame, 'runState', {
        enumerable: true,
        configurable: true,
        get: () => (runState ??= { ...outcome.runState, ...result, ...interpreter._env }),
        set: (value: Record<string, unknown>) => void (runState = value),
      });
    };
  })();
  return installed;
}
