import type { Address, Hex } from '../crypto/hex-types.js';
import { encodeAbiParameters } from './abi/encode-abi-parameters.js';
import { signAsClient } from './client-signer/client-sign-message.js';
import type { ClientSigner } from './client-signer/client-signer-types.js';

/**
 * Inputs of paymaster data (§9.1).
 * @example
 * const args: PaymasterDataArgs = { clientSWA, clientSigner, nonce: jobId, validUntil: paymasterValidUntil() };
 */
export interface PaymasterDataArgs {
  clientSWA: Address;
  clientSigner: ClientSigner;
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
 * Paymaster data (§9): the client signer's raw-32 signature of
 * `keccak256(encodePacked(bytes32 nonce, address clientSWA, uint48 validUntil, uint48 validAfter))`, returned as
 * `abi.encode(address clientSWA, uint48 validUntil, uint48 validAfter, bytes sig)` (256 bytes, lowercase hex).
 * @example
 * const paymasterData = await generatePaymasterData({ clientSWA, clientSigner, nonce: jobId, validUntil: paymasterValidUntil() });
 */
export function generatePaymasterData({
  clientSWA,
  clientSigner,
  nonce,
  validUntil,
  validAfter = 0,
}: PaymasterDataArgs): Promise<Hex> {
  // Not async: an input that cannot be encoded (a bad nonce) throws here, before anything is signed.
  return signAsClient(clientSigner, { kind: 'paymaster', nonce, clientSWA, validUntil, validAfter }).then(
    (signature) => encodeAbiParameters(PAYMASTER_DATA_PARAMS, [clientSWA, validUntil, validAfter, signature]),
  );
}
