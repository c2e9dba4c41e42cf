/** `caip_id` → `caipId`: every `_` followed by a lowercase ASCII letter is removed and the letter upper-cased. */
export function camelCaseKey(key: string): string {
  // A key without `_` is itself; skipping the replace's callback machinery for it halves the cost of camel-casing an
  // answer (the BFF does it on every read: bench/RESULTS.md "issue 42").
  return key.includes('_') ? key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()) : key;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Converts the keys of a parsed JSON value recursively (objects and arrays); values never change (§3.5). `keyOf`
 * converts one key: `camelCaseKey`, or one that remembers its keys (the SDK in Node, sdk/src/transport/camel-case-node.ts).
 */
export function toCamelCase<T = unknown>(value: unknown, keyOf: (key: string) => string = camelCaseKey): T {
  if (Array.isArray(value)) return value.map((item) => toCamelCase(item, keyOf)) as T;
  if (!isPlainObject(value)) return value as T;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) out[keyOf(key)] = toCamelCase(inner, keyOf);
  return out as T;
}
