import { GAS_LIMITS, type UserContext } from '@satchel/shared';
import type { PlatformContext } from '../context.js';
import type { PlatformChains } from '../runtimes/platform-chains.js';
import { networkIdOf } from '../world/seed-world.js';
import { findTokenByAddress } from '../world/token-store.js';
import { type ClientNetworkRow } from '../world/network-store.js';
import { formatFixed, timesPrice, unitsToFixed } from '../world/decimal.js';

export interface EstimatedFees {
  transactionFees: Record<string, string>;
  approxTransactionFeesInUSDT: string;
}

/**
 * `details.fees` of an estimate (§12.3). On a network the platform runs as an EVM, the fee the order will pay: its
 * transaction simulated now, gas used × the network's gas price, in the native token's smallest unit and in USDT;
 * on a Solana network, the transaction's fee in lamports (per signature); 0 where the client sponsors the network
 * (the fee payer pays). Elsewhere, or when the transaction cannot run (the
 * order would fail), the operation's gas limits × maxFeePerGas as §12.3 states, without a USDT value.
 */
export async function estimateFees(
  ctx: PlatformContext,
  chains: PlatformChains,
  network: ClientNetworkRow,
  intentType: string,
  payload: Record<string, unknown>,
  user: UserContext,
  maxFeePerGas: string,
): Promise<EstimatedFees> {
  const { evm, solana } = chains;
  const fee = evm?.handles(network.caipId)
    ? network.sponsorshipEnabled
      ? 0n
      : await evm.intentFee(network.caipId, intentType, { payload, user: user as never })
    : solana?.handles(network.caipId) &&
      (network.sponsorshipEnabled
        ? 0n
        : solana.intentFee(network.caipId, intentType, payload, user.solanaAddress ?? ''));
  if (fee === undefined || fee === false) {
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
