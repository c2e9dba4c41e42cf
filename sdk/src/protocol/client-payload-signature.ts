import type { Hex } from '../crypto/hex-types.js';
import { signText } from '../crypto/index.js';

/**
 * The client key's EIP-191 text signature of `JSON.stringify(data)` (§1.4, §8.2): keys in insertion order, no
 * sorting, so build `data` in the normative order (see `otpData`).
 * @example
 * const data = otpData.emailSend({ email: 'ada@example.com', clientSWA, timestamp: Date.now() });
 * const signature = signClientPayload(data, clientPrivateKey);
 */
export function signClientPayload(data: object, clientPrivateKey: Hex): Hex {
  return signText(JSON.stringify(data), clientPrivateKey);
}
