import { describe, expect, it } from '@jest/globals';
import { createAddressFromString, hexToBytes } from '@ethereumjs/util';
import { encodeFunctionData, type Hex } from 'viem';
import { satchelTokenAbi, satchelTokenDeployedBytecode } from '../../src/evm/artifacts/satchel-token.js';
import { satchelMinterDeployedBytecode } from '../../src/evm/artifacts/satchel-minter.js';
import { chainCommon } from '../../src/evm/chain-common.js';
import { createChainVm } from '../../src/evm/chain-vm.js';
import { setJumpAnalysisCaching } from '../../src/evm/jump-analysis-cache.js';
import { emptyLayer, LayeredState } from '../../src/evm/layered-state.js';

const TOKEN = createAddressFromString('0x00000000000000000000000000000000000070c1');
const CALLER = createAddressFromString('0x00000000000000000000000000000000000ca11e');

async function tokenVm() {
  const state = new LayeredState(emptyLayer());
  state.beginLayer();
  const vm = await createChainVm(chainCommon(84532), state);
  await state.putCode(TOKEN, hexToBytes(satchelTokenDeployedBytecode));
  const call = async (data: Hex) => {
    const { execResult } = await vm.evm.runCall({
      caller: CALLER,
      to: TOKEN,
      data: hexToBytes(data),
      gasLimit: 1_000_000n,
    });
    return {
      error: execResult.exceptionError?.error,
      gas: execResult.executionGasUsed,
      returned: execResult.returnValue,
      logs: execResult.logs,
    };
  };
  return { state, call };
}

const calls: Hex[] = [
  encodeFunctionData({ abi: satchelTokenAbi, functionName: 'balanceOf', args: [CALLER.toString()] }),
  encodeFunctionData({ abi: satchelTokenAbi, functionName: 'transfer', args: [TOKEN.toString(), 0n] }),
  encodeFunctionData({ abi: satchelTokenAbi, functionName: 'decimals' }),
  '0xdeadbeef',
];

describe('the jump analysis kept per code (evm/jump-analysis-cache.ts)', () => {
  it('gives every call the answer of @ethereumjs analysing each frame afresh, again and again', async () => {
    const cached = await tokenVm();
    const fresh = await tokenVm();
    for (let round = 0; round < 3; round++) {
      for (const data of calls) {
        setJumpAnalysisCaching(false);
        const expected = await fresh.call(data);
        setJumpAnalysisCaching(true);
        expect(await cached.call(data)).toEqual(expected);
      }
    }
    // Each call above ran: balanceOf answers, the bad selector reverts (the analysis found its jump targets).
    expect((await cached.call(calls[0])).error).toBeUndefined();
    expect((await cached.call(calls[3])).error).toBe('revert');
  });

  it('analyses new code at an address afresh (another code array is another entry)', async () => {
    const vm = await tokenVm();
    const before = await vm.call(calls[2]);
    expect(before.error).toBeUndefined();
    // Other code at the same address: the token's selectors are not the minter's, so its dispatcher reverts.
    await vm.state.putCode(TOKEN, hexToBytes(satchelMinterDeployedBytecode));
    setJumpAnalysisCaching(false);
    const expected = await vm.call(calls[2]);
    setJumpAnalysisCaching(true);
    const after = await vm.call(calls[2]);
    expect(after).toEqual(expected);
    expect(after.error).toBe('revert');
  });
});
