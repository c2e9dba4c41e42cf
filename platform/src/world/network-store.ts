import type { Db } from '../db/open-database.js';
import { prepared } from '../db/prepared.js';

/** The SQL of the `networks` and `client_networks` tables; caip ids are looked up case-insensitively. */

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

const NETWORK_COLUMNS = `n.network_id AS networkId, n.caip_id AS caipId, n.network_name AS networkName,
  n.chain_id AS chainId, n.type AS type, n.symbol AS symbol, n.logo AS logo, n.explorer_tx_url AS explorerTxUrl,
  n.explorer_address_url AS explorerAddressUrl, n.onramp_enabled AS onrampEnabled`;

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

/** The networks whitelisted for a client, in seed order, with the client's flags. */
export function listClientNetworks(db: Db, clientId: string): ClientNetworkRow[] {
  const rows = prepared(
    db,
    `SELECT ${NETWORK_COLUMNS}, cn.sponsorship_enabled AS sponsorshipEnabled, cn.gsn_enabled AS gsnEnabled
       FROM client_networks cn JOIN networks n ON n.network_id = cn.network_id
       WHERE cn.client_id = ? ORDER BY n.rowid`,
  ).all(clientId) as Raw<ClientNetworkRow>[];
  return rows.map(clientNetworkOf);
}

/** A network whitelisted for the client by caip2 id (case-insensitive), or undefined (→ CHAIN_NOT_SUPPORTED). */
export function findClientNetwork(db: Db, clientId: string, caip2Id: string): ClientNetworkRow | undefined {
  const row = prepared(
    db,
    `SELECT ${NETWORK_COLUMNS}, cn.sponsorship_enabled AS sponsorshipEnabled, cn.gsn_enabled AS gsnEnabled
       FROM client_networks cn JOIN networks n ON n.network_id = cn.network_id
       WHERE cn.client_id = ? AND n.caip_key = ?`,
  ).get(clientId, caip2Id.toLowerCase()) as Raw<ClientNetworkRow> | undefined;
  return row && clientNetworkOf(row);
}

/** Any network by caip2 id (case-insensitive, whitelisted or not). */
export function findNetworkByCaip(db: Db, caipId: string): NetworkRow | undefined {
  const row = prepared(db, `SELECT ${NETWORK_COLUMNS} FROM networks n WHERE n.caip_key = ?`).get(
    caipId.toLowerCase(),
  ) as Raw<NetworkRow> | undefined;
  return row && networkOf<NetworkRow>(row);
}

export interface SeedNetworkRow {
  networkId: string;
  caipId: string;
  name: string;
  chainId: string | number;
  type: string;
  symbol: string;
  explorerTxUrl: string;
  explorerAddressUrl: string;
  onrampEnabled: boolean;
  sponsorshipEnabled: boolean;
  gsnEnabled: boolean;
}

/** Inserts a network and whitelists it for a client, each where missing (the seed). */
export function insertClientNetworkIfMissing(db: Db, clientId: string, n: SeedNetworkRow): void {
  prepared(
    db,
    `INSERT INTO networks (network_id, caip_id, caip_key, network_name, chain_id, type, symbol, logo, explorer_tx_url,
       explorer_address_url, onramp_enabled) VALUES (?, ?, ?, ?, ?, ?, ?, '', ?, ?, ?) ON CONFLICT DO NOTHING`,
  ).run(
    n.networkId,
    n.caipId,
    n.caipId.toLowerCase(),
    n.name,
    n.chainId,
    n.type,
    n.symbol,
    n.explorerTxUrl,
    n.explorerAddressUrl,
    n.onrampEnabled ? 1 : 0,
  );
  prepared(
    db,
    `INSERT INTO client_networks (client_id, network_id, sponsorship_enabled, gsn_enabled) VALUES (?, ?, ?, ?)
     ON CONFLICT DO NOTHING`,
  ).run(clientId, n.networkId, n.sponsorshipEnabled ? 1 : 0, n.gsnEnabled ? 1 : 0);
}
