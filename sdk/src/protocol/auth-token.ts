import { LIFETIMES, remember } from '@satchel/shared';
import type { Hex } from '../crypto/hex-types.js';
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

// The token is a pure function of (session key, public key, expire_at) and RFC 6979 signatures are deterministic, so
// every request within one second would sign the same bytes again: the last tokens are remembered instead (a BFF
// serving one user, or an intent's two reads, then signs once a second). Held in memory only, like the keys.
const REMEMBERED = 64;
const remembered = new Map<string, { sessionPrivKey: string; expireAt: number; token: string }>();

/**
 * A bearer token (§6.1): standard base64 (with padding) of
 * `{"type":"ecdsa_uncompressed","data":{"expire_at","session_pub_key"},"data_signature"}` where `expire_at` =
 * round(now s) + 5400 and the signature is the session key's text signature of `JSON.stringify(data)`.
 * A token for every request (within one second the bytes repeat, as the deterministic signature would); never log it.
 */
export function createAuthToken({
  sessionPrivKey,
  sessionPubKey,
  nowMs = Date.now(),
}: AuthTokenArgs): string {
  const expireAt = Math.round(nowMs / 1000) + LIFETIMES.bearerTokenSeconds;
  const last = remembered.get(sessionPubKey);
  if (last !== undefined && last.expireAt === expireAt && last.sessionPrivKey === sessionPrivKey)
    return last.token;
  const data = { expire_at: expireAt, session_pub_key: sessionPubKey };
  const token = base64(
    JSON.stringify({
      type: 'ecdsa_uncompressed',
      data,
      data_signature: signText(JSON.stringify(data), sessionPrivKey),
    }),
  );
  return remember(remembered, sessionPubKey, { sessionPrivKey, expireAt, token }, REMEMBERED).token;
}

/** Drops the remembered token of a session (logout), so its key is no longer held here. */
export function forgetAuthToken(sessionPubKey: string): void {
  remembered.delete(sessionPubKey);
}
