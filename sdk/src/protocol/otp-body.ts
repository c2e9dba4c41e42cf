import type { Hex } from '../crypto/hex-types.js';
import { signClientPayload } from './client-payload-signature.js';

/**
 * An OTP request body (§8.1), keys in this order.
 * @example
 * const body: OtpBody<{ email: string }> = buildOtpBody({ email: 'ada@example.com' }, clientPrivateKey);
 */
export interface OtpBody<T extends object> {
  data: T;
  client_signature: Hex;
  type: 'ethsign';
}

/**
 * Wraps an `otpData` object with the client key's text signature of its JSON (§8.2).
 * @example
 * const data = otpData.emailSend({ email: 'ada@example.com', clientSWA, timestamp: Date.now() });
 * await fetch(`${apiUrl}${OTP_PATHS.emailSend}`, { method: 'POST', body: JSON.stringify(buildOtpBody(data, clientPrivateKey)) });
 */
export function buildOtpBody<T extends object>(data: T, clientPrivateKey: Hex): OtpBody<T> {
  return { data, client_signature: signClientPayload(data, clientPrivateKey), type: 'ethsign' };
}
