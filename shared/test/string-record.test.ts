import { describe, expect, it } from '@jest/globals';
import * as z from 'zod/mini';
import { evmReadDataSchema, VALIDATION } from '../src/index.js';
import { stringRecord } from '../src/schemas/string-record.js';

// zod's own record is the judge: same success, same output (keys, values, prototype), same issues.
const outcome = (schema: z.core.$ZodType, input: unknown) => {
  const result = z.safeParse(schema, input);
  if (result.success) {
    const data = result.data as Record<PropertyKey, unknown>;
    return { success: true, keys: Reflect.ownKeys(data), data, proto: Object.getPrototypeOf(data) };
  }
  return { success: false, issues: JSON.parse(JSON.stringify(result.error.issues, (_, v) => describe_(v))) };
};
// Symbols (keys, paths) are not JSON: spelled as text so that issues compare in full.
const describe_ = (value: unknown) => (typeof value === 'symbol' ? String(value) : value);

class Point {
  x = 1;
}
const sym = Symbol('s');
const inputs: Array<[string, () => unknown]> = [
  ['an object', () => ({ a: 1, b: 'two', c: { d: [3] } })],
  ['an empty object', () => ({})],
  ['a null-prototype object', () => Object.assign(Object.create(null), { a: 1 })],
  ['an own __proto__ key', () => JSON.parse('{"__proto__": {"x": 1}, "a": 2}')],
  ['a symbol key', () => ({ a: 1, [sym]: 2 })],
  ['a non-enumerable key', () => Object.defineProperty({ a: 1 }, 'hidden', { value: 2, enumerable: false })],
  ['inherited keys', () => Object.assign(Object.create({ inherited: 1 }), { own: 2 })],
  ['a class instance', () => new Point()],
  ['a constructor that is not a function', () => ({ constructor: 1, a: 2 })],
  ['a constructor whose prototype lacks isPrototypeOf', () => ({ constructor: function F() {}, a: 2 })],
  ['a Date', () => new Date(0)],
  ['a Map', () => new Map([['a', 1]])],
  ['an array', () => [1, 2]],
  ['null', () => null],
  ['undefined', () => undefined],
  ['a string', () => 'a'],
  ['a number', () => 1],
];

describe('stringRecord', () => {
  it.each(inputs)('matches z.record(z.string(), z.unknown()) for %s', (_, input) => {
    expect(outcome(stringRecord(), input())).toEqual(outcome(z.record(z.string(), z.unknown()), input()));
  });

  it('copies, as zod does', () => {
    const input = { a: 1 };
    const result = z.safeParse(stringRecord(), input);
    expect(result.success && result.data).not.toBe(input);
  });

  it.each(inputs)('keeps a contract read’s args as they were for %s', (_, input) => {
    const data = { contractAddress: `0x${'1'.repeat(40)}`, abi: { name: 'f' }, args: input() };
    const before = z.object({
      args: z._default(
        z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())], { error: VALIDATION.invalidArgs }),
        {},
      ),
    });
    const after = z.object({ args: evmReadDataSchema.shape.args });
    expect(outcome(after, data)).toEqual(outcome(before, data));
  });
});
