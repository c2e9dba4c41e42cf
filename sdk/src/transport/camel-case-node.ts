import { camelCaseKey, remember, toCamelCase as convert } from '@satchel/shared';

// Keys already converted. A key is a field name, never a user's value; bounded, as a dictionary-shaped answer (keys
// that are ids) must not grow it without end.
const converted = new Map<string, string>();
const MAX_KEYS = 1024;

const cachedKey = (key: string): string =>
  converted.get(key) ?? remember(converted, key, camelCaseKey(key), MAX_KEYS);

/**
 * `toCamelCase` in Node (`#camel-case`, condition `node`): each key converted once per process. The BFF camel-cases
 * every platform answer it reads, whose snake_case keys each went through a regular expression's replace with a
 * callback (bench/RESULTS.md "BFF"). The browser build converts per call (the bundle has no bytes to spare).
 * @example
 * toCamelCase({ caip_id: 'eip155:1' }); // { caipId: 'eip155:1' }
 */
export const toCamelCase = <T = unknown>(value: unknown): T => convert<T>(value, cachedKey);
