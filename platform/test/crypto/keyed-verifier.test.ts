import { describe, expect, it } from '@jest/globals';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { createKeyedVerifier } from '../../src/crypto/keyed-verifier.js';

const N = secp256k1.Point.CURVE().n;
const nobleOptions = { prehash: false, format: 'recovered', lowS: true } as const;
const keys = Array.from({ length: 3 }, () => secp256k1.utils.randomSecretKey());
const publicKeys = keys.map((k) => secp256k1.getPublicKey(k, false));
const sign = (digest: Uint8Array, key: Uint8Array) =>
  secp256k1.sign(digest, key, { prehash: false, format: 'recovered' });
const randomDigest = () => crypto.getRandomValues(new Uint8Array(32));

/** A recovered-format signature with one part rewritten. */
function tamper(sig: Uint8Array, part: 'recovery' | 'highS' | 'r' | 'zeroS' | 'sIsN'): Uint8Array {
  const out = sig.slice();
  const s = BigInt(`0x${Buffer.from(sig.subarray(33)).toString('hex')}`);
  const setS = (value: bigint) => out.set(Buffer.from(value.toString(16).padStart(64, '0'), 'hex'), 33);
  if (part === 'recovery') out[0] ^= 1;
  if (part === 'highS') setS(N - s);
  if (part === 'r') out[5] ^= 0x40;
  if (part === 'zeroS') setS(0n);
  if (part === 'sIsN') setS(N);
  return out;
}

describe('createKeyedVerifier', () => {
  it("answers exactly as noble's verify, before and after a key gets its own table, across evictions", () => {
    // Tiny limits so the run crosses every path: cold keys, a hot key with its table, hot-set and key-cache evictions.
    const verify = createKeyedVerifier(secp256k1, { maxKeys: 2, hotAfter: 3, maxHot: 1 });
    let accepted = 0;
    for (let i = 0; i < 30; i++) {
      const signer = i % 3;
      const digest = randomDigest();
      const sig = sign(digest, keys[signer]);
      const cases: [Uint8Array, Uint8Array, Uint8Array][] = [
        [sig, digest, publicKeys[signer]],
        [sig, digest, publicKeys[(signer + 1) % 3]],
        [sig, randomDigest(), publicKeys[signer]],
        ...(['recovery', 'highS', 'r', 'zeroS', 'sIsN'] as const).map(
          (part): [Uint8Array, Uint8Array, Uint8Array] => [tamper(sig, part), digest, publicKeys[signer]],
        ),
      ];
      for (const [s, d, k] of cases) {
        const expected = secp256k1.verify(s, d, k, nobleOptions);
        expect(verify(s, d, k)).toBe(expected);
        if (expected) accepted++;
      }
    }
    expect(accepted).toBe(30);
  });

  it('a hot key keeps verifying with its own table', () => {
    const verify = createKeyedVerifier(secp256k1, { hotAfter: 2 });
    for (let i = 0; i < 6; i++) {
      const digest = randomDigest();
      const sig = sign(digest, keys[0]);
      expect(verify(sig, digest, publicKeys[0])).toBe(true);
      expect(verify(tamper(sig, 'recovery'), digest, publicKeys[0])).toBe(false);
    }
  });

  it('rejects malformed lengths and keys off the curve without throwing', () => {
    const verify = createKeyedVerifier(secp256k1);
    const digest = new Uint8Array(32).fill(7);
    const sig = sign(digest, keys[0]);
    expect(verify(sig, digest, publicKeys[0])).toBe(true);
    expect(verify(sig.subarray(0, 64), digest, publicKeys[0])).toBe(false);
    expect(verify(sig, digest.subarray(0, 31), publicKeys[0])).toBe(false);
    const offCurve = publicKeys[0].slice();
    offCurve[64] ^= 1;
    expect(verify(sig, digest, offCurve)).toBe(false);
    expect(verify(sig, digest, new Uint8Array(65))).toBe(false);
  });
});
