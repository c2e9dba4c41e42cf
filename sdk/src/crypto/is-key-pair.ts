import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { remember } from '@satchel/shared';
import type { Hex } from './hex-types.js';
import { SessionKey } from './session-key.js';

// A BFF restores the caller's session on every request, and deriving the public key is a scalar multiplication
// (about as costly as a signature). Pairs already checked are remembered by a SHA-256 of both keys, never the keys.
const CHECKED_MAX = 1024;
const checked = new Map<string, true>();

/**
 * Whether `publicKeyHex` (uncompressed `0x04…`, any case) is the public key of `privateKeyHex`; throws
 * `InvalidInputError` when the private key is malformed.
 */
export function isKeyPair(privateKeyHex: string, publicKeyHex: string): boolean {
  const publicKey = publicKeyHex.toLowerCase();
  const id = bytesToHex(sha256(utf8ToBytes(`${privateKeyHex.toLowerCase()}:${publicKey}`)));
  if (checked.has(id)) return true;
  if (SessionKey.fromPrivateKey(privateKeyHex as Hex).publicKeyHex !== publicKey) return false;
  return remember(checked, id, true, CHECKED_MAX);
}
