import { keccak256Bytes } from '#keccak256';
import { utf8ToBytes } from '@noble/hashes/utils.js';

const PREFIX = '\x19Ethereum Signed Message:\n';
const RAW32_PREFIX = utf8ToBytes(`${PREFIX}32`);

/**
 * EIP-191 version 0x45 digest (§1.6): `keccak256(0x19 ‖ "Ethereum Signed Message:\n" ‖ len(m) ‖ m)`.
 * Same value as viem `hashMessage`, computed directly because it sits on the signing hot path.
 * @example
 * const digest = eip191Digest(new TextEncoder().encode('hello')); // 32 bytes, = viem hashMessage('hello')
 */
export function eip191Digest(message: Uint8Array): Uint8Array {
  const prefix = message.length === 32 ? RAW32_PREFIX : utf8ToBytes(`${PREFIX}${message.length}`);
  const preimage = new Uint8Array(prefix.length + message.length);
  preimage.set(prefix, 0);
  preimage.set(message, prefix.length);
  return keccak256Bytes(preimage);
}
