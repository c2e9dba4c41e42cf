import { describe, expect, it, jest } from '@jest/globals';
import { loadNativeAddons, nativeAddons } from '../../src/crypto/native-addons.js';
import { secp256k1 as noble } from '../../src/crypto/secp256k1.js';
import { secp256k1 as inNode } from '../../src/crypto/secp256k1-native.js';
import { keccak256Bytes as nobleKeccak } from '../../src/crypto/keccak256.js';
import { keccak256Bytes as nodeKeccak } from '../../src/crypto/keccak256-native.js';

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
