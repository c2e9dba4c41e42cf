import { describe, expect, it } from '@jest/globals';
import { bytes32ToUuid, randomUuid, uuidToBigInt, uuidToBytes32 } from '../../src/crypto/index.js';
import { InvalidInputError } from '../../src/errors/index.js';
import { vectors } from '../protocol/vectors.js';

const EXAMPLE = '3f1c2e4d-5b6a-4c7d-8e9f-0a1b2c3d4e5f';
const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('uuid ↔ integer ↔ bytes32 (§1.3)', () => {
  it('converts the §1.3 example', () => {
    expect(uuidToBytes32(EXAMPLE)).toBe('0x000000000000000000000000000000003f1c2e4d5b6a4c7d8e9f0a1b2c3d4e5f');
    expect(uuidToBigInt(EXAMPLE)).toBe(83887687166190599988326398211032698463n);
    expect(bytes32ToUuid(uuidToBytes32(EXAMPLE))).toBe(EXAMPLE);
  });

  it.each(Object.keys(vectors.intents))('converts the %s operation UUID', (name) => {
    const intent = vectors.intents[name];
    expect(uuidToBytes32(intent.uuid)).toBe(intent.nonceBytes32);
    expect(uuidToBigInt(intent.uuid).toString()).toBe(intent.jobIdInteger);
    expect(bytes32ToUuid(intent.nonceBytes32)).toBe(intent.uuid);
  });

  it('lowercases an uppercase UUID and round-trips to lowercase', () => {
    const upper = EXAMPLE.toUpperCase();
    expect(uuidToBytes32(upper)).toBe(uuidToBytes32(EXAMPLE));
    expect(uuidToBigInt(upper)).toBe(uuidToBigInt(EXAMPLE));
    expect(bytes32ToUuid(uuidToBytes32(upper).toUpperCase().replace('0X', '0x'))).toBe(EXAMPLE);
  });

  it('handles the extremes: nil and max UUID', () => {
    const nil = '00000000-0000-0000-0000-000000000000';
    const max = 'ffffffff-ffff-ffff-ffff-ffffffffffff';
    expect(uuidToBigInt(nil)).toBe(0n);
    expect(uuidToBytes32(nil)).toBe(`0x${'0'.repeat(64)}`);
    expect(bytes32ToUuid(`0x${'0'.repeat(64)}`)).toBe(nil);
    expect(uuidToBigInt(max)).toBe(2n ** 128n - 1n);
    expect(bytes32ToUuid(`0x${'0'.repeat(32)}${'f'.repeat(32)}`)).toBe(max);
  });

  it('accepts any UUID version, not only v4', () => {
    const v1 = 'c232ab00-9414-11ec-b3c8-9f6bdeced846';
    expect(bytes32ToUuid(uuidToBytes32(v1))).toBe(v1);
  });

  it.each([
    ['empty', ''],
    ['no dashes', '3f1c2e4d5b6a4c7d8e9f0a1b2c3d4e5f'],
    ['misplaced dashes', '3f1c2e4d5-b6a-4c7d-8e9f-0a1b2c3d4e5f'],
    ['non-hex', '3f1c2e4d-5b6a-4c7d-8e9f-0a1b2c3d4e5g'],
    ['too long', `${EXAMPLE}0`],
    ['braces', `{${EXAMPLE}}`],
  ])('rejects a UUID that is %s', (_label, uuid) => {
    expect(() => uuidToBytes32(uuid)).toThrow(InvalidInputError);
    expect(() => uuidToBigInt(uuid)).toThrow(InvalidInputError);
  });

  it('rejects a bytes32 whose high 16 bytes are not zero', () => {
    expect(() => bytes32ToUuid(`0x${'0'.repeat(31)}1${'a'.repeat(32)}`)).toThrow('Invalid bytes32 UUID');
    expect(() => bytes32ToUuid(`0x1${'0'.repeat(63)}`)).toThrow(InvalidInputError);
  });

  it.each([
    ['short', `0x${'0'.repeat(62)}`],
    ['long', `0x${'0'.repeat(66)}`],
    ['no 0x', '0'.repeat(64)],
    ['non-hex', `0x${'0'.repeat(32)}${'x'.repeat(32)}`],
  ])('rejects a bytes32 that is %s', (_label, value) => {
    expect(() => bytes32ToUuid(value)).toThrow(InvalidInputError);
  });
});

describe('randomUuid', () => {
  it('returns distinct lowercase v4 UUIDs', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const uuid = randomUuid();
      expect(uuid).toMatch(V4);
      seen.add(uuid);
    }
    expect(seen.size).toBe(200);
  });

  it('falls back to getRandomValues when randomUUID is missing', () => {
    const original = globalThis.crypto.randomUUID;
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const a = randomUuid();
      const b = randomUuid();
      expect(a).toMatch(V4);
      expect(b).toMatch(V4);
      expect(a).not.toBe(b);
    } finally {
      Object.defineProperty(globalThis.crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
