import { describe, expect, it } from '@jest/globals';
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, randomBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { hmacSha256 } from '../../src/crypto/hmac-sha256.js';

describe('hmacSha256', () => {
  it('gives the RFC 4231 values (short key, text key, key longer than the block)', () => {
    const hex = (key: Uint8Array, text: string) => bytesToHex(hmacSha256(key, utf8ToBytes(text)));
    expect(hex(new Uint8Array(20).fill(0x0b), 'Hi There')).toBe(
      'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
    );
    expect(hex(utf8ToBytes('Jefe'), 'what do ya want for nothing?')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
    expect(
      hex(new Uint8Array(131).fill(0xaa), 'Test Using Larger Than Block-Size Key - Hash Key First'),
    ).toBe('60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54');
  });

  it('equals @noble/hashes hmac for keys and messages of every length around the block size', () => {
    for (const keyLength of [0, 1, 32, 63, 64, 65, 200]) {
      for (const messageLength of [0, 1, 33, 64, 97, 300]) {
        const key = randomBytes(keyLength);
        const message = randomBytes(messageLength);
        expect(bytesToHex(hmacSha256(key, message))).toBe(bytesToHex(hmac(sha256, key, message)));
      }
    }
  });

  it('leaves its inputs unchanged', () => {
    const key = new Uint8Array(32).fill(7);
    const message = new Uint8Array(10).fill(9);
    hmacSha256(key, message);
    expect(key.every((b) => b === 7) && message.every((b) => b === 9)).toBe(true);
  });
});
