import { describe, expect, it } from '@jest/globals';
import { hexToBytes, type Hex } from 'viem';
import { satchelMinterDeployedBytecode } from '../../src/evm/artifacts/satchel-minter.js';
import { setJumpAnalysisCaching } from '../../src/evm/jump-analysis-cache.js';
import { CALLER, TOKEN, tokenCall, tokenVm } from './token-vm.js';

const calls: Hex[] = [
  tokenCall('balanceOf', [CALLER.toString()]),
  tokenCall('transfer', [TOKEN.toString(), 0n]),
  tokenCall('decimals'),
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
