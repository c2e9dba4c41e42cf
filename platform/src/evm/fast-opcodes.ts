import type { Common } from '@ethereumjs/common';
import { getOpcodesForHF, paramsEVM, type EVMOpts } from '@ethereumjs/evm';

/** An added (or replaced) opcode of the `customOpcodes` option (@ethereumjs/evm's AddOpcode, not exported). */
type CustomOpcode = Extract<NonNullable<EVMOpts['customOpcodes']>[number], { logicFunction: unknown }>;
type RunState = Parameters<CustomOpcode['logicFunction']>[0];

const MSTORE = 0x52;
/** One word's bytes, written big-endian 8 at a time (the memory copies them: one buffer serves every MSTORE). */
const word = new Uint8Array(32);
const words = new DataView(word.buffer);

/**
 * MSTORE with the same effect as @ethereumjs/evm 10's: its handler turns the word into bytes through a hex string
 * and pads it with array spreads (`setLengthLeft(bigIntToBytes(word), 32)`, ≈ 6% of a settlement pass's CPU in a
 * profile, bench/evm-settlement.mjs --profile), here four 64-bit writes. Its gas (base fee and memory expansion)
 * is @ethereumjs's own, taken from the fork's opcode table. Given through the EVM's documented `customOpcodes`
 * option (chain-vm.ts); platform/test/evm/fast-opcodes.test.ts holds it to the original's memory and gas.
 */
export function fastOpcodes(common: Common): CustomOpcode[] {
  // The fork's table needs the EVM's gas parameters, which the EVM merges into its own copy of the Common.
  const withParams = common.copy();
  withParams.updateParams(paramsEVM);
  const { dynamicGasHandlers, opcodes } = getOpcodesForHF(withParams);
  const mstore = opcodes.get(MSTORE);
  const mstoreGas = dynamicGasHandlers.get(MSTORE);
  if (!mstore || !mstoreGas) throw new Error('fastOpcodes: the fork has no MSTORE');
  return [
    {
      opcode: MSTORE,
      opcodeName: mstore.name,
      baseFee: mstore.fee,
      gasFunction: mstoreGas,
      logicFunction(runState: RunState) {
        const [offset, value] = runState.stack.popN(2);
        words.setBigUint64(0, value >> 192n);
        words.setBigUint64(8, value >> 128n);
        words.setBigUint64(16, value >> 64n);
        words.setBigUint64(24, value);
        runState.memory.write(Number(offset), 32, word);
      },
    },
  ];
}
