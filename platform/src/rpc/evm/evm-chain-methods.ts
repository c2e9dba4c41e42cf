import type { EvmBlockRecord, EvmChainReader } from '../../evm/evm-chain-reader.js';
import { JsonRpcError } from '../json-rpc-error.js';
import { blockRoots } from './block-roots.js';
import { RPC_LIMITS } from '../rpc-limits.js';
import { formatBlock, formatLog, formatReceipt, formatTransaction, hexQuantity } from './evm-format.js';
import { logFilter } from './evm-log-filter.js';
import { blockRef, bool, hash, positional, quantity } from './evm-params.js';
import type { EvmMethod } from './evm-state-methods.js';

async function blockByNumber(reader: EvmChainReader, value: unknown): Promise<EvmBlockRecord | undefined> {
  const ref = blockRef(value, 'block', false);
  return reader.getBlock('number' in ref ? ref.number : await reader.blockNumber());
}

async function renderBlock(reader: EvmChainReader, block: EvmBlockRecord | undefined, full: boolean) {
  if (!block) return null;
  const records = [];
  for (const txHash of block.transactions) {
    const tx = await reader.getTransaction(txHash);
    if (tx) records.push(tx);
  }
  return formatBlock(block, records, full, reader.chainId, await blockRoots(records));
}

async function transactionAt(reader: EvmChainReader, block: EvmBlockRecord | undefined, index: bigint) {
  const txHash =
    block && index < BigInt(block.transactions.length) ? block.transactions[Number(index)] : undefined;
  const tx = txHash && (await reader.getTransaction(txHash));
  return tx ? formatTransaction(tx, reader.chainId) : null;
}

/** Blocks, transactions, receipts and logs: null for what does not exist, as geth. */
export const EVM_CHAIN_METHODS: Record<string, EvmMethod> = {
  eth_getTransactionByHash: async (reader, params) => {
    const [txHash] = positional(params, 1, 1);
    const tx = await reader.getTransaction(hash(txHash, 'hash'));
    return tx ? formatTransaction(tx, reader.chainId) : null;
  },
  eth_getTransactionReceipt: async (reader, params) => {
    const [txHash] = positional(params, 1, 1);
    const tx = await reader.getTransaction(hash(txHash, 'hash'));
    return tx ? formatReceipt(tx) : null;
  },
  eth_getBlockByNumber: async (reader, params) => {
    const [block, full] = positional(params, 1, 2);
    const fullTx = full === undefined ? false : bool(full, 'full');
    return renderBlock(reader, await blockByNumber(reader, block), fullTx);
  },
  eth_getBlockByHash: async (reader, params) => {
    const [blockHash, full] = positional(params, 1, 2);
    const fullTx = full === undefined ? false : bool(full, 'full');
    return renderBlock(reader, await reader.getBlockByHash(hash(blockHash, 'hash')), fullTx);
  },
  eth_getBlockTransactionCountByNumber: async (reader, params) => {
    const [block] = positional(params, 1, 1);
    const found = await blockByNumber(reader, block);
    return found ? hexQuantity(found.transactions.length) : null;
  },
  eth_getBlockTransactionCountByHash: async (reader, params) => {
    const [blockHash] = positional(params, 1, 1);
    const found = await reader.getBlockByHash(hash(blockHash, 'hash'));
    return found ? hexQuantity(found.transactions.length) : null;
  },
  eth_getTransactionByBlockNumberAndIndex: async (reader, params) => {
    const [block, index] = positional(params, 2, 2);
    const at = quantity(index, 'index');
    return transactionAt(reader, await blockByNumber(reader, block), at);
  },
  eth_getTransactionByBlockHashAndIndex: async (reader, params) => {
    const [blockHash, index] = positional(params, 2, 2);
    const at = quantity(index, 'index');
    return transactionAt(reader, await reader.getBlockByHash(hash(blockHash, 'hash')), at);
  },
  eth_getLogs: async (reader, params) => {
    const [filter] = positional(params, 1, 1);
    const parsed = await logFilter(reader, filter);
    if (!parsed) return [];
    const logs = await reader.getLogs(parsed);
    if (logs.length > RPC_LIMITS.logs)
      throw new JsonRpcError(-32005, `query returned more than ${RPC_LIMITS.logs} results`);
    return logs.map(formatLog);
  },
};
