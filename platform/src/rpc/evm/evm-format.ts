import type { Hex } from 'viem';
import type { EvmBlockRecord, EvmLogRecord, EvmTransactionRecord } from '../../evm/evm-chain-reader.js';
import { logsBloom } from './logs-bloom.js';

// The reader's records in the JSON-RPC shapes of the execution-apis specification (quantities as 0x hex).

export const hexQuantity = (value: bigint | number) => `0x${value.toString(16)}` as Hex;

/** keccak256(rlp([])): the uncles hash of a block without uncles (every block here). */
const EMPTY_UNCLES = '0x1dcc4de8dec75d7aab85b567b6ccd41ad312451b948a7413f0a142fd40d49347';
const ZERO_32 = `0x${'0'.repeat(64)}`;

export function formatLog(log: EvmLogRecord) {
  return {
    address: log.address,
    topics: log.topics,
    data: log.data,
    blockNumber: hexQuantity(log.blockNumber),
    blockHash: log.blockHash,
    transactionHash: log.transactionHash,
    transactionIndex: hexQuantity(log.transactionIndex),
    logIndex: hexQuantity(log.logIndex),
    removed: false,
  };
}

export function formatTransaction(tx: EvmTransactionRecord, chainId: number) {
  return {
    type: '0x0',
    chainId: hexQuantity(chainId),
    hash: tx.hash,
    nonce: hexQuantity(tx.nonce),
    blockHash: tx.blockHash,
    blockNumber: hexQuantity(tx.blockNumber),
    transactionIndex: hexQuantity(tx.transactionIndex),
    from: tx.from,
    to: tx.to,
    value: hexQuantity(tx.value),
    gas: hexQuantity(tx.gas),
    gasPrice: hexQuantity(tx.gasPrice),
    input: tx.input,
    v: hexQuantity(tx.v),
    r: tx.r,
    s: tx.s,
  };
}

export function formatReceipt(tx: EvmTransactionRecord) {
  return {
    type: '0x0',
    transactionHash: tx.hash,
    transactionIndex: hexQuantity(tx.transactionIndex),
    blockHash: tx.blockHash,
    blockNumber: hexQuantity(tx.blockNumber),
    from: tx.from,
    to: tx.to,
    cumulativeGasUsed: hexQuantity(tx.cumulativeGasUsed),
    gasUsed: hexQuantity(tx.gasUsed),
    effectiveGasPrice: hexQuantity(tx.gasPrice),
    contractAddress: tx.contractAddress,
    logs: tx.logs.map(formatLog),
    logsBloom: logsBloom(tx.logs),
    status: tx.status === 'success' ? '0x1' : '0x0',
  };
}

/** A block with its transactions as hashes, or as objects (`full`); its roots when they could be computed. */
export function formatBlock(
  block: EvmBlockRecord,
  records: readonly EvmTransactionRecord[],
  full: boolean,
  chainId: number,
  roots: { transactionsRoot: Hex; receiptsRoot: Hex } | undefined,
) {
  return {
    number: hexQuantity(block.number),
    hash: block.hash,
    parentHash: block.parentHash,
    nonce: '0x0000000000000000',
    mixHash: ZERO_32,
    sha3Uncles: EMPTY_UNCLES,
    logsBloom: logsBloom(records.flatMap((tx) => tx.logs)),
    ...roots,
    stateRoot: block.stateRoot,
    miner: block.miner,
    difficulty: '0x0',
    totalDifficulty: '0x0',
    extraData: '0x',
    gasLimit: hexQuantity(block.gasLimit),
    gasUsed: hexQuantity(block.gasUsed),
    timestamp: hexQuantity(block.timestamp),
    baseFeePerGas: hexQuantity(block.baseFeePerGas),
    transactions: full ? records.map((tx) => formatTransaction(tx, chainId)) : block.transactions,
    uncles: [],
  };
}
