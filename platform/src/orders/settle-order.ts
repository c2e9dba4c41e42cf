import { address } from '@solana/kit';
import { nowSeconds, type PlatformContext } from '../context.js';
import { downstreamHash } from '../crypto/downstream-hash.js';
import { SettlementFailure } from '../errors/settlement-failure.js';
import type { EvmExecuted } from '../evm/evm-runtime.js';
import { indexTransaction } from '../evm/index-transaction.js';
import { PLATFORM_PAYMASTER } from '../evm/platform-accounts.js';
import { evmCallOf, solanaInstructionsOf } from '../intents/chain-work.js';
import type { IntentInput } from '../intents/intent-module.js';
import { INTENTS } from '../intents/intent-registry.js';
import type { PlatformChains } from '../runtimes/platform-chains.js';
import { indexSolanaBalances } from '../solana/index-solana-balances.js';
import type { ExecutedSolanaTransaction } from '../solana/run-solana-transaction.js';
import { saveSolanaTransaction } from '../solana/save-solana-transaction.js';
import { PLATFORM_SOLANA_ACCOUNT } from '../solana/solana-constants.js';
import { findClientNetwork, findNetworkByCaip } from '../world/network-store.js';
import { getUserById } from '../world/user-store.js';
import type { OrderRow } from './order-row.js';
import { endOrder, orderStatus } from './order-store.js';

/** What an order's intent works with: its payload, network and user; a vanished network or user fails the order. */
function intentInputOf(ctx: PlatformContext, order: OrderRow): IntentInput {
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

/** Whether the client sponsors the order's network: then the platform pays its fees (§10, issue 27). */
const sponsored = (ctx: PlatformContext, order: OrderRow) =>
  findClientNetwork(ctx.db, order.client_id, order.caip_id)?.sponsorshipEnabled === true;

/**
 * What a pass does with one order: a transaction a chain ran in memory (to commit), a failure known before any
 * commit, or the ledger's work (done at commit, on the database).
 */
export type PreparedOrder =
  | { order: OrderRow; kind: 'evm'; executed: EvmExecuted }
  | { order: OrderRow; kind: 'solana'; executed: ExecutedSolanaTransaction }
  | { order: OrderRow; kind: 'failed'; reason: string }
  | { order: OrderRow; kind: 'ledger' };

/**
 * Runs an order's intent on its network's chain, in memory: on an EVM network the call it makes from the user's
 * account (its gas paid by the platform's paymaster where the client sponsors the network, else by the user), on a
 * Solana network its instructions (fee payer likewise the platform account or the user); any other network is the
 * ledger's, at commit.
 */
export async function prepareOrder(
  ctx: PlatformContext,
  chains: PlatformChains,
  order: OrderRow,
): Promise<PreparedOrder> {
  const { evm, solana } = chains;
  const type = order.intent_type;
  try {
    if (evm?.handles(order.caip_id)) {
      const { payload, user } = intentInputOf(ctx, order);
      const call = evmCallOf(type, payload, user.userSWA);
      const feePayer = sponsored(ctx, order) ? PLATFORM_PAYMASTER : undefined;
      const executed = await evm.send(order.caip_id, {
        account: user.userSWA,
        call,
        feePayer,
        intentId: order.intent_id,
      });
      return { order, kind: 'evm', executed };
    }
    if (solana?.handles(order.caip_id)) {
      const { payload, user } = intentInputOf(ctx, order);
      const owner = address(user.solanaAddress);
      const feePayer = sponsored(ctx, order) ? PLATFORM_SOLANA_ACCOUNT : owner;
      const chain = solana.chain(order.caip_id);
      const built = solanaInstructionsOf(type, chain, payload, owner, feePayer);
      const executed = solana.send(order.caip_id, {
        ...built,
        feePayer,
        seed: order.intent_id,
        intentId: order.intent_id,
        nowSec: nowSeconds(ctx),
      });
      return { order, kind: 'solana', executed };
    }
    return { order, kind: 'ledger' };
  } catch (error) {
    if (!(error instanceof SettlementFailure)) throw error;
    return { order, kind: 'failed', reason: error.message };
  }
}

/** The ledger's work of an order (networks no VM runs), in a savepoint: '' when done, else why it failed. */
function settleOnLedger(ctx: PlatformContext, order: OrderRow): string {
  try {
    const input = intentInputOf(ctx, order);
    ctx.db.transaction(() => INTENTS[order.intent_type].settleOnLedger(input))();
    return '';
  } catch (error) {
    if (!(error instanceof SettlementFailure)) throw error;
    return error.message;
  }
}

/**
 * Writes one prepared order inside the pass's transaction: what its chain ran (committed even when the order is no
 * longer IN_PROGRESS: the chain ran it) or the ledger's effects, then the order's status, reason and downstream hash.
 */
export function commitOrder(ctx: PlatformContext, prepared: PreparedOrder): 'SUCCESSFUL' | 'FAILED' {
  const { order } = prepared;
  const current = orderStatus(ctx.db, order.intent_id);
  let reason = '';
  let txHash = downstreamHash(order.caip_id, order.intent_id);
  if (prepared.kind === 'evm') {
    const { chain, mined } = prepared.executed;
    chain.commit(ctx.db, mined); // the chain's state diff, block, receipt and logs
    indexTransaction(ctx, chain.caipId, mined.tx, mined.layer); // balances, activity, NFTs
    ({ reason } = mined);
    txHash = mined.tx.hash;
  } else if (prepared.kind === 'solana') {
    const { executed } = prepared;
    saveSolanaTransaction(ctx.db, executed); // the chain's accounts, transaction and slot
    indexSolanaBalances(ctx, executed); // balances, activity
    ({ reason } = executed);
    txHash = executed.record.signature;
  } else if (prepared.kind === 'failed') ({ reason } = prepared);
  if (current !== 'IN_PROGRESS') return current as 'SUCCESSFUL' | 'FAILED';
  if (prepared.kind === 'ledger') reason = settleOnLedger(ctx, order);
  const status = reason === '' ? 'SUCCESSFUL' : 'FAILED';
  endOrder(ctx.db, {
    intentId: order.intent_id,
    status,
    reason,
    downstreamHashes: status === 'SUCCESSFUL' ? [txHash] : [],
    nowSec: nowSeconds(ctx),
  });
  return status;
}
