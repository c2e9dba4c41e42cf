import { SIGNED_LIFETIMES } from '@satchel/shared';
import type { Hex } from '../crypto/hex-types.js';
import { signText } from '../crypto/index.js';
import { base64 } from './base64.js';

/**
 * Inputs of a bearer token (§6.1).
 * @example
 * const args: AuthTokenArgs = { sessionPrivKey: key.privateKeyHex, sessionPubKey: key.publicKeyHex };
 */
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
 * Pure: within one second the bytes repeat (RFC 6979 signatures are deterministic), which lets a client reuse its
 * session's last token for that second (`SessionState.bearer`). Never log it.
 * @example
 * const key = SessionKey.create();
 * const bearer = createAuthToken({ sessionPrivKey: key.privateKeyHex, sessionPubKey: key.publicKeyHex });
 */
export function createAuthToken({
  sessionPrivKey,
  sessionPubKey,
  nowMs = Date.now(),
}: AuthTokenArgs): string {
  const expireAt = Math.round(nowMs / 1000) + SIGNED_LIFETIMES.bearerTokenSeconds;
  const data = { expire_at: expireAt, session_pub_key: sessionPubKey };
  return base64(
    JSON.stringify({
      type: 'ecdsa_uncompressed',
      data,
      data_signature: signText(JSON.stringify(data), sessionPrivKey),
    }),
  );
}
