import type { PlatformContext } from '../context.js';
import { prepared } from '../db/prepared.js';

/**
 * Every SQL read of the world (clients, networks, tokens, users, sessions) lives here, so another backend only
 * has to reimplement this module. Addresses and caip ids are looked up case-insensitively through *_key columns.
 */

export interface ClientRow {
  clientId: string;
  clientSWA: `0x${string}`;
  name: string;
  active: boolean;
  /** Lowercase signer addresses. */
  signers: string[];
}

export interface NetworkRow {
  networkId: string;
  caipId: string;
  networkName: string;
  chainId: string;
  type: 'EVM' | 'APT' | 'SVM';
  symbol: string;
  logo: string;
  explorerTxUrl: string;
  explorerAddressUrl: string;
  onrampEnabled: boolean;
}

export interface ClientNetworkRow extends NetworkRow {
  sponsorshipEnabled: boolean;
  gsnEnabled: boolean;
}

export interface TokenRow {
  tokenId: string;
  networkId: string;
  caipId: string;
  networkName: string;
  networkSymbol: string;
  onrampEnabled: boolean;
  /** As seeded ("" for a native token). */
  address: string;
  symbol: string;
  name: string;
  shortName: string;
  decimals: number;
  precision: number;
  groupId: string;
  isPrimary: boolean;
  image: string;
  priceUsdt: string;
  priceInr: string;
  faucetAmount: string;
}

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

export interface SessionRow {
  sessionPk: string;
  sessionAddress: string;
  userId: string;
  clientId: string;
  env: string;
  addressSet: string;
  sessionExpiry: number;
}

const NETWORK_COLUMNS = `n.network_id AS networkId, n.caip_id AS caipId, n.network_name AS networkName,
  n.chain_id AS chainId, n.type AS type, n.symbol AS symbol, n.logo AS logo, n.explorer_tx_url AS explorerTxUrl,
  n.explorer_address_url AS explorerAddressUrl, n.onramp_enabled AS onrampEnabled`;

const TOKEN_COLUMNS = `t.token_id AS tokenId, t.network_id AS networkId, n.caip_id AS caipId,
  n.network_name AS networkName, n.symbol AS networkSymbol, n.onramp_enabled AS onrampEnabled, t.address AS address,
  t.symbol AS symbol, t.name AS name, t.short_name AS shortName, t.decimals AS decimals, t.precision AS precision,
  t.group_id AS groupId, t.is_primary AS isPrimary, t.image AS image, t.price_usdt AS priceUsdt,
  t.price_inr AS priceInr, t.faucet_amount AS faucetAmount`;

const USER_COLUMNS = `user_id AS userId, client_id AS clientId, identity_key AS identityKey, user_swa AS userSWA,
  aptos_address AS aptosAddress, solana_address AS solanaAddress, ecdsa_key_id AS ecdsaKeyId,
  ecdsa_public_key AS ecdsaPublicKey, eddsa_key_id AS eddsaKeyId, eddsa_public_key AS eddsaPublicKey,
  email AS email, created_at AS createdAt`;

type Raw<T> = { [K in keyof T]: T[K] extends boolean ? number : T[K] };

const networkOf = <T extends NetworkRow>(row: Raw<T>): T =>
  ({ ...row, onrampEnabled: row.onrampEnabled === 1 }) as unknown as T;

function clientNetworkOf(row: Raw<ClientNetworkRow>): ClientNetworkRow {
  return {
    ...networkOf<NetworkRow>(row as unknown as Raw<NetworkRow>),
    sponsorshipEnabled: row.sponsorshipEnabled === 1,
    gsnEnabled: row.gsnEnabled === 1,
  };
}

const tokenOf = (row: Raw<TokenRow>): TokenRow => ({
  ...row,
  onrampEnabled: row.onrampEnabled === 1,
  isPrimary: row.isPrimary === 1,
});

function signersOf(ctx: PlatformContext, clientId: string): string[] {
  const rows = prepared(ctx.db, 'SELECT signer FROM client_signers WHERE client_id = ? ORDER BY rowid').all(
    clientId,
  );
  return (rows as { signer: string }[]).map((r) => r.signer.toLowerCase());
}

/** A client by its SWA (case-insensitive), active or not, with its signers. */
export function getClientBySwa(ctx: PlatformContext, clientSWA: string): ClientRow | undefined {
  const row = prepared(
    ctx.db,
    'SELECT client_id AS clientId, client_swa AS clientSWA, name, active FROM clients WHERE client_swa_key = ?',
  ).get(clientSWA.toLowerCase()) as Raw<Omit<ClientRow, 'signers'>> | undefined;
  return row && { ...row, active: row.active === 1, signers: signersOf(ctx, row.clientId) };
}

/** A client by id, active or not, with its signers. */
export function getClientById(ctx: PlatformContext, clientId: string): ClientRow | undefined {
  const row = prepared(
    ctx.db,
    'SELECT client_id AS clientId, client_swa AS clientSWA, name, active FROM clients WHERE client_id = ?',
  ).get(clientId) as Raw<Omit<ClientRow, 'signers'>> | undefined;
  return row && { ...row, active: row.active === 1, signers: signersOf(ctx, row.clientId) };
}

/** The networks whitelisted for a client, in seed order, with the client's flags. */
export function listClientNetworks(ctx: PlatformContext, clientId: string): ClientNetworkRow[] {
  const rows = prepared(
    ctx.db,
    `SELECT ${NETWORK_COLUMNS}, cn.sponsorship_enabled AS sponsorshipEnabled, cn.gsn_enabled AS gsnEnabled
       FROM client_networks cn JOIN networks n ON n.network_id = cn.network_id
       WHERE cn.client_id = ? ORDER BY n.rowid`,
  ).all(clientId) as Raw<ClientNetworkRow>[];
  return rows.map(clientNetworkOf);
}

/** A network whitelisted for the client by caip2 id (case-insensitive), or undefined (→ CHAIN_NOT_SUPPORTED). */
export function findClientNetwork(
  ctx: PlatformContext,
  clientId: string,
  caip2Id: string,
): ClientNetworkRow | undefined {
  const row = prepared(
    ctx.db,
    `SELECT ${NETWORK_COLUMNS}, cn.sponsorship_enabled AS sponsorshipEnabled, cn.gsn_enabled AS gsnEnabled
       FROM client_networks cn JOIN networks n ON n.network_id = cn.network_id
       WHERE cn.client_id = ? AND n.caip_key = ?`,
  ).get(clientId, caip2Id.toLowerCase()) as Raw<ClientNetworkRow> | undefined;
  return row && clientNetworkOf(row);
}

/** Any network by id (whitelisted or not). */
export function getNetworkById(ctx: PlatformContext, networkId: string): NetworkRow | undefined {
  const row = prepared(ctx.db, `SELECT ${NETWORK_COLUMNS} FROM networks n WHERE n.network_id = ?`).get(
    networkId,
  ) as Raw<NetworkRow> | undefined;
  return row && networkOf<NetworkRow>(row);
}

/** The tokens whitelisted for a client on its whitelisted networks, in seed order. */
export function listClientTokens(ctx: PlatformContext, clientId: string): TokenRow[] {
  const rows = prepared(
    ctx.db,
    `SELECT ${TOKEN_COLUMNS} FROM client_tokens ct
       JOIN tokens t ON t.token_id = ct.token_id
       JOIN networks n ON n.network_id = t.network_id
       JOIN client_networks cn ON cn.network_id = n.network_id AND cn.client_id = ct.client_id
       WHERE ct.client_id = ? ORDER BY t.rowid`,
  ).all(clientId) as Raw<TokenRow>[];
  return rows.map(tokenOf);
}

/** The token of a network at an address (case-insensitive; "" is the native token), or undefined. */
export function findTokenByAddress(
  ctx: PlatformContext,
  networkId: string,
  address: string,
): TokenRow | undefined {
  const row = prepared(
    ctx.db,
    `SELECT ${TOKEN_COLUMNS} FROM tokens t JOIN networks n ON n.network_id = t.network_id
              WHERE t.network_id = ? AND t.address_key = ?`,
  ).get(networkId, address.toLowerCase()) as Raw<TokenRow> | undefined;
  return row && tokenOf(row);
}

/** A token by id. */
export function getTokenById(ctx: PlatformContext, tokenId: string): TokenRow | undefined {
  const row = prepared(
    ctx.db,
    `SELECT ${TOKEN_COLUMNS} FROM tokens t JOIN networks n ON n.network_id = t.network_id WHERE t.token_id = ?`,
  ).get(tokenId) as Raw<TokenRow> | undefined;
  return row && tokenOf(row);
}

/** A user by id (without private keys). */
export function getUserById(ctx: PlatformContext, userId: string): UserRow | undefined {
  return prepared(ctx.db, `SELECT ${USER_COLUMNS} FROM users WHERE user_id = ?`).get(userId) as
    UserRow | undefined;
}

/** A user by SWA (case-insensitive) within a client. */
export function getUserBySwa(ctx: PlatformContext, clientId: string, userSWA: string): UserRow | undefined {
  return prepared(ctx.db, `SELECT ${USER_COLUMNS} FROM users WHERE client_id = ? AND user_swa_key = ?`).get(
    clientId,
    userSWA.toLowerCase(),
  ) as UserRow | undefined;
}

/** The session registered for an uncompressed session public key (lowercased), or undefined. */
export function findSession(ctx: PlatformContext, sessionPk: string): SessionRow | undefined {
  return prepared(
    ctx.db,
    `SELECT session_pk AS sessionPk, session_address AS sessionAddress, user_id AS userId, client_id AS clientId,
              env, address_set AS addressSet, session_expiry AS sessionExpiry FROM sessions WHERE session_pk = ?`,
  ).get(sessionPk.toLowerCase()) as SessionRow | undefined;
}

/** Fills an explorer template (`{hash}` / `{address}`). */
export const explorerUrl = (template: string, value: string) =>
  template.replace(/\{(hash|address)\}/g, value);

/** A user by SWA (case-insensitive) in any client: the dev faucet addresses users by SWA alone. */
export function findUserBySwa(ctx: PlatformContext, userSWA: string): UserRow | undefined {
  return prepared(
    ctx.db,
    `SELECT ${USER_COLUMNS} FROM users WHERE user_swa_key = ? ORDER BY created_at LIMIT 1`,
  ).get(userSWA.toLowerCase()) as UserRow | undefined;
}
