import type { Address, Hex } from '../crypto/hex-types.js';
import { bytes32ToUuid, fromHex, signRaw32, uuidToBytes32 } from '../crypto/index.js';
import { keccak256Bytes } from '../crypto/keccak256.js';
import { encodeAbiParameters } from './abi/encode-abi-parameters.js';
import { encodePacked } from './abi/encode-packed.js';

/**
 * Inputs of paymaster data (§9.1).
 * @example
 * const args: PaymasterDataArgs = { clientSWA, clientPrivateKey, nonce: jobId, validUntil: paymasterValidUntil() };
 */
export interface PaymasterDataArgs {
  clientSWA: Address;
  clientPrivateKey: Hex;
  /** The operation's UUID, or its bytes32 form. */
  nonce: string;
  /** Unix seconds (see `paymasterValidUntil`). */
  validUntil: number;
  /** Unix seconds; 0 by default. */
  validAfter?: number;
}

const PAYMASTER_DATA_PARAMS = [
  { type: 'address' },
  { type: 'uint48' },
  { type: 'uint48' },
  { type: 'bytes' },
] as const;

/**
 * Paymaster data (§9): the client key's raw-32 signature of
 * `keccak256(encodePacked(bytes32 nonce, address clientSWA, uint48 validUntil, uint48 validAfter))`, returned as
 * `abi.encode(address clientSWA, uint48 validUntil, uint48 validAfter, bytes sig)` (256 bytes, lowercase hex).
 * @example
 * const paymasterData = generatePaymasterData({ clientSWA, clientPrivateKey, nonce: jobId, validUntil: paymasterValidUntil() });
 */
export function generatePaymasterData({
  clientSWA,
  clientPrivateKey,
  nonce,
  validUntil,
  validAfter = 0,
}: PaymasterDataArgs): Hex {
  // A bytes32 nonce must be a UUID's (high 16 bytes zero, §1.3); both forms normalise to lowercase bytes32.
  const nonce32 = uuidToBytes32(nonce.startsWith('0x') ? bytes32ToUuid(nonce) : nonce);
  const packed = encodePacked(
    ['bytes32', 'address', 'uint48', 'uint48'],
    [nonce32, clientSWA, validUntil, validAfter],
  );
  const signature = signRaw32(keccak256Bytes(fromHex(packed)), clientPrivateKey);
  return encodeAbiParameters(PAYMASTER_DATA_PARAMS, [clientSWA, validUntil, validAfter, signature]);
}
