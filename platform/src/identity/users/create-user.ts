import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/open-database.js';
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
  db.prepare(
    `INSERT INTO users (user_id, client_id, identity_key, user_swa, user_swa_key, aptos_address, solana_address,
       ecdsa_key_id, ecdsa_private_key, ecdsa_public_key, eddsa_key_id, eddsa_private_key, eddsa_public_key, email, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    userId,
    input.clientId,
    input.identityKey,
    addresses.userSWA,
    addresses.userSWA.toLowerCase(),
    addresses.aptosAddress,
    addresses.solanaAddress,
    randomUUID(),
    `0x${bytesToHex(ecdsaPrivate)}`,
    `0x${bytesToHex(secp256k1.getPublicKey(ecdsaPrivate, false))}`,
    randomUUID(),
    `0x${bytesToHex(eddsaPrivate)}`,
    `0x${bytesToHex(ed25519.getPublicKey(eddsaPrivate))}`,
    input.email ?? null,
    input.nowSec,
  );
  return { userId, clientId: input.clientId, identityKey: input.identityKey, ...addresses };
}
