import type { Db } from '../db/open-database.js';
import { prepared } from '../db/prepared.js';

/** The SQL of the `tokens` and `client_tokens` tables; addresses are looked up case-insensitively. */

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

const TOKEN_COLUMNS = `t.token_id AS tokenId, t.network_id AS networkId, n.caip_id AS caipId,
  n.network_name AS networkName, n.symbol AS networkSymbol, n.onramp_enabled AS onrampEnabled, t.address AS address,
  t.symbol AS symbol, t.name AS name, t.short_name AS shortName, t.decimals AS decimals, t.precision AS precision,
  t.group_id AS groupId, t.is_primary AS isPrimary, t.image AS image, t.price_usdt AS priceUsdt,
  t.price_inr AS priceInr, t.faucet_amount AS faucetAmount`;

type Raw<T> = { [K in keyof T]: T[K] extends boolean ? number : T[K] };

const tokenOf = (row: Raw<TokenRow>): TokenRow => ({
  ...row,
  onrampEnabled: row.onrampEnabled === 1,
  isPrimary: row.isPrimary === 1,
});

/** The tokens whitelisted for a client on its whitelisted networks, in seed order. */
export function listClientTokens(db: Db, clientId: string): TokenRow[] {
  const rows = prepared(
    db,
    `SELECT ${TOKEN_COLUMNS} FROM client_tokens ct
       JOIN tokens t ON t.token_id = ct.token_id
       JOIN networks n ON n.network_id = t.network_id
       JOIN client_networks cn ON cn.network_id = n.network_id AND cn.client_id = ct.client_id
       WHERE ct.client_id = ? ORDER BY t.rowid`,
  ).all(clientId) as Raw<TokenRow>[];
  return rows.map(tokenOf);
}

/** The token of a network at an address (case-insensitive; "" is the native token), or undefined. */
export function findTokenByAddress(db: Db, networkId: string, address: string): TokenRow | undefined {
  const row = prepared(
    db,
    `SELECT ${TOKEN_COLUMNS} FROM tokens t JOIN networks n ON n.network_id = t.network_id
              WHERE t.network_id = ? AND t.address_key = ?`,
  ).get(networkId, address.toLowerCase()) as Raw<TokenRow> | undefined;
  return row && tokenOf(row);
}

/** A seeded token as the faucet reads it (with the network's CAIP-2 id and chain type). */
export interface FaucetTokenRow {
  token_id: string;
  caip_id: string;
  type: 'EVM' | 'APT' | 'SVM';
  address: string;
  symbol: string;
  faucet_amount: string;
}

/** Every seeded token with its faucet amount (only those of `caip2Id` when given), in seed order. */
export function listFaucetTokens(db: Db, caip2Id?: string): FaucetTokenRow[] {
  const caipKey = caip2Id?.toLowerCase() ?? null;
  return prepared(
    db,
    `SELECT t.token_id, n.caip_id, n.type, t.address, t.symbol, t.faucet_amount
     FROM tokens t JOIN networks n ON n.network_id = t.network_id
     WHERE (? IS NULL OR n.caip_key = ?) ORDER BY n.rowid, t.rowid`,
  ).all(caipKey, caipKey) as FaucetTokenRow[];
}

/** A network's tokens as the faucet reads them, in seed order. */
export function listNetworkFaucetTokens(
  db: Db,
  caip2Id: string,
): { address: string; symbol: string; faucet_amount: string }[] {
  return prepared(
    db,
    `SELECT t.address, t.symbol, t.faucet_amount FROM tokens t JOIN networks n ON n.network_id = t.network_id
     WHERE n.caip_key = ? ORDER BY t.rowid`,
  ).all(caip2Id.toLowerCase()) as { address: string; symbol: string; faucet_amount: string }[];
}

/** A network's token ids by address ("" = the native token). */
export function tokenIdsByAddress(db: Db, caip2Id: string): Map<string, string> {
  const rows = prepared(
    db,
    `SELECT t.token_id, t.address FROM tokens t JOIN networks n ON n.network_id = t.network_id WHERE n.caip_key = ?`,
  ).all(caip2Id.toLowerCase()) as { token_id: string; address: string }[];
  return new Map(rows.map((r) => [r.address, r.token_id]));
}

/** A token as the seed writes it: the row without what the networks table and the image add. */
export type SeedTokenRow = Omit<
  TokenRow,
  'caipId' | 'networkName' | 'networkSymbol' | 'onrampEnabled' | 'image'
>;

/** Inserts a token and whitelists it for a client, each where missing (the seed). */
export function insertClientTokenIfMissing(db: Db, clientId: string, t: SeedTokenRow): void {
  prepared(
    db,
    `INSERT INTO tokens (token_id, network_id, address, address_key, symbol, name, short_name, decimals, precision,
       group_id, is_primary, image, price_usdt, price_inr, faucet_amount)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '', ?, ?, ?) ON CONFLICT DO NOTHING`,
  ).run(
    t.tokenId,
    t.networkId,
    t.address,
    t.address.toLowerCase(),
    t.symbol,
    t.name,
    t.shortName,
    t.decimals,
    t.precision,
    t.groupId,
    t.isPrimary ? 1 : 0,
    t.priceUsdt,
    t.priceInr,
    t.faucetAmount,
  );
  prepared(db, 'INSERT INTO client_tokens (client_id, token_id) VALUES (?, ?) ON CONFLICT DO NOTHING').run(
    clientId,
    t.tokenId,
  );
}
