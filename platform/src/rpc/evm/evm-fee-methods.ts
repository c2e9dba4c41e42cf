import { TransactionRejected, type EvmChainReader } from '../../evm/evm-chain-reader.js';
import { invalidParams, JsonRpcError, serverError } from '../json-rpc-error.js';
import { callRequest } from './evm-call-request.js';
import { hexQuantity } from './evm-format.js';
import { blockRef, positional } from './evm-params.js';
import { callFailure } from './call-failure.js';
import { checkStateBlock } from './check-state-block.js';
import type { EvmMethod } from './evm-state-methods.js';

/** geth's cap on eth_feeHistory's block count. */
const MAX_FEE_HISTORY = 1024;

/** A transaction that cannot run at all, in geth's words where geth has some. */
function rejected(error: unknown): JsonRpcError {
  if (!(error instanceof TransactionRejected)) throw error;
  if (/enough funds/.test(error.message)) return serverError('insufficient funds for transfer');
  return serverError(error.message);
}

/** The transaction object and block of eth_estimateGas / eth_createAccessList (state overrides are refused). */
async function transactionAtBlock(reader: EvmChainReader, params: unknown, methodMax: number) {
  const [tx, block, overrides] = positional(params, 1, methodMax);
  if (overrides !== undefined && overrides !== null) throw invalidParams('state overrides are not supported');
  const request = callRequest(tx);
  await checkStateBlock(reader, block);
  return request;
}

/** A count: a hex quantity or a JSON number (geth takes both). */
function blockCount(value: unknown): number {
  const count =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^0x[0-9a-f]+$/i.test(value)
        ? Number(value)
        : NaN;
  if (!Number.isSafeInteger(count) || count < 0) throw invalidParams('blockCount is not a block count');
  return Math.min(count, MAX_FEE_HISTORY);
}

function percentiles(value: unknown): number[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (
    !Array.isArray(value) ||
    value.length > 100 ||
    value.some((p, i) => typeof p !== 'number' || p < 0 || p > 100 || (i > 0 && p < value[i - 1]))
  )
    throw invalidParams('rewardPercentiles must be increasing numbers from 0 to 100');
  return value as number[];
}

/**
 * eth_feeHistory: base fee per block (one more: the next block's), gas used / gas limit, and per requested
 * percentile the priority fee the block's transactions paid (one transaction per block here, so every percentile is
 * its tip; 0 for a block without one).
 */
const feeHistory: EvmMethod = async (reader, params) => {
  const [countValue, newest, rewardValue] = positional(params, 2, 3);
  const count = blockCount(countValue);
  const wanted = percentiles(rewardValue);
  const head = await reader.blockNumber();
  const ref = blockRef(newest, 'newestBlock', false);
  const last = 'number' in ref ? ref.number : head;
  if (last > head) throw serverError(`request beyond head block: requested ${last}, head ${head}`);
  const fees = await reader.fees();
  const oldest = last + 1n - BigInt(count) < 0n ? 0n : last + 1n - BigInt(count);
  const baseFeePerGas: string[] = [];
  const gasUsedRatio: number[] = [];
  const reward: string[][] = [];
  for (let n = oldest; n <= last && count > 0; n++) {
    const block = await reader.getBlock(n);
    const baseFee = block?.baseFeePerGas ?? fees.baseFeePerGas;
    baseFeePerGas.push(hexQuantity(baseFee));
    gasUsedRatio.push(block ? Number(block.gasUsed) / Number(block.gasLimit) : 0);
    if (wanted) {
      const tx = block?.transactions[0] && (await reader.getTransaction(block.transactions[0]));
      const tip = tx && tx.gasPrice > baseFee ? tx.gasPrice - baseFee : 0n;
      reward.push(wanted.map(() => hexQuantity(tip)));
    }
  }
  if (count > 0) baseFeePerGas.push(hexQuantity(fees.baseFeePerGas));
  return {
    oldestBlock: hexQuantity(oldest),
    baseFeePerGas,
    gasUsedRatio,
    ...(wanted ? { reward } : {}),
  };
};

const none = (params: unknown) => positional(params, 0, 0);

/** The fee model (constant base fee and priority fee per network) and what a transaction would cost. */
export const EVM_FEE_METHODS: Record<string, EvmMethod> = {
  eth_gasPrice: async (reader, params) => {
    none(params);
    const fees = await reader.fees();
    return hexQuantity(fees.baseFeePerGas + fees.priorityFeePerGas);
  },
  eth_maxPriorityFeePerGas: async (reader, params) => {
    none(params);
    return hexQuantity((await reader.fees()).priorityFeePerGas);
  },
  eth_feeHistory: feeHistory,
  eth_estimateGas: async (reader, params) => {
    const request = await transactionAtBlock(reader, params, 3);
    const estimate = await reader.estimateGas(request).catch((error: unknown) => {
      throw rejected(error);
    });
    if (estimate.ok) return hexQuantity(estimate.gas);
    if (estimate.returnData === '0x' && !/revert/i.test(estimate.reason.replace(/^Execution reverted: /, '')))
      throw serverError(`gas required exceeds allowance (${request.gas ?? 30_000_000n})`);
    throw callFailure(estimate);
  },
  eth_createAccessList: async (reader, params) => {
    const request = await transactionAtBlock(reader, params, 2);
    const result = await reader.simulate(request).catch((error: unknown) => {
      throw rejected(error);
    });
    return {
      accessList: result.accessList,
      gasUsed: hexQuantity(result.gasUsed),
      ...(result.ok ? {} : { error: callFailure(result).message }),
    };
  },
};
