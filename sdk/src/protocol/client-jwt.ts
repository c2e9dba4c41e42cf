import { secp256k1 } from '#secp256k1';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import type { Address, Hex } from '../crypto/hex-types.js';
import { InvalidInputError } from '../errors/invalid-input-error.js';
import { privateKeyBytes } from '../crypto/private-key-bytes.js';
import { base64url } from './base64.js';

/**
 * Inputs of a client JWT (§7.7).
 * @example
 * const args: ClientJwtArgs = { clientPrivateKey, clientSWA, sub: 'user-42', email: 'ada@example.com', ttlSec: 600 };
 */
export interface ClientJwtArgs {
  clientPrivateKey: Hex;
  /** Becomes `iss`. */
  clientSWA: Address;
  /** The user's id at the client: non-empty, at most 256 characters. */
  sub: string;
  email?: string | undefined;
  name?: string | undefined;
  /** `iat` in Unix seconds; defaults to now. */
  nowSec?: number;
  /** `exp - iat`; default 3600, at most 86400. */
  ttlSec?: number;
}

const HEADER = base64url(JSON.stringify({ alg: 'ES256K', typ: 'JWT' }));

/**
 * A compact ES256K JWS signed by the client key (§7.7, RFC 8812): payload `{iss, sub, email?, name?, iat, exp}`,
 * signature = 64-byte low-s `r ‖ s` of ECDSA over `sha256(header.payload)`, base64url without padding.
 * @example
 * // On your server: vouch for your own user, then log them in with `loginUsingJWTAuthentication`.
 * const jwt = createClientJwt({ clientPrivateKey, clientSWA, sub: 'user-42' });
 * const userSWA = unwrap(await client.loginUsingJWTAuthentication(jwt));
 */
export function createClientJwt({
  clientPrivateKey,
  clientSWA,
  sub,
  email,
  name,
  nowSec = Math.floor(Date.now() / 1000),
  ttlSec = 3600,
}: ClientJwtArgs): string {
  if (typeof sub !== 'string' || sub.length === 0 || sub.length > 256)
    throw new InvalidInputError('Invalid JWT subject', { details: 'sub must have 1 to 256 characters' });
  if (!Number.isInteger(ttlSec) || ttlSec <= 0 || ttlSec > 86400)
    throw new InvalidInputError('Invalid JWT lifetime', {
      details: 'ttlSec must be an integer in (0, 86400]',
    });
  const claims = {
    iss: clientSWA,
    sub,
    ...(email === undefined ? {} : { email }),
    ...(name === undefined ? {} : { name }),
    iat: nowSec,
    exp: nowSec + ttlSec,
  };
  const signingInput = `${HEADER}.${base64url(JSON.stringify(claims))}`;
  const signature = secp256k1.sign(sha256(utf8ToBytes(signingInput)), privateKeyBytes(clientPrivateKey), {
    prehash: false,
    format: 'compact',
  });
  return `${signingInput}.${base64url(signature)}`;
}
