import type { IntentType } from '@satchel/shared';
import { nowSeconds, type PlatformContext } from '../context.js';
import { getUserById } from '../world/user-store.js';
import { findNetworkByCaip } from '../world/network-store.js';
import { downstreamHash } from '../crypto/downstream-hash.js';
import type { OrderRow } from '../chains/order-row.js';
import type { ChainRuntime, ExecutionOutcome } from '../chains/chain-runtime.js';
import { settleAptosRaw } from '../ledger/settle/settle-aptos-raw.js';
import type { SettleInput } from '../chains/settle-input.js';
import { settleNftCollection } from '../ledger/settle/settle-nft-collection.js';
import { settleNftMint } from '../ledger/settle/settle-nft-mint.js';
import { settleNftTransfer } from '../ledger/settle/settle-nft-transfer.js';
import { settleTokenTransfer } from '../ledger/settle/settle-token-transfer.js';
import { SettlementFailure } from '../chains/settlement-failure.js';
import { endOrder, orderStatus } from './order-store.js';

/** The ledger's settlers: networks no runtime executes (Aptos). */
const LEDGER_SETTLERS: Record<IntentType, (input: SettleInput) => void> = {
  TOKEN_TRANSFER: settleTokenTransfer,
  NFT_TRANSFER: settleNftTransfer,
  NFT_CREATE_COLLECTION: settleNftCollection,
  NFT_MINT: settleNftMint,
  RAW_TRANSACTION: (input) => {
    if (input.network.type !== 'APT')
      throw new SettlementFailure(`Raw transactions are not supported on ${input.network.caipId}`);
    settleAptosRaw(input);
  },
};

/** The settler's view of an order (network, user, payload); a vanished network or user fails the order. */
export function settleInputOf(ctx: PlatformContext, order: OrderRow): SettleInput {
  const network = findNetworkByCaip(ctx.db, order.caip_id);
  const user = getUserById(ctx.db, order.user_id);
  if (!network) throw new SettlementFailure(`Network ${order.caip_id} no longer exists`);
  if (!user) throw new SettlementFailure('User no longer exists');
  return {
    ctx,
    intentId: order.intent_id,
    payload: JSON.parse(order.job_parameters),
    network,
    user,
    txHash: downstreamHash(order.caip_id, order.intent_id),
  };
}

/** What a pass does with one order: an executed outcome to commit, a failure known up front, or the ledger. */
export type PreparedOrder =
  | { order: OrderRow; kind: 'outcome'; outcome: ExecutionOutcome }
  | { order: OrderRow; kind: 'failed'; reason: string }
  | { order: OrderRow; kind: 'ledger' };

/** Executes an order on its network's runtime (in memory), or marks it for the ledger. */
export async function prepareOrder(
  ctx: PlatformContext,
  runtimes: ChainRuntime[],
  order: OrderRow,
): Promise<PreparedOrder> {
  const runtime = runtimes.find((r) => r.handles(order.caip_id));
  if (!runtime) return { order, kind: 'ledger' };
  try {
    return { order, kind: 'outcome', outcome: await runtime.execute(order, settleInputOf(ctx, order)) };
  } catch (error) {
    if (!(error instanceof SettlementFailure)) throw error;
    return { order, kind: 'failed', reason: error.message };
  }
}

/**
 * Writes one prepared order inside the pass's transaction: the outcome's commit (chain state, records, indexed
 * reads) or the ledger's effects (in a savepoint), then the order's status, reason and downstream hash. An order no
 * longer IN_PROGRESS keeps its status; an executed outcome is committed anyway (the chain ran it).
 */
export function commitOrder(ctx: PlatformContext, prepared: PreparedOrder): 'SUCCESSFUL' | 'FAILED' {
  const { order } = prepared;
  const current = orderStatus(ctx.db, order.intent_id);
  if (prepared.kind === 'outcome') prepared.outcome.commit();
  if (current !== 'IN_PROGRESS') return current as 'SUCCESSFUL' | 'FAILED';
  let reason = '';
  let txHash = downstreamHash(order.caip_id, order.intent_id);
  if (prepared.kind === 'failed') reason = prepared.reason;
  else if (prepared.kind === 'outcome') ({ reason, txHash } = prepared.outcome);
  else {
    try {
      const input = settleInputOf(ctx, order);
      ctx.db.transaction(() => LEDGER_SETTLERS[order.intent_type](input))();
    } catch (error) {
      if (!(error instanceof SettlementFailure)) throw error;
      reason = error.message;
    }
  }
  const status = reason === '' ? 'SUCCESSFUL' : 'FAILED';
  const nowSec = nowSeconds(ctx);
  endOrder(ctx.db, {
    intentId: order.intent_id,
    status,
    reason,
    downstreamHashes: status === 'SUCCESSFUL' ? [txHash] : [],
    nowSec,
  });
  return status;
}
