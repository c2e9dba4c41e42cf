import { sha256 } from '@noble/hashes/sha2.js';
import { hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { curve } from '../../crypto/secp256k1.js';

export interface ClientJwtClaims {
  iss: string;
  sub: string;
  email?: string;
  name?: string;
  iat: number;
  exp: number;
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

/**
 * A client JWT (docs/protocol.md §7.7): header `{"alg":"ES256K","typ":"JWT"}`, ECDSA secp256k1 (RFC 6979, low-s) over
 * sha256 of the signing input, 64-byte r‖s base64url. Claims are serialised in the order given.
 */
export function signClientJwt(claims: ClientJwtClaims, clientPrivateKey: string): string {
  const signingInput = `${b64url(utf8ToBytes(JSON.stringify({ alg: 'ES256K', typ: 'JWT' })))}.${b64url(utf8ToBytes(JSON.stringify(claims)))}`;
  const { signature } = curve.sign(
    sha256(utf8ToBytes(signingInput)),
    hexToBytes(clientPrivateKey.replace(/^0x/, '')),
  );
  return `${signingInput}.${b64url(signature)}`;
}
