import { describe, expect, it } from '@jest/globals';
import { base58Decode, base58Encode, isSolanaAddress } from '../src/index.js';

describe('base58 (Bitcoin alphabet) and Solana public keys', () => {
  it('encodes the known values and decodes them back, leading zero bytes as 1s', () => {
    const cases: [number[], string][] = [
      [[], ''],
      [[0], '1'],
      [[0, 0, 1], '112'],
      [[0xff], '5Q'],
      [[...new TextEncoder().encode('hello world')], 'StV1DL6CwTryKyV'],
      [Array(32).fill(0), '1'.repeat(32)],
    ];
    for (const [bytes, text] of cases) {
      expect(base58Encode(Uint8Array.from(bytes))).toBe(text);
      expect([...base58Decode(text)!]).toEqual(bytes);
    }
    for (let n = 0; n < 50; n++) {
      const bytes = Uint8Array.from({ length: 32 }, (_, i) => (i * 37 + n * 101) % 256);
      expect(base58Decode(base58Encode(bytes))).toEqual(bytes);
    }
  });

  it('refuses characters outside the alphabet (0, O, I, l)', () => {
    for (const text of ['0', 'O', 'I', 'l', 'abc!']) expect(base58Decode(text)).toBeUndefined();
  });

  it('admits exactly 32-byte keys as Solana addresses', () => {
    expect(isSolanaAddress('11111111111111111111111111111111')).toBe(true);
    expect(isSolanaAddress('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr')).toBe(true);
    expect(isSolanaAddress('1'.repeat(31))).toBe(false);
    expect(isSolanaAddress(base58Encode(new Uint8Array(33).fill(9)))).toBe(false);
    expect(isSolanaAddress(`${'z'.repeat(44)}`)).toBe(false);
    expect(isSolanaAddress('z'.repeat(45))).toBe(false);
    expect(isSolanaAddress(42)).toBe(false);
  });
});
