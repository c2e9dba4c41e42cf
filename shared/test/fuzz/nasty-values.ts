import fc from 'fast-check';
import { binaryChar } from './binary-char.js';

const TWO_256 = 2n ** 256n;

/** A string of `length` characters, for oversized fields (cheap to build, short to print). */
export const longString = (length: number, unit = 'a') =>
  unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

/** `[[[[…]]]]` or `{"a":{"a":…}}` as JSON text, `depth` levels deep: parsers and recursive walkers must survive it. */
export function deepJson(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** An object whose own keys include the prototype-polluting names (computed keys make real own properties). */
const pollutedObject = fc.constantFrom<Record<string, unknown>>(
  { ['__proto__']: { polluted: true } },
  { ['constructor']: { prototype: { polluted: true } } },
  { ['prototype']: null, ['__proto__']: null },
);

/** Fixed values every field must refuse cleanly: boundaries, 2^256, 20-byte gas values, odd strings and types. */
const edgeValue = fc.constantFrom<unknown>(
  null,
  true,
  false,
  0,
  -1,
  1.5,
  -0.0001,
  1e308,
  -1e308,
  2 ** 53 + 2,
  2 ** 256,
  Number.MIN_VALUE,
  '',
  ' ',
  '0',
  '-1',
  '0x',
  '0x0',
  '0X10',
  '0x-1',
  '0xg',
  TWO_256.toString(),
  (TWO_256 - 1n).toString(),
  `0x${TWO_256.toString(16)}`,
  `0x${(TWO_256 - 1n).toString(16)}`,
  `0x${'f'.repeat(40)}`,
  `0x${'0'.repeat(40)}`,
  `0x${'0'.repeat(64)}`,
  `0x${'f'.repeat(64)}`,
  `0x04${'f'.repeat(128)}`,
  `0x${'ff'.repeat(65)}`,
  '1e400',
  '-0',
  'NaN',
  'Infinity',
  '\u0000',
  '\ud800',
  '\uffff',
  '😀'.repeat(20),
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '%00%ff',
  '__proto__',
  'constructor',
  'toString',
  'eip155:1',
  'eip155:99999999999999999999',
  'aptos:1',
  'solana:x',
  '00000000-0000-0000-0000-000000000000',
  [],
  {},
  [[]],
  [null],
  { a: { b: { c: [] } } },
);

/** Any malformed JSON value: edge cases, random scalars, huge numbers as text, long strings, nested junk. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: edgeValue },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: binaryChar, maxLength: 20 }) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.bigInt({ min: -(2n ** 300n), max: 2n ** 300n }), fc.boolean())
      .map(([n, hex]) => (hex ? `0x${n.toString(16)}` : n.toString())),
  },
  { weight: 1, arbitrary: fc.constantFrom(1_000, 70_000).map((n) => longString(n, 'ä')) },
  { weight: 1, arbitrary: pollutedObject },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Extra keys worth adding to any object: prototype names and a few random ones. */
export const extraKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toJSON', '', 'extra', '$where'),
  fc.string({ minLength: 1, maxLength: 12 }),
);
