import type { Hex } from '../crypto/hex-types.js';
import { signClientPayload } from './client-payload-signature.js';

/** An OTP request body (§8.1), keys in this order. */
export interface OtpBody<T extends object> {
  data: T;
  client_signature: Hex;
  type: 'ethsign';
}

/** Wraps an `otpData` object with the client key's text signature of its JSON (§8.2). */
export function buildOtpBody<T extends object>(data: T, clientPrivateKey: Hex): OtpBody<T> {
  return { data, client_signature: signClientPayload(data, clientPrivateKey), type: 'ethsign' };
}
