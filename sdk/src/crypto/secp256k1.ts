import { sha256 } from '@noble/hashes/sha2.js';
import { randomBytes } from '@noble/hashes/utils.js';
import { getPublicKey, hashes, sign } from '@noble/secp256k1';
import { isSecp256k1Scalar } from '@satchel/shared';
import { toHex } from './hex-bytes.js';
import { hmacSha256 } from './hmac-sha256.js';

// @noble/secp256k1 (same author and RFC 6979 signatures as @noble/curves) is ≈ 1.7 × faster to sign here and a
// third of the size in a browser bundle. Its synchronous API needs these two hashes; an app that set its own keeps them.
hashes.sha256 ??= sha256;
hashes.hmacSha256 ??= hmacSha256;

// The two secret-key helpers are the shared scalar check (the one the schemas use) instead of noble's `utils`
// object, which would bring its public-key check to the bundle (≈ 0.1 kB gz).
const isValidSecretKey = (key: Uint8Array) => key.length === 32 && isSecp256k1Scalar(toHex(key));

/** 32 CSPRNG bytes, drawn again in the (≈ 2⁻¹²⁸) case they are not 1 … n − 1: uniform over the valid keys. */
function randomSecretKey(): Uint8Array {
  for (;;) {
    const key = randomBytes(32);
    if (isValidSecretKey(key)) return key;
  }
}

/** The secp256k1 operations the SDK uses: ECDSA signing, public keys, secret keys. */
export const secp256k1 = { sign, getPublicKey, randomSecretKey, isValidSecretKey };
