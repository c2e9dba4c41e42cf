import type { Hex } from './hex-types.js';
import { SessionKey } from './session-key.js';

/**
 * Whether `publicKeyHex` (uncompressed `0x04…`, any case) is the public key of `privateKeyHex`; throws
 * `InvalidInputError` when the private key is malformed. Derives the public key on every call (one scalar
 * multiplication): remembering checked pairs would keep a trace of every user's key in the process.
 * @example
 * const key = SessionKey.create();
 * isKeyPair(key.privateKeyHex, key.publicKeyHex); // true
 */
export function isKeyPair(privateKeyHex: string, publicKeyHex: string): boolean {
  return SessionKey.fromPrivateKey(privateKeyHex as Hex).publicKeyHex === publicKeyHex.toLowerCase();
}
