import type { BlockHeader } from '@ethereumjs/block';
import { bytesToHex } from '@ethereumjs/util';
import type { RunTxResult } from '@ethereumjs/vm';
import { numberToHex, type Hex } from 'viem';
import type { EvmBlockRecord, EvmTransactionRecord } from './evm-chain-reader.js';
import { decodeRevert } from './decode-revert.js';
import { GAS_LIMIT } from './fee-charging.js';
import type { StateLayer, PrepareState } from './layered-state.js';
import { PLATFORM_SEQUENCER } from './platform-accounts.js';

export interface SendRequest {
  from: Hex;
  to?: Hex;
  data: Hex;
  value: bigint;
  /** The order that sent it (null: the platform's own, seeding and faucet). */
  intentId: string | null;
  /** Who pays the gas (gas used × gas price); the sender when absent. */
  feePayer?: Hex;
  /** State placed in the transaction's block before it runs (a user's account at its first transaction). */
  prepare?: PrepareState;
  nowSec: number;
}

/** A transaction mined in memory (its block, receipt and state diff), waiting for its commit. */
export interface MinedTx {
  tx: EvmTransactionRecord;
  block: EvmBlockRecord;
  layer: StateLayer;
  /** `Execution reverted: …` when it reverted, else ''. */
  reason: string;
  /** What the call returned, or its revert data (e.g. an entry point's `FailedOp`). */
  returnData: Hex;
}

/** What `minedRecords` reads: the request, the signed-looking transaction, what the VM returned, its block. */
interface MinedInput {
  request: SendRequest;
  tx: { v?: bigint; r?: bigint; s?: bigint };
  hash: Hex;
  /** The digest recorded as the block's state root (evm-chain.ts: no trie). */
  stateRoot: Hex;
  nonce: bigint;
  result: RunTxResult;
  header: BlockHeader;
  parentHash: Hex;
  gasPrice: bigint;
  baseFeePerGas: bigint;
}

/**
 * The records of a transaction mined alone in its block (evm-chain.ts `send`): its receipt-bearing transaction
 * record, its block record, and the order-facing reason (`Execution reverted: …` / `Execution failed: …`, else '').
 */
export function minedRecords({
  request,
  tx,
  hash,
  stateRoot,
  nonce,
  result,
  header,
  parentHash,
  gasPrice,
  baseFeePerGas,
}: MinedInput): Omit<MinedTx, 'layer'> {
  const blockHash = bytesToHex(header.hash()) as Hex;
  const blockNumber = header.number;
  const error = result.execResult.exceptionError;
  const returnData = bytesToHex(result.execResult.returnValue) as Hex;
  const revertReason = error ? (error.error === 'revert' ? decodeRevert(returnData) : error.error) : null;
  const logs = (result.execResult.logs ?? []).map(([address, topics, data], logIndex) => ({
    address: bytesToHex(address) as Hex,
    topics: topics.map((t) => bytesToHex(t) as Hex),
    data: bytesToHex(data) as Hex,
    blockNumber,
    blockHash,
    transactionHash: hash,
    transactionIndex: 0,
    logIndex,
  }));
  const record: EvmTransactionRecord = {
    hash,
    blockNumber,
    blockHash,
    transactionIndex: 0,
    from: request.from.toLowerCase() as Hex,
    to: request.to ? (request.to.toLowerCase() as Hex) : null,
    value: request.value,
    input: request.data,
    nonce,
    gas: GAS_LIMIT,
    gasPrice,
    v: tx.v!,
    r: numberToHex(tx.r!),
    s: numberToHex(tx.s!),
    status: error ? 'reverted' : 'success',
    gasUsed: result.totalGasSpent,
    cumulativeGasUsed: result.totalGasSpent,
    contractAddress: result.createdAddress && !error ? (result.createdAddress.toString() as Hex) : null,
    logs: error ? [] : logs,
    revertReason,
    intentId: request.intentId,
  };
  const blockRecord: EvmBlockRecord = {
    number: blockNumber,
    hash: blockHash,
    parentHash,
    timestamp: header.timestamp,
    gasLimit: GAS_LIMIT,
    gasUsed: result.totalGasSpent,
    baseFeePerGas,
    miner: PLATFORM_SEQUENCER.toLowerCase() as Hex,
    stateRoot,
    transactions: [hash],
  };
  const reason = error
    ? error.error === 'revert'
      ? `Execution reverted: ${revertReason}`
      : `Execution failed: ${revertReason}`
    : '';
  return { tx: record, block: blockRecord, reason, returnData };
}
