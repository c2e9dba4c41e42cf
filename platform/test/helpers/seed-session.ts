import { ed25519 } from '@noble/curves/ed25519.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { LIFETIMES, type Environment } from '@satchel/shared';
import { randomUUID } from 'node:crypto';
import { getAddress, keccak256, stringToBytes } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { PlatformContext } from '../../src/context.js';
import { DEMO_CLIENT_RECORD } from '../../src/world/demo-client.js';
import { insertSession as insertSessionRow } from '../../src/world/session-store.js';
import { insertUser as insertUserRow } from '../../src/world/user-store.js';

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function base58(bytes: Uint8Array): string {
  let n = BigInt(`0x${bytesToHex(bytes) || '0'}`);
  let out = '';
  while (n > 0n) {
    out = ALPHABET[Number(n % 58n)] + out;
    n /= 58n;
  }
  for (const b of bytes) {
    if (b !== 0) break;
    out = `1${out}`;
  }
  return out;
}

/** Addresses of §5.4, computed independently of the platform's own derivation. */
export function userAddresses(userId: string) {
  return {
    userSWA: getAddress(`0x${keccak256(stringToBytes(`satchel:user:${userId}`)).slice(-40)}`),
    aptosAddress: keccak256(stringToBytes(`satchel:aptos:${userId}`)),
    solanaAddress: base58(sha256(stringToBytes(`satchel:solana:${userId}`))),
  };
}

export interface SeededUser {
  userId: string;
  userSWA: `0x${string}`;
  aptosAddress: string;
  solanaAddress: string;
  ecdsaKeyId: string;
  ecdsaPublicKey: string;
  eddsaKeyId: string;
  eddsaPublicKey: string;
  clientId: string;
}

/**
 * Inserts a user of the demo client through the user store, skipping login (tested by identity's tests); addresses
 * and keys are made here, so tests judge the platform's derivation rather than reuse it.
 */
export function insertUser(
  ctx: PlatformContext,
  options: { userId?: string; identityKey?: string } = {},
): SeededUser {
  const userId = options.userId ?? randomUUID();
  const addresses = userAddresses(userId);
  const ecdsaPrivate = generatePrivateKey();
  const ecdsaPublicKey = privateKeyToAccount(ecdsaPrivate).publicKey;
  const eddsaPrivate = ed25519.utils.randomSecretKey();
  const eddsaPublicKey = `0x${bytesToHex(ed25519.getPublicKey(eddsaPrivate))}`;
  const user: SeededUser = {
    userId,
    ...addresses,
    ecdsaKeyId: randomUUID(),
    ecdsaPublicKey,
    eddsaKeyId: randomUUID(),
    eddsaPublicKey,
    clientId: DEMO_CLIENT_RECORD.clientId,
  };
  insertUserRow(ctx.db, {
    ...user,
    identityKey: options.identityKey ?? `jwt:${userId}`,
    ecdsaPrivateKey: ecdsaPrivate,
    eddsaPrivateKey: `0x${bytesToHex(eddsaPrivate)}`,
    email: null,
    createdAt: Math.floor(ctx.now() / 1000),
  });
  return user;
}

export interface SeededSession {
  user: SeededUser;
  sessionPrivKey: `0x${string}`;
  sessionPubKey: `0x${string}`;
  sessionAddress: `0x${string}`;
  env: Environment;
  /** `Authorization` header value with a token expiring `lifetime` s from the platform clock (default 5400). */
  authorization(options?: { expireAt?: number }): Promise<string>;
}

/** Builds a bearer token (§6.1) signed with the given session key. */
export async function bearerToken(sessionPrivKey: `0x${string}`, expireAt: number): Promise<string> {
  const account = privateKeyToAccount(sessionPrivKey);
  const data = { expire_at: expireAt, session_pub_key: account.publicKey };
  const dataSignature = await account.signMessage({ message: JSON.stringify(data) });
  const token = { type: 'ecdsa_uncompressed', data, data_signature: dataSignature };
  return Buffer.from(JSON.stringify(token), 'utf8').toString('base64');
}

/** Inserts a user (or reuses `user`) and a live session for it; the session key is fresh unless given. */
export function insertSession(
  ctx: PlatformContext,
  options: {
    user?: SeededUser;
    userId?: string;
    sessionPrivKey?: `0x${string}`;
    env?: Environment;
    sessionExpiry?: number;
  } = {},
): SeededSession {
  const user = options.user ?? insertUser(ctx, { userId: options.userId });
  const sessionPrivKey = options.sessionPrivKey ?? generatePrivateKey();
  const account = privateKeyToAccount(sessionPrivKey);
  const env = options.env ?? 'sandbox';
  const nowSec = Math.floor(ctx.now() / 1000);
  insertSessionRow(ctx.db, {
    sessionPk: account.publicKey.toLowerCase(),
    sessionAddress: account.address.toLowerCase(),
    userId: user.userId,
    clientId: user.clientId,
    env,
    addressSet: 'satchel',
    sessionExpiry: options.sessionExpiry ?? nowSec + LIFETIMES.platformSessionSeconds,
    createdAt: nowSec,
  });
  return {
    user,
    sessionPrivKey,
    sessionPubKey: account.publicKey,
    sessionAddress: account.address.toLowerCase() as `0x${string}`,
    env,
    async authorization(opts = {}) {
      const expireAt = opts.expireAt ?? Math.round(ctx.now() / 1000) + LIFETIMES.bearerTokenSeconds;
      return `Bearer ${await bearerToken(sessionPrivKey, expireAt)}`;
    },
  };
}
