import { GAS_LIMITS, type IntentType, type UserContext } from '@satchel/shared';
import { address, type Address } from '@solana/kit';
import type { Hex } from 'viem';
import type { PlatformContext } from '../context.js';
import { SettlementFailure } from '../errors/settlement-failure.js';
import { evmCallOf, solanaInstructionsOf } from '../intents/chain-work.js';
import type { JobPayload } from '../intents/intent-module.js';
import type { PlatformChains } from '../runtimes/platform-chains.js';
import { transactionFee } from '../solana/run-solana-transaction.js';
import { networkIdOf } from '../world/seed-world.js';
import { findTokenByAddress } from '../world/token-store.js';
import { type ClientNetworkRow } from '../world/network-store.js';
import { formatFixed, timesPrice, unitsToFixed } from '../world/decimal.js';

export interface EstimatedFees {
  transactionFees: Record<string, string>;
  approxTransactionFeesInUSDT: string;
}

/**
 * The fee the order would pay on a chain the platform runs, in the native token's smallest unit: on an EVM network
 * its transaction simulated now (gas used × gas price), on a Solana network the transaction's fee per signature;
 * 0 where the client sponsors the network (the fee payer pays). Undefined elsewhere, or when the order cannot be
 * built or run (it would fail).
 */
async function chainFee(
  chains: PlatformChains,
  network: ClientNetworkRow,
  intentType: IntentType,
  payload: JobPayload,
  user: UserContext,
): Promise<bigint | undefined> {
  const { evm, solana } = chains;
  const runs = evm?.handles(network.caipId) || solana?.handles(network.caipId);
  if (!runs) return undefined;
  if (network.sponsorshipEnabled) return 0n;
  try {
    if (evm?.handles(network.caipId)) {
      const account = user.userSWA as Hex;
      return await evm.fee(network.caipId, { account, call: evmCallOf(intentType, payload, account) });
    }
    let owner: Address;
    try {
      owner = address(user.solanaAddress ?? '');
    } catch {
      return undefined;
    }
    const chain = solana!.chain(network.caipId);
    return transactionFee(solanaInstructionsOf(intentType, chain, payload, owner, owner).instructions, owner);
  } catch (error) {
    if (error instanceof SettlementFailure) return undefined;
    throw error;
  }
}

/**
 * `details.fees` of an estimate (§12.3): the order's fee on a chain the platform runs (chainFee), in the native
 * token's smallest unit and in USDT. Elsewhere, or when the order would fail, the operation's gas limits ×
 * maxFeePerGas as §12.3 states, without a USDT value.
 */
export async function estimateFees(
  ctx: PlatformContext,
  chains: PlatformChains,
  network: ClientNetworkRow,
  intentType: IntentType,
  payload: JobPayload,
  user: UserContext,
  maxFeePerGas: string,
): Promise<EstimatedFees> {
  const fee = await chainFee(chains, network, intentType, payload, user);
  if (fee === undefined) {
    const gasUnits =
      GAS_LIMITS.callGasLimit + GAS_LIMITS.verificationGasLimit + GAS_LIMITS.preVerificationGas;
    return {
      transactionFees: { [network.caipId]: (gasUnits * BigInt(maxFeePerGas)).toString() },
      approxTransactionFeesInUSDT: '',
    };
  }
  const native = findTokenByAddress(ctx.db, networkIdOf(network.caipId), '');
  return {
    transactionFees: { [network.caipId]: fee.toString() },
    approxTransactionFeesInUSDT: native
      ? formatFixed(timesPrice(unitsToFixed(fee, native.decimals), native.priceUsdt))
      : '',
  };
}
