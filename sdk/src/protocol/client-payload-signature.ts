import type { Hex } from '../crypto/hex-types.js';
import { signAsClient } from './client-signer/client-sign-message.js';
import type { ClientSigner } from './client-signer/client-signer-types.js';

/**
 * The client signer's EIP-191 text signature of `JSON.stringify(data)` (§1.4, §8.2): keys in insertion order, no
 * sorting, so build `data` in the normative order (see `otpData`).
 * @example
 * const data = otpData.emailSend({ email: 'ada@example.com', clientSWA, timestamp: Date.now() });
 * const signature = await signClientPayload(data, clientSignerFromKey(clientPrivateKey));
 */
export function signClientPayload(
  data: Record<string, string | number>,
  clientSigner: ClientSigner,
): Promise<Hex> {
  return signAsClient(clientSigner, { kind: 'otp', data });
}
