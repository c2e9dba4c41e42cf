import type { Db } from '../db/open-database.js';
import { prepared } from '../db/prepared.js';

/** The SQL of the `users` table; addresses are looked up case-insensitively. */

export interface UserRow {
  userId: string;
  clientId: string;
  identityKey: string;
  userSWA: `0x${string}`;
  aptosAddress: string;
  solanaAddress: string;
  ecdsaKeyId: string;
  ecdsaPublicKey: string;
  eddsaKeyId: string;
  eddsaPublicKey: string;
  email: string | null;
  createdAt: number;
}

const USER_COLUMNS = `user_id AS userId, client_id AS clientId, identity_key AS identityKey, user_swa AS userSWA,
  aptos_address AS aptosAddress, solana_address AS solanaAddress, ecdsa_key_id AS ecdsaKeyId,
  ecdsa_public_key AS ecdsaPublicKey, eddsa_key_id AS eddsaKeyId, eddsa_public_key AS eddsaPublicKey,
  email AS email, created_at AS createdAt`;

/** A user by id (without private keys). */
export function getUserById(db: Db, userId: string): UserRow | undefined {
  return prepared(db, `SELECT ${USER_COLUMNS} FROM users WHERE user_id = ?`).get(userId) as
    UserRow | undefined;
}

/** A user by SWA (case-insensitive) in any client: the dev faucet addresses users by SWA alone. */
export function findUserBySwa(db: Db, userSWA: string): UserRow | undefined {
  return prepared(
    db,
    `SELECT ${USER_COLUMNS} FROM users WHERE user_swa_key = ? ORDER BY created_at LIMIT 1`,
  ).get(userSWA.toLowerCase()) as UserRow | undefined;
}

/** Every user's wallet address and public ECDSA key (what their EVM accounts are placed with). */
export const listAccountHolders = (db: Db) =>
  prepared(db, 'SELECT user_swa AS userSWA, ecdsa_public_key AS ecdsaPublicKey FROM users').all() as {
    userSWA: `0x${string}`;
    ecdsaPublicKey: string;
  }[];

/** The user's secp256k1 key (the MPC stand-in's), for signing. */
export const findUserSigningKey = (db: Db, userId: string) =>
  prepared(
    db,
    'SELECT ecdsa_key_id AS keyId, ecdsa_private_key AS privateKey FROM users WHERE user_id = ?',
  ).get(userId) as { keyId: string; privateKey: `0x${string}` } | undefined;

/** The id of the user of (client, identity key), if any. */
export const findUserIdByIdentity = (db: Db, clientId: string, identityKey: string) =>
  (
    prepared(db, 'SELECT user_id FROM users WHERE client_id = ? AND identity_key = ?').get(
      clientId,
      identityKey,
    ) as { user_id: string } | undefined
  )?.user_id;

/** The user owning a lowercase address on any chain (userSWA, Aptos or Solana address), if any. */
export const findUserIdByAddress = (db: Db, addressKey: string) =>
  (
    prepared(db, USER_ID_BY_ADDRESS_SQL).get(addressKey, addressKey, addressKey) as
      { user_id: string } | undefined
  )?.user_id;

/** Whether a user has this (lowercase) Aptos address. */
export const aptosUserExists = (db: Db, addressKey: string) =>
  prepared(db, APTOS_USER_SQL).get(addressKey) !== undefined;

/** The lookups by address, each served by an index (migration 008; their query plans are tested). */
export const USER_ID_BY_ADDRESS_SQL =
  'SELECT user_id FROM users WHERE user_swa_key = ? OR lower(aptos_address) = ? OR lower(solana_address) = ? LIMIT 1';
export const APTOS_USER_SQL = 'SELECT 1 FROM users WHERE lower(aptos_address) = ?';

/** A user row as inserted, private keys included. */
export interface UserInsert {
  userId: string;
  clientId: string;
  identityKey: string;
  userSWA: string;
  aptosAddress: string;
  solanaAddress: string;
  ecdsaKeyId: string;
  ecdsaPrivateKey: string;
  ecdsaPublicKey: string;
  eddsaKeyId: string;
  eddsaPrivateKey: string;
  eddsaPublicKey: string;
  email: string | null;
  createdAt: number;
}

export function insertUser(db: Db, u: UserInsert): void {
  prepared(
    db,
    `INSERT INTO users (user_id, client_id, identity_key, user_swa, user_swa_key, aptos_address, solana_address,
       ecdsa_key_id, ecdsa_private_key, ecdsa_public_key, eddsa_key_id, eddsa_private_key, eddsa_public_key, email, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    u.userId,
    u.clientId,
    u.identityKey,
    u.userSWA,
    u.userSWA.toLowerCase(),
    u.aptosAddress,
    u.solanaAddress,
    u.ecdsaKeyId,
    u.ecdsaPrivateKey,
    u.ecdsaPublicKey,
    u.eddsaKeyId,
    u.eddsaPrivateKey,
    u.eddsaPublicKey,
    u.email,
    u.createdAt,
  );
}
