import type { PlatformContext } from '../context.js';
import { DEMO_CLIENT_RECORD } from './demo-client.js';
import { SEED_NETWORKS } from './seed-networks.js';
import { SEED_TOKENS } from './seed-tokens.js';
import { stableUuid } from './stable-uuid.js';

export const networkIdOf = (caipId: string) => stableUuid(`network:${caipId.toLowerCase()}`);
export const tokenIdOf = (caipId: string, address: string) =>
  stableUuid(`token:${caipId.toLowerCase()}:${address.toLowerCase()}`);
export const groupIdOf = (group: string) => stableUuid(`group:${group}`);

/**
 * Inserts the seeded world (demo client, its signer, networks, tokens and whitelists) where missing. Idempotent:
 * every row has a stable id and existing rows are left as they are, so it runs on every start.
 * Callers wrap it in a transaction (the platform start and `/dev/reset` do).
 */
export function seedWorld(ctx: PlatformContext): void {
  const { db } = ctx;
  const nowSec = Math.floor(ctx.now() / 1000);
  const c = DEMO_CLIENT_RECORD;
  db.prepare(
    `INSERT INTO clients (client_id, client_swa, client_swa_key, name, active, created_at) VALUES (?, ?, ?, ?, 1, ?)
     ON CONFLICT DO NOTHING`,
  ).run(c.clientId, c.clientSWA, c.clientSWA.toLowerCase(), c.name, nowSec);
  db.prepare(
    'INSERT INTO client_signers (client_id, signer, public_key) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
  ).run(c.clientId, c.signer.toLowerCase(), c.publicKey);

  const insertNetwork = db.prepare(
    `INSERT INTO networks (network_id, caip_id, caip_key, network_name, chain_id, type, symbol, logo, explorer_tx_url,
       explorer_address_url, onramp_enabled) VALUES (?, ?, ?, ?, ?, ?, ?, '', ?, ?, ?) ON CONFLICT DO NOTHING`,
  );
  const whitelistNetwork = db.prepare(
    `INSERT INTO client_networks (client_id, network_id, sponsorship_enabled, gsn_enabled) VALUES (?, ?, ?, ?)
     ON CONFLICT DO NOTHING`,
  );
  for (const n of SEED_NETWORKS) {
    const id = networkIdOf(n.caipId);
    insertNetwork.run(
      id,
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
    whitelistNetwork.run(c.clientId, id, n.sponsorshipEnabled ? 1 : 0, n.gsnEnabled ? 1 : 0);
  }

  const insertToken = db.prepare(
    `INSERT INTO tokens (token_id, network_id, address, address_key, symbol, name, short_name, decimals, precision,
       group_id, is_primary, image, price_usdt, price_inr, faucet_amount)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '', ?, ?, ?) ON CONFLICT DO NOTHING`,
  );
  const whitelistToken = db.prepare(
    'INSERT INTO client_tokens (client_id, token_id) VALUES (?, ?) ON CONFLICT DO NOTHING',
  );
  for (const t of SEED_TOKENS) {
    const id = tokenIdOf(t.caipId, t.address);
    insertToken.run(
      id,
      networkIdOf(t.caipId),
      t.address,
      t.address.toLowerCase(),
      t.symbol,
      t.name,
      t.shortName,
      t.decimals,
      t.precision,
      groupIdOf(t.group),
      t.isPrimary ? 1 : 0,
      t.priceUsdt,
      t.priceInr,
      t.faucetAmount,
    );
    whitelistToken.run(c.clientId, id);
  }
  db.prepare(`INSERT INTO meta (key, value) VALUES ('world.seeded_at', ?) ON CONFLICT DO NOTHING`).run(
    String(nowSec),
  );
}
