import { remember } from '@satchel/shared';
import { isSecretKey as decide } from './is-secret-key.js';

// Field names already decided. A name is not a secret (only a value is), so keeping names keeps nothing of a user's.
// Bounded: a dictionary-shaped answer (keys that are ids) must not grow it without end.
const decided = new Map<string, boolean>();
const MAX_NAMES = 1024;

/**
 * `maskSecrets`' check in Node (`#secret-key`, condition `node`): each name decided once per process (the exported
 * `isSecretKey` stays the plain one, so no declaration names the internal import). The request log masks
 * a copy of every answer, and the BFF's client (one per request) logs every read: deciding each field name anew
 * (a lower-casing, a replace and two regular expressions) was ≈ 90 % of that copy's cost (bench/RESULTS.md "BFF").
 * The browser build decides per call (few answers, and the bundle has no bytes to spare).
 * @example
 * isSecretKey('sessionPrivKey'); // true, then answered from the map
 */
export const isSecretKey = (key: string): boolean =>
  decided.get(key) ?? remember(decided, key, decide(key), MAX_NAMES);
