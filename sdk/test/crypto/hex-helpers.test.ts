import { describe, expect, it } from '@jest/globals';
import { concat, numberToHex as viemNumberToHex, stringToHex } from 'viem';
import { concatHex } from '../../src/crypto/concat-hex.js';
import { InvalidInputError } from '../../src/errors/index.js';
import { numberToHex } from '../../src/crypto/number-to-hex.js';
import { utf8ToHex } from '../../src/crypto/utf8-to-hex.js';
import { seededRandom } from '../protocol/random.js';

describe('hex helpers against viem', () => {
  it('numberToHex: minimal and sized, on random values at every width', () => {
    const random = seededRandom(16);
    for (let i = 0; i < 500; i++) {
      const size = 1 + random.int(32);
      const value = random.uint(size * 8);
      expect(numberToHex(value, size)).toBe(viemNumberToHex(value, { size }));
      expect(numberToHex(value)).toBe(viemNumberToHex(value));
      if (value <= BigInt(Number.MAX_SAFE_INTEGER))
        expect(numberToHex(Number(value))).toBe(viemNumberToHex(Number(value)));
    }
    expect(numberToHex(0)).toBe('0x0');
    expect(numberToHex(0n, 16)).toBe(`0x${'0'.repeat(32)}`);
  });

  it.each<[string, number | bigint, number | undefined]>([
    ['a negative number', -1, undefined],
    ['a negative bigint', -1n, 32],
    ['a fraction', 1.5, undefined],
    ['an unsafe number', 2 ** 53, undefined],
    ['a value wider than its size', 256, 1],
    ['2^128 in 16 bytes', 2n ** 128n, 16],
  ])('numberToHex rejects %s', (_label, value, size) => {
    expect(() => numberToHex(value, size)).toThrow(InvalidInputError);
  });

  it('numberToHex rejects text', () => {
    expect(() => numberToHex('5' as never)).toThrow(InvalidInputError);
  });

  it('concatHex joins in order, empty parts included', () => {
    const parts = ['0x01', '0x', '0xabCD', '0x8dd7712f'] as const;
    expect(concatHex(parts)).toBe(concat([...parts]));
    expect(concatHex([])).toBe('0x');
  });

  it('utf8ToHex equals stringToHex on random multi-byte text', () => {
    const random = seededRandom(8);
    for (let i = 0; i < 200; i++) {
      const text = random.text(40);
      expect(utf8ToHex(text)).toBe(stringToHex(text));
    }
    expect(utf8ToHex('')).toBe('0x');
  });
});
