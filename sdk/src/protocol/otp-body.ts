import type { Hex } from '../crypto/hex-types.js';
import { signAsClient } from './client-signer/client-sign-message.js';
import type { ClientSigner } from './client-signer/client-signer-types.js';

/**
 * An OTP request body (§8.1), keys in this order.
 * @example
 * const body: OtpBody<{ email: string }> = await buildOtpBody({ email: 'ada@example.com' }, clientSigner);
 */
export interface OtpBody<T extends object> {
  data: T;
  client_signature: Hex;
  type: 'ethsign';
}

/**
 * Wraps an `otpData` object with the client signer's text signature of its JSON (§8.2).
 * @example
 * const data = otpData.emailSend({ email: 'ada@example.com', clientSWA, timestamp: Date.now() });
 * await fetch(`${apiUrl}${OTP_PATHS.emailSend}`, { method: 'POST', body: JSON.stringify(await buildOtpBody(data, clientSigner)) });
 */
export async function buildOtpBody<T extends Record<string, string | number>>(
  data: T,
  clientSigner: ClientSigner,
): Promise<OtpBody<T>> {
  return { data, client_signature: await signAsClient(clientSigner, { kind: 'otp', data }), type: 'ethsign' };
}
