import type { Address, Hex } from 'viem';

/** A log as stored with its transaction (the JSON-RPC endpoint and the explorer page read these). */
export interface EvmLogRecord {
  address: Address;
  topics: Hex[];
  data: Hex;
  blockNumber: bigint;
  blockHash: Hex;
  transactionHash: Hex;
  transactionIndex: number;
  logIndex: number;
}

/** A mined transaction with its receipt. */
export interface EvmTransactionRecord {
  hash: Hex;
  blockNumber: bigint;
  blockHash: Hex;
  transactionIndex: number;
  from: Address;
  /** null for a contract creation. */
  to: Address | null;
  value: bigint;
  input: Hex;
  nonce: bigint;
  gas: bigint;
  gasPrice: bigint;
  v: bigint;
  r: Hex;
  s: Hex;
  status: 'success' | 'reverted';
  gasUsed: bigint;
  cumulativeGasUsed: bigint;
  contractAddress: Address | null;
  logs: EvmLogRecord[];
  /** Decoded: `Error(string)` text, `Panic(0x11)`, a custom error's selector; null when it succeeded. */
  revertReason: string | null;
  /** The order that produced it, null for the platform's own (seeding, faucet). */
  intentId: string | null;
}

export interface EvmBlockRecord {
  number: bigint;
  hash: Hex;
  parentHash: Hex;
  timestamp: bigint;
  gasLimit: bigint;
  gasUsed: bigint;
  baseFeePerGas: bigint;
  miner: Address;
  stateRoot: Hex;
  transactions: Hex[];
}

export interface EvmCallRequest {
  from?: Address;
  to?: Address;
  data?: Hex;
  value?: bigint;
  gas?: bigint;
}

export type EvmCallResult = { ok: true; returnData: Hex } | { ok: false; returnData: Hex; reason: string };

export interface EvmLogFilter {
  fromBlock: bigint;
  toBlock: bigint;
  address?: Address[];
  /** Per position: null = any, one topic, or any of several. */
  topics?: (Hex | Hex[] | null)[];
}

/**
 * The read side of one in-process EVM network, as committed (never an order's uncommitted state): what the
 * JSON-RPC endpoint (`POST /rpc/{caip2Id}`), the explorer page and `readContractData` answer from.
 */
export interface EvmChainReader {
  caip2Id: string;
  chainId: number;
  blockNumber(): Promise<bigint>;
  getBalance(address: Address): Promise<bigint>;
  getCode(address: Address): Promise<Hex>;
  getTransactionCount(address: Address): Promise<bigint>;
  getStorageAt(address: Address, slot: Hex): Promise<Hex>;
  /** eth_call against the latest committed state; never changes it. */
  call(request: EvmCallRequest): Promise<EvmCallResult>;
  getTransaction(hash: Hex): Promise<EvmTransactionRecord | undefined>;
  getBlock(number: bigint): Promise<EvmBlockRecord | undefined>;
  getBlockByHash(hash: Hex): Promise<EvmBlockRecord | undefined>;
  getLogs(filter: EvmLogFilter): Promise<EvmLogRecord[]>;
}
