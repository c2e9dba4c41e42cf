import type { Hex } from './hex-types.js';
import { uuidHex } from './uuid-hex.js';

/**
 * bytes32 of a UUID (§1.3): `0x` + 32 zeros + the 32 hex digits, lowercase. Used as userOp `nonce` and paymaster nonce.
 * @throws InvalidInputError when `uuid` is not a dashed UUID.
 * @example
 * uuidToBytes32('3f9c1c2a-8b7e-4d1f-9a0b-6c5d4e3f2a1b'); // '0x000…0003f9c1c2a8b7e4d1f9a0b6c5d4e3f2a1b'
 */
export function uuidToBytes32(uuid: string): Hex {
  return `0x${'0'.repeat(32)}${uuidHex(uuid)}`;
}
