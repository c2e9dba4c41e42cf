import { describe, expect, it } from '@jest/globals';
import { createBlock } from '@ethereumjs/block';
import { Common } from '@ethereumjs/common';
import { createLegacyTx } from '@ethereumjs/tx';
import { chainCommon, NO_PARAMS } from '../../src/evm/chain-common.js';
import { evmCommon } from '../../src/crypto/evm-crypto.js';

const header = {
  number: 7n,
  timestamp: 1_700_000_000n,
  gasLimit: 30_000_000n,
  baseFeePerGas: 1_000_000_000n,
};
const txData = {
  nonce: 3n,
  gasPrice: 2_000_000_000n,
  gasLimit: 100_000n,
  to: `0x${'11'.repeat(20)}` as `0x${string}`,
  data: '0x1234' as `0x${string}`,
};

describe("an in-process network's Common (evm/chain-common.ts)", () => {
  it('builds blocks and transactions with NO_PARAMS exactly as @ethereumjs with its own parameters', () => {
    const common = chainCommon(84532);
    const plain = evmCommon(84532);
    const fast = createBlock({ header }, { common, params: NO_PARAMS });
    const slow = createBlock({ header }, { common: plain });
    expect(fast.header.hash()).toEqual(slow.header.hash());
    expect(fast.header.calcNextBaseFee()).toBe(slow.header.calcNextBaseFee());
    const tx = createLegacyTx(txData, { common, params: NO_PARAMS });
    const reference = createLegacyTx(txData, { common: plain });
    expect(tx.getIntrinsicGas()).toBe(reference.getIntrinsicGas());
    expect(tx.getHashedMessageToSign()).toEqual(reference.getHashedMessageToSign());
  });

  it('still merges real parameters, and answers isActivatedEIP as @ethereumjs', () => {
    const common = chainCommon(84532).copy();
    common.updateParams({ 1: { satchelProbeGas: 42 } });
    expect(common.param('satchelProbeGas')).toBe(42n);
    for (let eip = 0; eip < 8200; eip++) {
      expect(common.isActivatedEIP(eip)).toBe(Common.prototype.isActivatedEIP.call(common, eip));
    }
  });
});
