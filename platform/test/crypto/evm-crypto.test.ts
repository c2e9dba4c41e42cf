import { describe, expect, it } from '@jest/globals';
import { ecrecover } from '@ethereumjs/util';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { evmCrypto } from '../../src/crypto/evm-crypto.js';

const N = secp256k1.Point.CURVE().n;
const scalar = (value: bigint) => Uint8Array.from(Buffer.from(value.toString(16).padStart(64, '0'), 'hex'));

/** @ethereumjs/util's answer, or the fact that it throws. */
const outcome = (recover: () => Uint8Array) => {
  try {
    return recover();
  } catch {
    return 'throws';
  }
};

describe("the EVMs' customCrypto", () => {
  it('ecrecover answers as @ethereumjs/util for every v rule, range and s', () => {
    let recovered = 0;
    for (let i = 0; i < 12; i++) {
      const key = secp256k1.utils.randomSecretKey();
      const digest = crypto.getRandomValues(new Uint8Array(32));
      const sig = secp256k1.sign(digest, key, { prehash: false, format: 'recovered' });
      const [r, s] = [sig.slice(1, 33), sig.slice(33)];
      const highS = scalar(N - BigInt(`0x${Buffer.from(s).toString('hex')}`));
      const recovery = BigInt(sig[0]);
      const cases: [bigint, Uint8Array, Uint8Array, bigint?][] = [
        [27n + recovery, r, s],
        [28n - recovery, r, s],
        [recovery, r, s],
        [29n, r, s],
        [35n + 2n * 84532n + recovery, r, s, 84532n],
        [27n + (1n - recovery), r, highS],
        [27n + recovery, scalar(0n), s],
        [27n + recovery, scalar(N), s],
        [27n + recovery, r, scalar(N + 1n)],
        [27n + recovery, r.subarray(1), s],
      ];
      for (const [v, rr, ss, chainId] of cases) {
        const expected = outcome(() => ecrecover(digest, v, rr, ss, chainId));
        expect(outcome(() => evmCrypto.ecrecover!(digest, v, rr, ss, chainId))).toEqual(expected);
        if (expected !== 'throws') recovered++;
      }
    }
    expect(recovered).toBeGreaterThanOrEqual(36);
  });

  it("keccak256 hashes as noble's keccak_256 (@ethereumjs' default)", () => {
    for (const length of [0, 1, 32, 135, 136, 137, 1000]) {
      const data = crypto.getRandomValues(new Uint8Array(length));
      expect(evmCrypto.keccak256!(data)).toEqual(keccak_256(data));
    }
  });
});
