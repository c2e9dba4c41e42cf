import type { Hex } from './hex-types.js';
import { uuidHex } from './uuid-hex.js';

/**
 * bytes32 of a UUID (§1.3): `0x` + 32 zeros + the 32 hex digits, lowercase. Used as userOp `nonce` and paymaster nonce.
 * @throws InvalidInputError when `uuid` is not a dashed UUID.
 */
export function uuidToBytes32(uuid: string): Hex {
  return `0x${'0'.repeat(32)}${uuidHex(uuid)}`;
}
