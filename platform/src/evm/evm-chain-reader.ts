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

/** A transaction that cannot be included at all (e.g. its value exceeds the sender's balance): no block. */
export class TransactionRejected extends Error {}

/** eth_estimateGas: the lowest gas limit that succeeds and the gas then used, or the failure. */
export type EvmGasEstimate =
  { ok: true; gas: bigint; gasUsed: bigint } | { ok: false; returnData: Hex; reason: string };

/** A transaction run on the committed state and thrown away: its result, gas used and access list (EIP-2930). */
export type EvmSimulation = EvmCallResult & {
  gasUsed: bigint;
  accessList: { address: Hex; storageKeys: Hex[] }[];
};

/** The network's fees per gas: a constant base fee (burned) and priority fee (to the coinbase). */
export interface EvmFees {
  baseFeePerGas: bigint;
  priorityFeePerGas: bigint;
}

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
  /** eth_estimateGas on the latest committed state; throws TransactionRejected when it cannot be included. */
  estimateGas(request: EvmCallRequest): Promise<EvmGasEstimate>;
  /** The transaction as it would run now (gas used, access list); throws like estimateGas. */
  simulate(request: EvmCallRequest): Promise<EvmSimulation>;
  fees(): Promise<EvmFees>;
  getTransaction(hash: Hex): Promise<EvmTransactionRecord | undefined>;
  getBlock(number: bigint): Promise<EvmBlockRecord | undefined>;
  getBlockByHash(hash: Hex): Promise<EvmBlockRecord | undefined>;
  getLogs(filter: EvmLogFilter): Promise<EvmLogRecord[]>;
}
