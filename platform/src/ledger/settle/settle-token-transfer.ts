import { findTokenByAddress } from '../../world/token-store.js';
import { ownerForChainType } from '../../world/owner-for-chain-type.js';
import { transferToken } from '../ledger.js';
import { SettlementFailure } from '../../chains/settlement-failure.js';
import type { SettleInput } from '../../chains/settle-input.js';

/** TOKEN_TRANSFER: the user's account on the chain pays the recipient (any address). */
export function settleTokenTransfer({ ctx, intentId, payload, network, user, txHash }: SettleInput): void {
  const tokenAddress = String(payload.tokenAddress);
  const token = findTokenByAddress(ctx.db, network.networkId, tokenAddress);
  if (!token) throw new SettlementFailure(`Token ${tokenAddress || '(native)'} is not on ${network.caipId}`);
  const from = ownerForChainType(user, network.type);
  transferToken(ctx, {
    token,
    from,
    to: String(payload.recipientWalletAddress),
    amount: BigInt(String(payload.amount)),
    intentId,
    txHash,
  });
}
