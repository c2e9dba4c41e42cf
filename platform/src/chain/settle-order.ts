import type { IntentType } from '@satchel/shared';
import { nowSeconds, type PlatformContext } from '../context.js';
import { getUserById, type NetworkRow } from '../world/world-store.js';
import { downstreamHash } from './downstream-hash.js';
import type { OrderRow } from './orders-store.js';
import { settleAptosRaw } from './settle/settle-aptos-raw.js';
import type { SettleInput } from './settle/settle-context.js';
import { settleEvmRaw } from './settle/settle-evm-raw.js';
import { settleNftCollection } from './settle/settle-nft-collection.js';
import { settleNftMint } from './settle/settle-nft-mint.js';
import { settleNftTransfer } from './settle/settle-nft-transfer.js';
import { settleTokenTransfer } from './settle/settle-token-transfer.js';
import { SettlementFailure } from './settlement-failure.js';

const SETTLERS: Record<IntentType, (input: SettleInput) => void> = {
  TOKEN_TRANSFER: settleTokenTransfer,
  NFT_TRANSFER: settleNftTransfer,
  NFT_CREATE_COLLECTION: settleNftCollection,
  NFT_MINT: settleNftMint,
  RAW_TRANSACTION: (input) => (input.network.type === 'APT' ? settleAptosRaw(input) : settleEvmRaw(input)),
};

function networkByCaip(ctx: PlatformContext, caipId: string): NetworkRow | undefined {
  const row = ctx.db
    .prepare(
      `SELECT network_id AS networkId, caip_id AS caipId, network_name AS networkName, chain_id AS chainId, type, symbol,
              logo, explorer_tx_url AS explorerTxUrl, explorer_address_url AS explorerAddressUrl,
              onramp_enabled AS onrampEnabled FROM networks WHERE caip_key = ?`,
    )
    .get(caipId.toLowerCase()) as (Omit<NetworkRow, 'onrampEnabled'> & { onrampEnabled: number }) | undefined;
  return row && { ...row, onrampEnabled: row.onrampEnabled === 1 };
}

/**
 * Settles one IN_PROGRESS order in a single transaction: the intent's effects (in a savepoint) and SUCCESSFUL with
 * the downstream hash, or, when the chain would reject it, no effect and FAILED with the reason. Returns the status.
 */
export function settleOrder(ctx: PlatformContext, order: OrderRow): 'SUCCESSFUL' | 'FAILED' {
  return ctx.db.transaction(() => {
    const current = ctx.db.prepare('SELECT status FROM orders WHERE intent_id = ?').get(order.intent_id) as
      { status: string } | undefined;
    if (current?.status !== 'IN_PROGRESS') return current?.status as 'SUCCESSFUL' | 'FAILED';
    const nowSec = nowSeconds(ctx);
    const txHash = downstreamHash(order.caip_id, order.intent_id);
    let reason = '';
    try {
      const network = networkByCaip(ctx, order.caip_id);
      const user = getUserById(ctx, order.user_id);
      if (!network) throw new SettlementFailure(`Network ${order.caip_id} no longer exists`);
      if (!user) throw new SettlementFailure('User no longer exists');
      const input: SettleInput = {
        ctx,
        intentId: order.intent_id,
        payload: JSON.parse(order.job_parameters),
        network,
        user,
        txHash,
      };
      ctx.db.transaction(() => SETTLERS[order.intent_type](input))();
    } catch (error) {
      if (!(error instanceof SettlementFailure)) throw error;
      reason = error.message;
    }
    const status = reason === '' ? 'SUCCESSFUL' : 'FAILED';
    ctx.db
      .prepare(
        `UPDATE orders SET status = ?, reason = ?, downstream_hashes = ?, block_timestamp = ?, updated_at = ? WHERE intent_id = ?`,
      )
      .run(
        status,
        reason,
        JSON.stringify(status === 'SUCCESSFUL' ? [txHash] : []),
        nowSec,
        nowSec,
        order.intent_id,
      );
    return status;
  })();
}
