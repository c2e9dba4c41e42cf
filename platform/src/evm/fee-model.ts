/**
 * The fee model of one in-process EVM network: a constant base fee (EIP-1559 base fee, burned) and a constant
 * priority fee (to the block's coinbase). Blocks hold one transaction each, far below their target, so the base
 * fee is held constant instead of falling block after block; every transaction pays `base + priority` per gas.
 */
export interface EvmFeeModel {
  baseFeePerGas: bigint;
  priorityFeePerGas: bigint;
}

const GWEI = 1_000_000_000n;

/** Per chain id: in the range the public testnets show (Base's sub-gwei fees, Amoy's 25 gwei minimum tip). */
const FEES: Readonly<Record<number, EvmFeeModel>> = {
  84532: { baseFeePerGas: GWEI / 100n, priorityFeePerGas: GWEI / 1000n },
  80002: { baseFeePerGas: 5n * GWEI, priorityFeePerGas: 25n * GWEI },
  11155111: { baseFeePerGas: GWEI, priorityFeePerGas: GWEI / 10n },
};

const DEFAULT_FEES: EvmFeeModel = { baseFeePerGas: GWEI, priorityFeePerGas: GWEI / 10n };

export const feeModelOf = (chainId: number): EvmFeeModel => FEES[chainId] ?? DEFAULT_FEES;

/** What a transaction pays per gas (its legacy gas price, the receipt's effectiveGasPrice). */
export const gasPriceOf = (fees: EvmFeeModel): bigint => fees.baseFeePerGas + fees.priorityFeePerGas;
