import type { PlatformContext } from '../context.js';
import { DEMO_CLIENT_RECORD } from './demo-client.js';
import { SEED_NETWORKS } from './seed-networks.js';
import { SEED_TOKENS } from './seed-tokens.js';
import { stableUuid } from './stable-uuid.js';
import { insertClientIfMissing } from './client-store.js';
import { insertMetaIfMissing } from './meta-store.js';
import { insertClientNetworkIfMissing } from './network-store.js';
import { insertClientTokenIfMissing } from './token-store.js';

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
  insertClientIfMissing(db, c, nowSec);
  for (const n of SEED_NETWORKS)
    insertClientNetworkIfMissing(db, c.clientId, { ...n, networkId: networkIdOf(n.caipId) });
  for (const t of SEED_TOKENS)
    insertClientTokenIfMissing(db, c.clientId, {
      ...t,
      tokenId: tokenIdOf(t.caipId, t.address),
      networkId: networkIdOf(t.caipId),
      groupId: groupIdOf(t.group),
    });
  insertMetaIfMissing(db, 'world.seeded_at', String(nowSec));
}
