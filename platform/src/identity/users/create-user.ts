import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { curve } from '../../crypto/secp256k1.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/open-database.js';
import { insertUser } from '../../world/user-store.js';
import { deriveUserAddresses, type UserAddresses } from '../../crypto/derive-user-addresses.js';

export interface UserRecord extends UserAddresses {
  userId: string;
  clientId: string;
  identityKey: string;
}

/**
 * Inserts a user of (client, identity key) with its derived addresses and its own random secp256k1 key (standing in
 * for the MPC signer) and ed25519 key, each with a UUID key id (docs/protocol.md §5.4). `userId` defaults to a new v4.
 */
export function createUser(
  db: Db,
  input: { clientId: string; identityKey: string; email?: string; userId?: string; nowSec: number },
): UserRecord {
  const userId = input.userId ?? randomUUID();
  const addresses = deriveUserAddresses(userId);
  const ecdsaPrivate = secp256k1.utils.randomSecretKey();
  const eddsaPrivate = ed25519.utils.randomSecretKey();
  insertUser(db, {
    userId,
    clientId: input.clientId,
    identityKey: input.identityKey,
    userSWA: addresses.userSWA,
    aptosAddress: addresses.aptosAddress,
    solanaAddress: addresses.solanaAddress,
    ecdsaKeyId: randomUUID(),
    ecdsaPrivateKey: `0x${bytesToHex(ecdsaPrivate)}`,
    ecdsaPublicKey: `0x${bytesToHex(curve.getPublicKey(ecdsaPrivate, false))}`,
    eddsaKeyId: randomUUID(),
    eddsaPrivateKey: `0x${bytesToHex(eddsaPrivate)}`,
    eddsaPublicKey: `0x${bytesToHex(ed25519.getPublicKey(eddsaPrivate))}`,
    email: input.email ?? null,
    createdAt: input.nowSec,
  });
  return { userId, clientId: input.clientId, identityKey: input.identityKey, ...addresses };
}
