import { LIFETIMES } from '@satchel/shared';
import type { Hex } from 'viem';
import { signText } from '../crypto/index.js';
import { base64 } from './base64.js';

/** Inputs of a bearer token (§6.1). */
export interface AuthTokenArgs {
  sessionPrivKey: Hex;
  /** Uncompressed session public key, `0x04…`, embedded verbatim. */
  sessionPubKey: Hex;
  /** Clock in ms; defaults to `Date.now()`. */
  nowMs?: number;
}

/**
 * A bearer token (§6.1): standard base64 (with padding) of
 * `{"type":"ecdsa_uncompressed","data":{"expire_at","session_pub_key"},"data_signature"}` where `expire_at` =
 * round(now s) + 5400 and the signature is the session key's text signature of `JSON.stringify(data)`.
 * A new token for every request; never log it.
 */
export function createAuthToken({
  sessionPrivKey,
  sessionPubKey,
  nowMs = Date.now(),
}: AuthTokenArgs): string {
  const data = {
    expire_at: Math.round(nowMs / 1000) + LIFETIMES.bearerTokenSeconds,
    session_pub_key: sessionPubKey,
  };
  const token = {
    type: 'ecdsa_uncompressed',
    data,
    data_signature: signText(JSON.stringify(data), sessionPrivKey),
  };
  return base64(JSON.stringify(token));
}
