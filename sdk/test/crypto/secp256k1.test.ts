import { describe, expect, it } from '@jest/globals';
import { secp256k1 as curves } from '@noble/curves/secp256k1.js';
import { hashes } from '@noble/secp256k1';
import { signDigest } from '../../src/crypto/sign-digest.js';
import { secp256k1 } from '../../src/crypto/secp256k1.js';
import { secp256k1 as inNode } from '../../src/crypto/secp256k1-native.js';

const N = curves.Point.CURVE().n;
const scalarBytes = (value: bigint) =>
  Uint8Array.from(Buffer.from(value.toString(16).padStart(64, '0'), 'hex'));

// The SDK signs with @noble/secp256k1 in browsers and libsecp256k1 in Node (`#secp256k1`: secp256k1-native.ts, noble
// again where the addon cannot load); @noble/curves is the reference both must equal byte for byte.
// With SATCHEL_NATIVE_CRYPTO=0 the Node backend is noble's object itself: checked once.
describe.each([
  ['noble (browsers)', secp256k1],
  ...(inNode === secp256k1 ? [] : [['the Node backend', inNode] as const]),
])('secp256k1 %s', (_name, backend) => {
  it('signs exactly as @noble/curves, both wire formats, for random keys and digests', () => {
    for (let i = 0; i < 200; i++) {
      const key = curves.utils.randomSecretKey();
      const digest = crypto.getRandomValues(new Uint8Array(32));
      for (const format of ['recovered', 'compact'] as const)
        expect(backend.sign(digest, key, { prehash: false, format })).toEqual(
          curves.sign(digest, key, { prehash: false, format }),
        );
    }
  });

  it('signs the edge keys and digests (1, n − 1; digests 0, n − 1, n, n + 5 and all ones) exactly as @noble/curves', () => {
    for (const key of [scalarBytes(1n), scalarBytes(N - 1n), scalarBytes(N / 2n)])
      for (const digest of [0n, N - 1n, N, N + 5n, 2n ** 256n - 1n].map(scalarBytes))
        expect(backend.sign(digest, key, { prehash: false, format: 'recovered' })).toEqual(
          curves.sign(digest, key, { prehash: false, format: 'recovered' }),
        );
  });

  it('derives the same public keys, compressed and uncompressed', () => {
    for (let i = 0; i < 50; i++) {
      const key = backend.randomSecretKey();
      expect(backend.getPublicKey(key, false)).toEqual(curves.getPublicKey(key, false));
      expect(backend.getPublicKey(key, true)).toEqual(curves.getPublicKey(key, true));
      expect(backend.getPublicKey(key)).toEqual(curves.getPublicKey(key));
    }
  });
});

describe('secp256k1 (the SDK signer)', () => {
  it('gives the wire signature r ‖ s ‖ v (27/28) of @noble/curves', () => {
    for (let i = 0; i < 50; i++) {
      const key = curves.utils.randomSecretKey();
      const digest = crypto.getRandomValues(new Uint8Array(32));
      const wire = signDigest(digest, key);
      const reference = curves.sign(digest, key, { prehash: false, format: 'recovered' });
      expect(wire).toBe(
        `0x${Buffer.from(reference.subarray(1)).toString('hex')}${reference[0] ? '1c' : '1b'}`,
      );
    }
  });

  it('accepts exactly the scalars 1 … n − 1 as secret keys', () => {
    for (const [value, valid] of [
      [0n, false],
      [1n, true],
      [N - 1n, true],
      [N, false],
      [N + 1n, false],
    ] as const)
      expect(secp256k1.isValidSecretKey(scalarBytes(value))).toBe(valid);
    expect(secp256k1.isValidSecretKey(new Uint8Array(31).fill(1))).toBe(false);
  });

  it('draws a random key again until it is 1 … n − 1', () => {
    // A CSPRNG that first gives 0 and then n (both refused), then a valid key: the third draw is returned.
    const draws = [scalarBytes(0n), scalarBytes(N), scalarBytes(N - 1n)];
    const original = crypto.getRandomValues.bind(crypto);
    let calls = 0;
    const spy = (<T extends ArrayBufferView | null>(array: T): T => {
      const next = draws[calls++];
      if (next && array instanceof Uint8Array && array.length === 32) array.set(next);
      else original(array as never);
      return array;
    }) as typeof crypto.getRandomValues;
    Object.defineProperty(crypto, 'getRandomValues', { value: spy, configurable: true, writable: true });
    try {
      expect(secp256k1.randomSecretKey()).toEqual(scalarBytes(N - 1n));
      expect(calls).toBe(3);
    } finally {
      Object.defineProperty(crypto, 'getRandomValues', {
        value: original,
        configurable: true,
        writable: true,
      });
    }
  });

  it('installs the synchronous hashes it needs', () => {
    expect(typeof hashes.sha256).toBe('function');
    expect(typeof hashes.hmacSha256).toBe('function');
  });
});
