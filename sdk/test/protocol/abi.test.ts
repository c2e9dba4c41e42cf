import { describe, expect, it } from '@jest/globals';
import {
  encodeAbiParameters as viemEncodeAbiParameters,
  encodePacked as viemEncodePacked,
  getAddress,
  type AbiParameter as ViemAbiParameter,
} from 'viem';
import { InvalidInputError } from '../../src/errors/index.js';
import { encodeAbiParameters, type AbiParameter } from '../../src/protocol/abi/encode-abi-parameters.js';
import { encodePacked } from '../../src/protocol/abi/encode-packed.js';
import { JP_COMPONENTS } from '../../src/protocol/index.js';
import { seededRandom, type Random } from './random.js';

/** viem, the independent reference (a devDependency only). */
const reference = (params: readonly AbiParameter[], values: readonly unknown[]) =>
  viemEncodeAbiParameters(params as readonly ViemAbiParameter[], values as never);

/** Ours equals viem byte for byte (and as text: both keep the case of `bytes` input). */
function expectSame(params: readonly AbiParameter[], values: readonly unknown[]) {
  expect(encodeAbiParameters(params, values)).toBe(reference(params, values));
}

const ADDRESS = '0xcd2a3d9f938e13cd947ec05abc7fe734df8dd826';
const MAX_UINT256 = 2n ** 256n - 1n;
const LONG_TEXT = 'Grüße aus 中文 😀 — a string well over thirty-two bytes, with multi-byte UTF-8 in it';

describe('encodeAbiParameters against viem', () => {
  it.each<[string, AbiParameter[], unknown[]]>([
    ['address', [{ type: 'address' }], [ADDRESS]],
    ['bool', [{ type: 'bool' }, { type: 'bool' }], [true, false]],
    ['uint48 max and zero', [{ type: 'uint48' }, { type: 'uint48' }], [2 ** 48 - 1, 0]],
    ['uint256 max, as bigint', [{ type: 'uint256' }], [MAX_UINT256]],
    ['uint8 as number', [{ type: 'uint8' }], [255]],
    ['bytes32 and bytes4', [{ type: 'bytes32' }, { type: 'bytes4' }], [`0x${'ab'.repeat(32)}`, '0x8dd7712f']],
    ['bytes1', [{ type: 'bytes1' }], ['0xff']],
    ['empty bytes', [{ type: 'bytes' }], ['0x']],
    [
      'bytes of exactly 32 and 33',
      [{ type: 'bytes' }, { type: 'bytes' }],
      [`0x${'11'.repeat(32)}`, `0x${'22'.repeat(33)}`],
    ],
    ['mixed-case bytes (kept as given)', [{ type: 'bytes' }], ['0xAbCdEf']],
    ['empty string', [{ type: 'string' }], ['']],
    ['long multi-byte string', [{ type: 'string' }], [LONG_TEXT]],
    ['string of exactly 32 bytes', [{ type: 'string' }], ['x'.repeat(32)]],
    ['empty string[] and bytes[]', [{ type: 'string[]' }, { type: 'bytes[]' }], [[], []]],
    ['string[] with empty and long items', [{ type: 'string[]' }], [['', 'a', LONG_TEXT]]],
    ['bytes[]', [{ type: 'bytes[]' }], [['0x01', '0x', `0x${'ee'.repeat(40)}`]]],
    ['uint256[3] (static, in place)', [{ type: 'uint256[3]' }, { type: 'bool' }], [[1n, 2n, 3n], true]],
    ['string[2] (dynamic fixed array)', [{ type: 'string[2]' }], [['a', 'b']]],
    [
      'zero-length fixed arrays',
      [{ type: 'string[0]' }, { type: 'uint8[0]' }, { type: 'uint8' }],
      [[], [], 7],
    ],
    [
      'nested arrays',
      [{ type: 'uint8[2][]' }, { type: 'string[][2]' }],
      [
        [
          [1, 2],
          [3, 4],
        ],
        [['x'], []],
      ],
    ],
    [
      'static tuple',
      [
        {
          type: 'tuple',
          components: [
            { name: 'a', type: 'bool' },
            { name: 'b', type: 'bool' },
          ],
        },
      ],
      [{ a: true, b: false }],
    ],
    [
      'positional tuple',
      [{ type: 'tuple', components: [{ type: 'uint8' }, { type: 'string' }] }],
      [[1, 'one']],
    ],
    [
      'nested tuples with dynamic members',
      [
        {
          type: 'tuple',
          components: [
            { name: 'id', type: 'uint256' },
            {
              name: 'inner',
              type: 'tuple',
              components: [
                { name: 'label', type: 'string' },
                { name: 'blobs', type: 'bytes[]' },
              ],
            },
            { name: 'flag', type: 'bool' },
          ],
        },
      ],
      [{ id: 5n, inner: { label: LONG_TEXT, blobs: ['0x', '0x1234'] }, flag: true }],
    ],
  ])('%s', (_label, params, values) => expectSame(params, values));

  const gsn = (components: readonly AbiParameter[]): AbiParameter[] => [
    {
      type: 'tuple',
      components: [
        { name: 'isRequired', type: 'bool' },
        { name: 'requiredNetworks', type: 'string[]' },
        { name: 'tokens', type: 'tuple[]', components },
      ],
    },
  ];

  it.each(Object.keys(JP_COMPONENTS) as (keyof typeof JP_COMPONENTS)[])(
    'the %s JP tuple, and (bool, string[], JP[]) empty and filled',
    (intentType) => {
      const random = seededRandom(intentType.length);
      const components = JP_COMPONENTS[intentType];
      const jp = () => Object.fromEntries(components.map((c) => [c.name, randomValue(random, c, 0)]));
      expectSame([{ type: 'tuple', components }], [jp()]);
      expectSame(gsn(components), [{ isRequired: false, requiredNetworks: [], tokens: [] }]);
      expectSame(gsn(components), [
        { isRequired: true, requiredNetworks: ['eip155:1', LONG_TEXT], tokens: [jp(), jp()] },
      ]);
    },
  );

  it('matches viem on 600 random signatures (every type, nested tuples and arrays)', () => {
    const random = seededRandom(0x5eed);
    for (let i = 0; i < 600; i++) {
      const params = Array.from({ length: 1 + random.int(5) }, () => randomParam(random, 0));
      const values = params.map((param) => randomValue(random, param, 0));
      expectSame(params, values);
    }
  });

  it('lowercases addresses, whatever their case (compared case-insensitively, §1.1)', () => {
    const checksummed = getAddress(ADDRESS);
    const expected = reference([{ type: 'address' }], [ADDRESS]);
    expect(encodeAbiParameters([{ type: 'address' }], [checksummed])).toBe(expected);
    expect(encodeAbiParameters([{ type: 'address' }], [`0x${ADDRESS.slice(2).toUpperCase()}`])).toBe(
      expected,
    );
  });

  it.each<[string, AbiParameter[], unknown[]]>([
    ['a short address', [{ type: 'address' }], ['0x12']],
    ['a non-hex address', [{ type: 'address' }], [`0x${'g'.repeat(40)}`]],
    ['a bool given as a number', [{ type: 'bool' }], [1]],
    ['a uint48 over its maximum', [{ type: 'uint48' }], [2 ** 48]],
    ['a uint256 over its maximum', [{ type: 'uint256' }], [MAX_UINT256 + 1n]],
    ['a negative uint', [{ type: 'uint256' }], [-1n]],
    ['a fractional uint', [{ type: 'uint8' }], [1.5]],
    ['a uint given as text', [{ type: 'uint8' }], ['1']],
    ['bytes32 of 31 bytes', [{ type: 'bytes32' }], [`0x${'00'.repeat(31)}`]],
    ['bytes that are not hex', [{ type: 'bytes' }], ['0xzz']],
    ['bytes of odd length', [{ type: 'bytes' }], ['0x123']],
    ['a string given as a number', [{ type: 'string' }], [5]],
    ['an array given as an object', [{ type: 'string[]' }], [{}]],
    ['a fixed array of the wrong length', [{ type: 'uint8[2]' }], [[1]]],
    ['a null tuple', [{ type: 'tuple', components: [{ name: 'a', type: 'bool' }] }], [null]],
    ['a tuple missing a member', [{ type: 'tuple', components: [{ name: 'a', type: 'bool' }] }], [{}]],
    [
      'a positional tuple of the wrong length',
      [{ type: 'tuple', components: [{ type: 'bool' }] }],
      [[true, true]],
    ],
    ['an unsupported type', [{ type: 'int256' }], [1n]],
    ['an unknown type', [{ type: 'uint7' }], [1n]],
    ['fewer values than parameters', [{ type: 'bool' }, { type: 'bool' }], [true]],
  ])('rejects %s with InvalidInputError', (_label, params, values) => {
    expect(() => encodeAbiParameters(params, values)).toThrow(InvalidInputError);
  });

  it('names the expected type and the value in the error details', () => {
    expect(() => encodeAbiParameters([{ type: 'address' }], ['0x12'])).toThrow(
      expect.objectContaining({ message: 'Invalid ABI value', details: 'expected address, got "0x12"' }),
    );
  });
});

describe('encodePacked against viem', () => {
  it('the paymaster hash input (bytes32, address, uint48, uint48), random and at the edges', () => {
    const random = seededRandom(48);
    const types = ['bytes32', 'address', 'uint48', 'uint48'] as const;
    for (let i = 0; i < 200; i++) {
      const values = [
        `0x${random.hexDigits(32)}`,
        `0x${random.hexDigits(20)}`,
        Number(random.uint(48)),
        Number(random.uint(48)),
      ];
      expect(encodePacked(types, values)).toBe(viemEncodePacked(types, values as never));
    }
  });

  it('every supported elementary type', () => {
    const types = ['bool', 'uint8', 'uint256', 'bytes1', 'bytes', 'string', 'address'];
    const values = [true, 255, MAX_UINT256, '0x7f', '0xdeadbeef', LONG_TEXT, ADDRESS];
    expect(encodePacked(types, values)).toBe(viemEncodePacked(types, values as never));
    expect(encodePacked(['bytes', 'string'], ['0x', ''])).toBe('0x');
  });

  it('rejects values that do not fit', () => {
    expect(() => encodePacked(['uint48'], [2 ** 48])).toThrow(InvalidInputError);
    expect(() => encodePacked(['bytes32'], ['0x12'])).toThrow(InvalidInputError);
    expect(() => encodePacked(['address'], ['0x12'])).toThrow(InvalidInputError);
    expect(() => encodePacked(['uint8[]'], [[1]])).toThrow(InvalidInputError);
    expect(() => encodePacked(['bool'], [])).toThrow(InvalidInputError);
  });
});

const ELEMENTARY = ['address', 'bool', 'uint', 'bytesN', 'bytes', 'string'] as const;

/** A random parameter: an elementary type, a tuple, or an array of either (nested up to depth 3). */
function randomParam(random: Random, depth: number): AbiParameter {
  const kind = depth >= 3 ? random.int(6) : random.int(9);
  if (kind < 6) {
    const type = ELEMENTARY[kind]!;
    if (type === 'uint') return { type: `uint${8 * (1 + random.int(32))}` };
    if (type === 'bytesN') return { type: `bytes${1 + random.int(32)}` };
    return { type };
  }
  if (kind === 6) {
    const components = Array.from({ length: 1 + random.int(4) }, (_, i) => ({
      ...randomParam(random, depth + 1),
      name: `m${i}`,
    }));
    return { type: 'tuple', components };
  }
  const inner = randomParam(random, depth + 1);
  return { ...inner, type: `${inner.type}[${kind === 7 ? '' : random.int(4)}]` };
}

/** A random valid value of a parameter. */
function randomValue(random: Random, param: AbiParameter, depth: number): unknown {
  const { type } = param;
  const array = /^(.*)\[(\d*)\]$/.exec(type);
  if (array) {
    const length = array[2] === '' ? random.int(4) : Number(array[2]);
    return Array.from({ length }, () => randomValue(random, { ...param, type: array[1]! }, depth + 1));
  }
  if (type === 'tuple') {
    const values = param.components!.map((c) => randomValue(random, c, depth + 1));
    // Tuples are given by component name or by position.
    return random.int(2) === 0
      ? values
      : Object.fromEntries(param.components!.map((c, i) => [c.name, values[i]]));
  }
  if (type === 'address') return `0x${random.hexDigits(20)}`;
  if (type === 'bool') return random.int(2) === 0;
  if (type === 'string') return random.text(random.int(2) === 0 ? 5 : 60);
  if (type === 'bytes') return `0x${random.hexDigits(random.pick([0, 1, 31, 32, 33, random.int(100)]))}`;
  if (type.startsWith('bytes')) {
    const digits = random.hexDigits(Number(type.slice(5)));
    return `0x${random.int(2) === 0 ? digits : digits.toUpperCase()}`;
  }
  const value = random.uint(Number(type.slice(4)));
  return value <= BigInt(Number.MAX_SAFE_INTEGER) && random.int(2) === 0 ? Number(value) : value;
}
