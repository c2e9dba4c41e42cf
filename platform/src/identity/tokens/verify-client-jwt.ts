import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { LIFETIMES } from '@satchel/shared';
import { PlatformError } from '../../errors/platform-error.js';
import { addressOfPublicKey } from '../../crypto/recover-signer.js';
import { curve, N } from '../../crypto/secp256k1.js';

const B64URL = /^[A-Za-z0-9_-]+$/;
const HALF_N = N / 2n;
const MAX_SUB = 256;
const MAX_LIFETIME = 86400;

function parseJson(part: string): Record<string, unknown> | undefined {
  if (!B64URL.test(part)) return undefined;
  try {
    const value = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Address (lowercase) of each public key the 64-byte signature recovers to, recovery bit 0 then 1. */
function recoveredSigners(signature: Uint8Array, digest: Uint8Array): string[] {
  const out: string[] = [];
  for (const bit of [0, 1]) {
    const publicKey = curve.recover(signature, bit, digest);
    const address = publicKey && addressOfPublicKey(`0x${bytesToHex(publicKey)}`);
    if (address) out.push(address);
  }
  return out;
}

/**
 * Verifies a client JWT (docs/protocol.md §7.7) for the client `clientSWA` whose signers are given: `alg` ES256K, a
 * low-s signature over sha256(signing input) recovering to a signer, `iss` = clientSWA, `sub` 1–256 characters,
 * `exp > now − 60`, `iat ≤ now + 60`, `exp − iat ≤ 86400`. Throws INVALID_ID_TOKEN.
 */
export function verifyClientJwt(
  token: string,
  client: { clientSWA: string; signers: readonly string[] },
  nowSec: number,
): { sub: string; email?: string } {
  const invalid = (details: string) => new PlatformError('INVALID_ID_TOKEN', { details });
  const parts = token.split('.');
  if (parts.length !== 3) throw invalid('client JWT is not a compact JWS');
  const header = parseJson(parts[0]);
  const claims = parseJson(parts[1]);
  if (!header || !claims) throw invalid('client JWT is not decodable');
  if (header.alg !== 'ES256K') throw invalid('client JWT alg must be ES256K');
  const signature = B64URL.test(parts[2])
    ? new Uint8Array(Buffer.from(parts[2], 'base64url'))
    : new Uint8Array();
  if (signature.length !== 64) throw invalid('client JWT signature must be 64 bytes');
  if (BigInt(`0x${bytesToHex(signature.subarray(32))}`) > HALF_N)
    throw invalid('client JWT signature is not low-s');
  const digest = sha256(utf8ToBytes(`${parts[0]}.${parts[1]}`));
  const signers = recoveredSigners(signature, digest);
  if (!signers.some((address) => client.signers.includes(address)))
    throw invalid('client JWT signer is not the client');
  if (typeof claims.iss !== 'string' || claims.iss.toLowerCase() !== client.clientSWA.toLowerCase())
    throw invalid('client JWT iss is not the clientSWA');
  const { sub, iat, exp, email } = claims;
  if (typeof sub !== 'string' || sub.length === 0 || sub.length > MAX_SUB)
    throw invalid('client JWT sub is invalid');
  if (!Number.isSafeInteger(iat) || !Number.isSafeInteger(exp))
    throw invalid('client JWT iat/exp are invalid');
  const skew = LIFETIMES.clockSkewSeconds;
  if ((exp as number) <= nowSec - skew) throw invalid('client JWT expired');
  if ((iat as number) > nowSec + skew) throw invalid('client JWT issued in the future');
  if ((exp as number) - (iat as number) > MAX_LIFETIME) throw invalid('client JWT lifetime exceeds 86400 s');
  return { sub, email: typeof email === 'string' && email !== '' ? email : undefined };
}
