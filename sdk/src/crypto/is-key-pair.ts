import { secp256k1 } from '#secp256k1';
import { toHex } from './hex-bytes.js';
import { privateKeyBytes } from './private-key-bytes.js';

/**
 * Whether `publicKeyHex` (uncompressed `0x04…`, any case) is the public key of `privateKeyHex`; throws
 * `InvalidInputError` when the private key is malformed. Derives the public key on every call (one scalar
 * multiplication, no address: a BFF checks every request's pair): remembering checked pairs would keep a trace of
 * every user's key in the process.
 * @example
 * const key = SessionKey.create();
 * isKeyPair(key.privateKeyHex, key.publicKeyHex); // true
 */
export function isKeyPair(privateKeyHex: string, publicKeyHex: string): boolean {
  return toHex(secp256k1.getPublicKey(privateKeyBytes(privateKeyHex), false)) === publicKeyHex.toLowerCase();
}
