import { describe, expect, it, jest } from '@jest/globals';
import { loadNativeAddons, nativeAddons } from '../../src/crypto/native-addons.js';
import { secp256k1 as noble } from '../../src/crypto/secp256k1.js';
import { secp256k1 as inNode } from '../../src/crypto/secp256k1-native.js';
import { keccak256Bytes as nobleKeccak } from '../../src/crypto/keccak256.js';
import { keccak256Bytes as nodeKeccak, keccakOf } from '../../src/crypto/keccak256-native.js';

// `npm test` runs the crypto tests twice: once as they load here (native), once with SATCHEL_NATIVE_CRYPTO=0 (noble).
const forcedOff = process.env.SATCHEL_NATIVE_CRYPTO === '0';

describe('the native crypto addons', () => {
  it('load on this machine unless SATCHEL_NATIVE_CRYPTO=0 turns them off, and pick the backend', () => {
    expect(nativeAddons === undefined).toBe(forcedOff);
    expect(inNode === noble).toBe(forcedOff);
    expect(nodeKeccak === nobleKeccak).toBe(forcedOff);
  });

  it('fall back with one warning that names the cause when an addon cannot load, never a crash', () => {
    const emitWarning = jest.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    try {
      const load = (id: string) => {
        if (id === 'keccak/bindings') throw new Error('No native build was found for platform=linux\nmore');
        return {};
      };
      expect(loadNativeAddons(load, {})).toBeUndefined();
      expect(emitWarning).toHaveBeenCalledTimes(1);
      expect(String(emitWarning.mock.calls[0]?.[0])).toBe(
        '@satchel/sdk: native secp256k1/keccak unavailable (No native build was found for platform=linux); using @noble (same results, slower)',
      );
    } finally {
      emitWarning.mockRestore();
    }
  });

  it('are not loaded at all, silently, with SATCHEL_NATIVE_CRYPTO=0', () => {
    const emitWarning = jest.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    const load = jest.fn(() => ({}));
    try {
      expect(loadNativeAddons(load, { SATCHEL_NATIVE_CRYPTO: '0' })).toBeUndefined();
      expect(load).not.toHaveBeenCalled();
      expect(emitWarning).not.toHaveBeenCalled();
    } finally {
      emitWarning.mockRestore();
    }
  });
});

describe('Keccak-256 over the native addon (keccakOf)', () => {
  const inputs = [0, 1, 32, 135, 136, 137, 272, 1000].map((n) =>
    Uint8Array.from({ length: n }, (_, i) => (i * 7 + n) & 255),
  );

  it('gives noble’s digest for every length around the rate, one call after another, views included', () => {
    if (forcedOff) return expect(nodeKeccak).toBe(nobleKeccak);
    for (const input of [...inputs, ...[...inputs].reverse()])
      expect(nodeKeccak(input)).toEqual(nobleKeccak(input));
    const backing = Uint8Array.from({ length: 300 }, (_, i) => i & 255);
    const view = backing.subarray(17, 17 + 150);
    expect(nodeKeccak(view)).toEqual(nobleKeccak(view.slice()));
    expect(nodeKeccak(new Uint8Array(0))).toEqual(nobleKeccak(new Uint8Array(0)));
  });

  it('takes the package’s hash objects where their sponge is not found, with the same digests', () => {
    const real = loadNativeAddons();
    if (!real) return expect(forcedOff).toBe(true);
    const made: string[] = [];
    // The package's API without `_state` (another major version): each hash goes through its own object.
    const withoutSponge = ((algorithm: 'keccak256') => {
      made.push(algorithm);
      const hash = real.keccak(algorithm);
      return { update: (data: Uint8Array) => ({ digest: () => hash.update(data).digest() }) };
    }) as typeof real.keccak;
    const keccak = keccakOf(withoutSponge);
    for (const input of inputs) expect(keccak(input)).toEqual(nobleKeccak(input));
    expect(made).toHaveLength(1 + inputs.length);
    const fast = keccakOf(real.keccak);
    for (const input of inputs) expect(fast(input)).toEqual(nobleKeccak(input));
  });
});
