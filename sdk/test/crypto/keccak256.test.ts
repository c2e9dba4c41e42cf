import { describe, expect, it } from '@jest/globals';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { fromHex, keccak256Bytes } from '../../src/crypto/index.js';
import { keccak256Bytes as noble } from '../../src/crypto/keccak256.js';
import { vectors } from '../protocol/vectors.js';

// keccak256Bytes is the `keccak` package's native sponge in Node (noble's keccak_256 where it cannot load, and in
// browsers): these are known Ethereum values, not a comparison with itself.
describe('keccak256Bytes', () => {
  it('hashes the empty input and short texts to their known values', () => {
    expect(bytesToHex(keccak256Bytes(new Uint8Array()))).toBe(
      'c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470',
    );
    expect(bytesToHex(keccak256Bytes(utf8ToBytes('abc')))).toBe(
      '4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45',
    );
    expect(bytesToHex(keccak256Bytes(utf8ToBytes('satchel:demo-client')))).toBe(
      '803c366e5ab6c6cc39a87ecbf26784daad4e754f122831d60e823b05772def74',
    );
  });

  it.each(Object.entries(vectors.intents as Record<string, { callData: string; callDataKeccak: string }>))(
    'hashes the %s vector callData (several 136-byte blocks) to its recorded keccak',
    (_name, intent) => {
      expect(`0x${bytesToHex(keccak256Bytes(fromHex(intent.callData)))}`).toBe(intent.callDataKeccak);
    },
  );

  it('reads a subarray view at its own offset', () => {
    const buffer = utf8ToBytes('..abc..');
    expect(bytesToHex(keccak256Bytes(buffer.subarray(2, 5)))).toBe(
      '4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45',
    );
  });

  it('equals noble for every length around the 136-byte block, and for views into a larger buffer', () => {
    const buffer = crypto.getRandomValues(new Uint8Array(700));
    for (let length = 0; length <= 410; length++) {
      const data = buffer.subarray(length % 7, (length % 7) + length);
      expect(keccak256Bytes(data)).toEqual(noble(data));
    }
  });

  it('returns a plain 32-byte Uint8Array of its own', () => {
    const digest = keccak256Bytes(utf8ToBytes('abc'));
    expect(digest).toHaveLength(32);
    expect(digest.byteLength).toBe(32);
  });
});
