import { describe, expect, it } from '@jest/globals';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, randomBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { keccak256Bytes } from '../../src/crypto/index.js';

describe('keccak256Bytes', () => {
  it('hashes the empty input to the known constant', () => {
    expect(bytesToHex(keccak256Bytes(new Uint8Array()))).toBe(
      'c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470',
    );
    expect(bytesToHex(keccak256Bytes(utf8ToBytes('satchel:demo-client')))).toBe(
      '803c366e5ab6c6cc39a87ecbf26784daad4e754f122831d60e823b05772def74',
    );
  });

  it('equals @noble/hashes keccak_256 for every length up to four blocks and around block boundaries', () => {
    for (let length = 0; length <= 4 * 136 + 1; length++) {
      const data = randomBytes(length);
      expect(bytesToHex(keccak256Bytes(data))).toBe(bytesToHex(keccak_256(data)));
    }
    for (const length of [1215, 1216, 1224, 4096, 10_000]) {
      const data = randomBytes(length);
      expect(bytesToHex(keccak256Bytes(data))).toBe(bytesToHex(keccak_256(data)));
    }
  });

  it('reads a subarray view at its own offset', () => {
    const buffer = randomBytes(300);
    const view = buffer.subarray(17, 217);
    expect(bytesToHex(keccak256Bytes(view))).toBe(bytesToHex(keccak_256(view.slice())));
  });
});
