import { describe, expect, it, jest } from '@jest/globals';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { loadNativeCrypto, nativeCrypto } from '../../src/crypto/native-crypto.js';
import { curve, curves, N, rememberingRecoveries, type Curve } from '../../src/crypto/secp256k1.js';

// `npm test` runs the crypto tests twice: as they load here (native), and with SATCHEL_NATIVE_CRYPTO=0 (noble).
const forcedOff = process.env.SATCHEL_NATIVE_CRYPTO === '0';
const scalar = (value: bigint) => Uint8Array.from(Buffer.from(value.toString(16).padStart(64, '0'), 'hex'));
const randomDigest = () => crypto.getRandomValues(new Uint8Array(32));
const keys = Array.from({ length: 4 }, () => secp256k1.utils.randomSecretKey());

/** A 64-byte r ‖ s with one part rewritten. */
function tamper(
  signature: Uint8Array,
  part: 'highS' | 'r' | 'zeroR' | 'zeroS' | 'sIsN' | 'rIsN',
): Uint8Array {
  const out = signature.slice();
  const s = BigInt(`0x${Buffer.from(signature.subarray(32)).toString('hex')}`);
  if (part === 'highS') out.set(scalar(N - s), 32);
  if (part === 'r') out[5] ^= 0x40;
  if (part === 'zeroR') out.set(scalar(0n), 0);
  if (part === 'zeroS') out.set(scalar(0n), 32);
  if (part === 'sIsN') out.set(scalar(N), 32);
  if (part === 'rIsN') out.set(scalar(N), 0);
  return out;
}

describe('the platform curve', () => {
  it('is libsecp256k1 and the native Keccak here, noble with SATCHEL_NATIVE_CRYPTO=0', () => {
    expect(nativeCrypto === undefined).toBe(forcedOff);
    const chosen = forcedOff ? curves.noble : curves.native;
    for (const method of ['sign', 'uncompressed', 'getPublicKey', 'keccak256'] as const)
      expect(curve[method]).toBe(chosen?.[method]);
  });

  it('recovers a signature it recovered before from memory, as a copy, and nothing else changes', () => {
    const base = forcedOff ? curves.noble : curves.native!;
    const recover = jest.fn(base.recover);
    const remembering = rememberingRecoveries({ ...base, recover } as Curve);
    const digest = randomDigest();
    const { signature, recovery } = base.sign(digest, keys[0]);
    const publicKey = secp256k1.getPublicKey(keys[0], false);
    const first = remembering.recover(signature, recovery, digest)!;
    first.fill(0); // a caller writing into its answer
    expect(remembering.recover(signature, recovery, digest)).toEqual(publicKey);
    expect(remembering.recover(tamper(signature, 'zeroR'), recovery, digest)).toBeUndefined();
    expect(remembering.recover(tamper(signature, 'zeroR'), recovery, digest)).toBeUndefined();
    expect(recover).toHaveBeenCalledTimes(2);
    // Another recovery id, digest or signature is another input.
    expect(remembering.recover(signature, 1 - recovery, digest)).toEqual(
      base.recover(signature, 1 - recovery, digest),
    );
    expect(remembering.recover(signature, recovery, randomDigest())).not.toEqual(publicKey);
    expect(recover).toHaveBeenCalledTimes(4);
  });

  it('signs as @noble/curves (RFC 6979, low s), digests ≥ n included', () => {
    const digests = [...Array.from({ length: 40 }, randomDigest), scalar(0n), scalar(N - 1n), scalar(N)];
    for (const digest of [...digests, scalar(N + 9n), scalar(2n ** 256n - 1n)])
      for (const key of keys) {
        const reference = secp256k1.sign(digest, key, { prehash: false, format: 'recovered' });
        const { signature, recovery } = curve.sign(digest, key);
        expect([recovery, ...signature]).toEqual([...reference]);
      }
  });

  it('recovers what noble recovers, high s included, and nothing where noble finds nothing', () => {
    for (const key of keys) {
      const digest = randomDigest();
      const signed = curve.sign(digest, key);
      const publicKey = secp256k1.getPublicKey(key, false);
      expect(curve.recover(signed.signature, signed.recovery, digest)).toEqual(publicKey);
      for (const part of ['highS', 'r', 'zeroR', 'zeroS', 'sIsN', 'rIsN'] as const)
        for (const recovery of [0, 1]) {
          const signature = tamper(signed.signature, part);
          expect(curve.recover(signature, recovery, digest)).toEqual(
            curves.noble.recover(signature, recovery, digest),
          );
        }
      expect(curve.recover(signed.signature, signed.recovery, digest.subarray(1))).toBeUndefined();
    }
  });

  it('decodes exactly the keys noble decodes (02, 03, 04 on the curve; not the hybrid 06/07 forms)', () => {
    const publicKey = secp256k1.getPublicKey(keys[0], false);
    const compressed = secp256k1.getPublicKey(keys[0], true);
    const hybrid = publicKey.slice();
    hybrid[0] = 6 + (publicKey[64] & 1);
    const offCurve = publicKey.slice();
    offCurve[64] ^= 1;
    for (const key of [
      publicKey,
      compressed,
      hybrid,
      offCurve,
      new Uint8Array(65),
      compressed.subarray(0, 32),
    ])
      expect(curve.uncompressed(key)).toEqual(curves.noble.uncompressed(key));
    expect(curve.uncompressed(compressed)).toEqual(publicKey);
    expect(curve.uncompressed(hybrid)).toBeUndefined();
    expect(curve.getPublicKey(keys[1], true)).toEqual(secp256k1.getPublicKey(keys[1], true));
    expect(curve.getPublicKey(keys[1], false)).toEqual(secp256k1.getPublicKey(keys[1], false));
  });

  it('hashes as noble for every length around the 136-byte block', () => {
    const buffer = crypto.getRandomValues(new Uint8Array(600));
    for (let length = 0; length <= 300; length++) {
      const data = buffer.subarray(length % 5, (length % 5) + length);
      expect(curve.keccak256(data)).toEqual(keccak_256(data));
    }
    // The native hash reuses one Keccak state: a digest is the caller's own, not overwritten by the next hash.
    const first = curve.keccak256(buffer.subarray(0, 40));
    const copy = first.slice();
    curve.keccak256(buffer.subarray(40, 400));
    expect(first).toEqual(copy);
  });
});

describe('a native addon that cannot load', () => {
  it('leaves the platform on noble with one warning naming the cause; SATCHEL_NATIVE_CRYPTO=0 without one', () => {
    const emitWarning = jest.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    try {
      const load = () => {
        throw new Error("Cannot find module 'secp256k1/bindings'\nRequire stack: …");
      };
      expect(loadNativeCrypto(load, {})).toBeUndefined();
      expect(loadNativeCrypto(load, { SATCHEL_NATIVE_CRYPTO: '0' })).toBeUndefined();
      expect(emitWarning).toHaveBeenCalledTimes(1);
      expect(String(emitWarning.mock.calls[0]?.[0])).toBe(
        "@satchel/platform: native secp256k1/keccak unavailable (Cannot find module 'secp256k1/bindings'); using @noble (same results, slower)",
      );
    } finally {
      emitWarning.mockRestore();
    }
  });
});
