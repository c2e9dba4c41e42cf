import { uuidHex } from './uuid-hex.js';

/**
 * Integer of a UUID (§1.3): the big-endian value of its 16 bytes (< 2^128). Used as `_jobId` of `initiateJob`.
 * @throws InvalidInputError when `uuid` is not a dashed UUID.
 * @example
 * uuidToBigInt('00000000-0000-0000-0000-0000000000ff'); // 255n
 */
export function uuidToBigInt(uuid: string): bigint {
  return BigInt(`0x${uuidHex(uuid)}`);
}
