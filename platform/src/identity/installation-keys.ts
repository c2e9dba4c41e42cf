import {
  createHash,
  generateKeyPairSync,
  createPrivateKey,
  createPublicKey,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import type { JWK } from 'jose';
import type { Db } from '../db/open-database.js';
import { findMeta, insertMetaIfMissing } from '../world/meta-store.js';

/** Per-installation signing material (docs/protocol.md §17.2), generated at first start and kept in `meta`. */
export interface InstallationKeys {
  /** HS256 secret of Satchel's own auth/refresh tokens. */
  hs256Secret: Uint8Array;
  /** RS256 key of the Google and Apple stand-ins. */
  rsaPrivateKey: KeyObject;
  rsaKid: string;
  /** Public JWK set published at /.well-known/jwks.json. */
  jwks: { keys: JWK[] };
}

const HS256_SECRET = 'identity.hs256_secret';
const RSA_PRIVATE_JWK = 'identity.rsa_private_jwk';

// One KeyObject per database: importing the RSA key on every request would be wasteful.
const cache = new WeakMap<Db, InstallationKeys>();

// `create` only when missing: an RSA key takes a good part of a second, and most starts find theirs stored.
function readOrCreate(db: Db, key: string, create: () => string): string {
  const stored = findMeta(db, key);
  if (stored !== undefined) return stored;
  insertMetaIfMissing(db, key, create());
  return findMeta(db, key)!;
}

function newRsaJwk(): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return JSON.stringify(privateKey.export({ format: 'jwk' }));
}

/** Loads the installation's keys, creating and storing them the first time (idempotent). */
export function getInstallationKeys(db: Db): InstallationKeys {
  const cached = cache.get(db);
  if (cached) return cached;
  const keys = db.transaction(() => ({
    secret: readOrCreate(db, HS256_SECRET, () => randomBytes(32).toString('hex')),
    rsa: readOrCreate(db, RSA_PRIVATE_JWK, newRsaJwk),
  }))();
  const rsaPrivateKey = createPrivateKey({ key: JSON.parse(keys.rsa), format: 'jwk' });
  const publicJwk = createPublicKey(rsaPrivateKey).export({ format: 'jwk' }) as {
    n: string;
    e: string;
    kty: string;
  };
  const rsaKid = createHash('sha256').update(publicJwk.n).digest('base64url').slice(0, 16);
  const result: InstallationKeys = {
    hs256Secret: Buffer.from(keys.secret, 'hex'),
    rsaPrivateKey,
    rsaKid,
    jwks: {
      keys: [{ kty: publicJwk.kty, n: publicJwk.n, e: publicJwk.e, kid: rsaKid, alg: 'RS256', use: 'sig' }],
    },
  };
  cache.set(db, result);
  return result;
}
