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

/** A token by id. */
export function getTokenById(db: Db, tokenId: string): TokenRow | undefined {
  const row = prepared(
    db,
    `SELECT ${TOKEN_COLUMNS} FROM tokens t JOIN networks n ON n.network_id = t.network_id WHERE t.token_id = ?`,
  ).get(tokenId) as Raw<TokenRow> | undefined;
  return row && tokenOf(row);
}
