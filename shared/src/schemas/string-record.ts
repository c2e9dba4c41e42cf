import * as z from 'zod/mini';
import { isJsonObject } from '../is-json-object.js';

const keySchema = z.string();

/**
 * zod's plain-object rule (its `util.isPlainObject`, which cannot be imported without all of zod's util): an object,
 * not an array, whose constructor is missing, not a function, or has a prototype that owns `isPrototypeOf`.
 */
function isPlainObject(value: unknown): value is Record<PropertyKey, unknown> {
  if (!isJsonObject(value)) return false;
  const ctor: unknown = value.constructor;
  if (typeof ctor !== 'function') return true;
  const proto: unknown = ctor.prototype;
  return isJsonObject(proto) && Object.prototype.hasOwnProperty.call(proto, 'isPrototypeOf');
}

/**
 * `z.record(z.string(), z.unknown())` on zod's plain custom check: zod's record class costs the SDK bundle ≈ 0.5 kB
 * gz for two fields (an estimate's `details`, a contract read's `args`). Same rule (a plain object, its symbol keys
 * invalid), issues and output (a copy of its enumerable own string keys, `__proto__` left out). Tested against zod's.
 */
export const stringRecord = () =>
  z.unknown().check(
    z.check((payload) => {
      const input = payload.value;
      if (!isPlainObject(input)) {
        payload.issues.push({ code: 'invalid_type', expected: 'record', input });
        return;
      }
      const output: Record<string, unknown> = {};
      for (const key of Reflect.ownKeys(input)) {
        if (key === '__proto__' || !Object.prototype.propertyIsEnumerable.call(input, key)) continue;
        if (typeof key === 'string') output[key] = input[key];
        else {
          // The key's own issues, as zod nests them: what z.string() says of a symbol.
          const { error } = z.safeParse(keySchema, key);
          payload.issues.push({
            code: 'invalid_key',
            origin: 'record',
            issues: error?.issues ?? [],
            input: key,
            path: [key],
          });
        }
      }
      payload.value = output;
    }),
  ) as unknown as z.ZodMiniType<Record<string, unknown>>;
