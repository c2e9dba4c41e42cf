import { describe, expect, it } from '@jest/globals';
import { createEVM } from '@ethereumjs/evm';
import { chainCommon } from '../../src/evm/chain-common.js';
import { bytesToBigInt } from '@ethereumjs/util';
import { fastOpcodes, wordToBigInt } from '../../src/evm/fast-opcodes.js';

const word = (value: bigint) => value.toString(16).padStart(64, '0');
const push2 = (n: number) => `61${n.toString(16).padStart(4, '0')}`;

/** PUSH32 value, PUSH2 offset, MSTORE; then again at offset + 7; then RETURN the memory from 0 to MSIZE. */
const program = (value: bigint, offset: number) =>
  Uint8Array.from(
    Buffer.from(
      `7f${word(value)}${push2(offset)}52` +
        `7f${word(~value & ((1n << 256n) - 1n))}${push2(offset + 7)}52` +
        `59${push2(0)}f3`,
      'hex',
    ),
  );

describe('the platform opcodes (evm/fast-opcodes.ts)', () => {
  it('writes the same memory and charges the same gas as @ethereumjs/evm’s own', async () => {
    const common = chainCommon(84532);
    const original = await createEVM({ common: common.copy() });
    const fast = await createEVM({ common: common.copy(), customOpcodes: fastOpcodes(common) });
    // The replacement is the one running: a custom opcode is marked async in the EVM's step events.
    const asyncMstore = async (evm: typeof original) => {
      let isAsync: boolean | undefined;
      const listener = (step: { opcode: { name: string; isAsync: boolean } }) => {
        if (step.opcode.name === 'MSTORE') isAsync = step.opcode.isAsync;
      };
      evm.events.on('step', listener);
      await evm.runCode({ code: program(1n, 0), gasLimit: 100_000n });
      evm.events.off('step', listener);
      return isAsync;
    };
    expect(await asyncMstore(original)).toBe(false);
    expect(await asyncMstore(fast)).toBe(true);
    const values = [0n, 1n, 0xffn, 1n << 64n, (1n << 128n) + 5n, (1n << 255n) | 3n, (1n << 256n) - 1n];
    values.push(BigInt(`0x${Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('hex')}`));
    for (const value of values) {
      for (const offset of [0, 1, 31, 32, 100, 4_000]) {
        const code = program(value, offset);
        const expected = await original.runCode({ code, gasLimit: 1_000_000n });
        const got = await fast.runCode({ code, gasLimit: 1_000_000n });
        expect(got.exceptionError).toBeUndefined();
        expect(Buffer.from(got.returnValue).toString('hex')).toBe(
          Buffer.from(expected.returnValue).toString('hex'),
        );
        expect(got.executionGasUsed).toBe(expected.executionGasUsed);
      }
    }
    // Out of gas on memory expansion, as the original.
    const far = program(1n, 60_000);
    const expected = await original.runCode({ code: far, gasLimit: 5_000n });
    const got = await fast.runCode({ code: far, gasLimit: 5_000n });
    expect(got.exceptionError?.error).toBe(expected.exceptionError?.error);
    expect(got.exceptionError?.error).toBe('out of gas');
  });

  it('prices the memory-priced opcodes as @ethereumjs/evm’s own, synchronously', async () => {
    const common = chainCommon(84532);
    const original = await createEVM({ common: common.copy() });
    const fast = await createEVM({ common: common.copy(), customOpcodes: fastOpcodes(common) });
    // Each replaced gas function is a plain function, not @ethereumjs's async one: it returns a bigint, no promise.
    const kinds = fastOpcodes(common).flatMap((op) =>
      op.gasFunction ? [op.gasFunction.constructor.name] : [],
    );
    expect(kinds).toHaveLength(16);
    expect(new Set(kinds)).toEqual(new Set(['Function']));
    const p2 = (n: number) => push2(n);
    const p32 = (n: bigint) => `7f${word(n)}`;
    const returnAll = '5960' + '00f3'; // MSIZE, PUSH1 0, RETURN: the whole memory
    const sizes = [0, 1, 31, 32, 33, 100, 4_000];
    const programs: string[] = [];
    for (const exponent of [0n, 1n, 0xffn, 0x100n, 1n << 200n, (1n << 256n) - 1n])
      programs.push(`${p32(exponent)}6003` + '0a' + `${p2(0)}52${returnAll}`);
    for (const offset of [0, 7, 64, 5_000])
      for (const length of sizes) {
        programs.push(`${p2(length)}${p2(offset)}20${p2(0)}52${returnAll}`); // KECCAK256
        programs.push(`${p2(length)}${p2(3)}${p2(offset)}37${returnAll}`); // CALLDATACOPY
        programs.push(`${p2(length)}${p2(1)}${p2(offset)}39${returnAll}`); // CODECOPY
        programs.push(`${p2(length)}${p2(offset)}${p2(offset >> 1)}5e${returnAll}`); // MCOPY
        programs.push(`${p2(length)}${p2(offset)}f3`); // RETURN
        programs.push(`${p2(length)}${p2(offset)}fd`); // REVERT
        for (let topics = 0; topics <= 4; topics++)
          programs.push(
            `${'6011'.repeat(topics)}${p2(length)}${p2(offset)}${(0xa0 + topics).toString(16)}${returnAll}`,
          );
      }
    for (const offset of [0, 1, 33, 9_000]) {
      programs.push(`${p2(offset)}51${p2(0)}52${returnAll}`); // MLOAD
      programs.push(`60ab${p2(offset)}53${returnAll}`); // MSTORE8
    }
    for (const position of [0n, 1n, 6n, 7n, 31n, 32n, 1_000n, 1n << 255n])
      programs.push(`${p32(position)}35${p2(0)}52${returnAll}`); // CALLDATALOAD
    programs.push(`${p2(1)}${p2(0)}${p2(0)}3e${returnAll}`); // RETURNDATACOPY past the (empty) return data
    programs.push(`${p2(0)}${p2(0)}${p2(0)}3e${returnAll}`);
    for (const program of programs) {
      const code = Uint8Array.from(Buffer.from(program, 'hex'));
      const data = Uint8Array.from({ length: 40 }, (_, i) => (i * 53 + 7) & 0xff);
      for (const gasLimit of [1_000_000n, 300n]) {
        const expected = await original.runCode({ code, data, gasLimit });
        const got = await fast.runCode({ code, data, gasLimit });
        const summary = (r: typeof expected) => ({
          error: r.exceptionError?.error,
          gas: r.executionGasUsed,
          returned: Buffer.from(r.returnValue).toString('hex'),
          logs: r.logs?.map(([address, topics, logData]) => [address, topics, logData].map(String)),
        });
        expect({ program, gasLimit, ...summary(got) }).toEqual({ program, gasLimit, ...summary(expected) });
      }
    }
  });

  it('reads a word as @ethereumjs does, small and large, zero past the end', () => {
    const random = () => crypto.getRandomValues(new Uint8Array(40));
    const cases = [
      new Uint8Array(32),
      Uint8Array.of(...new Array(31).fill(0), 9),
      new Uint8Array(32).fill(0xff),
    ];
    for (let i = 0; i < 200; i++) {
      const bytes = random();
      // Leading zero bytes, as offsets and lengths have: every count from 0 to 32.
      bytes.fill(0, 0, i % 33);
      cases.push(bytes);
    }
    for (const bytes of cases)
      for (const at of [0, 3, 8, 20]) {
        const word = new Uint8Array(32);
        word.set(bytes.subarray(at, at + 32));
        expect(wordToBigInt(bytes, at)).toBe(bytesToBigInt(word));
        // A view into a larger buffer, as memory reads answer.
        const inside = new Uint8Array(bytes.length + 5);
        inside.set(bytes, 5);
        expect(wordToBigInt(inside.subarray(5), at)).toBe(bytesToBigInt(word));
      }
  });
});
