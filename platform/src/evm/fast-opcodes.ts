import type { Common } from '@ethereumjs/common';
import { EVMError, getOpcodesForHF, paramsEVM, type EVMOpts } from '@ethereumjs/evm';

/** An added (or replaced) opcode of the `customOpcodes` option (@ethereumjs/evm's AddOpcode, not exported). */
type CustomOpcode = Extract<NonNullable<EVMOpts['customOpcodes']>[number], { logicFunction: unknown }>;
type RunState = Parameters<CustomOpcode['logicFunction']>[0];
type GasFunction = (runState: RunState, gas: bigint, common: Common) => bigint;
type Logic = CustomOpcode['logicFunction'];

const MSTORE = 0x52;
/** One word's bytes, written big-endian 8 at a time (the memory copies them: one buffer serves every MSTORE). */
const word = new Uint8Array(32);
const words = new DataView(word.buffer);

/** MSTORE's effect without @ethereumjs's hex-string round trip and array-spread padding. */
const mstore: Logic = (runState) => {
  const [offset, value] = runState.stack.popN(2);
  words.setBigUint64(0, value >> 192n);
  words.setBigUint64(8, value >> 128n);
  words.setBigUint64(16, value >> 64n);
  words.setBigUint64(24, value);
  runState.memory.write(Number(offset), 32, word);
};

/** A word read past the end of its bytes, zero-padded (one buffer: it is read at once). */
const padded = new Uint8Array(32);

/**
 * A word's bytes (32 from `at`, zero past the end) as a bigint, without closures or arrays (each MLOAD and
 * CALLDATALOAD makes one): most words a contract loads are offsets, lengths and flags, which below 2^53 convert
 * exactly from a Number; the others from four 64-bit reads.
 */
export function wordToBigInt(bytes: Uint8Array, at = 0): bigint {
  if (at + 32 > bytes.length) {
    padded.fill(0);
    if (at < bytes.length) padded.set(bytes.subarray(at));
    return wordToBigInt(padded);
  }
  let high = 0;
  for (let i = at; i < at + 25; i++) high |= bytes[i]!;
  if (high === 0 && bytes[at + 25]! < 0x20) {
    let small = 0;
    for (let i = at + 25; i < at + 32; i++) small = small * 256 + bytes[i]!;
    return BigInt(small);
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset + at, 32);
  return (
    (view.getBigUint64(0) << 192n) |
    (view.getBigUint64(8) << 128n) |
    (view.getBigUint64(16) << 64n) |
    view.getBigUint64(24)
  );
}

/** MLOAD's effect without @ethereumjs's bytes → hex string → bigint. */
const mload: Logic = (runState) => {
  const offset = Number(runState.stack.pop());
  runState.stack.push(wordToBigInt(runState.memory.read(offset, 32, true)));
};

/** CALLDATALOAD's effect (zero past the call data's end) without the hex string either. */
const calldataload: Logic = (runState) => {
  const position = runState.stack.pop();
  const data = runState.interpreter.getCallData();
  runState.stack.push(position >= BigInt(data.length) ? 0n : wordToBigInt(data, Number(position)));
};

/** The opcodes whose effect is the platform's own (their gas stays as priced below or by @ethereumjs). */
const EFFECTS = new Map<number, Logic>([
  [0x35, calldataload],
  [0x51, mload],
  [MSTORE, mstore],
]);

const wordsOf = (length: bigint) => (length + 31n) / 32n;
const trap = (error: ConstructorParameters<typeof EVMError>[0]): never => {
  throw new EVMError(error);
};

/**
 * The gas of the opcodes whose only dynamic part is memory and a per-word or per-byte price, as @ethereumjs/evm 10's
 * handlers compute it (opcodes/gas.js, opcodes/util.js `subMemUsage`) but returned, not promised: @ethereumjs declares
 * every gas handler `async`, so each MLOAD, KECCAK256, LOG or RETURN cost a promise and a microtask turn even under
 * synchronous-steps.ts. The fork's parameters are read once.
 */
function memoryGasFunctions(common: Common): Map<number, GasFunction> {
  const param = (name: string) => common.param(name);
  const [memoryGas, quadDivisor, copyGas, keccakWordGas, expByteGas, logTopicGas, logDataGas] = [
    'memoryGas',
    'quadCoefficientDivGas',
    'copyGas',
    'keccak256WordGas',
    'expByteGas',
    'logTopicGas',
    'logDataGas',
  ].map(param);
  /** The memory expansion an access of `length` bytes at `offset` costs (and the new size it records). */
  const memory = (runState: RunState, offset: bigint, length: bigint) => {
    if (length === 0n) return 0n;
    const newWordCount = wordsOf(offset + length);
    if (newWordCount <= runState.memoryWordCount) return 0n;
    let cost = newWordCount * memoryGas + (newWordCount * newWordCount) / quadDivisor;
    if (cost > runState.highestMemCost) {
      const highest = runState.highestMemCost;
      runState.highestMemCost = cost;
      cost -= highest;
    }
    runState.memoryWordCount = newWordCount;
    return cost;
  };
  const copy = (runState: RunState, gas: bigint, memOffset: bigint, length: bigint) =>
    gas + memory(runState, memOffset, length) + (length === 0n ? 0n : copyGas * wordsOf(length));
  const log: GasFunction = (runState, gas) => {
    if (runState.interpreter.isStatic()) trap(EVMError.errorMessages.STATIC_STATE_CHANGE);
    const [offset, length] = runState.stack.peek(2);
    const topics = BigInt(runState.opCode - 0xa0);
    return gas + memory(runState, offset, length) + logTopicGas * topics + length * logDataGas;
  };
  const range: GasFunction = (runState, gas) => {
    const [offset, length] = runState.stack.peek(2);
    return gas + memory(runState, offset, length);
  };
  return new Map<number, GasFunction>([
    // EXP: the exponent's byte length (a stack word has at most 32).
    [
      0x0a,
      (runState, gas) => {
        const exponent = runState.stack.peek(2)[1];
        return exponent === 0n ? gas : gas + BigInt(Math.ceil(exponent.toString(2).length / 8)) * expByteGas;
      },
    ],
    [
      0x20,
      (runState, gas) => {
        const [offset, length] = runState.stack.peek(2);
        return gas + memory(runState, offset, length) + keccakWordGas * wordsOf(length);
      },
    ],
    [
      0x37,
      (runState, gas) => {
        const [memOffset, , length] = runState.stack.peek(3);
        return copy(runState, gas, memOffset, length);
      },
    ],
    [
      0x39,
      (runState, gas) => {
        const [memOffset, , length] = runState.stack.peek(3);
        return copy(runState, gas, memOffset, length);
      },
    ],
    [
      0x3e,
      (runState, gas) => {
        const [memOffset, dataOffset, length] = runState.stack.peek(3);
        // Reading past the return data is an exceptional halt outside EOF (EIP-211).
        if (dataOffset + length > runState.interpreter.getReturnDataSize())
          trap(EVMError.errorMessages.OUT_OF_GAS);
        return copy(runState, gas, memOffset, length);
      },
    ],
    [0x51, (runState, gas) => gas + memory(runState, runState.stack.peek()[0], 32n)],
    [MSTORE, (runState, gas) => gas + memory(runState, runState.stack.peek()[0], 32n)],
    [0x53, (runState, gas) => gas + memory(runState, runState.stack.peek()[0], 1n)],
    [
      0x5e,
      (runState, gas) => {
        const [destination, source, length] = runState.stack.peek(3);
        return (
          gas +
          3n * wordsOf(length) +
          memory(runState, source, length) +
          memory(runState, destination, length)
        );
      },
    ],
    [0xa0, log],
    [0xa1, log],
    [0xa2, log],
    [0xa3, log],
    [0xa4, log],
    [0xf3, range],
    [0xfd, range],
  ]);
}

/** EIPs under which some of those opcodes price more than memory (code chunks, EOF's return data): kept as they are. */
const OTHER_PRICING_EIPS = [3540, 6800, 7864];

/**
 * The platform's opcodes, given through @ethereumjs/evm's documented `customOpcodes` option (chain-vm.ts): MSTORE's
 * effect written with four 64-bit writes (its own turns the word into bytes through a hex string, ≈ 6% of a
 * settlement pass's CPU in a profile, bench/evm-settlement.mjs --profile), MLOAD's and CALLDATALOAD's read without
 * one (wordToBigInt: `bytesToBigInt` was ≈ 4% of a handleOps profile), and the memory-priced opcodes' gas
 * computed synchronously (memoryGasFunctions); every other effect is @ethereumjs's own handler, taken with the base
 * fees from the fork's opcode table. platform/test/evm/fast-opcodes.test.ts holds each to the original's memory,
 * result and gas.
 */
export function fastOpcodes(common: Common): CustomOpcode[] {
  // The fork's table needs the EVM's gas parameters, which the EVM merges into its own copy of the Common.
  const withParams = common.copy();
  withParams.updateParams(paramsEVM);
  const { dynamicGasHandlers, handlers, opcodes } = getOpcodesForHF(withParams);
  const gasFunctions: Map<number, GasFunction> = OTHER_PRICING_EIPS.some((eip) =>
    withParams.isActivatedEIP(eip),
  )
    ? new Map([[MSTORE, memoryGasFunctions(withParams).get(MSTORE)!]])
    : memoryGasFunctions(withParams);
  const replaced = new Set([...gasFunctions.keys(), ...EFFECTS.keys()]);
  return [...replaced].flatMap((opcode) => {
    const info = opcodes.get(opcode);
    const logic = EFFECTS.get(opcode) ?? (handlers.get(opcode) as Logic | undefined);
    const gasFunction =
      gasFunctions.get(opcode) ?? (dynamicGasHandlers.get(opcode) as GasFunction | undefined);
    if (!info || !logic) return [];
    return [
      {
        opcode,
        opcodeName: info.name,
        baseFee: info.fee,
        ...(gasFunction ? { gasFunction } : {}),
        logicFunction: logic,
      },
    ];
  });
}
