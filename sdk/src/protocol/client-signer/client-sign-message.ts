import type { Address } from '../../crypto/hex-types.js';
import { bytes32ToUuid, fromHex, keccak256Bytes, uuidToBytes32 } from '../../crypto/index.js';
import { encodeAbiParameters } from '../abi/encode-abi-parameters.js';
import { encodePacked } from '../abi/encode-packed.js';
import type { ClientSignPayload, ClientSigner, SignableMessage } from './client-signer-types.js';

/**
 * `h = keccak256(abi.encode(address session))`, signed by the client and the session key (§7.2).
 * @example
 * const signature = await clientSigner.signMessage({ message: { raw: sessionAuthorizationHash(sessionAddress) } });
 */
export const sessionAuthorizationHash = (sessionAddress: Address): Uint8Array =>
  keccak256Bytes(fromHex(encodeAbiParameters([{ type: 'address' }], [sessionAddress])));

/** `keccak256(encodePacked(bytes32 nonce, address clientSWA, uint48 validUntil, uint48 validAfter))` (§9.2). */
function paymasterHash({
  nonce,
  clientSWA,
  validUntil,
  validAfter,
}: ClientSignPayload & { kind: 'paymaster' }) {
  // A bytes32 nonce must be a UUID's (high 16 bytes zero, §1.3); both forms normalise to lowercase bytes32.
  const nonce32 = uuidToBytes32(nonce.startsWith('0x') ? bytes32ToUuid(nonce) : nonce);
  return keccak256Bytes(
    fromHex(
      encodePacked(['bytes32', 'address', 'uint48', 'uint48'], [nonce32, clientSWA, validUntil, validAfter]),
    ),
  );
}

/**
 * The message the client key signs for a payload: `JSON.stringify(data)` as text for an OTP request (§8.2), the raw
 * 32-byte hash of §7.2 or §9.2 otherwise. The SDK and a BFF's signing route derive it here, so both sign the same.
 * @example
 * const message = clientSignMessage({ kind: 'otp', data: otpData.emailSend({ email, clientSWA, timestamp: Date.now() }) });
 */
export function clientSignMessage(payload: ClientSignPayload): SignableMessage {
  if (payload.kind === 'otp') return JSON.stringify(payload.data);
  return {
    raw:
      payload.kind === 'session' ? sessionAuthorizationHash(payload.sessionAddress) : paymasterHash(payload),
  };
}

/**
 * The client signer's signature of a payload (its message and the payload itself, for a signer that checks it).
 * @example
 * const signature = await signAsClient(clientSignerFromKey(clientPrivateKey), { kind: 'session', sessionAddress });
 */
export const signAsClient = (signer: ClientSigner, payload: ClientSignPayload) =>
  signer.signMessage({ message: clientSignMessage(payload), payload });
